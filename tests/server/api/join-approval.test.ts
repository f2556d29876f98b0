import { joinModels } from '@/groups/joinModel';
import { membershipModels } from '@/groups/membershipModel';
import { waitingModel } from '@/groups/waitlist';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, uniqueName, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import { AuditLogQuery } from '../teamDocuments';
import { JoinWaitlistMutation, NotificationsQuery } from '../waitlistDocuments';
import {
  CancelJoinRequestMutation,
  DecideJoinRequestMutation,
  JoinStateQuery,
  RequestToJoinMutation,
  SetJoinPolicyMutation,
} from '../joinDocuments';

/**
 * Groups that take members by approval: people ask with answers, organizers decide, approved
 * people queue from when they asked (approval never jumps the line), and every step tells the
 * person. Refusals change nothing.
 */

let app: TestApp;
let owner: TestUser;

beforeAll(async () => {
  [app, owner] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Ada Approver')]);
});
afterAll(() => app.stop());

const codeOf = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.length ? String(res.errors[0]?.extensions?.code) : 'ALLOWED';
const stateOf = async (id: string, user?: TestUser, target = app) => {
  const res = await graphqlRequest(target.url, JoinStateQuery, { id }, user?.token);
  if (!res.data?.group) throw new Error(JSON.stringify(res.errors));
  return res.data.group;
};
const kindsOf = async (user: TestUser, id: string) =>
  (await graphqlRequest(app.url, NotificationsQuery, {}, user.token))
    .data!.viewer!.notifications.filter((n) => n.groupId === id)
    .map((n) => n.kind);
const storedRequests = () => joinModels(app.database.connection).requests;

async function approvalGroup(maxMembers: number, questions: string[], by = owner, target = app): Promise<string> {
  const { id } = await createGroupAs(target, by, { groupName: uniqueName('Approval Club'), maxMembers });
  const set = await graphqlRequest(
    target.url,
    SetJoinPolicyMutation,
    { input: { groupId: id, policy: 'APPROVAL', questions } },
    by.token,
  );
  expect(set.data?.setJoinPolicy.group).toMatchObject({ joinPolicy: 'APPROVAL', joinQuestions: questions });
  return id;
}

