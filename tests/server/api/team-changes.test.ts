import type { Client } from 'graphql-ws';
import { followGroup, groupListeners } from '../../support/groupLive';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, uniqueName, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import type { TestTeamLiveSubscription } from '../gql/graphql';
import {
  AnswerTeamInvitationMutation,
  AuditEntriesQuery,
  AuditLogQuery,
  InviteToTeamMutation,
  LeaveTeamMutation,
  TeamLiveSubscription,
  TeamQuery,
} from '../teamDocuments';

/**
 * The team changing under its organizers' eyes: stepping down (and the owner who cannot), the
 * audit log read a page at a time, and answers to invitations reaching the organizers live in
 * every app process.
 */

let app: TestApp;
let other: TestApp;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp(withoutRateLimits);
  other = await startTestApp({
    ...withoutRateLimits,
    databaseName: app.database.connection.name,
    sync: { intervalMs: 100 },
  });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await Promise.all([other.stop(), app.stop()]);
});

type Role = 'CO_ORGANIZER' | 'HOST';

async function join(user: TestUser, id: string): Promise<void> {
  const res = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, user.token);
  expect(res.errors).toBeUndefined();
}

async function invite(id: string, user: TestUser, role: Role, by: TestUser): Promise<void> {
  const res = await graphqlRequest(
    app.url,
    InviteToTeamMutation,
    { input: { groupId: id, uid: user.uid, role } },
    by.token,
  );
  expect(res.errors).toBeUndefined();
}

async function answer(id: string, user: TestUser, accept: boolean): Promise<void> {
  const res = await graphqlRequest(
    app.url,
    AnswerTeamInvitationMutation,
    { input: { groupId: id, accept } },
    user.token,
  );
  expect(res.errors).toBeUndefined();
}

/** A group of `owner`'s with `people` as members, each brought into the team in the role given. */
async function teamGroup(owner: TestUser, people: [TestUser, Role][], name: string): Promise<string> {
  const { id } = await createGroupAs(app, owner, { groupName: uniqueName(name) });
  for (const [person, role] of people) {
    await join(person, id);
    await invite(id, person, role, owner);
    await answer(id, person, true);
  }
  return id;
}

const roleOf = async (id: string, user: TestUser) =>
  (await graphqlRequest(app.url, TeamQuery, { id }, user.token)).data?.group?.viewerRole;

