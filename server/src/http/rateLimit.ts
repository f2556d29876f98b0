import type { Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { redisConnection } from '@/sync/redisConnection';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitConfig } from '@/config';
import { RateLimitedError } from '@/errors';
import type { Viewer } from '@/auth/viewer';
import type { Logger } from '@/logger';
import { setRateLimitHeaders, setTighterRateLimitHeaders, type RateLimitState } from '@/http/rateLimitHeaders';

/** One counter's state after a hit: how many hits this window, and when the window ends. */
export interface Hit {
  count: number;
  resetInMs: number;
}

/** Where the counters live: in this process, or in Redis (shared by every app process). */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit on `key` in a fixed window of `windowMs` that starts at the key's first hit. */
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/**
 * Counting only, on rate-limiter-flexible (one of its limiters per window length): the limits and
 * what a refusal says are createRateLimiterWith's. Its points are never exhausted here, so
 * `consume` answers the window's count; it rejects only when the store fails.
 */
class FlexibleCounters {
  private readonly byWindow = new Map<number, RateLimiterAbstract>();

  constructor(private readonly limiterFor: (durationSeconds: number) => RateLimiterAbstract) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    let limiter = this.byWindow.get(windowMs);
    if (!limiter) this.byWindow.set(windowMs, (limiter = this.limiterFor(windowMs / 1000)));
    const counted = await limiter.consume(key);
    return { count: counted.consumedPoints, resetInMs: counted.msBeforeNext };
  }
}

/** Counters in this process; each window is forgotten when it ends (the library's timers, unref'd). */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly counters = new FlexibleCounters(
    (duration) => new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration }),
  );

  hit(key: string, windowMs: number): Promise<Hit> {
    return this.counters.hit(key, windowMs);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Counters in Redis, shared by every app process: INCR and the window's expiry in one Lua call. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  private readonly counters: FlexibleCounters;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'hobbyhub:ratelimit:',
  ) {
    this.counters = new FlexibleCounters(
      (duration) =>
        new RateLimiterRedis({
          storeClient: redis,
          points: Number.MAX_SAFE_INTEGER,
          duration,
          // The key is prefixed here: the library would join its own prefix with a colon.
          keyPrefix: '',
          rejectIfRedisNotReady: true,
        }),
    );
  }

  /**
   * Connects (waiting at most `timeoutMs`). Commands fail at once instead of queueing while Redis
   * is away, so a Redis outage costs the limiter, never the request (see createRateLimiterWith);
   * an unreachable Redis at start is logged and retried in the background, like a later outage.
   */
  static async connect(url: string, options: { prefix?: string; timeoutMs?: number; logger?: Logger } = {}) {
    const redis = redisConnection(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: options.timeoutMs ?? 2_000,
      commandTimeout: 1_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    // Connection errors are reported by the commands that fail; keep ioredis from printing them.
    redis.on('error', () => undefined);
    try {
      await redis.connect();
    } catch (error) {
      options.logger?.warn('Redis (rate-limit counters) is unreachable; limits are open until it answers', { error });
    }
    return new RedisRateLimitStore(redis, options.prefix);
  }

  hit(key: string, windowMs: number): Promise<Hit> {
    return this.counters.hit(this.prefix + key, windowMs);
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}

export type Bucket = 'read' | 'mutation';

export interface RateLimiter {
  readonly enabled: boolean;
  readonly store: RateLimitStore | null;
  /**
   * Counts one request of `bucket` by `client`; throws RateLimitedError past the limit. Answers
   * where the client stands (null when not limited: switched off, or the store unavailable).
   */
  check(bucket: Bucket, client: string): Promise<RateLimitState | null>;
  /** Requests per window of each bucket, and the window (for the headers of a refusal). */
  readonly limits: Record<Bucket, number>;
  readonly windowSeconds: number;
  close(): Promise<void>;
}

/**
 * Fixed-window limits: API requests per client IP ("reads": every request counts), and on top
 * mutations per signed-in user. A store error lets the request through and is logged (at most
 * once a minute): losing the limiter must not take the API down with it.
 */
export function createRateLimiterWith(
  config: Pick<RateLimitConfig, 'enabled' | 'windowSeconds' | 'readsPerWindow' | 'mutationsPerWindow'>,
  store: RateLimitStore | null,
  logger: Logger,
): RateLimiter {
  const windowMs = config.windowSeconds * 1000;
  const limits: Record<Bucket, number> = { read: config.readsPerWindow, mutation: config.mutationsPerWindow };
  let lastWarning = 0;
  return {
    enabled: config.enabled && store !== null,
    store,
    limits,
    windowSeconds: config.windowSeconds,
    async check(bucket, client) {
      if (!config.enabled || !store) return null;
      let hit: Hit;
      try {
        hit = await store.hit(`${bucket}:${client}`, windowMs);
      } catch (error) {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now();
          logger.warn('rate limiter store unavailable; letting requests through', { store: store.kind, error });
        }
        return null;
      }
      const resetSeconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
      if (hit.count > limits[bucket]) throw new RateLimitedError(resetSeconds);
      return {
        limit: limits[bucket],
        remaining: limits[bucket] - hit.count,
        resetSeconds,
        windowSeconds: config.windowSeconds,
      };
    },
    close: () => store?.close() ?? Promise.resolve(),
  };
}

