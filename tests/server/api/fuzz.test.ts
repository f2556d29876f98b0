import fc from 'fast-check';
import { groupFields } from '@/groups/validation';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { groupInput, restGroupBody } from '../fixtures';

/**
 * Property-based fuzzing of both APIs: thousands of generated malformed requests (random
 * bodies, wrong types, huge strings, unicode, nested objects, operator keys, random paths,
 * methods and headers, malformed JSON), plus some valid ones. Properties: no 5xx ever, the
 * process stays up, and the database holds exactly the groups whose creation was acknowledged
 * minus those whose deletion was, each a valid group owned by a real test user.
 */

const restRuns = 1_200;
const graphqlRuns = 1_000;

interface Sent {
  status: number;
  text: string;
}

let app: TestApp;
let users: TestUser[];
const created = new Set<string>();
const deleted = new Set<string>();
let sent = 0;

beforeAll(async () => {
  // Rate limits off: this test sends thousands of requests from one IP and one user on purpose.
  [app, ...users] = await Promise.all([
    startTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } }),
    createTestUser('Fuzz One'),
    createTestUser('Fuzz Two'),
  ]);
});
afterAll(() => app.stop());

async function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Sent> {
  sent += 1;
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
  return { status: res.status, text: await res.text() };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** encodeURIComponent that cannot throw on a lone surrogate (generated strings have them). */
const encode = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

// --- generators -----------------------------------------------------------------------------

const operatorKey = fc.constantFrom(
  '$gt',
  '$ne',
  '$where',
  '$regex',
  '$set',
  '$expr',
  '__proto__',
  'constructor',
  '$in',
);
const operatorObject = fc.dictionary(
  operatorKey,
  fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant({})),
  {
    minKeys: 1,
    maxKeys: 3,
  },
);
const hugeString = fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'ü'.repeat(n / 2));
const weirdString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '.*', '(', '[a-z]+', '\\', '%00', '\u0000', '😀', 'null', 'undefined', '{"$gt":""}'),
);
const anyValue = fc.oneof(
  { weight: 4, arbitrary: weirdString },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 2, arbitrary: operatorObject },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 6 }) },
);
/** A group body with some fields replaced by hostile values, some removed, some added. */
const groupBody = fc
  .record({
    replace: fc.dictionary(fc.constantFrom(...groupFields, 'userEmail', 'ownerUid', '_id', 'userName'), anyValue, {
      maxKeys: 4,
    }),
    extra: fc.dictionary(fc.oneof(operatorKey, fc.string({ maxLength: 8 })), anyValue, { maxKeys: 2 }),
    drop: fc.subarray([...groupFields]),
    valid: fc.boolean(),
  })
  .map(({ replace, extra, drop, valid }) => {
    const body: Record<string, unknown> = {
      ...restGroupBody({ groupName: `Fuzz ${Math.random().toString(36).slice(2, 8)}` }),
    };
    if (valid) return body;
    for (const field of drop) delete body[field];
    return { ...body, ...replace, ...extra };
  });
