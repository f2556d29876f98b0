import type { Logger } from '@/logger';
import { LocalTopicBus, RedisTopicBus, type TopicBus } from '@/sync/topicBus';

/**
 * What happened in a group's discussion, as it travels between processes: only ids. Each
 * subscriber's process reads the post itself and asks visibility.ts whether that subscriber may
 * read it, so nothing unreadable is ever sent, and a hide or a removal counts at once.
 */
export interface DiscussionEvent {
  /**
   * CHANGED: any other change of a thread or its replies (an edit, a hide, a deletion): never
   * sent to subscribers, it tells every process to read the thread again (threadCache.ts).
   */
  kind: LiveKind | 'CHANGED';
  groupId: string;
  threadId: string;
  replyId: string | null;
  /** When it happened (ms): with the ids, names the event. */
  at: number;
}

/** What subscribers are told of. */
export type LiveKind = 'THREAD_ADDED' | 'REPLY_ADDED' | 'ANSWER_MARKED';

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
