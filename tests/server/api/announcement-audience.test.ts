import { graphqlRequest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, daysFromToday, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import { GroupSessionsQuery, RsvpMutation, SetScheduleMutation } from '../sessionDocuments';
import { AnnounceMutation } from '../discussionDocuments';
import type { AnnouncementAudience } from '../gql/graphql';

/**
 * An announcement reaches exactly its audience, once, computed when it is sent from the records
 * that enforce capacity, whichever of two app processes sends it.
 */

let first: TestApp;
let second: TestApp;
let organizer: TestUser;
let holding: TestUser[];
let waiting: TestUser[];
let unanswered: TestUser[];
let notGoing: TestUser[];
let groupId: string;
let sessionId: string;

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

async function expectOk<T>(res: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> {
  const { data, errors } = await res;
  if (!data) throw new Error(JSON.stringify(errors));
  return data;
}

beforeAll(async () => {
  first = await startTestApp(withoutRateLimits);
  second = await startTestApp({ ...withoutRateLimits, databaseName: first.database.connection.name });
  organizer = await createTestUser('Orla Organizer');
  const people = await inBatches(Array.from({ length: 83 }), 10, () => createTestUser(null));
  holding = people.slice(0, 50);
  waiting = people.slice(50, 70);
  notGoing = people.slice(70, 73);
  unanswered = people.slice(73);
  groupId = (await createGroupAs(first, organizer, { maxMembers: 100 })).id;
  await expectOk(
    graphqlRequest(
      first.url,
      SetScheduleMutation,
      {
        input: {
          id: groupId,
          schedule: { startsAt: `${daysFromToday(7)}T19:00`, timeZone: 'Europe/Lisbon', capacity: 50 },
        },
      },
      organizer.token,
    ),
  );
  const sessions = await expectOk(graphqlRequest(first.url, GroupSessionsQuery, { id: groupId, first: 1 }));
  sessionId = sessions.group!.sessions.nodes[0]!.id;
  await inBatches(people, 10, (person) =>
    expectOk(graphqlRequest(first.url, JoinGroupMutation, { input: { id: groupId } }, person.token)),
  );
  // One at a time, so the first fifty hold the places and the next twenty wait, in order.
  for (const person of [...holding, ...waiting]) {
    await expectOk(graphqlRequest(first.url, RsvpMutation, { input: { sessionId, going: true } }, person.token));
  }
  await inBatches(notGoing, 10, (person) =>
    expectOk(graphqlRequest(first.url, RsvpMutation, { input: { sessionId, going: false } }, person.token)),
  );
}, 600_000);
afterAll(async () => {
  await second.stop();
  await first.stop();
});

async function announce(app: TestApp, audience: AnnouncementAudience) {
  const data = await expectOk(
    graphqlRequest(
      app.url,
      AnnounceMutation,
      {
        input: { groupId, body: `To ${audience}`, audience, sessionId: audience === 'ALL_MEMBERS' ? null : sessionId },
      },
      organizer.token,
    ),
  );
  return data.announce;
}

/** The people an announcement's notifications were stored for (once each, by their ids). */
async function notifiedBy(announcementId: string): Promise<string[]> {
  const stored = await first.database.connection
    .collection<{ _id: string; uid: string; kind: string }>('notifications')
    .find({ _id: { $regex: `^ANNOUNCEMENT:${announcementId}:` } })
    .toArray();
  expect(stored.every((notification) => notification.kind === 'ANNOUNCEMENT')).toBe(true);
  return stored.map((notification) => notification.uid).sort();
}

const uidsOf = (users: TestUser[]) => users.map((user) => user.uid).sort();

describe.each([
  ['the first process', () => first],
  ['the second process', () => second],
])('an announcement sent through %s', (_, appOf) => {
  it.each<[AnnouncementAudience, () => TestUser[]]>([
    ['GOING', () => holding],
    ['WAITING', () => waiting],
    ['UNANSWERED', () => unanswered],
    ['ALL_MEMBERS', () => [...holding, ...waiting, ...notGoing, ...unanswered]],
  ])('to %s reaches exactly that set, once', async (audience, expected) => {
    const sent = await announce(appOf(), audience);
    expect(sent.recipientCount).toBe(expected().length);
    expect(await notifiedBy(sent.id)).toEqual(uidsOf(expected()));
  });
});
