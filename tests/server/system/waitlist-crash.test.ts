import { crashRig, expectCapacityInvariants, settledPlaces } from '../../support/crash';
import { graphqlRequest } from '../../support/http';
import { createTestUser } from '../../support/users';
import { CreateGroupMutation } from '../documents';
import { groupInput } from '../fixtures';
import { JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';
import { JoinWaitlistMutation } from '../waitlistDocuments';

/**
 * The app is SIGKILLed while it promotes people from a waitlist (leaves in flight, some
 * promotions half done). After a restart on the same database, every promise of the waitlist
 * holds (docs/ARCHITECTURE.md, "Joining: how capacity holds").
 */
const capacity = 12;
const waitingCount = 30;
const rig = crashRig();

it('keeps every waitlist invariant when the app is killed mid-promotion and restarted', async () => {
  const first = await rig.start();
  const db = rig.db();
  const [organizer, ...people] = await Promise.all(
    Array.from({ length: 1 + capacity + waitingCount }, () => createTestUser(null)),
  );
  const members = people.slice(0, capacity);
  const waiting = people.slice(capacity);
  const created = await graphqlRequest(
    first.baseUrl,
    CreateGroupMutation,
    { input: groupInput({ groupName: 'Killed Mid-Promotion', maxMembers: capacity }) },
    organizer!.token,
  );
  const id = created.data!.createGroup.group.id;
  for (const member of members) {
    const joined = await graphqlRequest(first.baseUrl, JoinGroupMutation, { input: { id } }, member.token);
    expect(joined.errors).toBeUndefined();
  }
  for (const person of waiting) {
    const queued = await graphqlRequest(first.baseUrl, JoinWaitlistMutation, { input: { id } }, person.token);
    expect(queued.errors).toBeUndefined();
  }
  const queue = (await db.collection('waitlist').find({ groupId: id }).sort({ queuedAt: 1, _id: 1 }).toArray()).map(
    (entry) => entry.uid as string,
  );
  expect(queue).toHaveLength(waitingCount);

  // Every member leaves at once; the first promotion stored is the moment to kill the app.
  const leaving = members.map((member) =>
    graphqlRequest(first.baseUrl, LeaveGroupMutation, { input: { id } }, member.token).catch(() => null),
  );
  await rig.killWhen(
    first,
    async () => (await db.collection('notifications').countDocuments({ groupId: id, kind: 'PROMOTED' })) > 0,
  );
  await Promise.all(leaving);

  // A new process on the same database: its sweep finishes what the killed one left.
  await rig.start();
  const state = await settledPlaces(async () => {
    const memberships = await db.collection('memberships').find({ groupId: id }).toArray();
    const waitlist = await db.collection('waitlist').find({ groupId: id }).sort({ queuedAt: 1, _id: 1 }).toArray();
    return {
      holders: memberships.map((m) => m.uid as string),
      waiting: waitlist.map((entry) => entry.uid as string),
      seats: await db.collection('seats').countDocuments({ groupId: id }),
    };
  }, capacity);
  const promoted = expectCapacityInvariants(state, queue, capacity);
  // Each promotion told once.
  const told = await db
    .collection('notifications')
    .aggregate<{ _id: string; n: number }>([
      { $match: { groupId: id, kind: 'PROMOTED' } },
      { $group: { _id: '$uid', n: { $sum: 1 } } },
    ])
    .toArray();
  expect(told.map((t) => t._id).sort()).toEqual([...promoted].sort());
  expect(told.every((t) => t.n === 1)).toBe(true);
}, 180_000);
