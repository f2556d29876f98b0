import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { teamModels } from '@/groups/teamModel';
import { graphqlRequest, rest, type GraphQLResponse } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { DeleteGroupMutation, UpdateGroupMutation } from '../documents';
import { createGroupAs, restGroupBody, uniqueName, withoutRateLimits } from '../fixtures';
import { SetReminderLeadTimeMutation } from '../mailDocuments';
import { JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';
import { JoinWaitlistMutation } from '../waitlistDocuments';
import {
  AnswerTeamInvitationMutation,
  AuditLogQuery,
  InviteToTeamMutation,
  LeaveTeamMutation,
  RemoveMemberMutation,
  SetTeamRoleMutation,
  TeamQuery,
  TransferGroupMutation,
  ViewerTeamInvitationsQuery,
} from '../teamDocuments';
import {
  BanMemberMutation,
  DecideJoinRequestMutation,
  JoinStateQuery,
  RequestToJoinMutation,
  SetJoinPolicyMutation,
} from '../joinDocuments';
import { AcceptInviteLinkMutation, CreateInviteLinkMutation } from '../inviteDocuments';

/**
 * A group run by a team: invitations only the invited person can answer, the role × action
 * table as every protocol applies it, refusals that change nothing, and ownership handed over.
 */

const actors = [
  'visitor',
  'signedIn',
  'pending',
  'member',
  'waiting',
  'banned',
  'host',
  'coOrganizer',
  'owner',
] as const;
type Actor = (typeof actors)[number];

let app: TestApp;
let people: Record<Exclude<Actor, 'visitor'>, TestUser>;
let groupName: string;
let groupId: string;

const tokenOf = (actor: Actor) => (actor === 'visitor' ? undefined : people[actor].token);

async function gql<T, V>(document: TypedDocumentNode<T, V>, variables: V, actor: Actor): Promise<GraphQLResponse<T>> {
  return graphqlRequest(app.url, document, variables, tokenOf(actor));
}

/** ALLOWED, or the refusal's code. */
function outcomeOf(res: { errors?: readonly { extensions?: Record<string, unknown> }[] }): string {
  return res.errors?.length ? String(res.errors[0]?.extensions?.code) : 'ALLOWED';
}

async function restOutcome(method: string, path: string, actor: Actor, body?: unknown): Promise<string> {
  const res = await rest<{ error?: string }>(app.url, method, path, { body, token: tokenOf(actor) });
  return res.status < 300 ? 'ALLOWED' : String(res.body.error);
}

async function join(user: TestUser, id: string): Promise<void> {
  const res = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, user.token);
  expect(res.errors).toBeUndefined();
}

async function bringIntoTeam(id: string, user: TestUser, role: 'CO_ORGANIZER' | 'HOST', by: TestUser) {
  const invited = await graphqlRequest(
    app.url,
    InviteToTeamMutation,
    { input: { groupId: id, uid: user.uid, role } },
    by.token,
  );
  expect(invited.errors).toBeUndefined();
  const accepted = await graphqlRequest(
    app.url,
    AnswerTeamInvitationMutation,
    { input: { groupId: id, accept: true } },
    user.token,
  );
  expect(accepted.data?.answerTeamInvitation.group.viewerRole).toBe(role);
}

const stored = () => app.model.findById(groupId).lean();

