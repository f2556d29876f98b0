import { crashRig, expectCapacityInvariants, settledPlaces } from '../../support/crash';
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
const capacity = 12;
const waitingCount = 30;
const rig = crashRig();

it('keeps every place and queue invariant of a session when the app is killed mid-promotion and restarted', async () => {
  const first = await rig.start();
  const db = rig.db();
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
  await rig.killWhen(
    first,
    async () => (await db.collection('sessionHolders').countDocuments({ key: sessionId, uid: { $in: queue } })) > 0,
  );
  await Promise.all(leaving);

  // A new process on the same database: its sweep finishes what the killed one left.
  await rig.start();
  const state = await settledPlaces(async () => {
    const stored = await db.collection('sessionHolders').find({ key: sessionId }).toArray();
    const waitlist = await db
      .collection('sessionWaitlist')
      .find({ key: sessionId })
      .sort({ queuedAt: 1, _id: 1 })
      .toArray();
    return {
      holders: stored.map((holder) => holder.uid as string),
      waiting: waitlist.map((entry) => entry.uid as string),
      seats: await db.collection('sessionPlaces').countDocuments({ key: sessionId }),
    };
  }, capacity);
  expectCapacityInvariants(state, queue, capacity);
}, 300_000); // 85 sequential sign-up steps (joins, answers) before the kill, then a build and a restart
