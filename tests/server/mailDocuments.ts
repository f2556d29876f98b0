import { graphql } from './gql';

/** The operations the email tests send; codegen types them from schema.graphql. */

export const SetReminderLeadTimeMutation = graphql(`
  mutation TestSetReminderLeadTime($input: SetReminderLeadTimeInput!) {
    setReminderLeadTime(input: $input) {
      group {
        id
        reminderLeadHours
      }
    }
  }
`);

export const NotificationPreferencesQuery = graphql(`
  query TestNotificationPreferences {
    viewer {
      id
      notificationPreferences {
        kinds {
          kind
          delivery
        }
        digestHour
        timeZone
      }
    }
  }
`);

export const UpdateNotificationPreferencesMutation = graphql(`
  mutation TestUpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      notificationPreferences {
        kinds {
          kind
          delivery
        }
        digestHour
        timeZone
      }
    }
  }
`);

export const SetRemindersMutation = graphql(`
  mutation TestSetReminders($input: SetRemindersInput!) {
    setReminders(input: $input) {
      group {
        id
        reminderLeadHours
        nudgeUnanswered
      }
    }
  }
`);

export const GroupUnsubscribesQuery = graphql(`
  query TestGroupUnsubscribes {
    viewer {
      id
      notificationPreferences {
        groupUnsubscribes {
          groupId
          groupName
          kinds
        }
      }
    }
  }
`);

export const ResubscribeGroupEmailMutation = graphql(`
  mutation TestResubscribeGroupEmail($input: ResubscribeGroupEmailInput!) {
    resubscribeGroupEmail(input: $input) {
      notificationPreferences {
        groupUnsubscribes {
          groupId
          kinds
        }
      }
    }
  }
`);
