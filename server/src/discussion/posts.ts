import { createHash } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import { pageBounds, discussionBounds } from '@/bounds';
import type { Viewer } from '@/auth/viewer';
import { ForbiddenError, NotFoundError, ValidationError } from '@/errors';
import type { GroupRecord } from '@/groups/model';
import type { GroupsService } from '@/groups/service';
import type { DiscussionBus, DiscussionEvent, PostAccess } from '@/discussion/live';
import type { DiscussionModels, ReplyRecord, ThreadRecord } from '@/discussion/model';
import { ThreadCache, type CachedThread, type ThreadCacheBounds } from '@/discussion/threadCache';
import { assertPostId } from '@/discussion/validation';
import { canReadReply, canReadThread, roleIn, type Reader } from '@/discussion/visibility';

export type { Page } from '@/discussion/visibility';

export interface PageRequest {
  first?: number | null;
  after?: string | null;
}

export const threadNotFound = () => new NotFoundError('Thread not found!');
export const replyNotFound = () => new NotFoundError('Reply not found!');

/** A new post's id: the same shape as every other id of the API. */
export const newPostId = (): string => new Types.ObjectId().toHexString();

/** The comment thread of a session has an id derived from the session's: created once, by the first comment. */
export function sessionThreadId(sessionId: string): string {
  return createHash('sha256').update(`session:${sessionId}`).digest('hex').slice(0, 24);
}

export function pageSizeOf(first: number | null | undefined, bounds: { default: number; max: number }): number {
  if (first === undefined || first === null) return bounds.default;
  if (!Number.isInteger(first) || first < 1 || first > bounds.max) {
    throw new ValidationError({ first: `Page size must be a whole number from 1 to ${bounds.max}.` });
  }
  return first;
}

export const threadPageBounds = { default: pageBounds.default, max: pageBounds.max };
export const replyPageBounds = discussionBounds.replies;

/** Opaque cursors: base64url of the last item's sort keys. */
export function encodeCursor(keys: (string | number)[]): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

export function decodeCursor(value: string, length: number): (string | number)[] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === length &&
      parsed.every((key) => typeof key === 'string' || (typeof key === 'number' && Number.isFinite(key)))
    ) {
      return parsed as (string | number)[];
    }
  } catch {
    // refused below
  }
  throw new ValidationError({ after: 'after must be a cursor from a previous page.' });
}

/**
 * The discussion's records, read for a reader: a thread or reply they may not read is NOT_FOUND,
 * as one that does not exist (its existence is not told). Reads of threads and their first
 * replies come from the threads kept in memory (threadCache.ts); writes decide on the stored
 * documents and announce every change on the bus, which keeps the kept threads current in
 * every process.
 */
export class DiscussionPosts {
  readonly cache: ThreadCache;

  constructor(
    readonly models: DiscussionModels,
    readonly groups: GroupsService,
    private readonly bus: DiscussionBus,
    cacheBounds?: ThreadCacheBounds,
  ) {
    this.cache = new ThreadCache(models, cacheBounds);
    bus.listen((event) => this.cache.changed(event.threadId));
  }

  /** Tells every process (and this one's subscribers, for the live kinds) that a thread changed. */
  publish(
    kind: DiscussionEvent['kind'],
    thread: { _id: string; groupId: string },
    replyId: string | null,
    before?: PostAccess,
  ): void {
    // At once here (a Redis round trip later would let this process's next read miss its own write).
    this.cache.changed(thread._id);
    this.bus.publish({
      kind,
      groupId: thread.groupId,
      threadId: thread._id,
      replyId,
      at: Date.now(),
      ...(before && { before }),
    });
  }

  /** The thread as kept (read a moment ago), its group and the reader, when the reader may read it. */
  async readThread(
    viewer: Viewer | null,
    id: unknown,
    field = 'threadId',
  ): Promise<{ group: GroupRecord; reader: Reader; cached: CachedThread }> {
    const cached = await this.cache.get(assertPostId(id, field));
    if (!cached) throw threadNotFound();
    const { group, reader } = await this.readerIn(viewer, cached.thread.groupId).catch((error: unknown) => {
      throw error instanceof NotFoundError ? threadNotFound() : error;
    });
    if (!canReadThread(reader, cached.thread)) throw threadNotFound();
    return { group, reader, cached };
  }

