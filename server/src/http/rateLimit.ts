import type { Request, RequestHandler, Response } from 'express';
import { Redis } from 'ioredis';
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

export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(sweepEveryMs = 60_000) {
    // Forget finished windows now and then, so idle clients do not pile up.
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
    }, sweepEveryMs).unref();
  }

  hit(key: string, windowMs: number): Promise<Hit> {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    return Promise.resolve({ count: counter.count, resetInMs: counter.resetAt - now });
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    this.counters.clear();
    return Promise.resolve();
  }
}

/** INCR, start the window's expiry on the first hit, answer {count, ms left}: atomic in Redis. */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'hobbyhub:ratelimit:',
  ) {}

  /**
   * Connects (waiting at most `timeoutMs`). Commands fail at once instead of queueing while Redis
   * is away, so a Redis outage costs the limiter, never the request (see createRateLimiterWith);
   * an unreachable Redis at start is logged and retried in the background, like a later outage.
   */
  static async connect(url: string, options: { prefix?: string; timeoutMs?: number; logger?: Logger } = {}) {
    const redis = new Redis(url, {
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

  async hit(key: string, windowMs: number): Promise<Hit> {
    const [count, ttl] = (await this.redis.eval(hitScript, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, resetInMs: ttl };
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
