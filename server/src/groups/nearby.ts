import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import {
  pageAfter,
  pageOf,
  type BrowseOrder,
  type ListingCursor,
  type ListingEntry,
  type ListingOrder,
} from '@/groups/listingOrder';
import type { NearFilter } from '@/groups/placeFields';

/**
 * "Near me" in the read model: the embedded FerretDB has no geospatial queries, so the listing
 * keeps a static k-d tree (kdbush) of the groups that have coordinates and asks it for those
 * within a radius, nearest first (geokdbush: great-circle distances on a sphere of 6,371 km, the
 * haversine formula). The tree is static: it is built when the listing loads, and writes are
 * checked beside it until it is rebuilt in the background (docs/PERFORMANCE.md).
 */

/** An entry within the radius and its distance from the point, in km. */
export interface NearHit {
  entry: ListingEntry;
  distanceKm: number;
}

/** Nearest first; ties (groups in one city share its point) by id, so every page boundary is exact. */
function compareHits(a: NearHit, b: NearHit): number {
  return a.distanceKm - b.distanceKm || (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0);
}

/** Entries written since the tree was built, checked one by one, before it is rebuilt (off the request path). */
const rebuildAfterAdded = 2_000;
const rebuildAfterMs = 2_000;

export class NearbyIndex {
  private tree: KDBush | null = null;
  /** The entries in the tree, by its point index; some may since have been replaced or removed. */
  private located: ListingEntry[] = [];
  /** Entries with coordinates written since the tree was built. */
  private readonly added = new Set<ListingEntry>();
  /**
   * Entries replaced or removed since the tree was built: skipped when found. (A set of the few
   * that changed, not a lookup of every entry found: that lookup cost more than the tree walk.)
   */
  private readonly gone = new Set<ListingEntry>();
  private rebuildTimer: NodeJS.Timeout | null = null;

  /** `entries`: every entry now, what a rebuild reads. */
  constructor(private readonly entries: () => readonly ListingEntry[]) {}

  /** Builds the tree over every entry with coordinates (at load: ~40 ms of CPU at 100,000 groups). */
  rebuild(): void {
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    this.rebuildTimer = null;
    this.added.clear();
    this.gone.clear();
    this.located = this.entries().filter((entry) => !Number.isNaN(entry.lat) && !Number.isNaN(entry.lon));
    const tree = new KDBush(Math.max(1, this.located.length));
    for (const entry of this.located) tree.add(entry.lon, entry.lat);
    // A tree cannot be finished with no points: one that is never returned (no entry at index 0).
    if (this.located.length === 0) tree.add(0, -90);
    tree.finish();
    this.tree = tree;
  }

  /**
   * An entry was written. The tree stays as it is (a rebuild per write would cost every write,
   * or the next near-me browse, the whole build); the entry is checked on its own until the tree
   * is rebuilt in the background, once writes pause or many piled up.
   */
  written(entry: ListingEntry): void {
    if (Number.isNaN(entry.lat) || Number.isNaN(entry.lon)) return;
    this.added.add(entry);
    if (this.added.size >= rebuildAfterAdded) {
      this.scheduleRebuild(0);
    } else {
      this.scheduleRebuild(rebuildAfterMs);
    }
  }

  /** An entry was replaced or removed: it is skipped until the next rebuild. */
  removed(entry: ListingEntry): void {
    if (Number.isNaN(entry.lat) || Number.isNaN(entry.lon)) return;
    this.added.delete(entry);
    if (this.tree) this.gone.add(entry);
    this.scheduleRebuild(rebuildAfterMs);
  }

  private scheduleRebuild(delayMs: number): void {
    if (this.rebuildTimer && delayMs > 0) return;
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    this.rebuildTimer = setTimeout(() => this.rebuild(), delayMs).unref();
  }

  /** Every entry within the radius that `keep` accepts, nearest first (ties by id). */
  within(near: NearFilter, keep: ((entry: ListingEntry) => boolean) | null): NearHit[] {
    if (!this.tree) this.rebuild();
    const { located, gone } = this;
    const wanted = (entry: ListingEntry) => (keep === null || keep(entry)) && (gone.size === 0 || !gone.has(entry));
    const ids = around(this.tree!, near.lon, near.lat, Infinity, near.radiusKm, (index) => {
      const entry = located[index];
      return entry !== undefined && wanted(entry);
    });
    const hitOf = (entry: ListingEntry) => ({ entry, distanceKm: distance(near.lon, near.lat, entry.lon, entry.lat) });
    const hits = ids.map((index) => hitOf(located[index] as ListingEntry));
    for (const entry of this.added) {
      if (!wanted(entry)) continue;
      const hit = hitOf(entry);
      if (hit.distanceKm <= near.radiusKm) hits.push(hit);
    }
    return hits.sort(compareHits);
  }
}

/**
 * Index of the first hit after `cursor` (a DISTANCE cursor: its key is the distance), or with
 * `orAt`, of the first hit not before it.
 */
export function hitsAfter(hits: readonly NearHit[], cursor: Pick<ListingCursor, 'key' | 'id'>, orAt: boolean): number {
  const at = { entry: { id: cursor.id } as ListingEntry, distanceKm: Number(cursor.key) };
  let low = 0;
  let high = hits.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const compared = compareHits(hits[mid] as NearHit, at);
    if (compared < 0 || (compared === 0 && !orAt)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A page of a near-me browse with each entry's distance: nearest first (DISTANCE, paged by
 * distance and id), or the entries within the radius in another order (`inOrder` lists them).
 */
export function nearPage(
  hits: NearHit[],
  order: BrowseOrder,
  request: { descending: boolean; first: number; after?: ListingCursor },
  inOrder: (inside: ReadonlySet<ListingEntry>, order: ListingOrder) => readonly ListingEntry[],
): ReturnType<typeof pageOf> & { distances: ReadonlyMap<string, number> } {
  const distances = new Map(hits.map((hit) => [hit.entry.id, hit.distanceKm]));
  const { after } = request;
  if (order === 'DISTANCE') {
    const entries = hits.map((hit) => hit.entry);
    return {
      ...pageOf(entries, request, after && hitsAfter(hits, after, false), after && hitsAfter(hits, after, true)),
      distances,
    };
  }
  return { ...pageAfter(inOrder(new Set(hits.map((hit) => hit.entry)), order), order, request), distances };
}
