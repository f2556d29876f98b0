import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createLogger } from '@/logger';
import { connectRedisNotificationBus } from '@/notifications/bus';
import type { TestNotificationAddedSubscription } from '../gql/graphql';
import { testServices } from '../../support/env';
import { graphqlRequest, rest } from '../../support/http';
import { eventually, TestSmtpServer } from '../../support/smtp';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, trySignIn, type TestUser } from '../../support/users';
import { createGroupAs, uniqueName, withoutRateLimits } from '../fixtures';
import { StartThreadMutation } from '../discussionDocuments';
import { JoinGroupMutation } from '../membershipDocuments';
import { MyReportsQuery, ReportContentMutation, ResolveReportMutation } from '../moderationDocuments';
import { NotificationAddedSubscription, ReportNotificationsQuery } from '../notifyDocuments';
import { AnswerTeamInvitationMutation, InviteToTeamMutation } from '../teamDocuments';

/**
 * Reports in the bell: who handles a report hears of it (never who filed it), the reporter hears
 * how it ended; once per report and person however often it is filed or resolved, live, on every
 * app process, and by email for those who want it.
 */

const publicUrl = 'http://127.0.0.1:4000';
let smtp: TestSmtpServer;
let app: TestApp;
let other: TestApp | undefined;
let owner: TestUser;
let coOrganizer: TestUser;
let author: TestUser;
let reporter: TestUser;
let second: TestUser;
let admin: TestUser;
let groupId: string;
let groupName: string;
let threadId: string;
const clients: Client[] = [];

async function ok<T, V>(target: TestApp, document: TypedDocumentNode<T, V>, variables: V, user: TestUser) {
  const res = await graphqlRequest(target.url, document, variables, user.token);
  expect(res.errors).toBeUndefined();
  return res.data!;
}

const notificationsOf = async (user: TestUser, target = app) =>
  (await ok(target, ReportNotificationsQuery, {}, user)).viewer!.notifications;
const reportKinds = async (user: TestUser, reportId: string) =>
  (await notificationsOf(user)).filter((n) => n.id.startsWith(`REPORT_`) && n.id.includes(reportId));

/** Every notification the user's live subscription on `target` delivers from now on. */
async function watch(user: TestUser, target = app) {
  const client = createClient({
    url: `${target.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${user.token}` },
  });
  clients.push(client);
  const heard: TestNotificationAddedSubscription['notificationAdded'][] = [];
  let acknowledged!: () => void;
  const ready = new Promise<void>((resolve) => (acknowledged = resolve));
  client.on('connected', () => acknowledged());
  client.subscribe<TestNotificationAddedSubscription>(
    { query: print(NotificationAddedSubscription) },
    {
      next: (result) => {
        if (result.data) heard.push(result.data.notificationAdded);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  await ready;
  // The subscription is registered a moment after the socket is acknowledged.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return heard;
}

async function file(target: TestApp, user: TestUser, input: { subject: 'GROUP' | 'THREAD'; targetId: string }) {
  return (await ok(target, ReportContentMutation, { input: { reason: 'SPAM', note: 'Please look.', ...input } }, user))
    .reportContent.report;
}

async function prefer(user: TestUser, deliveries: Record<string, string>): Promise<void> {
  const set = await rest(app.url, 'PATCH', '/me/notification-preferences', { token: user.token, body: { deliveries } });
  expect(set.status).toBe(200);
}

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  [owner, coOrganizer, author, reporter, second, admin] = await Promise.all([
    createTestUser('Olive Owner'),
    createTestUser('Cora Coorganizer'),
    createTestUser('Art Author'),
    createTestUser('Rita Reporter'),
    createTestUser('Sam Second'),
    createTestUser('Ada Admin'),
  ]);
  app = await startTestApp({
    env: { ...withoutRateLimits.env, ADMIN_UIDS: admin.uid },
    mail: { smtpUrl: smtp.url, outbox: { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 } },
  });
  groupName = uniqueName('Reported Rowers');
  groupId = (await createGroupAs(app, owner, { groupName })).id;
  for (const person of [coOrganizer, author, reporter, second]) {
    await ok(app, JoinGroupMutation, { input: { id: groupId } }, person);
  }
  await ok(app, InviteToTeamMutation, { input: { groupId, uid: coOrganizer.uid, role: 'CO_ORGANIZER' } }, owner);
  await ok(app, AnswerTeamInvitationMutation, { input: { groupId, accept: true } }, coOrganizer);
  const thread = await ok(
    app,
    StartThreadMutation,
    { input: { groupId, title: 'Cheap watches here', body: 'Buy now at a shady link.' } },
    author,
  );
  threadId = thread.startThread.id;
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await other?.stop();
  await app.stop();
  await smtp.stop();
});

