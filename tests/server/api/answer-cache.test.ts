import { parse } from 'graphql';
import { createLogger } from '@/logger';
import { isPublicDocument } from '@/graphql/answerCache';
import { decode, rawRequest, rest, type RawResponse } from '../../support/http';
import { logSink } from '../../support/logSink';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createRestGroupAs, restGroupBody, uniqueName, withoutRateLimits } from '../fixtures';

/**
 * Anonymous reads are answered from kept bytes (server/src/http/anonymousAnswers.ts,
 * server/src/graphql/answerCache.ts). These prove, through the real stack, that a kept answer
 * never outlives a change and never reaches a signed-in viewer, and that its compressed copies
 * are the same bytes.
 */

let app: TestApp;
let owner: TestUser;
let member: TestUser;
/** A word only this file's groups carry, so their browse is this file's own. */
const word = uniqueName('Kept').replace(/\W/g, '');

beforeAll(async () => {
  [app, owner, member] = await Promise.all([
    startTestApp({ env: { ...withoutRateLimits.env, CORS_ORIGINS: 'https://partner.example' } }),
    createTestUser('Kim Kept'),
    createTestUser('Mo Member'),
  ]);
});
afterAll(() => app.stop());

interface RestGroup {
  _id: string;
  groupName: string;
  description: string;
  memberCount: number;
  spotsLeft: number;
  userEmail?: string;
}

const browsePath = `/groups?search=${word}&limit=10`;

async function restBrowse(token?: string) {
  const res = await rest<RestGroup[]>(app.url, 'GET', browsePath, { token });
  expect(res.status).toBe(200);
  return { groups: res.body, total: Number(res.headers.get('x-total-count')) };
}

const browseQuery = `query KeptBrowse($search: String, $first: Int) {
  groups(search: $search, first: $first) {
    totalCount
    nodes { id groupName description memberCount spotsLeft waitlistCount userEmail viewerIsOwner viewerIsMember }
  }
}`;

interface GraphQLGroup {
  id: string;
  groupName: string;
  description: string;
  memberCount: number;
  userEmail: string | null;
  viewerIsOwner: boolean;
  viewerIsMember: boolean;
}

async function graphqlBrowse(token?: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: browseQuery, variables: { search: word, first: 10 } }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    data: { groups: { totalCount: number; nodes: GraphQLGroup[] } };
    errors?: unknown;
  };
  expect(body.errors).toBeUndefined();
  return { groups: body.data.groups.nodes, total: body.data.groups.totalCount };
}

/**
 * Asks both APIs twice and checks they agree. A question is kept from its second ask, so the
 * next browse's first ask is answered from kept bytes unless a change dropped them.
 */
async function browseBoth() {
  const [restFirst, graphqlFirst] = [await restBrowse(), await graphqlBrowse()];
  const [restAgain, graphqlAgain] = [await restBrowse(), await graphqlBrowse()];
  expect(restAgain).toEqual(restFirst);
  expect(graphqlAgain).toEqual(graphqlFirst);
  expect(graphqlFirst.total).toBe(restFirst.total);
  expect(graphqlFirst.groups.map((group) => group.id)).toEqual(restFirst.groups.map((group) => group._id));
  return { rest: restFirst, graphql: graphqlFirst };
}

describe('a kept anonymous answer never outlives a change', () => {
  it('create, update, join, leave and delete each show in the very next anonymous GET /groups and GraphQL groups', async () => {
    const firstId = await createRestGroupAs(app, owner, { groupName: `${word} Alpha`, maxMembers: 5 });
    let seen = await browseBoth();
    expect(seen.rest.total).toBe(1);

    // Create: a second group joins the kept browse at once.
    const secondId = await createRestGroupAs(app, owner, { groupName: `${word} Beta` });
    seen = await browseBoth();
    expect(seen.rest.total).toBe(2);
    expect(seen.rest.groups.map((group) => group._id)).toEqual([firstId, secondId]);

    // Update.
    const description = 'Changed while its page was kept.';
    expect(
      (await rest(app.url, 'PUT', `/groups/${firstId}`, { token: owner.token, body: { description } })).status,
    ).toBe(200);
    seen = await browseBoth();
    expect(seen.rest.groups[0]?.description).toBe(description);
    expect(seen.graphql.groups[0]?.description).toBe(description);

    // Join: the member count of the kept page moves.
    expect((await rest(app.url, 'POST', `/groups/${firstId}/join`, { token: member.token })).status).toBe(200);
    seen = await browseBoth();
    expect(seen.rest.groups[0]).toMatchObject({ memberCount: 1, spotsLeft: 4 });
    expect(seen.graphql.groups[0]).toMatchObject({ memberCount: 1, viewerIsMember: false });

    // Leave.
    expect((await rest(app.url, 'DELETE', `/groups/${firstId}/join`, { token: member.token })).status).toBe(200);
    seen = await browseBoth();
    expect(seen.rest.groups[0]).toMatchObject({ memberCount: 0, spotsLeft: 5 });
    expect(seen.graphql.groups[0]?.memberCount).toBe(0);

    // Delete.
    expect((await rest(app.url, 'DELETE', `/groups/${secondId}`, { token: owner.token })).status).toBe(200);
    seen = await browseBoth();
    expect(seen.rest.total).toBe(1);
    expect(seen.graphql.groups.map((group) => group.id)).toEqual([firstId]);
  });
});

