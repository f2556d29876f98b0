import { discussionBounds } from '@/bounds';
import { PublicAnswerCache } from '@/sync/publicAnswerCache';
import type { DiscussionModels, ReplyRecord, ThreadRecord } from '@/discussion/model';
import { canReadReply, type Page, type Reader, type ReplyView } from '@/discussion/visibility';

/** A thread as this process keeps it: the record, its oldest replies (all readers' alike) and its count. */
export interface CachedThread {
  thread: ThreadRecord;
  /** The oldest replies, hidden ones too, in page order (createdAt, _id); at most `keptReplies`. */
  firstReplies: ReplyRecord[];
  /** `firstReplies` is every reply of the thread. */
  complete: boolean;
  /** Replies that are not hidden (what members are told as the count). */
  visibleReplies: number;
  /**
   * First pages as every reader of a kind sees them (replies.ts), made once from this build: a
   * change builds the thread again, so they are never older than it.
   */
  firstPages: Map<string, Page<ReplyView>>;
  /**
   * Whether readers follow the thread, as asked of the database since this build (by uid): a
   * follow or unfollow builds the thread again (replies.ts), so none is older than the build.
   */
  follows: Map<string, Promise<boolean>>;
}

/**
 * Threads kept, how long at most, how many threads' revisions are told apart before all are
 * dropped, and how many readers' follow answers each kept thread remembers.
 */
export interface ThreadCacheBounds {
  threads: number;
  maxAgeMs: number;
  revisions: number;
  follows: number;
}

/** Replies kept per thread: the largest page, plus one to tell whether there is more. */
export const keptReplies = discussionBounds.replies.max + 1;

/** Where a page starts: after this reply's (createdAt, _id), or at the start. */
export interface PagePosition {
  after: { at: number; id: string } | null;
  size: number;
}

/**
 * The threads readers ask for, kept in memory: on the embedded engine a page of replies scans
 * every reply stored (FerretDB pushes down only `{_id}` lookups), and a count scans them again,
 * so a thread's first page is built once and then served from here. What is kept is the same
 * for every reader; visibility.ts filters it per reader, as the database query would.
 *
 * The kept answers are a PublicAnswerCache (the rule every kept answer of the app follows: built
 * at a version, dropped when it changes, never older than `maxAgeMs`), keyed by the thread and
 * its revision: every write of a thread or one of its replies gives the thread a new revision,
 * here at once and in the other processes through the discussion bus, so the next read builds
 * it again and no other thread's entry is lost. A change this process does not hear (several
 * processes without Redis) shows within `maxAgeMs`.
 *
 * Writes never decide on what is kept here: they read the stored documents (posts.ts).
 */
export class ThreadCache {
  private readonly kept: PublicAnswerCache<Promise<CachedThread | null>>;
  private readonly revisions = new Map<string, number>();
  private lastRevision = 0;
  /** Threads being built again in the background (at most one build each). */
  private readonly refreshing = new Set<string>();
  /** Bumped to drop every kept thread at once (an account's posts anonymised, a group deleted). */
  private version = 0;

  constructor(
    private readonly models: DiscussionModels,
    private readonly bounds: ThreadCacheBounds = discussionBounds.cache,
  ) {
    this.kept = new PublicAnswerCache(() => this.version, {
      maxAgeMs: bounds.maxAgeMs,
      maxEntries: bounds.threads,
      complete: (built) => built,
    });
  }

  /** The thread as stored a moment ago (null when there is none); one build however many ask at once. */
  get(threadId: string): Promise<CachedThread | null> {
    const key = `${threadId}#${this.revisions.get(threadId) ?? 0}`;
    const kept = this.kept.get(key);
    if (kept) {
      // Read often: built again in the background before it expires, so readers never wait for
      // it (a change heard still drops it at once).
      if ((this.kept.ageOf(key) ?? 0) >= this.bounds.maxAgeMs / 2) this.refresh(threadId, key);
      return kept;
    }
    const building = this.build(threadId);
    // Kept as a promise, so the readers that come while it is built wait for this one build.
    this.kept.keep(key, this.kept.begin(), building);
    // Unknown ids are not kept: asking for many would push the real threads out.
    building.then(
      (found) => found === null && this.kept.forget(key),
      () => this.kept.forget(key),
    );
    return building;
  }

  /** The thread as kept, if it is (null when there is none); never builds it. */
  peek(threadId: string): Promise<CachedThread | null> | undefined {
    return this.kept.get(`${threadId}#${this.revisions.get(threadId) ?? 0}`);
  }

  /**
   * Whether `uid` follows the kept thread: asked of the database once per build of the thread
   * (`ask`), then remembered with it, up to `bounds.follows` readers (the rest are asked each time).
   */
  follows(cached: CachedThread, uid: string, ask: () => Promise<boolean>): Promise<boolean> {
    const known = cached.follows.get(uid);
    if (known) return known;
    const asked = ask();
    if (cached.follows.size < this.bounds.follows) {
      cached.follows.set(uid, asked);
      asked.catch(() => cached.follows.delete(uid));
    }
    return asked;
  }

  private refresh(threadId: string, key: string): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    const started = this.kept.begin();
    this.build(threadId)
      .then((found) => {
        // Kept only if nothing was heard meanwhile (`keep` checks the version, the key the revision).
        if (found && key === `${threadId}#${this.revisions.get(threadId) ?? 0}`) {
          this.kept.keep(key, started, Promise.resolve(found));
        }
      })
      .catch(() => undefined) // the kept one stays until it expires; the next read builds again
      .finally(() => this.refreshing.delete(key));
  }

  /** The thread or one of its replies changed: the next read builds it again. */
  changed(threadId: string): void {
    if (this.revisions.size >= this.bounds.revisions) {
      this.revisions.clear();
      this.version += 1;
    }
    this.lastRevision += 1;
    this.revisions.set(threadId, this.lastRevision);
  }

  /** Posts of many threads changed at once. */
  changedAll(): void {
    this.version += 1;
  }

  private async build(threadId: string): Promise<CachedThread | null> {
    const [thread, firstReplies, visibleReplies] = await Promise.all([
      this.models.threads.findById(threadId).lean<ThreadRecord>(),
      this.models.replies.find({ threadId }).sort({ createdAt: 1, _id: 1 }).limit(keptReplies).lean<ReplyRecord[]>(),
      this.models.replies.countDocuments({ threadId, hidden: false }),
    ]);
    if (!thread) return null;
    return {
      thread,
      firstReplies,
      complete: firstReplies.length < keptReplies,
      visibleReplies,
      firstPages: new Map(),
      follows: new Map(),
    };
  }
}

const after = (reply: ReplyRecord, position: NonNullable<PagePosition['after']>) => {
  const at = reply.createdAt.getTime();
  return at > position.at || (at === position.at && reply._id > position.id);
};

/**
 * The reader's page from what is kept, or null when the kept replies cannot tell it (a page
 * beyond them, or one that hidden replies thinned out): the caller then asks the database.
 */
export function pageFromCache(
  cached: CachedThread,
  reader: Reader,
  { after: start, size }: PagePosition,
): { shown: ReplyRecord[]; more: boolean } | null {
  const readable: ReplyRecord[] = [];
  for (const reply of cached.firstReplies) {
    if (start && !after(reply, start)) continue;
    if (!canReadReply(reader, cached.thread, reply)) continue;
    readable.push(reply);
    if (readable.length > size) break;
  }
  if (readable.length <= size && !cached.complete) return null;
  return { shown: readable.slice(0, size), more: readable.length > size };
}
