import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, uniqueName, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import { BanMemberMutation, JoinStateQuery } from '../joinDocuments';
import { BannedPeopleQuery } from '../inviteDocuments';

/** A group's bans are read a page at a time (newest first, by cursor) on GraphQL and REST, by organizers only. */

let app: TestApp;
let owner: TestUser;

beforeAll(async () => {
  [app, owner] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Pia Pager')]);
});
afterAll(() => app.stop());

it('pages the bans newest first, keeps the old list as the first page, and shows them to organizers only', async () => {
  const { id } = await createGroupAs(app, owner, { groupName: uniqueName('Paged Bans'), maxMembers: 10 });
  const people = await Promise.all(['Ann One', 'Ben Two', 'Cal Three'].map((name) => createTestUser(name)));
  const bystander = await createTestUser('Dot Bystander');
  for (const person of [...people, bystander]) {
    const joined = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, person.token);
    expect(joined.errors).toBeUndefined();
  }
  for (const person of people) {
    const res = await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: person.uid, reason: `Rule broken by ${person.uid.slice(0, 4)}` } },
      owner.token,
    );
    expect(res.errors).toBeUndefined();
  }
  const newestFirst = [...people].reverse().map((person) => person.uid);

  const first = await graphqlRequest(app.url, BannedPeopleQuery, { id, first: 2 }, owner.token);
  const page1 = first.data?.group?.bannedPeople;
  expect(page1?.nodes.map(({ id: uid }) => uid)).toEqual(newestFirst.slice(0, 2));
  expect(page1?.totalCount).toBe(3);
  expect(page1?.nextCursor).toEqual(expect.any(String));
  const second = await graphqlRequest(
    app.url,
    BannedPeopleQuery,
    { id, first: 2, after: page1?.nextCursor },
    owner.token,
  );
  expect(second.data?.group?.bannedPeople?.nodes.map(({ id: uid }) => uid)).toEqual(newestFirst.slice(2));
  expect(second.data?.group?.bannedPeople?.nextCursor).toBeNull();

  // The old field still answers (its first page).
  const old = await graphqlRequest(app.url, JoinStateQuery, { id }, owner.token);
  expect(old.data?.group?.bans?.map(({ id: uid }) => uid)).toEqual(newestFirst);

  const restPage = await rest<{ bans: { id: string }[]; nextCursor: string | null; totalCount: number }>(
    app.url,
    'GET',
    `/groups/${id}/bans?limit=2`,
    { token: owner.token },
  );
  expect(restPage.status).toBe(200);
  expect(restPage.body.bans.map(({ id: uid }) => uid)).toEqual(newestFirst.slice(0, 2));
  const restNext = await rest<{ bans: { id: string }[]; nextCursor: string | null; totalCount: number }>(
    app.url,
    'GET',
    `/groups/${id}/bans?limit=2&after=${encodeURIComponent(restPage.body.nextCursor ?? '')}`,
    { token: owner.token },
  );
  expect(restNext.body).toMatchObject({ nextCursor: null, totalCount: 3 });
  expect(restNext.body.bans.map(({ id: uid }) => uid)).toEqual(newestFirst.slice(2));

  // Bounds and who may see.
  const tooMany = await graphqlRequest(app.url, BannedPeopleQuery, { id, first: 51 }, owner.token);
  expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const badCursor = await rest<{ error: string }>(app.url, 'GET', `/groups/${id}/bans?after=nonsense`, {
    token: owner.token,
  });
  expect(badCursor).toMatchObject({ status: 400, body: { error: 'BAD_USER_INPUT' } });
  expect((await rest(app.url, 'GET', `/groups/${id}/bans?limit=51`, { token: owner.token })).status).toBe(400);
  const asMember = await graphqlRequest(app.url, BannedPeopleQuery, { id }, bystander.token);
  expect(asMember.data?.group?.bannedPeople).toBeNull();
  const restMember = await rest<{ error: string }>(app.url, 'GET', `/groups/${id}/bans`, { token: bystander.token });
  expect(restMember).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
});
