import { joinModels } from '@/groups/joinModel';
import { placeModels } from '@/sessions/places';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, daysFromToday, uniqueName, withoutRateLimits } from '../fixtures';
import { DeleteAccountMutation } from '../accountDocuments';
import { JoinGroupMutation } from '../membershipDocuments';
import { GroupSessionsQuery, RsvpMutation, SetScheduleMutation } from '../sessionDocuments';
import { AnswerTeamInvitationMutation, AuditLogQuery, InviteToTeamMutation } from '../teamDocuments';
import { JoinWaitlistMutation, NotificationsQuery } from '../waitlistDocuments';
import {
  BanMemberMutation,
  JoinStateQuery,
  RequestToJoinMutation,
  SetJoinPolicyMutation,
  UnbanMemberMutation,
} from '../joinDocuments';

/**
 * Bans: the person sees the reason and can no longer join, wait, ask or answer RSVPs until the
 * ban is lifted; what they held goes to who waits, once; organizers cannot be banned.
 */

let app: TestApp;
let owner: TestUser;

beforeAll(async () => {
  [app, owner] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Bea Banner')]);
});
afterAll(() => app.stop());

const codeOf = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.length ? String(res.errors[0]?.extensions?.code) : 'ALLOWED';
const stateOf = async (id: string, user?: TestUser) => {
  const res = await graphqlRequest(app.url, JoinStateQuery, { id }, user?.token);
  if (!res.data?.group) throw new Error(JSON.stringify(res.errors));
  return res.data.group;
};
async function join(id: string, user: TestUser) {
  const res = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, user.token);
  expect(res.errors).toBeUndefined();
}

/** A group whose first session takes one person. */
async function groupWithSession(maxMembers: number) {
  const { id } = await createGroupAs(app, owner, { groupName: uniqueName('Ban Club'), maxMembers });
  const schedule = {
    startsAt: `${daysFromToday(7)}T19:00`,
    timeZone: 'Europe/Lisbon',
    durationMinutes: 90,
    capacity: 1,
    recurrence: { frequency: 'WEEKLY' as const, count: 3 },
  };
  const set = await graphqlRequest(app.url, SetScheduleMutation, { input: { id, schedule } }, owner.token);
  expect(set.errors).toBeUndefined();
  const sessions = await graphqlRequest(app.url, GroupSessionsQuery, { id, first: 1 });
  return { id, sessionId: sessions.data!.group!.sessions.nodes[0]!.id };
}

