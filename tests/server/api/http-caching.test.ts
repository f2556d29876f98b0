import { rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createRestGroupAs, withoutRateLimits } from '../fixtures';

let app: TestApp;
let owner: TestUser;
let groupId: string;

beforeAll(async () => {
  [app, owner] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Casey Cache')]);
  groupId = await createRestGroupAs(app, owner, { groupName: 'Cached Circle' });
});
afterAll(() => app.stop());

/** A GraphQL GET read, as Apollo Client sends one (the header satisfies Apollo's CSRF prevention). */
function graphqlGet(query: string, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/graphql?${new URLSearchParams({ query }).toString()}`, {
    headers: { 'apollo-require-preflight': 'true', ...headers },
  });
}

/**
 * A revalidation as a browser or CDN sends it. Without its own Cache-Control, fetch adds
 * `no-cache` to a conditional request, which asks for a full answer (an end-to-end reload).
 */
const revalidate = (etag: string) => ({ 'if-none-match': etag, 'cache-control': 'max-age=0' });

const varies = (headers: Headers) => (headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);

describe('anonymous reads are cacheable and revalidate with ETag / If-None-Match', () => {
  it.each(['/groups', '/groups?limit=2', `/groups/:id`])(
    'REST GET %s: 200 with an ETag, then 304',
    async (template) => {
      const path = template.replace(':id', groupId);
      const first = await rest(app.url, 'GET', path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      expect(varies(first.headers)).toContain('authorization');

      const again = await fetch(`${app.url}${path}`, {
        headers: { accept: 'application/json', ...revalidate(etag!) },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    },
  );

  it('GraphQL GET: 200 with an ETag, then 304; a change to the data gives a new ETag', async () => {
    const query = `{ group(id: "${groupId}") { groupName description } }`;
    const first = await graphqlGet(query);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: unknown }).data).toEqual({
      group: { groupName: 'Cached Circle', description: expect.any(String) },
    });
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(varies(first.headers)).toContain('authorization');
    expect((await graphqlGet(query, revalidate(etag))).status).toBe(304);

    const updated = await rest(app.url, 'PUT', `/groups/${groupId}`, {
      token: owner.token,
      body: { description: 'A description that changed after caching.' },
    });
    expect(updated.status).toBe(200);
    const changed = await graphqlGet(query, revalidate(etag));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('no shared cache ever stores a signed-in answer, a write or an error', () => {
  it('REST and GraphQL reads with a token are private, no-store (they may carry the organizer’s email)', async () => {
    const own = await rest<{ userEmail?: string }>(app.url, 'GET', `/groups/${groupId}`, { token: owner.token });
    expect(own.body.userEmail).toBe(owner.email);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(varies(own.headers)).toContain('authorization');

    const graphql = await graphqlGet('{ viewer { email } }', { authorization: `Bearer ${owner.token}` });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('cache-control')).toBe('private, no-store');
    expect(varies(graphql.headers)).toContain('authorization');
  });

  it('POSTs, GraphQL errors and REST errors are no-store', async () => {
    const post = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ groups { totalCount } }' }),
    });
    expect(post.headers.get('cache-control')).toBe('no-store');
    const failed = await graphqlGet('{ group(id: "000000000000000000000000") { id } }');
    expect(failed.headers.get('cache-control')).toBe('no-store');
    const missing = await rest(app.url, 'GET', '/groups/000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});
