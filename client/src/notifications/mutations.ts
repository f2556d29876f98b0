import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { confirmed } from '@/apollo/confirmed';
import { viewerCacheId } from '@/apollo/viewer';
import type { MarkNotificationReadInput } from '@/gql/graphql';
import { MarkAllNotificationsReadMutation, MarkNotificationReadMutation } from '@/notifications/documents';

/**
 * markNotificationRead: the payload marks the notification read by id; the viewer's unread count
 * (the bell) takes the server's figure from the payload. Errors: NOT_FOUND, UNAUTHENTICATED.
 */
export function useMarkNotificationRead(uid: string) {
  const [mutate] = useMutation(MarkNotificationReadMutation);
  return useCallback(
    async (input: MarkNotificationReadInput) => {
      const result = await mutate({
        variables: { input },
        update(cache, { data }) {
          const unread = data?.markNotificationRead.unreadNotificationCount;
          if (unread === undefined) return;
          cache.modify({ id: viewerCacheId(cache, uid), fields: { unreadNotificationCount: () => unread } });
        },
      });
      return confirmed(result.data, 'the notification').markNotificationRead;
    },
    [mutate, uid],
  );
}

/** markAllNotificationsRead: every cached notification of the viewer turns read, and the count takes the server's figure. */
export function useMarkAllNotificationsRead(uid: string) {
  const [mutate] = useMutation(MarkAllNotificationsReadMutation);
  return useCallback(async () => {
    const result = await mutate({
      update(cache, { data }) {
        const unread = data?.markAllNotificationsRead.unreadNotificationCount;
        if (unread === undefined) return;
        let listed: readonly Reference[] = [];
        cache.modify({
          id: viewerCacheId(cache, uid),
          fields: {
            unreadNotificationCount: () => unread,
            notifications: (list: readonly Reference[]) => {
              listed = list;
              return list;
            },
          },
        });
        for (const ref of listed) cache.modify({ id: ref.__ref, fields: { read: () => true } });
      },
    });
    return confirmed(result.data, 'marking all read').markAllNotificationsRead;
  }, [mutate, uid]);
}