describe('report notifications', () => {
  it('tell the group’s organizers of content reported inside it, once, live, never naming who reported', async () => {
    await prefer(owner, { REPORT_FILED: 'EMAIL' });
    const live = await watch(owner);
    const report = await file(app, reporter, { subject: 'THREAD', targetId: threadId });
    expect(report.audience).toBe('ORGANIZERS');
    // The same report again, over GraphQL and REST, and several at once: still one notification each.
    await file(app, reporter, { subject: 'THREAD', targetId: threadId });
    const overRest = await rest(app.url, 'POST', '/reports', {
      token: reporter.token,
      body: { subject: 'THREAD', targetId: threadId, reason: 'OTHER' },
    });
    expect(overRest.status).toBe(200);
    await Promise.all([1, 2, 3].map(() => file(app, reporter, { subject: 'THREAD', targetId: threadId })));

    for (const handler of [owner, coOrganizer]) {
      expect(await reportKinds(handler, report.id)).toEqual([
        {
          id: `REPORT_FILED:${report.id}:${handler.uid}`,
          kind: 'REPORT_FILED',
          groupId,
          groupName,
          reportSummary: 'Cheap watches here',
          reportOutcome: null,
          read: false,
        },
      ]);
    }
    for (const other of [author, reporter, second, admin]) expect(await reportKinds(other, report.id)).toEqual([]);
    await eventually(() => live.some((n) => n.id.includes(report.id)), 'the live notification');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.filter((n) => n.id.includes(report.id))).toEqual([
      {
        id: `REPORT_FILED:${report.id}:${owner.uid}`,
        kind: 'REPORT_FILED',
        groupId,
        reportSummary: 'Cheap watches here',
        reportOutcome: null,
      },
    ]);
    const stored = await app.database.connection.collection('notifications').find({ kind: 'REPORT_FILED' }).toArray();
    expect(JSON.stringify(stored)).not.toContain(reporter.uid);
    expect(JSON.stringify(stored)).not.toContain('Rita');

    // By email for the owner, who asked for it: what and where, not who.
    const [message] = await eventually(() => smtp.to(owner.email).length > 0 && smtp.to(owner.email), 'the email');
    expect(message!.subject).toBe(`New report to handle: ${groupName} · HobbyHub`);
    expect(message!.text).toContain('Reported: Cheap watches here');
    expect(message!.text).toContain(`Open the report queue: ${publicUrl}/groups/${groupId}/reports`);
    expect(message!.text).not.toContain('Rita');
    expect(message!.text).not.toContain(reporter.email);
    expect(smtp.to(coOrganizer.email)).toEqual([]);
  });

  it('tell the site’s admins of a report about the group, and not its organizers', async () => {
    await prefer(admin, { REPORT_FILED: 'EMAIL' });
    const report = await file(app, second, { subject: 'GROUP', targetId: groupId });
    expect(report.audience).toBe('ADMINS');
    expect(await reportKinds(admin, report.id)).toEqual([
      expect.objectContaining({ id: `REPORT_FILED:${report.id}:${admin.uid}`, reportSummary: groupName }),
    ]);
    for (const organizer of [owner, coOrganizer]) expect(await reportKinds(organizer, report.id)).toEqual([]);
    const [message] = await eventually(() => smtp.to(admin.email).length > 0 && smtp.to(admin.email), 'the email');
    expect(message!.text).toContain(`Open the report queue: ${publicUrl}/admin`);
  });

  it('tell the admins by custom claim alone too, seen signing in on any process, until the claim is taken away', async () => {
    const claimer = await createTestUser('Cleo Claim');
    const setClaims = async (claims: { admin: true } | null) => {
      const firebase = initializeApp({ projectId: testServices().projectId }, `claims-${randomUUID()}`);
      try {
        await getAuth(firebase).setCustomUserClaims(claimer.uid, claims);
      } finally {
        await deleteApp(firebase);
      }
    };
    await setClaims({ admin: true });
    // The claim reaches the tokens of a new sign-in (the client's hourly refresh, in the app).
    const token = ((await trySignIn(claimer.email, claimer.password)) as { idToken: string }).idToken;
    const remembered = () =>
      app.database.connection.collection<{ _id: string }>('claimAdmins').findOne({ _id: claimer.uid });
    // Seen on another process of the same database (stopped with this one: a stop drops the database); filed on this one.
    other = await startTestApp({ ...withoutRateLimits, databaseName: app.database.connection.name });
    const seen = await graphqlRequest(other.url, MyReportsQuery, {}, token);
    expect(seen.data?.viewer?.isAdmin).toBe(true);
    await eventually(remembered, 'the admin by claim remembered');
    const groupOf = async (name: string) => (await createGroupAs(app, owner, { groupName: uniqueName(name) })).id;

    const report = await file(app, reporter, { subject: 'GROUP', targetId: await groupOf('Claimed Canoeists') });
    expect(report.audience).toBe('ADMINS');
    for (const handler of [admin, { ...claimer, token }]) {
      expect(await reportKinds(handler, report.id)).toEqual([
        expect.objectContaining({ id: `REPORT_FILED:${report.id}:${handler.uid}`, kind: 'REPORT_FILED' }),
      ]);
    }

    // The claim taken away at the provider: no more notices, though the token still says admin.
    await setClaims(null);
    const later = await file(app, reporter, { subject: 'GROUP', targetId: await groupOf('Unclaimed Canoeists') });
    expect(await reportKinds(admin, later.id)).toHaveLength(1);
    expect(await reportKinds({ ...claimer, token }, later.id)).toEqual([]);
    expect(await remembered()).toBeNull();
  });

  it('tell every reporter of the thing when it is resolved, with the outcome, once', async () => {
    await prefer(reporter, { REPORT_RESOLVED: 'EMAIL' });
    const first = await file(app, reporter, { subject: 'THREAD', targetId: threadId });
    const other = await file(app, second, { subject: 'THREAD', targetId: threadId });
    const input = { id: first.id, resolution: 'Spam removed, thanks.', hide: true };
    await ok(app, ResolveReportMutation, { input }, coOrganizer);
    const again = await graphqlRequest(app.url, ResolveReportMutation, { input }, owner.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const outcome = 'The reported post was hidden. The note from whoever handled it: “Spam removed, thanks.”';
    for (const [person, report] of [
      [reporter, first],
      [second, other],
    ] as const) {
      expect((await reportKinds(person, report.id)).filter((n) => n.kind === 'REPORT_RESOLVED')).toEqual([
        {
          id: `REPORT_RESOLVED:${report.id}`,
          kind: 'REPORT_RESOLVED',
          groupId,
          groupName,
          reportSummary: 'Cheap watches here',
          reportOutcome: outcome,
          read: false,
        },
      ]);
    }
    for (const handler of [owner, coOrganizer]) {
      expect((await notificationsOf(handler)).filter((n) => n.kind === 'REPORT_RESOLVED')).toEqual([]);
    }
    const [message] = await eventually(
      () => smtp.to(reporter.email).length > 0 && smtp.to(reporter.email),
      'the resolution email',
    );
    expect(message!.subject).toBe(`Your report was resolved: ${groupName} · HobbyHub`);
    expect(message!.text).toContain(outcome);
    expect(message!.text).toContain(`See your reports: ${publicUrl}/my-reports`);
    expect(message!.text).not.toContain('Cora');
  });
});

