import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { followGroup, groupListeners, liveClient } from '../../support/groupLive';
import { graphqlRequest, rest } from '../../support/http';
import { eventually } from '../../support/smtp';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, daysFromToday, uniqueName, withoutRateLimits } from '../fixtures';
import { DeleteGroupMutation, UpdateGroupMutation } from '../documents';
import {
  AnnounceMutation,
  CommentOnSessionMutation,
  DiscussionUpdatedSubscription,
  ReplyMutation,
  HideThreadMutation,
  StartThreadMutation,
  ThreadQuery,
} from '../discussionDocuments';
import { CreateInviteLinkMutation, RevokeInviteLinksMutation } from '../inviteDocuments';
import {
  BanMemberMutation,
  DecideJoinRequestMutation,
  RequestToJoinMutation,
  SetJoinPolicyMutation,
  UnbanMemberMutation,
} from '../joinDocuments';
import { NotificationAddedSubscription } from '../notifyDocuments';
import { MatrixGroupLive, MatrixGroupQuery, MatrixSuspendedAccountsQuery } from '../matrixDocuments';
import { HideAnnouncementMutation } from '../announcementDocuments';
import { JoinGroupMutation } from '../membershipDocuments';
import {
  LiftAccountSuspensionMutation,
  LiftGroupSuspensionMutation,
  ReportContentMutation,
  ReportQueueChangedSubscription,
  ReportQueueQuery,
  ResolveReportMutation,
  SuspendAccountMutation,
  SuspendGroupMutation,
} from '../moderationDocuments';
import {
  CancelSessionMutation,
  GroupSessionsQuery,
  MoveSessionMutation,
  RsvpMutation,
  SetScheduleMutation,
} from '../sessionDocuments';
import {
  AnswerTeamInvitationMutation,
  InviteToTeamMutation,
  RemoveMemberMutation,
  SetTeamRoleMutation,
  LeaveTeamMutation,
  TransferGroupMutation,
} from '../teamDocuments';
import { JoinWaitlistMutation } from '../waitlistDocuments';
import { SetRemindersMutation } from '../mailDocuments';
import type { ScheduleInput, TestMatrixGroupQuery } from '../gql/graphql';

/**
 * The role × action matrix of issue 29: every role a person can hold towards a group (and the
 * site's admin) against every query, mutation, REST path and subscription that touches a group,
 * its members, sessions, waitlist, posts and reports. Each cell is asked over GraphQL and REST:
 * allowed, or the documented refusal (docs/API.md, docs/SECURITY.md), and the refusals of an
 * action together change nothing (the database is read before and after). One app, one group in
 * every state (`club`), a side group for the destructive actions (`yard`); allowed writes are
 * undone, or repeat harmlessly, so each row leaves the club as it found it.
 */

const roles = [
  'visitor',
  'signedIn',
  'pending',
  'member',
  'waiting',
  'banned',
  'host',
  'co',
  'owner',
  'admin',
] as const;
type Role = (typeof roles)[number];
type Person = Exclude<Role, 'visitor'>;
/** 'ALLOWED', 'HIDDEN' (answered, without the gated part), or the refusal's code. */
type Outcome = string;

let app: TestApp;
let people: Record<Person, TestUser>;
/** The yard's people: a member to remove and ban, askers to decline, an account to suspend. */
let extra: { victim: TestUser; askers: TestUser[]; suspect: TestUser };
let club: string;
let yard: string;
let threadIds: string[];
let sessionIds: string[];
/** Open reports of the club's threads, one per allowed resolution; `[0]` is the one refusals try. */
let reportIds: string[];
/** An announcement to all the club's members. */
let announcementId: string;
const clients: Client[] = [];

const tokenOf = (role: Role) => (role === 'visitor' ? undefined : people[role].token);
const uidOf = (role: Person) => people[role].uid;

async function ok<T, V>(document: TypedDocumentNode<T, V>, variables: V, user: TestUser): Promise<T> {
  const res = await graphqlRequest(app.url, document, variables, user.token);
  if (res.errors || !res.data) throw new Error(`setup failed: ${JSON.stringify(res.errors)}`);
  return res.data;
}

async function viaGraphql<T, V>(
  document: TypedDocumentNode<T, V>,
  variables: V,
  role: Role,
  visible?: (data: T) => boolean,
): Promise<Outcome> {
  const res = await graphqlRequest(app.url, document, variables, tokenOf(role));
  if (res.errors?.length) return String(res.errors[0]?.extensions?.code);
  return !visible || visible(res.data as T) ? 'ALLOWED' : 'HIDDEN';
}

const restStatus: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};

async function viaRest(
  method: string,
  path: string,
  role: Role,
  body?: unknown,
  visible?: (answer: Record<string, unknown>) => boolean,
): Promise<Outcome> {
  const res = await rest<Record<string, unknown>>(app.url, method, path, { body, token: tokenOf(role) });
  if (res.status >= 300) {
    const code = String(res.body.error);
    // docs/API.md, "Errors": the status goes with the code; the domain's own refusals are 409.
    return res.status === (restStatus[code] ?? 409) ? code : `${code} (HTTP ${res.status})`;
  }
  return !visible || visible(res.body) ? 'ALLOWED' : 'HIDDEN';
}

/** Every stored document but what only follows writes (notifications, mail, change feeds), for before/after. */
async function stored(): Promise<Record<string, unknown>> {
  const db = app.database.connection.db!;
  const names = (await db.listCollections().toArray()).map(({ name }) => name).filter((name) => !followers.test(name));
  const all = await Promise.all(names.sort().map((name) => db.collection(name).find().sort({ _id: 1 }).toArray()));
  return Object.fromEntries(names.map((name, index) => [name, all[index]]));
}
const followers = /notification|outbox|mail|change|revocation|sync|claimAdmins|rateLimit|process/i;

