import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql';

const ReportQueueChangedSubscription = graphql(`
  subscription ReportQueueChanged($groupId: ID) {
    reportQueueChanged(groupId: $groupId) {
      id
      ...ReportFields_report
    }
  }
`);

/**
 * Follows the report queue while the admin page is open: a changed report updates itself by id,
 * and the queue is read again so a new one appears and a resolved one moves to its tab.
 */
export function useReportQueueFeed(): void {
  useSubscription(ReportQueueChangedSubscription, {
    variables: { groupId: null },
    ignoreResults: true,
    onData: ({ client }) => {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'reportQueue' });
      client.cache.gc();
    },
  });
}
