import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, trySignIn, type TestUser } from '../../support/users';
import { createGroupAs, uniqueName, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import {
  CalendarFeedUrlQuery,
  DiscoveryQuery,
  LiftGroupSuspensionMutation,
  SuspendGroupMutation,
  SuspendedGroupQuery,
} from '../moderationDocuments';

/**
 * A suspended group is gone for everyone but its organizers and the site's admins: from every
 * list, count, search, facet, calendar and REST or GraphQL answer (and so from the prerendered
 * pages, which are the guest's GraphQL answers), and it returns whole when the suspension is lifted.
 * A suspended account cannot sign in and takes its groups with it, until lifted.
 */

let app: TestApp;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let admin: TestUser;
let name: string;
let groupId: string;

beforeAll(async () => {
  [owner, member, stranger, admin] = await Promise.all([
    createTestUser('Suki Suspended'),
    createTestUser('Milo Member'),
    createTestUser('Stella Stranger'),
    createTestUser('Adam Admin'),
  ]);
  app = await startTestApp({ env: { ...withoutRateLimits.env, ADMIN_UIDS: admin.uid } });
  name = uniqueName('Suspendable Cooks');
  groupId = (await createGroupAs(app, owner, { groupName: name, hobbyCategory: 'COOKING' })).id;
  const joined = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, member.token);
  expect(joined.errors).toBeUndefined();
});
afterAll(() => app.stop());

/** Everything the suspension must hide, as a visitor and as the group's own member see it. */
async function whatOthersSee() {
  const visitor = await graphqlRequest(app.url, DiscoveryQuery, { search: name });
  const all = await graphqlRequest(app.url, DiscoveryQuery, {});
  const asMember = await graphqlRequest(app.url, DiscoveryQuery, { search: name }, member.token);
  const restList = await rest<{ _id: string }[] | { groups: { _id: string }[] }>(
    app.url,
    'GET',
    `/groups?search=${encodeURIComponent(name)}`,
  );
  const restIds = (Array.isArray(restList.body) ? restList.body : restList.body.groups).map((group) => group._id);
  const feed = await graphqlRequest(app.url, CalendarFeedUrlQuery, {}, member.token);
  const feedText = await (await fetch(`${app.url}${new URL(feed.data!.viewer!.calendarFeedUrl).pathname}`)).text();
  const cooking = (counts: { category: string; count: number }[]) =>
    counts.find((count) => count.category === 'COOKING')!.count;
  return {
    searchFound: visitor.data!.groups.nodes.map((group) => group.id),
    memberSearchFound: asMember.data!.groups.nodes.map((group) => group.id),
    total: all.data!.groups.totalCount,
    cookingCount: cooking(all.data!.groupCounts),
    restFound: restIds,
    restGroup: (await rest(app.url, 'GET', `/groups/${groupId}`)).status,
    restGroupAsMember: (await rest(app.url, 'GET', `/groups/${groupId}`, { token: member.token })).status,
    graphqlGroupAsMember: (await graphqlRequest(app.url, SuspendedGroupQuery, { id: groupId }, member.token))
      .errors?.[0]?.extensions?.code,
    graphqlGroupAsVisitor: (await graphqlRequest(app.url, SuspendedGroupQuery, { id: groupId })).errors?.[0]?.extensions
      ?.code,
    calendarFile: (await fetch(`${app.url}/groups/${groupId}/calendar.ics`)).status,
    inFeed: feedText.includes(groupId),
    joined: feed.data!.viewer!.joinedGroups.nodes.map((group) => group.id).includes(groupId),
  };
}

