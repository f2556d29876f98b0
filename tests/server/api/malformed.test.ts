import { Types } from 'mongoose';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { DeleteGroupMutation, GroupQuery, UpdateGroupMutation } from '../documents';
import {
  createRestGroupAs,
  onlyError,
  restGroupBody,
  storedGroups,
  uniqueName,
  withoutRateLimits,
  type RestError,
} from '../fixtures';

/**
 * Whatever a client sends — malformed ids, broken JSON, MongoDB operators in bodies or query
 * strings, oversized bodies — is a clear 4xx, stores and changes nothing, and the server stays up.
 */

let app: TestApp;
let owner: TestUser;
let groupId: string;

beforeAll(async () => {
  [app, owner] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Mal Formed')]);
  groupId = await createRestGroupAs(app, owner, { groupName: uniqueName('Target') });
});
afterAll(() => app.stop());

/** Runs `act` and asserts the stored groups are exactly as before. */
async function expectNothingChanged(act: () => Promise<void>) {
  const before = await storedGroups(app);
  await act();
  expect(await storedGroups(app)).toEqual(before);
}

const malformedIds: [string, string][] = [
  ['too short', 'abc'],
  ['digits, too short', '0123'],
  ['25 hex characters', 'a'.repeat(25)],
  ['24 non-hex characters', 'z'.repeat(24)],
  ['an operator', '$where'],
  ['12 characters (a valid ObjectId byte string)', 'abcdefghijkl'],
  ['24 hex characters with a blank', `${'a'.repeat(23)} `],
];

describe('malformed ids are bad input, never a 500 or a database query', () => {
  it.each(malformedIds)(
    'GraphQL group / updateGroup / deleteGroup with %s → BAD_USER_INPUT naming id',
    async (_, id) => {
      await expectNothingChanged(async () => {
        const read = await graphqlRequest(app.url, GroupQuery, { id });
        const update = await graphqlRequest(
          app.url,
          UpdateGroupMutation,
          { input: { id, location: 'X Y' } },
          owner.token,
        );
        const remove = await graphqlRequest(app.url, DeleteGroupMutation, { input: { id } }, owner.token);
        for (const res of [read, update, remove]) {
          expect(onlyError(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { id: expect.stringMatching(/24/) } });
        }
      });
    },
  );

  it.each(malformedIds)('REST GET / PUT / DELETE /groups/:id with %s → 400 naming id', async (_, id) => {
    await expectNothingChanged(async () => {
      const path = `/groups/${encodeURIComponent(id)}`;
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', restGroupBody()],
        ['DELETE', undefined],
      ] as const) {
        const res = await rest<RestError>(app.url, method, path, { body, token: owner.token });
        expect({ method, status: res.status }).toEqual({ method, status: 400 });
        expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: { id: expect.any(String) } });
      }
    });
  });

  it.each([
    ['all f', 'f'.repeat(24)],
    ['a fresh ObjectId', new Types.ObjectId().toString()],
  ])('an unknown well-formed id (%s) is NOT_FOUND / 404 for reads, updates and deletes', async (_, id) => {
    await expectNothingChanged(async () => {
      const read = await graphqlRequest(app.url, GroupQuery, { id });
      const update = await graphqlRequest(
        app.url,
        UpdateGroupMutation,
        { input: { id, location: 'X Y' } },
        owner.token,
      );
      const remove = await graphqlRequest(app.url, DeleteGroupMutation, { input: { id } }, owner.token);
      for (const res of [read, update, remove]) expect(onlyError(res).code).toBe('NOT_FOUND');
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { location: 'X Y' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await rest<RestError>(app.url, method, `/groups/${id}`, { body, token: owner.token });
        expect({ method, status: res.status }).toEqual({ method, status: 404 });
        expect(res.body).toMatchObject({ error: 'NOT_FOUND', message: 'Group not found!' });
      }
    });
  });
});