/** The limiter from config: Redis counters when REDIS_URL is set, memory otherwise, none when disabled. */
export async function createRateLimiter(config: RateLimitConfig, logger: Logger): Promise<RateLimiter> {
  if (!config.enabled) return createRateLimiterWith(config, null, logger);
  if (!config.redisUrl) return createRateLimiterWith(config, new MemoryRateLimitStore(), logger);
  const store = await RedisRateLimitStore.connect(config.redisUrl, { logger });
  return createRateLimiterWith(config, store, logger);
}

/** The client's IP as Express sees it (X-Forwarded-For only as far as TRUST_PROXY allows). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** A request the kept-answers path (http/keptAnswers.ts) already counted, in `res.locals.countedRead`. */
export type CountedRead = { state: RateLimitState | null; refusal?: undefined } | { refusal: RateLimitedError };

/** Counts one read against the client IP's limit: its state (null with limits off), or the refusal. */
export async function countRead(limiter: RateLimiter, req: Request): Promise<CountedRead> {
  try {
    return { state: await limiter.check('read', clientIp(req)) };
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return { refusal: error };
  }
}

/** Per-IP limit on every API request, with the standard RateLimit headers; a refusal is a RateLimitedError, rendered by the protocol's error handler. */
export function limitByIp(limiter: RateLimiter): RequestHandler {
  return async (req, res, next) => {
    try {
      // Counted once only, also when the kept-answers path counted it and then left it to the chain.
      const counted = res.locals.countedRead as CountedRead | undefined;
      if (counted?.refusal) throw counted.refusal;
      const state = counted ? counted.state : await limiter.check('read', clientIp(req));
      if (state) setRateLimitHeaders(res, state);
    } catch (error) {
      if (error instanceof RateLimitedError) setRefusedHeaders(res, limiter, 'read', error);
      throw error;
    }
    next();
  };
}

/** Per-user limit on REST writes (after authenticate); anonymous writes are refused with 401 anyway. */
export function limitRestMutations(limiter: RateLimiter): RequestHandler {
  return async (req, res, next) => {
    const viewer = res.locals.viewer as Viewer | null;
    if (viewer && req.method !== 'GET' && req.method !== 'HEAD') {
      try {
        const state = await limiter.check('mutation', viewer.uid);
        if (state) setTighterRateLimitHeaders(res, state);
      } catch (error) {
        if (error instanceof RateLimitedError) setRefusedHeaders(res, limiter, 'mutation', error);
        throw error;
      }
    }
    next();
  };
}

function setRefusedHeaders(res: Response, limiter: RateLimiter, bucket: Bucket, error: RateLimitedError) {
  setRateLimitHeaders(res, {
    limit: limiter.limits[bucket],
    remaining: 0,
    resetSeconds: error.retryAfterSeconds,
    windowSeconds: limiter.windowSeconds,
  });
}
