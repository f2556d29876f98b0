import { Redis } from 'ioredis';
import type { Logger } from '@/logger';
import { LocalNotificationBus, type NotificationBus } from '@/notifications/bus';
import type { NotificationRecord } from '@/notifications/model';

/** A notification as it travels through Redis: its dates as ISO strings. */
type Wire = Omit<NotificationRecord, 'createdAt' | 'readAt'> & { createdAt: string; readAt: string | null };

const fromWire = (wire: Wire): NotificationRecord => ({
  ...wire,
  createdAt: new Date(wire.createdAt),
  readAt: wire.readAt ? new Date(wire.readAt) : null,
});

/**
 * Every process's subscribers, through Redis pub/sub (REDIS_URL): each process publishes what it
 * stores on `<prefix><uid>` and hears every such channel on one pattern subscription, handing
 * each message to its own subscribers of that person. Its own messages come back the same way,
 * so a subscriber hears each notification once. When Redis cannot take a message, this process's
 * own subscribers still hear it (the others see it at their next load).
 */
export class RedisNotificationBus implements NotificationBus {
  private readonly local = new LocalNotificationBus();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    subscriber.on('pmessage', (_pattern: string, _channel: string, message: string) => {
      try {
        this.local.publish(fromWire(JSON.parse(message) as Wire));
      } catch (error) {
        logger.warn('ignored a malformed notification message from Redis', { error });
      }
    });
  }

  /** Connects and subscribes; resolves once messages are being received. */
  static async connect(
    redisUrl: string,
    logger: Logger,
    prefix = 'hobbyhub:notification:',
  ): Promise<RedisNotificationBus> {
    const options = { maxRetriesPerRequest: 1, retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000) };
    const publisher = new Redis(redisUrl, { ...options, commandTimeout: 1_000 });
    const subscriber = new Redis(redisUrl, options);
    // Connection errors are reported by the commands that fail; keep ioredis from printing them.
    publisher.on('error', () => undefined);
    subscriber.on('error', () => undefined);
    const bus = new RedisNotificationBus(publisher, subscriber, prefix, logger);
    await subscriber.psubscribe(`${prefix}*`);
    return bus;
  }

  publish(record: NotificationRecord): void {
    this.publisher.publish(`${this.prefix}${record.uid}`, JSON.stringify(record)).catch((error: unknown) => {
      this.logger.warn('could not publish a notification through Redis; only this process hears it', { error });
      this.local.publish(record);
    });
  }

  watch(uid: string): AsyncIterableIterator<[NotificationRecord]> {
    return this.local.watch(uid);
  }

  async close(): Promise<void> {
    await this.local.close();
    await Promise.all(
      [this.publisher, this.subscriber].map((redis) =>
        redis.status === 'ready' ? redis.quit().catch(() => redis.disconnect()) : redis.disconnect(),
      ),
    );
  }
}