describe('asking to join a group that needs approval', () => {
  it('shows the organizers the request with its answers; a decline tells the person with the note; an approval lets them in', async () => {
    const id = await approvalGroup(5, ['Which camera do you use?', 'Have you shot film before?']);
    const asker = await createTestUser('Pat Photographer');

    const joined = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, asker.token);
    expect(codeOf(joined)).toBe('APPROVAL_REQUIRED');
    const queued = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, asker.token);
    expect(codeOf(queued)).toBe('APPROVAL_REQUIRED');

    const wrongCount = await graphqlRequest(
      app.url,
      RequestToJoinMutation,
      { input: { groupId: id, answers: ['Only one'] } },
      asker.token,
    );
    expect(wrongCount.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { answers: expect.any(String) },
    });
    expect(await storedRequests().countDocuments({ groupId: id })).toBe(0);

    const asked = await graphqlRequest(
      app.url,
      RequestToJoinMutation,
      { input: { groupId: id, answers: ['A Pentax', 'Yes, for years'] } },
      asker.token,
    );
    expect(asked.data?.requestToJoin.group.viewerRole).toBe('PENDING');
    const twice = await graphqlRequest(
      app.url,
      RequestToJoinMutation,
      { input: { groupId: id, answers: ['A Pentax', 'Yes'] } },
      asker.token,
    );
    expect(codeOf(twice)).toBe('CONFLICT');

    const seen = await stateOf(id, owner);
    expect(seen.joinRequests).toEqual([
      {
        id: asker.uid,
        displayName: 'Pat Photographer',
        answers: [
          { question: 'Which camera do you use?', answer: 'A Pentax' },
          { question: 'Have you shot film before?', answer: 'Yes, for years' },
        ],
        requestedAt: expect.any(String),
      },
    ]);
    expect((await stateOf(id, asker)).joinRequests).toBeNull();
    expect((await stateOf(id)).joinRequests).toBeNull();
    const restView = await rest<{ requests?: unknown[]; viewerRole: string }>(
      app.url,
      'GET',
      `/groups/${id}/admission`,
      {
        token: owner.token,
      },
    );
    expect(restView.body.requests).toHaveLength(1);
    const restAsker = await rest<{ requests?: unknown[]; viewerRole: string }>(
      app.url,
      'GET',
      `/groups/${id}/admission`,
      {
        token: asker.token,
      },
    );
    expect(restAsker.body).toMatchObject({ viewerRole: 'PENDING' });
    expect(restAsker.body.requests).toBeUndefined();

    const declined = await graphqlRequest(
      app.url,
      DecideJoinRequestMutation,
      { input: { groupId: id, uid: asker.uid, approve: false, message: 'We are full of Pentax people' } },
      owner.token,
    );
    expect(declined.errors).toBeUndefined();
    const afterDecline = await stateOf(id, asker);
    expect(afterDecline).toMatchObject({
      viewerRole: 'SIGNED_IN',
      viewerJoinRequest: null,
      viewerJoinDecision: { decision: 'DECLINED', message: 'We are full of Pentax people' },
    });
    expect(await kindsOf(asker, id)).toEqual(['JOIN_DECLINED']);
    const again = await graphqlRequest(
      app.url,
      DecideJoinRequestMutation,
      { input: { groupId: id, uid: asker.uid, approve: true } },
      owner.token,
    );
    expect(codeOf(again)).toBe('CONFLICT');

    // They may ask again; this time, over REST, the organizer approves.
    await graphqlRequest(
      app.url,
      RequestToJoinMutation,
      { input: { groupId: id, answers: ['A Leica now', 'Yes'] } },
      asker.token,
    );
    const approved = await rest<{ requests: unknown[] }>(
      app.url,
      'PUT',
      `/groups/${id}/admission/requests/${asker.uid}`,
      {
        body: { approve: true },
        token: owner.token,
      },
    );
    expect(approved).toMatchObject({ status: 200, body: { requests: [] } });
    expect(await stateOf(id, asker)).toMatchObject({
      viewerRole: 'MEMBER',
      viewerIsMember: true,
      memberCount: 1,
      viewerJoinDecision: { decision: 'APPROVED', message: null },
    });
    expect(await kindsOf(asker, id)).toEqual(expect.arrayContaining(['JOIN_DECLINED', 'JOIN_APPROVED', 'PROMOTED']));
    const twiceApproved = await rest<{ error: string }>(
      app.url,
      'PUT',
      `/groups/${id}/admission/requests/${asker.uid}`,
      {
        body: { approve: true },
        token: owner.token,
      },
    );
    expect(twiceApproved).toMatchObject({ status: 409, body: { error: 'CONFLICT' } });

    const audit = await graphqlRequest(app.url, AuditLogQuery, { id }, owner.token);
    expect(audit.data?.group?.auditLog?.map(({ action, targetName, detail }) => [action, targetName, detail])).toEqual([
      ['APPROVED', 'Pat Photographer', null],
      ['DECLINED', 'Pat Photographer', 'We are full of Pentax people'],
      ['JOIN_POLICY', null, 'APPROVAL'],
    ]);
  });

  it('refuses bad input and unknown ids clearly, changing nothing', async () => {
    const id = await approvalGroup(5, ['Why?']);
    const asker = await createTestUser('Ivy Invalid');
    await graphqlRequest(app.url, RequestToJoinMutation, { input: { groupId: id, answers: ['Because'] } }, asker.token);
    const before = await storedRequests().find({ groupId: id }).lean();
    const cases = [
      graphqlRequest(
        app.url,
        DecideJoinRequestMutation,
        { input: { groupId: id, uid: 'nobody', approve: true } },
        owner.token,
      ),
      graphqlRequest(
        app.url,
        DecideJoinRequestMutation,
        { input: { groupId: 'nope', uid: asker.uid, approve: true } },
        owner.token,
      ),
      graphqlRequest(
        app.url,
        DecideJoinRequestMutation,
        { input: { groupId: id, uid: asker.uid, approve: true, message: '' } },
        owner.token,
      ),
      graphqlRequest(
        app.url,
        SetJoinPolicyMutation,
        { input: { groupId: id, policy: 'APPROVAL', questions: ['One?', 'Two?', 'Three?', 'Four?'] } },
        owner.token,
      ),
    ];
    for (const res of await Promise.all(cases)) expect(codeOf(res)).toBe('BAD_USER_INPUT');
    const byAsker = await graphqlRequest(
      app.url,
      DecideJoinRequestMutation,
      { input: { groupId: id, uid: asker.uid, approve: true } },
      asker.token,
    );
    expect(codeOf(byAsker)).toBe('FORBIDDEN');
    const badPolicy = await rest<{ error: string; fields: Record<string, string> }>(
      app.url,
      'PUT',
      `/groups/${id}/admission/policy`,
      { body: { policy: 'WHOEVER' }, token: owner.token },
    );
    expect(badPolicy).toMatchObject({ status: 400, body: { error: 'BAD_USER_INPUT' } });
    expect(badPolicy.body.fields.policy).toContain('policy must be one of');
    const unknownGroup = await rest<{ error: string }>(app.url, 'GET', `/groups/${'0'.repeat(24)}/admission`, {});
    expect(unknownGroup.status).toBe(404);
    expect(await storedRequests().find({ groupId: id }).lean()).toEqual(before);
    expect((await stateOf(id, owner)).joinQuestions).toEqual(['Why?']);
    expect((await stateOf(id, owner)).memberCount).toBe(0);

    const cancelled = await graphqlRequest(app.url, CancelJoinRequestMutation, { input: { id } }, asker.token);
    expect(cancelled.data?.cancelJoinRequest.group.viewerRole).toBe('SIGNED_IN');
    const cancelledTwice = await graphqlRequest(app.url, CancelJoinRequestMutation, { input: { id } }, asker.token);
    expect(codeOf(cancelledTwice)).toBe('NOT_FOUND');
  });

  it('takes nobody who asks in an invite-only group', async () => {
    const { id } = await createGroupAs(app, owner, { groupName: uniqueName('Invite Club') });
    await graphqlRequest(
      app.url,
      SetJoinPolicyMutation,
      { input: { groupId: id, policy: 'INVITE_ONLY' } },
      owner.token,
    );
    const person = await createTestUser(null);
    expect(codeOf(await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, person.token))).toBe(
      'INVITE_ONLY',
    );
    const asked = await graphqlRequest(
      app.url,
      RequestToJoinMutation,
      { input: { groupId: id, answers: [] } },
      person.token,
    );
    expect(codeOf(asked)).toBe('INVITE_ONLY');
    expect(await storedRequests().countDocuments({ groupId: id })).toBe(0);
  });
});