const rawBody = fc.oneof(
  { weight: 4, arbitrary: groupBody.map((body) => JSON.stringify(body)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 8 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[', 'null', '"x"', '{"groupName": "a" "b"}', '\u0000', '{}') },
  { weight: 1, arbitrary: hugeString.map((s) => JSON.stringify({ description: s })) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 200 }).map((depth) => '['.repeat(depth * 50) + ']'.repeat(depth * 50)),
  },
);
const idLike = fc.oneof(
  fc.constant('ID'), // replaced by a real group id when there is one
  fc.stringMatching(/^[0-9a-f]{24}$/),
  weirdString.map(encode),
  operatorObject.map((o) => encode(JSON.stringify(o))),
  fc.constantFrom('%24gt', '..%2F..%2Fetc%2Fpasswd', '%ZZ', '[$ne]', 'null', '0'),
);
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('search', 'sort', 'limit', 'after', 'search[$regex]', 'limit[$gt]', 'sort[]'),
        fc.string({ maxLength: 6 }),
      ),
      weirdString,
    ),
    { maxLength: 3 },
  )
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : ''));
const restPath = fc.oneof(
  fc.tuple(fc.constant('/groups'), queryString).map(([p, q]) => p + q),
  idLike.map((id) => `/groups/${id}`),
  idLike.map((id) => `/groups/${id}/join`),
  weirdString.map((email) => `/groups/by-email/${encode(email)}`),
  fc.webPath().map((p) => `/groups${p}`),
  fc.webPath(),
);
const authorization = fc.oneof(
  fc.constantFrom<string | undefined>(undefined, 'USER0', 'USER1', 'Bearer', 'Bearer garbage', 'Basic eDp5'),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x21-\x7e]/g, '')}`),
);
const contentType = fc.constantFrom<string | undefined>(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/graphql',
  undefined,
  '*/*',
);
const extraHeaders = fc.dictionary(
  // Not accept: a browser asking for HTML gets the client page, which the test app has not built (503 by design).
  fc.constantFrom('x-request-id', 'x-forwarded-for', 'origin', 'apollo-require-preflight', 'x-apollo-operation-name'),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '').trim()),
  { maxKeys: 2 },
);

function headersFor(auth: string | undefined, type: string | undefined, extra: Record<string, string>) {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  if (type) headers['content-type'] = type;
  if (auth === 'USER0' || auth === 'USER1') headers.authorization = `Bearer ${users[auth === 'USER0' ? 0 : 1]?.token}`;
  else if (auth !== undefined) headers.authorization = auth;
  return headers;
}

/** A known group id to aim at, so updates, deletes and joins sometimes hit a real group. */
function someGroupId(): string {
  const live = [...created].filter((id) => !deleted.has(id));
  return live[Math.floor(Math.random() * live.length)] ?? '0123456789abcdef01234567';
}

// --- the properties --------------------------------------------------------------------------

describe('fuzz', () => {
  it(`REST: ${restRuns} generated requests, no 5xx, and the acknowledged writes are exactly what is stored`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'POST', 'PUT', 'DELETE'),
        restPath,
        rawBody,
        authorization,
        contentType,
        extraHeaders,
        fc.nat(9),
        async (method, rawPath, body, rawAuth, rawType, extra, plausible) => {
          // Three in ten are well-formed writes by a signed-in user, so valid writes happen too.
          const wellFormed = plausible < 3;
          const auth = wellFormed ? `USER${plausible % 2}` : rawAuth;
          const type = wellFormed ? 'application/json' : rawType;
          const aimed = method === 'POST' ? '/groups' : '/groups/ID';
          const path = (wellFormed ? aimed : rawPath).replace('/ID', `/${someGroupId()}`);
          const res = await send(method, path, headersFor(auth, type, extra), body);
          expect([method, path, res.status]).toEqual([method, path, expect.any(Number)]);
          if (res.status >= 500) throw new Error(`${method} ${path} → ${res.status} ${res.text.slice(0, 300)}`);
          const json = parsed(res.text) as { insertedId?: string; deletedCount?: number } | undefined;
          // Any path that reaches the create (`/groups?x`, `/groups/`) counts, not only `/groups`.
          if (method === 'POST' && res.status === 201 && json?.insertedId) created.add(json.insertedId);
          if (method === 'DELETE' && res.status === 200 && json?.deletedCount === 1) {
            deleted.add(path.split('/')[2]?.split('?')[0]?.toLowerCase() ?? '');
          }
        },
      ),
      { numRuns: restRuns, endOnFailure: true },
    );
  });

  it(`GraphQL: ${graphqlRuns} generated requests, no 5xx, and the acknowledged writes are exactly what is stored`, async () => {
    const operations = [
      'query ($search: String, $first: Int, $after: String) { groups(search: $search, first: $first, after: $after) { totalCount nodes { id groupName } } }',
      'query ($id: ID!) { group(id: $id) { id groupName members { displayName } } }',
      'query ($email: String!) { groupsByEmail(email: $email) { totalCount } }',
      'mutation ($input: CreateGroupInput!) { createGroup(input: $input) { group { id } } }',
      'mutation ($input: UpdateGroupInput!) { updateGroup(input: $input) { group { id } } }',
      'mutation ($input: DeleteGroupInput!) { deleteGroup(input: $input) { deletedGroupId } }',
      'mutation ($input: GroupMembershipInput!) { joinGroup(input: $input) { group { id } } }',
      '{ viewer { id groupCount joinedGroups { totalCount } } }',
    ];
    const variables = fc.oneof(
      fc.record({
        input: groupBody.map((body) => ({
          ...groupInput(),
          ...body,
          hobbyCategory: body.hobbyCategory === 'Drawing & Painting' ? 'DRAWING_AND_PAINTING' : body.hobbyCategory,
        })),
      }),
      fc.record({
        input: fc.record({ id: fc.oneof(fc.constant('ID'), anyValue), location: anyValue }, { requiredKeys: [] }),
      }),
      fc.record(
        {
          id: fc.oneof(fc.constant('ID'), anyValue),
          search: anyValue,
          first: anyValue,
          after: anyValue,
          email: anyValue,
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 5 }),
    );
    const request = fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .record(
            {
              query: fc.constantFrom(...operations),
              variables,
              operationName: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
            },
            { requiredKeys: ['query'] },
          )
          .map((r) => JSON.stringify(r)),
      },
      {
        weight: 2,
        arbitrary: fc
          .record({
            query: fc.oneof(weirdString, fc.string({ maxLength: 300 }), hugeString),
            variables: fc.jsonValue({ maxDepth: 4 }),
          })
          .map((r) => JSON.stringify(r)),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.record({ query: fc.constantFrom(...operations) }), { minLength: 2, maxLength: 4 })
          .map((r) => JSON.stringify(r)),
      },
      { weight: 1, arbitrary: rawBody },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT'),
        request,
        authorization,
        contentType,
        extraHeaders,
        fc.nat(9),
        async (rawMethod, rawBodyText, rawAuth, rawType, extra, plausible) => {
          const wellFormed = plausible < 3;
          const method = wellFormed ? 'POST' : rawMethod;
          const auth = wellFormed ? `USER${plausible % 2}` : rawAuth;
          const type = wellFormed ? 'application/json' : rawType;
          const body = rawBodyText.replace(/"ID"/g, JSON.stringify(someGroupId()));
          const path = method === 'GET' ? `/graphql?query=${encode(body.slice(0, 2_000))}` : '/graphql';
          const res = await send(method, path, headersFor(auth, type, extra), body);
          if (res.status >= 500)
            throw new Error(`${method} /graphql ${body.slice(0, 200)} → ${res.status} ${res.text.slice(0, 300)}`);
          const json = parsed(res.text) as
            | { data?: { createGroup?: { group?: { id?: string } }; deleteGroup?: { deletedGroupId?: string } } | null }
            | undefined;
          const createdId = json?.data?.createGroup?.group?.id;
          if (createdId) created.add(createdId);
          const deletedId = json?.data?.deleteGroup?.deletedGroupId;
          if (deletedId) deleted.add(deletedId);
        },
      ),
      { numRuns: graphqlRuns, endOnFailure: true },
    );
  });

  it('leaves the process up and the database holding only the acknowledged, valid writes', async () => {
    expect(sent).toBeGreaterThanOrEqual(2_000);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);

    const stored = await app.model.find().lean();
    const expected = [...created].filter((id) => !deleted.has(id)).sort();
    expect(stored.map((group) => group._id.toString()).sort()).toEqual(expected);
    const owners = new Set(users.map((user) => user.uid));
    for (const group of stored) {
      expect(owners.has(group.ownerUid)).toBe(true);
      expect(users.map((user) => user.email)).toContain(group.userEmail);
      expect(Object.keys(group).filter((key) => key.startsWith('$'))).toEqual([]);
      expect(typeof group.groupName).toBe('string');
      expect(typeof group.maxMembers).toBe('number');
      expect(group.startDate).toBeInstanceOf(Date);
    }
    console.info(
      `fuzz: ${sent} requests, ${created.size} groups created, ${deleted.size} deleted, ${stored.length} stored, no 5xx`,
    );
  });
});
