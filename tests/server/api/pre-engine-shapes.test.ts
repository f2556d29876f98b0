import { graphqlRequest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, daysFromToday, withoutRateLimits } from '../fixtures';
import { GroupMembersQuery, LeaveGroupMutation } from '../membershipDocuments';
import { GroupSessionsQuery, RsvpMutation, SetScheduleMutation } from '../sessionDocuments';
import { WaitlistQuery } from '../waitlistDocuments';

/**
 * A database written before groups and sessions shared the capacity engine (server/src/capacity)
 * keeps every member, seat, waiting person and answer: the engine reads the collections, ids and
 * fields the older code wrote, so no migration runs. The documents below are written exactly in
 * the shapes of that code (commit 3942d7f: groups/membershipModel.ts, groups/waitlist.ts,
 * sessions/places.ts, sessions/answerModel.ts), beside a group and a schedule made through the
 * API, and a fresh app process is started on them, twice.
 */
let writer: TestApp;
const apps: TestApp[] = [];
let organizer: TestUser;
let members: TestUser[];
let waiting: TestUser[];
let groupId: string;
let sessionId: string;

/** A document as the driver writes it: keyed by a string, as every collection here is. */
type Stored = { _id: string } & Record<string, unknown>;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const startOn = async (databaseName: string) => {
  const app = await startTestApp({ ...withoutRateLimits, databaseName });
  apps.push(app);
  return app;
};

