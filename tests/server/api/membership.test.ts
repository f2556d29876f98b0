import { membershipModels } from '@/groups/membershipModel';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { CreateGroupMutation, DeleteGroupMutation, UpdateGroupMutation } from '../documents';
import { daysFromToday, groupInput } from '../fixtures';
import { GroupMembersQuery, JoinedGroupsQuery, JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';

let app: TestApp;
let organizer: TestUser;
let member: TestUser;

beforeAll(async () => {
  [app, organizer, member] = await Promise.all([
    startTestApp(),
    createTestUser('Orla Organizer'),
    createTestUser('Mo Member'),
  ]);
});
afterAll(() => app.stop());

async function createGroup(overrides: Parameters<typeof groupInput>[0] = {}): Promise<string> {
  const res = await graphqlRequest(app.url, CreateGroupMutation, { input: groupInput(overrides) }, organizer.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createGroup.group.id;
}

/** A group whose start date has passed: created active, then moved into the past by its organizer. */
async function createStartedGroup(): Promise<string> {
  const id = await createGroup({ groupName: 'Already Started' });
  await app.model.updateOne({ _id: id }, { $set: { startDate: new Date(`${daysFromToday(-3)}T00:00:00Z`) } });
  return id;
}

const stored = () => membershipModels(app.database.connection);

describe('joining and leaving', () => {
  it('joins, counts the member, lists the group as joined, and leaves again', async () => {
    const id = await createGroup({ groupName: 'Join Me', maxMembers: 3 });
    const joined = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
    expect(joined.data!.joinGroup.group).toEqual({ id, memberCount: 1, spotsLeft: 2, viewerIsMember: true });

    const again = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
    expect(again.data!.joinGroup.group.memberCount).toBe(1);

    const mine = await graphqlRequest(app.url, JoinedGroupsQuery, {}, member.token);
    expect(mine.data!.viewer!.joinedGroupCount).toBe(1);
    expect(mine.data!.viewer!.joinedGroups.nodes).toEqual([{ id, groupName: 'Join Me', viewerIsMember: true }]);

    const asOrganizer = await graphqlRequest(app.url, GroupMembersQuery, { id }, organizer.token);
    expect(asOrganizer.data!.group!.members).toEqual([{ displayName: 'Mo Member', joinedAt: expect.any(String) }]);
    const asMember = await graphqlRequest(app.url, GroupMembersQuery, { id }, member.token);
    expect(asMember.data!.group!.members).toBeNull();

    const left = await graphqlRequest(app.url, LeaveGroupMutation, { input: { id } }, member.token);
    expect(left.data!.leaveGroup.group).toEqual({ id, memberCount: 0, spotsLeft: 3, viewerIsMember: false });
    expect(await stored().seats.countDocuments({ groupId: id })).toBe(0);

    const leaveAgain = await graphqlRequest(app.url, LeaveGroupMutation, { input: { id } }, member.token);
    expect(leaveAgain.errors?.[0]?.extensions?.code).toBe('NOT_A_MEMBER');
  });

  it('refuses anonymous joins, unknown groups, started groups, full groups and the organizer', async () => {
    const id = await createGroup({ groupName: 'Tiny Group', maxMembers: 1 });
    const anonymous = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const unknown = await graphqlRequest(
      app.url,
      JoinGroupMutation,
      { input: { id: '0123456789abcdef01234567' } },
      member.token,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const own = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, organizer.token);
    expect(own.errors?.[0]?.extensions?.code).toBe('ORGANIZER_CANNOT_JOIN');

    await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
    const latecomer = await createTestUser('Late Comer');
    const full = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, latecomer.token);
    expect(full.errors?.[0]).toMatchObject({ message: 'This group is full.', extensions: { code: 'GROUP_FULL' } });

    const started = await createStartedGroup();
    const tooLate = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: started } }, member.token);
    expect(tooLate.errors?.[0]).toMatchObject({
      message: 'This group is no longer active.',
      extensions: { code: 'GROUP_NOT_ACTIVE' },
    });
  });

  it('the same rules through REST: POST and DELETE /groups/:id/join', async () => {
    const id = await createGroup({ groupName: 'REST Join', maxMembers: 2 });
    expect((await rest(app.url, 'POST', `/groups/${id}/join`)).status).toBe(401);
    const joined = await rest<Record<string, unknown>>(app.url, 'POST', `/groups/${id}/join`, { token: member.token });
    expect(joined).toMatchObject({ status: 200, body: { _id: id, memberCount: 1, spotsLeft: 1 } });
    const left = await rest<Record<string, unknown>>(app.url, 'DELETE', `/groups/${id}/join`, { token: member.token });
    expect(left).toMatchObject({ status: 200, body: { memberCount: 0, spotsLeft: 2 } });
    const notMember = await rest(app.url, 'DELETE', `/groups/${id}/join`, { token: member.token });
    expect(notMember).toMatchObject({ status: 409, body: { error: 'NOT_A_MEMBER' } });
    const started = await createStartedGroup();
    const tooLate = await rest(app.url, 'POST', `/groups/${started}/join`, { token: member.token });
    expect(tooLate).toMatchObject({ status: 409, body: { error: 'GROUP_NOT_ACTIVE' } });
    expect((await rest(app.url, 'POST', '/groups/nope/join', { token: member.token })).status).toBe(400);
  });

  it('refuses to lower maxMembers below the members who joined, and says so', async () => {
    const id = await createGroup({ groupName: 'Shrinking Group', maxMembers: 5 });
    const others = await Promise.all([createTestUser(null), createTestUser(null)]);
    for (const user of [member, ...others])
      await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, user.token);

    const tooLow = await graphqlRequest(
      app.url,
      UpdateGroupMutation,
      { input: { id, maxMembers: 2 } },
      organizer.token,
    );
    expect(tooLow.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { maxMembers: 'Max members cannot be lower than the 3 people who already joined.' },
    });
    const exact = await graphqlRequest(app.url, UpdateGroupMutation, { input: { id, maxMembers: 3 } }, organizer.token);
    expect(exact.errors).toBeUndefined();
    // Every member now holds a seat within the new capacity, so nobody else fits.
    const seats = await stored().seats.find({ groupId: id }).lean();
    expect(seats.map((seat) => Number(seat._id.split(':')[1])).every((n) => n >= 1 && n <= 3)).toBe(true);
    const extra = await createTestUser(null);
    const full = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, extra.token);
    expect(full.errors?.[0]?.extensions?.code).toBe('GROUP_FULL');
  });

  it('deleting a group removes its memberships and seats', async () => {
    const id = await createGroup({ groupName: 'Doomed Group' });
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
    await graphqlRequest(app.url, DeleteGroupMutation, { input: { id } }, organizer.token);
    expect(await stored().memberships.countDocuments({ groupId: id })).toBe(0);
    expect(await stored().seats.countDocuments({ groupId: id })).toBe(0);
    const mine = await graphqlRequest(app.url, JoinedGroupsQuery, {}, member.token);
    expect(mine.data!.viewer!.joinedGroups.nodes.map((node) => node.id)).not.toContain(id);
  });
});

