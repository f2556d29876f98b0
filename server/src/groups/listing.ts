import {
  comparator,
  entryPredicate,
  filterKey,
  insertSorted,
  memberOrders,
  pageAfter,
  removeSorted,
  type BrowseOrder,
  type EntryFilter,
  type ListingCursor,
  type ListingEntry,
  type ListingOrder,
} from '@/groups/listingOrder';
import { keptEntryOf, mostOverdue, type ListingFields } from '@/groups/listingEntry';
import { categoriesContaining, categoryKeys, containing, NameText } from '@/groups/nameSearch';
import { NearbyIndex, nearPage, type NearHit } from '@/groups/nearby';
import type { NearFilter } from '@/groups/placeFields';
import { listingBounds } from '@/bounds';
import { RememberedMatches } from '@/groups/rememberedMatches';

export type { ListingCursor, ListingEntry, ListingOrder } from '@/groups/listingOrder';
export { toListingEntry, type ListingFields } from '@/groups/listingEntry';

/** How long writes must pause before the search text is rebuilt: a burst of writes costs one rebuild. */
const nameTextDelayMs = 500;
const scansBeforeIndexing = 3;

export interface ListingFilter extends EntryFilter {
  search?: string;
  /** Only entries within the radius of the point (groups/nearby.ts). */
  near?: NearFilter;
  ownerEmail?: string;
  /** Only these group ids (e.g. the groups a person joined). */
  ids?: ReadonlySet<string>;
}

export interface ListingQuery extends ListingFilter {
  /** NAME when missing; DISTANCE needs `near`. */
  order?: BrowseOrder;
  descending: boolean;
  first: number;
  after?: ListingCursor;
}

export interface ListingPage {
  entries: ListingEntry[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** With a near filter: each entry's distance from the point, in km, by id. */
  distances?: ReadonlyMap<string, number>;
}

const byName = comparator('NAME');

/**
 * The listing read model: every group's sort keys, search text, filter fields and owner, kept
 * in memory in (nameKey, id) order, and in each other order once one is asked for. Listing,
 * search, filters, counts and cursor pages are answered here, so no request reads the whole
 * collection (FerretDB scans for every sort, range, regex and count); the page's documents are
 * then fetched by `_id`, the one lookup every engine indexes.
 *
 * The groups service is its only writer: it applies each write here after the database
 * acknowledged it (and each join or leave through membersChanged), so a write is visible to
 * the next read on the same process.
 */
export class GroupListing<Group extends ListingFields = ListingFields> {
  /** Every entry in (nameKey, id) order. */
  private entries: ListingEntry[] = [];
  /**
   * Every entry in each other order, built on first use (one sort, ~50 ms at 100,000 groups)
   * and then kept in order by every write (a binary search and a splice).
   */
  private readonly orders = new Map<ListingOrder, ListingEntry[]>();
  private readonly byId = new Map<string, ListingEntry>();
  /** The groups with coordinates, for near-me browses (built on first use after a change). */
  private readonly nearby = new NearbyIndex(() => this.entries);
  /** Counts every change of what the listing answers: caches of its answers key on it. */
  private revisionCount = 0;
  /** Ids per lower-cased owner email: "my groups" and owner counts cost O(own groups), not O(all). */
  private readonly byOwner = new Map<string, Set<string>>();
  /**
   * The last document written or loaded per id. FerretDB's `_id` lookups are slow and few per
   * second (docs/PERFORMANCE.md), so a page fetched by `_id` could never be fast; pages and
   * `group(id)` are served from here instead.
   */
  private readonly documents = new Map<string, Group>();
  /**
   * The matches of recent searches and filters, in their order, dropped on every write. A search
   * or a filter reads every entry (~5–45 ms at 100,000 groups on this machine,
   * docs/PERFORMANCE.md); the pages after the first, and the same browse from other people,
   * then cost a lookup.
   */
  private readonly recentMatches = new RememberedMatches();
  /** The category counts of recent filters (the chips of every All Groups visit), dropped with the matches. */
  private readonly recentCounts = new Map<string, ReadonlyMap<string, number>>();
  /**
   * The names as one text, for searches over every group. Building it joins every name and any
   * write makes it stale, so it is rebuilt once writes pause for `nameTextDelayMs`, or at once
   * when several searches since the last write had to scan entry by entry (slower than the text,
   * docs/PERFORMANCE.md); it is never used stale.
   */
  private nameText: NameText | null = null;
  private scansSinceChange = 0;
  private nameTextTimer: NodeJS.Timeout | null = null;

  /** `memberCountOf` tells how many people joined a group (the memberships read model). */
  constructor(private readonly memberCountOf: (id: string) => number = () => 0) {}

