import { membershipModels } from '@/groups/membershipModel';
import { waitingModel } from '@/groups/waitlist';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { DeleteGroupMutation, UpdateGroupMutation } from '../documents';
import { createGroupAs, daysFromToday, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';
import {
  JoinWaitlistMutation,
  LeaveWaitlistMutation,
  MarkAllNotificationsReadMutation,
  MarkNotificationReadMutation,
  NotificationsQuery,
  WaitlistQuery,
} from '../waitlistDocuments';

let app: TestApp;
let organizer: TestUser;

beforeAll(async () => {
  [app, organizer] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Wanda Organizer')]);
});
afterAll(() => app.stop());

const stored = () => ({ ...membershipModels(app.database.connection), waiting: waitingModel(app.database.connection) });

async function fullGroup(maxMembers: number, members: TestUser[], groupName = 'Full Group'): Promise<string> {
  const { id } = await createGroupAs(app, organizer, { groupName, maxMembers });
  for (const member of members) await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
  return id;
}

const view = async (id: string, user?: TestUser, target = app) =>
  (await graphqlRequest(target.url, WaitlistQuery, { id }, user?.token)).data!.group!;
/** True when `seen` has every field of `expected` with the same value. */
const matches = (seen: object, expected: Record<string, unknown>) =>
  Object.entries(expected).every(([key, value]) => (seen as Record<string, unknown>)[key] === value);
const notifications = async (user: TestUser) =>
  (await graphqlRequest(app.url, NotificationsQuery, {}, user.token)).data!.viewer!;

describe('waitlist of a full group', () => {
  it('queues people in order, keeps joinGroup refusing with GROUP_FULL, and promotes the longest waiting when a member leaves', async () => {
    const [member, first, second] = await Promise.all([
      createTestUser('Mia Member'),
      createTestUser('Fay First'),
      createTestUser('Sid Second'),
    ]);
    const id = await fullGroup(1, [member], 'One Place');

    const refused = await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, first.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('GROUP_FULL');

    const queued = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, first.token);
    expect(queued.data!.joinWaitlist.group).toMatchObject({
      viewerIsMember: false,
      waitlistCount: 1,
      viewerWaitlistPosition: 1,
    });
    const again = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, first.token);
    expect(again.data!.joinWaitlist.group).toMatchObject({ waitlistCount: 1, viewerWaitlistPosition: 1 });
    await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, second.token);
    expect(await view(id, second)).toMatchObject({ waitlistCount: 2, viewerWaitlistPosition: 2 });

    expect((await view(id, organizer)).waitlist!.map((w) => w.displayName)).toEqual(['Fay First', 'Sid Second']);
    expect((await view(id, member)).waitlist).toBeNull();
    expect((await view(id)).waitlist).toBeNull();

    await graphqlRequest(app.url, LeaveGroupMutation, { input: { id } }, member.token);
    expect(await view(id, first)).toMatchObject({
      memberCount: 1,
      spotsLeft: 0,
      viewerIsMember: true,
      viewerWaitlistPosition: null,
      waitlistCount: 1,
    });
    expect(await view(id, second)).toMatchObject({ viewerIsMember: false, viewerWaitlistPosition: 1 });
    const told = await notifications(first);
    expect(told.unreadNotificationCount).toBe(1);
    expect(told.notifications).toEqual([
      { id: expect.any(String), kind: 'PROMOTED', groupId: id, groupName: 'One Place', read: false },
    ]);

    const left = await graphqlRequest(app.url, LeaveWaitlistMutation, { input: { id } }, second.token);
    expect(left.data!.leaveWaitlist.group).toMatchObject({ waitlistCount: 0, viewerWaitlistPosition: null });
    const notWaiting = await graphqlRequest(app.url, LeaveWaitlistMutation, { input: { id } }, second.token);
    expect(notWaiting.errors?.[0]?.extensions?.code).toBe('NOT_WAITING');
  });

  it('makes a person a member at once when a place is free, and refuses the organizer and started groups', async () => {
    const [person] = await Promise.all([createTestUser('Quick Person')]);
    const { id } = await createGroupAs(app, organizer, { groupName: 'Room Left', maxMembers: 3 });
    const joined = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, person.token);
    expect(joined.data!.joinWaitlist.group).toMatchObject({
      viewerIsMember: true,
      waitlistCount: 0,
      viewerWaitlistPosition: null,
    });

    const own = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, organizer.token);
    expect(own.errors?.[0]?.extensions?.code).toBe('ORGANIZER_CANNOT_JOIN');
    await app.model.updateOne({ _id: id }, { $set: { startDate: new Date(`${daysFromToday(-1)}T00:00:00Z`) } });
    await app.groups.reload();
    const started = await graphqlRequest(
      app.url,
      JoinWaitlistMutation,
      { input: { id } },
      (await createTestUser(null)).token,
    );
    expect(started.errors?.[0]?.extensions?.code).toBe('GROUP_NOT_ACTIVE');
    const anonymous = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const malformed = await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id: 'nope' } }, person.token);
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('promotes in order when the organizer raises the capacity', async () => {
    const waiting = await Promise.all([
      createTestUser('Ann One'),
      createTestUser('Ben Two'),
      createTestUser('Cat Three'),
    ]);
    const id = await fullGroup(1, [await createTestUser(null)], 'Growing');
    for (const person of waiting) await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, person.token);
    await graphqlRequest(app.url, UpdateGroupMutation, { input: { id, maxMembers: 3 } }, organizer.token);
    const [ann, ben, cat] = await Promise.all(waiting.map((person) => view(id, person)));
    expect([ann!.viewerIsMember, ben!.viewerIsMember, cat!.viewerIsMember]).toEqual([true, true, false]);
    expect(cat).toMatchObject({ viewerWaitlistPosition: 1, waitlistCount: 1, memberCount: 3 });
  });

  it('fills a place nobody took (its process died before promoting) within 5 s, through the sweep', async () => {
    const [member, waiter] = await Promise.all([createTestUser(null), createTestUser('Patient Waiter')]);
    const id = await fullGroup(1, [member], 'Crash Freed');
    await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, waiter.token);
    // What a leave writes, without the promotion that follows it: the process "died" in between.
    await stored().memberships.deleteOne({ groupId: id, uid: member.uid });
    await stored().seats.deleteMany({ groupId: id, uid: member.uid });
    // A promotion writes the membership first and leaves the queue last (so a crash between the
    // two loses nobody's place): wait for both.
    const promoted = async () =>
      Boolean(await stored().memberships.exists({ groupId: id, uid: waiter.uid })) &&
      (await stored().waiting.countDocuments({ groupId: id })) === 0;
    for (let waited = 0; waited < 5_000 && !(await promoted()); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await stored().memberships.exists({ groupId: id, uid: waiter.uid })).toBeTruthy();
    expect(await stored().waiting.countDocuments({ groupId: id })).toBe(0);
  });

  it('fills a place whose leave a crash cut short (membership gone, seat still held) within 5 s', async () => {
    const [member, waiter] = await Promise.all([createTestUser(null), createTestUser('Next In Line')]);
    const id = await fullGroup(1, [member], 'Leave Cut Short');
    await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id } }, waiter.token);
    // What a leave writes before its process dies: the seat marked released, the membership dropped.
    await stored().seats.updateOne({ groupId: id, uid: member.uid }, { $set: { releasedAt: new Date() } });
    await stored().memberships.deleteOne({ groupId: id, uid: member.uid });
    await app.groups.reload();
    const promoted = async () =>
      Boolean(await stored().memberships.exists({ groupId: id, uid: waiter.uid })) &&
      (await stored().waiting.countDocuments({ groupId: id })) === 0;
    for (let waited = 0; waited < 5_000 && !(await promoted()); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await promoted()).toBe(true);
    expect(await stored().seats.countDocuments({ groupId: id })).toBe(1);
  });

  it('ends the waitlist when the group is deleted or starts, telling members and waiting people once', async () => {
    const [member, waiter, late] = await Promise.all([
      createTestUser(null),
      createTestUser(null),
      createTestUser(null),
    ]);
    const deleted = await fullGroup(1, [member], 'Going Away');
    await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id: deleted } }, waiter.token);
    await graphqlRequest(app.url, DeleteGroupMutation, { input: { id: deleted } }, organizer.token);
    expect(await stored().waiting.countDocuments({ groupId: deleted })).toBe(0);
    expect((await notifications(member)).notifications).toEqual([
      expect.objectContaining({ kind: 'GROUP_DELETED', groupName: 'Going Away' }),
    ]);
    expect((await notifications(waiter)).notifications).toEqual([
      expect.objectContaining({ kind: 'GROUP_DELETED', groupName: 'Going Away' }),
    ]);

    const started = await fullGroup(1, [await createTestUser(null)], 'Starting Soon');
    await graphqlRequest(app.url, JoinWaitlistMutation, { input: { id: started } }, late.token);
    await app.model.updateOne({ _id: started }, { $set: { startDate: new Date(`${daysFromToday(-1)}T00:00:00Z`) } });
    await app.groups.membership.sweepWaitlists();
    await app.groups.membership.sweepWaitlists(); // a second sweep (or another process's) tells nobody twice
    expect(await stored().waiting.countDocuments({ groupId: started })).toBe(0);
    expect((await notifications(late)).notifications).toEqual([
      expect.objectContaining({ kind: 'WAITLIST_ENDED', groupName: 'Starting Soon' }),
    ]);
  });

  it('marks notifications read, one or all, and never another person’s', async () => {
    const [member, stranger] = await Promise.all([createTestUser(null), createTestUser(null)]);
    const id = await fullGroup(2, [member], 'Often Changed');
    await graphqlRequest(app.url, UpdateGroupMutation, { input: { id, location: 'New Hall' } }, organizer.token);
    await graphqlRequest(
      app.url,
      UpdateGroupMutation,
      { input: { id, startDate: daysFromToday(40) } },
      organizer.token,
    );
    const before = await notifications(member);
    expect(before.unreadNotificationCount).toBe(2);
    expect(before.notifications.map((n) => n.kind)).toEqual(['GROUP_CHANGED', 'GROUP_CHANGED']);

    const first = before.notifications[0]!.id;
    const byStranger = await graphqlRequest(
      app.url,
      MarkNotificationReadMutation,
      { input: { id: first } },
      stranger.token,
    );
    expect(byStranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const one = await graphqlRequest(app.url, MarkNotificationReadMutation, { input: { id: first } }, member.token);
    expect(one.data!.markNotificationRead).toEqual({
      notification: { id: first, read: true },
      unreadNotificationCount: 1,
    });
    const all = await graphqlRequest(app.url, MarkAllNotificationsReadMutation, {}, member.token);
    expect(all.data!.markAllNotificationsRead).toEqual({ markedCount: 1, unreadNotificationCount: 0 });
    const anonymous = await graphqlRequest(app.url, MarkAllNotificationsReadMutation, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('offers the same under /groups/:id/waitlist in the REST façade', async () => {
    const [member, waiter] = await Promise.all([createTestUser(null), createTestUser('Rest Waiter')]);
    const id = await fullGroup(1, [member], 'REST Queue');
    const queued = await rest<Record<string, unknown>>(app.url, 'POST', `/groups/${id}/waitlist`, {
      token: waiter.token,
    });
    expect(queued).toMatchObject({ status: 200, body: { _id: id, waitlistCount: 1, waitlistPosition: 1 } });
    expect(queued.body.waitlist).toBeUndefined();
    const asOrganizer = await rest<Record<string, unknown>>(app.url, 'GET', `/groups/${id}/waitlist`, {
      token: organizer.token,
    });
    expect(asOrganizer.body.waitlist).toEqual([{ displayName: 'Rest Waiter', queuedAt: expect.any(String) }]);
    const left = await rest(app.url, 'DELETE', `/groups/${id}/waitlist`, { token: waiter.token });
    expect(left).toMatchObject({ status: 200, body: { waitlistCount: 0, waitlistPosition: null } });
    const again = await rest(app.url, 'DELETE', `/groups/${id}/waitlist`, { token: waiter.token });
    expect(again).toMatchObject({ status: 409, body: { error: 'NOT_WAITING' } });
  });
});

describe('waitlist under concurrency, two app processes on one database (real FerretDB)', () => {
  it('200 queue at once for 50 places: 50 members, 150 waiting at positions 1–150; 30 leave at once: exactly the first 30 promoted, in order, each told once', async () => {
    const other = await startTestApp({
      ...withoutRateLimits,
      databaseName: app.database.connection.name,
      sync: { intervalMs: 100 },
    });
    try {
      const { id } = await createGroupAs(app, organizer, { groupName: 'Crowded', maxMembers: 50 });
      const crowd = await Promise.all(Array.from({ length: 200 }, () => createTestUser(null)));
      const results = await Promise.all(
        crowd.map((user, i) =>
          graphqlRequest((i % 2 ? other : app).url, JoinWaitlistMutation, { input: { id } }, user.token),
        ),
      );
      expect(results.filter((res) => res.errors)).toEqual([]);
      expect(await stored().memberships.countDocuments({ groupId: id })).toBe(50);
      expect(await stored().seats.countDocuments({ groupId: id })).toBe(50);
      // Each member holds the very seat their membership names (no orphan beside a seatless member).
      const held = (await stored().memberships.find({ groupId: id }).lean()).map((m) => `${id}:${m.seat}:${m.uid}`);
      const seats = (await stored().seats.find({ groupId: id }).lean()).map((seat) => `${seat._id}:${seat.uid}`);
      expect(seats.sort()).toEqual(held.sort());
      const queue = await stored().waiting.find({ groupId: id }).sort({ queuedAt: 1, _id: 1 }).lean();
      expect(queue).toHaveLength(150);

      const byUid = new Map(crowd.map((user) => [user.uid, user]));
      const positions = await Promise.all(queue.map((entry) => view(id, byUid.get(entry.uid))));
      expect(positions.map((group) => group.viewerWaitlistPosition)).toEqual(
        Array.from({ length: 150 }, (_, i) => i + 1),
      );

      // The other process has counted the queue too (and remembers it): the leaves must reach it.
      for (let waited = 0; waited < 5_000 && (await view(id, undefined, other)).waitlistCount !== 150; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await view(id, undefined, other)).waitlistCount).toBe(150);

      const members = crowd.filter((user) => !queue.some((entry) => entry.uid === user.uid)).slice(0, 30);
      await Promise.all(
        members.map((user, i) =>
          graphqlRequest((i % 2 ? other : app).url, LeaveGroupMutation, { input: { id } }, user.token),
        ),
      );
      for (
        let waited = 0;
        waited < 5_000 && (await stored().waiting.countDocuments({ groupId: id })) > 120;
        waited += 100
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const promoted = queue.slice(0, 30).map((entry) => entry.uid);
      const stillWaiting = (await stored().waiting.find({ groupId: id }).sort({ queuedAt: 1, _id: 1 }).lean()).map(
        (e) => e.uid,
      );
      // Capacity first (so a failure below says which promise broke), then the order.
      expect(await stored().memberships.countDocuments({ groupId: id })).toBe(50);
      expect(await stored().seats.countDocuments({ groupId: id })).toBe(50);
      expect(stillWaiting).toEqual(queue.slice(30).map((entry) => entry.uid));
      const memberUids = new Set((await stored().memberships.find({ groupId: id }).lean()).map((m) => m.uid));
      expect(promoted.filter((uid) => memberUids.has(uid))).toHaveLength(30);
      const told = await Promise.all(promoted.map((uid) => notifications(byUid.get(uid)!)));
      expect(told.map((n) => n.notifications.filter((x) => x.kind === 'PROMOTED').length)).toEqual(Array(30).fill(1));
      // The other process learns of the last writes through the change feed, within its poll.
      const settled = { memberCount: 50, spotsLeft: 0, waitlistCount: 120 };
      let seen = await view(id, undefined, other);
      for (let waited = 0; waited < 5_000 && !matches(seen, settled); waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await view(id, undefined, other);
      }
      expect(seen).toMatchObject(settled);
    } finally {
      await other.stop();
    }
  }, 180_000); // 200 sign-ups and 400 requests on a 2-core machine
});
