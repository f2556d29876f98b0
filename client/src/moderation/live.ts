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
 * Follows a report queue while its page is open: the whole site's (admins), or with `groupId` one
 * group's (its organizers). A changed report updates itself by id, and the queue is read again so
 * a new one appears and a resolved one moves to its tab.
 */
export function useReportQueueFeed({ groupId = null, skip = false }: { groupId?: string | null; skip?: boolean } = {}) {
  useSubscription(ReportQueueChangedSubscription, {
    variables: { groupId },
    skip,
    ignoreResults: true,
    onData: ({ client }) => {
      const { cache } = client;
      const groupKey = groupId ? cache.identify({ __typename: 'Group', id: groupId }) : undefined;
      cache.evict(groupKey ? { id: groupKey, fieldName: 'reports' } : { id: 'ROOT_QUERY', fieldName: 'reportQueue' });
      cache.gc();
    },
  });
}
