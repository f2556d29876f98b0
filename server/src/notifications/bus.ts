import type { Logger } from '@/logger';
import type { NotificationRecord } from '@/notifications/model';
import { LocalTopicBus, RedisTopicBus, type TopicBus } from '@/sync/topicBus';

/**
 * How a stored notification reaches its person's live subscribers (`notificationAdded`), on the
 * topic of their uid. Stored notifications are never lost either way: this only decides who
 * hears of them at once.
 */
export type NotificationBus = TopicBus<NotificationRecord>;

const topicOf = (record: NotificationRecord) => record.uid;

/**
 * This process's subscribers only (the default, one process). With several processes and no
 * Redis, a person subscribed to another process sees the notification at their next load.
 */
export class LocalNotificationBus extends LocalTopicBus<NotificationRecord> {
  constructor() {
    super(topicOf);
  }
}

/** A notification as it travels through Redis: its dates as ISO strings. */
type Wire = Omit<NotificationRecord, 'createdAt' | 'readAt'> & { createdAt: string; readAt: string | null };

/** Every process's subscribers, through Redis pub/sub (REDIS_URL), on `<prefix><uid>`. */
export function connectRedisNotificationBus(
  redisUrl: string,
  logger: Logger,
  prefix = 'hobbyhub:notification:',
): Promise<NotificationBus> {
  return RedisTopicBus.connect<NotificationRecord>({
    redisUrl,
    logger,
    prefix,
    topicOf,
    name: 'notification',
    decode: (json) => {
      const wire = json as Wire;
      return { ...wire, createdAt: new Date(wire.createdAt), readAt: wire.readAt ? new Date(wire.readAt) : null };
    },
  });
}
