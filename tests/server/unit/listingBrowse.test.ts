import fc from 'fast-check';
import { Types } from 'mongoose';
import { hobbyCategoryNames } from '@/groups/categories';
import { GroupListing, type ListingFields, type ListingQuery } from '@/groups/listing';
import { cursorOf, listingOrders, type ListingOrder } from '@/groups/listingOrder';
import type { ScheduleRecord } from '@/schedule/schedule';

/**
 * The listing read model's filters, orders and cursor pages against a plain-array reference
 * implementation, after random loads, writes, deletes, joins and re-keyed next sessions (the API
 * tests do the same through both adapters: browse.test.ts, browseNextSession.test.ts).
 */

const day = (n: number) => new Date(Date.UTC(2027, 0, 1 + n));

interface Group extends ListingFields {
  members: number;
}

const groupArbitrary = fc.record({
  name: fc.stringMatching(/^[ab ]{1,4}$/),
  category: fc.nat(7),
  location: fc.constantFrom('North Harbour', 'south harbour', 'Old Mill', 'Mill Lane'),
  start: fc.nat(6),
  created: fc.nat(4),
  maxMembers: fc.integer({ min: 1, max: 3 }),
  members: fc.nat(3),
  /** Weekly: the day of its stored next session, or null once its series ended; absent: a one-off. */
  next: fc.option(fc.option(fc.nat(6), { nil: null }), { nil: undefined }),
});

/** A weekly schedule; what the listing reads of it is that it repeats (the key is stored beside it). */
const weekly: ScheduleRecord = {
  series: [
    {
      localStart: '2026-12-01T19:00',
      timeZone: 'UTC',
      durationMinutes: 60,
      recurrence: {
        frequency: 'WEEKLY',
        interval: 1,
        weekdays: ['TU'],
        weekOfMonth: null,
        monthDay: null,
        until: null,
        count: null,
      },
      endsBefore: null,
    },
  ],
  capacity: null,
  exceptions: [],
};

const sessionAt = (next: number | null) => (next === null ? null : new Date(day(next).getTime() + 19 * 3_600_000));

type GroupValues = typeof groupArbitrary extends fc.Arbitrary<infer T> ? T : never;

function toGroup(value: Omit<GroupValues, 'next'> & Partial<Pick<GroupValues, 'next'>>): Group {
  return {
    _id: new Types.ObjectId(),
    nameKey: value.name,
    groupName: value.name,
    hobbyCategory: hobbyCategoryNames[value.category]!,
    userEmail: value.category % 2 === 0 ? 'even@example.com' : 'odd@example.com',
    location: value.location,
    startDate: day(value.start),
    maxMembers: value.maxMembers,
    createdAt: day(value.created),
    members: Math.min(value.members, value.maxMembers),
    ...(value.next === undefined ? {} : { schedule: weekly, nextSessionAt: sessionAt(value.next) }),
  };
}

/** "Soonest start": a weekly group's next session's day, its first day once ended; a one-off's start day. */
const dayOf = (instant: Date) => Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
const startKey = (group: Group) => (group.nextSessionAt ? dayOf(group.nextSessionAt) : group.startDate.getTime());

const filterArbitrary = fc.record(
  {
    search: fc.constantFrom('a', 'b ', 'ing', 'phot'),
    categories: fc.uniqueArray(fc.nat(7), { maxLength: 3 }),
    hasOpenSpots: fc.boolean(),
    startsFrom: fc.nat(6),
    startsTo: fc.nat(6),
    location: fc.constantFrom('harbour', 'MILL', 'old'),
    ownerEmail: fc.constantFrom('even@example.com', 'ODD@example.com'),
  },
  { requiredKeys: [] },
);

type Filter = typeof filterArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The reference: filter a plain array, sort it by the order's key then id. */
function expected(groups: Group[], filter: Filter, order: ListingOrder, descending: boolean): string[] {
  const needle = filter.search?.trim().toLowerCase() ?? '';
  const key = (group: Group): string | number => {
    switch (order) {
      case 'NAME':
        return group.nameKey;
      case 'START_DATE':
        return startKey(group);
      case 'CREATED_AT':
        return group.createdAt.getTime();
      case 'MEMBER_COUNT':
        return group.members;
      case 'SPOTS_LEFT':
        return group.maxMembers - group.members;
    }
  };
  const sorted = groups
    .filter(
      (group) =>
        (needle === '' || group.nameKey.includes(needle) || group.hobbyCategory.toLowerCase().includes(needle)) &&
        (!filter.categories?.length || filter.categories.some((c) => hobbyCategoryNames[c] === group.hobbyCategory)) &&
        (!filter.hasOpenSpots || group.members < group.maxMembers) &&
        (filter.startsFrom === undefined || startKey(group) >= day(filter.startsFrom).getTime()) &&
        (filter.startsTo === undefined || startKey(group) <= day(filter.startsTo).getTime()) &&
        (filter.location === undefined || group.location.toLowerCase().includes(filter.location.toLowerCase())) &&
        (filter.ownerEmail === undefined || group.userEmail === filter.ownerEmail.toLowerCase()),
    )
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x !== y) return x < y ? -1 : 1;
      return a._id.toString() < b._id.toString() ? -1 : 1;
    })
    .map((group) => group._id.toString());
  return descending ? sorted.reverse() : sorted;
}

