import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { Redis } from 'ioredis';
import { redisConnection } from '@/sync/redisConnection';
import type { Logger } from '@/logger';

/**
 * Automatic persisted queries (APQ): clients send a query's SHA-256 instead of its text, so a
 * read fits in a cacheable GET URL. The server keeps hash → text here, in Redis when REDIS_URL is
 * set (every app process knows a query any of them has seen), otherwise in this process's memory.
 */
export interface PersistedQueryStore {
  cache: KeyValueCache<string>;
  /** Seconds a query text is kept after it was last registered; null: as long as room allows. */
  ttlSeconds: number | null;
  close(): Promise<void>;
}

/** The memory store's bound: at ~1 KiB a query, some thousands of distinct queries. */
export const memoryStoreBytes = 4 * 1024 * 1024;
/** In Redis: a day, so queries of retired client builds age out. */
export const redisTtlSeconds = 24 * 60 * 60;

/**
 * Redis as Apollo's KeyValueCache. An unavailable Redis is a miss (get) or a no-op (set): the
 * client then sends the full query, as the APQ protocol has it, and the API keeps answering.
 */
class RedisCache implements KeyValueCache<string> {
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  async get(key: string) {
    return this.tolerant(async () => (await this.redis.get(this.prefix + key)) ?? undefined, undefined);
  }

  async set(key: string, value: string, options?: { ttl?: number | null }) {
    await this.tolerant(async () => {
      if (options?.ttl) await this.redis.set(this.prefix + key, value, 'EX', options.ttl);
      else await this.redis.set(this.prefix + key, value);
    }, undefined);
  }

  async delete(key: string) {
    return this.tolerant(async () => (await this.redis.del(this.prefix + key)) > 0, false);
  }

  private async tolerant<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn('Redis (persisted queries) unavailable; clients resend full queries', { error });
      }
      return fallback;
    }
  }
}

export function createPersistedQueryStore(
  redisUrl: string | null,
  logger: Logger,
  prefix = 'hobbyhub:apq:',
): PersistedQueryStore {
  if (!redisUrl) {
    return {
      cache: new InMemoryLRUCache<string>({ maxSize: memoryStoreBytes }),
      ttlSeconds: null,
      close: () => Promise.resolve(),
    };
  }
  // A command waits at most a second, also while Redis connects or reconnects: a miss costs the
  // client one retry with the full query (the APQ protocol's answer to PERSISTED_QUERY_NOT_FOUND).
  const redis = redisConnection(redisUrl, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Connection errors are reported by the commands that fail; keep ioredis from printing them.
  redis.on('error', () => undefined);
  return {
    cache: new RedisCache(redis, prefix, logger),
    ttlSeconds: redisTtlSeconds,
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