describe('stepping down from the team', () => {
  it('takes a co-organizer (GraphQL) and a host (REST) off the team, both still members; the owner must transfer first', async () => {
    const [owner, co, host] = await Promise.all([
      createTestUser('Oona Owner'),
      createTestUser('Cody Coorganizer'),
      createTestUser('Hana Host'),
    ]);
    const id = await teamGroup(
      owner,
      [
        [co, 'CO_ORGANIZER'],
        [host, 'HOST'],
      ],
      'Step Down Club',
    );

    const left = await graphqlRequest(app.url, LeaveTeamMutation, { input: { id } }, co.token);
    expect(left.errors).toBeUndefined();
    expect(await roleOf(id, co)).toBe('MEMBER');

    const restLeft = await rest<{ viewerRole: string; team: { id: string; role: string }[] }>(
      app.url,
      'DELETE',
      `/groups/${id}/team/me`,
      { token: host.token },
    );
    expect(restLeft.status).toBe(200);
    expect(restLeft.body.viewerRole).toBe('MEMBER');
    expect(restLeft.body.team.map(({ id: uid, role }) => [uid, role])).toEqual([[owner.uid, 'OWNER']]);

    // Stepping down twice, or without a role, is refused on both protocols and changes nothing.
    const again = await graphqlRequest(app.url, LeaveTeamMutation, { input: { id } }, host.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const restAgain = await rest<{ error: string }>(app.url, 'DELETE', `/groups/${id}/team/me`, { token: co.token });
    expect(restAgain.status).toBe(400);

    // The owner cannot leave the group without an owner.
    const byOwner = await graphqlRequest(app.url, LeaveTeamMutation, { input: { id } }, owner.token);
    expect(byOwner.errors?.[0]?.extensions?.code).toBe('OWNER_MUST_TRANSFER');
    expect(byOwner.errors?.[0]?.message).toContain('transfer it to a co-organizer');
    const restOwner = await rest<{ error: string }>(app.url, 'DELETE', `/groups/${id}/team/me`, { token: owner.token });
    expect(restOwner.body.error).toBe('OWNER_MUST_TRANSFER');
    const visitor = await graphqlRequest(app.url, LeaveTeamMutation, { input: { id } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await roleOf(id, owner)).toBe('OWNER');

    const log = (await graphqlRequest(app.url, AuditLogQuery, { id }, owner.token)).data?.group?.auditLog;
    expect(log?.filter(({ action }) => action === 'LEFT_TEAM')).toEqual([
      { action: 'LEFT_TEAM', actorName: 'Hana Host', targetName: null, detail: 'HOST' },
      { action: 'LEFT_TEAM', actorName: 'Cody Coorganizer', targetName: null, detail: 'CO_ORGANIZER' },
    ]);
  }, 60_000);
});

describe('the audit log, a page at a time', () => {
  it('pages newest first with a cursor on GraphQL and REST, refuses a bad cursor or size, and shows nothing to others', async () => {
    const [owner, a, b, member] = await Promise.all([
      createTestUser('Pim Pager'),
      createTestUser('Ada Able'),
      createTestUser('Ben Baker'),
      createTestUser('Mo Member'),
    ]);
    // Six entries: an invitation and an acceptance for each, then both step down.
    const id = await teamGroup(
      owner,
      [
        [a, 'HOST'],
        [b, 'CO_ORGANIZER'],
      ],
      'Paged Log Club',
    );
    await join(member, id);
    for (const person of [a, b]) {
      expect(
        (await graphqlRequest(app.url, LeaveTeamMutation, { input: { id } }, person.token)).errors,
      ).toBeUndefined();
    }

    const whole = (await graphqlRequest(app.url, AuditEntriesQuery, { id, first: 100 }, owner.token)).data?.group
      ?.auditEntries;
    expect(whole?.nextCursor).toBeNull();
    expect(whole?.nodes.map(({ action }) => action)).toEqual([
      'LEFT_TEAM',
      'LEFT_TEAM',
      'JOINED_TEAM',
      'INVITED',
      'JOINED_TEAM',
      'INVITED',
    ]);

    const first = (await graphqlRequest(app.url, AuditEntriesQuery, { id, first: 4 }, owner.token)).data?.group
      ?.auditEntries;
    expect(first?.nodes).toHaveLength(4);
    expect(first?.nextCursor).toEqual(expect.any(String));
    const second = (
      await graphqlRequest(app.url, AuditEntriesQuery, { id, first: 4, after: first?.nextCursor }, owner.token)
    ).data?.group?.auditEntries;
    expect(second?.nextCursor).toBeNull();
    expect([...(first?.nodes ?? []), ...(second?.nodes ?? [])]).toEqual(whole?.nodes);

    type AuditPage = { entries: { action: string }[]; nextCursor: string | null };
    const restFirst = await rest<AuditPage>(app.url, 'GET', `/groups/${id}/audit?limit=4`, { token: owner.token });
    expect(restFirst.status).toBe(200);
    expect(restFirst.body.entries.map(({ action }) => action)).toEqual(whole?.nodes.slice(0, 4).map((n) => n.action));
    const restNext = await rest<AuditPage>(
      app.url,
      'GET',
      `/groups/${id}/audit?limit=4&after=${encodeURIComponent(restFirst.body.nextCursor ?? '')}`,
      { token: owner.token },
    );
    expect(restNext.body.entries.map(({ action }) => action)).toEqual(whole?.nodes.slice(4).map((n) => n.action));
    expect(restNext.body.nextCursor).toBeNull();

    const badCursor = await graphqlRequest(app.url, AuditEntriesQuery, { id, after: 'not-a-cursor' }, owner.token);
    expect(badCursor.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { after: expect.any(String) },
    });
    const tooMany = await graphqlRequest(app.url, AuditEntriesQuery, { id, first: 101 }, owner.token);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const restBad = await rest<{ fields: Record<string, string> }>(app.url, 'GET', `/groups/${id}/audit?after=xyz`, {
      token: owner.token,
    });
    expect(restBad.status).toBe(400);
    expect(restBad.body.fields.after).toContain('cursor');

    // A member (and a former host) sees no log on either protocol.
    for (const person of [member, a]) {
      const hidden = await graphqlRequest(app.url, AuditEntriesQuery, { id }, person.token);
      expect(hidden.data?.group?.auditEntries).toBeNull();
      expect((await rest(app.url, 'GET', `/groups/${id}/audit`, { token: person.token })).status).toBe(403);
    }
  }, 60_000);
});

type TeamEvent = TestTeamLiveSubscription['groupChanged'];

describe('answers to invitations, live', () => {
  it('show an accepted and a declined invitation to the organizers following in this and another process', async () => {
    const [owner, co, hal, dee] = await Promise.all([
      createTestUser('Lia Live'),
      createTestUser('Cat Coorganizer'),
      createTestUser('Hal Accepts'),
      createTestUser('Dee Declines'),
    ]);
    const id = await teamGroup(owner, [[co, 'CO_ORGANIZER']], 'Live Team Club');
    await join(hal, id);
    await join(dee, id);
    const ownerView = followGroup(other, TeamLiveSubscription, id, owner.token, clients);
    const coView = followGroup(app, TeamLiveSubscription, id, co.token, clients);
    await Promise.all([groupListeners(other, id), groupListeners(app, id)]);

    await invite(id, hal, 'HOST', owner);
    await invite(id, dee, 'CO_ORGANIZER', co);
    const invited = (event: TeamEvent) => event.teamInvitations?.length === 2;
    await Promise.all([ownerView.until(invited), coView.until(invited)]);

    await answer(id, hal, true);
    const accepted = (event: TeamEvent) =>
      event.team.some((person) => person.id === hal.uid && person.role === 'HOST') &&
      !event.teamInvitations?.some((entry) => entry.inviteeId === hal.uid);
    for (const event of await Promise.all([ownerView.until(accepted), coView.until(accepted)])) {
      expect(event.teamInvitations).toEqual([{ inviteeId: dee.uid, role: 'CO_ORGANIZER' }]);
    }

    await answer(id, dee, false);
    // The other process's team may trail its invitations by an event (its read model hears of the
    // acceptance through the change feed): each view settles on the team with Hal in it.
    const declined = (event: TeamEvent) => event.teamInvitations?.length === 0 && event.team.length === 3;
    for (const event of await Promise.all([ownerView.until(declined), coView.until(declined)])) {
      expect(event.team.map((person) => [person.id, person.role])).toEqual([
        [owner.uid, 'OWNER'],
        [co.uid, 'CO_ORGANIZER'],
        [hal.uid, 'HOST'],
      ]);
    }
  }, 60_000);
});
