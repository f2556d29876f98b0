import { encodeCursor } from '@/groups/cursor';
import { dayInZone } from '@/schedule/schedule';
import { ObjectId } from 'mongodb';
import { generateGroups, isWeekly, type BenchGroup, type Owner } from './data';
import type { Scenario } from './scenario';

/**
 * The browse scenarios of issue 13 (filters, orders, facet counts): each one's expected answer
 * is worked out here from the same deterministic groups the bench seeded, so a wrong filter
 * fails the check instead of looking fast.
 */

const dayMs = 86_400_000;
const page = 20;

interface Expected {
  group: BenchGroup;
  startDay: number;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * "Soonest start" of a seeded group: a one-off's start day; a weekly group's next session's day
 * in its zone (data.ts works out the session, the app's day-in-zone names its day).
 */
function startDayOf(group: BenchGroup): number {
  const zone = group.schedule?.series[0]?.timeZone;
  return group.nextSessionAt && zone ? dayInZone(group.nextSessionAt, zone) : group.startDate.getTime();
}

/** The seeded groups starting from `from` (ms) in start order (soonest first, ties by id), as the app orders them. */
function byStart(groups: BenchGroup[], from: number, keep: (group: BenchGroup) => boolean = () => true): Expected[] {
  return groups
    .map((group) => ({ group, startDay: startDayOf(group) }))
    .filter((entry) => entry.startDay >= from && keep(entry.group))
    .sort((a, b) => a.startDay - b.startDay || (a.group._id.toHexString() < b.group._id.toHexString() ? -1 : 1));
}

function checkRestPage(expected: string[]) {
  return (status: number, body: unknown) => {
    if (status !== 200 || !Array.isArray(body)) return 'not a 200 array';
    const ids = body.map((group: { _id?: unknown }) => group._id);
    return JSON.stringify(ids) === JSON.stringify(expected) ? null : `expected ids ${expected.slice(0, 3).join(',')}…`;
  };
}

/** `ids`: the seeded groups' ids in generation order (they hold the seeding's time, so regenerating cannot). */
export function discoveryScenarios(groupCount: number, owner: Owner, ids: readonly string[]): Scenario[] {
  const groups = [...generateGroups(groupCount, owner)].map((group, index) => ({
    ...group,
    _id: ObjectId.createFromHexString(ids[index] as string),
  }));
  // "Upcoming" from tomorrow: a weekly group meeting later today moves a week on when its session
  // starts (the app re-keys it within a minute), which would change the expected first pages mid-run.
  const tomorrow = (Math.floor(Date.now() / dayMs) + 1) * dayMs;
  const from = isoDay(tomorrow);
  const pageIds = (list: Expected[], start: number) =>
    list.slice(start, start + page).map((e) => e.group._id.toHexString());

  // Two categories + places left (every seeded group has them: no memberships) + upcoming, soonest first.
  const twoCategories = byStart(
    groups,
    tomorrow,
    (group) => group.hobbyCategory === 'Photography' || group.hobbyCategory === 'Fishing',
  );
  const location = 'riverside';
  const atLocation = groups
    .filter((group) => group.location.toLowerCase().includes(location))
    .sort((a, b) =>
      a.nameKey !== b.nameKey ? (a.nameKey < b.nameKey ? -1 : 1) : a._id.toHexString() < b._id.toHexString() ? -1 : 1,
    )
    .map((group) => group._id.toHexString());
  // The third page of one category's upcoming groups, soonest first: the cursor ends page two.
  const running = byStart(groups, tomorrow, (group) => group.hobbyCategory === 'Running');
  // Pages of 20, or smaller when a small bench has fewer than three pages of them.
  const runningPage = Math.max(1, Math.min(page, Math.floor(running.length / 3)));
  const endOfSecond = running[2 * runningPage - 1];
  const after = endOfSecond
    ? encodeCursor({ order: 'START_DATE', key: endOfSecond.startDay, id: endOfSecond.group._id.toHexString() })
    : '';
  // The soonest upcoming groups by their next sessions, ten pages in turn: weekly groups that began
  // long ago are among them at their next session's day.
  const soonest = byStart(groups, tomorrow);
  const upcoming = soonest.map((entry) => entry.group);
  const soonestPages = Array.from({ length: Math.max(1, Math.min(10, Math.ceil(soonest.length / page))) }, (_, n) => {
    const last = soonest[n * page - 1];
    return {
      after: last ? encodeCursor({ order: 'START_DATE', key: last.startDay, id: last.group._id.toHexString() }) : null,
      ids: pageIds(soonest, n * page),
    };
  });
  const weeklyIds = new Set(groups.filter((_, index) => isWeekly(index)).map((group) => group._id.toHexString()));
  const sessionsQuery = `query BenchSoonestSessions($filter: GroupFilter, $after: String) { groups(filter: $filter, orderBy: { field: START_DATE }, first: ${page}, after: $after) { nodes { id isActive nextSession { id startsAt } } } }`;
  const facetQuery = `query BenchGroupCounts($filter: GroupFilter) { groupCounts(filter: $filter) { category count } }`;

  return [
    {
      name: 'browse-two-categories-open-upcoming',
      description: `GET /groups?category=Photography&category=Fishing&openSpots=true&from=${from}&sort=start (${twoCategories.length} matches)`,
      target: 'app',
      method: 'GET',
      requests: [
        { path: `/groups?limit=${page}&category=Photography&category=Fishing&openSpots=true&from=${from}&sort=start` },
      ],
      check: checkRestPage(pageIds(twoCategories, 0)),
    },
    {
      name: 'browse-location',
      description: `GET /groups?location=${location} (${atLocation.length} matches)`,
      target: 'app',
      method: 'GET',
      requests: [{ path: `/groups?limit=${page}&location=${location}` }],
      check: checkRestPage(atLocation.slice(0, page)),
    },
    {
      name: 'browse-facet-counts',
      description: `groupCounts(filter: {hasOpenSpots: true, startsOnOrAfter: "${from}"}) — per category`,
      target: 'app',
      method: 'POST',
      requests: [
        {
          path: '/graphql',
          body: JSON.stringify({
            operationName: 'BenchGroupCounts',
            query: facetQuery,
            variables: { filter: { hasOpenSpots: true, startsOnOrAfter: from } },
          }),
        },
      ],
      check: (status, body) => {
        const counts = (body as { data?: { groupCounts?: { count: number }[] } }).data?.groupCounts;
        const total = counts?.reduce((sum, entry) => sum + entry.count, 0);
        return status === 200 && total === upcoming.length ? null : `expected ${upcoming.length} in all, got ${total}`;
      },
    },
    {
      name: 'browse-soonest-start-sessions',
      description: `groups(orderBy: START_DATE, filter: {startsOnOrAfter: "${from}"}) — weekly groups at their next session — with isActive and nextSession, pages 1–${soonestPages.length} in turn (${weeklyIds.size} of ${groups.length} groups meet weekly)`,
      target: 'app',
      method: 'POST',
      requests: soonestPages.map(({ after: cursor }) => ({
        path: '/graphql',
        body: JSON.stringify({
          operationName: 'BenchSoonestSessions',
          query: sessionsQuery,
          variables: { filter: { startsOnOrAfter: from }, after: cursor },
        }),
      })),
      check: (status, body) => {
        type Node = { id: string; isActive: boolean; nextSession: { startsAt: string } | null };
        const nodes = (body as { data?: { groups?: { nodes?: Node[] } } }).data?.groups?.nodes;
        if (status !== 200 || !nodes) return 'no groups';
        const expected = soonestPages[0]?.ids ?? [];
        if (JSON.stringify(nodes.map((node) => node.id)) !== JSON.stringify(expected)) return 'not the soonest groups';
        // A weekly group without end always has a session ahead; a one-off has none.
        const wrong = nodes.find((node) =>
          weeklyIds.has(node.id)
            ? !node.isActive || !node.nextSession || Date.parse(node.nextSession.startsAt) < Date.now()
            : node.nextSession !== null,
        );
        return wrong ? `wrong next session for ${wrong.id}` : null;
      },
    },
    {
      name: 'browse-third-page-filtered-sort',
      description: `GET /groups?category=Running&from=${from}&sort=start&after=<end of page 2> (${running.length} matches)`,
      target: 'app',
      method: 'GET',
      requests: [{ path: `/groups?limit=${runningPage}&category=Running&from=${from}&sort=start&after=${after}` }],
      check: checkRestPage(running.slice(2 * runningPage, 3 * runningPage).map((e) => e.group._id.toHexString())),
    },
  ];
}
