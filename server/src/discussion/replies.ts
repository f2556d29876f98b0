import { trusted } from 'mongoose';
import { displayNameOf, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { isDuplicateKey } from '@/db/errors';
import { ForbiddenError, ValidationError } from '@/errors';
import type { GroupRecord } from '@/groups/model';
import type { Notifications } from '@/notifications/service';
import type { SessionsService } from '@/sessions/service';
import type { ReplyRecord, ThreadRecord } from '@/discussion/model';
import { renderPost } from '@/discussion/markdown';
import type { PostAccess } from '@/discussion/live';
import type { PostLimit } from '@/discussion/postLimit';
import {
  assertAuthor,
  assertOrganizer,
  assertPoster,
  decodeCursor,
  encodeCursor,
  newPostId,
  pageSizeOf,
  replyPageBounds,
  sessionThreadId,
  threadNotFound,
  type DiscussionPosts,
  type Page,
  type PageRequest,
} from '@/discussion/posts';
import { pageFromCache, type CachedThread } from '@/discussion/threadCache';
import { hiddenSchema, replySchema } from '@/discussion/validation';
import {
  canReadReply,
  canReadThread,
  replyAccess,
  replyFilter,
  replyView,
  roleIn,
  threadAccess,
  threadView,
  type Reader,
  type ReplyView,
  type Role,
  type SessionCommentsView,
} from '@/discussion/visibility';
import { parseFields } from '@/schemas';

/**
 * Replies to threads (a session's comments are replies to its comment thread), following, and
 * the followers' notifications.
 */
export class Replies {
  constructor(
    private readonly posts: DiscussionPosts,
    private readonly sessions: SessionsService,
    private readonly notifications: Notifications,
    private readonly limit: PostLimit,
  ) {}

  /** A thread's replies the viewer may read, oldest first. */
  async list(viewer: Viewer | null, threadId: string, request: PageRequest = {}): Promise<Page<ReplyView>> {
    return (await this.listShared(viewer, threadId, request)).page;
  }

  /**
   * The page, and whether it is the one object every reader of its kind is given until the
   * thread changes (`shared`): an adapter may then keep what it makes of it (REST: its bytes and
   * their compressed copies) by that object, so a long thread's first page is serialized and
   * compressed once, not per request.
   */
  async listShared(
    viewer: Viewer | null,
    threadId: string,
    request: PageRequest = {},
  ): Promise<{ page: Page<ReplyView>; shared: boolean }> {
    const { reader, cached } = await this.posts.readThread(viewer, threadId, 'id');
    if (request.after) return { page: await this.page(reader, cached, request), shared: false };
    return this.firstPage(reader, cached, request.first);
  }

  /**
   * The kept thread and the reader's role, when all the reader is shown of the thread and of any
   * first page of its replies is what every reader of that role is shown, and the kept replies
   * tell a first page of `largestPage` replies, so every smaller one too (none is asked of the
   * database, where their own replies beyond the kept ones would count). A reader who wrote the
   * thread or a kept reply is shown those as theirs (`isMine`), so they qualify only when the
   * question leaves `isMine` out (`asksMine` false) and they see the very replies the role sees
   * (none of theirs is hidden on that page). An adapter may keep what it makes of such a view by
   * that object and role (graphql/threadAnswers.ts): any change of the thread builds a new
   * object. Null when the view is the reader's own; throws as `list` does when they may not read
   * the thread.
   */
  async sharedView(
    viewer: Viewer | null,
    threadId: string,
    largestPage: number = replyPageBounds.max,
    asksMine = true,
  ): Promise<{ kept: CachedThread; role: Role } | null> {
    const { reader, cached } = await this.posts.readThread(viewer, threadId, 'id');
    const { max } = replyPageBounds;
    const size = Number.isInteger(largestPage) && largestPage >= 1 && largestPage < max ? largestPage : max;
    const page = pageFromCache(cached, reader, { after: null, size });
    if (!page) return null;
    const uid = reader.viewer?.uid;
    const wrote = uid !== undefined && (cached.thread.uid === uid || wroteAnyKept(cached, uid));
    if (wrote && (asksMine || !seenAsRoleSees(cached, reader.role, page, size))) return null;
    return { kept: cached, role: reader.role };
  }

  /**
   * A first page, shared with every reader of the same role when the kept replies tell it and
   * none of them is the reader's (their own posts are shown to them as theirs, hidden ones too).
   */
  private async firstPage(
    reader: Reader,
    cached: CachedThread,
    first: number | null | undefined,
  ): Promise<{ page: Page<ReplyView>; shared: boolean }> {
    const size = pageSizeOf(first, replyPageBounds);
    const uid = reader.viewer?.uid;
    const alike = uid === undefined || !wroteAnyKept(cached, uid);
    const key = `${reader.role}:${size}`;
    const kept = alike ? cached.firstPages.get(key) : undefined;
    if (kept) return { page: kept, shared: true };
    const page = await this.page(reader, cached, { first: size });
    const shared = alike && pageFromCache(cached, reader, { after: null, size }) !== null;
    if (shared) cached.firstPages.set(key, page);
    return { page, shared };
  }

  async add(viewer: Viewer | null, threadId: string, input: unknown): Promise<ReplyView> {
    requireViewer(viewer);
    const { body } = parseFields(replySchema, input);
    const { group, reader, thread } = await this.posts.thread(viewer, threadId, 'id');
    return this.write(group, reader, thread, body);
  }

  async update(viewer: Viewer | null, id: string, input: unknown): Promise<ReplyView> {
    requireViewer(viewer);
    const { body } = parseFields(replySchema, input);
    const { reader, thread, reply } = await this.posts.reply(viewer, id);
    assertAuthor(reader, reply, 'edit this reply');
    const stored = await this.posts.setFields(
      this.posts.models.replies,
      reply._id,
      { body, bodyHtml: renderPost(body), editedAt: new Date() },
      { kind: 'REPLY_CHANGED', before: postAccess(thread, reply) },
    );
    return replyView(reader, thread, stored);
  }

  async delete(viewer: Viewer | null, id: string): Promise<{ deletedId: string }> {
    requireViewer(viewer);
    const { reader, thread, reply } = await this.posts.reply(viewer, id);
    assertAuthor(reader, reply, 'delete this reply');
    await this.posts.models.replies.deleteOne({ _id: reply._id });
    if (thread.answerReplyId === reply._id) {
      await this.posts.setFields(this.posts.models.threads, thread._id, { answerReplyId: null, answered: false });
    }
    this.posts.publish('REPLY_DELETED', thread, reply._id, postAccess(thread, reply));
    return { deletedId: reply._id };
  }

  async setHidden(viewer: Viewer | null, id: string, input: unknown): Promise<ReplyView> {
    requireViewer(viewer);
    const { hidden } = parseFields(hiddenSchema, input);
    const { reader, thread, reply } = await this.posts.reply(viewer, id);
    assertOrganizer(reader, 'hide posts');
    const stored = await this.posts.setFields(
      this.posts.models.replies,
      reply._id,
      { hidden },
      { kind: 'REPLY_CHANGED', before: postAccess(thread, reply) },
    );
    return replyView(reader, thread, stored);
  }

  /** The viewer follows a thread they may read (notified of each reply), or stops. */
  async setFollowing(viewer: Viewer | null, threadId: string, following: boolean): Promise<boolean> {
    const person = requireViewer(viewer);
    const { reader, thread } = await this.posts.thread(viewer, threadId, 'id');
    if (following) assertPoster(reader);
    await this.follow(person, thread._id, following);
    // The kept thread remembers who follows it: built again here and in every other process.
    this.posts.publish('CHANGED', thread, null);
    return following;
  }

  /**
   * Whether the viewer follows a thread; false for visitors. One `_id` lookup, remembered with
   * the thread while it is kept (a page's every viewer question asks it again).
   */
  async isFollowing(viewer: Viewer | null, threadId: string): Promise<boolean> {
    if (!viewer) return false;
    const ask = async () => (await this.posts.models.follows.exists({ _id: `${threadId}#${viewer.uid}` })) !== null;
    const kept = await this.posts.cache.peek(threadId);
    return kept ? this.posts.cache.follows(kept, viewer.uid, ask) : ask();
  }

  async follow(person: Viewer, threadId: string, following: boolean): Promise<void> {
    const _id = `${threadId}#${person.uid}`;
    if (!following) {
      await this.posts.models.follows.deleteOne({ _id });
      return;
    }
    try {
      await this.posts.models.follows.create({ _id, threadId, uid: person.uid });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** A session's comments (members and the organizer only); the thread is null before the first comment. */
  async ofSession(viewer: Viewer | null, sessionId: string, request: PageRequest = {}): Promise<SessionCommentsView> {
    const { group, session } = await this.sessions.get(sessionId);
    const reader = this.readerOf(viewer, group);
    if (reader.role === 'OUTSIDER') throw new ForbiddenError('Only the group’s members can read its session comments.');
    const cached = await this.posts.cache.get(sessionThreadId(session.id));
    if (!cached) return { thread: null, replies: { nodes: [], nextCursor: null } };
    const replies = await this.page(reader, cached, request);
    return { thread: threadView(reader, cached.thread, replies.nodes.length), replies };
  }

  async addToSession(viewer: Viewer | null, sessionId: string, input: unknown): Promise<ReplyView> {
    const person = requireViewer(viewer);
    const { body } = parseFields(replySchema, input);
    const { group, session } = await this.sessions.get(sessionId);
    const reader = this.readerOf(viewer, group);
    assertPoster(reader);
    const thread = await this.sessionThread(group, session.id, person);
    return this.write(group, reader, thread, body);
  }

  private readerOf(viewer: Viewer | null, group: GroupRecord): Reader {
    return { viewer, role: roleIn(this.posts.groups, viewer, group) };
  }

  /** A page of the thread's replies: from the kept first replies when they tell it, else from the database. */
  private async page(reader: Reader, cached: CachedThread, request: PageRequest): Promise<Page<ReplyView>> {
    const { thread } = cached;
    const size = pageSizeOf(request.first, replyPageBounds);
    const cursor = request.after ? decodeCursor(request.after, 2) : null;
    const [at, id] = cursor ?? [];
    if (cursor && (typeof at !== 'number' || typeof id !== 'string')) {
      throw new ValidationError({ after: 'after must be a cursor from a previous page.' });
    }
    const after = typeof at === 'number' && typeof id === 'string' ? { at, id } : null;
    const kept = pageFromCache(cached, reader, { after, size });
    if (kept) {
      const last = kept.shown.at(-1);
      return {
        nodes: kept.shown.map((reply) => replyView(reader, thread, reply)),
        nextCursor: kept.more && last ? encodeCursor([last.createdAt.getTime(), last._id]) : null,
      };
    }
    const conditions = [replyFilter(reader, thread)];
    if (after) {
      const time = new Date(after.at);
      conditions.push({
        $or: [{ createdAt: trusted({ $gt: time }) }, { createdAt: time, _id: trusted({ $gt: after.id }) }],
      });
    }
    const found = await this.posts.models.replies
      .find({ $and: conditions })
      .sort({ createdAt: 1, _id: 1 })
      .limit(size + 1)
      .lean<ReplyRecord[]>();
    const shown = found.slice(0, size);
    const last = shown.at(-1);
    return {
      nodes: shown.map((reply) => replyView(reader, thread, reply)),
      nextCursor: found.length > size && last ? encodeCursor([last.createdAt.getTime(), last._id]) : null,
    };
  }

  private async write(group: GroupRecord, reader: Reader, thread: ThreadRecord, body: string): Promise<ReplyView> {
    const author = assertPoster(reader);
    await this.limit.check(author.uid);
    const reply: ReplyRecord = {
      _id: newPostId(),
      threadId: thread._id,
      groupId: thread.groupId,
      body,
      bodyHtml: renderPost(body),
      uid: author.uid,
      authorName: displayNameOf(author),
      hidden: false,
      createdAt: new Date(),
      editedAt: null,
    };
    await this.posts.models.replies.create(reply);
    // Only the activity time: losing it to a simultaneous write of the thread costs nothing.
    await this.posts.models.threads.updateOne({ _id: thread._id }, { $set: { lastActivityAt: reply.createdAt } });
    await this.follow(author, thread._id, true);
    this.posts.publish('REPLY_ADDED', thread, reply._id);
    await this.tellFollowers(group, thread, reply);
    return replyView(reader, thread, reply);
  }

  /** A notification to each follower who may still read the thread, but not to the replier. */
  private async tellFollowers(group: GroupRecord, thread: ThreadRecord, reply: ReplyRecord): Promise<void> {
    const follows = await this.posts.models.follows.find({ threadId: thread._id }).lean<{ uid: string }[]>();
    const told = follows.filter(({ uid }) => {
      if (uid === reply.uid) return false;
      return canReadReply(this.readerOf({ uid, email: null, displayName: null }, group), thread, reply);
    });
    await this.notifications.addMany(
      told.map(({ uid }) => ({
        id: `THREAD_REPLY:${reply._id}:${uid}`,
        uid,
        kind: 'THREAD_REPLY' as const,
        groupId: group._id.toString(),
        groupName: group.groupName,
      })),
    );
  }

  private async sessionThread(group: GroupRecord, sessionId: string, person: Viewer): Promise<ThreadRecord> {
    const _id = sessionThreadId(sessionId);
    const existing = await this.posts.models.threads.findById(_id).lean<ThreadRecord>();
    if (existing) return existing;
    const now = new Date();
    const thread: ThreadRecord = {
      _id,
      groupId: group._id.toString(),
      sessionId,
      title: 'Comments',
      body: 'Comments on this session.',
      bodyHtml: renderPost('Comments on this session.'),
      uid: null,
      authorName: displayNameOf(person),
      isQuestion: false,
      answerReplyId: null,
      answered: false,
      isPublic: false,
      hidden: false,
      createdAt: now,
      editedAt: null,
      lastActivityAt: now,
    };
    try {
      await this.posts.models.threads.create(thread);
      return thread;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const stored = await this.posts.models.threads.findById(_id).lean<ThreadRecord>();
      if (!stored) throw threadNotFound();
      return stored;
    }
  }
}

/** The person wrote one of the thread's kept replies. */
const wroteAnyKept = (cached: CachedThread, uid: string) => cached.firstReplies.some((reply) => reply.uid === uid);

/**
 * An author's first page is the one anyone of their role is shown: they may read the thread as
 * anyone of the role may (not only as its author), and the same replies, in the same page.
 */
function seenAsRoleSees(
  cached: CachedThread,
  role: Role,
  page: { shown: ReplyRecord[]; more: boolean },
  size: number,
): boolean {
  const anyone: Reader = { viewer: null, role };
  if (!canReadThread(anyone, cached.thread)) return false;
  const theirs = pageFromCache(cached, anyone, { after: null, size });
  return (
    theirs !== null &&
    theirs.more === page.more &&
    theirs.shown.length === page.shown.length &&
    theirs.shown.every((reply, index) => reply === page.shown[index])
  );
}

/** Who could read a reply before a change: its thread's and its own visibility fields. */
function postAccess(thread: ThreadRecord, reply: ReplyRecord): PostAccess {
  return { thread: threadAccess(thread), reply: replyAccess(reply) };
}
