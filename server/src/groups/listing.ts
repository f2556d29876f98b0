import { hobbyCategoryNames } from '@/groups/categories';
import type { GroupRecord } from '@/groups/model';

const categoryKeys = hobbyCategoryNames.map((name) => name.toLowerCase());
/** How long writes must pause before the search text is rebuilt: a burst of writes costs one rebuild. */
const nameTextDelayMs = 500;
const scansBeforeIndexing = 3;

/** What the read model keeps of a group: enough to filter, sort and page, nothing to show. */
export interface ListingEntry {
  id: string;
  nameKey: string;
  /** Lower-cased category display name; searched beside nameKey, never joined to it. */
  categoryKey: string;
  ownerEmail: string;
}

export type ListingFields = Pick<GroupRecord, '_id' | 'nameKey' | 'groupName' | 'hobbyCategory' | 'userEmail'>;

export interface ListingQuery {
  search?: string;
  ownerEmail?: string;
  /** Only these group ids (e.g. the groups a person joined). */
  ids?: ReadonlySet<string>;
  descending: boolean;
  first: number;
  after?: ListingCursor;
}

/** A position in the (nameKey, id) order; cursors point between entries, so they survive inserts. */
export interface ListingCursor {
  nameKey: string;
  id: string;
}

export interface ListingPage {
  entries: ListingEntry[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

function compare(a: ListingCursor, b: ListingCursor): number {
  if (a.nameKey !== b.nameKey) return a.nameKey < b.nameKey ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Index of the first entry not below `key` (ascending order). */
function lowerBound(entries: readonly ListingEntry[], key: ListingCursor): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(entries[mid] as ListingEntry, key) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The entries whose name or category contains `needle` (all of them for an empty needle). */
function containing(needle: string, entries: readonly ListingEntry[]): readonly ListingEntry[] {
  if (needle === '') return entries;
  const categories = categoriesContaining(needle);
  return entries.filter((entry) => categories.has(entry.categoryKey) || entry.nameKey.includes(needle));
}

function categoriesContaining(needle: string): ReadonlySet<string> {
  return new Set(categoryKeys.filter((key) => key.includes(needle)));
}

/**
 * Every name key of a list, in list order, in one string: a search is then one native
 * `indexOf` scan of a few megabytes instead of one `includes` call per group (measured in
 * docs/PERFORMANCE.md).
 */
class NameText {
  private readonly text: string;
  /** Where each entry's name starts in `text`. */
  private readonly starts: Int32Array;

  constructor(private readonly entries: readonly ListingEntry[]) {
    this.starts = new Int32Array(entries.length);
    let offset = 0;
    entries.forEach((entry, index) => {
      this.starts[index] = offset;
      offset += entry.nameKey.length + 1;
    });
    this.text = entries.map((entry) => entry.nameKey).join('\n');
  }

  /** The entries whose name contains `needle` or whose category is one of `categories`, in order. */
  matching(needle: string, categories: ReadonlySet<string>): ListingEntry[] {
    const named: number[] = [];
    let position = this.text.indexOf(needle);
    while (position !== -1) {
      const index = this.entryAt(position);
      const entry = this.entries[index] as ListingEntry;
      if (position + needle.length <= (this.starts[index] as number) + entry.nameKey.length) {
        named.push(index);
        // One match per name is enough: go on from the next name.
        position = index + 1 < this.entries.length ? this.text.indexOf(needle, this.starts[index + 1]) : -1;
      } else {
        // A match across two names never counts.
        position = this.text.indexOf(needle, position + 1);
      }
    }
    if (categories.size === 0) return named.map((index) => this.entries[index] as ListingEntry);
    const isNamed = new Uint8Array(this.entries.length);
    for (const index of named) isNamed[index] = 1;
    return this.entries.filter((entry, index) => isNamed[index] === 1 || categories.has(entry.categoryKey));
  }

  /** The entry whose name holds the text position (the last start at or before it). */
  private entryAt(position: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if ((this.starts[mid] as number) <= position) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

export function toListingEntry(group: ListingFields): ListingEntry {
  return {
    id: group._id.toString(),
    nameKey: group.nameKey,
    categoryKey: group.hobbyCategory.toLowerCase(),
    ownerEmail: group.userEmail.toLowerCase(),
  };
}

/**
 * The listing read model: every group's sort key, search text and owner, sorted by
 * (nameKey, id), and the group documents themselves, kept in memory. Listing, search, counts,
 * cursor pages and the page's documents are answered here, so no request reads the whole
 * collection (FerretDB scans for every sort, range, regex and count).
 *
 * The read model upkeep (readModel.ts) is its only writer: it applies this process's writes here
 * after the database acknowledged them, so a write is visible to the next read on the same
 * process, and the other processes' writes as the change feed reports them.
 */
export class GroupListing<Group extends ListingFields = ListingFields> {
  private entries: ListingEntry[] = [];
  private readonly byId = new Map<string, ListingEntry>();
  /** Ids per lower-cased owner email: "my groups" and owner counts cost O(own groups), not O(all). */
  private readonly byOwner = new Map<string, Set<string>>();
  /**
   * The last document written or loaded per id. FerretDB's `_id` lookups are slow and few per
   * second (docs/PERFORMANCE.md), so a page fetched by `_id` could never be fast; pages and
   * `group(id)` are served from here instead.
   */
  private readonly documents = new Map<string, Group>();
  /**
   * The matches of recent searches, dropped on every write. A search reads every entry (its cost at
   * scale is in docs/PERFORMANCE.md); the pages after the first, and the same term from other
   * people, then cost a lookup.
   */
  private readonly recentMatches = new Map<string, readonly ListingEntry[]>();
  /**
   * The names as one text, for searches over every group. Building it joins every name and any
   * write makes it stale, so it is rebuilt once writes pause for `nameTextDelayMs`, or at once
   * when several searches since the last write had to scan entry by entry (slower than the text,
   * docs/PERFORMANCE.md); it is never used stale.
   */
  private nameText: NameText | null = null;
  private scansSinceChange = 0;
  private nameTextTimer: NodeJS.Timeout | null = null;

  /** Replaces the whole model, e.g. with every group read once at boot. */
  load(groups: Iterable<Group>): void {
    this.byId.clear();
    this.byOwner.clear();
    this.documents.clear();
    for (const group of groups) {
      const entry = toListingEntry(group);
      this.index(entry);
      this.documents.set(entry.id, group);
    }
    this.entries = [...this.byId.values()].sort(compare);
    this.recentMatches.clear();
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

  upsert(group: Group): void {
    this.remove(group._id.toString());
    const entry = toListingEntry(group);
    this.entries.splice(lowerBound(this.entries, entry), 0, entry);
    this.changed();
    this.index(entry);
    this.documents.set(entry.id, group);
  }

  remove(id: string): void {
    const existing = this.byId.get(id);
    if (!existing) return;
    const index = lowerBound(this.entries, existing);
    this.entries.splice(index, 1);
    this.changed();
    this.byId.delete(id);
    const owned = this.byOwner.get(existing.ownerEmail);
    owned?.delete(id);
    if (owned?.size === 0) this.byOwner.delete(existing.ownerEmail);
    this.documents.delete(id);
  }

  /** Drops what was derived from the entries: remembered searches and the name text. */
  private changed(): void {
    this.recentMatches.clear();
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

  countByOwner(ownerEmail: string): number {
    return this.byOwner.get(ownerEmail.toLowerCase())?.size ?? 0;
  }

  private index(entry: ListingEntry): void {
    this.byId.set(entry.id, entry);
    const owned = this.byOwner.get(entry.ownerEmail) ?? new Set<string>();
    owned.add(entry.id);
    this.byOwner.set(entry.ownerEmail, owned);
  }

  /** The entries a query can match at all, in (nameKey, id) order. */
  private candidates(email: string | undefined, ids: ReadonlySet<string> | undefined): readonly ListingEntry[] {
    if (email === undefined && ids === undefined) return this.entries;
    let selected = [...(email === undefined ? (ids ?? []) : (this.byOwner.get(email) ?? []))];
    if (email !== undefined && ids !== undefined) selected = selected.filter((id) => ids.has(id));
    return selected
      .map((id) => this.byId.get(id))
      .filter((entry): entry is ListingEntry => entry !== undefined)
      .sort(compare);
  }

  query({ search, ownerEmail, ids, descending, first, after }: ListingQuery): ListingPage {
    const needle = search?.trim().toLowerCase() ?? '';
    const email = ownerEmail?.toLowerCase();
    // Searches by text alone are remembered; per-person filters (owner, joined ids) are not.
    const key = email === undefined && ids === undefined && needle !== '' ? needle : undefined;
    const remembered = key === undefined ? undefined : this.recentMatches.get(key);
    const matches =
      remembered ?? (key !== undefined ? this.everyMatch(needle) : containing(needle, this.candidates(email, ids)));
    if (key !== undefined && remembered === undefined) {
      if (this.recentMatches.size >= 100) this.recentMatches.delete(this.recentMatches.keys().next().value as string);
      this.recentMatches.set(key, matches);
    }

    if (!descending) {
      const start = after ? lowerBound(matches, after) + (this.isAt(matches, after) ? 1 : 0) : 0;
      const end = Math.min(start + first, matches.length);
      return {
        entries: matches.slice(start, end),
        totalCount: matches.length,
        hasNextPage: end < matches.length,
        hasPreviousPage: start > 0,
      };
    }
    const end = after ? lowerBound(matches, after) : matches.length;
    const start = Math.max(0, end - first);
    return {
      entries: matches.slice(start, end).reverse(),
      totalCount: matches.length,
      hasNextPage: start > 0,
      hasPreviousPage: end < matches.length,
    };
  }

  private isAt(entries: readonly ListingEntry[], cursor: ListingCursor): boolean {
    const entry = entries[lowerBound(entries, cursor)];
    return entry !== undefined && compare(entry, cursor) === 0;
  }
}
