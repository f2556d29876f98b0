import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { testServices } from '../../support/env';
import type { TestReportQueueChangedSubscription } from '../gql/graphql';
import { moderationModels } from '@/moderation/reportModel';
import { graphqlRequest, rest, type GraphQLResponse } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, trySignIn, type TestUser } from '../../support/users';
import { createGroupAs, uniqueName, withoutRateLimits } from '../fixtures';
import { ReplyMutation, StartThreadMutation, ThreadQuery } from '../discussionDocuments';
import { JoinGroupMutation } from '../membershipDocuments';
import { AuditLogQuery } from '../teamDocuments';
import {
  GroupReportsQuery,
  MyReportsQuery,
  ReportContentMutation,
  ReportQueueChangedSubscription,
  ReportQueueQuery,
  ResolveReportMutation,
} from '../moderationDocuments';

/**
 * Reports: one per person and thing whatever the protocol or the race, routed to the group's
 * organizers or to the site's admins, resolved once; the role × action rows of the queues; and
 * what a person's export and account deletion do with reports.
 */

const actors = ['visitor', 'signedIn', 'member', 'owner', 'admin'] as const;
type Actor = (typeof actors)[number];

let app: TestApp;
let people: Record<Exclude<Actor, 'visitor'>, TestUser> & { reporter: TestUser };
let groupId: string;
let threadId: string;
let replyId: string;

const tokenOf = (actor: Actor | 'reporter') => (actor === 'visitor' ? undefined : people[actor].token);

function gql<T, V>(document: TypedDocumentNode<T, V>, variables: V, actor: Actor | 'reporter') {
  return graphqlRequest(app.url, document, variables, tokenOf(actor));
}

