import { graphql } from '@/gql';

/**
 * The navbar bell's figure; refetched on load, on each new notification and when back online.
 * It also says whether the person is a site admin, so the navbar's Admin link costs no request
 * of its own (layout/Navbar.tsx reads it from the cache).
 */
export const NotificationBellQuery = graphql(`
  query NotificationBell {
    viewer {
      id
      unreadNotificationCount
      isAdmin
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
