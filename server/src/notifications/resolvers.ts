import type { Resolvers } from '@/generated/graphql';
import type { NotificationRecord } from '@/notifications/model';

/** GraphQL → notifications. One line each: the rules live in notifications/service.ts. */
export const notificationResolvers: Resolvers = {
  Viewer: {
    notifications: (viewer, _, { groups }) => groups.notifications.ofViewer(viewer),
    unreadNotificationCount: (viewer, _, { groups }) => groups.notifications.unreadOfViewer(viewer),
  },
  Mutation: {
    markNotificationRead: async (_, { input }, { groups, viewer }) => {
      const { notification, unread } = await groups.notifications.markReadFor(viewer, input.id);
      return { notification, unreadNotificationCount: unread };
    },
    markAllNotificationsRead: async (_, __, { groups, viewer }) => {
      const { marked, unread } = await groups.notifications.markAllReadFor(viewer);
      return { markedCount: marked, unreadNotificationCount: unread };
    },
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_, __, { groups, viewer }) => groups.notifications.watchFor(viewer),
      resolve: ([notification]: [NotificationRecord]) => notification,
    },
  },
  Notification: {
    id: (notification) => notification._id,
    read: (notification) => notification.readAt !== null,
  },
};
