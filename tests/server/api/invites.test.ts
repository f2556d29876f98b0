import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, uniqueName, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import { AuditLogQuery } from '../teamDocuments';
import { BanMemberMutation, JoinStateQuery, SetJoinPolicyMutation } from '../joinDocuments';
import {
  AcceptInviteLinkMutation,
  CreateInviteLinkMutation,
  InviteLinkCheckQuery,
  RevokeInviteLinksMutation,
} from '../inviteDocuments';

/**
 * Invite links into an INVITE_ONLY group: a signed, expiring link an organizer hands out lets a
 * signed-in person join (or wait when the group is full) through the same membership service as
 * any join; forged, changed, expired, revoked and other groups' links, and banned people, are
 * refused on GraphQL and REST with nothing changed.
 */

let app: TestApp;
let owner: TestUser;

beforeAll(async () => {
  [app, owner] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Ivy Inviter')]);
});
afterAll(() => app.stop());

const codeOf = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.length ? String(res.errors[0]?.extensions?.code) : 'ALLOWED';

/** An INVITE_ONLY group with `maxMembers` places. */
async function inviteOnlyGroup(maxMembers: number): Promise<string> {
  const { id } = await createGroupAs(app, owner, { groupName: uniqueName('Invite Club'), maxMembers });
  const set = await graphqlRequest(
    app.url,
    SetJoinPolicyMutation,
    { input: { groupId: id, policy: 'INVITE_ONLY' } },
    owner.token,
  );
  expect(set.errors).toBeUndefined();
  return id;
}