describe('report notifications on two app processes', () => {
  it('reach a handler subscribed to the other process once, when both processes file the same report', async () => {
    const prefix = `test:${randomUUID()}:notification:`;
    const logger = createLogger('silent');
    const buses = await Promise.all(
      [0, 1].map(() => connectRedisNotificationBus('redis://127.0.0.1:6379', logger, prefix)),
    );
    const apps: TestApp[] = [];
    try {
      apps.push(await startTestApp({ ...withoutRateLimits, notificationBus: buses[0] }));
      apps.push(
        await startTestApp({
          ...withoutRateLimits,
          notificationBus: buses[1],
          databaseName: apps[0]!.database.connection.name,
        }),
      );
      const [a, b] = apps as [TestApp, TestApp];
      const [boss, writer, filer] = await Promise.all([
        createTestUser('Bo Boss'),
        createTestUser('Wil Writer'),
        createTestUser('Fil Filer'),
      ]);
      const id = (await createGroupAs(a, boss, { groupName: uniqueName('Two Process Tennis') })).id;
      for (const person of [writer, filer]) await ok(a, JoinGroupMutation, { input: { id } }, person);
      const thread = await ok(a, StartThreadMutation, { input: { groupId: id, title: 'Spam', body: 'Buy.' } }, writer);
      const live = await watch(boss, b);
      // A process files once it knows the thread (the other one's read model catches up in moments).
      const fileOn = (target: TestApp) =>
        eventually(
          async () =>
            (
              await graphqlRequest(
                target.url,
                ReportContentMutation,
                { input: { subject: 'THREAD', targetId: thread.startThread.id, reason: 'SPAM' } },
                filer.token,
              )
            ).data?.reportContent.report,
          'a report',
        );
      // Filed on A, heard by the subscriber on B: through the notification bus.
      const reportId = (await fileOn(a)).id;
      await eventually(() => live.some((n) => n.id.includes(reportId)), 'the notification on process B');
      // The same report again on both processes at once: the same report, and nothing more heard.
      const again = await Promise.all([b, a, b].map(fileOn));
      expect(again.map((report) => report.id)).toEqual([reportId, reportId, reportId]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(live.filter((n) => n.id.includes(reportId)).map((n) => n.kind)).toEqual(['REPORT_FILED']);
      expect(
        (await notificationsOf(boss, b)).filter((n) => n.id === `REPORT_FILED:${reportId}:${boss.uid}`),
      ).toHaveLength(1);
    } finally {
      // An open socket would hold its server's close.
      await Promise.all(clients.splice(0).map((client) => client.dispose()));
      for (const started of apps.reverse()) await started.stop();
      await Promise.all(buses.map((bus) => bus.close()));
    }
  });
});