beforeAll(async () => {
  const [started, owner, coOrganizer, host, member, signedIn, pending, waiting, banned] = await Promise.all([
    startTestApp(withoutRateLimits),
    createTestUser('Olga Owner'),
    createTestUser('Cora Coorganizer'),
    createTestUser('Hal Host'),
    createTestUser('Mia Member'),
    createTestUser('Sid Signedin'),
    createTestUser('Pia Pending'),
    createTestUser('Wyn Waiting'),
    createTestUser('Bo Banned'),
  ]);
  app = started;
  people = { owner, coOrganizer, host, member, signedIn, pending, waiting, banned };
  groupName = uniqueName('Team Club');
  groupId = (await createGroupAs(app, owner, { groupName, maxMembers: 4 })).id;
  for (const user of [coOrganizer, host, member, banned]) await join(user, groupId);
  await bringIntoTeam(groupId, coOrganizer, 'CO_ORGANIZER', owner);
  await bringIntoTeam(groupId, host, 'HOST', owner);
  // Full (3 places, 3 members) once the banned person's place is given back, then someone waits.
  const ban = await graphqlRequest(
    app.url,
    BanMemberMutation,
    { input: { groupId, uid: banned.uid, reason: 'Spam in every thread' } },
    owner.token,
  );
  expect(ban.errors).toBeUndefined();
  const lowered = await graphqlRequest(
    app.url,
    UpdateGroupMutation,
    { input: { id: groupId, maxMembers: 3 } },
    owner.token,
  );
  expect(lowered.errors).toBeUndefined();
  const queued = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id: groupId } }, waiting.token);
  expect(queued.data?.joinWaitlist.group.viewerWaitlistPosition).toBe(1);
  // From here on people ask (one question), and someone has.
  const policy = await graphqlRequest(
    app.url,
    SetJoinPolicyMutation,
    { input: { groupId, policy: 'APPROVAL', questions: joinQuestions } },
    owner.token,
  );
  expect(policy.errors).toBeUndefined();
  const asked = await graphqlRequest(
    app.url,
    RequestToJoinMutation,
    { input: { groupId, answers: ['Since I was ten'] } },
    pending.token,
  );
  expect(asked.data?.requestToJoin.group.viewerRole).toBe('PENDING');
});

const joinQuestions = ['How long have you played?'];
afterAll(() => app.stop());

describe('invitations', () => {
  it('reaches only the invited person, who sees it in the bell and answers it; the team is public, emails are not', async () => {
    const id = (await createGroupAs(app, people.owner, { groupName: uniqueName('Invite Club') })).id;
    await join(people.member, id);
    const invite = { input: { groupId: id, uid: people.member.uid, role: 'HOST' as const } };
    expect(outcomeOf(await gql(InviteToTeamMutation, invite, 'owner'))).toBe('ALLOWED');

    const mine = await gql(ViewerTeamInvitationsQuery, {}, 'member');
    expect(mine.data?.viewer?.teamInvitations).toEqual([
      { role: 'HOST', group: { id, groupName: expect.any(String) } },
    ]);
    expect(mine.data?.viewer?.notifications).toContainEqual({ kind: 'TEAM_INVITATION', groupId: id });

    const asOrganizer = await gql(TeamQuery, { id }, 'owner');
    expect(asOrganizer.data?.group?.teamInvitations).toEqual([{ inviteeId: people.member.uid, role: 'HOST' }]);

    // Nobody else can answer it.
    const answer = { input: { groupId: id, accept: true } };
    expect(outcomeOf(await gql(AnswerTeamInvitationMutation, answer, 'signedIn'))).toBe('NOT_FOUND');
    expect(outcomeOf(await gql(AnswerTeamInvitationMutation, answer, 'visitor'))).toBe('UNAUTHENTICATED');

    expect(outcomeOf(await gql(AnswerTeamInvitationMutation, answer, 'member'))).toBe('ALLOWED');
    // Answering twice: the invitation is gone.
    expect(outcomeOf(await gql(AnswerTeamInvitationMutation, answer, 'member'))).toBe('NOT_FOUND');

    const asVisitor = await gql(TeamQuery, { id }, 'visitor');
    expect(asVisitor.data?.group).toMatchObject({
      userEmail: null,
      viewerRole: 'VISITOR',
      teamInvitations: null,
      team: [
        { id: people.owner.uid, displayName: 'Olga Owner', role: 'OWNER' },
        { id: people.member.uid, displayName: 'Mia Member', role: 'HOST' },
      ],
    });
    const exported = await rest<{ otherRecords: Record<string, { groupId: string; role: string }[]> }>(
      app.url,
      'GET',
      '/me/export',
      { token: people.member.token },
    );
    expect(exported.body.otherRecords.groupRoles).toContainEqual(
      expect.objectContaining({ groupId: id, role: 'HOST' }),
    );
    const restTeam = await rest<{ team: unknown[]; viewerRole: string }>(app.url, 'GET', `/groups/${id}/team`);
    expect(restTeam.body.viewerRole).toBe('VISITOR');
    expect(JSON.stringify(restTeam.body)).not.toContain('@');
  });

  it('can be declined, and only members can be invited', async () => {
    const id = (await createGroupAs(app, people.owner, { groupName: uniqueName('Decline Club') })).id;
    const outsider = { input: { groupId: id, uid: people.signedIn.uid, role: 'HOST' as const } };
    const refused = await gql(InviteToTeamMutation, outsider, 'owner');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { uid: 'Only a member of the group can be invited to its team.' },
    });
    await join(people.member, id);
    const invite = { input: { groupId: id, uid: people.member.uid, role: 'CO_ORGANIZER' as const } };
    expect(outcomeOf(await gql(InviteToTeamMutation, invite, 'owner'))).toBe('ALLOWED');
    const declined = await gql(AnswerTeamInvitationMutation, { input: { groupId: id, accept: false } }, 'member');
    expect(declined.data?.answerTeamInvitation.group.viewerRole).toBe('MEMBER');
    const team = await gql(TeamQuery, { id }, 'owner');
    expect(team.data?.group?.team).toHaveLength(1);
    expect(team.data?.group?.teamInvitations).toEqual([]);
  });
});

