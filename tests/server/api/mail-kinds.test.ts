import { defaultDeliveries, mailKinds } from '@/mail/kinds';
import { outboxModels } from '@/mail/outboxModel';
import { graphqlRequest, rest } from '../../support/http';
import { eventually, TestSmtpServer } from '../../support/smtp';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, uniqueName } from '../fixtures';
import {
  BanMemberMutation,
  DecideJoinRequestMutation,
  RequestToJoinMutation,
  SetJoinPolicyMutation,
} from '../joinDocuments';
import { NotificationPreferencesQuery } from '../mailDocuments';
import { JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';
import { InviteToTeamMutation } from '../teamDocuments';

/**
 * The kinds about a person's own place in a group (admission, removal, bans, team) are emailed
 * like the others when the person wants them by email: in the app only by default, by email at
 * once, in the daily digest, or not at all.
 */

let smtp: TestSmtpServer;
let app: TestApp;
let owner: TestUser;
const quickRetries = { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 };
const publicUrl = 'http://127.0.0.1:4000';

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  [app, owner] = await Promise.all([
    startTestApp({ env: { RATE_LIMIT_ENABLED: 'false' }, mail: { smtpUrl: smtp.url, outbox: quickRetries } }),
    createTestUser('Oona Owner'),
  ]);
});
afterAll(async () => {
  await app.stop();
  await smtp.stop();
});

const pending = () => outboxModels(app.database.connection).outbox.countDocuments({});

async function prefer(user: TestUser, deliveries: Record<string, string>): Promise<void> {
  const set = await rest(app.url, 'PATCH', '/me/notification-preferences', { token: user.token, body: { deliveries } });
  expect(set.status).toBe(200);
}

/** A group taking members by approval, with `asker`'s request waiting in it. */
async function askToJoin(asker: TestUser, name: string): Promise<string> {
  const { id } = await createGroupAs(app, owner, { groupName: uniqueName(name) });
  const policy = await graphqlRequest(
    app.url,
    SetJoinPolicyMutation,
    { input: { groupId: id, policy: 'APPROVAL' } },
    owner.token,
  );
  expect(policy.errors).toBeUndefined();
  const asked = await graphqlRequest(app.url, RequestToJoinMutation, { input: { groupId: id } }, asker.token);
  expect(asked.errors).toBeUndefined();
  return id;
}

async function decide(groupId: string, asker: TestUser, approve: boolean, message?: string): Promise<void> {
  const decided = await graphqlRequest(
    app.url,
    DecideJoinRequestMutation,
    { input: { groupId, uid: asker.uid, approve, message } },
    owner.token,
  );
  expect(decided.errors).toBeUndefined();
}

/** The notification the person was told of in the bell, once stored (then the mail listener has run). */
const bellHas = (user: TestUser, kind: string, groupId: string) =>
  eventually(
    async () => (await app.notifications.list(user.uid)).some((n) => n.kind === kind && n.groupId === groupId),
    `${kind} in the bell`,
  );

