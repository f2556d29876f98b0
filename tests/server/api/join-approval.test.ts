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
  JoinQueueQuery,
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
const queuePage = (id: string, after: string | null, first = 50, user: TestUser = owner) =>
  graphqlRequest(app.url, JoinQueueQuery, { id, first, after }, user.token);
/** The whole queue as organizers page through it, 50 at a time: the uids in request order. */
async function queueOf(id: string): Promise<string[]> {
  const uids: string[] = [];
  let after: string | null = null;
  do {
    const res: Awaited<ReturnType<typeof queuePage>> = await queuePage(id, after);
    const page = res.data?.group?.pendingJoinRequests;
    if (!page) throw new Error(JSON.stringify(res.errors));
    expect(page.nodes.length).toBeLessThanOrEqual(50);
    uids.push(...page.nodes.map((request) => request.id));
    after = page.nextCursor;
  } while (after);
  return uids;
}

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
    expect(seen.joinRequests).toMatchObject({ totalCount: 1, nextCursor: null });
    expect(seen.joinRequests?.nodes).toEqual([
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
    // Seated by the approval itself: one notice of it, not a promotion besides.
    expect((await kindsOf(asker, id)).sort()).toEqual(['JOIN_APPROVED', 'JOIN_DECLINED']);
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

describe('the organizers’ queue, a page at a time', () => {
  it('pages in request order on GraphQL and REST, and refuses pages past the bound and foreign cursors', async () => {
    const id = await approvalGroup(10, ['Why?']);
    const people = await Promise.all(Array.from({ length: 5 }, () => createTestUser(null)));
    for (const [i, person] of people.entries()) {
      const asked = await graphqlRequest(
        app.url,
        RequestToJoinMutation,
        { input: { groupId: id, answers: [`Because ${i}`] } },
        person.token,
      );
      expect(asked.errors).toBeUndefined();
    }
    const order = people.map((person) => person.uid);
    const pages: string[][] = [];
    let after: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof queuePage>> = await queuePage(id, after, 2);
      const page = res.data?.group?.pendingJoinRequests;
      expect(page?.totalCount).toBe(5);
      pages.push(page?.nodes.map((request) => request.id) ?? []);
      after = page?.nextCursor ?? null;
    } while (after);
    expect(pages).toEqual([order.slice(0, 2), order.slice(2, 4), order.slice(4)]);

    type RestState = { requests?: { id: string }[]; requestsNextCursor?: string | null; requestCount?: number };
    const restPage = (query: string) =>
      rest<RestState>(app.url, 'GET', `/groups/${id}/admission?${query}`, { token: owner.token });
    const first = await restPage('limit=3');
    expect(first.status).toBe(200);
    expect(first.body.requests?.map((request) => request.id)).toEqual(order.slice(0, 3));
    expect(first.body).toMatchObject({ requestCount: 5, requestsNextCursor: expect.any(String) });
    const second = await restPage(`limit=3&after=${first.body.requestsNextCursor ?? ''}`);
    expect(second.body.requests?.map((request) => request.id)).toEqual(order.slice(3));
    expect(second.body.requestsNextCursor).toBeNull();
    // The default page is the bound: the whole queue here.
    expect((await restPage('')).body.requests?.map((request) => request.id)).toEqual(order);

    const tooMany = await queuePage(id, null, 51);
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.extensions?.fields).toMatchObject({ first: expect.any(String) });
    const foreign = await queuePage(id, 'bm90IGEgY3Vyc29y');
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    for (const [query, field] of [
      ['limit=51', 'limit'],
      ['limit=0', 'limit'],
      ['limit=x', 'limit'],
      ['after=%5B1%5D', 'after'],
    ] as const) {
      const refused = await rest<{ fields?: Record<string, string> }>(
        app.url,
        'GET',
        `/groups/${id}/admission?${query}`,
        { token: owner.token },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toHaveProperty(field);
    }
    // Others see no queue, whatever they ask.
    expect((await queuePage(id, null, 2, people[0])).data?.group?.pendingJoinRequests).toBeNull();
    expect(await storedRequests().countDocuments({ groupId: id })).toBe(5);
  });
});

describe('a decision whose process stopped half-way', () => {
  /** A request with its decision stored, as a process leaves it that stops right after the insert. */
  async function decidedButLeft(id: string, person: TestUser, decision: 'APPROVED' | 'DECLINED') {
    const asked = await graphqlRequest(
      app.url,
      RequestToJoinMutation,
      { input: { groupId: id, answers: ['Yes'] } },
      person.token,
    );
    expect(asked.errors).toBeUndefined();
    const request = (await storedRequests().findById(`${id}:${person.uid}`).lean())!;
    await joinModels(app.database.connection).decisions.create({
      _id: `${id}:${person.uid}:${request.requestedAt.getTime()}`,
      groupId: id,
      uid: person.uid,
      decision,
      message: null,
      decidedBy: owner.uid,
      decidedAt: new Date(),
      requestedAt: request.requestedAt,
    });
  }
  const told = (id: string, uid: string) =>
    app.database.connection.collection('notifications').countDocuments({ groupId: id, uid, kind: 'JOIN_APPROVED' });

  it('is finished by the sweep, once: the approved person is let in, the request goes, they are told once', async () => {
    const id = await approvalGroup(5, ['Ready?']);
    const [approved, declined] = await Promise.all([createTestUser(null), createTestUser(null)]);
    await decidedButLeft(id, approved, 'APPROVED');
    await decidedButLeft(id, declined, 'DECLINED');
    await app.groups.join.finishDecided(true);
    await app.groups.join.finishDecided(true); // a second sweep (or another process's) changes nothing
    expect(await stateOf(id, approved)).toMatchObject({ viewerRole: 'MEMBER', memberCount: 1 });
    expect(await stateOf(id, declined)).toMatchObject({ viewerRole: 'SIGNED_IN', viewerJoinRequest: null });
    expect(await storedRequests().countDocuments({ groupId: id })).toBe(0);
    expect(await told(id, approved.uid)).toBe(1);
    expect(await kindsOf(declined, id)).toEqual(['JOIN_DECLINED']);
  });

  it('is finished by a retried approval, which still answers CONFLICT; in a full group the person waits from when they asked', async () => {
    const id = await approvalGroup(1, ['Ready?']);
    const [halfApproved, later] = await Promise.all([createTestUser(null), createTestUser(null)]);
    await decidedButLeft(id, halfApproved, 'APPROVED');
    // Someone asked later and got the one place; the half-approved person must still come first in the queue.
    const joined = await graphqlRequest(
      app.url,
      RequestToJoinMutation,
      { input: { groupId: id, answers: ['Yes'] } },
      later.token,
    );
    expect(joined.errors).toBeUndefined();
    const approveLater = await graphqlRequest(
      app.url,
      DecideJoinRequestMutation,
      { input: { groupId: id, uid: later.uid, approve: true } },
      owner.token,
    );
    expect(approveLater.errors).toBeUndefined();
    const retried = await graphqlRequest(
      app.url,
      DecideJoinRequestMutation,
      { input: { groupId: id, uid: halfApproved.uid, approve: true } },
      owner.token,
    );
    expect(codeOf(retried)).toBe('CONFLICT');
    expect(await stateOf(id, halfApproved)).toMatchObject({ viewerRole: 'WAITING', viewerWaitlistPosition: 1 });
    const again = await graphqlRequest(
      app.url,
      DecideJoinRequestMutation,
      { input: { groupId: id, uid: halfApproved.uid, approve: true } },
      owner.token,
    );
    expect(codeOf(again)).toBe('CONFLICT');
    expect(await waitingModel(app.database.connection).countDocuments({ groupId: id })).toBe(1);
    expect(await storedRequests().countDocuments({ groupId: id })).toBe(0);
    expect(await told(id, halfApproved.uid)).toBe(1);
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
      const requestOrder = await queueOf(id);
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