/**
 * One row per action: who may, and how each protocol is asked. Allowed calls change nothing (they
 * set what is already set), so every cell runs on the same group and the last check proves that
 * no refusal changed anything either.
 */
interface Row {
  action: string;
  allowed: readonly Actor[];
  /** What the cell answers when the permission is granted but the input is not accepted (e.g. transferring to oneself). */
  allowedOutcome?: string;
  skip?: readonly Actor[];
  /** Per-role outcomes, for actions whose refusal depends on where the person stands (joining, asking). */
  outcomes?: Record<Actor, string>;
  graphql: (actor: Actor) => Promise<string>;
  rest?: (actor: Actor) => Promise<string>;
}

const organizers: readonly Actor[] = ['coOrganizer', 'owner'];
const runners: readonly Actor[] = ['host', 'coOrganizer', 'owner'];

const rows: Row[] = [
  {
    action: 'EDIT_GROUP',
    allowed: organizers,
    graphql: async (actor) => {
      const { description } = (await stored())!;
      return outcomeOf(await gql(UpdateGroupMutation, { input: { id: groupId, description } }, actor));
    },
    rest: (actor) => restOutcome('PUT', `/groups/${groupId}`, actor, restGroupBody({ groupName, maxMembers: 3 })),
  },
  {
    action: 'DELETE_GROUP',
    allowed: ['owner'],
    skip: ['owner'], // proved on a group of its own below
    graphql: async (actor) => outcomeOf(await gql(DeleteGroupMutation, { input: { id: groupId } }, actor)),
    rest: (actor) => restOutcome('DELETE', `/groups/${groupId}`, actor),
  },
  {
    action: 'TRANSFER',
    allowed: ['owner'],
    allowedOutcome: 'BAD_USER_INPUT', // to oneself: past the permission, refused as input
    graphql: async (actor) =>
      outcomeOf(
        await gql(
          TransferGroupMutation,
          { input: { groupId, uid: actor === 'visitor' ? 'x' : people[actor].uid } },
          actor,
        ),
      ),
    rest: (actor) =>
      restOutcome('POST', `/groups/${groupId}/transfer`, actor, {
        uid: actor === 'visitor' ? 'x' : people[actor].uid,
      }),
  },
  {
    action: 'MANAGE_TEAM',
    allowed: organizers,
    graphql: async (actor) =>
      outcomeOf(await gql(SetTeamRoleMutation, { input: { groupId, uid: people.host.uid, role: 'HOST' } }, actor)),
    rest: (actor) => restOutcome('PUT', `/groups/${groupId}/team/${people.host.uid}`, actor, { role: 'HOST' }),
  },
  {
    action: 'REMOVE_MEMBER',
    allowed: organizers,
    allowedOutcome: 'NOT_A_MEMBER', // the one removed is not a member: past the permission, nothing to end
    graphql: async (actor) =>
      outcomeOf(await gql(RemoveMemberMutation, { input: { groupId, uid: people.signedIn.uid } }, actor)),
    rest: (actor) => restOutcome('DELETE', `/groups/${groupId}/members/${people.signedIn.uid}`, actor),
  },
  {
    action: 'MANAGE_SESSIONS',
    allowed: runners,
    graphql: async (actor) =>
      outcomeOf(await gql(SetReminderLeadTimeMutation, { input: { id: groupId, reminderLeadHours: 24 } }, actor)),
  },
  {
    action: 'SEE_MEMBERS',
    allowed: runners,
    graphql: async (actor) =>
      (await gql(TeamQuery, { id: groupId }, actor)).data?.group?.members ? 'ALLOWED' : 'HIDDEN',
  },
  {
    action: 'SEE_WAITLIST',
    allowed: runners,
    graphql: async (actor) =>
      (await gql(TeamQuery, { id: groupId }, actor)).data?.group?.waitlist ? 'ALLOWED' : 'HIDDEN',
    rest: async (actor) => {
      const res = await rest<{ waitlist?: unknown }>(app.url, 'GET', `/groups/${groupId}/waitlist`, {
        token: tokenOf(actor),
      });
      return res.body.waitlist ? 'ALLOWED' : 'HIDDEN';
    },
  },
  {
    action: 'SEE_EMAIL',
    allowed: organizers,
    graphql: async (actor) =>
      (await gql(TeamQuery, { id: groupId }, actor)).data?.group?.userEmail ? 'ALLOWED' : 'HIDDEN',
    rest: async (actor) => {
      const res = await rest<{ userEmail?: string }>(app.url, 'GET', `/groups/${groupId}`, { token: tokenOf(actor) });
      return res.body.userEmail === people.owner.email ? 'ALLOWED' : 'HIDDEN';
    },
  },
  {
    action: 'SEE_AUDIT',
    allowed: organizers,
    graphql: async (actor) =>
      (await gql(AuditLogQuery, { id: groupId }, actor)).data?.group?.auditLog ? 'ALLOWED' : 'HIDDEN',
    rest: async (actor) => {
      const res = await rest<{ entries?: unknown[] }>(app.url, 'GET', `/groups/${groupId}/audit`, {
        token: tokenOf(actor),
      });
      return res.status === 200 && res.body.entries ? 'ALLOWED' : 'HIDDEN';
    },
  },
  {
    action: 'SEE_TEAM_INVITATIONS',
    allowed: organizers,
    graphql: async (actor) =>
      (await gql(TeamQuery, { id: groupId }, actor)).data?.group?.teamInvitations ? 'ALLOWED' : 'HIDDEN',
    rest: async (actor) => {
      const res = await rest<{ invitations?: unknown }>(app.url, 'GET', `/groups/${groupId}/team`, {
        token: tokenOf(actor),
      });
      return res.body.invitations ? 'ALLOWED' : 'HIDDEN';
    },
  },
  {
    action: 'SET_JOIN_POLICY',
    allowed: organizers,
    graphql: async (actor) =>
      outcomeOf(
        await gql(SetJoinPolicyMutation, { input: { groupId, policy: 'APPROVAL', questions: joinQuestions } }, actor),
      ),
    rest: (actor) =>
      restOutcome('PUT', `/groups/${groupId}/admission/policy`, actor, {
        policy: 'APPROVAL',
        questions: joinQuestions,
      }),
  },
  {
    action: 'DECIDE_REQUESTS',
    allowed: organizers,
    allowedOutcome: 'BAD_USER_INPUT', // the person named has not asked: past the permission, nothing to decide
    graphql: async (actor) =>
      outcomeOf(
        await gql(DecideJoinRequestMutation, { input: { groupId, uid: people.signedIn.uid, approve: true } }, actor),
      ),
    rest: (actor) =>
      restOutcome('PUT', `/groups/${groupId}/admission/requests/${people.signedIn.uid}`, actor, { approve: true }),
  },
  {
    action: 'BAN',
    allowed: organizers,
    allowedOutcome: 'BAD_USER_INPUT', // the person named never joined, asked or waited: nobody to ban
    graphql: async (actor) =>
      outcomeOf(await gql(BanMemberMutation, { input: { groupId, uid: people.signedIn.uid, reason: 'Spam' } }, actor)),
    rest: (actor) => restOutcome('PUT', `/groups/${groupId}/bans/${people.signedIn.uid}`, actor, { reason: 'Spam' }),
  },
  {
    action: 'SEE_JOIN_REQUESTS',
    allowed: organizers,
    graphql: async (actor) =>
      (await gql(JoinStateQuery, { id: groupId }, actor)).data?.group?.joinRequests ? 'ALLOWED' : 'HIDDEN',
    rest: async (actor) => {
      const res = await rest<{ requests?: unknown[] }>(app.url, 'GET', `/groups/${groupId}/admission`, {
        token: tokenOf(actor),
      });
      return res.body.requests ? 'ALLOWED' : 'HIDDEN';
    },
  },
  {
    action: 'SEE_BANS',
    allowed: organizers,
    graphql: async (actor) =>
      (await gql(JoinStateQuery, { id: groupId }, actor)).data?.group?.bans ? 'ALLOWED' : 'HIDDEN',
    rest: async (actor) => {
      const res = await rest<{ bans?: unknown[] }>(app.url, 'GET', `/groups/${groupId}/admission`, {
        token: tokenOf(actor),
      });
      return res.body.bans ? 'ALLOWED' : 'HIDDEN';
    },
  },
  {
    // A link changes no one's standing: making one is allowed to organizers only.
    action: 'INVITE_MEMBERS',
    allowed: organizers,
    graphql: async (actor) => outcomeOf(await gql(CreateInviteLinkMutation, { input: { groupId } }, actor)),
    rest: (actor) => restOutcome('POST', `/groups/${groupId}/invites`, actor, {}),
  },
  {
    // Following a link that is not one of the group's lets nobody in, whoever follows it.
    action: 'FOLLOW_FORGED_INVITE',
    allowed: [],
    outcomes: {
      visitor: 'UNAUTHENTICATED',
      signedIn: 'INVITE_INVALID',
      pending: 'INVITE_INVALID',
      member: 'INVITE_INVALID',
      waiting: 'INVITE_INVALID',
      banned: 'INVITE_INVALID',
      host: 'INVITE_INVALID',
      coOrganizer: 'INVITE_INVALID',
      owner: 'INVITE_INVALID',
    },
    graphql: async (actor) =>
      outcomeOf(await gql(AcceptInviteLinkMutation, { input: { groupId, token: 'forged.token' } }, actor)),
    rest: (actor) => restOutcome('POST', `/groups/${groupId}/invites/forged.token/join`, actor),
  },
  {
    // Joining: an approval group takes nobody directly; members joining again change nothing.
    action: 'JOIN',
    allowed: [],
    outcomes: {
      visitor: 'UNAUTHENTICATED',
      signedIn: 'APPROVAL_REQUIRED',
      pending: 'APPROVAL_REQUIRED',
      member: 'ALLOWED',
      waiting: 'APPROVAL_REQUIRED',
      banned: 'BANNED',
      host: 'ALLOWED',
      coOrganizer: 'ALLOWED',
      owner: 'ORGANIZER_CANNOT_JOIN',
    },
    graphql: async (actor) => outcomeOf(await gql(JoinGroupMutation, { input: { id: groupId } }, actor)),
    rest: (actor) => restOutcome('POST', `/groups/${groupId}/join`, actor),
  },
  {
    // Asking (here without the one answer the group wants, so nobody's request is stored).
    action: 'TAKE_PART',
    allowed: [],
    outcomes: {
      visitor: 'UNAUTHENTICATED',
      signedIn: 'BAD_USER_INPUT',
      pending: 'BAD_USER_INPUT',
      member: 'CONFLICT',
      waiting: 'BAD_USER_INPUT',
      banned: 'BANNED',
      host: 'CONFLICT',
      coOrganizer: 'CONFLICT',
      owner: 'CONFLICT',
    },
    graphql: async (actor) => outcomeOf(await gql(RequestToJoinMutation, { input: { groupId, answers: [] } }, actor)),
    rest: (actor) => restOutcome('POST', `/groups/${groupId}/admission/requests`, actor, { answers: [] }),
  },
];

