import type { GroupNotices } from '@/groups/notices';
import type { Notifications } from '@/notifications/service';

/**
 * Notifications listen to what happens in groups (and their sessions) and store one notification
 * per person and event. Each `_id` names the event, so a notice raised twice (a retried
 * promotion, a second process's sweep) is stored once.
 */
export function notifyOnGroupNotices(notices: GroupNotices, notifications: Notifications): void {
  notices.on('starting', () => notifications.createIndexes());
  notices.on('membersTold', async ({ kind, groupId, groupName, uids, event }) => {
    for (const uid of uids) {
      await notifications.add({ id: `${kind}:${groupId}:${uid}:${event}`, uid, kind, groupId, groupName });
    }
  });
  notices.on('promoted', ({ groupId, groupName, entry }) =>
    notifications
      .add({
        id: `promoted:${entry._id}:${entry.queuedAt.getTime()}`,
        uid: entry.uid,
        kind: 'PROMOTED',
        groupId,
        groupName,
      })
      .then(() => undefined),
  );
  notices.on('waitlistEnded', async ({ kind, groupId, groupName, waited }) => {
    for (const entry of waited) {
      await notifications.add({
        id: `${kind}:${entry._id}:${entry.queuedAt.getTime()}`,
        uid: entry.uid,
        kind,
        groupId,
        groupName,
      });
    }
  });
  notices.on('sessionChanged', async ({ kind, groupId, groupName, session, uids, event }) => {
    for (const uid of uids) {
      await notifications.add({ id: `${kind}:${session.id}:${uid}:${event}`, uid, kind, groupId, groupName, session });
    }
  });
  notices.on('personRemoved', ({ uid }) => notifications.removePerson(uid));
}
