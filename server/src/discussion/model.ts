import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';

/**
 * A thread of a group's discussion, or the comment thread of one of its sessions (then
 * `sessionId` is set and `_id` is derived from it, so the first two comments create it once).
 * `uid` is the author's (null once they deleted their account: "former member").
 */
export interface ThreadRecord {
  _id: string;
  groupId: string;
  sessionId: string | null;
  title: string;
  /** The Markdown as written (for editing); `bodyHtml` is what readers see. */
  body: string;
  bodyHtml: string;
  uid: string | null;
  authorName: string;
  isQuestion: boolean;
  /** The reply marked as the answer, by the asker or an organizer. */
  answerReplyId: string | null;
  /** Kept beside `answerReplyId` so "answered first" is an index sort. */
  answered: boolean;
  /** An organizer showed this answered question to visitors (the group's FAQ). */
  isPublic: boolean;
  hidden: boolean;
  createdAt: Date;
  editedAt: Date | null;
  lastActivityAt: Date;
}

export interface ReplyRecord {
  _id: string;
  threadId: string;
  groupId: string;
  body: string;
  bodyHtml: string;
  uid: string | null;
  authorName: string;
  hidden: boolean;
  createdAt: Date;
  editedAt: Date | null;
}

/** One person following one thread: `_id` is `<threadId>#<uid>`, so following twice is one record. */
export interface FollowRecord {
  _id: string;
  threadId: string;
  uid: string;
}

const options = { strictQuery: 'throw' as const, versionKey: false as const };
const nullableString = { type: String, default: null };
const postFields = {
  _id: { type: String, required: true },
  groupId: { type: String, required: true },
  body: { type: String, required: true },
  bodyHtml: { type: String, required: true },
  uid: nullableString,
  authorName: { type: String, required: true },
  hidden: { type: Boolean, required: true },
  createdAt: { type: Date, required: true },
  editedAt: { type: Date, default: null },
};

const threadSchema = new Schema<ThreadRecord>(
  {
    ...postFields,
    sessionId: nullableString,
    title: { type: String, required: true },
    isQuestion: { type: Boolean, required: true },
    answerReplyId: nullableString,
    answered: { type: Boolean, required: true },
    isPublic: { type: Boolean, required: true },
    lastActivityAt: { type: Date, required: true },
  },
  { ...options, collection: 'discussionThreads' },
);
threadSchema.index({ groupId: 1, sessionId: 1, lastActivityAt: -1, _id: -1 }); // newest activity first
threadSchema.index({ groupId: 1, isQuestion: 1, answered: -1, lastActivityAt: -1, _id: -1 }); // questions
threadSchema.index({ uid: 1, createdAt: -1 }); // a person's posts (rate limit, export, deletion)

const replySchema = new Schema<ReplyRecord>(
  { ...postFields, threadId: { type: String, required: true } },
  { ...options, collection: 'discussionReplies' },
);
replySchema.index({ threadId: 1, createdAt: 1, _id: 1 }); // a thread's replies, oldest first
replySchema.index({ groupId: 1 });
replySchema.index({ uid: 1, createdAt: -1 });

const followSchema = new Schema<FollowRecord>(
  {
    _id: { type: String, required: true },
    threadId: { type: String, required: true },
    uid: { type: String, required: true },
  },
  { ...options, collection: 'discussionFollows' },
);
followSchema.index({ threadId: 1 });
followSchema.index({ uid: 1 });

export interface DiscussionModels {
  threads: Model<ThreadRecord>;
  replies: Model<ReplyRecord>;
  follows: Model<FollowRecord>;
}

export function discussionModels(connection: Connection): DiscussionModels {
  return {
    threads: modelOn(connection, 'DiscussionThread', threadSchema),
    replies: modelOn(connection, 'DiscussionReply', replySchema),
    follows: modelOn(connection, 'DiscussionFollow', followSchema),
  };
}