const isRead = (row: Row) => row.action.startsWith('SEE_');

function expected(row: Row, actor: Actor): string {
  if (row.outcomes) return row.outcomes[actor];
  if (row.allowed.includes(actor)) return row.allowedOutcome ?? 'ALLOWED';
  if (isRead(row)) return 'HIDDEN';
  return actor === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
}

describe('the role × action matrix', () => {
  it('answers every cell as the table says, on GraphQL and REST, and refusals change nothing', async () => {
    const before = await stored();
    const cells: string[] = [];
    const wrong: string[] = [];
    for (const row of rows) {
      for (const actor of actors) {
        if (row.skip?.includes(actor)) continue;
        const want = expected(row, actor);
        const protocols = [['graphql', row.graphql] as const, ...(row.rest ? [['rest', row.rest] as const] : [])];
        for (const [protocol, ask] of protocols) {
          const got = await ask(actor);
          cells.push(`${row.action} ${actor} ${protocol}`);
          if (got !== want) wrong.push(`${row.action} × ${actor} (${protocol}): ${got}, expected ${want}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cells.length).toBeGreaterThan(80);
    const after = await stored();
    expect(after).toEqual(before);
    // Nobody was let in, banned, unbanned or queued by any cell.
    const state = (await gql(JoinStateQuery, { id: groupId }, 'owner')).data?.group;
    expect(state).toMatchObject({ memberCount: 3, waitlistCount: 1 });
    expect(state?.joinRequests?.nodes.map(({ id }) => id)).toEqual([people.pending.uid]);
    expect(state?.bans?.map(({ id }) => id)).toEqual([people.banned.uid]);
    const team = await gql(TeamQuery, { id: groupId }, 'owner');
    expect(team.data?.group?.team.map(({ role }) => role)).toEqual(['OWNER', 'CO_ORGANIZER', 'HOST']);
  });

  it('says where each person stands, on both protocols', async () => {
    const roles: Record<Actor, string> = {
      visitor: 'VISITOR',
      signedIn: 'SIGNED_IN',
      pending: 'PENDING',
      waiting: 'WAITING',
      banned: 'BANNED',
      member: 'MEMBER',
      host: 'HOST',
      coOrganizer: 'CO_ORGANIZER',
      owner: 'OWNER',
    };
    for (const actor of actors) {
      expect((await gql(TeamQuery, { id: groupId }, actor)).data?.group?.viewerRole).toBe(roles[actor]);
      const res = await rest<{ viewerRole: string }>(app.url, 'GET', `/groups/${groupId}/team`, {
        token: tokenOf(actor),
      });
      expect(res.body.viewerRole).toBe(roles[actor]);
    }
  });
});

describe('bad input changes nothing', () => {
  it('refuses to leave a group without an owner, and other impossible role changes', async () => {
    const before = await stored();
    const onOwner = await gql(
      SetTeamRoleMutation,
      { input: { groupId, uid: people.owner.uid, role: 'MEMBER' } },
      'owner',
    );
    expect(onOwner.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { uid: expect.any(String) },
    });
    const byCo = await gql(
      SetTeamRoleMutation,
      { input: { groupId, uid: people.owner.uid, role: 'HOST' } },
      'coOrganizer',
    );
    expect(outcomeOf(byCo)).toBe('BAD_USER_INPUT');
    expect(outcomeOf(await gql(LeaveTeamMutation, { input: { id: groupId } }, 'owner'))).toBe('OWNER_MUST_TRANSFER');
    expect(outcomeOf(await gql(LeaveGroupMutation, { input: { id: groupId } }, 'owner'))).toBe('OWNER_MUST_TRANSFER');
    const toHost = await gql(TransferGroupMutation, { input: { groupId, uid: people.host.uid } }, 'owner');
    expect(toHost.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { uid: 'Ownership can only pass to a co-organizer of the group.' },
    });
    const badRole = await rest<{ error: string; fields: Record<string, string> }>(
      app.url,
      'PUT',
      `/groups/${groupId}/team/${people.host.uid}`,
      { body: { role: 'EMPEROR' }, token: people.owner.token },
    );
    expect(badRole.status).toBe(400);
    expect(badRole.body.fields.role).toContain('role must be one of');
    expect(await stored()).toEqual(before);
    const team = await gql(TeamQuery, { id: groupId }, 'owner');
    expect(team.data?.group?.team.map(({ role }) => role)).toEqual(['OWNER', 'CO_ORGANIZER', 'HOST']);
  });
});

describe('transferring ownership', () => {
  it('hands the group to a co-organizer; the old owner stays on as co-organizer and can no longer delete it', async () => {
    const id = (await createGroupAs(app, people.owner, { groupName: uniqueName('Handover Club') })).id;
    await join(people.coOrganizer, id);
    await bringIntoTeam(id, people.coOrganizer, 'CO_ORGANIZER', people.owner);
    const moved = await gql(TransferGroupMutation, { input: { groupId: id, uid: people.coOrganizer.uid } }, 'owner');
    const audit = await gql(AuditLogQuery, { id }, 'coOrganizer');
    expect(audit.data?.group?.auditLog?.map(({ action, targetName, detail }) => [action, targetName, detail])).toEqual([
      ['TRANSFERRED', 'Cora Coorganizer', null],
      ['JOINED_TEAM', null, 'CO_ORGANIZER'],
      ['INVITED', 'Cora Coorganizer', 'CO_ORGANIZER'],
    ]);
    expect(moved.data?.transferGroup.group).toMatchObject({
      userName: 'Cora Coorganizer',
      viewerRole: 'CO_ORGANIZER',
      team: [
        { displayName: 'Cora Coorganizer', role: 'OWNER' },
        { displayName: 'Olga Owner', role: 'CO_ORGANIZER' },
      ],
    });
    const asNewOwner = await gql(TeamQuery, { id }, 'coOrganizer');
    expect(asNewOwner.data?.group).toMatchObject({
      viewerRole: 'OWNER',
      viewerIsOwner: true,
      userEmail: people.coOrganizer.email,
    });
    expect(outcomeOf(await gql(DeleteGroupMutation, { input: { id } }, 'owner'))).toBe('FORBIDDEN');
    const notified = await gql(ViewerTeamInvitationsQuery, {}, 'coOrganizer');
    expect(notified.data?.viewer?.notifications).toContainEqual({ kind: 'ROLE_CHANGED', groupId: id });
    // The new owner deletes it: its team goes with it.
    expect(outcomeOf(await gql(DeleteGroupMutation, { input: { id } }, 'coOrganizer'))).toBe('ALLOWED');
    expect(await teamModels(app.database.connection).roles.countDocuments({ groupId: id })).toBe(0);
  });
});

describe('removing a member', () => {
  it('ends the membership, gives the place to the first in line once, tells the person, and lets them ask again', async () => {
    const id = (await createGroupAs(app, people.owner, { groupName: uniqueName('Remove Club'), maxMembers: 1 })).id;
    await join(people.member, id);
    const waiting = await Promise.all([createTestUser('Wes Waiting'), createTestUser('Val Waiting')]);
    for (const user of waiting) {
      const res = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, user.token);
      expect(res.errors).toBeUndefined();
    }
    const onTeam = await gql(RemoveMemberMutation, { input: { groupId: id, uid: people.owner.uid } }, 'owner');
    expect(outcomeOf(onTeam)).toBe('BAD_USER_INPUT');
    const removed = await gql(RemoveMemberMutation, { input: { groupId: id, uid: people.member.uid } }, 'owner');
    expect(removed.data?.removeMember.group).toMatchObject({ memberCount: 1, waitlistCount: 1 });
    const members = await gql(TeamQuery, { id }, 'owner');
    expect(members.data?.group?.members).toEqual([{ id: waiting[0].uid, displayName: 'Wes Waiting' }]);
    const told = await gql(ViewerTeamInvitationsQuery, {}, 'member');
    expect(told.data?.viewer?.notifications).toContainEqual({ kind: 'REMOVED', groupId: id });
    const again = await gql(RemoveMemberMutation, { input: { groupId: id, uid: people.member.uid } }, 'owner');
    expect(outcomeOf(again)).toBe('NOT_A_MEMBER');
    const audit = await gql(AuditLogQuery, { id }, 'owner');
    expect(audit.data?.group?.auditLog).toEqual([
      { action: 'REMOVED', actorName: 'Olga Owner', targetName: 'Mia Member', detail: null },
    ]);
  });
});
