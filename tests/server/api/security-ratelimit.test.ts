import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig } from '@/config';
import { createLogger } from '@/logger';
import {
  createRateLimiter,
  createRateLimiterWith,
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimiter,
  type RateLimitStore,
} from '@/http/rateLimit';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { CreateGroupMutation, GroupsQuery } from '../documents';
import { groupInput, restGroupBody } from '../fixtures';

interface RateLimitedBody {
  error: string;
  message: string;
  retryAfterSeconds: number;
}

const redisUrl = 'redis://127.0.0.1:6379';
const logger = createLogger('silent');
const limits = { enabled: true, windowSeconds: 60, readsPerWindow: 5, mutationsPerWindow: 2 };

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  [alice, bob] = await Promise.all([createTestUser('Alice Limits'), createTestUser('Bob Limits')]);
});

function expectRestRateLimited(res: { status: number; headers: Headers; body: unknown }) {
  expect(res.status).toBe(429);
  const body = res.body as RateLimitedBody;
  expect(body).toMatchObject({ error: 'RATE_LIMITED', message: expect.stringMatching(/Too many requests/) });
  expect(body.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect(res.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
}

describe('defaults', () => {
  it('are generous (600 requests per IP, 60 mutations per user a minute), in memory, and can be switched off', () => {
    expect(loadConfig({}).rateLimit).toEqual({
      enabled: true,
      windowSeconds: 60,
      readsPerWindow: 600,
      mutationsPerWindow: 60,
      redisUrl: null,
      // Posts (discussion, announcements) have a slower limit of their own.
      posts: { perWindow: 10, windowSeconds: 600 },
    });
    expect(loadConfig({ RATE_LIMIT_ENABLED: 'false' }).rateLimit.enabled).toBe(false);
    expect(loadConfig({ REDIS_URL: redisUrl }).rateLimit.redisUrl).toBe(redisUrl);
  });
});

describe('in-memory counters', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_READS: '5', RATE_LIMIT_MUTATIONS: '2' } });
  });
  afterAll(() => app.stop());

  it('limits requests per IP across REST and GraphQL: 429 JSON with Retry-After, then a RATE_LIMITED GraphQL error', async () => {
    for (let i = 0; i < 5; i += 1) expect((await rest(app.url, 'GET', '/groups')).status).toBe(200);
    expectRestRateLimited(await rest(app.url, 'GET', '/groups'));

    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ groups { totalCount } }' }),
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(await res.json()).toEqual({
      errors: [
        {
          message: expect.stringMatching(/Too many requests/),
          extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter },
        },
      ],
    });
    // Health checks are not API requests: a limited client does not make the app look down.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});

