import { testProjectId, testServices } from '../../support/env';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import {
  CreateGroupMutation,
  DeleteGroupMutation,
  GroupQuery,
  GroupsByEmailQuery,
  GroupsQuery,
  UpdateGroupMutation,
  ViewerQuery,
} from '../documents';
import {
  createGroupAs,
  createRestGroupAs,
  graphqlUntyped,
  groupInput,
  onlyError,
  restGroupBody,
  storedGroups,
  uniqueName,
  type RestError,
  withoutRateLimits,
} from '../fixtures';

/**
 * Who may do what: the viewer comes only from a verified Firebase ID token (real Auth
 * Emulator accounts), owners alone change their groups, and an organizer's email is theirs.
 */

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
let aliceGroupId: string;

beforeAll(async () => {
  [app, alice, bob] = await Promise.all([
    startTestApp(withoutRateLimits),
    createTestUser('Alice Owner'),
    createTestUser('Bob Other'),
  ]);
  aliceGroupId = (await createGroupAs(app, alice, { groupName: uniqueName('Alice Club') })).id;
});
afterAll(() => app.stop());

/** Calls the Auth Emulator's Identity Toolkit API as a client would. */
async function identityToolkit<T>(method: string, body: object): Promise<T> {
  const { authEmulatorHost } = testServices();
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`accounts:${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A base64url JWT part. */
const jwtPart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** POSTs a GraphQL document with an exact Authorization header (or none). */
async function graphqlWithHeader(authorization: string | undefined, query: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization === undefined ? {} : { authorization }) },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: response.status, body };
}

/** An unsigned token, shaped like the emulator's own, for an account that does not exist. */
function forgedToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${testProjectId}`,
    aud: testProjectId,
    auth_time: now,
    user_id: 'no-such-user',
    sub: 'no-such-user',
    iat: now,
    exp: now + 3600,
    email: 'ghost@example.com',
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return [jwtPart({ alg: 'none', typ: 'JWT' }), jwtPart(claims), ''].join('.');
}

const badHeaders: [string, string][] = [
  ['a garbage token', 'Bearer not-a-real-token'],
  ['an unsigned token for an account that does not exist', `Bearer ${forgedToken()}`],
  ['another scheme', 'Token abc.def.ghi'],
  ['"Bearer" without a token', 'Bearer'],
  ['"Bearer" with blanks only', 'Bearer    '],
  ['two tokens', 'Bearer abc def'],
  ['a bare token without the scheme', 'abc.def.ghi'],
];

describe('a bad Authorization header fails the request as UNAUTHENTICATED', () => {
  it.each(badHeaders)('GraphQL with %s → HTTP 401, UNAUTHENTICATED, even for a public query', async (_, header) => {
    const res = await graphqlWithHeader(header, '{ groups { totalCount } }');
    expect(res.status).toBe(401);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.body.errors?.[0]?.message).toMatch(/sign|Bearer/i);
  });

  it.each(badHeaders)('REST with %s → 401 JSON, for reads and writes', async (_, header) => {
    const before = await storedGroups(app);
    for (const [method, path, body] of [
      ['GET', '/groups', undefined],
      ['GET', `/groups/${aliceGroupId}`, undefined],
      ['POST', '/groups', restGroupBody({ groupName: uniqueName('Bad Header') })],
      ['PUT', `/groups/${aliceGroupId}`, { location: 'Hijacked' }],
      ['DELETE', `/groups/${aliceGroupId}`, undefined],
    ] as const) {
      const res = await rest<RestError>(app.url, method, path, { body, headers: { authorization: header } });
      expect({ method, status: res.status }).toEqual({ method, status: 401 });
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toMatchObject({ error: 'UNAUTHENTICATED', message: expect.stringMatching(/\S/) });
    }
    expect(await storedGroups(app)).toEqual(before);
  });

  it('the scheme is case-insensitive, as HTTP says: "bearer <token>" works', async () => {
    const res = await graphqlWithHeader(`bearer ${alice.token}`, '{ viewer { id } }');
    expect(res).toMatchObject({ status: 200, body: { data: { viewer: { id: alice.uid } } } });
  });

  it('the token of a deleted account is refused', async () => {
    const doomed = await createTestUser('Short Lived');
    const created = await createRestGroupAs(app, doomed, { groupName: uniqueName('Orphan') });
    await identityToolkit('delete', { idToken: doomed.token });
    const res = await rest<RestError>(app.url, 'PUT', `/groups/${created}`, {
      body: { location: 'After Deletion' },
      token: doomed.token,
    });
    expect(res).toMatchObject({ status: 401, body: { error: 'UNAUTHENTICATED' } });
    const gql = await graphqlRequest(app.url, ViewerQuery, {}, doomed.token);
    expect(gql.status).toBe(401);
    expect(onlyError(gql).code).toBe('UNAUTHENTICATED');
  });
});