describe('email for admission, removal, bans and the team', () => {
  it('lists every new kind as a preference, in-app only by default, on GraphQL and REST', async () => {
    const person = await createTestUser('Dee Default');
    const added = [
      'JOIN_APPROVED',
      'JOIN_DECLINED',
      'REMOVED',
      'BANNED',
      'UNBANNED',
      'TEAM_INVITATION',
      'ROLE_CHANGED',
      'THREAD_REPLY',
      'REPORT_FILED',
      'REPORT_RESOLVED',
    ];
    const viaRest = await rest<{ deliveries: Record<string, string> }>(app.url, 'GET', '/me/notification-preferences', {
      token: person.token,
    });
    expect(viaRest.body.deliveries).toEqual(defaultDeliveries);
    for (const kind of added) expect(viaRest.body.deliveries[kind]).toBe('IN_APP');
    const viaGraphql = await graphqlRequest(app.url, NotificationPreferencesQuery, {}, person.token);
    expect(viaGraphql.data?.viewer?.notificationPreferences.kinds.map(({ kind }) => kind)).toEqual([...mailKinds]);
    const bad = await rest<{ fields: Record<string, string> }>(app.url, 'PATCH', '/me/notification-preferences', {
      token: person.token,
      body: { deliveries: { BANNED: 'PIGEON' } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['BANNED']);
  });

  it('emails an approval at once when wanted: one recipient, both parts, absolute links, its own unsubscribe', async () => {
    const asker = await createTestUser('Abe Approved');
    // An approval into a group with room also promotes the person from its queue; PROMOTED is
    // emailed by default, and still this one event is one email and one item in the bell.
    await prefer(asker, { JOIN_APPROVED: 'EMAIL' });
    expect((await app.mail.preferences.get(asker.uid)).deliveries.PROMOTED).toBe('EMAIL');
    const groupId = await askToJoin(asker, 'Welcome Walkers');
    await decide(groupId, asker, true);

    const [message] = await eventually(
      () => smtp.to(asker.email).length > 0 && smtp.to(asker.email),
      'the approval email',
    );
    const groupName = (await app.groups.get(groupId)).groupName;
    expect(message!.envelopeTo).toEqual([asker.email]);
    expect(message!.subject).toBe(`Welcome to ${groupName} · HobbyHub`);
    expect(message!.text).toContain('An organizer approved your request to join');
    expect(message!.text).toContain('and a place was free: you are a member.');
    expect(message!.html).toContain('An organizer approved your request to join');
    expect(message!.text).toContain(`Open the group: ${publicUrl}/groups/${groupId}`);
    expect(message!.text).toContain(`Notification settings: ${publicUrl}/settings/notifications`);
    expect(message!.html).not.toMatch(/<img/i);
    expect(message!.html).not.toContain(owner.email);
    expect(message!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<([^>]+)>$/.exec(message!.headers['list-unsubscribe'] ?? '')?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${publicUrl}/mail/unsubscribe\\?token=`));
    expect(smtp.to(owner.email)).toEqual([]);

    // Its one-click link stops approvals from this group only.
    const done = await fetch(unsubscribe!.replace(publicUrl, app.url), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await done.text()).toContain(`no more email about approved join requests from ${groupName}`);
    expect((await app.mail.preferences.forMail(asker.uid)).mutedFor(groupId, 'JOIN_APPROVED')).toBe(true);
    await eventually(async () => (await pending()) === 0, 'an empty outbox');
    expect(smtp.to(asker.email)).toHaveLength(1);
    const bell = (await app.notifications.list(asker.uid)).filter((n) => n.groupId === groupId);
    expect(bell.map((n) => n.kind)).toEqual(['JOIN_APPROVED']);
  });

  it('tells an approval into a full group that the person waits, and the place they get later apart', async () => {
    const [asker, filler] = await Promise.all([createTestUser('Wes Waiting'), createTestUser('Fay Filler')]);
    await prefer(asker, { JOIN_APPROVED: 'EMAIL' });
    const { id: groupId, groupName } = await createGroupAs(app, owner, {
      groupName: uniqueName('Packed Potters'),
      maxMembers: 1,
    });
    const joined = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, filler.token);
    expect(joined.data?.joinGroup.group.spotsLeft).toBe(0);
    const policy = await graphqlRequest(
      app.url,
      SetJoinPolicyMutation,
      { input: { groupId, policy: 'APPROVAL' } },
      owner.token,
    );
    expect(policy.errors).toBeUndefined();
    const asked = await graphqlRequest(app.url, RequestToJoinMutation, { input: { groupId } }, asker.token);
    expect(asked.errors).toBeUndefined();
    await decide(groupId, asker, true);

    const [approval] = await eventually(() => smtp.to(asker.email).length > 0 && smtp.to(asker.email), 'approval');
    expect(approval!.subject).toBe(`Your request to join ${groupName} is approved · HobbyHub`);
    expect(approval!.text).toContain('The group is full, so you are on its waitlist');
    // The place freed later is a second event: its own email (PROMOTED, by email by default).
    const left = await graphqlRequest(app.url, LeaveGroupMutation, { input: { id: groupId } }, filler.token);
    expect(left.errors).toBeUndefined();
    const promoted = await eventually(() => smtp.to(asker.email).length > 1 && smtp.to(asker.email), 'promotion');
    expect(promoted[1]!.subject).toBe(`You're in: ${groupName} · HobbyHub`);
    await eventually(async () => (await pending()) === 0, 'an empty outbox');
    expect(smtp.to(asker.email)).toHaveLength(2);
    const bell = (await app.notifications.list(asker.uid)).filter((n) => n.groupId === groupId);
    expect(bell.map((n) => n.kind).sort()).toEqual(['JOIN_APPROVED', 'PROMOTED']);
  });

  it('shows a decline its note, and the banned person the reason for their ban', async () => {
    const [declined, banned] = await Promise.all([createTestUser('Dan Declined'), createTestUser('Bea Banned')]);
    await prefer(declined, { JOIN_DECLINED: 'EMAIL' });
    await prefer(banned, { BANNED: 'EMAIL', REMOVED: 'EMAIL' });
    const askedGroup = await askToJoin(declined, 'Picky Painters');
    await decide(askedGroup, declined, false, 'We only take <oil> painters this season.');
    const [decline] = await eventually(() => smtp.to(declined.email).length > 0 && smtp.to(declined.email), 'decline');
    expect(decline!.subject).toMatch(/^Your request to join Picky Painters .* was declined · HobbyHub$/);
    expect(decline!.text).toContain('Their note to you:');
    expect(decline!.text).toContain('We only take <oil> painters this season.');
    expect(decline!.html).toContain('We only take &lt;oil&gt; painters this season.');

    const { id: groupId } = await createGroupAs(app, owner, { groupName: uniqueName('Strict Skaters') });
    const joined = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, banned.token);
    expect(joined.errors).toBeUndefined();
    const ban = await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId, uid: banned.uid, reason: 'Repeated rude comments after two warnings.' } },
      owner.token,
    );
    expect(ban.errors).toBeUndefined();
    const [message] = await eventually(() => smtp.to(banned.email).length > 0 && smtp.to(banned.email), 'the ban');
    expect(message!.subject).toMatch(/^You were banned from Strict Skaters .* · HobbyHub$/);
    expect(message!.text).toContain('The reason they gave:');
    expect(message!.text).toContain('Repeated rude comments after two warnings.');
    expect(message!.text).toContain(`${publicUrl}/groups/${groupId}`);
    await eventually(async () => (await pending()) === 0, 'an empty outbox');
    // A ban ends the membership without also telling of a removal.
    expect(smtp.to(banned.email)).toHaveLength(1);
  });

  it('invites to the team by email, naming the role', async () => {
    const helper = await createTestUser('Hal Helper');
    await prefer(helper, { TEAM_INVITATION: 'EMAIL' });
    const { id: groupId } = await createGroupAs(app, owner, { groupName: uniqueName('Team Tandems') });
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, helper.token);
    const invited = await graphqlRequest(
      app.url,
      InviteToTeamMutation,
      { input: { groupId, uid: helper.uid, role: 'CO_ORGANIZER' } },
      owner.token,
    );
    expect(invited.errors).toBeUndefined();
    const [message] = await eventually(() => smtp.to(helper.email).length > 0 && smtp.to(helper.email), 'invitation');
    expect(message!.text).toContain('invited you to its team as a co-organizer');
    expect(message!.text).toContain(`Answer the invitation: ${publicUrl}/groups/${groupId}`);
  });

  it('sends nothing when Off or left in the app, and keeps it for the digest when chosen', async () => {
    const [off, inApp, digested] = await Promise.all([
      createTestUser('Otto Off'),
      createTestUser('Ina Inapp'),
      createTestUser('Di Digest'),
    ]);
    await prefer(off, { JOIN_APPROVED: 'OFF', PROMOTED: 'OFF' });
    await prefer(inApp, { PROMOTED: 'IN_APP' });
    await prefer(digested, { JOIN_APPROVED: 'DIGEST', PROMOTED: 'IN_APP' });
    const groups = await Promise.all([off, inApp, digested].map((person) => askToJoin(person, 'Quiet Quilters')));
    for (const [index, person] of [off, inApp, digested].entries()) await decide(groups[index]!, person, true);
    for (const [index, person] of [off, inApp, digested].entries())
      await bellHas(person, 'JOIN_APPROVED', groups[index]!);

    const items = app.database.connection.collection('mail_digest_items');
    const item = await eventually(() => items.findOne({ uid: digested.uid, kind: 'JOIN_APPROVED' }), 'the digest item');
    const groupName = (await app.groups.get(groups[2]!)).groupName;
    expect(item).toMatchObject({ summary: `Welcome to ${groupName}`, href: `${publicUrl}/groups/${groups[2]}` });
    // The digest goes at the person's digest hour (08:00 UTC here): a pass a day later sends it.
    expect(await app.mail.digests.pass(new Date(Date.now() + 86_400_000))).toBeGreaterThanOrEqual(1);
    const [digest] = await eventually(() => smtp.to(digested.email).length > 0 && smtp.to(digested.email), 'digest');
    expect(digest!.subject).toBe('Your daily digest · HobbyHub');
    expect(digest!.text).toContain(`Welcome to ${groupName}`);

    await eventually(async () => (await pending()) === 0, 'an empty outbox');
    expect(smtp.to(off.email)).toEqual([]);
    expect(smtp.to(inApp.email)).toEqual([]);
    expect(smtp.to(digested.email)).toHaveLength(1);
    const outcomes = outboxModels(app.database.connection).outcomes;
    expect(await outcomes.countDocuments({ uid: off.uid })).toBe(0);
    expect(await outcomes.countDocuments({ uid: inApp.uid })).toBe(0);
  });
});