  /** Replaces the whole model, e.g. with every group read once at boot. */
  load(groups: Iterable<Group>): void {
    this.byId.clear();
    this.byOwner.clear();
    this.documents.clear();
    for (const group of groups) {
      const entry = keptEntryOf(group, this.memberCountOf);
      this.documents.set(entry.id, group);
      // A suspended group is in no list, count, search or facet (its document stays, for its organizers).
      if (group.suspension) continue;
      this.index(entry);
    }
    this.entries = [...this.byId.values()].sort(byName);
    this.nearby.rebuild();
    this.orders.clear();
    this.forgetResults();
    this.indexNames();
  }

  /** Every group as last loaded or written through this model. */
  allDocuments(): Group[] {
    return [...this.documents.values()];
  }

  /** The group as last loaded or written through this model, if it exists. */
  document(id: string): Group | undefined {
    return this.documents.get(id);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Changes with every load, write and member count change: caches of answers built from the listing key on it. */
  get version(): number {
    return this.revisionCount;
  }

  upsert(group: Group): void {
    const entry = keptEntryOf(group, this.memberCountOf);
    const existing = this.byId.get(entry.id);
    if (existing) this.unlist(existing);
    // Replaced in place: a Map keeps a deleted key's slot until it grows, and a delete and set per
    // write had doubled both Maps' tables at 100,000 groups (+3.5 MB each, docs/PERFORMANCE.md).
    this.documents.set(entry.id, group);
    if (group.suspension) {
      this.byId.delete(entry.id);
      return;
    }
    insertSorted(this.entries, entry, 'NAME');
    for (const [order, entries] of this.orders) insertSorted(entries, entry, order);
    this.changed();
    this.index(entry);
    this.nearby.written(entry);
  }

  remove(id: string): void {
    const existing = this.byId.get(id);
    this.documents.delete(id);
    if (existing) this.unlist(existing);
    this.byId.delete(id);
  }

  /** Takes the entry out of every list, order, tree and owner set; `byId` is left to the caller. */
  private unlist(existing: ListingEntry): void {
    removeSorted(this.entries, existing, 'NAME');
    for (const [order, entries] of this.orders) removeSorted(entries, existing, order);
    this.changed();
    this.nearby.removed(existing);
    const owned = this.byOwner.get(existing.ownerEmail);
    owned?.delete(existing.id);
    if (owned?.size === 0) this.byOwner.delete(existing.ownerEmail);
  }

  /** Someone joined or left the group: its member count moves it in the member orders. */
  membersChanged(id: string): void {
    const entry = this.byId.get(id);
    const count = this.memberCountOf(id);
    if (!entry || entry.memberCount === count) return;
    const moved = memberOrders.flatMap((order) => {
      const entries = this.orders.get(order);
      return entries ? [{ order, entries }] : [];
    });
    for (const { order, entries } of moved) removeSorted(entries, entry, order);
    entry.memberCount = count;
    for (const { order, entries } of moved) insertSorted(entries, entry, order);
    this.forgetResults();
  }

  /** Every member count may have changed (the memberships were reloaded). */
  membersReloaded(): void {
    for (const entry of this.entries) entry.memberCount = this.memberCountOf(entry.id);
    for (const order of memberOrders) this.orders.delete(order);
    this.forgetResults();
  }

  private forgetResults(): void {
    this.revisionCount += 1;
    this.recentMatches.clear();
    this.recentCounts.clear();
  }

  /** Drops what was derived from the entries: remembered searches and the name text. */
  private changed(): void {
    this.forgetResults();
    this.nameText = null;
    this.scansSinceChange = 0;
    if (this.nameTextTimer) clearTimeout(this.nameTextTimer);
    this.nameTextTimer = setTimeout(() => this.indexNames(), nameTextDelayMs).unref();
  }

  /** Every entry whose name or category contains `needle`, in list order. */
  private everyMatch(needle: string): readonly ListingEntry[] {
    // A few scans since the last write cost more than building the text once.
    if (!this.nameText && (this.scansSinceChange += 1) > scansBeforeIndexing) this.indexNames();
    return this.nameText
      ? this.nameText.matching(needle, categoriesContaining(needle))
      : containing(needle, this.entries);
  }

  /** Builds the name text for the entries as they are now. */
  indexNames(): void {
    if (this.nameTextTimer) clearTimeout(this.nameTextTimer);
    this.nameTextTimer = null;
    this.nameText = new NameText(this.entries);
  }

  /** Up to `limit` groups whose "soonest start" key is stale at `now`, most overdue first (listingEntry.ts). */
  dueForRekey(now: number, limit: number): Group[] {
    return mostOverdue(this.entries, now, limit).flatMap((entry) => this.documents.get(entry.id) ?? []);
  }

  countByOwner(ownerEmail: string): number {
    return this.byOwner.get(ownerEmail.toLowerCase())?.size ?? 0;
  }

  private index(entry: ListingEntry): void {
    this.byId.set(entry.id, entry);
    const owned = this.byOwner.get(entry.ownerEmail) ?? new Set<string>();
    owned.add(entry.id);
    this.byOwner.set(entry.ownerEmail, owned);
  }

  /** Every entry in the order (built on first use). */
  private ordered(order: ListingOrder): readonly ListingEntry[] {
    if (order === 'NAME') return this.entries;
    let entries = this.orders.get(order);
    if (!entries) {
      entries = [...this.entries].sort(comparator(order));
      this.orders.set(order, entries);
    }
    return entries;
  }

  /** Some entries (in name order) in another order. */
  private reordered(entries: readonly ListingEntry[], order: ListingOrder): readonly ListingEntry[] {
    if (order === 'NAME') return entries;
    // A few: sort them. Many: keep those of the whole ordered list (no comparisons at all).
    if (entries.length * 8 < this.entries.length) return [...entries].sort(comparator(order));
    const wanted = new Set(entries);
    return this.ordered(order).filter((entry) => wanted.has(entry));
  }

  /** The entries a personal query (owner, joined ids) can match at all, in the order. */
  private candidates(
    email: string | undefined,
    ids: ReadonlySet<string> | undefined,
    order: ListingOrder,
  ): readonly ListingEntry[] {
    let selected = [...(email === undefined ? (ids ?? []) : (this.byOwner.get(email) ?? []))];
    if (email !== undefined && ids !== undefined) selected = selected.filter((id) => ids.has(id));
    return selected
      .map((id) => this.byId.get(id))
      .filter((entry): entry is ListingEntry => entry !== undefined)
      .sort(comparator(order));
  }

  /** Every entry the filter matches, in the order (ascending). */
  private matching(filter: ListingFilter, order: ListingOrder): readonly ListingEntry[] {
    const needle = filter.search?.trim().toLowerCase() ?? '';
    const email = filter.ownerEmail?.toLowerCase();
    const predicate = entryPredicate(filter);
    // Per-person lists are small and not remembered.
    if (email !== undefined || filter.ids !== undefined) {
      const matches = containing(needle, this.candidates(email, filter.ids, order));
      return predicate ? matches.filter(predicate) : matches;
    }
    if (needle === '' && !predicate) return this.ordered(order);
    return this.recentMatches.of(JSON.stringify([order, needle, filterKey(filter)]), () => {
      let matches =
        needle === ''
          ? this.ordered(order)
          : this.reordered(
              this.recentMatches.of(JSON.stringify(['NAME', needle, filterKey({})]), () => this.everyMatch(needle)),
              order,
            );
      if (predicate) matches = matches.filter(predicate);
      return matches;
    });
  }

  /** How many groups match the filter in each category (by lower-cased display name). */
  countByCategory(filter: ListingFilter): ReadonlyMap<string, number> {
    const personal = filter.ownerEmail !== undefined || filter.ids !== undefined;
    const key = personal
      ? undefined
      : JSON.stringify([filter.search?.trim().toLowerCase() ?? '', filterKey(filter), filter.near ?? null]);
    const known = key === undefined ? undefined : this.recentCounts.get(key);
    if (known) return known;
    const counts = new Map(categoryKeys.map((category) => [category, 0]));
    const near = filter.near;
    const matches = near ? this.nearHits(filter, near).map((hit) => hit.entry) : this.matching(filter, 'NAME');
    for (const entry of matches) {
      counts.set(entry.categoryKey, (counts.get(entry.categoryKey) ?? 0) + 1);
    }
    if (key !== undefined) {
      if (this.recentCounts.size >= listingBounds.rememberedResults) this.recentCounts.clear();
      this.recentCounts.set(key, counts);
    }
    return counts;
  }

  query({ order = 'NAME', descending, first, after, ...filter }: ListingQuery): ListingPage {
    const request = { descending, first, after };
    const near = filter.near;
    if (!near) {
      if (order === 'DISTANCE') throw new Error('listing: a DISTANCE order needs a near filter');
      return pageAfter(this.matching(filter, order), order, request);
    }
    // Near me: the entries within the radius that match the rest, nearest first or in the order asked for.
    const hits = this.nearHits(filter, near);
    return nearPage(hits, near, order, request, (inside, listOrder) =>
      this.matching({ ...filter, near: undefined }, listOrder).filter((entry) => inside.has(entry)),
    );
  }

  /** The entries within the radius that match the rest of the filter, nearest first. */
  private nearHits(filter: ListingFilter, near: NearFilter): NearHit[] {
    const rest = { ...filter, near: undefined };
    const narrowed = (rest.search?.trim() ?? '') !== '' || rest.ownerEmail !== undefined || rest.ids !== undefined;
    // Search and personal lists: the (remembered) matches; otherwise the predicate, asked inside the tree walk.
    const allowed = narrowed ? new Set(this.matching(rest, 'NAME')) : null;
    return this.nearby.within(near, allowed ? (entry) => allowed.has(entry) : entryPredicate(rest), rest.categories);
  }
}