describe('without a token, writes and private reads are UNAUTHENTICATED', () => {
  it('GraphQL createGroup, updateGroup, deleteGroup and groupsByEmail', async () => {
    const before = await storedGroups(app);
    const create = await graphqlRequest(app.url, CreateGroupMutation, { input: groupInput() });
    const update = await graphqlRequest(app.url, UpdateGroupMutation, {
      input: { id: aliceGroupId, location: 'Nowhere' },
    });
    const remove = await graphqlRequest(app.url, DeleteGroupMutation, { input: { id: aliceGroupId } });
    const byEmail = await graphqlRequest(app.url, GroupsByEmailQuery, { email: alice.email });
    for (const res of [create, update, remove, byEmail]) {
      expect(res.data).toBeNull();
      expect(onlyError(res).code).toBe('UNAUTHENTICATED');
    }
    expect(await storedGroups(app)).toEqual(before);
  });

  it('REST POST, PUT, DELETE and GET /groups/by-email/:email → 401 JSON', async () => {
    const before = await storedGroups(app);
    for (const [method, path, body] of [
      ['POST', '/groups', restGroupBody()],
      ['PUT', `/groups/${aliceGroupId}`, restGroupBody({ location: 'Nowhere' })],
      ['DELETE', `/groups/${aliceGroupId}`, undefined],
      ['GET', `/groups/by-email/${encodeURIComponent(alice.email)}`, undefined],
    ] as const) {
      const res = await rest<RestError>(app.url, method, path, { body });
      expect({ method, status: res.status }).toEqual({ method, status: 401 });
      expect(res.body).toEqual({
        error: 'UNAUTHENTICATED',
        message: 'You must be signed in to do this.',
        requestId: expect.any(String),
      });
    }
    expect(await storedGroups(app)).toEqual(before);
  });

  it('anonymous reads of public data still work', async () => {
    expect((await graphqlRequest(app.url, GroupQuery, { id: aliceGroupId })).data?.group?.id).toBe(aliceGroupId);
    expect((await rest(app.url, 'GET', `/groups/${aliceGroupId}`)).status).toBe(200);
    expect((await graphqlRequest(app.url, ViewerQuery, {})).data?.viewer).toBeNull();
  });
});

describe('only the organizer can change or delete a group', () => {
  it('GraphQL: Bob’s updateGroup and deleteGroup on Alice’s group are FORBIDDEN and change nothing', async () => {
    const before = await app.model.findById(aliceGroupId).lean();
    const update = await graphqlRequest(
      app.url,
      UpdateGroupMutation,
      { input: { id: aliceGroupId, location: 'Bob’s Basement', maxMembers: 1 } },
      bob.token,
    );
    expect(update.data).toBeNull();
    expect(onlyError(update).code).toBe('FORBIDDEN');
    const remove = await graphqlRequest(app.url, DeleteGroupMutation, { input: { id: aliceGroupId } }, bob.token);
    expect(remove.data).toBeNull();
    expect(onlyError(remove).code).toBe('FORBIDDEN');
    expect(await app.model.findById(aliceGroupId).lean()).toEqual(before);
  });

  it('GraphQL: ownership is checked before validation, so Bob learns nothing from bad input', async () => {
    const update = await graphqlRequest(
      app.url,
      UpdateGroupMutation,
      { input: { id: aliceGroupId, location: '' } },
      bob.token,
    );
    expect(onlyError(update).code).toBe('FORBIDDEN');
  });

  it('REST: Bob’s PUT and DELETE on Alice’s group are 403 and change nothing', async () => {
    const before = await app.model.findById(aliceGroupId).lean();
    const put = await rest<RestError>(app.url, 'PUT', `/groups/${aliceGroupId}`, {
      body: { ...restGroupBody({ location: 'Bob’s Basement' }), groupName: before?.groupName },
      token: bob.token,
    });
    expect(put).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN', message: expect.stringMatching(/organizer/) },
    });
    const del = await rest<RestError>(app.url, 'DELETE', `/groups/${aliceGroupId}`, { token: bob.token });
    expect(del).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(await app.model.findById(aliceGroupId).lean()).toEqual(before);
  });

  it('the owner’s own update and delete still work afterwards', async () => {
    const group = await createGroupAs(app, alice, { groupName: uniqueName('Alice Temp') });
    const update = await graphqlRequest(
      app.url,
      UpdateGroupMutation,
      { input: { id: group.id, maxMembers: 3 } },
      alice.token,
    );
    expect(update.data?.updateGroup.group.maxMembers).toBe(3);
    const del = await rest(app.url, 'DELETE', `/groups/${group.id}`, { token: alice.token });
    expect(del.status).toBe(200);
    expect(await app.model.findById(group.id).lean()).toBeNull();
  });
});