  async readerIn(viewer: Viewer | null, groupId: string): Promise<{ group: GroupRecord; reader: Reader }> {
    const group = await this.groups.get(groupId);
    return { group, reader: { viewer, role: roleIn(this.groups, viewer, group) } };
  }

  /** The thread as stored (for a write to decide on), its group and the reader, when the reader may read it. */
  async thread(
    viewer: Viewer | null,
    id: unknown,
    field = 'threadId',
  ): Promise<{ group: GroupRecord; reader: Reader; thread: ThreadRecord }> {
    const thread = await this.models.threads.findById(assertPostId(id, field)).lean<ThreadRecord>();
    if (!thread) throw threadNotFound();
    const { group, reader } = await this.readerIn(viewer, thread.groupId).catch((error: unknown) => {
      // A thread outliving its group (deleted meanwhile) is gone too.
      throw error instanceof NotFoundError ? threadNotFound() : error;
    });
    if (!canReadThread(reader, thread)) throw threadNotFound();
    return { group, reader, thread };
  }

  async reply(
    viewer: Viewer | null,
    id: unknown,
  ): Promise<{ group: GroupRecord; reader: Reader; thread: ThreadRecord; reply: ReplyRecord }> {
    const reply = await this.models.replies.findById(assertPostId(id, 'replyId')).lean<ReplyRecord>();
    if (!reply) throw replyNotFound();
    const found = await this.thread(viewer, reply.threadId).catch((error: unknown) => {
      throw error instanceof NotFoundError ? replyNotFound() : error;
    });
    if (!canReadReply(found.reader, found.thread, reply)) throw replyNotFound();
    return { ...found, reply };
  }

  /** How many replies each thread has that are not hidden. */
  async replyCounts(threads: ThreadRecord[]): Promise<Map<string, number>> {
    if (threads.length === 0) return new Map();
    const counted = await this.models.replies.aggregate<{ _id: string; count: number }>([
      { $match: { threadId: { $in: threads.map((thread) => thread._id) }, hidden: false } },
      { $group: { _id: '$threadId', count: { $sum: 1 } } },
    ]);
    return new Map(counted.map(({ _id, count }) => [_id, count]));
  }

  /**
   * Sets fields of one post and reads them back, writing again if another write of the same
   * document (a reply bumping the thread's activity) put old values back: FerretDB applies an
   * update as read, change, write, so two updates of one document at once may lose one. `live`
   * tells subscribers of the change (with who could read the post before); without it, only the
   * processes' kept threads hear of it.
   */
  async setFields<T extends ThreadRecord | ReplyRecord>(
    model: Model<T>,
    id: string,
    fields: Partial<T>,
    live?: { kind: 'THREAD_CHANGED' | 'REPLY_CHANGED'; before: PostAccess },
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      await model.updateOne({ _id: id }, { $set: fields });
      const stored = await model.findById(id).lean<T>();
      if (!stored) throw new NotFoundError('Post not found!');
      const kept = Object.entries(fields).every(([key, value]) => sameValue(stored[key as keyof T], value));
      if (kept || attempt >= 3) {
        const isReply = 'threadId' in stored;
        const threadId = isReply ? stored.threadId : stored._id;
        const replyId = isReply ? stored._id : null;
        this.publish(live?.kind ?? 'CHANGED', { _id: threadId, groupId: stored.groupId }, replyId, live?.before);
        return stored;
      }
    }
  }
}

function sameValue(stored: unknown, value: unknown): boolean {
  if (stored instanceof Date && value instanceof Date) return stored.getTime() === value.getTime();
  return stored === value;
}

/** FORBIDDEN unless the reader may post in the group: its members and organizer. */
export function assertPoster(reader: Reader): Viewer {
  if (!reader.viewer) throw new ForbiddenError('Only members can post in this group.');
  if (reader.role === 'OUTSIDER') throw new ForbiddenError('Only members can post in this group. Join it first.');
  return reader.viewer;
}

export function assertAuthor(reader: Reader, post: { uid: string | null }, what: string): void {
  if (!reader.viewer || post.uid !== reader.viewer.uid) throw new ForbiddenError(`Only its author can ${what}.`);
}

export function assertOrganizer(reader: Reader, what: string): void {
  if (reader.role !== 'ORGANIZER') throw new ForbiddenError(`Only the organizer can ${what}.`);
}
