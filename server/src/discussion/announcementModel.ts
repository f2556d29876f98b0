import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';
import { audiences, type Audience } from '@/discussion/validation';

/** One announcement of an organizer; `uid` is the organizer's (null after their account was deleted). */
export interface AnnouncementRecord {
  _id: string;
  groupId: string;
  uid: string | null;
  authorName: string;
  body: string;
  bodyHtml: string;
  audience: Audience;
  sessionId: string | null;
  /** How many people it reached: what the organizer is told, never who. */
  recipientCount: number;
  createdAt: Date;
  /** Hidden by an organizer (or an admin resolving a report): only organizers and its author still read it. */
  hidden?: boolean;
}

/** An announcement as one reader may see it (announcements.ts decides). */
export interface AnnouncementView {
  id: string;
  groupId: string;
  body: string;
  bodyHtml: string;
  authorName: string;
  audience: Audience;
  sessionId: string | null;
  /** For the organizer: how many people it reached; null for everyone else. */
  recipientCount: number | null;
  createdAt: Date;
  /** Hidden by an organizer: shown only to organizers and its author ("hidden by an organizer"). */
  hidden: boolean;
}

/**
 * One person an announcement reached: `_id` is `<announcementId>#<uid>`, so each is stored once
 * however the audience was put together. Members see the announcements addressed to them.
 */
export interface RecipientRecord {
  _id: string;
  announcementId: string;
  groupId: string;
  uid: string;
}

const options = { strictQuery: 'throw' as const, versionKey: false as const };

const announcementSchema = new Schema<AnnouncementRecord>(
  {
    _id: { type: String, required: true },
    groupId: { type: String, required: true },
    uid: { type: String, default: null },
    authorName: { type: String, required: true },
    body: { type: String, required: true },
    bodyHtml: { type: String, required: true },
    audience: { type: String, required: true, enum: audiences },
    sessionId: { type: String, default: null },
    recipientCount: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    hidden: { type: Boolean, default: false },
  },
  { ...options, collection: 'announcements' },
);
announcementSchema.index({ groupId: 1, createdAt: -1, _id: -1 });
announcementSchema.index({ uid: 1, createdAt: -1 });

const recipientSchema = new Schema<RecipientRecord>(
  {
    _id: { type: String, required: true },
    announcementId: { type: String, required: true },
    groupId: { type: String, required: true },
    uid: { type: String, required: true },
  },
  { ...options, collection: 'announcementRecipients' },
);
recipientSchema.index({ uid: 1, groupId: 1 });
recipientSchema.index({ groupId: 1 });

export interface AnnouncementModels {
  announcements: Model<AnnouncementRecord>;
  recipients: Model<RecipientRecord>;
}

export function announcementModels(connection: Connection): AnnouncementModels {
  return {
    announcements: modelOn(connection, 'Announcement', announcementSchema),
    recipients: modelOn(connection, 'AnnouncementRecipient', recipientSchema),
  };
}
