import fc from 'fast-check';
import { graphqlRequest, rest, type GraphQLResponse, type RestResponse } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, daysFromToday, onlyError, type RestError, withoutRateLimits } from '../fixtures';
import { graphql } from '../gql';
import type {
  GroupFilter,
  GroupOrder,
  GroupOrderField,
  HobbyCategory,
  OrderDirection,
  TestBrowseGroupsQuery,
} from '../gql/graphql';
import { JoinGroupMutation } from '../membershipDocuments';

/**
 * Browsing through both adapters: every filter and order of `groups(filter, orderBy)` and
 * `GET /groups` against a plain-array reference over the groups this test wrote, following
 * every cursor page; facet counts; and the refusal of bad values naming the parameter.
 */

const BrowseGroupsQuery = graphql(`
  query TestBrowseGroups($filter: GroupFilter, $orderBy: GroupOrder, $first: Int, $after: String) {
    groups(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      nodes {
        id
        memberCount
        spotsLeft
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const GroupCountsQuery = graphql(`
  query TestGroupCounts($filter: GroupFilter) {
    groupCounts(filter: $filter) {
      category
      name
      count
    }
  }
`);

const categoryNames: Record<HobbyCategory, string> = {
  DRAWING_AND_PAINTING: 'Drawing & Painting',
  PHOTOGRAPHY: 'Photography',
  VIDEO_GAMING: 'Video Gaming',
  FISHING: 'Fishing',
  RUNNING: 'Running',
  COOKING: 'Cooking',
  READING: 'Reading',
  WRITING: 'Writing',
};
const categories = Object.keys(categoryNames) as HobbyCategory[];

interface Known {
  id: string;
  nameKey: string;
  category: HobbyCategory;
  location: string;
  startDate: string;
  createdAt: number;
  maxMembers: number;
  members: number;
  organizerEmail: string;
}

let app: TestApp;
let organizer: TestUser;
let other: TestUser;
let joiners: TestUser[];
let known: Known[] = [];

const locations = ['North Harbour', 'south harbour pier', 'Old Mill', 'Mill Lane 4', 'Café Ümlaut'];
const names = ['Alpha', 'beta', 'Gamma', 'alpha two', 'Delta', 'Écrire', 'zeta', 'Beta Prime'];

beforeAll(async () => {
  [app, organizer, other, ...joiners] = await Promise.all([
    startTestApp(withoutRateLimits),
    createTestUser('Organizer'),
    createTestUser('Other Organizer'),
    createTestUser('Joiner One'),
    createTestUser('Joiner Two'),
  ]);
  for (let index = 0; index < 22; index += 1) {
    const owner = index % 5 === 4 ? other : organizer;
    await createGroupAs(app, owner, {
      groupName: `${names[index % names.length]} ${index}`,
      hobbyCategory: categories[(index * 3) % categories.length],
      location: locations[index % locations.length],
      startDate: daysFromToday(((index * 7) % 13) - 3),
      maxMembers: 1 + (index % 3),
    });
  }
  const stored = await app.model.find().lean();
  known = stored.map((doc) => ({
    id: doc._id.toString(),
    nameKey: doc.groupName.toLowerCase(),
    category: categories.find((key) => categoryNames[key] === doc.hobbyCategory)!,
    location: doc.location,
    startDate: doc.startDate.toISOString().slice(0, 10),
    createdAt: doc.createdAt.getTime(),
    maxMembers: doc.maxMembers,
    members: 0,
    organizerEmail: doc.userEmail.toLowerCase(),
  }));
  // Some groups fill up, some keep a place, none of the started ones can be joined.
  for (const [index, group] of known.entries()) {
    if (group.startDate <= daysFromToday(0)) continue;
    for (const joiner of joiners.slice(0, index % 3)) {
      const res = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: group.id } }, joiner.token);
      if (!res.errors) group.members += 1;
    }
  }
});
afterAll(() => app.stop());

const filterArbitrary: fc.Arbitrary<GroupFilter> = fc.record(
  {
    categories: fc.uniqueArray(fc.constantFrom(...categories), { maxLength: 3 }),
    hasOpenSpots: fc.boolean(),
    startsOnOrAfter: fc.integer({ min: -4, max: 10 }).map(daysFromToday),
    startsOnOrBefore: fc.integer({ min: -4, max: 10 }).map(daysFromToday),
    location: fc.constantFrom('harbour', 'MILL', 'ümlaut', ' old '),
    search: fc.constantFrom('alpha', 'BETA', 'ing', 'a 1'),
    organizerEmail: fc.constant('organizer'),
  },
  { requiredKeys: [] },
);

const orderArbitrary = fc.record({
  field: fc.constantFrom<KnownOrderField>('NAME', 'START_DATE', 'CREATED_AT', 'MEMBER_COUNT', 'SPOTS_LEFT'),
  direction: fc.constantFrom<OrderDirection>('ASC', 'DESC'),
});

/** The filter as sent: the organizer marker becomes the organizer's real email. */
function concrete(filter: GroupFilter): GroupFilter {
  return filter.organizerEmail ? { ...filter, organizerEmail: organizer.email.toUpperCase() } : filter;
}

/** The reference: a plain-array filter and sort of what the test wrote. */
/** The orders this reference knows; DISTANCE needs a point and is tested in places.test.ts. */
type KnownOrderField = Exclude<GroupOrderField, 'DISTANCE'>;

function expectedIds(filter: GroupFilter, orderBy: { field: KnownOrderField; direction: OrderDirection }): string[] {
  const needle = filter.search?.trim().toLowerCase() ?? '';
  const location = filter.location?.trim().toLowerCase() ?? '';
  const key = (group: Known): string | number =>
    ({
      NAME: group.nameKey,
      START_DATE: group.startDate,
      CREATED_AT: group.createdAt,
      MEMBER_COUNT: group.members,
      SPOTS_LEFT: group.maxMembers - group.members,
    })[orderBy.field];
  const ids = known
    .filter(
      (group) =>
        (needle === '' ||
          group.nameKey.includes(needle) ||
          categoryNames[group.category].toLowerCase().includes(needle)) &&
        (!filter.categories?.length || filter.categories.includes(group.category)) &&
        (!filter.hasOpenSpots || group.members < group.maxMembers) &&
        (!filter.startsOnOrAfter || group.startDate >= filter.startsOnOrAfter) &&
        (!filter.startsOnOrBefore || group.startDate <= filter.startsOnOrBefore) &&
        group.location.toLowerCase().includes(location) &&
        (!filter.organizerEmail || group.organizerEmail === organizer.email.toLowerCase()),
    )
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x !== y) return x < y ? -1 : 1;
      return a.id < b.id ? -1 : 1;
    })
    .map((group) => group.id);
  return orderBy.direction === 'DESC' ? ids.reverse() : ids;
}

async function graphqlPages(filter: GroupFilter, orderBy: GroupOrder, first: number) {
  const ids: string[] = [];
  let after: string | null = null;
  let totalCount = -1;
  for (let page = 0; page < 100; page += 1) {
    const res: GraphQLResponse<TestBrowseGroupsQuery> = await graphqlRequest(
      app.url,
      BrowseGroupsQuery,
      { filter, orderBy, first, after },
      organizer.token,
    );
    expect(res.errors).toBeUndefined();
    const connection = res.data!.groups;
    totalCount = connection.totalCount;
    for (const node of connection.nodes) {
      const group = known.find((candidate) => candidate.id === node.id)!;
      expect([node.memberCount, node.spotsLeft]).toEqual([group.members, group.maxMembers - group.members]);
    }
    ids.push(...connection.nodes.map((node) => node.id));
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return { ids, totalCount };
}

const restSorts: Record<string, { field: KnownOrderField; direction: OrderDirection }> = {
  asc: { field: 'NAME', direction: 'ASC' },
  desc: { field: 'NAME', direction: 'DESC' },
  start: { field: 'START_DATE', direction: 'ASC' },
  newest: { field: 'CREATED_AT', direction: 'DESC' },
  members: { field: 'MEMBER_COUNT', direction: 'DESC' },
  spots: { field: 'SPOTS_LEFT', direction: 'ASC' },
};

function restQuery(filter: GroupFilter, sort: string, limit: number): string {
  const params = new URLSearchParams({ sort, limit: String(limit) });
  for (const category of filter.categories ?? []) params.append('category', categoryNames[category]);
  if (filter.hasOpenSpots !== undefined) params.set('openSpots', String(filter.hasOpenSpots));
  if (filter.startsOnOrAfter) params.set('from', filter.startsOnOrAfter);
  if (filter.startsOnOrBefore) params.set('to', filter.startsOnOrBefore);
  if (filter.location) params.set('location', filter.location);
  if (filter.search) params.set('search', filter.search);
  if (filter.organizerEmail) params.set('organizer', filter.organizerEmail);
  return `/groups?${params.toString()}`;
}

async function restPages(path: string) {
  const ids: string[] = [];
  let next: string | null = path;
  let totalCount = -1;
  while (next) {
    const res: RestResponse<{ _id: string }[]> = await rest(app.url, 'GET', next, { token: organizer.token });
    expect(res.status).toBe(200);
    totalCount = Number(res.headers.get('x-total-count'));
    ids.push(...res.body.map((group) => group._id));
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  }
  return { ids, totalCount };
}

describe('filters and orders agree with a plain-array reference', () => {
  it('GraphQL groups(filter, orderBy): every page, totalCount', async () => {
    await fc.assert(
      fc.asyncProperty(
        filterArbitrary,
        orderArbitrary,
        fc.integer({ min: 1, max: 8 }),
        async (filter, orderBy, first) => {
          const want = expectedIds(filter, orderBy);
          const got = await graphqlPages(concrete(filter), orderBy, first);
          expect(got.ids).toEqual(want);
          expect(got.totalCount).toBe(want.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('REST GET /groups with category, openSpots, from, to, location, search, organizer and sort: every Link page', async () => {
    await fc.assert(
      fc.asyncProperty(
        filterArbitrary,
        fc.constantFrom(...Object.keys(restSorts)),
        fc.integer({ min: 1, max: 8 }),
        async (filter, sort, limit) => {
          const want = expectedIds(filter, restSorts[sort]!);
          const got = await restPages(restQuery(concrete(filter), sort, limit));
          expect(got.ids).toEqual(want);
          expect(got.totalCount).toBe(want.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('groupCounts: per category, every other filter applied, its own categories ignored', async () => {
    await fc.assert(
      fc.asyncProperty(filterArbitrary, async (filter) => {
        const res = await graphqlRequest(app.url, GroupCountsQuery, { filter: concrete(filter) }, organizer.token);
        expect(res.errors).toBeUndefined();
        expect(res.data!.groupCounts).toEqual(
          categories.map((category) => ({
            category,
            name: categoryNames[category],
            count: expectedIds({ ...filter, categories: [category] }, { field: 'NAME', direction: 'ASC' }).length,
          })),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('the search argument and filter.search are the same; the old sort argument still orders by name', async () => {
    const both = await graphqlRequest(app.url, BrowseGroupsQuery, { filter: { search: 'alpha' }, first: 100 });
    const old = await rest<{ _id: string }[]>(app.url, 'GET', '/groups?search=alpha&sort=desc&limit=100');
    expect(both.data!.groups.nodes.map((node) => node.id)).toEqual(
      expectedIds({ search: 'alpha' }, { field: 'NAME', direction: 'ASC' }),
    );
    expect(old.body.map((group) => group._id)).toEqual(
      expectedIds({ search: 'alpha' }, { field: 'NAME', direction: 'DESC' }),
    );
  });
});

describe('bad browse input names the parameter', () => {
  it.each([
    ['category=Knitting', 'category'],
    ['category=Photography&category=nope', 'category'],
    ['openSpots=yes', 'openSpots'],
    ['from=2027-02-30', 'from'],
    ['to=tomorrow', 'to'],
    ['sort=popular', 'sort'],
    ['location=x&location=y', 'location'],
    [`location=${'x'.repeat(201)}`, 'location'],
  ])('GET /groups?%s → 400 naming %s', async (query, field) => {
    const res = await rest<RestError>(app.url, 'GET', `/groups?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('BAD_USER_INPUT');
    expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
  });

  it('GraphQL: a location over 200 characters and a cursor of another order are BAD_USER_INPUT', async () => {
    const long = await graphqlRequest(app.url, BrowseGroupsQuery, { filter: { location: 'x'.repeat(201) } });
    expect(onlyError(long)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { location: expect.any(String) } });
    const byName = await graphqlRequest(app.url, BrowseGroupsQuery, { first: 1 });
    const mixed = await graphqlRequest(app.url, BrowseGroupsQuery, {
      orderBy: { field: 'START_DATE' },
      after: byName.data!.groups.pageInfo.endCursor,
    });
    expect(onlyError(mixed)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { after: expect.any(String) } });
  });

  it('GraphQL: an unknown category or a malformed day is refused before the service', async () => {
    const res = await graphqlRequest(app.url, BrowseGroupsQuery, {
      filter: { categories: ['KNITTING' as HobbyCategory] },
    });
    expect(onlyError(res).code).toBe('BAD_USER_INPUT');
    const day = await graphqlRequest(app.url, BrowseGroupsQuery, { filter: { startsOnOrAfter: '2027-13-01' } });
    expect(onlyError(day).code).toBe('BAD_USER_INPUT');
  });

  it('the organizer filter is only for one’s own email: anonymous UNAUTHENTICATED / 401, another’s FORBIDDEN / 403', async () => {
    const filter = { organizerEmail: other.email };
    expect(onlyError(await graphqlRequest(app.url, BrowseGroupsQuery, { filter })).code).toBe('UNAUTHENTICATED');
    expect(onlyError(await graphqlRequest(app.url, BrowseGroupsQuery, { filter }, organizer.token)).code).toBe(
      'FORBIDDEN',
    );
    const restRes = await rest(app.url, 'GET', `/groups?organizer=${encodeURIComponent(other.email)}`, {
      token: organizer.token,
    });
    expect(restRes.status).toBe(403);
  });
});
