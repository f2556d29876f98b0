import { EventEmitter, on } from 'node:events';
import type { Redis } from 'ioredis';
import { redisConnection } from '@/sync/redisConnection';
import type { Logger } from '@/logger';

/**
 * Messages on topics (a person's notifications, a group's discussion), heard by this process's
 * live subscribers of the topic. Whatever travels here is also stored: the bus only decides who
 * hears of it at once, so a message lost on the way is seen at the subscriber's next load.
 */
export interface TopicBus<Message> {
  /** Tells every subscriber of the message's topic that reaches this bus. */
  publish(message: Message): void;
  /** Every message on every topic, from this process and (through Redis) the others. */
  listen(listener: (message: Message) => void): void;
  /** Each message on the topic from now on, until `return()`. */
  watch(topic: string): AsyncIterableIterator<[Message]>;
  close(): Promise<void>;
}

/** The event `listen` hears every topic under (a symbol: no topic string can collide with it). */
const anyTopic = Symbol('any topic');

/** This process's subscribers only (the default: one process, no Redis). */
export class LocalTopicBus<Message> implements TopicBus<Message> {
  // One listener per open subscription; a popular topic may have thousands.
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  constructor(private readonly topicOf: (message: Message) => string) {}

  publish(message: Message): void {
    this.emitter.emit(anyTopic, message);
    this.emitter.emit(this.topicOf(message), message);
  }

  listen(listener: (message: Message) => void): void {
    this.emitter.on(anyTopic, listener);
  }

  watch(topic: string): AsyncIterableIterator<[Message]> {
    // Node's on() removes its listener on return(), even while a next() is pending.
    return on(this.emitter, topic) as AsyncIterableIterator<[Message]>;
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}

/** Two Redis connections, one to publish and one to listen, as every bus between processes needs. */
export class RedisPair {
  private constructor(
    readonly publisher: Redis,
    readonly subscriber: Redis,
  ) {}

  /** Connects lazily; commands fail fast (1 s) rather than queue while Redis is away. */
  static open(redisUrl: string): RedisPair {
    const options = { maxRetriesPerRequest: 1, retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000) };
    const pair = new RedisPair(
      redisConnection(redisUrl, { ...options, commandTimeout: 1_000 }),
      redisConnection(redisUrl, options),
    );
    // Connection errors are reported by the commands that fail; keep ioredis from printing them.
    pair.publisher.on('error', () => undefined);
    pair.subscriber.on('error', () => undefined);
    return pair;
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.publisher, this.subscriber].map((redis) =>
        redis.status === 'ready' ? redis.quit().catch(() => redis.disconnect()) : redis.disconnect(),
      ),
    );
  }
}

export interface RedisTopicOptions<Message> {
  redisUrl: string;
  logger: Logger;
  /** Channels are `<prefix><topic>`. */
  prefix: string;
  topicOf(message: Message): string;
  /** Rebuilds a message from its JSON (dates travel as strings); throws on a malformed one. */
  decode(json: unknown): Message;
  /** Names the messages in the log ("notification", "discussion event"). */
  name: string;
}

/**
 * Every process's subscribers, through Redis pub/sub (REDIS_URL): each process publishes on
 * `<prefix><topic>` and hears every such channel on one pattern subscription, handing each
 * message to its own subscribers of that topic. Its own messages come back the same way, so a
 * subscriber hears each message once. When Redis cannot take a message, this process's own
 * subscribers still hear it.
 */
export class RedisTopicBus<Message> implements TopicBus<Message> {
  private readonly local: LocalTopicBus<Message>;

  private constructor(
    private readonly redis: RedisPair,
    private readonly options: RedisTopicOptions<Message>,
  ) {
    this.local = new LocalTopicBus(options.topicOf);
    redis.subscriber.on('pmessage', (_pattern: string, _channel: string, message: string) => {
      let decoded: Message;
      try {
        decoded = options.decode(JSON.parse(message));
      } catch (error) {
        options.logger.warn(`ignored a malformed ${options.name} message from Redis`, { error });
        return;
      }
      this.local.publish(decoded);
    });
  }

  /** Connects and subscribes; resolves once messages are being received. */
  static async connect<Message>(options: RedisTopicOptions<Message>): Promise<RedisTopicBus<Message>> {
    const redis = RedisPair.open(options.redisUrl);
    const bus = new RedisTopicBus(redis, options);
    await redis.subscriber.psubscribe(`${options.prefix}*`);
    return bus;
  }

  publish(message: Message): void {
    const channel = `${this.options.prefix}${this.options.topicOf(message)}`;
    this.redis.publisher.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      this.options.logger.warn(`could not publish a ${this.options.name} through Redis; only this process hears it`, {
        error,
      });
      this.local.publish(message);
    });
  }

  listen(listener: (message: Message) => void): void {
    this.local.listen(listener);
  }

  watch(topic: string): AsyncIterableIterator<[Message]> {
    return this.local.watch(topic);
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.redis.close();
  }
}