describe('unknown routes and broken bodies get JSON errors', () => {
  it.each([
    ['GET', '/nope'],
    ['GET', '/api/groups'],
    ['POST', '/groups/by-email'],
    ['PATCH', `/groups/${'a'.repeat(24)}`],
    ['GET', `/groups/${'a'.repeat(24)}/members/extra`],
  ])('%s %s → 404 JSON', async (method, path) => {
    const res = await rest<RestError>(app.url, method, path, { token: owner.token });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ error: 'NOT_FOUND', message: expect.stringMatching(/\S/) });
  });

  it.each([
    ['a truncated object', '{"groupName": "Half'],
    ['single quotes', "{'groupName': 'x'}"],
    ['a trailing comma', '{"groupName": "abc",}'],
    ['a bare string (JSON, but not an object)', '"just text"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('POST /groups with %s → 400 JSON, nothing stored', async (_, raw) => {
    await expectNothingChanged(async () => {
      const res = await rest<RestError>(app.url, 'POST', '/groups', { raw, token: owner.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', message: expect.stringMatching(/\S/) });
    });
  });

  it('PUT with invalid JSON → 400 JSON, nothing changed', async () => {
    await expectNothingChanged(async () => {
      const res = await rest<RestError>(app.url, 'PUT', `/groups/${groupId}`, {
        raw: '{"location":',
        token: owner.token,
      });
      expect(res).toMatchObject({ status: 400, body: { error: 'BAD_USER_INPUT' } });
    });
  });

  it.each([
    ['an array of groups', [restGroupBody()]],
    ['an empty array', []],
  ])('POST and PUT with %s → 400 naming body', async (_, body) => {
    await expectNothingChanged(async () => {
      for (const [method, path] of [
        ['POST', '/groups'],
        ['PUT', `/groups/${groupId}`],
      ] as const) {
        const res = await rest<RestError>(app.url, method, path, { body, token: owner.token });
        expect({ method, status: res.status }).toEqual({ method, status: 400 });
        expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: { body: expect.any(String) } });
      }
    });
  });

  it('a body that is not sent as JSON is refused with 400, not guessed at', async () => {
    await expectNothingChanged(async () => {
      const res = await rest<RestError>(app.url, 'POST', '/groups', {
        raw: JSON.stringify(restGroupBody()),
        token: owner.token,
        headers: { 'content-type': 'text/plain' },
      });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'BAD_USER_INPUT', fields: { body: expect.any(String) } },
      });
    });
  });

  it('GraphQL: invalid JSON, a syntax error and an unknown field are 400 with a code', async () => {
    const post = (body: string) =>
      fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const brokenJson = await post('{"query": "{ groups { totalCount } ');
    expect(brokenJson.status).toBe(400);
    expect(brokenJson.headers.get('content-type')).toMatch(/json/);

    const syntax = await post(JSON.stringify({ query: '{ groups { totalCount }' }));
    expect(syntax.status).toBe(400);
    expect(((await syntax.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'GRAPHQL_PARSE_FAILED',
    );

    const unknown = await post(JSON.stringify({ query: '{ groups { totalCount password } }' }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });

  it('GraphQL: an operationName the document does not define is a 400, not a 500', async () => {
    for (const query of [
      '{ groups { totalCount } }',
      'mutation ($id: ID!) { deleteGroup(input: { id: $id }) { deletedGroupId } }',
    ]) {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, operationName: 'Missing', variables: { id: '0'.repeat(24) } }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/Missing/);
    }
  });
});

describe('MongoDB operators in bodies are refused, never obeyed', () => {
  const fields = ['groupName', 'hobbyCategory', 'description', 'location', 'maxMembers', 'startDate', 'imageURL'];
  const operators = [{ $gt: '' }, { $ne: null }, { $regex: '.*' }, { $in: ['a', 'b'] }];

  it.each(fields)(
    'POST with {"$gt": ""} (and other operators) as %s → 400 naming it, nothing stored',
    async (field) => {
      await expectNothingChanged(async () => {
        for (const operator of operators) {
          const res = await rest<RestError>(app.url, 'POST', '/groups', {
            body: restGroupBody({ groupName: uniqueName('Injected'), [field]: operator }),
            token: owner.token,
          });
          expect(res).toMatchObject({ status: 400, body: { error: 'BAD_USER_INPUT' } });
          expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
        }
      });
    },
  );

  it.each(fields)('PUT with {"$gt": ""} as %s → 400 naming it, the group unchanged', async (field) => {
    await expectNothingChanged(async () => {
      const stored = await app.model.findById(groupId).lean();
      const res = await rest<RestError>(app.url, 'PUT', `/groups/${groupId}`, {
        body: { ...restGroupBody({ groupName: stored?.groupName, location: 'Changed Place' }), [field]: { $gt: '' } },
        token: owner.token,
      });
      expect(res).toMatchObject({ status: 400, body: { error: 'BAD_USER_INPUT' } });
      expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
    });
  });

  it('every field an operator at once → 400 naming all seven', async () => {
    await expectNothingChanged(async () => {
      const body = Object.fromEntries(fields.map((field) => [field, { $gt: '' }]));
      const res = await rest<RestError>(app.url, 'POST', '/groups', { body, token: owner.token });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {}).sort()).toEqual([...fields].sort());
    });
  });

  it.each([
    ['$set', { $set: { location: 'Hacked', ownerUid: 'mallory' } }],
    ['$unset', { $unset: { groupName: 1 } }],
    ['$where', { $where: 'sleep(1000) || true' }],
    ['$inc', { $inc: { maxMembers: 1000 } }],
  ])('PUT with an update operator (%s) → 400 naming it, the group unchanged', async (operator, body) => {
    await expectNothingChanged(async () => {
      const res = await rest<RestError>(app.url, 'PUT', `/groups/${groupId}`, { body, token: owner.token });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'BAD_USER_INPUT', fields: { [operator]: expect.any(String) } },
      });
    });
  });

  it('POST with a valid group plus "$set" → 400, nothing stored', async () => {
    await expectNothingChanged(async () => {
      const res = await rest<RestError>(app.url, 'POST', '/groups', {
        body: { ...restGroupBody({ groupName: uniqueName('Valid Plus Set') }), $set: { userEmail: 'm@evil.example' } },
        token: owner.token,
      });
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'BAD_USER_INPUT', fields: { $set: expect.any(String) } },
      });
    });
  });

  it('a "__proto__" key pollutes nothing', async () => {
    const raw = JSON.stringify(restGroupBody({ groupName: uniqueName('Proto') })).replace(
      /^\{/,
      '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}},',
    );
    const res = await rest<{ insertedId?: string }>(app.url, 'POST', '/groups', { raw, token: owner.token });
    expect([201, 400]).toContain(res.status);
    // The app runs in this process: a polluted Object.prototype would show here.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (res.body.insertedId)
      expect(await app.model.findById(res.body.insertedId).lean()).not.toHaveProperty('polluted');
  });

  it('an operator in the by-email path is just text: FORBIDDEN, not a query', async () => {
    const res = await rest<RestError>(app.url, 'GET', `/groups/by-email/${encodeURIComponent('{"$ne":null}')}`, {
      token: owner.token,
    });
    expect(res).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
  });
});

