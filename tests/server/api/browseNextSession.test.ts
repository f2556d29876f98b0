import { randomUUID } from 'node:crypto';
import { graphqlRequest, rest, type GraphQLResponse, type RestResponse } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, daysFromToday, uniqueName, withoutRateLimits } from '../fixtures';
import { graphql } from '../gql';
import type { GroupFilter, ScheduleInput, TestSoonestGroupsQuery } from '../gql/graphql';
import { CancelSessionMutation, SetScheduleMutation } from '../sessionDocuments';

/**
 * "Soonest start" and the date filters follow a recurring group's next session (issue 18), not
 * its first: through both adapters, with cancellations, ended series, cursor pages, and the
 * refresh that re-keys groups as their sessions pass. Each test's groups share a location of
 * their own, so the filter keeps out every other test's groups.
 */

const SoonestQuery = graphql(`
  query TestSoonestGroups($filter: GroupFilter, $first: Int, $after: String) {
    groups(filter: $filter, orderBy: { field: START_DATE }, first: $first, after: $after) {
      totalCount
      nodes {
        id
        nextSession {
          id
          startsAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

let app: TestApp;
/** A second app process on the same database, following the first's writes through the change feed. */
let other: TestApp;
let organizer: TestUser;

beforeAll(async () => {
  const options = {
    ...withoutRateLimits,
    databaseName: `test_next_${randomUUID().slice(0, 8)}`,
    sync: { intervalMs: 250 },
  };
  [app, other, organizer] = await Promise.all([
    startTestApp(options),
    startTestApp(options),
    createTestUser('Nia Nextsession'),
  ]);
});
afterAll(async () => {
  await app.stop();
  await other.stop();
});

const today = () => daysFromToday(0);

/** Weekly at 19:00 UTC (Iceland keeps UTC all year), from `days` from today, without end unless `count`. */
const weeklyFrom = (days: number, count: number | null = null): ScheduleInput => ({
  startsAt: `${daysFromToday(days)}T19:00`,
  timeZone: 'Atlantic/Reykjavik',
  durationMinutes: 60,
  recurrence: { frequency: 'WEEKLY', count },
});

async function setSchedule(id: string, schedule: ScheduleInput) {
  const res = await graphqlRequest(app.url, SetScheduleMutation, { input: { id, schedule } }, organizer.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.setSchedule.group;
}

/** Every page of the START order, `first` at a time, following the cursors (from `on`, default the first app). */
async function soonest(filter: GroupFilter, first = 1, on: TestApp = app): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const res: GraphQLResponse<TestSoonestGroupsQuery> = await graphqlRequest(on.url, SoonestQuery, {
      filter,
      first,
      after,
    });
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    ids.push(...res.data.groups.nodes.map((node) => node.id));
    if (!res.data.groups.pageInfo.hasNextPage) return ids;
    after = res.data.groups.pageInfo.endCursor ?? null;
  }
  throw new Error('more pages than groups');
}

/** Waits (up to a few seconds on a busy machine) until `read` gives `expected`. */
async function within(read: () => Promise<string[]>, expected: string[]): Promise<void> {
  const started = Date.now();
  let last: string[] = [];
  while (Date.now() - started < 5_000) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(last).toEqual(expected);
}

/** Every page of `GET /groups?sort=start&…`, `limit` at a time, following the `Link` header. */
async function soonestRest(query: string, limit = 1): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = `/groups?sort=start&limit=${limit}&${query}`;
  while (next) {
    const res: RestResponse<{ _id: string }[]> = await rest(app.url, 'GET', next);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    ids.push(...res.body.map((group) => group._id));
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  }
  return ids;
}

/** One-offs in 1 and 5 days, and a weekly group that began 18 days ago (so meets again in 3 days). */
async function mix() {
  const location = uniqueName('Nextville');
  const [inOne, inFive, weekly, ended] = await Promise.all([
    createGroupAs(app, organizer, { location, startDate: daysFromToday(1) }),
    createGroupAs(app, organizer, { location, startDate: daysFromToday(5) }),
    createGroupAs(app, organizer, { location }),
    createGroupAs(app, organizer, { location }),
  ]);
  const weeklyGroup = await setSchedule(weekly.id, weeklyFrom(-18));
  // Three sessions 20, 13 and 6 days ago: the series is over.
  await setSchedule(ended.id, weeklyFrom(-20, 3));
  return { location, inOne: inOne.id, inFive: inFive.id, weekly: weeklyGroup, ended: ended.id };
}

describe('soonest start by the next session', () => {
  it('lists a weekly group that began weeks ago as upcoming, at its next session among one-offs, and an ended series not at all', async () => {
    const { location, inOne, inFive, weekly, ended } = await mix();
    expect(weekly.startDate).toBe(daysFromToday(-18));
    expect(weekly.nextSession?.startsAt).toBe(`${daysFromToday(3)}T19:00:00.000Z`);

    const upcoming = [inOne, weekly.id, inFive];
    expect(await soonest({ location, startsOnOrAfter: today() })).toEqual(upcoming);
    expect(await soonest({ location, startsOnOrAfter: today() }, 2)).toEqual(upcoming);
    expect(await soonestRest(`location=${encodeURIComponent(location)}&from=${today()}`)).toEqual(upcoming);
    // The range filter reads the same day: only the weekly group meets on day 3.
    const dayThree = { location, startsOnOrAfter: daysFromToday(2), startsOnOrBefore: daysFromToday(4) };
    expect(await soonest(dayThree)).toEqual([weekly.id]);
    expect(
      await soonestRest(`location=${encodeURIComponent(location)}&from=${daysFromToday(2)}&to=${daysFromToday(4)}`),
    ).toEqual([weekly.id]);
    // Without the filter the ended series sorts by its first session's day, among the past.
    expect(await soonest({ location })).toEqual([ended, ...upcoming]);
    expect(await soonestRest(`location=${encodeURIComponent(location)}`)).toEqual([ended, ...upcoming]);
  });

  it('keys a session by its day in the group’s zone, as startDate is (not by its UTC day)', async () => {
    const location = uniqueName('Nextville');
    const group = await createGroupAs(app, organizer, { location });
    // 09:00 on Kiritimati (UTC+14, no daylight saving) is 19:00 UTC the day before.
    const kiritimati = await setSchedule(group.id, {
      ...weeklyFrom(-18),
      startsAt: `${daysFromToday(-18)}T09:00`,
      timeZone: 'Pacific/Kiritimati',
    });
    expect(kiritimati.nextSession?.startsAt).toBe(`${daysFromToday(2)}T19:00:00.000Z`);
    const dayThree = { location, startsOnOrAfter: daysFromToday(3), startsOnOrBefore: daysFromToday(3) };
    expect(await soonest(dayThree)).toEqual([group.id]);
    expect(
      await soonest({ ...dayThree, startsOnOrAfter: daysFromToday(2), startsOnOrBefore: daysFromToday(2) }),
    ).toEqual([]);
  });

  it('moves a group to its following session when its next one is cancelled, keeping cursor pages whole', async () => {
    const { location, inOne, inFive, weekly } = await mix();
    const cancelled = await graphqlRequest(
      app.url,
      CancelSessionMutation,
      { input: { sessionId: weekly.nextSession!.id } },
      organizer.token,
    );
    expect(cancelled.errors).toBeUndefined();
    const stored = await app.model.findById(weekly.id).lean();
    expect(stored?.nextSessionAt?.toISOString()).toBe(`${daysFromToday(10)}T19:00:00.000Z`);
    expect(await soonest({ location, startsOnOrAfter: today() })).toEqual([inOne, inFive, weekly.id]);
    expect(await soonestRest(`location=${encodeURIComponent(location)}&from=${today()}`)).toEqual([
      inOne,
      inFive,
      weekly.id,
    ]);
  });

  it('re-keys groups whose session passed, once, in every process, and stores the key of documents written without one', async () => {
    const location = uniqueName('Nextville');
    const [inSix, weekly] = await Promise.all([
      createGroupAs(app, organizer, { location, startDate: daysFromToday(6) }),
      createGroupAs(app, organizer, { location }),
    ]);
    // Sessions 5 days ago, in 2 days, in 9 days, …
    await setSchedule(weekly.id, weeklyFrom(-5));
    expect(await soonest({ location })).toEqual([weekly.id, inSix.id]);

    // Three days on, the session of day 2 has passed: the refresh finds the group and stores day 9.
    const later = new Date(Date.parse(`${daysFromToday(3)}T00:00:00Z`));
    expect(await app.groups.nextSessions.refresh(later)).toBeGreaterThanOrEqual(1);
    const stored = await app.model.findById(weekly.id).lean();
    expect(stored?.nextSessionAt?.toISOString()).toBe(`${daysFromToday(9)}T19:00:00.000Z`);
    expect(await soonest({ location })).toEqual([inSix.id, weekly.id]);
    expect(await soonest({ location, startsOnOrAfter: daysFromToday(7) })).toEqual([weekly.id]);
    // The other process re-keys it from the change feed, and its own refresh then finds nothing due.
    await within(() => soonest({ location }, 1, other), [inSix.id, weekly.id]);
    expect(await other.groups.nextSessions.refresh(later)).toBe(0);
    expect(await app.groups.nextSessions.refresh(later)).toBe(0);

    // A document from before the key existed: its first day until the refresh stores the key.
    await app.model.updateOne({ _id: weekly.id }, { $unset: { nextSessionAt: 1 } });
    await app.groups.reload();
    expect(await soonest({ location, startsOnOrAfter: today() })).toEqual([inSix.id]);
    await app.groups.nextSessions.refresh();
    expect(await soonest({ location, startsOnOrAfter: today() })).toEqual([weekly.id, inSix.id]);
    const migrated = await app.model.findById(weekly.id).lean();
    expect(migrated?.nextSessionAt?.toISOString()).toBe(`${daysFromToday(2)}T19:00:00.000Z`);
  });
});
