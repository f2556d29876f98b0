import type { Reference } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { viewerCacheId } from '@/apollo/viewer';
import { ViewerTeamInvitationsQuery } from '@/groups/team';
import { NotificationAddedSubscription, NotificationBellQuery } from '@/notifications/documents';

/**
 * Follows the signed-in user's new notifications while the app is open: each one joins the top of
 * the cached list (the notifications page shows it at once) and the bell's unread count is asked
 * again. The count is refetched rather than incremented: a notification stored just before the
 * page loaded may arrive over the socket after the load counted it, and must not count twice.
 *
 * A promotion also makes the viewer a member: the group's cached state says so, and their
 * joined groups and count are dropped from the cache, so whichever view shows them loads them anew.
 * An approval may have seated them too (it is then the only notice of it), so it drops them as well.
 */
export function useNotificationFeed(uid: string): void {
  useSubscription(NotificationAddedSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      const notification = data.data?.notificationAdded;
      const { cache } = client;
      const id = notification && cache.identify(notification);
      if (!notification || !id) return;
      const added: Reference = { __ref: id };
      cache.modify({
        id: viewerCacheId(cache, uid),
        fields: {
          notifications: (list: readonly Reference[], { readField }) =>
            list.some((ref) => readField('id', ref) === notification.id) ? list : [added, ...list],
          ...((notification.kind === 'PROMOTED' || notification.kind === 'JOIN_APPROVED') && {
            joinedGroups: (_, { DELETE }) => DELETE,
            joinedGroupCount: (_, { DELETE }) => DELETE,
          }),
        },
      });
      if (notification.kind === 'PROMOTED') {
        cache.modify({
          id: cache.identify({ __typename: 'Group', id: notification.groupId }),
          fields: { viewerIsMember: () => true, viewerWaitlistPosition: () => null },
        });
      }
      // An open group page shows the new invitation with its Accept and Decline at once.
      if (notification.kind === 'TEAM_INVITATION') {
        client.refetchQueries({ include: [ViewerTeamInvitationsQuery] }).catch(() => {
          // Offline: the page asks again when it is next shown.
        });
      }
      // Not deduplicated: a count request still in flight may have been counted before this
      // notification was stored, and sharing its answer would leave the bell one behind.
      client
        .query({ query: NotificationBellQuery, fetchPolicy: 'network-only', context: { queryDeduplication: false } })
        .catch(() => {
          // Offline again: the bell refetches when the browser is back online.
        });
    },
  });
}