describe('a kept anonymous answer follows the waitlist', () => {
  it('joining and leaving the waitlist of a full group shows in the next anonymous waitlistCount', async () => {
    const waiter = await createTestUser('Wyn Waiting');
    const id = await createRestGroupAs(app, owner, { groupName: `${word} Waitlisted`, maxMembers: 1 });
    expect((await rest(app.url, 'POST', `/groups/${id}/join`, { token: member.token })).status).toBe(200);
    const waitlistCount = async () => {
      await browseBoth();
      const { groups } = await graphqlBrowse();
      return (groups.find((group) => group.id === id) as GraphQLGroup & { waitlistCount: number }).waitlistCount;
    };
    expect(await waitlistCount()).toBe(0);
    expect((await rest(app.url, 'POST', `/groups/${id}/waitlist`, { token: waiter.token })).status).toBe(200);
    expect(await waitlistCount()).toBe(1);
    expect((await rest(app.url, 'DELETE', `/groups/${id}/waitlist`, { token: waiter.token })).status).toBe(200);
    expect(await waitlistCount()).toBe(0);
    expect((await rest(app.url, 'DELETE', `/groups/${id}`, { token: owner.token })).status).toBe(200);
  });
});

describe('GraphQL GETs, as Apollo Client sends its persisted queries', () => {
  const url = () =>
    `${app.url}/graphql?${new URLSearchParams({ query: browseQuery, variables: JSON.stringify({ search: word, first: 50 }) }).toString()}`;
  const preflighted = { 'apollo-require-preflight': 'true' };

  it('are kept by URL, revalidate, follow changes, and never let a request past CSRF prevention', async () => {
    const id = await createRestGroupAs(app, owner, { groupName: `${word} Gotten` });
    const first = await rawRequest(url(), preflighted);
    const again = await rawRequest(url(), preflighted);
    expect(first.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect((await rawRequest(url(), { ...preflighted, 'if-none-match': first.headers.etag ?? '' })).status).toBe(304);

    // The same URL without the header Apollo requires of a GET: refused, kept answer or not.
    const forged = await rawRequest(url(), {});
    expect(forged.status).toBe(400);
    expect(forged.body.toString('utf8')).toMatch(/Cross-Site Request Forgery/);

    const description = 'Changed while its GET was kept.';
    expect((await rest(app.url, 'PUT', `/groups/${id}`, { token: owner.token, body: { description } })).status).toBe(
      200,
    );
    const changed = await rawRequest(url(), preflighted);
    const nodes = (JSON.parse(changed.body.toString('utf8')) as { data: { groups: { nodes: GraphQLGroup[] } } }).data
      .groups.nodes;
    expect(nodes.find((group) => group.id === id)?.description).toBe(description);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect((await rest(app.url, 'DELETE', `/groups/${id}`, { token: owner.token })).status).toBe(200);
  });
});

describe('a signed-in viewer never gets an anonymous answer', () => {
  it('the organizer sees their email and ownership, the member their membership, after anonymous answers were kept', async () => {
    const id = await createRestGroupAs(app, owner, { groupName: `${word} Gamma` });
    expect((await rest(app.url, 'POST', `/groups/${id}/join`, { token: member.token })).status).toBe(200);
    const anonymous = await browseBoth();
    const anonymousGamma = anonymous.graphql.groups.find((group) => group.id === id);
    expect(anonymousGamma).toMatchObject({ userEmail: null, viewerIsOwner: false, viewerIsMember: false });
    expect(anonymous.rest.groups.find((group) => group._id === id)).not.toHaveProperty('userEmail');

    // The same questions, signed in, right after the anonymous answers were kept.
    const ownRest = (await restBrowse(owner.token)).groups.find((group) => group._id === id);
    expect(ownRest?.userEmail).toBe(owner.email);
    const ownGraphql = (await graphqlBrowse(owner.token)).groups.find((group) => group.id === id);
    expect(ownGraphql).toMatchObject({ userEmail: owner.email, viewerIsOwner: true });
    const memberGraphql = (await graphqlBrowse(member.token)).groups.find((group) => group.id === id);
    expect(memberGraphql).toMatchObject({ userEmail: null, viewerIsOwner: false, viewerIsMember: true });

    // And anonymous again: still nobody's email.
    const again = await graphqlBrowse();
    expect(again.groups.find((group) => group.id === id)).toMatchObject({ userEmail: null, viewerIsMember: false });
    expect((await restBrowse()).groups.find((group) => group._id === id)).not.toHaveProperty('userEmail');
  });
});

describe('kept answers and their compressed copies', () => {
  beforeAll(async () => {
    // Enough groups that a page is above the compression threshold.
    for (const letter of ['D', 'E', 'F', 'G', 'H', 'I']) {
      await createRestGroupAs(app, owner, { groupName: `${word} ${letter}`, description: restGroupBody().description });
    }
  });

  it.each([
    ['GET /groups', () => ({ path: browsePath, body: undefined, headers: {} })],
    [
      'POST /graphql',
      () => ({
        path: '/graphql',
        body: JSON.stringify({ query: browseQuery, variables: { search: word, first: 10 } }),
        headers: { 'content-type': 'application/json' },
      }),
    ],
  ])('%s: plain, br and gzip (first and kept) decode to the same bytes', async (_name, request) => {
    const { path, body, headers } = request();
    const plain = await rawRequest(`${app.url}${path}`, headers, body);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip', 'br', 'gzip', 'identity']) {
      const answer = await rawRequest(`${app.url}${path}`, { ...headers, 'accept-encoding': encoding }, body);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(decode(answer).equals(plain.body)).toBe(true);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('a kept page revalidates: its ETag answers 304', async () => {
    const first = await rawRequest(`${app.url}${browsePath}`, {});
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await rawRequest(`${app.url}${browsePath}`, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('a GraphQL answer with errors is never kept: each ask is answered afresh', async () => {
    const body = JSON.stringify({ query: '{ groups(filter: { organizerEmail: "a@b.c" }) { totalCount } }' });
    for (let ask = 0; ask < 2; ask += 1) {
      const answer = await rawRequest(`${app.url}/graphql`, { 'content-type': 'application/json' }, body);
      const parsed = JSON.parse(answer.body.toString('utf8')) as { errors?: { extensions?: { code?: string } }[] };
      expect(parsed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('which GraphQL documents may be kept', () => {
  it.each([
    [
      'a browse with fragments',
      'query A { groups { nodes { ...F } } } fragment F on Group { id memberCount waitlistCount }',
      true,
    ],
    [
      'one group and the categories',
      'query B($id: ID!) { group(id: $id) { id isActive } hobbyCategories { name } }',
      true,
    ],
    [
      'the cards’ next meeting (computed from the group alone)',
      '{ groups { nodes { id place { name } nextMeeting { startsAt frequency } } } }',
      true,
    ],
    [
      'a group’s sessions (RSVPs change without a group event)',
      '{ groups { nodes { id nextSession { startsAt } } } }',
      false,
    ],
    ['sessions in a fragment', '{ group(id: "x") { ...S } } fragment S on Group { sessions { totalCount } }', false],
    ['the viewer', '{ viewer { id } groups { totalCount } }', false],
    ['a mutation', 'mutation { deleteGroup(input: { id: "x" }) { deletedGroupId } }', false],
  ])('%s: %s', (_name, text, kept) => {
    expect(isPublicDocument(parse(text))).toBe(kept);
  });
});

/** Header names and values, but those that differ per request (date, request id, rate-limit counters). */
function comparable(headers: RawResponse['headers']): Record<string, unknown> {
  const perRequest = new Set(['date', 'x-request-id', 'ratelimit-remaining', 'ratelimit-reset']);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !perRequest.has(name)));
}

describe('the first middleware answers kept browses with the headers of the whole chain', () => {
  it.each([
    ['no extra header', 11, {}],
    ['an allowed origin', 12, { origin: 'https://partner.example' }],
    ['another origin', 13, { origin: 'https://elsewhere.example' }],
    ['brotli accepted', 14, { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip accepted', 15, { 'accept-encoding': 'gzip' }],
  ])('%s', async (_name, limit, headers: Record<string, string>) => {
    // A URL of its own: the first two answers are built by the chain (a question is kept from
    // its second ask) and the third is the kept one.
    const path = `/groups?search=${word}&limit=${limit}`;
    const built = await rawRequest(`${app.url}${path}`, headers);
    await rawRequest(`${app.url}${path}`, headers);
    const kept = await rawRequest(`${app.url}${path}`, headers);
    expect(kept.status).toBe(200);
    expect(comparable(kept.headers)).toEqual(comparable(built.headers));
    expect(kept.headerNames).toEqual(built.headerNames);
    expect(kept.body.equals(built.body)).toBe(true);
    expect(kept.headers['x-request-id']).not.toBe(built.headers['x-request-id']);
  });
});

describe('the first middleware answers kept GraphQL questions with the headers of the whole chain', () => {
  it.each([
    ['no extra header', 21, {}],
    ['an allowed origin', 22, { origin: 'https://partner.example' }],
    ['brotli accepted', 23, { 'accept-encoding': 'br' }],
    ['the GraphQL media type', 24, { accept: 'application/graphql-response+json' }],
  ])('%s', async (_name, first, headers: Record<string, string>) => {
    // A question of its own: the first two answers are built by the chain (a question is kept
    // from its second ask) and the third is the kept one.
    const body = JSON.stringify({ query: browseQuery, variables: { search: word, first } });
    const post = () => rawRequest(`${app.url}/graphql`, { 'content-type': 'application/json', ...headers }, body);
    const built = await post();
    await post();
    const kept = await post();
    expect(kept.status).toBe(200);
    expect(comparable(kept.headers)).toEqual(comparable(built.headers));
    expect(kept.headerNames).toEqual(built.headerNames);
    expect(decode(kept).equals(decode(built))).toBe(true);
  });

  it('a body over the limit is refused as before (413), kept answers or not', async () => {
    const huge = JSON.stringify({ query: browseQuery, variables: { search: 'x'.repeat(200_000) } });
    const refused = await rawRequest(`${app.url}/graphql`, { 'content-type': 'application/json' }, huge);
    expect(refused.status).toBe(413);
    expect(refused.headers['content-security-policy']).toBeTruthy();
    expect(refused.headers['x-request-id']).toBeTruthy();
  });
});

describe('GraphQL bodies the first middleware reads as text are judged as body-parser judges them', () => {
  /** The answer, without its request id, to `body` sent as a client sends JSON. */
  const answerTo = async (body: string, contentType: string) => {
    const answer = await rawRequest(`${app.url}/graphql`, { 'content-type': contentType }, body);
    const text = answer.body.toString('utf8').replace(/"requestId":"[^"]*"/, '');
    return { status: answer.status, text };
  };

  it.each([
    ['not JSON', 'not json'],
    ['a JSON string', '"a string"'],
    ['cut short', '{"query": '],
    ['empty', ''],
    ['an array (a batch)', JSON.stringify([{ query: '{ hobbyCategories { name } }' }])],
    ['with a byte-order mark', `\uFEFF${JSON.stringify({ query: '{ hobbyCategories { name } }' })}`],
    ['leading whitespace', ` \n\t${JSON.stringify({ query: '{ hobbyCategories { name } }' })}`],
  ])('%s: as through the parser', async (_name, body) => {
    // `charset="utf-8"` (quoted) is left to body-parser by the first middleware; plain JSON is read by it.
    const parsed = await answerTo(body, 'application/json; charset="utf-8"');
    expect(parsed.status).toBeLessThan(500);
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      expect(await answerTo(body, contentType)).toEqual(parsed);
    }
  });
});

describe('kept answers with the rate limit on, and in the access log', () => {
  const { lines, sink } = logSink();
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      env: { RATE_LIMIT_READS: '6' },
      logger: createLogger('info', 'json', sink),
      databaseName: app.database.connection.name,
    });
  });
  afterAll(() => limited.stop());

  it('every answer, kept or built, counts once against the per-IP limit, shows its headers and is logged; past the limit, 429', async () => {
    const graphqlBody = JSON.stringify({ query: browseQuery, variables: { search: word, first: 10 } });
    const ask = (kind: 'rest' | 'graphql') =>
      kind === 'rest'
        ? rawRequest(`${limited.url}${browsePath}`, {})
        : rawRequest(`${limited.url}/graphql`, { 'content-type': 'application/json' }, graphqlBody);
    // The third ask of each is answered from kept bytes (a question is kept from its second).
    const kinds = ['graphql', 'graphql', 'graphql', 'rest', 'rest', 'rest', 'rest'] as const;
    const answers = [];
    for (const kind of kinds) answers.push(await ask(kind));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers['ratelimit-remaining'])).toEqual(['5', '4', '3', '2', '1', '0', '0']);
    expect(answers[6]?.headers['retry-after']).toBeTruthy();
    expect(JSON.parse(answers[6]?.body.toString('utf8') ?? '{}')).toMatchObject({ error: 'RATE_LIMITED' });
    const logged = lines.filter((line) => ['/groups', '/graphql'].includes((line.req as { path: string }).path));
    expect(logged.map((line) => line.requestId)).toEqual(answers.map((answer) => answer.headers['x-request-id']));
    expect(logged.map((line) => line.message)).toEqual([
      ...Array<string>(3).fill('POST /graphql 200'),
      ...Array<string>(3).fill('GET /groups 200'),
      'GET /groups 429',
    ]);
  });
});
