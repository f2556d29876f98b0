import type { Resolvers } from '@/generated/graphql';
import type { NotificationRecord } from '@/notifications/model';

/** GraphQL → notifications. One line each: the rules live in notifications/service.ts. */
export const notificationResolvers: Resolvers = {
  Viewer: {
    notifications: (viewer, _, { notifications }) => notifications.ofViewer(viewer),
    unreadNotificationCount: (viewer, _, { notifications }) => notifications.unreadOfViewer(viewer),
  },
  Mutation: {
    markNotificationRead: async (_, { input }, { notifications, viewer }) => {
      const { notification, unread } = await notifications.markReadFor(viewer, input.id);
      return { notification, unreadNotificationCount: unread };
    },
    markAllNotificationsRead: async (_, __, { notifications, viewer }) => {
      const { marked, unread } = await notifications.markAllReadFor(viewer);
      return { markedCount: marked, unreadNotificationCount: unread };
    },
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_, __, { notifications, viewer }) => notifications.watchFor(viewer),
      resolve: ([notification]: [NotificationRecord]) => notification,
    },
  },
  Notification: {
    id: (notification) => notification._id,
    read: (notification) => notification.readAt !== null,
  },
};
