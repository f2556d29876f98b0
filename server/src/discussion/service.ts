import { displayNameOf, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { ValidationError } from '@/errors';
import { trusted, type QueryFilter, type SortOrder } from 'mongoose';
import type { ThreadRecord } from '@/discussion/model';
import { renderPost } from '@/discussion/markdown';
import type { DiscussionBus, DiscussionEvent } from '@/discussion/live';
import type { PostLimit } from '@/discussion/postLimit';
import {
  assertAuthor,
  assertOrganizer,
  assertPoster,
  decodeCursor,
  encodeCursor,
  newPostId,
  pageSizeOf,
  threadPageBounds,
  type DiscussionPosts,
  type Page,
  type PageRequest,
} from '@/discussion/posts';
import type { Replies } from '@/discussion/replies';
import { LiveUpdates, type DiscussionUpdate } from '@/discussion/liveUpdates';
import { hiddenSchema, newThreadSchema, publicSchema, threadChangesSchema } from '@/discussion/validation';
import { threadAccess, threadFilter, threadView, type Reader, type ThreadView } from '@/discussion/visibility';
import { parseFields } from '@/schemas';

export interface ThreadListRequest extends PageRequest {
  /** Only questions, answered ones first. */
  questions?: boolean | null;
}

/**
 * A group's discussion: threads, newest activity first, and their moderation. Replies, answers
 * and session comments are `replies` (replies.ts). Every rule is here, for GraphQL and REST alike.
 */
export class DiscussionService {
  private readonly live: LiveUpdates;
  /** What a subscriber is told of a hidden or shown announcement (announcements.ts; set at composition). */
  announcementUpdates: ((viewer: Viewer | null, announcementId: string) => Promise<DiscussionUpdate | null>) | null =
    null;

  constructor(
    /** The posts as stored (moderation hides a reported one through them). */
    readonly posts: DiscussionPosts,
    readonly replies: Replies,
    private readonly limit: PostLimit,
    private readonly bus: DiscussionBus,
  ) {
    this.live = new LiveUpdates(posts);
  }

  async createIndexes(): Promise<void> {
    await Promise.all(
      Object.values(this.posts.models).map((model: { createIndexes(): Promise<void> }) => model.createIndexes()),
    );
  }

  async listThreads(
    viewer: Viewer | null,
    groupId: string,
    request: ThreadListRequest = {},
  ): Promise<Page<ThreadView>> {
    const { reader } = await this.posts.readerIn(viewer, groupId);
    const size = pageSizeOf(request.first, threadPageBounds);
    const questions = request.questions === true;
    const filter: QueryFilter<ThreadRecord> = { ...threadFilter(reader, groupId.toLowerCase()) };
    const conditions: QueryFilter<ThreadRecord>[] = [filter];
    if (questions) conditions.push({ isQuestion: true });
    if (request.after) conditions.push(afterCursor(request.after, questions));
    const sort: Record<string, SortOrder> = questions
      ? { answered: -1, lastActivityAt: -1, _id: -1 }
      : { lastActivityAt: -1, _id: -1 };
    const found = await this.posts.models.threads
      .find({ $and: conditions })
      .sort(sort)
      .limit(size + 1)
      .lean<ThreadRecord[]>();
    const shown = found.slice(0, size);
    const counts = await this.posts.replyCounts(shown);
    const last = shown.at(-1);
    return {
      nodes: shown.map((thread) => threadView(reader, thread, countFor(reader, thread, counts.get(thread._id) ?? 0))),
      nextCursor: found.length > size && last ? cursorOf(last, questions) : null,
    };
  }

  async thread(viewer: Viewer | null, id: string): Promise<ThreadView> {
    const { reader, cached } = await this.posts.readThread(viewer, id, 'id');
    return threadView(reader, cached.thread, countFor(reader, cached.thread, cached.visibleReplies));
  }

  async createThread(viewer: Viewer | null, groupId: string, input: unknown): Promise<ThreadView> {
    requireViewer(viewer);
    const fields = parseFields(newThreadSchema, input);
    const { group, reader } = await this.posts.readerIn(viewer, groupId);
    const author = assertPoster(reader);
    await this.limit.check(author.uid);
    const now = new Date();
    const thread: ThreadRecord = {
      _id: newPostId(),
      groupId: group._id.toString(),
      sessionId: null,
      title: fields.title,
      body: fields.body,
      bodyHtml: renderPost(fields.body),
      uid: author.uid,
      authorName: displayNameOf(author),
      isQuestion: fields.isQuestion ?? false,
      answerReplyId: null,
      answered: false,
      isPublic: false,
      hidden: false,
      createdAt: now,
      editedAt: null,
      lastActivityAt: now,
    };
    await this.posts.models.threads.create(thread);
    await this.replies.follow(author, thread._id, true);
    this.publish('THREAD_ADDED', thread, null);
    return threadView(reader, thread, 0);
  }

  /** The author changes the title, the body or whether it is a question; shown as edited. */
  async updateThread(viewer: Viewer | null, id: string, input: unknown): Promise<ThreadView> {
    requireViewer(viewer);
    const changes = parseFields(threadChangesSchema, input);
    if (changes.title === undefined && changes.body === undefined && changes.isQuestion === undefined) {
      throw new ValidationError({ title: 'Give a title, a body or isQuestion to change.' });
    }
    const { reader, thread } = await this.posts.thread(viewer, id, 'id');
    assertAuthor(reader, thread, 'edit this thread');
    const stored = await this.posts.setFields(
      this.posts.models.threads,
      thread._id,
      {
        ...(changes.title !== undefined && { title: changes.title }),
        ...(changes.body !== undefined && { body: changes.body, bodyHtml: renderPost(changes.body) }),
        ...(changes.isQuestion !== undefined && {
          isQuestion: changes.isQuestion,
          ...(!changes.isQuestion && { answerReplyId: null, answered: false, isPublic: false }),
        }),
        editedAt: new Date(),
      },
      changedFrom(thread),
    );
    return this.view(reader, stored);
  }

  /** The author deletes their thread, with its replies. */
  async deleteThread(viewer: Viewer | null, id: string): Promise<{ deletedId: string }> {
    requireViewer(viewer);
    const { reader, thread } = await this.posts.thread(viewer, id, 'id');
    assertAuthor(reader, thread, 'delete this thread');
    await this.posts.models.replies.deleteMany({ threadId: thread._id });
    await this.posts.models.follows.deleteMany({ threadId: thread._id });
    await this.posts.models.threads.deleteOne({ _id: thread._id });
    this.posts.publish('THREAD_DELETED', thread, null, { thread: threadAccess(thread), reply: null });
    return { deletedId: thread._id };
  }

  /** The organizer hides a thread from everyone but its author (or shows it again). */
  async setThreadHidden(viewer: Viewer | null, id: string, input: unknown): Promise<ThreadView> {
    requireViewer(viewer);
    const { hidden } = parseFields(hiddenSchema, input);
    const { reader, thread } = await this.posts.thread(viewer, id, 'id');
    assertOrganizer(reader, 'hide posts');
    const stored = await this.posts.setFields(this.posts.models.threads, thread._id, { hidden }, changedFrom(thread));
    return this.view(reader, stored);
  }

  /** The organizer shows an answered question to visitors (the group's FAQ), or stops. */
  async setThreadPublic(viewer: Viewer | null, id: string, input: unknown): Promise<ThreadView> {
    requireViewer(viewer);
    const { isPublic } = parseFields(publicSchema, input);
    const { reader, thread } = await this.posts.thread(viewer, id, 'id');
    assertOrganizer(reader, 'make questions public');
    if (isPublic && !thread.answered) {
      throw new ValidationError({ isPublic: 'Only an answered question can be made public.' });
    }
    const stored = await this.posts.setFields(this.posts.models.threads, thread._id, { isPublic }, changedFrom(thread));
    return this.view(reader, stored);
  }

  /** Marks (or unmarks, with null) the reply that answers a question: the asker or the organizer. */
  async markAnswer(viewer: Viewer | null, id: string, replyId: unknown): Promise<ThreadView> {
    requireViewer(viewer);
    const { reader, thread } = await this.posts.thread(viewer, id, 'id');
    if (reader.role !== 'ORGANIZER') assertAuthor(reader, thread, 'mark the answer (or the organizer)');
    if (!thread.isQuestion) throw new ValidationError({ replyId: 'Only a question has an answer.' });
    const answer = replyId === null ? null : (await this.posts.reply(viewer, replyId)).reply;
    if (answer && (answer.threadId !== thread._id || answer.hidden)) {
      throw new ValidationError({ replyId: 'The answer must be a visible reply of this thread.' });
    }
    // An answer unmarked is a change of the thread; one marked is told as ANSWER_MARKED.
    const stored = await this.posts.setFields(
      this.posts.models.threads,
      thread._id,
      { answerReplyId: answer?._id ?? null, answered: answer !== null, ...(answer === null && { isPublic: false }) },
      answer ? undefined : changedFrom(thread),
    );
    if (answer) this.publish('ANSWER_MARKED', stored, answer._id);
    return this.view(reader, stored);
  }

  /**
   * Each new thread, reply and answer of the group from now on, and each edit, hide and deletion,
   * as the viewer may see it (liveUpdates.ts decides for each event, so a hide or a removal
   * counts at once); what they may not read is skipped.
   * Fails at once for a bad id or a missing group. Written by hand, not as an async generator,
   * so that `return()` frees the listener even while a `next()` waits.
   */
  async updates(viewer: Viewer | null, groupId: string): Promise<AsyncIterableIterator<DiscussionUpdate>> {
    const { group } = await this.posts.readerIn(viewer, groupId);
    const events = this.bus.watch(group._id.toString());
    const done = async (): Promise<IteratorResult<DiscussionUpdate>> => {
      await events.return?.();
      return { done: true, value: undefined };
    };
    const updates: AsyncIterableIterator<DiscussionUpdate> = {
      next: async () => {
        for (;;) {
          const next = await events.next();
          if (next.done) return done();
          const [event] = next.value as [DiscussionEvent];
          if (event.kind === 'CHANGED') continue;
          const update =
            event.kind === 'ANNOUNCEMENT_CHANGED'
              ? await (this.announcementUpdates?.(viewer, event.threadId) ?? null)
              : await this.live.updateFor(viewer, { ...event, kind: event.kind });
          if (update) return { done: false, value: update };
        }
      },
      return: done,
      [Symbol.asyncIterator]: () => updates,
    };
    return updates;
  }

  private publish(kind: DiscussionEvent['kind'], thread: ThreadRecord, replyId: string | null): void {
    this.posts.publish(kind, thread, replyId);
  }

  /** The thread as a write left it, with its count as stored. */
  private async view(reader: Reader, thread: ThreadRecord): Promise<ThreadView> {
    const counts = await this.posts.replyCounts([thread]);
    return threadView(reader, thread, countFor(reader, thread, counts.get(thread._id) ?? 0));
  }
}

/** A change of the thread, told with who could read it before. */
function changedFrom(thread: ThreadRecord) {
  return { kind: 'THREAD_CHANGED' as const, before: { thread: threadAccess(thread), reply: null } };
}

function countFor(reader: Reader, thread: ThreadRecord, visibleReplies: number): number {
  if (reader.role === 'OUTSIDER') return thread.answered ? 1 : 0;
  return visibleReplies;
}

function cursorOf(thread: ThreadRecord, questions: boolean): string {
  const keys = [thread.lastActivityAt.getTime(), thread._id];
  return encodeCursor(questions ? [thread.answered ? 1 : 0, ...keys] : keys);
}

/** The threads after the cursor's, in the list's order (newest activity first; answered first for questions). */
function afterCursor(after: string, questions: boolean): QueryFilter<ThreadRecord> {
  const keys = decodeCursor(after, questions ? 3 : 2);
  const [at, id] = keys.slice(-2);
  if (typeof at !== 'number' || typeof id !== 'string') {
    throw new ValidationError({ after: 'after must be a cursor from a previous page.' });
  }
  const time = new Date(at);
  const within = [{ lastActivityAt: trusted({ $lt: time }) }, { lastActivityAt: time, _id: trusted({ $lt: id }) }];
  if (!questions) return { $or: within };
  const answered = keys[0] === 1;
  const sameAnswered = within.map((condition) => ({ ...condition, answered }));
  return { $or: answered ? [...sameAnswered, { answered: false }] : sameAnswered };
}