describe('banning a member', () => {
  it('frees their group and session places to the first in line once, shows them the reason, and shuts them out until lifted', async () => {
    const { id, sessionId } = await groupWithSession(2);
    const [banned, second, groupWaiter] = await Promise.all([
      createTestUser('Rex Rude'),
      createTestUser('Sue Second'),
      createTestUser('Gil Groupwaiter'),
    ]);
    await join(id, banned);
    await join(id, second);
    for (const user of [banned, second]) {
      const res = await graphqlRequest(app.url, RsvpMutation, { input: { sessionId, going: true } }, user.token);
      expect(res.errors).toBeUndefined();
    }
    const queued = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, groupWaiter.token);
    expect(queued.data?.joinWaitlist.group.viewerIsMember).toBe(false);
    const sessionPlaces = placeModels(app.database.connection, 'session');
    expect(await sessionPlaces.waiting.countDocuments({ uid: second.uid })).toBe(1);

    const res = await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: banned.uid, reason: 'Repeated insults in the discussion' } },
      owner.token,
    );
    expect(res.data?.banMember.group.memberCount).toBe(2);

    // The session's place went to the one who waited for it, once; the group's to its queue's head.
    expect(await sessionPlaces.holders.countDocuments({ key: sessionId })).toBe(1);
    expect(await sessionPlaces.holders.exists({ _id: `${sessionId}#${second.uid}` })).toBeTruthy();
    expect(await sessionPlaces.waiting.countDocuments({ key: sessionId })).toBe(0);
    expect(await stateOf(id, groupWaiter)).toMatchObject({ viewerRole: 'MEMBER', viewerIsMember: true });
    const promotedTold = await app.database.connection
      .collection('notifications')
      .countDocuments({ uid: groupWaiter.uid, groupId: id, kind: 'PROMOTED' });
    expect(promotedTold).toBe(1);
    await app.groups.membership.sweepWaitlists(); // a later sweep (or another process's) frees nothing twice
    expect(await sessionPlaces.holders.countDocuments({ key: sessionId })).toBe(1);

    // The banned person sees why, on both protocols, and is shut out.
    expect(await stateOf(id, banned)).toMatchObject({
      viewerRole: 'BANNED',
      viewerIsMember: false,
      viewerBan: { reason: 'Repeated insults in the discussion' },
      bans: null,
    });
    const restState = await rest<{ viewerBan: { reason: string } | null; viewerRole: string }>(
      app.url,
      'GET',
      `/groups/${id}/admission`,
      { token: banned.token },
    );
    expect(restState.body).toMatchObject({
      viewerRole: 'BANNED',
      viewerBan: { reason: 'Repeated insults in the discussion' },
    });
    const joinAgain = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, banned.token);
    expect(joinAgain.errors?.[0]).toMatchObject({
      message: 'An organizer banned you from this group: Repeated insults in the discussion',
      extensions: { code: 'BANNED' },
    });
    expect(codeOf(await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, banned.token))).toBe('BANNED');
    const restJoin = await rest<{ error: string }>(app.url, 'POST', `/groups/${id}/join`, { token: banned.token });
    expect(restJoin).toMatchObject({ status: 409, body: { error: 'BANNED' } });
    const rsvp = await graphqlRequest(app.url, RsvpMutation, { input: { sessionId, going: true } }, banned.token);
    expect(codeOf(rsvp)).toBe('NOT_A_MEMBER');
    expect((await stateOf(id, owner)).bans).toEqual([
      { id: banned.uid, displayName: 'Rex Rude', reason: 'Repeated insults in the discussion' },
    ]);
    const told = await graphqlRequest(app.url, NotificationsQuery, {}, banned.token);
    expect(told.data?.viewer?.notifications.map((n) => n.kind)).toContain('BANNED');

    // Lifted: they may come back (the group is full now, so they wait).
    const lifted = await graphqlRequest(
      app.url,
      UnbanMemberMutation,
      { input: { groupId: id, uid: banned.uid } },
      owner.token,
    );
    expect(lifted.errors).toBeUndefined();
    expect((await stateOf(id, banned)).viewerBan).toBeNull();
    const back = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, banned.token);
    expect(back.data?.joinWaitlist.group.viewerWaitlistPosition).toBe(1);
    const audit = await graphqlRequest(app.url, AuditLogQuery, { id }, owner.token);
    expect(
      audit.data?.group?.auditLog?.slice(0, 2).map(({ action, targetName, detail }) => [action, targetName, detail]),
    ).toEqual([
      ['UNBANNED', 'Rex Rude', null],
      ['BANNED', 'Rex Rude', 'Repeated insults in the discussion'],
    ]);
  });

  it('refuses to ban an organizer, twice, or someone unknown, and changes nothing', async () => {
    const { id } = await createGroupAs(app, owner, { groupName: uniqueName('Safe Club'), maxMembers: 5 });
    const [coOrganizer, member] = await Promise.all([createTestUser('Cy Coorg'), createTestUser('Meg Member')]);
    await join(id, coOrganizer);
    await join(id, member);
    await graphqlRequest(
      app.url,
      InviteToTeamMutation,
      { input: { groupId: id, uid: coOrganizer.uid, role: 'CO_ORGANIZER' } },
      owner.token,
    );
    await graphqlRequest(
      app.url,
      AnswerTeamInvitationMutation,
      { input: { groupId: id, accept: true } },
      coOrganizer.token,
    );
    const bans = joinModels(app.database.connection).bans;

    const onOrganizer = await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: coOrganizer.uid, reason: 'Power struggle' } },
      owner.token,
    );
    expect(onOrganizer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { uid: expect.any(String) },
    });
    const onOwner = await rest<{ error: string }>(app.url, 'PUT', `/groups/${id}/bans/${owner.uid}`, {
      body: { reason: 'Coup attempt' },
      token: coOrganizer.token,
    });
    expect(onOwner).toMatchObject({ status: 400, body: { error: 'BAD_USER_INPUT' } });
    const unknown = await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: 'no-such-person', reason: 'Spam' } },
      owner.token,
    );
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    const noReason = await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: member.uid, reason: ' ' } },
      owner.token,
    );
    expect(noReason.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { reason: expect.any(String) },
    });
    const byMember = await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: coOrganizer.uid, reason: 'Bossy' } },
      member.token,
    );
    expect(codeOf(byMember)).toBe('FORBIDDEN');
    const badGroup = await rest<{ error: string }>(app.url, 'PUT', `/groups/not-an-id/bans/${member.uid}`, {
      body: { reason: 'Spam' },
      token: owner.token,
    });
    expect(badGroup.status).toBe(400);
    expect(await bans.countDocuments({ groupId: id })).toBe(0);
    expect((await stateOf(id, owner)).memberCount).toBe(2);

    const first = await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: member.uid, reason: 'Spam' } },
      owner.token,
    );
    expect(first.errors).toBeUndefined();
    const twice = await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: member.uid, reason: 'Spam' } },
      owner.token,
    );
    expect(codeOf(twice)).toBe('CONFLICT');
    expect(await bans.countDocuments({ groupId: id })).toBe(1);
    const unbanStranger = await graphqlRequest(
      app.url,
      UnbanMemberMutation,
      { input: { groupId: id, uid: 'nobody' } },
      owner.token,
    );
    expect(codeOf(unbanStranger)).toBe('NOT_FOUND');

    // A banned person cannot ask to join an approval group either.
    await graphqlRequest(
      app.url,
      SetJoinPolicyMutation,
      { input: { groupId: id, policy: 'APPROVAL', questions: [] } },
      owner.token,
    );
    const asked = await graphqlRequest(
      app.url,
      RequestToJoinMutation,
      { input: { groupId: id, answers: [] } },
      member.token,
    );
    expect(codeOf(asked)).toBe('BANNED');
  });

  it('puts the bans and requests a person received in their export, and deletes them with the account', async () => {
    const { id } = await createGroupAs(app, owner, { groupName: uniqueName('Export Club'), maxMembers: 5 });
    const other = await createGroupAs(app, owner, { groupName: uniqueName('Asking Club'), maxMembers: 5 });
    await graphqlRequest(
      app.url,
      SetJoinPolicyMutation,
      { input: { groupId: other.id, policy: 'APPROVAL', questions: ['Why us?'] } },
      owner.token,
    );
    const person = await createTestUser('Exa Exporter');
    await join(id, person);
    await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: person.uid, reason: 'Spam links' } },
      owner.token,
    );
    await graphqlRequest(
      app.url,
      RequestToJoinMutation,
      { input: { groupId: other.id, answers: ['The best club'] } },
      person.token,
    );

    const exported = await rest<{ otherRecords: Record<string, Record<string, unknown>[]> }>(
      app.url,
      'GET',
      '/me/export',
      {
        token: person.token,
      },
    );
    expect(exported.status).toBe(200);
    expect(exported.body.otherRecords.groupBans).toEqual([
      expect.objectContaining({ groupId: id, uid: person.uid, reason: 'Spam links' }),
    ]);
    expect(exported.body.otherRecords.joinRequests).toEqual([
      expect.objectContaining({
        groupId: other.id,
        uid: person.uid,
        answers: [{ question: 'Why us?', answer: 'The best club' }],
      }),
    ]);

    const deleted = await graphqlRequest(app.url, DeleteAccountMutation, { input: { confirm: true } }, person.token);
    expect(deleted.errors).toBeUndefined();
    const { bans, requests, decisions } = joinModels(app.database.connection);
    expect(await bans.countDocuments({ uid: person.uid })).toBe(0);
    expect(await requests.countDocuments({ uid: person.uid })).toBe(0);
    expect(await decisions.countDocuments({ uid: person.uid })).toBe(0);
    expect((await stateOf(other.id, owner)).joinRequests).toMatchObject({ nodes: [], totalCount: 0 });
  });
});
