import { graphql } from './gql';

/** The operations the report-notification tests send; codegen types them from schema.graphql. */

export const ReportNotificationsQuery = graphql(`
  query TestReportNotifications {
    viewer {
      notifications {
        id
        kind
        groupId
        groupName
        reportSummary
        reportOutcome
        read
      }
    }
  }
`);

export const NotificationAddedSubscription = graphql(`
  subscription TestNotificationAdded {
    notificationAdded {
      id
      kind
      groupId
      reportSummary
      reportOutcome
    }
  }
`);