/** ALLOWED, or the refusal's code. */
function outcomeOf(res: GraphQLResponse<unknown>): string {
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

async function file(actor: Actor | 'reporter', input: Parameters<typeof reportInput>[0]) {
  const res = await gql(ReportContentMutation, { input: reportInput(input) }, actor);
  expect(res.errors).toBeUndefined();
  return res.data!.reportContent.report;
}

function reportInput(input: { subject: 'GROUP' | 'THREAD' | 'REPLY' | 'MEMBER'; targetId: string; groupId?: string }) {
  return { reason: 'SPAM' as const, note: 'Please look.', ...input };
}

const models = () => moderationModels(app.database.connection);

beforeAll(async () => {
  const [owner, member, reporter, signedIn, admin] = await Promise.all([
    createTestUser('Olive Owner'),
    createTestUser('Mick Member'),
    createTestUser('Rita Reporter'),
    createTestUser('Sid Signedin'),
    createTestUser('Ada Admin'),
  ]);
  people = { owner, member, reporter, signedIn, admin };
  // The admin is named by ADMIN_UIDS, as an operator would.
  app = await startTestApp({ env: { ...withoutRateLimits.env, ADMIN_UIDS: `other-admin, ${admin.uid}` } });
  groupId = (await createGroupAs(app, owner, { groupName: uniqueName('Reported Club') })).id;
  await join(member, groupId);
  await join(reporter, groupId);
  const thread = await gql(
    StartThreadMutation,
    { input: { groupId, title: 'Cheap watches here', body: 'Buy now at a shady link.' } },
    'member',
  );
  threadId = thread.data!.startThread.id;
  const reply = await gql(ReplyMutation, { input: { id: threadId, body: 'Totally legit!' } }, 'member');
  replyId = reply.data!.replyToThread.id;
});
afterAll(() => app.stop());

describe('reports', () => {
  it('are one per person and thing: again, over REST, and twenty at once all answer the first', async () => {
    const first = await file('reporter', { subject: 'REPLY', targetId: replyId });
    // The reply's thread is named, so the handlers' queues can link to it.
    expect(first.threadId).toBe(threadId);
    const again = await gql(
      ReportContentMutation,
      { input: { ...reportInput({ subject: 'REPLY', targetId: replyId }), reason: 'OTHER', note: 'Changed my mind' } },
      'reporter',
    );
    expect(again.data!.reportContent.report).toEqual(first);
    const overRest = await rest<{ id: string; reason: string }>(app.url, 'POST', '/reports', {
      token: people.reporter.token,
      body: { subject: 'REPLY', targetId: replyId, reason: 'HARASSMENT' },
    });
    expect(overRest.status).toBe(200);
    expect(overRest.body).toMatchObject({ id: first.id, reason: 'SPAM', threadId });

    const race = await Promise.all(
      Array.from({ length: 20 }, () =>
        gql(ReportContentMutation, { input: reportInput({ subject: 'THREAD', targetId: threadId }) }, 'reporter'),
      ),
    );
    expect(new Set(race.map((res) => res.data?.reportContent.report.id)).size).toBe(1);
    expect(await models().reports.countDocuments({ uid: people.reporter.uid, targetId: threadId })).toBe(1);
    expect(await models().reports.countDocuments({ uid: people.reporter.uid, targetId: replyId })).toBe(1);
  });

  it('go to the group’s organizers for content inside it, and to the admins for the group or its organizers', async () => {
    const post = await file('reporter', {
      subject: 'THREAD',
      targetId: threadId,
    });
    expect(post).toMatchObject({ audience: 'ORGANIZERS', summary: 'Cheap watches here', groupId, threadId });
    const member = await file('reporter', { subject: 'MEMBER', targetId: people.member.uid, groupId });
    expect(member).toMatchObject({ audience: 'ORGANIZERS', summary: 'Mick Member', threadId: null });
    const organizer = await file('reporter', { subject: 'MEMBER', targetId: people.owner.uid, groupId });
    expect(organizer.audience).toBe('ADMINS');
    const group = await file('signedIn', { subject: 'GROUP', targetId: groupId });
    expect(group.audience).toBe('ADMINS');

    // The organizers see their group's queue without who reported; the admins see who did.
    const ownQueue = await gql(GroupReportsQuery, { id: groupId }, 'owner');
    const ids = ownQueue.data!.group!.reports!.map((report) => report.id);
    expect(ids).toEqual(expect.arrayContaining([post.id, member.id]));
    expect(ids).not.toContain(organizer.id);
    expect(ids).not.toContain(group.id);
    expect(ownQueue.data!.group!.reports!.every((report) => report.reporterName === null)).toBe(true);
    const adminQueue = await gql(ReportQueueQuery, { audience: 'ADMINS' }, 'admin');
    expect(adminQueue.data!.reportQueue).toEqual(
      expect.arrayContaining([
        { id: organizer.id, audience: 'ADMINS', status: 'OPEN', reporterName: 'Rita Reporter' },
        { id: group.id, audience: 'ADMINS', status: 'OPEN', reporterName: 'Sid Signedin' },
      ]),
    );
    expect((await gql(MyReportsQuery, {}, 'admin')).data!.viewer!.isAdmin).toBe(true);
    expect((await gql(MyReportsQuery, {}, 'owner')).data!.viewer!.isAdmin).toBe(false);
  });

  it('of something missing, malformed, or one’s own are refused, and nothing is stored', async () => {
    const before = await models().reports.countDocuments({});
    const missing = '0123456789abcdef01234567';
    const cases: [Parameters<typeof reportInput>[0], Actor | 'reporter', string][] = [
      [{ subject: 'THREAD', targetId: missing }, 'reporter', 'NOT_FOUND'],
      [{ subject: 'REPLY', targetId: missing }, 'reporter', 'NOT_FOUND'],
      [{ subject: 'GROUP', targetId: missing }, 'reporter', 'NOT_FOUND'],
      [{ subject: 'GROUP', targetId: 'not-an-id' }, 'reporter', 'BAD_USER_INPUT'],
      [{ subject: 'THREAD', targetId: 'nope' }, 'reporter', 'BAD_USER_INPUT'],
      [{ subject: 'MEMBER', targetId: people.member.uid }, 'reporter', 'BAD_USER_INPUT'],
      [{ subject: 'MEMBER', targetId: people.signedIn.uid, groupId }, 'reporter', 'NOT_FOUND'],
      [{ subject: 'THREAD', targetId: threadId }, 'member', 'BAD_USER_INPUT'],
      [{ subject: 'GROUP', targetId: groupId }, 'owner', 'BAD_USER_INPUT'],
      // A member-only thread does not exist for someone outside the group.
      [{ subject: 'THREAD', targetId: threadId }, 'signedIn', 'NOT_FOUND'],
      [{ subject: 'GROUP', targetId: groupId }, 'visitor', 'UNAUTHENTICATED'],
    ];
    for (const [input, actor, code] of cases) {
      expect([input, outcomeOf(await gql(ReportContentMutation, { input: reportInput(input) }, actor))]).toEqual([
        input,
        code,
      ]);
    }
    const tooLong = await rest<{ error: string; fields: Record<string, string> }>(app.url, 'POST', '/reports', {
      token: people.reporter.token,
      body: { subject: 'GROUP', targetId: groupId, reason: 'RUDE', note: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.fields).sort()).toEqual(['note', 'reason']);
    expect(await models().reports.countDocuments({})).toBe(before);
  });

  it('are resolved once, by the group’s organizers or an admin, and the reporter sees it', async () => {
    const report = await file('reporter', { subject: 'THREAD', targetId: threadId });
    const input = { id: report.id, resolution: 'Spam removed.', hide: true };
    const refused = await Promise.all(
      (['visitor', 'signedIn', 'member'] as const).map(async (actor) => [
        actor,
        outcomeOf(await gql(ResolveReportMutation, { input }, actor)),
        await restOutcome('PUT', `/moderation/reports/${report.id}/resolution`, actor, { resolution: 'x' }),
      ]),
    );
    expect(refused).toEqual([
      ['visitor', 'UNAUTHENTICATED', 'UNAUTHENTICATED'],
      ['signedIn', 'FORBIDDEN', 'FORBIDDEN'],
      ['member', 'FORBIDDEN', 'FORBIDDEN'],
    ]);
    expect(await models().reports.findById(report.id).lean()).toMatchObject({ status: 'OPEN', resolution: null });

    const resolved = await gql(ResolveReportMutation, { input }, 'owner');
    expect(resolved.data!.resolveReport.report).toMatchObject({
      status: 'RESOLVED',
      resolution: 'Spam removed.',
      resolverName: 'Olive Owner',
      hidden: true,
    });
    expect(outcomeOf(await gql(ResolveReportMutation, { input }, 'owner'))).toBe('CONFLICT');
    expect(outcomeOf(await gql(ResolveReportMutation, { input }, 'admin'))).toBe('CONFLICT');

    // Hidden from the other members; the reporter sees the outcome; the audit log has both steps.
    expect(outcomeOf(await gql(ThreadQuery, { id: threadId }, 'reporter'))).toBe('NOT_FOUND');
    const mine = await gql(MyReportsQuery, {}, 'reporter');
    expect(mine.data!.viewer!.reports).toContainEqual({
      id: report.id,
      status: 'RESOLVED',
      resolution: 'Spam removed.',
      hidden: true,
    });
    const audit = await gql(AuditLogQuery, { id: groupId }, 'owner');
    const actions = audit.data!.group!.auditLog!.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['REPORT_RESOLVED', 'HID_POST']));
  });

  it('resolved by two handlers at once are resolved once: one is told it is done already', async () => {
    const report = await file('reporter', { subject: 'MEMBER', targetId: people.member.uid, groupId });
    const outcomes = await Promise.all(
      (['owner', 'admin', 'owner', 'admin'] as const).map(async (actor) =>
        outcomeOf(await gql(ResolveReportMutation, { input: { id: report.id, resolution: actor } }, actor)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ALLOWED')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'CONFLICT')).toHaveLength(3);
    const audit = await gql(AuditLogQuery, { id: groupId }, 'owner');
    const resolvedEntries = audit.data!.group!.auditLog!.filter(
      (entry) => entry.action === 'REPORT_RESOLVED' && entry.targetName === 'Mick Member',
    );
    expect(resolvedEntries).toHaveLength(1);
  });

  it('about the group or its organizers are the admins’ alone', async () => {
    const report = await file('reporter', { subject: 'MEMBER', targetId: people.owner.uid, groupId });
    const byOwner = await gql(ResolveReportMutation, { input: { id: report.id } }, 'owner');
    expect(outcomeOf(byOwner)).toBe('FORBIDDEN');
    const hideMember = await gql(ResolveReportMutation, { input: { id: report.id, hide: true } }, 'admin');
    expect(outcomeOf(hideMember)).toBe('BAD_USER_INPUT');
    const byAdmin = await rest<{ status: string }>(app.url, 'PUT', `/moderation/reports/${report.id}/resolution`, {
      token: people.admin.token,
      body: { resolution: 'Talked to them.' },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.status).toBe('RESOLVED');
  });
});

describe('the role × action rows of the report queues', () => {
  it('answers each actor on GraphQL and REST alike, allowed or the documented refusal', async () => {
    const rows: Record<string, string[]> = {};
    for (const actor of actors) {
      const queue = await gql(ReportQueueQuery, {}, actor);
      const groupQueue = await gql(GroupReportsQuery, { id: groupId }, actor);
      const groupQueueOutcome =
        outcomeOf(groupQueue) === 'ALLOWED' && groupQueue.data!.group!.reports === null
          ? 'NULL'
          : outcomeOf(groupQueue);
      rows[actor] = [
        outcomeOf(queue),
        await restOutcome('GET', '/moderation/reports', actor),
        groupQueueOutcome,
        await restOutcome('GET', `/groups/${groupId}/reports`, actor),
        outcomeOf(await gql(MyReportsQuery, {}, actor)),
        await restOutcome('GET', '/reports', actor),
        await restOutcome('GET', '/moderation/accounts', actor),
        await restOutcome('PUT', `/moderation/groups/${groupId}/suspension`, actor, { reason: '' }),
      ];
    }
    expect(rows).toEqual({
      // A visitor's `viewer` is null (no reports to list), not an error.
      visitor: [
        'UNAUTHENTICATED',
        'UNAUTHENTICATED',
        'NULL',
        'FORBIDDEN',
        'ALLOWED',
        'UNAUTHENTICATED',
        'UNAUTHENTICATED',
        'UNAUTHENTICATED',
      ],
      signedIn: ['FORBIDDEN', 'FORBIDDEN', 'NULL', 'FORBIDDEN', 'ALLOWED', 'ALLOWED', 'FORBIDDEN', 'FORBIDDEN'],
      member: ['FORBIDDEN', 'FORBIDDEN', 'NULL', 'FORBIDDEN', 'ALLOWED', 'ALLOWED', 'FORBIDDEN', 'FORBIDDEN'],
      owner: ['FORBIDDEN', 'FORBIDDEN', 'ALLOWED', 'ALLOWED', 'ALLOWED', 'ALLOWED', 'FORBIDDEN', 'FORBIDDEN'],
      // The admin passes the permission and reaches the input check: an empty reason, nothing suspended.
      admin: ['ALLOWED', 'ALLOWED', 'ALLOWED', 'ALLOWED', 'ALLOWED', 'ALLOWED', 'ALLOWED', 'BAD_USER_INPUT'],
    });
    expect((await app.model.findById(groupId).lean())?.suspension ?? null).toBeNull();
  });
});

describe('a person’s reports', () => {
  it('are in their export (never who reported them) and go with their account', async () => {
    const [filer, target] = await Promise.all([createTestUser('Fay Filer'), createTestUser('Tom Target')]);
    await join(filer, groupId);
    await join(target, groupId);
    const report = await graphqlRequest(
      app.url,
      ReportContentMutation,
      { input: reportInput({ subject: 'MEMBER', targetId: target.uid, groupId }) },
      filer.token,
    );
    const id = report.data!.reportContent.report.id;
    const exported = await rest<{ otherRecords: Record<string, { _id: string }[]> }>(app.url, 'GET', '/me/export', {
      token: filer.token,
    });
    expect(exported.body.otherRecords.reports?.map((record) => record._id)).toEqual([id]);
    const theirs = await rest<{ otherRecords: Record<string, unknown[]> }>(app.url, 'GET', '/me/export', {
      token: target.token,
    });
    expect(theirs.body.otherRecords.reports).toBeUndefined();
    expect(JSON.stringify(theirs.body)).not.toContain(filer.uid);

    const deleted = await rest(app.url, 'DELETE', '/me', { token: filer.token, body: { confirm: true } });
    expect(deleted.status).toBe(200);
    expect(await models().reports.countDocuments({ _id: id })).toBe(0);
  });
});

describe('the report queues, live', () => {
  const clients: Client[] = [];
  afterAll(() => Promise.all(clients.map((client) => client.dispose())));

  function watch(user: TestUser, groupIdToWatch: string | null) {
    const client = createClient({
      url: `${app.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${user.token}` },
    });
    clients.push(client);
    const reports: TestReportQueueChangedSubscription['reportQueueChanged'][] = [];
    const errors: unknown[] = [];
    client.subscribe<TestReportQueueChangedSubscription>(
      { query: print(ReportQueueChangedSubscription), variables: { groupId: groupIdToWatch } },
      {
        next: (result) => {
          if (result.data) reports.push(result.data.reportQueueChanged);
          if (result.errors) errors.push(...result.errors);
        },
        error: (error) => errors.push(error),
        complete: () => undefined,
      },
    );
    return { reports, errors };
  }

  async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('tells the admins of every report and a group’s organizers of theirs, and refuses anyone else', async () => {
    const site = watch(people.admin, null);
    const own = watch(people.owner, groupId);
    const notMine = watch(people.member, groupId);
    const notAdmin = watch(people.member, null);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const newcomer = await createTestUser('Nora Newcomer');
    await join(newcomer, groupId);
    const filed = await graphqlRequest(
      app.url,
      ReportContentMutation,
      { input: reportInput({ subject: 'MEMBER', targetId: people.member.uid, groupId }) },
      newcomer.token,
    );
    const id = filed.data!.reportContent.report.id;
    await until(() => site.reports.some((report) => report.id === id));
    await until(() => own.reports.some((report) => report.id === id));
    await gql(ResolveReportMutation, { input: { id, resolution: 'Warned.' } }, 'owner');
    await until(() => site.reports.some((report) => report.id === id && report.status === 'RESOLVED'));
    await until(() => notMine.errors.length > 0 && notAdmin.errors.length > 0);
    expect(notMine.reports).toEqual([]);
    expect(notAdmin.reports).toEqual([]);
  });
});

describe('admins', () => {
  it('are also the accounts whose token carries the admin custom claim', async () => {
    const person = await createTestUser('Claire Claim');
    const before = await graphqlRequest(app.url, MyReportsQuery, {}, person.token);
    expect(before.data!.viewer!.isAdmin).toBe(false);
    const firebase = initializeApp({ projectId: testServices().projectId }, `claims-${person.uid}`);
    try {
      await getAuth(firebase).setCustomUserClaims(person.uid, { admin: true });
    } finally {
      await deleteApp(firebase);
    }
    const signIn = await trySignIn(person.email, person.password);
    const token = (signIn as { idToken: string }).idToken;
    const after = await graphqlRequest(app.url, MyReportsQuery, {}, token);
    expect(after.data!.viewer!.isAdmin).toBe(true);
    expect((await rest(app.url, 'GET', '/moderation/reports', { token })).status).toBe(200);
  });
});
