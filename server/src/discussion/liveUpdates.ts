import type { Viewer } from '@/auth/viewer';
import type { AnnouncementView } from '@/discussion/announcementModel';
import type { GroupRecord } from '@/groups/model';
import type { ReplyRecord } from '@/discussion/model';
import type { DiscussionEvent, EventKind, LiveKind, PostAccess } from '@/discussion/live';
import type { DiscussionPosts } from '@/discussion/posts';
import type { CachedThread } from '@/discussion/threadCache';
import {
  canReadReply,
  canReadThread,
  replyView,
  roleIn,
  threadView,
  type Reader,
  type ReplyView,
  type ThreadView,
} from '@/discussion/visibility';
import { makeRoomFor } from '@/boundedCollections';

/** What a live subscriber receives: the post as they may see it, or the id of one now gone for them. */
export interface DiscussionUpdate {
  kind: LiveKind;
  threadId: string;
  /** The thread as it now is; null when it is gone for the subscriber. */
  thread: ThreadView | null;
  reply: ReplyView | null;
  /** The post the subscriber could read and no longer can (`*_REMOVED`). */
  removedId: string | null;
  /** ANNOUNCEMENT_CHANGED: the announcement as the subscriber may see it. */
  announcement?: AnnouncementView | null;
}

/** An event whose subscribers may be told something (CHANGED only refreshes the kept threads). */
export type LiveEvent = DiscussionEvent & { kind: EventKind };

/**
 * Turns one discussion event into what each subscriber may be told, with their role in the group
 * as it is now (visibility.ts decides):
 *
 * - a post added or changed that the subscriber may read now: the post as they may see it;
 * - a post changed (hidden, made private) or deleted that they could read before and cannot
 *   now: only its id, as `*_REMOVED`, so their lists drop it;
 * - anything else: nothing, so nobody learns of a post they could not read.
 */
export class LiveUpdates {
  /** One event's posts, read once for all its subscribers (a reply to a watched thread reaches 1,000 of them). */
  private readonly events = new Map<string, { at: number; posts: Promise<EventPosts | null> }>();

  constructor(private readonly posts: DiscussionPosts) {}

  async updateFor(viewer: Viewer | null, event: LiveEvent): Promise<DiscussionUpdate | null> {
    const posts = await this.postsOf(event);
    if (!posts) return null;
    const reader: Reader = { viewer, role: roleIn(this.posts.groups, viewer, posts.group) };
    const now = this.readableNow(reader, event, posts);
    if (now && event.kind !== 'THREAD_DELETED' && event.kind !== 'REPLY_DELETED') {
      return { kind: event.kind, threadId: event.threadId, ...now, removedId: null };
    }
    if (!event.before || !couldRead(reader, event.before)) return null;
    const removed = event.before.reply;
    if (!removed)
      return { kind: 'THREAD_REMOVED', threadId: event.threadId, thread: null, reply: null, removedId: event.threadId };
    // A reply gone: the thread as it now is (its count) when it is still theirs to read.
    const thread = posts.cached && canReadThread(reader, posts.cached.thread) ? viewOf(reader, posts.cached) : null;
    return { kind: 'REPLY_REMOVED', threadId: event.threadId, thread, reply: null, removedId: removed._id };
  }

  /** The event's thread (and reply), as the reader may see them now; null when they may not. */
  private readableNow(
    reader: Reader,
    event: LiveEvent,
    { cached, reply }: EventPosts,
  ): { thread: ThreadView; reply: ReplyView | null } | null {
    if (!cached || !canReadThread(reader, cached.thread)) return null;
    if (event.replyId && (!reply || !canReadReply(reader, cached.thread, reply))) return null;
    return { thread: viewOf(reader, cached), reply: reply ? replyView(reader, cached.thread, reply) : null };
  }

  /** The thread, group and reply an event names, read by its first subscriber and shared for a second. */
  private postsOf(event: DiscussionEvent): Promise<EventPosts | null> {
    const key = `${event.kind}:${event.threadId}:${event.replyId ?? ''}:${event.at}`;
    const now = Date.now();
    const known = this.events.get(key);
    if (known && now - known.at < sharedEventMs) return known.posts;
    const posts = this.readEvent(event);
    this.events.delete(key);
    makeRoomFor(this.events, key, sharedEvents);
    this.events.set(key, { at: now, posts });
    posts.catch(() => this.events.delete(key));
    return posts;
  }

  /** Null when the group is gone; the thread and reply are null when they are gone (deleted). */
  private async readEvent(event: DiscussionEvent): Promise<EventPosts | null> {
    const group = await this.posts.groups.get(event.groupId).catch(() => null);
    if (!group) return null;
    const cached = await this.posts.cache.get(event.threadId);
    if (!cached || !event.replyId) return { group, cached, reply: null };
    const reply =
      cached.firstReplies.find((kept) => kept._id === event.replyId) ??
      (await this.posts.models.replies.findById(event.replyId).lean<ReplyRecord>());
    return { group, cached, reply };
  }
}

function couldRead(reader: Reader, before: PostAccess): boolean {
  if (!canReadThread(reader, before.thread)) return false;
  return !before.reply || canReadReply(reader, before.thread, before.reply);
}

function viewOf(reader: Reader, cached: CachedThread): ThreadView {
  return threadView(reader, cached.thread, cached.visibleReplies);
}

/** What an event is about, as its subscribers' process read it. */
interface EventPosts {
  group: GroupRecord;
  cached: CachedThread | null;
  reply: ReplyRecord | null;
}

/** How long, and for how many events at most, the posts an event names are shared by its subscribers. */
const sharedEventMs = 1_000;
const sharedEvents = 64;