describe('groupsByEmail lists only your own groups', () => {
  it('GraphQL: your own email (any case) works; someone else’s is FORBIDDEN', async () => {
    const own = await graphqlRequest(app.url, GroupsByEmailQuery, { email: alice.email.toUpperCase() }, alice.token);
    expect(own.errors).toBeUndefined();
    expect(own.data?.groupsByEmail.nodes.map((group) => group.id)).toContain(aliceGroupId);
    expect(own.data?.groupsByEmail.nodes.every((group) => group.userEmail === alice.email)).toBe(true);

    const other = await graphqlRequest(app.url, GroupsByEmailQuery, { email: alice.email }, bob.token);
    expect(other.data).toBeNull();
    expect(onlyError(other).code).toBe('FORBIDDEN');
  });

  it('REST: GET /groups/by-email/:email for someone else is 403, anonymous is 401', async () => {
    const path = `/groups/by-email/${encodeURIComponent(alice.email)}`;
    expect(await rest(app.url, 'GET', path, { token: bob.token })).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    expect(await rest(app.url, 'GET', path)).toMatchObject({ status: 401, body: { error: 'UNAUTHENTICATED' } });
    const own = await rest<{ _id: string; userEmail?: string }[]>(app.url, 'GET', path, { token: alice.token });
    expect(own.status).toBe(200);
    expect(own.body.map((group) => group._id)).toContain(aliceGroupId);
    expect(own.body.every((group) => group.userEmail === alice.email)).toBe(true);
  });
});

describe('an organizer’s email is visible to the organizer only', () => {
  let bobGroupId: string;
  let label: string;

  beforeAll(async () => {
    label = uniqueName('Email Privacy');
    await createGroupAs(app, alice, { groupName: `${label} A` });
    bobGroupId = (await createGroupAs(app, bob, { groupName: `${label} B` })).id;
  });

  it('GraphQL group(id): null for anonymous and other users, the email for the owner', async () => {
    const anonymous = await graphqlRequest(app.url, GroupQuery, { id: aliceGroupId });
    const other = await graphqlRequest(app.url, GroupQuery, { id: aliceGroupId }, bob.token);
    const owner = await graphqlRequest(app.url, GroupQuery, { id: aliceGroupId }, alice.token);
    expect(anonymous.data?.group).toMatchObject({ userEmail: null, viewerIsOwner: false, userName: 'Alice Owner' });
    expect(other.data?.group).toMatchObject({ userEmail: null, viewerIsOwner: false });
    expect(owner.data?.group).toMatchObject({ userEmail: alice.email, viewerIsOwner: true });
  });

  it('GraphQL groups list: each viewer sees only their own groups’ emails', async () => {
    const emailsSeenBy = async (token?: string) => {
      const res = await graphqlRequest(app.url, GroupsQuery, { search: label }, token);
      return Object.fromEntries((res.data?.groups.nodes ?? []).map((group) => [group.groupName, group.userEmail]));
    };
    expect(await emailsSeenBy()).toEqual({ [`${label} A`]: null, [`${label} B`]: null });
    expect(await emailsSeenBy(alice.token)).toEqual({ [`${label} A`]: alice.email, [`${label} B`]: null });
    expect(await emailsSeenBy(bob.token)).toEqual({ [`${label} A`]: null, [`${label} B`]: bob.email });
  });

  it('REST single reads: the userEmail field is absent for anonymous and other users', async () => {
    const anonymous = await rest<Record<string, unknown>>(app.url, 'GET', `/groups/${bobGroupId}`);
    const other = await rest<Record<string, unknown>>(app.url, 'GET', `/groups/${bobGroupId}`, { token: alice.token });
    const owner = await rest<Record<string, unknown>>(app.url, 'GET', `/groups/${bobGroupId}`, { token: bob.token });
    expect(anonymous.body).not.toHaveProperty('userEmail');
    expect(other.body).not.toHaveProperty('userEmail');
    expect(owner.body.userEmail).toBe(bob.email);
    // Nothing else leaks the organizer's identity either.
    for (const body of [anonymous.body, other.body]) {
      expect(JSON.stringify(body)).not.toContain(bob.email);
      expect(JSON.stringify(body)).not.toContain(bob.uid);
    }
  });

  it('REST lists: the userEmail field is absent except on the viewer’s own groups', async () => {
    const seenBy = async (token?: string) => {
      const res = await rest<Record<string, unknown>[]>(app.url, 'GET', `/groups?search=${encodeURIComponent(label)}`, {
        token,
      });
      expect(res.body).toHaveLength(2);
      return Object.fromEntries(
        res.body.map((group) => [group.groupName, 'userEmail' in group ? group.userEmail : 'absent']),
      );
    };
    expect(await seenBy()).toEqual({ [`${label} A`]: 'absent', [`${label} B`]: 'absent' });
    expect(await seenBy(alice.token)).toEqual({ [`${label} A`]: alice.email, [`${label} B`]: 'absent' });
    expect(await seenBy(bob.token)).toEqual({ [`${label} A`]: 'absent', [`${label} B`]: bob.email });
  });
});

