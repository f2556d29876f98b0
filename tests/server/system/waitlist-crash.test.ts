import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { startBuiltApp, type BuiltApp } from '../../support/e2eApp';
import { testServices } from '../../support/env';
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const capacity = 12;
const waitingCount = 30;

let client: MongoClient;
let db: Db;
const dbName = `crash_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const started: BuiltApp[] = [];
const start = async () => {
  const app = await startBuiltApp({ MONGODB_DB: dbName, RATE_LIMIT_ENABLED: 'false' });
  started.push(app);
  for (let waited = 0; !(await fetch(`${app.baseUrl}/readyz`)).ok && waited < 30_000; waited += 100) await sleep(100);
  return app;
};

beforeAll(async () => {
  client = await new MongoClient(testServices().mongoUri).connect();
  db = client.db(dbName);
});
afterAll(async () => {
  await Promise.all(started.map((app) => app.stop()));
  await db.dropDatabase();
  await client.close();
});

it('keeps every waitlist invariant when the app is killed mid-promotion and restarted', async () => {
  const first = await start();
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
  for (let waited = 0; waited < 10_000; waited += 5) {
    if ((await db.collection('notifications').countDocuments({ groupId: id, kind: 'PROMOTED' })) > 0) break;
    await sleep(5);
  }
  process.kill(first.pid!, 'SIGKILL');
  await first.exited;
  await Promise.all(leaving);

  // A new process on the same database: its sweep finishes what the killed one left.
  await start();
  await sleep(5_000);

  const memberships = await db.collection('memberships').find({ groupId: id }).toArray();
  const memberUids = memberships.map((m) => m.uid as string);
  const stillWaiting = (
    await db.collection('waitlist').find({ groupId: id }).sort({ queuedAt: 1, _id: 1 }).toArray()
  ).map((entry) => entry.uid as string);
  const seats = await db.collection('seats').countDocuments({ groupId: id });

  expect(memberUids.length).toBeLessThanOrEqual(capacity);
  expect(new Set(memberUids).size).toBe(memberUids.length); // nobody twice
  expect(seats).toBe(memberUids.length); // each member holds one seat, no seat without a member
  // Nobody waits while a place is free; nobody waits who is already a member.
  if (stillWaiting.length > 0) expect(memberUids).toHaveLength(capacity);
  expect(stillWaiting.filter((uid) => memberUids.includes(uid))).toEqual([]);
  // In order: the promoted are the head of the queue, those left waiting its tail.
  const promoted = queue.filter((uid) => memberUids.includes(uid));
  expect(promoted).toEqual(queue.slice(0, promoted.length));
  expect(stillWaiting).toEqual(queue.slice(promoted.length));
  expect(promoted.length).toBeGreaterThan(0);
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