describe('a suspended group', () => {
  it('is absent from every list, count, search, facet, calendar and answer for others, and returns when lifted', async () => {
    const before = await whatOthersSee();
    expect(before).toMatchObject({
      searchFound: [groupId],
      memberSearchFound: [groupId],
      restFound: [groupId],
      restGroup: 200,
      restGroupAsMember: 200,
      graphqlGroupAsMember: undefined,
      calendarFile: 200,
      inFeed: true,
      joined: true,
    });

    const refused = await graphqlRequest(
      app.url,
      SuspendGroupMutation,
      { input: { groupId, reason: 'Spam.' } },
      owner.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const suspended = await graphqlRequest(
      app.url,
      SuspendGroupMutation,
      { input: { groupId, reason: 'Selling counterfeit knives.' } },
      admin.token,
    );
    expect(suspended.data!.suspendGroup.group.suspension).toEqual({
      reason: 'Selling counterfeit knives.',
      cause: 'GROUP',
    });

    expect(await whatOthersSee()).toEqual({
      searchFound: [],
      memberSearchFound: [],
      total: before.total - 1,
      cookingCount: before.cookingCount - 1,
      restFound: [],
      restGroup: 404,
      restGroupAsMember: 404,
      graphqlGroupAsMember: 'NOT_FOUND',
      graphqlGroupAsVisitor: 'NOT_FOUND',
      calendarFile: 404,
      inFeed: false,
      joined: false,
    });
    const join = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, stranger.token);
    expect(join.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Its organizer and the admins still see it, with the reason.
    for (const person of [owner, admin]) {
      const seen = await graphqlRequest(app.url, SuspendedGroupQuery, { id: groupId }, person.token);
      expect(seen.data!.group).toMatchObject({ id: groupId, suspension: { reason: 'Selling counterfeit knives.' } });
    }
    expect((await rest(app.url, 'GET', `/groups/${groupId}`, { token: owner.token })).status).toBe(200);

    const again = await rest<{ error: string }>(app.url, 'PUT', `/moderation/groups/${groupId}/suspension`, {
      token: admin.token,
      body: { reason: 'Twice.' },
    });
    expect(again.body.error).toBe('CONFLICT');
    const lifted = await graphqlRequest(app.url, LiftGroupSuspensionMutation, { input: { groupId } }, admin.token);
    expect(lifted.data!.liftGroupSuspension.group.suspension).toBeNull();
    expect(await whatOthersSee()).toEqual(before);
  });
});

describe('a suspended account', () => {
  it('cannot sign in or use its tokens, its groups are suspended with it, and all returns when lifted', async () => {
    const [rogue, fan] = await Promise.all([createTestUser('Rogue Organizer'), createTestUser('Fan Member')]);
    const rogueGroup = (await createGroupAs(app, rogue, { groupName: uniqueName('Rogue Club') })).id;
    expect((await rest(app.url, 'GET', '/me', { token: rogue.token })).status).toBe(200);

    const selfSuspension = await rest<{ error: string }>(
      app.url,
      'PUT',
      `/moderation/accounts/${admin.uid}/suspension`,
      {
        token: admin.token,
        body: { reason: 'Oops.' },
      },
    );
    expect(selfSuspension.body.error).toBe('BAD_USER_INPUT');
    const byMember = await rest<{ error: string }>(app.url, 'PUT', `/moderation/accounts/${rogue.uid}/suspension`, {
      token: fan.token,
      body: { reason: 'Scams.' },
    });
    expect(byMember.body.error).toBe('FORBIDDEN');

    const suspended = await rest<{ uid: string; reason: string }>(
      app.url,
      'PUT',
      `/moderation/accounts/${rogue.uid}/suspension`,
      { token: admin.token, body: { reason: 'Scams members.' } },
    );
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ uid: rogue.uid, reason: 'Scams members.' });
    expect((await rest(app.url, 'GET', '/me', { token: rogue.token })).status).toBe(401);
    expect(await trySignIn(rogue.email, rogue.password)).toEqual({ error: expect.stringContaining('USER_DISABLED') });
    expect((await rest(app.url, 'GET', `/groups/${rogueGroup}`, { token: fan.token })).status).toBe(404);
    const asAdmin = await graphqlRequest(app.url, SuspendedGroupQuery, { id: rogueGroup }, admin.token);
    expect(asAdmin.data!.group!.suspension).toMatchObject({ cause: 'ACCOUNT' });
    const listed = await rest<{ accounts: { uid: string }[] }>(app.url, 'GET', '/moderation/accounts', {
      token: admin.token,
    });
    expect(listed.body.accounts.map((account) => account.uid)).toContain(rogue.uid);

    const lifted = await rest(app.url, 'DELETE', `/moderation/accounts/${rogue.uid}/suspension`, {
      token: admin.token,
    });
    expect(lifted.status).toBe(200);
    expect((await rest(app.url, 'GET', `/groups/${rogueGroup}`, { token: fan.token })).status).toBe(200);
    const signedIn = await trySignIn(rogue.email, rogue.password);
    expect(signedIn).toHaveProperty('idToken');
    const fresh = (signedIn as { idToken: string }).idToken;
    expect((await rest(app.url, 'GET', '/me', { token: fresh })).status).toBe(200);
  });
});
