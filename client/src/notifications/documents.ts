import { graphql } from '@/gql';

/** The navbar bell's figure; refetched on load, on each new notification and when back online. */
export const NotificationBellQuery = graphql(`
  query NotificationBell {
    viewer {
      id
      unreadNotificationCount
    }
  }
`);

// Everything a listed notification shows, so a new one can join the cached list whole.
export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
      kind
      groupId
      ...NotificationItem_notification
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      notification {
        id
        read
      }
      unreadNotificationCount
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      markedCount
      unreadNotificationCount
    }
  }
`);