describe('capacity under concurrency (real FerretDB)', () => {
  it('200 people joining a 50-place group at once: exactly 50 get in, 150 are told it is full', async () => {
    const id = await createGroup({ groupName: 'Popular Group', maxMembers: 50 });
    const crowd = await Promise.all(Array.from({ length: 200 }, () => createTestUser(null)));

    const results = await Promise.all(
      crowd.map((user) => graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, user.token)),
    );
    const joined = results.filter((res) => !res.errors);
    const codes = results.flatMap((res) => res.errors?.map((error) => error.extensions?.code) ?? []);
    expect(joined).toHaveLength(50);
    expect(codes).toEqual(Array(150).fill('GROUP_FULL'));

    expect(await stored().memberships.countDocuments({ groupId: id })).toBe(50);
    expect(await stored().seats.countDocuments({ groupId: id })).toBe(50);
    const view = await graphqlRequest(app.url, GroupMembersQuery, { id }, organizer.token);
    expect(view.data!.group).toMatchObject({ memberCount: 50, spotsLeft: 0 });
    expect(view.data!.group!.members).toHaveLength(50);
  });

  it('one person joining 20 times at once holds one membership and one seat', async () => {
    const id = await createGroup({ groupName: 'Eager Joiner Group', maxMembers: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token)),
    );
    expect(results.filter((res) => res.errors)).toEqual([]);
    expect(await stored().memberships.countDocuments({ groupId: id })).toBe(1);
    expect(await stored().seats.countDocuments({ groupId: id })).toBe(1);
    const view = await graphqlRequest(app.url, GroupMembersQuery, { id }, organizer.token);
    expect(view.data!.group).toMatchObject({ memberCount: 1, spotsLeft: 9 });
  });
});