async function linkFor(groupId: string, by = owner): Promise<string> {
  const res = await graphqlRequest(app.url, CreateInviteLinkMutation, { input: { groupId } }, by.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createInviteLink.link.token;
}

const accept = (groupId: string, token: string, user: TestUser) =>
  graphqlRequest(app.url, AcceptInviteLinkMutation, { input: { groupId, token } }, user.token);
const restAccept = (groupId: string, token: string, user: TestUser) =>
  rest<{ error?: string; memberCount?: number; waitlistPosition?: number | null }>(
    app.url,
    'POST',
    `/groups/${groupId}/invites/${encodeURIComponent(token)}/join`,
    { token: user.token },
  );
const statusOf = async (groupId: string, token: string) =>
  (await graphqlRequest(app.url, InviteLinkCheckQuery, { id: groupId, token })).data?.group?.inviteLink.status;

/** What a refusal must leave as it was: who is in, who waits, who is banned. */
async function snapshot(groupId: string) {
  const res = await graphqlRequest(app.url, JoinStateQuery, { id: groupId }, owner.token);
  const group = res.data?.group;
  const members = await app.database.connection.collection('memberships').countDocuments({ groupId });
  return {
    memberCount: group?.memberCount,
    waitlistCount: group?.waitlistCount,
    bans: group?.bans?.map(({ id }) => id),
    members,
  };
}

describe('an invite link', () => {
  it('lets signed-in people into an invite-only group on both protocols, then into its waitlist when full', async () => {
    const id = await inviteOnlyGroup(2);
    const [first, second, third] = await Promise.all([
      createTestUser('Fay First'),
      createTestUser('Sid Second'),
      createTestUser('Tia Third'),
    ]);
    expect(codeOf(await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, first.token))).toBe(
      'INVITE_ONLY',
    );

    const made = await graphqlRequest(
      app.url,
      CreateInviteLinkMutation,
      { input: { groupId: id, expiresInHours: 48 } },
      owner.token,
    );
    const link = made.data!.createInviteLink.link;
    expect(link.path).toBe(`/groups/${id}/invite/${encodeURIComponent(link.token)}`);
    const hours = (new Date(link.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48.01);
    // Anyone may ask what a link is worth (the page shows it before signing in).
    expect(await statusOf(id, link.token)).toBe('VALID');
    const restCheck = await rest<{ status: string }>(
      app.url,
      'GET',
      `/groups/${id}/invites/${encodeURIComponent(link.token)}`,
    );
    expect(restCheck).toMatchObject({ status: 200, body: { groupId: id, status: 'VALID' } });

    const joined = await accept(id, link.token, first);
    expect(joined.data?.acceptInviteLink.group).toMatchObject({ viewerIsMember: true, viewerRole: 'MEMBER' });
    // Following it again changes nothing.
    expect((await accept(id, link.token, first)).data?.acceptInviteLink.group.memberCount).toBe(1);

    const viaRest = await restAccept(id, link.token, second);
    expect(viaRest).toMatchObject({ status: 200, body: { memberCount: 2, waitlistPosition: null } });

    // Full: the link queues them, through the same waitlist as anyone.
    const waiting = await accept(id, link.token, third);
    expect(waiting.data?.acceptInviteLink.group).toMatchObject({
      memberCount: 2,
      viewerIsMember: false,
      viewerWaitlistPosition: 1,
      viewerRole: 'WAITING',
    });

    const audit = await graphqlRequest(app.url, AuditLogQuery, { id }, owner.token);
    const actions = audit.data?.group?.auditLog?.map(({ action, targetName }) => [action, targetName]);
    expect(actions?.slice(0, 4)).toEqual([
      ['JOINED_BY_INVITE', 'Tia Third'],
      ['JOINED_BY_INVITE', 'Sid Second'],
      ['JOINED_BY_INVITE', 'Fay First'],
      ['INVITE_LINK_CREATED', null],
    ]);
  });

  it('is made and revoked by organizers only, on both protocols', async () => {
    const id = await inviteOnlyGroup(5);
    const member = await createTestUser('Moe Member');
    await accept(id, await linkFor(id), member);
    const asMember = await graphqlRequest(app.url, CreateInviteLinkMutation, { input: { groupId: id } }, member.token);
    expect(codeOf(asMember)).toBe('FORBIDDEN');
    expect(codeOf(await graphqlRequest(app.url, CreateInviteLinkMutation, { input: { groupId: id } }))).toBe(
      'UNAUTHENTICATED',
    );
    const restMember = await rest<{ error: string }>(app.url, 'POST', `/groups/${id}/invites`, {
      body: {},
      token: member.token,
    });
    expect(restMember).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    const revokeAsMember = await rest<{ error: string }>(app.url, 'DELETE', `/groups/${id}/invites`, {
      token: member.token,
    });
    expect(revokeAsMember).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    const tooLong = await graphqlRequest(
      app.url,
      CreateInviteLinkMutation,
      { input: { groupId: id, expiresInHours: 721 } },
      owner.token,
    );
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { expiresInHours: expect.any(String) },
    });
    const restMade = await rest<{ token: string; path: string; expiresAt: string }>(
      app.url,
      'POST',
      `/groups/${id}/invites`,
      { body: { expiresInHours: 1 }, token: owner.token },
    );
    expect(restMade.status).toBe(201);
    expect(restMade.body.path).toBe(`/groups/${id}/invite/${encodeURIComponent(restMade.body.token)}`);
    expect(await statusOf(id, restMade.body.token)).toBe('VALID');
  });

  it('refuses forged, changed, expired, revoked and other groups’ links, and banned people, changing nothing', async () => {
    const id = await inviteOnlyGroup(3);
    const other = await inviteOnlyGroup(3);
    const [insider, stranger, troll] = await Promise.all([
      createTestUser('Ina Insider'),
      createTestUser('Stu Stranger'),
      createTestUser('Tod Troll'),
    ]);
    const token = await linkFor(id);
    await accept(id, token, insider);
    await accept(id, token, troll);
    const banned = await graphqlRequest(
      app.url,
      BanMemberMutation,
      { input: { groupId: id, uid: troll.uid, reason: 'Spam in every thread' } },
      owner.token,
    );
    expect(banned.errors).toBeUndefined();
    const before = await snapshot(id);
    expect(before).toMatchObject({ memberCount: 1, waitlistCount: 0, bans: [troll.uid] });

    const [body, mac] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { e: number };
    const longer = Buffer.from(JSON.stringify({ ...payload, e: payload.e + 86_400 * 365 })).toString('base64url');
    const expiredToken = (await app.groups.invites.sign(id, new Date(Date.now() - 60_000))).token;
    const refusals: [string, string, string][] = [
      ['made up', 'not-a-token.at-all', 'INVITE_INVALID'],
      ['expiry changed', `${longer}.${mac}`, 'INVITE_INVALID'],
      ['signature changed', `${body}.${mac.slice(0, -2)}AA`, 'INVITE_INVALID'],
      ['another group’s', await linkFor(other), 'INVITE_INVALID'],
      ['expired', expiredToken, 'INVITE_EXPIRED'],
    ];
    for (const [what, bad, code] of refusals) {
      expect([what, codeOf(await accept(id, bad, stranger))]).toEqual([what, code]);
      const viaRest = await restAccept(id, bad, stranger);
      expect([what, viaRest.status, viaRest.body.error]).toEqual([what, 409, code]);
    }
    expect(await statusOf(id, expiredToken)).toBe('EXPIRED');
    expect(await statusOf(id, `${longer}.${mac}`)).toBe('INVALID');

    // A banned person stays out, with the reason, whatever link they hold.
    const asBanned = await accept(id, token, troll);
    expect(asBanned.errors?.[0]).toMatchObject({
      message: 'An organizer banned you from this group: Spam in every thread',
      extensions: { code: 'BANNED' },
    });
    expect((await restAccept(id, token, troll)).body.error).toBe('BANNED');

    // Revoked: every earlier link stops at once; a new one works.
    const revoked = await graphqlRequest(app.url, RevokeInviteLinksMutation, { input: { id } }, owner.token);
    expect(revoked.errors).toBeUndefined();
    expect(await statusOf(id, token)).toBe('INVALID');
    expect(codeOf(await accept(id, token, stranger))).toBe('INVITE_INVALID');
    expect((await restAccept(id, token, stranger)).body.error).toBe('INVITE_INVALID');
    expect(await snapshot(id)).toEqual(before);

    const restRevoked = await rest<{ revoked: boolean }>(app.url, 'DELETE', `/groups/${other}/invites`, {
      token: owner.token,
    });
    expect(restRevoked).toMatchObject({ status: 200, body: { groupId: other, revoked: true } });

    const fresh = await linkFor(id);
    expect((await accept(id, fresh, stranger)).data?.acceptInviteLink.group.viewerIsMember).toBe(true);
  });
});
