import { graphql } from './gql';

/** The operations the moderation tests send; codegen types them from schema.graphql. */

export const ReportContentMutation = graphql(`
  mutation TestReportContent($input: ReportInput!) {
    reportContent(input: $input) {
      report {
        id
        subject
        targetId
        threadId
        groupId
        summary
        reason
        note
        audience
        status
        reporterName
      }
    }
  }
`);

export const ResolveReportMutation = graphql(`
  mutation TestResolveReport($input: ResolveReportInput!) {
    resolveReport(input: $input) {
      report {
        id
        status
        resolution
        resolverName
        hidden
      }
    }
  }
`);

export const ReportQueueQuery = graphql(`
  query TestReportQueue($status: ReportStatus, $audience: ReportAudience) {
    reportQueue(status: $status, audience: $audience, first: 100) {
      id
      audience
      status
      reporterName
    }
  }
`);

export const GroupReportsQuery = graphql(`
  query TestGroupReports($id: ID!, $status: ReportStatus) {
    group(id: $id) {
      id
      reports(status: $status) {
        id
        summary
        audience
        reporterName
      }
    }
  }
`);

export const MyReportsQuery = graphql(`
  query TestMyReports {
    viewer {
      isAdmin
      reports {
        id
        status
        resolution
        hidden
      }
    }
  }
`);

export const SuspendedGroupQuery = graphql(`
  query TestSuspendedGroup($id: ID!) {
    group(id: $id) {
      id
      groupName
      suspension {
        reason
        cause
      }
    }
  }
`);

export const SuspendGroupMutation = graphql(`
  mutation TestSuspendGroup($input: SuspendGroupInput!) {
    suspendGroup(input: $input) {
      group {
        id
        suspension {
          reason
          cause
        }
      }
    }
  }
`);

export const LiftGroupSuspensionMutation = graphql(`
  mutation TestLiftGroupSuspension($input: LiftGroupSuspensionInput!) {
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

export const SuspendAccountMutation = graphql(`
  mutation TestSuspendAccount($input: SuspendAccountInput!) {
    suspendAccount(input: $input) {
      suspension {
        uid
        reason
      }
    }
  }
`);

export const LiftAccountSuspensionMutation = graphql(`
  mutation TestLiftAccountSuspension($input: LiftAccountSuspensionInput!) {
    liftAccountSuspension(input: $input) {
      suspension {
        uid
      }
    }
  }
`);

export const DiscoveryQuery = graphql(`
  query TestDiscovery($search: String) {
    groups(search: $search, first: 100) {
      totalCount
      nodes {
        id
      }
    }
    groupCounts {
      category
      count
    }
  }
`);

export const ReportQueueChangedSubscription = graphql(`
  subscription TestReportQueueChanged($groupId: ID) {
    reportQueueChanged(groupId: $groupId) {
      id
      status
      summary
    }
  }
`);

export const CalendarFeedUrlQuery = graphql(`
  query TestModerationCalendarFeed {
    viewer {
      calendarFeedUrl
      joinedGroupCount
      joinedGroups {
        totalCount
        nodes {
          id
        }
      }
    }
  }
`);