beforeAll(async () => {
  let people: TestUser[];
  [writer, organizer, ...people] = await Promise.all([
    startTestApp(withoutRateLimits),
    createTestUser('Olga Organizer'),
    ...['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name) => createTestUser(`${name} Before`)),
  ]);
  members = people.slice(0, 3);
  waiting = people.slice(3);
  groupId = (await createGroupAs(writer, organizer, { groupName: 'Written Before The Engine', maxMembers: 3 })).id;
  const schedule = {
    startsAt: `${daysFromToday(7)}T19:00`,
    timeZone: 'Europe/Berlin',
    durationMinutes: 60,
    capacity: 2,
    recurrence: { frequency: 'WEEKLY' as const, count: 2 },
  };
  await graphqlRequest(writer.url, SetScheduleMutation, { input: { id: groupId, schedule } }, organizer.token);
  const sessions = await graphqlRequest(writer.url, GroupSessionsQuery, { id: groupId, first: 1 }, organizer.token);
  sessionId = sessions.data!.group!.sessions.nodes[0]!.id;

  const db = writer.database.connection.db!;
  // The group: three members on seats 1–3, two people waiting in order.
  await db.collection<Stored>('memberships').insertMany(
    members.map((member, index) => ({
      _id: `${groupId}:${member.uid}`,
      groupId,
      uid: member.uid,
      displayName: member.displayName,
      seat: index + 1,
      joinedAt: minutesAgo(60 - index),
    })),
  );
  await db.collection<Stored>('seats').insertMany(
    members.map((member, index) => ({
      _id: `${groupId}:${index + 1}`,
      groupId,
      uid: member.uid,
      claimedAt: minutesAgo(60 - index),
    })),
  );
  await db.collection<Stored>('waitlist').insertMany(
    waiting.map((person, index) => ({
      _id: `${groupId}:${person.uid}`,
      groupId,
      uid: person.uid,
      displayName: person.displayName,
      queuedAt: minutesAgo(30 - index),
    })),
  );
  // The first session: Ann and Ben hold its two places, Cat waits; all three answered Going.
  await db.collection<Stored>('sessionPlaces').insertMany(
    members.slice(0, 2).map((member, index) => ({
      _id: `${sessionId}#${index + 1}`,
      key: sessionId,
      uid: member.uid,
      claimedAt: minutesAgo(20 - index),
    })),
  );
  await db.collection<Stored>('sessionHolders').insertMany(
    members.slice(0, 2).map((member, index) => ({
      _id: `${sessionId}#${member.uid}`,
      key: sessionId,
      uid: member.uid,
      place: index + 1,
      since: minutesAgo(20 - index),
    })),
  );
  await db.collection<Stored>('sessionWaitlist').insertOne({
    _id: `${sessionId}#${members[2]!.uid}`,
    key: sessionId,
    uid: members[2]!.uid,
    queuedAt: minutesAgo(10),
  });
  await db.collection<Stored>('sessionAnswers').insertMany(
    members.map((member, index) => ({
      _id: `${sessionId}#${member.uid}`,
      sessionId,
      uid: member.uid,
      going: true,
      answeredAt: minutesAgo(20 - index),
    })),
  );
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.stop();
  await writer.stop();
});

const groupSeenBy = async (app: TestApp, user: TestUser) =>
  (await graphqlRequest(app.url, WaitlistQuery, { id: groupId }, user.token)).data!.group!;
const sessionSeenBy = async (app: TestApp, user: TestUser) =>
  (await graphqlRequest(app.url, GroupSessionsQuery, { id: groupId, first: 1 }, user.token)).data!.group!.sessions
    .nodes[0]!;

it('shows every member, waiting person and answer stored by the older code, in order', async () => {
  const app = await startOn(writer.database.connection.name);
  const seen = (await graphqlRequest(app.url, GroupMembersQuery, { id: groupId }, organizer.token)).data!.group!;
  expect(seen).toMatchObject({ memberCount: 3, spotsLeft: 0 });
  expect(seen.members!.map((member) => member.displayName)).toEqual(members.map((member) => member.displayName));
  expect(await groupSeenBy(app, waiting[0]!)).toMatchObject({ waitlistCount: 2, viewerWaitlistPosition: 1 });
  expect(await groupSeenBy(app, waiting[1]!)).toMatchObject({ waitlistCount: 2, viewerWaitlistPosition: 2 });
  expect(await sessionSeenBy(app, members[0]!)).toMatchObject({ goingCount: 2, waitlistCount: 1, viewerRsvp: 'GOING' });
  expect(await sessionSeenBy(app, members[2]!)).toMatchObject({ viewerRsvp: 'WAITLISTED' });
});

it('promotes the first waiting person, once, into places the older code gave out', async () => {
  const app = apps[0]!;
  const left = await graphqlRequest(app.url, LeaveGroupMutation, { input: { id: groupId } }, members[0]!.token);
  expect(left.errors).toBeUndefined();
  expect(await groupSeenBy(app, waiting[0]!)).toMatchObject({ viewerIsMember: true, waitlistCount: 1 });
  expect(await groupSeenBy(app, waiting[1]!)).toMatchObject({ viewerIsMember: false, viewerWaitlistPosition: 1 });
  // Leaving the group gave up Ann's place in the session too: Cat, who waited for it, has it.
  expect(await sessionSeenBy(app, members[2]!)).toMatchObject({ goingCount: 2, waitlistCount: 0, viewerRsvp: 'GOING' });

  const answered = await graphqlRequest(
    app.url,
    RsvpMutation,
    { input: { sessionId, going: false } },
    members[1]!.token,
  );
  expect(answered.data!.rsvp.session).toMatchObject({ viewerRsvp: 'NOT_GOING', goingCount: 1 });
});

it('keeps all of it across another restart: nothing to migrate, nothing redone', async () => {
  const app = await startOn(writer.database.connection.name);
  const seen = (await graphqlRequest(app.url, GroupMembersQuery, { id: groupId }, organizer.token)).data!.group!;
  expect(seen.members!.map((member) => member.displayName)).toEqual([
    members[1]!.displayName,
    members[2]!.displayName,
    waiting[0]!.displayName,
  ]);
  expect(await groupSeenBy(app, waiting[1]!)).toMatchObject({ waitlistCount: 1, viewerWaitlistPosition: 1 });
  const db = app.database.connection.db!;
  expect(await db.collection('seats').countDocuments({ groupId })).toBe(3);
  expect(await db.collection('sessionPlaces').countDocuments({ key: sessionId })).toBe(1);
  expect(await sessionSeenBy(app, members[2]!)).toMatchObject({ goingCount: 1, waitlistCount: 0, viewerRsvp: 'GOING' });
});