function listingQuery(filter: Filter): Omit<ListingQuery, 'descending' | 'first'> {
  return {
    search: filter.search,
    categories: filter.categories && new Set(filter.categories.map((c) => hobbyCategoryNames[c]!.toLowerCase())),
    hasOpenSpots: filter.hasOpenSpots,
    startsFrom: filter.startsFrom === undefined ? undefined : day(filter.startsFrom).getTime(),
    startsTo: filter.startsTo === undefined ? undefined : day(filter.startsTo).getTime(),
    location: filter.location?.toLowerCase(),
    ownerEmail: filter.ownerEmail,
  };
}

/** Every page of a query, `first` at a time, following the cursors. */
function allPages(
  listing: GroupListing,
  query: Omit<ListingQuery, 'descending' | 'first'>,
  order: ListingOrder,
  descending: boolean,
  first: number,
) {
  const ids: string[] = [];
  let after;
  for (;;) {
    const page = listing.query({ ...query, order, descending, first, after });
    ids.push(...page.entries.map((entry) => entry.id));
    expect(page.hasPreviousPage).toBe(after !== undefined);
    const last = page.entries.at(-1);
    if (!page.hasNextPage || !last) return { ids, totalCount: page.totalCount };
    after = cursorOf(last, order);
  }
}

describe('listing filters and orders', () => {
  it('agree with a plain-array reference after random writes, deletes and joins', () => {
    fc.assert(
      fc.property(
        fc.array(groupArbitrary, { maxLength: 30 }),
        fc.array(fc.nat(29), { maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(29), fc.option(fc.nat(6), { nil: null })), { maxLength: 4 }),
        filterArbitrary,
        fc.constantFrom(...listingOrders),
        fc.boolean(),
        fc.integer({ min: 1, max: 7 }),
        (values, removed, rekeyed, filter, order, descending, first) => {
          const groups = values.map(toGroup);
          const members = new Map<string, number>();
          const listing = new GroupListing((id) => members.get(id) ?? 0);
          const half = Math.floor(groups.length / 2);
          for (const group of groups.slice(0, half)) members.set(group._id.toString(), group.members);
          listing.load(groups.slice(0, half));
          // Ask once in the order before the writes, so the writes must keep a built order sorted.
          listing.query({ order, descending: false, first: 1, hasOpenSpots: true });
          for (const group of groups.slice(half)) {
            listing.upsert(group);
            members.set(group._id.toString(), group.members);
            listing.membersChanged(group._id.toString());
          }
          // The refresh stores a weekly group's next key as its session passes: a new document.
          for (const [index, next] of rekeyed) {
            const group = groups[index];
            if (!group?.schedule) continue;
            groups[index] = { ...group, nextSessionAt: sessionAt(next) };
            listing.upsert(groups[index]);
          }
          const gone = new Set(removed.map((index) => groups[index]?._id.toString()));
          for (const id of gone) if (id) listing.remove(id);
          const kept = groups.filter((group) => !gone.has(group._id.toString()));

          const want = expected(kept, filter, order, descending);
          const got = allPages(listing, listingQuery(filter), order, descending, first);
          expect(got.ids).toEqual(want);
          expect(got.totalCount).toBe(want.length);
          // Counts per category: the same filter without its categories.
          const counts = listing.countByCategory({ ...listingQuery(filter), categories: undefined });
          for (const [index, name] of hobbyCategoryNames.entries()) {
            const inCategory = expected(kept, { ...filter, categories: [index] }, 'NAME', false);
            expect(counts.get(name.toLowerCase())).toBe(inCategory.length);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a cursor survives the deletion of the group it points at and inserts before it', () => {
    const groups = ['a', 'b', 'c', 'd', 'e'].map((name, index) =>
      toGroup({ name, category: 0, location: 'Old Mill', start: 5 - index, created: 0, maxMembers: 3, members: 0 }),
    );
    const listing = new GroupListing();
    listing.load(groups);
    const first = listing.query({ order: 'START_DATE', descending: false, first: 2 });
    expect(first.entries.map((entry) => entry.nameKey)).toEqual(['e', 'd']);
    const after = cursorOf(first.entries[1]!, 'START_DATE');
    listing.remove(groups[3]!._id.toString()); // "d", the cursor's own group
    listing.upsert(
      toGroup({ name: 'z', category: 0, location: 'Old Mill', start: 0, created: 0, maxMembers: 3, members: 0 }),
    );
    const next = listing.query({ order: 'START_DATE', descending: false, first: 10, after });
    expect(next.entries.map((entry) => entry.nameKey)).toEqual(['c', 'b', 'a']);
  });
});
