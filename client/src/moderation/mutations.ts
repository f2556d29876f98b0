import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { viewerCacheId } from '@/apollo/viewer';
import { graphql } from '@/gql';
import type {
  LiftAccountSuspensionInput,
  LiftGroupSuspensionInput,
  ReportInput,
  ResolveReportInput,
  SuspendAccountInput,
  SuspendGroupInput,
} from '@/gql/graphql';

/** What a report list shows of a report: each payload carries it, so the cache updates by id. */
export const ReportFieldsFragment = graphql(`
  fragment ReportFields_report on Report {
    id
    subject
    targetId
    threadId
    groupId
    groupName
    summary
    reason
    note
    audience
    status
    createdAt
    resolvedAt
    resolverName
    resolution
    hidden
    reporterName
  }
`);

const ReportContentMutation = graphql(`
  mutation ReportContent($input: ReportInput!) {
    reportContent(input: $input) {
      report {
        id
        ...ReportFields_report
      }
    }
  }
`);

const ResolveReportMutation = graphql(`
  mutation ResolveReport($input: ResolveReportInput!) {
    resolveReport(input: $input) {
      report {
        id
        groupId
        ...ReportFields_report
      }
    }
  }
`);

const SuspendGroupMutation = graphql(`
  mutation SuspendGroup($input: SuspendGroupInput!) {
    suspendGroup(input: $input) {
      group {
        id
        suspension {
          reason
          at
          cause
        }
      }
    }
  }
`);

const LiftGroupSuspensionMutation = graphql(`
  mutation LiftGroupSuspension($input: LiftGroupSuspensionInput!) {
    liftGroupSuspension(input: $input) {
      group {
        id
        suspension {
          reason
        }
      }
    }
  }
`);

const SuspendAccountMutation = graphql(`
  mutation SuspendAccount($input: SuspendAccountInput!) {
    suspendAccount(input: $input) {
      suspension {
        uid
        displayName
        reason
        at
      }
    }
  }
`);

const LiftAccountSuspensionMutation = graphql(`
  mutation LiftAccountSuspension($input: LiftAccountSuspensionInput!) {
    liftAccountSuspension(input: $input) {
      suspension {
        uid
      }
    }
  }
`);

/** Files a report; the viewer's "My reports" list is read again when next shown (the new one sorts first). */
export function useReportContent(uid: string) {
  const [mutate] = useMutation(ReportContentMutation, {
    update(cache) {
      cache.evict({ id: viewerCacheId(cache, uid), fieldName: 'reports' });
      cache.gc();
    },
  });
  return useCallback(
    async (input: ReportInput) => (await mutate({ variables: { input } })).data?.reportContent.report,
    [mutate],
  );
}

/**
 * Resolves a report: the payload updates it by id; the queues holding it (the site's, its group's)
 * are read again (it moves from open to resolved).
 */
export function useResolveReport() {
  const [mutate] = useMutation(ResolveReportMutation, {
    update(cache, { data }) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'reportQueue' });
      const groupKey = data && cache.identify({ __typename: 'Group', id: data.resolveReport.report.groupId });
      if (groupKey) cache.evict({ id: groupKey, fieldName: 'reports' });
      cache.gc();
    },
  });
  return useCallback(
    async (input: ResolveReportInput) => (await mutate({ variables: { input } })).data?.resolveReport.report,
    [mutate],
  );
}

/** The admins' suspensions: groups update by id from the payload; the list of suspended accounts is read again. */
export function useSuspensions() {
  const forgetAccounts = {
    update(cache: ApolloCache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'suspendedAccounts' });
      cache.gc();
    },
  };
  const [suspendGroup] = useMutation(SuspendGroupMutation);
  const [liftGroup] = useMutation(LiftGroupSuspensionMutation);
  const [suspendAccount] = useMutation(SuspendAccountMutation, forgetAccounts);
  const [liftAccount] = useMutation(LiftAccountSuspensionMutation, forgetAccounts);
  return {
    suspendGroup: useCallback((input: SuspendGroupInput) => suspendGroup({ variables: { input } }), [suspendGroup]),
    liftGroup: useCallback((input: LiftGroupSuspensionInput) => liftGroup({ variables: { input } }), [liftGroup]),
    suspendAccount: useCallback(
      (input: SuspendAccountInput) => suspendAccount({ variables: { input } }),
      [suspendAccount],
    ),
    liftAccount: useCallback(
      (input: LiftAccountSuspensionInput) => liftAccount({ variables: { input } }),
      [liftAccount],
    ),
  };
}