describe('approval under concurrency, two app processes on one database (real FerretDB)', () => {
  it('200 ask for 50 places; organizers approve all in random order from two processes: 50 members, 150 waiting in request order', async () => {
    const other = await startTestApp({
      ...withoutRateLimits,
      databaseName: app.database.connection.name,
      sync: { intervalMs: 100 },
    });
    try {
      const id = await approvalGroup(50, ['Favourite trail?']);
      const coOrganizer = owner; // the owner decides from both processes, as two organizers' tabs would
      const crowd = await Promise.all(Array.from({ length: 200 }, () => createTestUser(null)));
      const asked = await Promise.all(
        crowd.map((user, i) =>
          graphqlRequest(
            (i % 2 ? other : app).url,
            RequestToJoinMutation,
            { input: { groupId: id, answers: [`Trail ${i}`] } },
            user.token,
          ),
        ),
      );
      expect(asked.filter((res) => res.errors)).toEqual([]);
      const requestOrder = (await stateOf(id, owner)).joinRequests!.map((request) => request.id);
      expect(requestOrder).toHaveLength(200);

      const shuffled = [...requestOrder].sort(() => Math.random() - 0.5);
      // Ten organizer tabs per process, each approving the next request of the shuffled list.
      const decided: { errors?: unknown }[] = [];
      let next = 0;
      const tab = async (target: TestApp) => {
        for (let uid = shuffled[next++]; uid !== undefined; uid = shuffled[next++]) {
          decided.push(
            await graphqlRequest(
              target.url,
              DecideJoinRequestMutation,
              { input: { groupId: id, uid, approve: true } },
              coOrganizer.token,
            ),
          );
        }
      };
      await Promise.all(Array.from({ length: 20 }, (_, i) => tab(i % 2 ? other : app)));
      expect(decided).toHaveLength(200);
      expect(decided.filter((res) => res.errors)).toEqual([]);

      const { memberships, seats } = membershipModels(app.database.connection);
      // A place a process thought taken is filled by the sweep (every 2 s) at the latest.
      for (let waited = 0; waited < 6_000 && (await memberships.countDocuments({ groupId: id })) < 50; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await memberships.countDocuments({ groupId: id })).toBe(50);
      expect(await seats.countDocuments({ groupId: id })).toBe(50);
      const queue = await waitingModel(app.database.connection)
        .find({ groupId: id })
        .sort({ queuedAt: 1, _id: 1 })
        .lean();
      const memberUids = new Set((await memberships.find({ groupId: id }).lean()).map((m) => m.uid));
      expect(queue.map((entry) => entry.uid)).toEqual(requestOrder.filter((uid) => !memberUids.has(uid)));
      expect(await storedRequests().countDocuments({ groupId: id })).toBe(0);
      // Nobody both holds a place and waits; everyone approved is in exactly one of the two.
      expect(queue.length + memberUids.size).toBe(200);
      for (const entry of queue) expect(memberUids.has(entry.uid)).toBe(false);
      // Each person heard of their approval once.
      const told = await app.database.connection
        .collection('notifications')
        .countDocuments({ groupId: id, kind: 'JOIN_APPROVED' });
      expect(told).toBe(200);
      // The second process sees the same: 50 members, and the first waiting person at position 1.
      const first = crowd.find((user) => user.uid === queue[0]!.uid)!;
      for (let waited = 0; waited < 5_000 && (await stateOf(id, first, other)).memberCount !== 50; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await stateOf(id, first, other)).toMatchObject({
        memberCount: 50,
        viewerRole: 'WAITING',
        viewerWaitlistPosition: 1,
      });
    } finally {
      await other.stop();
    }
  }, 300_000); // 200 sign-ups, 200 requests and 200 decisions on a 2-core machine
});
