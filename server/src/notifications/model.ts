import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';

/** What happened, for the person it is addressed to. */
export const notificationKinds = [
  'PROMOTED',
  'GROUP_CHANGED',
  'GROUP_DELETED',
  'WAITLIST_ENDED',
  'SESSION_CANCELLED',
  'SESSION_MOVED',
  'ANNOUNCEMENT',
  'THREAD_REPLY',
  'TEAM_INVITATION',
  'ROLE_CHANGED',
  'REMOVED',
  'JOIN_APPROVED',
  'JOIN_DECLINED',
  'BANNED',
  'UNBANNED',
  'REPORT_FILED',
  'REPORT_RESOLVED',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * One notification of one person. `_id` names the event it reports (e.g. one promotion of one
 * queue entry), so a retry or two processes reporting the same event store it once.
 */
export interface NotificationRecord {
  _id: string;
  uid: string;
  kind: NotificationKind;
  groupId: string;
  /** The group's name when it happened (a deleted group has no other). */
  groupName: string;
  /** SESSION_* kinds: the session (its id stays the same when it moves), else null. */
  sessionId: string | null;
  /** SESSION_* kinds: when the session starts (after a move: its new start), else null. */
  sessionStartsAt: Date | null;
  /** SESSION_* kinds: where the session takes place (after a move: its new place), else null. */
  sessionLocation: string | null;
  /**
   * REPORT_* kinds: what was reported, as its handlers see it (a title, a post's first words, a
   * member's or group's name; never who reported it), else null. Absent on records stored before.
   */
  reportSummary?: string | null;
  /** REPORT_RESOLVED: what the handler did (the post hidden or not, their note), else null. */
  reportOutcome?: string | null;
  createdAt: Date;
  readAt: Date | null;
}

const notificationSchema = new Schema<NotificationRecord>(
  {
    _id: { type: String, required: true },
    uid: { type: String, required: true },
    kind: { type: String, required: true, enum: notificationKinds },
    groupId: { type: String, required: true },
    groupName: { type: String, required: true },
    sessionId: { type: String, default: null },
    sessionStartsAt: { type: Date, default: null },
    sessionLocation: { type: String, default: null },
    reportSummary: { type: String, default: null },
    reportOutcome: { type: String, default: null },
    createdAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
  },
  { collection: 'notifications', strictQuery: 'throw', versionKey: false },
);
notificationSchema.index({ uid: 1, createdAt: -1 }); // a person's newest first

export type NotificationModel = Model<NotificationRecord>;

export function notificationModel(connection: Connection): NotificationModel {
  return modelOn(connection, 'Notification', notificationSchema);
}
