import { Schema, type Connection, type Model } from 'mongoose';

/** What happened, for the person it is addressed to. */
export type NotificationKind = 'PROMOTED' | 'GROUP_CHANGED' | 'GROUP_DELETED' | 'WAITLIST_ENDED';

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
  createdAt: Date;
  readAt: Date | null;
}

const notificationSchema = new Schema<NotificationRecord>(
  {
    _id: { type: String, required: true },
    uid: { type: String, required: true },
    kind: { type: String, required: true, enum: ['PROMOTED', 'GROUP_CHANGED', 'GROUP_DELETED', 'WAITLIST_ENDED'] },
    groupId: { type: String, required: true },
    groupName: { type: String, required: true },
    createdAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
  },
  { collection: 'notifications', strictQuery: 'throw', versionKey: false },
);
notificationSchema.index({ uid: 1, createdAt: -1 }); // a person's newest first

export type NotificationModel = Model<NotificationRecord>;

export function notificationModel(connection: Connection): NotificationModel {
  return (
    (connection.models.Notification as NotificationModel | undefined) ??
    connection.model<NotificationRecord>('Notification', notificationSchema)
  );
}