/** What a refused role gets: mutations refuse visitors as UNAUTHENTICATED, anyone else as FORBIDDEN. */
const refused = (role: Role): Outcome => (role === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
const hidden = (): Outcome => 'HIDDEN';
const except =
  (codes: Partial<Record<Role, Outcome>>, otherwise: (role: Role) => Outcome = refused) =>
  (role: Role): Outcome =>
    codes[role] ?? otherwise(role);

interface Row {
  name: string;
  allowed: readonly Role[];
  graphql(role: Role): Promise<Outcome>;
  /** null: the action has no REST path (said in the row's name). */
  rest: ((role: Role) => Promise<Outcome>) | null;
  graphqlRefusal?: (role: Role) => Outcome;
  restRefusal?: (role: Role) => Outcome;
  /** Undoes an allowed action before the next cell (the protocol says which was just done). */
  undo?(role: Role, protocol: 'graphql' | 'rest'): Promise<void>;
}

const group = (role: Role) => viaGraphql(MatrixGroupQuery, { id: club }, role, (data) => data.group !== null);
const field = (pick: (group: NonNullable<TestMatrixGroupQuery['group']>) => unknown) => (role: Role) =>
  viaGraphql(MatrixGroupQuery, { id: club }, role, (data) => data.group !== null && pick(data.group) !== null);
const restField = (path: () => string, key: string) => (role: Role) =>
  viaRest('GET', path(), role, undefined, (answer) => key in answer);

/** Counts the calls of each allowed role, so each allowed write has a fresh target or value. */
const turns = new Map<string, number>();
const turn = (key: string) => {
  const next = turns.get(key) ?? 0;
  turns.set(key, next + 1);
  return next;
};

const readRows = (): Row[] => [
  { name: 'the group', allowed: roles, graphql: group, rest: (role) => viaRest('GET', `/groups/${club}`, role) },
  {
    name: 'the organizer’s email',
    allowed: ['co', 'owner'],
    graphql: field((g) => g.userEmail),
    rest: restField(() => `/groups/${club}`, 'userEmail'),
    graphqlRefusal: hidden,
    restRefusal: hidden,
  },
  // There is no REST list of members: GraphQL only.
  {
    name: 'the members (GraphQL only)',
    allowed: ['host', 'co', 'owner'],
    graphql: field((g) => g.members),
    rest: null,
    graphqlRefusal: hidden,
  },
  {
    name: 'the waitlist',
    allowed: ['host', 'co', 'owner'],
    graphql: field((g) => g.waitlist),
    rest: restField(() => `/groups/${club}/waitlist`, 'waitlist'),
    graphqlRefusal: hidden,
    restRefusal: hidden,
  },
  {
    name: 'the team’s open invitations',
    allowed: ['co', 'owner'],
    graphql: field((g) => g.teamInvitations),
    rest: restField(() => `/groups/${club}/team`, 'invitations'),
    graphqlRefusal: hidden,
    restRefusal: hidden,
  },
  {
    name: 'the audit log',
    allowed: ['co', 'owner'],
    graphql: field((g) => g.auditEntries),
    rest: (role) => viaRest('GET', `/groups/${club}/audit`, role),
    graphqlRefusal: hidden,
    restRefusal: () => 'FORBIDDEN',
  },
  {
    name: 'the group’s reports (admins see every report)',
    allowed: ['co', 'owner', 'admin'],
    graphql: field((g) => g.reports),
    rest: (role) => viaRest('GET', `/groups/${club}/reports`, role),
    graphqlRefusal: hidden,
    restRefusal: () => 'FORBIDDEN',
  },
  {
    name: 'the pending join requests',
    allowed: ['co', 'owner'],
    graphql: field((g) => g.pendingJoinRequests),
    rest: restField(() => `/groups/${club}/admission`, 'requests'),
    graphqlRefusal: hidden,
    restRefusal: hidden,
  },
  {
    name: 'the bans',
    allowed: ['co', 'owner'],
    graphql: field((g) => g.bannedPeople),
    rest: (role) => viaRest('GET', `/groups/${club}/bans`, role),
    graphqlRefusal: hidden,
    restRefusal: () => 'FORBIDDEN',
  },
  {
    name: 'a members-only thread',
    allowed: ['member', 'host', 'co', 'owner'],
    graphql: (role) => viaGraphql(ThreadQuery, { id: threadIds[0]! }, role),
    rest: (role) => viaRest('GET', `/threads/${threadIds[0]!}`, role),
    graphqlRefusal: () => 'NOT_FOUND',
    restRefusal: () => 'NOT_FOUND',
  },
  {
    name: 'the site’s report queue',
    allowed: ['admin'],
    graphql: (role) => viaGraphql(ReportQueueQuery, {}, role),
    rest: (role) => viaRest('GET', '/moderation/reports', role),
  },
  {
    name: 'the suspended accounts',
    allowed: ['admin'],
    graphql: (role) => viaGraphql(MatrixSuspendedAccountsQuery, {}, role),
    rest: (role) => viaRest('GET', '/moderation/accounts', role),
  },
];

const schedule: ScheduleInput = {
  startsAt: `${daysFromToday(7)}T19:00`,
  timeZone: 'Europe/Lisbon',
  durationMinutes: 90,
  recurrence: { frequency: 'WEEKLY', count: 8 },
};
/** What refused roles try instead: a change that would show. */
const shorter: ScheduleInput = { ...schedule, recurrence: { frequency: 'WEEKLY', count: 2 } };
const organizers: readonly Role[] = ['co', 'owner'];
const runners: readonly Role[] = ['host', 'co', 'owner'];
const takesPart: readonly Role[] = ['member', 'host', 'co', 'owner'];
const signedIn = roles.filter((role) => role !== 'visitor');
const isIn = (set: readonly Role[], role: Role) => set.includes(role);

/** The yard's victim, or (refusals) the club's member: destructive writes land where nothing depends on them. */
const targetOf = (role: Role): [string, string] =>
  isIn(organizers, role) ? [yard, extra.victim.uid] : [club, uidOf('member')];
/** The yard's victim, banned first (allowed roles), or the club's banned person (refusals). */
const unbanTarget = async (role: Role): Promise<[string, string]> => {
  if (!isIn(organizers, role)) return [club, uidOf('banned')];
  await ok(
    BanMemberMutation,
    { input: { groupId: yard, uid: extra.victim.uid, reason: 'Matrix check' } },
    people.owner,
  );
  return [yard, extra.victim.uid];
};
const rejoinYard = async () => {
  await ok(JoinGroupMutation, { input: { id: yard } }, extra.victim);
};

const outsiderRsvp = except({ visitor: 'UNAUTHENTICATED', owner: 'ORGANIZER_CANNOT_JOIN' }, () => 'NOT_A_MEMBER');

/** Joining a group that asks for approval: only those in it already (their join changes nothing) get through. */
const joinRefusal = except(
  { visitor: 'UNAUTHENTICATED', banned: 'BANNED', owner: 'ORGANIZER_CANNOT_JOIN' },
  () => 'APPROVAL_REQUIRED',
);

/** Hiding a post: who may not read it finds none (as one that does not exist); its readers may not hide it. */
const outsidersFindNothing = except(
  { visitor: 'UNAUTHENTICATED', member: 'FORBIDDEN', host: 'FORBIDDEN' },
  () => 'NOT_FOUND',
);

const notOnTheTeam = except({ visitor: 'UNAUTHENTICATED', owner: 'OWNER_MUST_TRANSFER' }, () => 'BAD_USER_INPUT');

const writeRows = (): Row[] => [
  {
    name: 'updateGroup · PUT /groups/{id}',
    allowed: organizers,
    graphql: (role) =>
      viaGraphql(UpdateGroupMutation, { input: { id: club, location: `Boathouse ${turn('location')}` } }, role),
    rest: (role) => viaRest('PUT', `/groups/${club}`, role, { location: `Boathouse ${turn('location')}` }),
  },
  {
    name: 'setJoinPolicy · PUT /groups/{id}/admission/policy',
    allowed: organizers,
    // Allowed roles set what is there already; the others try to open the group.
    graphql: (role) =>
      viaGraphql(
        SetJoinPolicyMutation,
        { input: { groupId: club, policy: isIn(organizers, role) ? 'APPROVAL' : 'OPEN', questions: [] } },
        role,
      ),
    rest: (role) =>
      viaRest('PUT', `/groups/${club}/admission/policy`, role, {
        policy: isIn(organizers, role) ? 'APPROVAL' : 'OPEN',
        questions: [],
      }),
  },
  {
    name: 'inviteToTeam · POST /groups/{id}/team/invitations',
    allowed: organizers,
    graphql: (role) =>
      viaGraphql(InviteToTeamMutation, { input: { groupId: club, uid: uidOf('member'), role: 'HOST' } }, role),
    rest: (role) => viaRest('POST', `/groups/${club}/team/invitations`, role, { uid: uidOf('member'), role: 'HOST' }),
    undo: async () => {
      await ok(AnswerTeamInvitationMutation, { input: { groupId: club, accept: false } }, people.member);
    },
  },
  {
    name: 'setTeamRole · PUT /groups/{id}/team/{uid}',
    allowed: organizers,
    graphql: (role) =>
      viaGraphql(SetTeamRoleMutation, { input: { groupId: club, uid: uidOf('host'), role: 'CO_ORGANIZER' } }, role),
    rest: (role) => viaRest('PUT', `/groups/${club}/team/${uidOf('host')}`, role, { role: 'CO_ORGANIZER' }),
    undo: async () => {
      await ok(SetTeamRoleMutation, { input: { groupId: club, uid: uidOf('host'), role: 'HOST' } }, people.owner);
    },
  },
  {
    name: 'transferGroup · POST /groups/{id}/transfer',
    allowed: ['owner'],
    graphql: (role) => viaGraphql(TransferGroupMutation, { input: { groupId: club, uid: uidOf('co') } }, role),
    rest: (role) => viaRest('POST', `/groups/${club}/transfer`, role, { uid: uidOf('co') }),
    undo: async () => {
      await ok(TransferGroupMutation, { input: { groupId: club, uid: uidOf('owner') } }, people.co);
    },
  },
  {
    name: 'removeMember · DELETE /groups/{id}/members/{uid}',
    allowed: organizers,
    graphql: (role) => {
      const [groupId, uid] = targetOf(role);
      return viaGraphql(RemoveMemberMutation, { input: { groupId, uid } }, role);
    },
    rest: (role) => viaRest('DELETE', `/groups/${targetOf(role).join('/members/')}`, role),
    undo: rejoinYard,
  },
  {
    name: 'banMember, then unbanMember · PUT, DELETE /groups/{id}/bans/{uid}',
    allowed: organizers,
    graphql: (role) => {
      const [groupId, uid] = targetOf(role);
      return viaGraphql(BanMemberMutation, { input: { groupId, uid, reason: 'Matrix check' } }, role);
    },
    rest: (role) => viaRest('PUT', `/groups/${targetOf(role).join('/bans/')}`, role, { reason: 'Matrix check' }),
    undo: async (role, protocol) => {
      const [groupId, uid] = targetOf(role);
      const unbanned =
        protocol === 'graphql'
          ? await viaGraphql(UnbanMemberMutation, { input: { groupId, uid } }, role)
          : await viaRest('DELETE', `/groups/${groupId}/bans/${uid}`, role);
      expect([role, protocol, 'unban', unbanned]).toEqual([role, protocol, 'unban', 'ALLOWED']);
      await rejoinYard();
    },
  },
  {
    name: 'unbanMember · DELETE /groups/{id}/bans/{uid}',
    allowed: organizers,
    graphql: async (role) => {
      const [groupId, uid] = await unbanTarget(role);
      return viaGraphql(UnbanMemberMutation, { input: { groupId, uid } }, role);
    },
    rest: async (role) => viaRest('DELETE', `/groups/${(await unbanTarget(role)).join('/bans/')}`, role),
    undo: rejoinYard,
  },
  {
    name: 'decideJoinRequest · PUT /groups/{id}/admission/requests/{uid}',
    allowed: organizers,
    // Allowed roles decline an asker of their own; the others try to approve the pending person.
    graphql: (role) =>
      viaGraphql(
        DecideJoinRequestMutation,
        isIn(organizers, role)
          ? { input: { groupId: club, uid: extra.askers[turn('asker')]!.uid, approve: false } }
          : { input: { groupId: club, uid: uidOf('pending'), approve: true } },
        role,
      ),
    rest: (role) =>
      isIn(organizers, role)
        ? viaRest('PUT', `/groups/${club}/admission/requests/${extra.askers[turn('asker')]!.uid}`, role, {
            approve: false,
          })
        : viaRest('PUT', `/groups/${club}/admission/requests/${uidOf('pending')}`, role, { approve: true }),
  },
  {
    name: 'createInviteLink · POST /groups/{id}/invites',
    allowed: organizers,
    graphql: (role) => viaGraphql(CreateInviteLinkMutation, { input: { groupId: club } }, role),
    rest: (role) => viaRest('POST', `/groups/${club}/invites`, role, {}),
  },
  {
    name: 'revokeInviteLinks · DELETE /groups/{id}/invites',
    allowed: organizers,
    graphql: (role) => viaGraphql(RevokeInviteLinksMutation, { input: { id: club } }, role),
    rest: (role) => viaRest('DELETE', `/groups/${club}/invites`, role),
  },
  {
    name: 'setSchedule · PUT /groups/{id}/schedule',
    allowed: runners,
    // Allowed roles set the schedule there is; the others try a shorter one.
    graphql: (role) =>
      viaGraphql(
        SetScheduleMutation,
        {
          input: {
            id: club,
            schedule: isIn(runners, role) ? schedule : shorter,
          },
        },
        role,
      ),
    rest: (role) => viaRest('PUT', `/groups/${club}/schedule`, role, isIn(runners, role) ? schedule : shorter),
  },
  {
    name: 'cancelSession (GraphQL only)',
    allowed: runners,
    graphql: (role) =>
      viaGraphql(
        CancelSessionMutation,
        { input: { sessionId: sessionIds[isIn(runners, role) ? 1 + turn('session') : 0]! } },
        role,
      ),
    rest: null,
  },
  {
    name: 'rsvp · PUT /groups/{id}/sessions/{sessionId}/rsvp',
    allowed: ['member', 'host', 'co'],
    graphql: (role) => viaGraphql(RsvpMutation, { input: { sessionId: sessionIds[0]!, going: true } }, role),
    rest: (role) => viaRest('PUT', `/groups/${club}/sessions/${sessionIds[0]!}/rsvp`, role, { going: true }),
    // A banned person holds no membership: NOT_A_MEMBER, as for anyone else outside the group.
    graphqlRefusal: outsiderRsvp,
    restRefusal: outsiderRsvp,
    undo: async (role, protocol) => {
      const input = { sessionId: sessionIds[0]!, going: false };
      if (protocol === 'graphql') await ok(RsvpMutation, { input }, people[role as Person]);
      else
        expect(
          (
            await rest(app.url, 'PUT', `/groups/${club}/sessions/${input.sessionId}/rsvp`, {
              token: tokenOf(role),
              body: { going: false },
            })
          ).status,
        ).toBe(200);
    },
  },
  {
    name: 'requestToJoin · POST /groups/{id}/admission/requests',
    allowed: ['signedIn', 'admin'],
    graphql: (role) => viaGraphql(RequestToJoinMutation, { input: { groupId: club, answers: [] } }, role),
    rest: (role) => viaRest('POST', `/groups/${club}/admission/requests`, role, { answers: [] }),
    // Whoever already asked, waits, belongs or runs the group: CONFLICT.
    graphqlRefusal: except({ visitor: 'UNAUTHENTICATED', banned: 'BANNED' }, () => 'CONFLICT'),
    restRefusal: except({ visitor: 'UNAUTHENTICATED', banned: 'BANNED' }, () => 'CONFLICT'),
    undo: async (role, protocol) => {
      const cancelled = await viaRest('DELETE', `/groups/${club}/admission/requests/me`, role);
      expect([role, protocol, cancelled]).toEqual([role, protocol, 'ALLOWED']);
    },
  },
  {
    name: 'startThread · POST /groups/{id}/threads',
    allowed: takesPart,
    graphql: (role) =>
      viaGraphql(StartThreadMutation, { input: { groupId: club, title: 'Matrix thread', body: 'Hello.' } }, role),
    rest: (role) => viaRest('POST', `/groups/${club}/threads`, role, { title: 'Matrix thread', body: 'Hello.' }),
  },
  {
    name: 'announce · POST /groups/{id}/announcements',
    allowed: runners,
    graphql: (role) =>
      viaGraphql(AnnounceMutation, { input: { groupId: club, body: 'Matrix news.', audience: 'ALL_MEMBERS' } }, role),
    rest: (role) =>
      viaRest('POST', `/groups/${club}/announcements`, role, { body: 'Matrix news.', audience: 'ALL_MEMBERS' }),
  },
  {
    name: 'hideThread · PUT /threads/{id}/hidden',
    allowed: organizers,
    graphql: (role) => viaGraphql(HideThreadMutation, { input: { id: threadIds[0]!, hidden: true } }, role),
    rest: (role) => viaRest('PUT', `/threads/${threadIds[0]!}/hidden`, role, { hidden: true }),
    graphqlRefusal: outsidersFindNothing,
    restRefusal: outsidersFindNothing,
    undo: async () => {
      await ok(HideThreadMutation, { input: { id: threadIds[0]!, hidden: false } }, people.owner);
    },
  },
  {
    name: 'reportContent (the group) · POST /reports',
    allowed: signedIn.filter((role) => role !== 'owner'),
    graphql: (role) =>
      viaGraphql(ReportContentMutation, { input: { subject: 'GROUP', targetId: club, reason: 'SPAM' } }, role),
    rest: (role) => viaRest('POST', '/reports', role, { subject: 'GROUP', targetId: club, reason: 'SPAM' }),
    // "You cannot report yourself, your own posts or your own group."
    graphqlRefusal: except({ owner: 'BAD_USER_INPUT' }),
    restRefusal: except({ owner: 'BAD_USER_INPUT' }),
  },
  {
    name: 'resolveReport (of a post in the group) · PUT /moderation/reports/{id}/resolution',
    allowed: ['co', 'owner', 'admin'],
    graphql: (role) =>
      viaGraphql(
        ResolveReportMutation,
        {
          input: { id: reportIds[isIn(['co', 'owner', 'admin'], role) ? 1 + turn('report') : 0]!, resolution: 'Seen.' },
        },
        role,
      ),
    rest: (role) =>
      viaRest(
        'PUT',
        `/moderation/reports/${reportIds[isIn(['co', 'owner', 'admin'], role) ? 1 + turn('report') : 0]!}/resolution`,
        role,
        { resolution: 'Seen.' },
      ),
  },
  {
    name: 'suspendGroup, then liftGroupSuspension · PUT, DELETE /moderation/groups/{id}/suspension',
    allowed: ['admin'],
    graphql: (role) => viaGraphql(SuspendGroupMutation, { input: { groupId: club, reason: 'Matrix check.' } }, role),
    rest: (role) => viaRest('PUT', `/moderation/groups/${club}/suspension`, role, { reason: 'Matrix check.' }),
    undo: async (role, protocol) => {
      const lifted =
        protocol === 'graphql'
          ? await viaGraphql(LiftGroupSuspensionMutation, { input: { groupId: club } }, role)
          : await viaRest('DELETE', `/moderation/groups/${club}/suspension`, role);
      expect([protocol, 'lift', lifted]).toEqual([protocol, 'lift', 'ALLOWED']);
    },
  },
  {
    name: 'suspendAccount, then liftAccountSuspension · PUT, DELETE /moderation/accounts/{uid}/suspension',
    allowed: ['admin'],
    graphql: (role) =>
      viaGraphql(SuspendAccountMutation, { input: { uid: extra.suspect.uid, reason: 'Matrix check.' } }, role),
    rest: (role) =>
      viaRest('PUT', `/moderation/accounts/${extra.suspect.uid}/suspension`, role, { reason: 'Matrix check.' }),
    undo: async (role, protocol) => {
      const lifted =
        protocol === 'graphql'
          ? await viaGraphql(LiftAccountSuspensionMutation, { input: { uid: extra.suspect.uid } }, role)
          : await viaRest('DELETE', `/moderation/accounts/${extra.suspect.uid}/suspension`, role);
      expect([protocol, 'lift', lifted]).toEqual([protocol, 'lift', 'ALLOWED']);
    },
  },
  {
    name: 'joinGroup · POST /groups/{id}/join (the club asks for approval)',
    allowed: ['member', 'host', 'co'],
    graphql: (role) => viaGraphql(JoinGroupMutation, { input: { id: club } }, role),
    rest: (role) => viaRest('POST', `/groups/${club}/join`, role),
    graphqlRefusal: joinRefusal,
    restRefusal: joinRefusal,
  },
  {
    // Members' calls change nothing; someone waiting already is told APPROVAL_REQUIRED like anyone new.
    name: 'joinWaitlist · POST /groups/{id}/waitlist (the club asks for approval)',
    allowed: ['member', 'host', 'co'],
    graphql: (role) => viaGraphql(JoinWaitlistMutation, { input: { id: club } }, role),
    rest: (role) => viaRest('POST', `/groups/${club}/waitlist`, role),
    graphqlRefusal: joinRefusal,
    restRefusal: joinRefusal,
  },
  {
    name: 'replyToThread · POST /threads/{id}/replies',
    allowed: takesPart,
    graphql: (role) => viaGraphql(ReplyMutation, { input: { id: threadIds[1]!, body: 'Agreed.' } }, role),
    rest: (role) => viaRest('POST', `/threads/${threadIds[1]!}/replies`, role, { body: 'Agreed.' }),
    graphqlRefusal: except({ visitor: 'UNAUTHENTICATED' }, () => 'NOT_FOUND'),
    restRefusal: except({ visitor: 'UNAUTHENTICATED' }, () => 'NOT_FOUND'),
  },
  {
    name: 'moveSession (GraphQL only)',
    allowed: runners,
    graphql: (role) =>
      viaGraphql(MoveSessionMutation, { input: { sessionId: sessionIds[7]!, location: `Pier ${turn('pier')}` } }, role),
    rest: null,
  },
  {
    name: 'hideAnnouncement · PUT /groups/{id}/announcements/{announcementId}/hidden',
    allowed: organizers,
    graphql: (role) => viaGraphql(HideAnnouncementMutation, { input: { id: announcementId, hidden: true } }, role),
    rest: (role) => viaRest('PUT', `/groups/${club}/announcements/${announcementId}/hidden`, role, { hidden: true }),
    graphqlRefusal: outsidersFindNothing,
    restRefusal: outsidersFindNothing,
    undo: async () => {
      await ok(HideAnnouncementMutation, { input: { id: announcementId, hidden: false } }, people.owner);
    },
  },
  {
    name: 'setReminders · PUT /groups/{id}/reminders',
    allowed: runners,
    graphql: (role) =>
      viaGraphql(SetRemindersMutation, { input: { id: club, reminderLeadHours: 24, nudgeUnanswered: true } }, role),
    rest: (role) => viaRest('PUT', `/groups/${club}/reminders`, role, { reminderLeadHours: 24, nudgeUnanswered: true }),
  },
  {
    name: 'commentOnSession · POST /groups/{id}/sessions/{sessionId}/comments',
    allowed: takesPart,
    graphql: (role) =>
      viaGraphql(CommentOnSessionMutation, { input: { sessionId: sessionIds[0]!, body: 'See you there.' } }, role),
    rest: (role) =>
      viaRest('POST', `/groups/${club}/sessions/${sessionIds[0]!}/comments`, role, { body: 'See you there.' }),
  },
  {
    // Off the team, still a member; the owner must hand the group over first.
    name: 'leaveTeam · DELETE /groups/{id}/team/me',
    allowed: ['host', 'co'],
    graphql: (role) => viaGraphql(LeaveTeamMutation, { input: { id: club } }, role),
    rest: (role) => viaRest('DELETE', `/groups/${club}/team/me`, role),
    graphqlRefusal: notOnTheTeam,
    restRefusal: notOnTheTeam,
    undo: async (role) => {
      const person = people[role as Person];
      const teamRole = role === 'co' ? 'CO_ORGANIZER' : 'HOST';
      await ok(InviteToTeamMutation, { input: { groupId: club, uid: person.uid, role: teamRole } }, people.owner);
      await ok(AnswerTeamInvitationMutation, { input: { groupId: club, accept: true } }, person);
    },
  },
  {
    name: 'deleteGroup · DELETE /groups/{id} (the owner deletes groups of their own made for it)',
    allowed: ['owner'],
    graphql: async (role) =>
      viaGraphql(DeleteGroupMutation, { input: { id: role === 'owner' ? await spare() : club } }, role),
    rest: async (role) => viaRest('DELETE', `/groups/${role === 'owner' ? await spare() : club}`, role),
  },
];

const spare = async () => (await createGroupAs(app, people.owner, { groupName: uniqueName('Spare Rowers') })).id;

beforeAll(async () => {
  const named = (name: string) => createTestUser(name);
  const [everyone, victim, suspect, ...askers] = await Promise.all([
    Promise.all(
      [
        'Sid Signed',
        'Pia Pending',
        'Mia Member',
        'Wes Waiting',
        'Bo Banned',
        'Hal Host',
        'Cy Co',
        'Ona Owner',
        'Ada Admin',
      ].map(named),
    ),
    named('Vic Victim'),
    named('Sue Suspect'),
    ...[1, 2, 3, 4].map((n) => named(`Ash Asker ${n}`)),
  ]);
  const [signedInUser, pending, member, waiting, banned, host, co, owner, admin] = everyone as TestUser[];
  people = {
    signedIn: signedInUser!,
    pending: pending!,
    member: member!,
    waiting: waiting!,
    banned: banned!,
    host: host!,
    co: co!,
    owner: owner!,
    admin: admin!,
  };
  extra = { victim: victim!, suspect: suspect!, askers: askers as TestUser[] };
  app = await startTestApp({ env: { ...withoutRateLimits.env, ADMIN_UIDS: people.admin.uid } });

  // The club: three places taken by the member, the host and the co-organizer; one waits, one is
  // banned; then approval is required and one person asks (with four askers the organizers decline).
  club = (await createGroupAs(app, people.owner, { groupName: uniqueName('Matrix Rowers'), maxMembers: 3 })).id;
  yard = (await createGroupAs(app, people.owner, { groupName: uniqueName('Matrix Yard'), maxMembers: 20 })).id;
  for (const [id, joiners] of [
    [club, [people.member, people.host, people.co]],
    [yard, [people.co, extra.victim]],
  ] as const) {
    for (const person of joiners) await ok(JoinGroupMutation, { input: { id } }, person);
  }
  for (const [id, person, role] of [
    [club, people.co, 'CO_ORGANIZER'],
    [club, people.host, 'HOST'],
    [yard, people.co, 'CO_ORGANIZER'],
  ] as const) {
    await ok(InviteToTeamMutation, { input: { groupId: id, uid: person.uid, role } }, people.owner);
    await ok(AnswerTeamInvitationMutation, { input: { groupId: id, accept: true } }, person);
  }
  // The banned person waited for a place: a ban is for someone who joined, asked or waited.
  for (const person of [people.waiting, people.banned]) await ok(JoinWaitlistMutation, { input: { id: club } }, person);
  await ok(
    BanMemberMutation,
    { input: { groupId: club, uid: people.banned.uid, reason: 'Matrix check' } },
    people.owner,
  );
  await ok(SetJoinPolicyMutation, { input: { groupId: club, policy: 'APPROVAL', questions: [] } }, people.owner);
  for (const person of [people.pending, ...extra.askers]) {
    await ok(RequestToJoinMutation, { input: { groupId: club, answers: [] } }, person);
  }
  await ok(SetScheduleMutation, { input: { id: club, schedule } }, people.owner);
  const announced = await ok(
    AnnounceMutation,
    { input: { groupId: club, body: 'Welcome aboard.', audience: 'ALL_MEMBERS' } },
    people.owner,
  );
  announcementId = announced.announce.id;
  const sessions = await ok(GroupSessionsQuery, { id: club, first: 8 }, people.owner);
  sessionIds = sessions.group!.sessions.nodes.map(({ id }) => id);
  // Threads by the member; the host reports each (content inside the group: its organizers' queue).
  threadIds = [];
  reportIds = [];
  for (let n = 0; n < 7; n += 1) {
    const thread = await ok(
      StartThreadMutation,
      { input: { groupId: club, title: `Thread ${n}`, body: 'Hi.' } },
      people.member,
    );
    threadIds.push(thread.startThread.id);
    const filed = await ok(
      ReportContentMutation,
      { input: { subject: 'THREAD', targetId: thread.startThread.id, reason: 'SPAM' } },
      people.host,
    );
    reportIds.push(filed.reportContent.report.id);
  }
  const standing = await Promise.all(
    signedIn.map(async (role) => [role, (await ok(MatrixGroupQuery, { id: club }, people[role])).group?.viewerRole]),
  );
  expect(Object.fromEntries(standing)).toEqual({
    signedIn: 'SIGNED_IN',
    pending: 'PENDING',
    member: 'MEMBER',
    waiting: 'WAITING',
    banned: 'BANNED',
    host: 'HOST',
    co: 'CO_ORGANIZER',
    owner: 'OWNER',
    admin: 'SIGNED_IN',
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app.stop();
});

/** The outcome of each refused role, both protocols, asked at once; then the allowed ones in turn, each undone. */
async function runRow(row: Row): Promise<void> {
  const expected = (role: Role) =>
    isIn(row.allowed, role)
      ? ['ALLOWED', row.rest ? 'ALLOWED' : '—']
      : [(row.graphqlRefusal ?? refused)(role), row.rest ? (row.restRefusal ?? refused)(role) : '—'];
  const before = await stored();
  const others = roles.filter((role) => !isIn(row.allowed, role));
  const refusals = await Promise.all(
    others.map(async (role) => [role, [await row.graphql(role), row.rest ? await row.rest(role) : '—']] as const),
  );
  expect(Object.fromEntries(refusals)).toEqual(Object.fromEntries(others.map((role) => [role, expected(role)])));
  expect(await stored()).toEqual(before);
  for (const role of row.allowed) {
    expect([role, 'graphql', await row.graphql(role)]).toEqual([role, 'graphql', 'ALLOWED']);
    await row.undo?.(role, 'graphql');
    if (!row.rest) continue;
    expect([role, 'rest', await row.rest(role)]).toEqual([role, 'rest', 'ALLOWED']);
    await row.undo?.(role, 'rest');
  }
}

describe('who may read what of a group', () => {
  it.each(readRows().map((row) => [row.name, row] as const))('%s', async (_name, row) => runRow(row));
});

describe('who may change what', () => {
  it.each(writeRows().map((row) => [row.name, row] as const))('%s', async (_name, row) => runRow(row));

  it('left the club as it was: the same standing for everyone', async () => {
    const after = await Promise.all(
      signedIn.map(async (role) => [role, (await ok(MatrixGroupQuery, { id: club }, people[role])).group?.viewerRole]),
    );
    expect(Object.fromEntries(after)).toMatchObject({
      co: 'CO_ORGANIZER',
      owner: 'OWNER',
      host: 'HOST',
      member: 'MEMBER',
      banned: 'BANNED',
      pending: 'PENDING',
      waiting: 'WAITING',
    });
  });
});

/** A socket of `role`'s (a visitor's carries no token). */
const socketOf = (role: Role): Client => liveClient(app, tokenOf(role), clients);

/** Every event (and the refusal, if any) of one subscription on `client`. */
function watch<T, V>(document: TypedDocumentNode<T, V>, variables: V, client: Client) {
  const seen: { events: T[]; refusal: string | null } = { events: [], refusal: null };
  const refuse = (errors: readonly { extensions?: { code?: unknown } }[] | undefined) => {
    seen.refusal = String(errors?.[0]?.extensions?.code ?? 'ERROR');
  };
  client.subscribe<T>(
    { query: print(document), variables: variables as Record<string, unknown> },
    {
      next: (result) => {
        if (result.data) seen.events.push(result.data as T);
        if (result.errors) refuse(result.errors);
      },
      error: (error) => refuse(Array.isArray(error) ? error : undefined),
      complete: () => undefined,
    },
  );
  return seen;
}

/** Lets events that are not for a subscriber have their chance to (wrongly) arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('what each role hears live', () => {
  // Each test's sockets close after it: sockets per client address are bounded.
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });

  it('groupChanged carries the gated parts of the group only to the roles that may read them', async () => {
    const follows = new Map(
      roles.map((role) => [role, followGroup(app, MatrixGroupLive, club, tokenOf(role), clients)]),
    );
    await groupListeners(app, club, roles.length);
    await ok(UpdateGroupMutation, { input: { id: club, location: 'Live Boathouse' } }, people.co);
    const gated = {
      userEmail: organizers,
      members: runners,
      waitlist: runners,
      teamInvitations: organizers,
      auditEntries: organizers,
      reports: [...organizers, 'admin'],
      pendingJoinRequests: organizers,
      bannedPeople: organizers,
    } as const;
    for (const role of roles) {
      const event = await follows.get(role)!.until((e) => e.location === 'Live Boathouse');
      const shown = Object.fromEntries(
        Object.keys(gated).map((key) => [key, event[key as keyof typeof gated] !== null]),
      );
      const allowed = Object.fromEntries(Object.entries(gated).map(([key, set]) => [key, isIn(set, role)]));
      expect([role, shown]).toEqual([role, allowed]);
    }
  });

  it('discussionUpdated brings a members-only thread to its readers and nothing to anyone else', async () => {
    const watched = new Map(
      roles.map((role) => [role, watch(DiscussionUpdatedSubscription, { groupId: club }, socketOf(role))]),
    );
    await settle();
    const { startThread } = await ok(
      StartThreadMutation,
      { input: { groupId: club, title: 'Live only', body: 'Hi.' } },
      people.member,
    );
    const heard = (role: Role) =>
      watched.get(role)!.events.some((e) => e.discussionUpdated.threadId === startThread.id);
    await eventually(() => takesPart.every(heard), 'the thread reaching its readers');
    await settle();
    expect(Object.fromEntries(roles.map((role) => [role, heard(role)]))).toEqual(
      Object.fromEntries(roles.map((role) => [role, isIn(takesPart, role)])),
    );
  });

  it('notificationAdded needs a sign-in and brings each person only their own', async () => {
    const watched = new Map(roles.map((role) => [role, watch(NotificationAddedSubscription, {}, socketOf(role))]));
    await settle();
    await ok(InviteToTeamMutation, { input: { groupId: club, uid: uidOf('member'), role: 'HOST' } }, people.owner);
    const heard = (role: Role) => {
      const seen = watched.get(role)!;
      return seen.refusal ?? seen.events.some(({ notificationAdded: n }) => n.kind === 'TEAM_INVITATION');
    };
    await eventually(() => heard('member') === true, 'the invitation reaching the member');
    await settle();
    await ok(AnswerTeamInvitationMutation, { input: { groupId: club, accept: false } }, people.member);
    expect(Object.fromEntries(roles.map((role) => [role, heard(role)]))).toEqual(
      Object.fromEntries(roles.map((role) => [role, role === 'visitor' ? 'UNAUTHENTICATED' : role === 'member'])),
    );
  });

  it('reportQueueChanged: the site’s queue only for admins, a group’s for its organizers and admins', async () => {
    // One socket each for both queues: sockets per client address are bounded (LIVE_MAX_CONNECTIONS_PER_IP).
    const sockets = new Map(roles.map((role) => [role, socketOf(role)]));
    const site = new Map(
      roles.map((role) => [role, watch(ReportQueueChangedSubscription, { groupId: null }, sockets.get(role)!)]),
    );
    const own = new Map(
      roles.map((role) => [role, watch(ReportQueueChangedSubscription, { groupId: club }, sockets.get(role)!)]),
    );
    // A report of a new post by the member, filed by the host: for the club's organizers and the admins.
    const fileOne = async () => {
      const { startThread } = await ok(
        StartThreadMutation,
        { input: { groupId: club, title: 'Reported live', body: 'Buy now.' } },
        people.member,
      );
      const input = { subject: 'THREAD' as const, targetId: startThread.id, reason: 'SPAM' as const };
      return (await ok(ReportContentMutation, { input }, people.host)).reportContent.report.id;
    };
    // A subscription has no acknowledgement: reports are filed until each queue that may hear them has heard one.
    const hearing = [site.get('admin')!, ...[...organizers, 'admin' as const].map((role) => own.get(role)!)];
    let probed = 0;
    await eventually(async () => {
      if (hearing.every((seen) => seen.events.length > 0)) return true;
      if (Date.now() - probed > 250) {
        probed = Date.now();
        await fileOne();
      }
      return false;
    }, 'the queues listening');
    const id = await fileOne();
    const outcome = (seen: ReturnType<typeof watch<unknown, unknown>>) =>
      seen.refusal ?? (seen.events.some((e) => JSON.stringify(e).includes(id)) ? 'ALLOWED' : 'NOTHING');
    await eventually(
      () =>
        outcome(site.get('admin')!) === 'ALLOWED' && organizers.every((role) => outcome(own.get(role)!) === 'ALLOWED'),
      'the report in the queues',
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}: ${JSON.stringify(roles.map((role) => [role, site.get(role), own.get(role)]))}`,
      );
    });
    await settle();
    expect(
      Object.fromEntries(roles.map((role) => [role, [outcome(site.get(role)!), outcome(own.get(role)!)]])),
    ).toEqual(
      Object.fromEntries(
        roles.map((role) => [
          role,
          [
            role === 'admin' ? 'ALLOWED' : refused(role),
            isIn([...organizers, 'admin'], role) ? 'ALLOWED' : refused(role),
          ],
        ]),
      ),
    );
  });
});
