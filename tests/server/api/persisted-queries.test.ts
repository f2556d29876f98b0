import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser } from '../../support/users';

const redisUrl = 'redis://127.0.0.1:6379';

interface GraphQLBody {
  data?: { groups: { totalCount: number } } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A query no earlier run has registered (the comment is part of the hashed text). */
function freshQuery() {
  const query = `# run ${randomUUID()}\n{ groups(first: 1) { totalCount } }`;
  return { query, hash: createHash('sha256').update(query).digest('hex') };
}

const extensions = (hash: string) => JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });

/** The hash alone over GET, as Apollo Client's persisted-query link sends an anonymous read. */
async function getByHash(app: TestApp, hash: string, headers: Record<string, string> = {}) {
  const params = new URLSearchParams({ extensions: extensions(hash) });
  const response = await fetch(`${app.url}/graphql?${params.toString()}`, {
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { response, body: (await response.json()) as GraphQLBody };
}

/** The link's retry after PERSISTED_QUERY_NOT_FOUND: the full query with its hash, which registers it. */
async function register(app: TestApp, query: string, hash: string) {
  const params = new URLSearchParams({ query, extensions: extensions(hash) });
  const response = await fetch(`${app.url}/graphql?${params.toString()}`, {
    headers: { 'content-type': 'application/json' },
  });
  return (await response.json()) as GraphQLBody;
}

describe('automatic persisted queries', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  });
  afterAll(() => app.stop());

  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, then serves it by hash over a cacheable GET', async () => {
    const { query, hash } = freshQuery();
    const unknown = await getByHash(app, hash);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.response.headers.get('cache-control')).toBe('no-store');

    const registered = await register(app, query, hash);
    expect(registered.errors).toBeUndefined();
    expect(typeof registered.data?.groups.totalCount).toBe('number');

    const byHash = await getByHash(app, hash);
    expect(byHash.response.status).toBe(200);
    expect(byHash.body).toEqual(registered);
    expect(byHash.response.headers.get('cache-control')).toBe('public, no-cache');
    const etag = byHash.response.headers.get('etag')!;
    // A revalidation (a 304 has no body to parse).
    const raw = await fetch(`${app.url}/graphql?${new URLSearchParams({ extensions: extensions(hash) }).toString()}`, {
      headers: { 'content-type': 'application/json', 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(raw.status).toBe(304);
  });

  it('refuses a hash that does not match the query sent with it, and runs nothing', async () => {
    const { query } = freshQuery();
    const params = new URLSearchParams({ query, extensions: extensions(freshQuery().hash) });
    const wrong = await fetch(`${app.url}/graphql?${params.toString()}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(wrong.status).toBe(400);
    const body = (await wrong.json()) as GraphQLBody;
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
  });

  it('keeps a signed-in GET by hash private', async () => {
    const user = await createTestUser('Pat Persisted');
    const { query, hash } = freshQuery();
    await register(app, query, hash);
    const signedIn = await getByHash(app, hash, { authorization: `Bearer ${user.token}` });
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('persisted queries in Redis (REDIS_URL)', () => {
  it('are known to every app process sharing the Redis, with an expiry', async () => {
    const env = { RATE_LIMIT_ENABLED: 'false', REDIS_URL: redisUrl };
    const [first, second] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
    const redis = new Redis(redisUrl);
    try {
      const { query, hash } = freshQuery();
      expect((await getByHash(second, hash)).body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect((await register(first, query, hash)).errors).toBeUndefined();
      // Apollo stores the text once it has answered: wait for it to reach Redis.
      const stored = async () => (await redis.keys(`hobbyhub:apq:*${hash}`)).length > 0;
      for (let attempt = 0; attempt < 50 && !(await stored()); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The other process never saw the text: it comes from Redis.
      const fromRedis = await getByHash(second, hash);
      expect(fromRedis.body.errors).toBeUndefined();
      expect(fromRedis.body.data?.groups.totalCount).toEqual(expect.any(Number));
      const keys = await redis.keys(`hobbyhub:apq:*${hash}`);
      expect(keys).toHaveLength(1);
      expect(await redis.ttl(keys[0]!)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
