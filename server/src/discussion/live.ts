import type { Logger } from '@/logger';
import type { ReplyAccess, ThreadAccess } from '@/discussion/visibility';
import { LocalTopicBus, RedisTopicBus, type TopicBus } from '@/sync/topicBus';

/**
 * What happened in a group's discussion, as it travels between processes: only ids. Each
 * subscriber's process reads the post itself and asks visibility.ts whether that subscriber may
 * read it, so nothing unreadable is ever sent, and a hide or a removal counts at once.
 */
export interface DiscussionEvent {
  /**
   * ANNOUNCEMENT_CHANGED: an announcement was hidden or shown again; `threadId` names the
   * announcement (announcements.ts tells each subscriber what they may know of it).
   * CHANGED: a change nobody is told of by itself (a reply's activity time, an answer unset by
   * a deletion that its own event reports): it only tells every process to read the thread
   * again (threadCache.ts), as every other kind also does.
   */
  kind: EventKind | 'CHANGED';
  groupId: string;
  threadId: string;
  replyId: string | null;
  /** When it happened (ms): with the ids, names the event. */
  at: number;
  /**
   * For a change or a deletion: who could read the post before it (visibility fields and ids,
   * never words), so a subscriber who could read it and now cannot is told it is gone, and
   * nobody else learns that it existed.
   */
  before?: PostAccess;
}

/** Who could read a post: its thread's and (for a reply) its own visibility fields. */
export interface PostAccess {
  thread: ThreadAccess;
  reply: ReplyAccess | null;
}

/** What happened, as written: the changes name what to read again and tell apart. */
export type EventKind = 'THREAD_ADDED' | 'REPLY_ADDED' | 'ANSWER_MARKED' | Changed | Deleted | 'ANNOUNCEMENT_CHANGED';
type Changed = 'THREAD_CHANGED' | 'REPLY_CHANGED';
type Deleted = 'THREAD_DELETED' | 'REPLY_DELETED';

/**
 * What a subscriber is told: a change of a post they may read as it now is (`*_CHANGED`), or
 * that a post they could read is gone for them (`*_REMOVED`: deleted, or hidden from them).
 */
export type LiveKind = Exclude<EventKind, Deleted> | 'THREAD_REMOVED' | 'REPLY_REMOVED' | 'ANNOUNCEMENT_REMOVED';

/** How discussion events reach live subscribers, on the topic of their group. */
export type DiscussionBus = TopicBus<DiscussionEvent>;

const topicOf = (event: DiscussionEvent) => event.groupId;

/** This process's subscribers only. */
export class LocalDiscussionBus extends LocalTopicBus<DiscussionEvent> {
  constructor() {
    super(topicOf);
  }
}

/**
 * Every process's subscribers, through Redis pub/sub (REDIS_URL), on `<prefix><groupId>`. Events
 * carry only ids, so nothing a subscriber may not read crosses Redis.
 */
export function connectRedisDiscussionBus(
  redisUrl: string,
  logger: Logger,
  prefix = 'hobbyhub:discussion:',
): Promise<DiscussionBus> {
  return RedisTopicBus.connect<DiscussionEvent>({
    redisUrl,
    logger,
    prefix,
    topicOf,
    name: 'discussion event',
    decode: (json) => json as DiscussionEvent,
  });
}