describe('MongoDB operators in query strings are refused', () => {
  it.each([
    'search[$regex]=.',
    'search[$ne]=x',
    'sort[$ne]=x',
    'limit[$gt]=0',
    'after[$gt]=',
    'search[]=a',
    '$where=1',
    'search=a&search=b',
    'sort=asc&sort=desc',
  ])('GET /groups?%s → 400 naming the parameter', async (query) => {
    const res = await rest<RestError>(app.url, 'GET', `/groups?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: expect.any(Object) });
    const name = query.split(/[[=]/)[0] as string;
    expect(Object.keys(res.body.fields ?? {})).toEqual([name]);
  });

  it('GET /groups/by-email/:email?limit[$gt]=0 → 400', async () => {
    const res = await rest<RestError>(
      app.url,
      'GET',
      `/groups/by-email/${encodeURIComponent(owner.email)}?limit[$gt]=0`,
      {
        token: owner.token,
      },
    );
    expect(res).toMatchObject({ status: 400, body: { fields: { limit: expect.any(String) } } });
  });

  it('plain parameters still work, and unknown plain ones are ignored', async () => {
    const res = await rest<unknown[]>(app.url, 'GET', '/groups?search=target&sort=desc&limit=5&utm_source=mail');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
  });
});

describe('oversized bodies', () => {
  it('REST POST and PUT over 100 KB → 413 JSON, nothing stored or changed', async () => {
    await expectNothingChanged(async () => {
      const huge = 'x'.repeat(101 * 1024);
      for (const [method, path] of [
        ['POST', '/groups'],
        ['PUT', `/groups/${groupId}`],
      ] as const) {
        const res = await rest<RestError>(app.url, method, path, {
          body: restGroupBody({ description: huge }),
          token: owner.token,
        });
        expect({ method, status: res.status }).toEqual({ method, status: 413 });
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(res.body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/\S/) });
      }
    });
  });

  it('GraphQL over 100 KB → 413 JSON', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ groups(search: "${'x'.repeat(101 * 1024)}") { totalCount } }` }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('just under 100 KB is parsed (and then judged by the validation rules)', async () => {
    const res = await rest<RestError>(app.url, 'POST', '/groups', {
      body: restGroupBody({ description: 'x'.repeat(99 * 1024) }),
      token: owner.token,
    });
    expect(res).toMatchObject({ status: 400, body: { fields: { description: expect.stringMatching(/2000/) } } });
  });
});

describe('after all of that', () => {
  it('the server is still up and still works', async () => {
    expect(await rest(app.url, 'GET', '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const id = await createRestGroupAs(app, owner, { groupName: uniqueName('Still Works') });
    expect((await rest(app.url, 'GET', `/groups/${id}`)).status).toBe(200);
  });
});
