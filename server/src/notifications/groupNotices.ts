import type { Connection } from 'mongoose';
import type { GroupNotices } from '@/groups/notices';
import type { GroupsService } from '@/groups/service';
import type { NotificationBus } from '@/notifications/bus';
import { notificationModel } from '@/notifications/model';
import { Notifications } from '@/notifications/service';

/**
 * The notifications service on a database connection, listening to the groups' notices (built
 * once, at composition, after the groups service). `bus`: how notifications reach live
 * subscribers (default: this process's only); its creator closes it.
 */
export function createNotifications(
  connection: Connection,
  groups: GroupsService,
  bus?: NotificationBus,
): Notifications {
  const notifications = new Notifications(notificationModel(connection), bus);
  notifyOnGroupNotices(groups.notices, notifications);
  return notifications;
}

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
  notices.on('personTold', ({ kind, groupId, groupName, uid, event }) =>
    notifications
      .add({ id: `${kind}:${groupId}:${uid}:${event}`, uid, kind, groupId, groupName })
      .then(() => undefined),
  );
  notices.on('personRemoved', ({ uid }) => notifications.removePerson(uid));
}