describe('the organizer comes from the token, never from the body', () => {
  const smuggled = {
    userName: 'Mallory Impostor',
    userEmail: 'mallory@evil.example',
    ownerUid: 'mallory-uid',
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    nameKey: 'aaa first in every list',
    createdAt: '2001-01-01T00:00:00.000Z',
    updatedAt: '2001-01-01T00:00:00.000Z',
    __v: 99,
  };

  it('REST POST ignores userName, userEmail, ownerUid, _id, createdAt and the like', async () => {
    const name = uniqueName('Smuggled Create');
    const started = Date.now();
    const id = await createRestGroupAs(app, alice, { ...smuggled, groupName: name });
    expect(id).not.toBe(smuggled._id);
    expect(await app.model.findById(smuggled._id).lean()).toBeNull();
    const stored = await app.model.findById(id).lean();
    expect(stored).toMatchObject({
      groupName: name,
      nameKey: name.toLowerCase(),
      userName: 'Alice Owner',
      userEmail: alice.email,
      ownerUid: alice.uid,
    });
    expect(stored?.createdAt.getTime()).toBeGreaterThanOrEqual(started - 5_000);
    expect(stored?.updatedAt.getTime()).toBeGreaterThanOrEqual(started - 5_000);
    expect(stored?.__v).toBe(0);
  });

  it('REST PUT ignores the same fields and keeps the organizer and creation time', async () => {
    const name = uniqueName('Smuggled Update');
    const id = await createRestGroupAs(app, alice, { groupName: name });
    const before = await app.model.findById(id).lean();
    const res = await rest(app.url, 'PUT', `/groups/${id}`, {
      body: { ...restGroupBody({ groupName: name, location: 'Updated Place' }), ...smuggled },
      token: alice.token,
    });
    expect(res).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    const after = await app.model.findById(id).lean();
    expect(after).toMatchObject({
      location: 'Updated Place',
      nameKey: name.toLowerCase(),
      userName: 'Alice Owner',
      userEmail: alice.email,
      ownerUid: alice.uid,
      createdAt: before?.createdAt,
    });
    expect(await app.model.findById(smuggled._id).lean()).toBeNull();
  });

  it('REST PUT with only organizer fields changes nothing', async () => {
    const id = await createRestGroupAs(app, alice, { groupName: uniqueName('Only Owner Fields') });
    const before = await app.model.findById(id).lean();
    const res = await rest(app.url, 'PUT', `/groups/${id}`, { body: smuggled, token: alice.token });
    expect(res).toMatchObject({ status: 200, body: { matchedCount: 1, modifiedCount: 0 } });
    expect(await app.model.findById(id).lean()).toEqual(before);
  });

  it('GraphQL inputs have no organizer fields at all: sending one is BAD_USER_INPUT', async () => {
    const before = await app.model.countDocuments();
    for (const extra of [{ userName: 'Mallory' }, { userEmail: 'mallory@evil.example' }, { ownerUid: 'mallory-uid' }]) {
      const res = await graphqlUntyped(
        app.url,
        CreateGroupMutation,
        { input: { ...groupInput(), ...extra } },
        alice.token,
      );
      expect(onlyError(res).code).toBe('BAD_USER_INPUT');
    }
    expect(await app.model.countDocuments()).toBe(before);
  });

  it('an account without a display name is named by its email’s first part', async () => {
    const { email, token } = await createTestUser(null);
    const res = await graphqlRequest(app.url, CreateGroupMutation, { input: groupInput() }, token);
    expect(res.errors).toBeUndefined();
    expect(res.data?.createGroup.group).toMatchObject({ userName: email.split('@')[0], userEmail: email });
  });
});
