import type { QueryFilter } from 'mongoose';
import type { Viewer } from '@/auth/viewer';
import type { GroupRecord } from '@/groups/model';
import type { GroupsService } from '@/groups/service';
import type { ReplyRecord, ThreadRecord } from '@/discussion/model';

/**
 * Who may read what of a group's discussion, in one place: the service, the lists' queries and
 * the live events all ask here, so a post nobody may read is never sent by any of them.
 *
 * - The organizer reads everything, hidden posts too (to undo a hide).
 * - A member reads every post that is not hidden, and their own hidden ones ("hidden by an organizer").
 * - Anyone else (visitors, people waiting for a place, removed members) reads only answered
 *   questions the organizer made public, with their answer, and no session comments.
 */
export type Role = 'ORGANIZER' | 'MEMBER' | 'OUTSIDER';

export function roleIn(groups: GroupsService, viewer: Viewer | null, group: GroupRecord): Role {
  if (groups.permissions.can(viewer, group, 'MODERATE_POSTS')) return 'ORGANIZER';
  return groups.membership.isMember(viewer, group) ? 'MEMBER' : 'OUTSIDER';
}

export interface Reader {
  viewer: Viewer | null;
  role: Role;
}

const isAuthor = (reader: Reader, post: { uid: string | null }) =>
  reader.viewer !== null && post.uid === reader.viewer.uid;

/** What decides who may read a thread: no words of it. */
export type ThreadAccess = Pick<
  ThreadRecord,
  '_id' | 'groupId' | 'sessionId' | 'uid' | 'hidden' | 'isQuestion' | 'answered' | 'isPublic' | 'answerReplyId'
>;
/** What decides who may read a reply (with its thread's): no words of it. */
export type ReplyAccess = Pick<ReplyRecord, '_id' | 'threadId' | 'uid' | 'hidden'>;

export function threadAccess(thread: ThreadAccess): ThreadAccess {
  const { _id, groupId, sessionId, uid, hidden, isQuestion, answered, isPublic, answerReplyId } = thread;
  return { _id, groupId, sessionId, uid, hidden, isQuestion, answered, isPublic, answerReplyId };
}

export function replyAccess(reply: ReplyAccess): ReplyAccess {
  const { _id, threadId, uid, hidden } = reply;
  return { _id, threadId, uid, hidden };
}

function isFaq(thread: ThreadAccess): boolean {
  return thread.sessionId === null && thread.isQuestion && thread.answered && thread.isPublic && !thread.hidden;
}

export function canReadThread(reader: Reader, thread: ThreadAccess): boolean {
  if (reader.role === 'ORGANIZER') return true;
  if (reader.role === 'MEMBER') return !thread.hidden || isAuthor(reader, thread);
  return isFaq(thread);
}

export function canReadReply(reader: Reader, thread: ThreadAccess, reply: ReplyAccess): boolean {
  if (!canReadThread(reader, thread)) return false;
  if (reader.role === 'ORGANIZER') return true;
  if (reader.role === 'MEMBER') return !reply.hidden || isAuthor(reader, reply);
  return reply._id === thread.answerReplyId && !reply.hidden;
}

/** The threads of a group's discussion (not session comments) the reader may see. */
export function threadFilter(reader: Reader, groupId: string): QueryFilter<ThreadRecord> {
  const base: QueryFilter<ThreadRecord> = { groupId, sessionId: null };
  if (reader.role === 'ORGANIZER') return base;
  if (reader.role === 'MEMBER') {
    return { ...base, $or: [{ hidden: false }, { uid: reader.viewer?.uid ?? '' }] };
  }
  return { ...base, isQuestion: true, answered: true, isPublic: true, hidden: false };
}

/** The replies of a thread the reader may see (the thread itself is readable). */
export function replyFilter(reader: Reader, thread: ThreadRecord): QueryFilter<ReplyRecord> {
  const base: QueryFilter<ReplyRecord> = { threadId: thread._id };
  if (reader.role === 'ORGANIZER') return base;
  if (reader.role === 'MEMBER') {
    return { ...base, $or: [{ hidden: false }, { uid: reader.viewer?.uid ?? '' }] };
  }
  return { ...base, _id: thread.answerReplyId ?? '', hidden: false };
}

/** What every reader of a post is told about it (never the author's uid or email). */
export interface PostView {
  id: string;
  body: string;
  bodyHtml: string;
  authorName: string;
  /** The reader wrote it (they may edit and delete it). */
  isMine: boolean;
  hidden: boolean;
  createdAt: Date;
  editedAt: Date | null;
}

export interface ThreadView extends PostView {
  groupId: string;
  sessionId: string | null;
  title: string;
  isQuestion: boolean;
  answered: boolean;
  answerReplyId: string | null;
  isPublic: boolean;
  lastActivityAt: Date;
  replyCount: number;
}

export interface ReplyView extends PostView {
  threadId: string;
  isAnswer: boolean;
}

function postView(reader: Reader, post: ThreadRecord | ReplyRecord): PostView {
  return {
    id: post._id,
    body: post.body,
    bodyHtml: post.bodyHtml,
    authorName: post.authorName,
    isMine: isAuthor(reader, post),
    hidden: post.hidden,
    createdAt: post.createdAt,
    editedAt: post.editedAt,
  };
}

export function threadView(reader: Reader, thread: ThreadRecord, replyCount: number): ThreadView {
  return {
    ...postView(reader, thread),
    groupId: thread.groupId,
    sessionId: thread.sessionId,
    title: thread.title,
    isQuestion: thread.isQuestion,
    answered: thread.answered,
    answerReplyId: thread.answerReplyId,
    isPublic: thread.isPublic,
    lastActivityAt: thread.lastActivityAt,
    replyCount,
  };
}

export function replyView(reader: Reader, thread: ThreadRecord, reply: ReplyRecord): ReplyView {
  return { ...postView(reader, reply), threadId: reply.threadId, isAnswer: thread.answerReplyId === reply._id };
}

/** A page of a list and the cursor of the next one (null on the last page). */
export interface Page<T> {
  nodes: T[];
  nextCursor: string | null;
}

export type ThreadPage = Page<ThreadView>;
export type ReplyPage = Page<ReplyView>;

/** A session's comments: the thread is null before the first comment. */
export interface SessionCommentsView {
  thread: ThreadView | null;
  replies: ReplyPage;
}
