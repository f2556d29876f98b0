import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { startBuiltApp, type BuiltApp } from '../../support/e2eApp';
import { testServices } from '../../support/env';
import { graphqlRequest } from '../../support/http';
import { createTestUser, type TestUser } from '../../support/users';
import { CreateGroupMutation } from '../documents';
import { daysFromToday, groupInput } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import { GroupSessionsQuery, RsvpMutation, SetScheduleMutation } from '../sessionDocuments';

/**
 * The session twin of waitlist-crash.test.ts: the app is SIGKILLed while every holder of a full
 * session's places answers Not going at once and the first promotions from its waitlist are in
 * flight. After a restart on the same database, the capacity engine's promises hold for the
 * session's places as they do for a group's (docs/ARCHITECTURE.md, "Joining: how capacity holds").
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

it('keeps every place and queue invariant of a session when the app is killed mid-promotion and restarted', async () => {
  const first = await start();
  const [organizer, ...people] = await Promise.all(
    Array.from({ length: 1 + capacity + waitingCount }, () => createTestUser(null)),
  );
  const ask = async <T>(request: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> => {
    const res = await request;
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data;
  };
  const created = await ask(
    graphqlRequest(
      first.baseUrl,
      CreateGroupMutation,
      { input: groupInput({ groupName: 'Killed Mid-Answer', maxMembers: 1 + capacity + waitingCount }) },
      organizer!.token,
    ),
  );
  const id = created.createGroup.group.id;
  const schedule = {
    startsAt: `${daysFromToday(7)}T19:00`,
    timeZone: 'Europe/Lisbon',
    durationMinutes: 90,
    capacity,
    recurrence: { frequency: 'WEEKLY' as const, count: 4 },
  };
  await ask(graphqlRequest(first.baseUrl, SetScheduleMutation, { input: { id, schedule } }, organizer!.token));
  const sessions = await ask(graphqlRequest(first.baseUrl, GroupSessionsQuery, { id, first: 1 }, organizer!.token));
  const sessionId = sessions.group!.sessions.nodes[0]!.id;
  const rsvp = (person: TestUser, going: boolean) =>
    ask(graphqlRequest(first.baseUrl, RsvpMutation, { input: { sessionId, going } }, person.token));
  for (const person of people)
    await ask(graphqlRequest(first.baseUrl, JoinGroupMutation, { input: { id } }, person.token));
  const holders = people.slice(0, capacity);
  const waiting = people.slice(capacity);
  for (const person of holders) expect((await rsvp(person, true)).rsvp.session.viewerRsvp).toBe('GOING');
  for (const person of waiting) expect((await rsvp(person, true)).rsvp.session.viewerRsvp).toBe('WAITLISTED');
  const queue = (
    await db.collection('sessionWaitlist').find({ key: sessionId }).sort({ queuedAt: 1, _id: 1 }).toArray()
  ).map((entry) => entry.uid as string);
  expect(queue).toEqual(waiting.map((person) => person!.uid));

  // Every holder answers Not going at once; the first promotion stored is the moment to kill the app.
  const leaving = holders.map((person) => rsvp(person!, false).catch(() => null));
  for (let waited = 0; waited < 10_000; waited += 5) {
    if ((await db.collection('sessionHolders').countDocuments({ key: sessionId, uid: { $in: queue } })) > 0) break;
    await sleep(5);
  }
  process.kill(first.pid!, 'SIGKILL');
  await first.exited;
  await Promise.all(leaving);

  // A new process on the same database: its sweep finishes what the killed one left.
  await start();
  await sleep(5_000);

  const holderUids = (await db.collection('sessionHolders').find({ key: sessionId }).toArray()).map(
    (holder) => holder.uid as string,
  );
  const stillWaiting = (
    await db.collection('sessionWaitlist').find({ key: sessionId }).sort({ queuedAt: 1, _id: 1 }).toArray()
  ).map((entry) => entry.uid as string);
  const places = await db.collection('sessionPlaces').countDocuments({ key: sessionId });

  expect(holderUids.length).toBeLessThanOrEqual(capacity);
  expect(new Set(holderUids).size).toBe(holderUids.length); // nobody twice
  expect(places).toBe(holderUids.length); // each holder holds one place, no place without a holder
  // Nobody waits while a place is free; nobody waits who holds a place.
  if (stillWaiting.length > 0) expect(holderUids).toHaveLength(capacity);
  expect(stillWaiting.filter((uid) => holderUids.includes(uid))).toEqual([]);
  // In order: the promoted are the head of the queue, those left waiting its tail; nobody lost.
  const promoted = queue.filter((uid) => holderUids.includes(uid));
  expect(promoted).toEqual(queue.slice(0, promoted.length));
  expect(stillWaiting).toEqual(queue.slice(promoted.length));
  expect(promoted.length).toBeGreaterThan(0);
}, 300_000); // 85 sequential sign-up steps (joins, answers) before the kill, then a build and a restart
