import { membershipModels } from '@/groups/membershipModel';
import { rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { GroupQuery, GroupsQuery } from '../documents';
import { createGroupAs, graphqlUntyped, onlyError, storedGroups } from '../fixtures';

/** Operator payloads as they arrive in JSON variables: objects where text or ids belong. */
const operatorValues: unknown[] = [
  { $ne: null },
  { $gt: '' },
  { $regex: '.*' },
  { $where: 'sleep(1000)' },
  ['a', 'b'],
  { toString: 'x' },
];

let app: TestApp;
let owner: TestUser;
let other: TestUser;
let groupId: string;

beforeAll(async () => {
  [app, owner, other] = await Promise.all([startTestApp(), createTestUser('Ona Owner'), createTestUser('Otto Other')]);
  groupId = (await createGroupAs(app, owner, { groupName: 'Input Target' })).id;
});
afterAll(() => app.stop());

const joinMutation = 'mutation ($input: GroupMembershipInput!) { joinGroup(input: $input) { group { id } } }';
const updateMutation = 'mutation ($input: UpdateGroupInput!) { updateGroup(input: $input) { group { id } } }';

async function gql(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { errors?: { extensions?: { code?: string } }[] } };
}

describe('GraphQL variables carrying MongoDB operators', () => {
  it.each(operatorValues.map((value) => [JSON.stringify(value), value]))(
    'search, id, cursor and input fields given %s are BAD_USER_INPUT before any query runs',
    async (_, value) => {
      const before = await storedGroups(app);
      expect(onlyError(await graphqlUntyped(app.url, GroupsQuery, { search: value })).code).toBe('BAD_USER_INPUT');
      expect(onlyError(await graphqlUntyped(app.url, GroupsQuery, { after: value })).code).toBe('BAD_USER_INPUT');
      expect(onlyError(await graphqlUntyped(app.url, GroupQuery, { id: value })).code).toBe('BAD_USER_INPUT');
      const join = await gql(joinMutation, { input: { id: value } }, other.token);
      expect(join.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const update = await gql(updateMutation, { input: { id: groupId, location: value } }, owner.token);
      expect(update.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await storedGroups(app)).toEqual(before);
    },
  );

  it('a cursor that decodes to operator objects is refused, not used as a position', async () => {
    for (const payload of [[{ $gt: '' }, 'x'], ['a', { $ne: null }], { nameKey: { $gt: '' } }]) {
      const after = Buffer.from(JSON.stringify(payload)).toString('base64url');
      expect(onlyError(await graphqlUntyped(app.url, GroupsQuery, { after })).code).toBe('BAD_USER_INPUT');
      const restRes = await rest<{ error: string }>(app.url, 'GET', `/groups?after=${after}`);
      expect(restRes.status).toBe(400);
    }
  });
});

describe('REST membership paths', () => {
  it.each(['{"$ne":null}', '[$ne]', '%24where', `${'0'.repeat(23)}g`, '..%2F..'])(
    'POST and DELETE /groups/%s/join are 400, and no membership is written',
    async (id) => {
      for (const method of ['POST', 'DELETE']) {
        const res = await rest<{ error: string }>(app.url, method, `/groups/${encodeURIComponent(id)}/join`, {
          token: other.token,
        });
        expect([method, res.status, res.body.error]).toEqual([method, 400, 'BAD_USER_INPUT']);
      }
      const { memberships, seats } = membershipModels(app.database.connection);
      expect(await memberships.countDocuments({})).toBe(0);
      expect(await seats.countDocuments({})).toBe(0);
    },
  );
});