describe('mutations per user', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_READS: '1000', RATE_LIMIT_MUTATIONS: '2' } });
  });
  afterAll(() => app.stop());

  it('refuses a user’s third mutation in the window (GraphQL 429 RATE_LIMITED, then REST 429) but not another user’s, nor reads', async () => {
    for (const name of ['Limit One', 'Limit Two']) {
      const ok = await graphqlRequest(
        app.url,
        CreateGroupMutation,
        { input: groupInput({ groupName: name }) },
        alice.token,
      );
      expect(ok.errors).toBeUndefined();
    }
    const third = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.token}` },
      body: JSON.stringify({
        query: 'mutation ($input: CreateGroupInput!) { createGroup(input: $input) { group { id } } }',
        variables: { input: groupInput({ groupName: 'Limit Three' }) },
      }),
    });
    expect(third.status).toBe(429);
    const retryAfter = Number(third.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    const body = (await third.json()) as { data?: unknown; errors: { extensions: Record<string, unknown> }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfter });

    expectRestRateLimited(await rest(app.url, 'POST', '/groups', { body: restGroupBody(), token: alice.token }));
    expect(await app.model.countDocuments({ ownerUid: alice.uid })).toBe(2);

    const reads = await graphqlRequest(app.url, GroupsQuery, {}, alice.token);
    expect(reads.data?.groups.totalCount).toBe(2);
    const other = await rest(app.url, 'POST', '/groups', { body: restGroupBody(), token: bob.token });
    expect(other.status).toBe(201);
  });
});

describe('rate-limit headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_READS: '4', RATE_LIMIT_MUTATIONS: '1' } });
  });
  afterAll(() => app.stop());

  const rateLimitHeaders = (headers: Headers) => ({
    limit: headers.get('ratelimit-limit'),
    remaining: headers.get('ratelimit-remaining'),
    reset: Number(headers.get('ratelimit-reset')),
    policy: headers.get('ratelimit-policy'),
  });

  it('tells every limited answer, not only a 429, how many requests are left (REST, GraphQL, writes)', async () => {
    const first = await rest(app.url, 'GET', '/groups');
    expect(rateLimitHeaders(first.headers)).toEqual({
      limit: '4',
      remaining: '3',
      reset: expect.any(Number),
      policy: '4;w=60',
    });
    expect(rateLimitHeaders(first.headers).reset).toBeGreaterThanOrEqual(1);
    expect(rateLimitHeaders(first.headers).reset).toBeLessThanOrEqual(60);

    const graphql = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ groups { totalCount } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(rateLimitHeaders(graphql.headers)).toMatchObject({ limit: '4', remaining: '2' });

    // A write counts against the signed-in user's (smaller) mutation budget: the tighter limit is shown.
    const created = await rest(app.url, 'POST', '/groups', { body: restGroupBody(), token: alice.token });
    expect(created.status).toBe(201);
    expect(rateLimitHeaders(created.headers)).toMatchObject({ limit: '1', remaining: '0', policy: '1;w=60' });

    expect(rateLimitHeaders((await rest(app.url, 'GET', '/groups')).headers)).toMatchObject({ remaining: '0' });
    const refused = await rest(app.url, 'GET', '/groups');
    expect(refused.status).toBe(429);
    expect(rateLimitHeaders(refused.headers)).toMatchObject({ limit: '4', remaining: '0' });
    expect(rateLimitHeaders(refused.headers).reset).toBe(Number(refused.headers.get('retry-after')));
  });
});

describe('windows and failures', () => {
  it('lets a client in again once its window has passed', async () => {
    const app = await startTestApp({ env: { RATE_LIMIT_READS: '2', RATE_LIMIT_WINDOW_SECONDS: '1' } });
    try {
      await rest(app.url, 'GET', '/groups');
      await rest(app.url, 'GET', '/groups');
      const limited = await rest<RateLimitedBody>(app.url, 'GET', '/groups');
      expect(limited.status).toBe(429);
      expect(limited.body.retryAfterSeconds).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await rest(app.url, 'GET', '/groups')).status).toBe(200);
    } finally {
      await app.stop();
    }
  });

  it('has no limits at all when RATE_LIMIT_ENABLED=false', async () => {
    const app = await startTestApp({ env: { RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_READS: '1' } });
    try {
      for (let i = 0; i < 5; i += 1) expect((await rest(app.url, 'GET', '/groups')).status).toBe(200);
    } finally {
      await app.stop();
    }
  });

  it('lets requests through (and does not fail them) when the counter store is down', async () => {
    const broken: RateLimitStore = {
      kind: 'redis',
      hit: () => Promise.reject(new Error('Connection is closed.')),
      close: () => Promise.resolve(),
    };
    const limiter = createRateLimiterWith({ ...limits, readsPerWindow: 1 }, broken, logger);
    const app = await startTestApp({ rateLimiter: limiter });
    try {
      for (let i = 0; i < 3; i += 1) expect((await rest(app.url, 'GET', '/groups')).status).toBe(200);
    } finally {
      await app.stop();
    }
  });

  it('counts fixed windows in memory and forgets finished ones', async () => {
    const store = new MemoryRateLimitStore();
    try {
      expect(await store.hit('k', 50)).toMatchObject({ count: 1 });
      expect(await store.hit('k', 50)).toMatchObject({ count: 2 });
      await new Promise((resolve) => setTimeout(resolve, 70));
      expect(await store.hit('k', 50)).toMatchObject({ count: 1 });
    } finally {
      await store.close();
    }
  });
});

describe('Redis counters (REDIS_URL)', () => {
  const prefix = `hobbyhub-test:${randomUUID()}:`;
  let admin: Redis | null = null;
  let unreachable = '';
  const stores: RedisRateLimitStore[] = [];

  beforeAll(async () => {
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2_000 });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      admin = probe;
    } catch (error) {
      unreachable = String(error);
      probe.disconnect();
    }
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    if (!admin) return;
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
  });

  /** A limiter on Redis with this run's own key prefix, as another app process would have. */
  async function redisLimiter(): Promise<RateLimiter> {
    const store = await RedisRateLimitStore.connect(redisUrl, { prefix });
    stores.push(store);
    return createRateLimiterWith(limits, store, logger);
  }

  it('shares one per-IP count between two app instances, with an expiring window in Redis', async () => {
    if (!admin) {
      console.warn(`Skipping the Redis rate-limit test: Redis at ${redisUrl} is unreachable (${unreachable}).`);
      return;
    }
    const [first, second] = await Promise.all([
      redisLimiter().then((rateLimiter) => startTestApp({ rateLimiter })),
      redisLimiter().then((rateLimiter) => startTestApp({ rateLimiter })),
    ]);
    try {
      for (const app of [first, second, first, second, first])
        expect((await rest(app.url, 'GET', '/groups')).status).toBe(200);
      expectRestRateLimited(await rest(second.url, 'GET', '/groups'));
      expectRestRateLimited(await rest(first.url, 'GET', '/groups'));

      const keys = await admin.keys(`${prefix}*`);
      expect(keys).toEqual([`${prefix}read:127.0.0.1`]);
      expect(await admin.get(keys[0] as string)).toBe('7');
      const ttl = await admin.pttl(keys[0] as string);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('counts mutations per user in Redis across app instances', async () => {
    if (!admin) {
      console.warn(`Skipping the Redis rate-limit test: Redis at ${redisUrl} is unreachable (${unreachable}).`);
      return;
    }
    const [first, second] = await Promise.all([
      redisLimiter().then((rateLimiter) => startTestApp({ rateLimiter })),
      redisLimiter().then((rateLimiter) => startTestApp({ rateLimiter })),
    ]);
    try {
      // Reads share the per-IP budget of 5 with the test above's key, so use a fresh user bucket only.
      await admin.del(`${prefix}read:127.0.0.1`);
      expect((await rest(first.url, 'POST', '/groups', { body: restGroupBody(), token: bob.token })).status).toBe(201);
      expect((await rest(second.url, 'POST', '/groups', { body: restGroupBody(), token: bob.token })).status).toBe(201);
      expectRestRateLimited(await rest(first.url, 'POST', '/groups', { body: restGroupBody(), token: bob.token }));
      expect(await admin.get(`${prefix}mutation:${bob.uid}`)).toBe('3');
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('is what the app builds from config: Redis with REDIS_URL, memory without, and open (not failing) while Redis is unreachable', async () => {
    if (!admin) {
      console.warn(`Skipping the Redis rate-limit test: Redis at ${redisUrl} is unreachable (${unreachable}).`);
      return;
    }
    const withRedis = await createRateLimiter(loadConfig({ REDIS_URL: redisUrl }).rateLimit, logger);
    const inMemory = await createRateLimiter(loadConfig({}).rateLimit, logger);
    try {
      expect(withRedis.store?.kind).toBe('redis');
      expect(inMemory.store?.kind).toBe('memory');
    } finally {
      await Promise.all([withRedis.close(), inMemory.close()]);
    }
    // Redis down at start: the app still starts, and requests pass (the limiter fails open).
    const deadConfig = { ...loadConfig({ REDIS_URL: 'redis://127.0.0.1:1' }).rateLimit, readsPerWindow: 1 };
    const dead = await createRateLimiter(deadConfig, logger);
    try {
      expect(dead.store?.kind).toBe('redis');
      await dead.check('read', 'someone');
      await dead.check('read', 'someone');
    } finally {
      await dead.close();
    }
  });
});
