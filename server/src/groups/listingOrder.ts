/**
 * The orders and filters of the listing read model (listing.ts): what a browse can ask for,
 * expressed on the in-memory entries so no request sorts, ranges or scans the database.
 */

/** What the read model keeps of a group: enough to filter, sort and page, nothing to show. */
export interface ListingEntry {
  id: string;
  nameKey: string;
  /** Lower-cased category display name; searched beside nameKey, never joined to it. */
  categoryKey: string;
  ownerEmail: string;
  /** Lower-cased location, for the "location contains" filter. */
  locationKey: string;
  /**
   * The day "soonest start" and the date filters use, as ms (midnight UTC of the day): a one-off
   * group's start day; a recurring group's next session's day in its zone (its first session's
   * day once none is ahead, so an ended series sorts among the past groups, and until the key is
   * stored on a document written before it existed).
   */
  startDay: number;
  /**
   * When startDay goes stale: the document's own next-session date (then the session after it is
   * due), `dueNow` when the document lacks a stored key, null when it never moves. The date
   * itself, not its ms: a number field would cost every entry a boxed double.
   */
  rekeyAt: Date | null;
  /**
   * The document's own creation date, not a copy: a number field would cost every entry a boxed
   * double besides the date the document keeps anyway. Null before timestamps existed.
   */
  created: Date | null;
  maxMembers: number;
  /** Kept current by the service on every join and leave (GroupListing.membersChanged). */
  memberCount: number;
  /**
   * The place's [lon, lat] in degrees (GeoJSON order): the document's own array, not two copied
   * numbers (each a boxed double, ~36 bytes an entry). Null when the group has none (online, or
   * free text only).
   */
  point: readonly number[] | null;
}

/** When the entry's group was created, in ms; documents written before timestamps existed sort as the oldest. */
export function createdAtOf(entry: Pick<ListingEntry, 'created'>): number {
  return entry.created?.getTime() ?? 0;
}

/** The fields an order compares first; ties are always broken by id, so every order is total. */
export type ListingOrder = 'NAME' | 'START_DATE' | 'CREATED_AT' | 'MEMBER_COUNT' | 'SPOTS_LEFT';

export const listingOrders: readonly ListingOrder[] = [
  'NAME',
  'START_DATE',
  'CREATED_AT',
  'MEMBER_COUNT',
  'SPOTS_LEFT',
];

/**
 * The orders a browse can ask for: the listing's own, and the distance from a near-me point,
 * which is not a key of the entry but of the entry and the point (groups/nearby.ts).
 */
export type BrowseOrder = ListingOrder | 'DISTANCE';

/** The orders whose key moves when people join or leave. */
export const memberOrders: readonly ListingOrder[] = ['MEMBER_COUNT', 'SPOTS_LEFT'];

export function spotsLeftOf(entry: Pick<ListingEntry, 'maxMembers' | 'memberCount'>): number {
  return Math.max(0, entry.maxMembers - entry.memberCount);
}

export function sortKey(entry: ListingEntry, order: ListingOrder): string | number {
  switch (order) {
    case 'NAME':
      return entry.nameKey;
    case 'START_DATE':
      return entry.startDay;
    case 'CREATED_AT':
      return createdAtOf(entry);
    case 'MEMBER_COUNT':
      return entry.memberCount;
    case 'SPOTS_LEFT':
      return spotsLeftOf(entry);
  }
}

/**
 * A position in one order: the (key, id) of an entry. Cursors point between entries, so they
 * survive inserts and deletes; `order` lets a cursor of one order be refused by another.
 */
export interface ListingCursor {
  order: BrowseOrder;
  key: string | number;
  id: string;
}

export function cursorOf(entry: ListingEntry, order: ListingOrder): ListingCursor {
  return { order, key: sortKey(entry, order), id: entry.id };
}

