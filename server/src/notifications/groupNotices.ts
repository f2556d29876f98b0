import type { Connection } from 'mongoose';
import { decisionId, joinModels, personInGroupId, type BanRecord, type JoinDecisionRecord } from '@/groups/joinModel';
import type { GroupNoticeMap, GroupNotices } from '@/groups/notices';
import type { GroupsService } from '@/groups/service';
import type { NotificationBus } from '@/notifications/bus';
import { ApprovalNews } from '@/notifications/approvalNews';
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
  notifyOnGroupNotices(
    groups.notices,
    notifications,
    noteReader(connection),
    new ApprovalNews(connection, notifications),
  );
  return notifications;
}

/** What the person is told besides the kind: a ban's reason, a declined request's note (for their email). */
export type NoteReader = (notice: GroupNoticeMap['personTold']) => Promise<string | null>;

/**
 * Reads the note from the record the notice is about, as the group page shows it to the person:
 * the ban (its `bannedAt` is the notice's event) and the decision on the request (its id names
 * the request, whose time is the event). Nothing for a record gone since (a ban lifted at once).
 */
export function noteReader(connection: Connection): NoteReader {
  const { bans, decisions } = joinModels(connection);
  return async ({ kind, groupId, uid, event }) => {
    if (kind === 'BANNED') {
      const ban = await bans.findById(personInGroupId(groupId, uid)).lean<BanRecord>();
      return ban && String(ban.bannedAt.getTime()) === event ? ban.reason : null;
    }
    if (kind === 'JOIN_DECLINED') {
      const requestedAt = new Date(Number(event));
      if (Number.isNaN(requestedAt.getTime())) return null;
      const decision = await decisions.findById(decisionId({ groupId, uid, requestedAt })).lean<JoinDecisionRecord>();
      return decision?.message ?? null;
    }
    return null;
  };
}

/**
 * Notifications listen to what happens in groups (and their sessions) and store one notification
 * per person and event. Each `_id` names the event, so a notice raised twice (a retried
 * promotion, a second process's sweep) is stored once.
 */
export function notifyOnGroupNotices(
  notices: GroupNotices,
  notifications: Notifications,
  notes: NoteReader,
  approvals: ApprovalNews,
): void {
  notices.on('starting', () => notifications.createIndexes());
  notices.on('membersTold', async ({ kind, groupId, groupName, uids, event }) => {
    for (const uid of uids) {
      await notifications.add({ id: `${kind}:${groupId}:${uid}:${event}`, uid, kind, groupId, groupName });
    }
  });
  notices.on('promoted', async ({ groupId, groupName, entry }) => {
    const notice = await approvals.promoted(groupId, groupName, entry);
    if (notice) await notifications.add(notice);
  });
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
  notices.on('personTold', async (notice) => {
    const { kind, groupId, groupName, uid, event } = notice;
    if (kind === 'JOIN_APPROVED') return approvals.approved(groupId, groupName, uid, new Date(Number(event)));
    // A team notice's event starts with the role it offers or gives (`CO_ORGANIZER:<ms>`).
    const role = kind === 'TEAM_INVITATION' || kind === 'ROLE_CHANGED' ? event.split(':')[0] : undefined;
    const note = await notes(notice);
    await notifications.add({ id: `${kind}:${groupId}:${uid}:${event}`, uid, kind, groupId, groupName, role, note });
  });
  notices.on('personRemoved', ({ uid }) => notifications.removePerson(uid));
}
