import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import { AnnounceMutation } from '../discussionDocuments';
import { AnswerTeamInvitationMutation, AuditLogQuery, InviteToTeamMutation } from '../teamDocuments';
import { ReportContentMutation, ResolveReportMutation } from '../moderationDocuments';
import {
  AnnouncementLiveSubscription,
  AnnouncementsSeenQuery,
  HideAnnouncementMutation,
} from '../announcementDocuments';
import type { TestAnnouncementLiveSubscription } from '../gql/graphql';

/**
 * Organizers hide announcements as they hide posts: hidden ones disappear for their recipients
 * (live, on GraphQL and REST), their author still sees them marked hidden, the audit log says who
 * did it; resolving a report about an announcement with "hide" hides it the same way.
 */

let app: TestApp;
let owner: TestUser;
let host: TestUser;
let member: TestUser;
let stranger: TestUser;
let groupId: string;
const clients: Client[] = [];

type Update = TestAnnouncementLiveSubscription['discussionUpdated'];

beforeAll(async () => {
  app = await startTestApp(withoutRateLimits);
  [owner, host, member, stranger] = await Promise.all([
    createTestUser('Ora Owner'),
    createTestUser('Hal Host'),
    createTestUser('Mia Member'),
    createTestUser('Sam Stranger'),
  ]);
  groupId = (await createGroupAs(app, owner, { maxMembers: 10 })).id;
  for (const person of [host, member]) {
    const joined = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, person.token);
    expect(joined.errors).toBeUndefined();
  }
  const invited = await graphqlRequest(
    app.url,
    InviteToTeamMutation,
    { input: { groupId, uid: host.uid, role: 'HOST' } },
    owner.token,
  );
  expect(invited.errors).toBeUndefined();
  const accepted = await graphqlRequest(
    app.url,
    AnswerTeamInvitationMutation,
    { input: { groupId, accept: true } },
    host.token,
  );
  expect(accepted.errors).toBeUndefined();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app.stop();
});

async function watch(user: TestUser) {
  const client = createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${user.token}` },
  });
  clients.push(client);
  const updates: Update[] = [];
  client.subscribe<TestAnnouncementLiveSubscription>(
    { query: print(AnnouncementLiveSubscription), variables: { groupId } },
    {
      next: (result) => {
        if (result.data) updates.push(result.data.discussionUpdated);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  return updates;
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const seenBy = async (user: TestUser) =>
  (await graphqlRequest(app.url, AnnouncementsSeenQuery, { id: groupId }, user.token)).data?.group?.announcements
    .nodes ?? [];

async function announceAsHost(body: string): Promise<string> {
  const res = await graphqlRequest(
    app.url,
    AnnounceMutation,
    { input: { groupId, body, audience: 'ALL_MEMBERS' } },
    host.token,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.announce.id;
}

describe('hiding an announcement', () => {
  it('takes it from its recipients live, keeps it for its author and the organizers, and logs who did it', async () => {
    const id = await announceAsHost('Bring your own paper this week.');
    expect((await seenBy(member)).map((a) => a.id)).toContain(id);
    const [memberLive, strangerLive] = await Promise.all([watch(member), watch(stranger)]);

    // Neither a member nor the author (a host) may hide; a stranger is not told it exists.
    const byMember = await graphqlRequest(
      app.url,
      HideAnnouncementMutation,
      { input: { id, hidden: true } },
      member.token,
    );
    expect(byMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byHost = await graphqlRequest(app.url, HideAnnouncementMutation, { input: { id, hidden: true } }, host.token);
    expect(byHost.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byStranger = await graphqlRequest(
      app.url,
      HideAnnouncementMutation,
      { input: { id, hidden: true } },
      stranger.token,
    );
    expect(byStranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await seenBy(member)).find((a) => a.id === id)).toMatchObject({ hidden: false });

    const hidden = await graphqlRequest(
      app.url,
      HideAnnouncementMutation,
      { input: { id, hidden: true } },
      owner.token,
    );
    expect(hidden.data?.hideAnnouncement).toEqual({ id, hidden: true });
    await until(() => memberLive.some((update) => update.kind === 'ANNOUNCEMENT_REMOVED'));
    expect(memberLive.find((update) => update.kind === 'ANNOUNCEMENT_REMOVED')).toMatchObject({ removedId: id });

    expect((await seenBy(member)).map((a) => a.id)).not.toContain(id);
    expect((await seenBy(host)).find((a) => a.id === id)).toMatchObject({ hidden: true });
    expect((await seenBy(owner)).find((a) => a.id === id)).toMatchObject({ hidden: true });
    const restList = await rest<{ nodes: { id: string }[] }>(app.url, 'GET', `/groups/${groupId}/announcements`, {
      token: member.token,
    });
    expect(restList.body.nodes.map((a) => a.id)).not.toContain(id);

    // Shown again over REST: back for the member, live.
    const shown = await rest<{ id: string; hidden: boolean }>(
      app.url,
      'PUT',
      `/groups/${groupId}/announcements/${id}/hidden`,
      { body: { hidden: false }, token: owner.token },
    );
    expect(shown).toMatchObject({ status: 200, body: { id, hidden: false } });
    await until(() => memberLive.some((update) => update.kind === 'ANNOUNCEMENT_CHANGED'));
    expect(memberLive.find((update) => update.kind === 'ANNOUNCEMENT_CHANGED')?.announcement).toEqual({
      id,
      hidden: false,
    });
    expect((await seenBy(member)).map((a) => a.id)).toContain(id);
    const restByMember = await rest<{ error: string }>(
      app.url,
      'PUT',
      `/groups/${groupId}/announcements/${id}/hidden`,
      { body: { hidden: true }, token: member.token },
    );
    expect(restByMember).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });

    const audit = await graphqlRequest(app.url, AuditLogQuery, { id: groupId }, owner.token);
    expect(
      audit.data?.group?.auditLog?.slice(0, 2).map(({ action, targetName, detail }) => [action, targetName, detail]),
    ).toEqual([
      ['SHOWED_POST', 'Hal Host', 'ANNOUNCEMENT'],
      ['HID_POST', 'Hal Host', 'ANNOUNCEMENT'],
    ]);
    // Nobody outside heard of any of it.
    expect(strangerLive).toEqual([]);
  });

  it('hides it when a report about it is resolved with "hide"', async () => {
    const id = await announceAsHost('Cheap paint for sale, message me privately!');
    const reported = await graphqlRequest(
      app.url,
      ReportContentMutation,
      { input: { subject: 'ANNOUNCEMENT', targetId: id, reason: 'SPAM' } },
      member.token,
    );
    const report = reported.data?.reportContent.report;
    expect(report).toMatchObject({ audience: 'ORGANIZERS', status: 'OPEN' });
    const resolved = await graphqlRequest(
      app.url,
      ResolveReportMutation,
      { input: { id: report!.id, resolution: 'Advertising', hide: true } },
      owner.token,
    );
    expect(resolved.data?.resolveReport.report).toMatchObject({ status: 'RESOLVED', hidden: true });
    expect((await seenBy(member)).map((a) => a.id)).not.toContain(id);
    expect((await seenBy(host)).find((a) => a.id === id)).toMatchObject({ hidden: true });
  });
});