function compareValues(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ascending (key, id) comparison of an entry with a position. */
export function compareTo(entry: ListingEntry, cursor: Pick<ListingCursor, 'key' | 'id'>, order: ListingOrder): number {
  return compareValues(sortKey(entry, order), cursor.key) || compareValues(entry.id, cursor.id);
}

export function comparator(order: ListingOrder): (a: ListingEntry, b: ListingEntry) => number {
  return (a, b) => compareValues(sortKey(a, order), sortKey(b, order)) || compareValues(a.id, b.id);
}

/** Index of the first entry not below `cursor` in an ascending list of that order. */
export function lowerBound(
  entries: readonly ListingEntry[],
  cursor: Pick<ListingCursor, 'key' | 'id'>,
  order: ListingOrder,
): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareTo(entries[mid] as ListingEntry, cursor, order) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Inserts an entry into an ascending list of that order. */
export function insertSorted(entries: ListingEntry[], entry: ListingEntry, order: ListingOrder): void {
  entries.splice(lowerBound(entries, cursorOf(entry, order), order), 0, entry);
}

/** Removes an entry (found by its current key) from an ascending list of that order. */
export function removeSorted(entries: ListingEntry[], entry: ListingEntry, order: ListingOrder): void {
  const index = lowerBound(entries, cursorOf(entry, order), order);
  if (entries[index] === entry) entries.splice(index, 1);
}

/**
 * The narrowing part of a browse, already normalised (lower-cased texts, category keys, days
 * in ms). Every field given must hold; search, owner and ids are handled by the listing itself.
 */
export interface EntryFilter {
  /** Lower-cased category display names; empty or missing: every category. */
  categories?: ReadonlySet<string>;
  hasOpenSpots?: boolean;
  startsFrom?: number;
  startsTo?: number;
  /** Lower-cased text the location must contain. */
  location?: string;
}

/** A predicate for the filter, or null when it narrows nothing (so callers can skip the scan). */
export function entryPredicate(filter: EntryFilter): ((entry: ListingEntry) => boolean) | null {
  const { categories, hasOpenSpots, startsFrom, startsTo, location } = filter;
  const byCategory = categories !== undefined && categories.size > 0;
  if (!byCategory && !hasOpenSpots && startsFrom === undefined && startsTo === undefined && !location) return null;
  return (entry) =>
    (!byCategory || categories.has(entry.categoryKey)) &&
    (!hasOpenSpots || entry.memberCount < entry.maxMembers) &&
    (startsFrom === undefined || entry.startDay >= startsFrom) &&
    (startsTo === undefined || entry.startDay <= startsTo) &&
    (!location || entry.locationKey.includes(location));
}

/** A stable text for a filter, to remember its matches. */
export function filterKey(filter: EntryFilter): string {
  return JSON.stringify([
    [...(filter.categories ?? [])].sort(),
    filter.hasOpenSpots === true,
    filter.startsFrom ?? null,
    filter.startsTo ?? null,
    filter.location ?? '',
  ]);
}

/**
 * One page of `matches` (ascending): `past` is where an ascending page starts after its cursor,
 * `before` where a descending page ends before it (both undefined without a cursor).
 */
export function pageOf(
  matches: readonly ListingEntry[],
  { descending, first }: { descending: boolean; first: number },
  past: number | undefined,
  before: number | undefined,
): { entries: ListingEntry[]; totalCount: number; hasNextPage: boolean; hasPreviousPage: boolean } {
  if (!descending) {
    const start = past ?? 0;
    const end = Math.min(start + first, matches.length);
    return {
      entries: matches.slice(start, end),
      totalCount: matches.length,
      hasNextPage: end < matches.length,
      hasPreviousPage: start > 0,
    };
  }
  const end = before ?? matches.length;
  const start = Math.max(0, end - first);
  return {
    entries: matches.slice(start, end).reverse(),
    totalCount: matches.length,
    hasNextPage: start > 0,
    hasPreviousPage: end < matches.length,
  };
}

/** A page of `matches` (ascending, in `order`) after the cursor, or before it when descending. */
export function pageAfter(
  matches: readonly ListingEntry[],
  order: ListingOrder,
  request: { descending: boolean; first: number; after?: Pick<ListingCursor, 'key' | 'id'> },
): ReturnType<typeof pageOf> {
  const { after } = request;
  const before = after && lowerBound(matches, after, order);
  const at = before === undefined ? undefined : matches[before];
  const past = before === undefined ? undefined : before + (at && compareTo(at, after!, order) === 0 ? 1 : 0);
  return pageOf(matches, request, past, before);
}
