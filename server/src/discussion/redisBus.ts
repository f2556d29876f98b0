import { Redis } from 'ioredis';
import type { Logger } from '@/logger';
import { LocalDiscussionBus, type DiscussionBus, type DiscussionEvent } from '@/discussion/live';

/**
 * Every process's subscribers, through Redis pub/sub (REDIS_URL), as the notifications' bus does:
 * each process publishes on `<prefix><groupId>` and hears every such channel on one pattern
 * subscription. Events carry only ids, so nothing a subscriber may not read crosses Redis.
 */
export class RedisDiscussionBus implements DiscussionBus {
  private readonly local = new LocalDiscussionBus();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    subscriber.on('pmessage', (_pattern: string, _channel: string, message: string) => {
      try {
        this.local.publish(JSON.parse(message) as DiscussionEvent);
      } catch (error) {
        logger.warn('ignored a malformed discussion message from Redis', { error });
      }
    });
  }

  static async connect(redisUrl: string, logger: Logger, prefix = 'hobbyhub:discussion:'): Promise<RedisDiscussionBus> {
    const options = { maxRetriesPerRequest: 1, retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000) };
    const publisher = new Redis(redisUrl, { ...options, commandTimeout: 1_000 });
    const subscriber = new Redis(redisUrl, options);
    publisher.on('error', () => undefined);
    subscriber.on('error', () => undefined);
    const bus = new RedisDiscussionBus(publisher, subscriber, prefix, logger);
    await subscriber.psubscribe(`${prefix}*`);
    return bus;
  }

  publish(event: DiscussionEvent): void {
    this.publisher.publish(`${this.prefix}${event.groupId}`, JSON.stringify(event)).catch((error: unknown) => {
      this.logger.warn('could not publish a discussion event through Redis; only this process hears it', { error });
      this.local.publish(event);
    });
  }

  listen(listener: (event: DiscussionEvent) => void): void {
    this.local.listen(listener);
  }

  watch(groupId: string): AsyncIterableIterator<[DiscussionEvent]> {
    return this.local.watch(groupId);
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
