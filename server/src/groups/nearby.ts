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
 * haversine formula). The trees (one per category) are static: built when the listing loads, and
 * writes are checked beside them until they are rebuilt in the background (docs/PERFORMANCE.md).
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

/** Entries written since the trees were built, checked one by one, before they are rebuilt (off the request path). */
const rebuildAfterAdded = 2_000;
const rebuildAfterMs = 2_000;

/** A static k-d tree over some entries, and those entries by its point index. */
interface Tree {
  tree: KDBush;
  located: Located[];
}

/** An entry with coordinates; its point's [lon, lat]. */
type Located = ListingEntry & { point: readonly number[] };

function isLocated(entry: ListingEntry): entry is Located {
  return entry.point !== null;
}

/** Great-circle distance in km from the point asked about to the entry's. */
function distanceTo(near: NearFilter, entry: Located): number {
  return distance(near.lon, near.lat, entry.point[0]!, entry.point[1]!);
}

function treeOf(located: Located[]): Tree {
  const tree = new KDBush(located.length);
  for (const { point } of located) tree.add(point[0]!, point[1]!);
  tree.finish();
  return { tree, located };
}

/**
 * The groups with coordinates in one k-d tree per category. Near-me browses almost always name a
 * category (the acceptance case: 25 km and one category), and one tree for all walked every group
 * in the radius, asking the filter of each (at 100,000 groups, thousands around a big city): a
 * category's own tree holds only the groups that can match. A browse of several categories, or
 * of all, walks their trees and merges the hits.
 */
export class NearbyIndex {
  /** By category key; null until first built. Some entries may since have been replaced or removed. */
  private trees: Map<string, Tree> | null = null;
  /** Entries with coordinates written since the trees were built. */
  private readonly added = new Set<Located>();
  /**
   * Entries replaced or removed since the trees were built: skipped when found. (A set of the few
   * that changed, not a lookup of every entry found: that lookup cost more than the tree walk.)
   */
  private readonly gone = new Set<ListingEntry>();
  private rebuildTimer: NodeJS.Timeout | null = null;

  /** `entries`: every entry now, what a rebuild reads. */
  constructor(private readonly entries: () => readonly ListingEntry[]) {}

  /** Builds the trees over every entry with coordinates (at load: ~40 ms of CPU at 100,000 groups). */
  rebuild(): void {
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    this.rebuildTimer = null;
    this.added.clear();
    this.gone.clear();
    const byCategory = new Map<string, Located[]>();
    for (const entry of this.entries()) {
      if (!isLocated(entry)) continue;
      const located = byCategory.get(entry.categoryKey);
      if (located) located.push(entry);
      else byCategory.set(entry.categoryKey, [entry]);
    }
    this.trees = new Map([...byCategory].map(([category, located]) => [category, treeOf(located)]));
  }

  /**
   * An entry was written. The trees stay as they are (a rebuild per write would cost every write,
   * or the next near-me browse, the whole build); the entry is checked on its own until the trees
   * are rebuilt in the background, once writes pause or many piled up.
   */
  written(entry: ListingEntry): void {
    if (!isLocated(entry)) return;
    this.added.add(entry);
    if (this.added.size >= rebuildAfterAdded) {
      this.scheduleRebuild(0);
    } else {
      this.scheduleRebuild(rebuildAfterMs);
    }
  }

  /** An entry was replaced or removed: it is skipped until the next rebuild. */
  removed(entry: ListingEntry): void {
    if (!isLocated(entry)) return;
    this.added.delete(entry);
    if (this.trees) this.gone.add(entry);
    this.scheduleRebuild(rebuildAfterMs);
  }

  private scheduleRebuild(delayMs: number): void {
    if (this.rebuildTimer && delayMs > 0) return;
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    this.rebuildTimer = setTimeout(() => this.rebuild(), delayMs).unref();
  }

  /**
   * Every entry within the radius that `keep` accepts, nearest first (ties by id). `categories`
   * (category keys; empty or missing: all) picks the trees to walk; `keep` still decides.
   */
  within(
    near: NearFilter,
    keep: ((entry: ListingEntry) => boolean) | null,
    categories?: ReadonlySet<string>,
  ): NearHit[] {
    if (!this.trees) this.rebuild();
    const trees = this.trees as Map<string, Tree>;
    const { gone } = this;
    const inCategory = (entry: ListingEntry) => !categories?.size || categories.has(entry.categoryKey);
    const wanted = (entry: ListingEntry) => (keep === null || keep(entry)) && (gone.size === 0 || !gone.has(entry));
    const hitOf = (entry: Located) => ({ entry, distanceKm: distanceTo(near, entry) });
    const hits: NearHit[] = [];
    for (const category of categories?.size ? categories : trees.keys()) {
      const found = trees.get(category);
      if (!found) continue;
      const { tree, located } = found;
      const ids = around(tree, near.lon, near.lat, Infinity, near.radiusKm, (index) => {
        const entry = located[index];
        return entry !== undefined && wanted(entry);
      });
      for (const index of ids) hits.push(hitOf(located[index] as Located));
    }
    for (const entry of this.added) {
      if (!inCategory(entry) || !wanted(entry)) continue;
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
  near: NearFilter,
  order: BrowseOrder,
  request: { descending: boolean; first: number; after?: ListingCursor },
  inOrder: (inside: ReadonlySet<ListingEntry>, order: ListingOrder) => readonly ListingEntry[],
): ReturnType<typeof pageOf> & { distances: ReadonlyMap<string, number> } {
  const { after } = request;
  const page =
    order === 'DISTANCE'
      ? pageOf(
          hits.map((hit) => hit.entry),
          request,
          after && hitsAfter(hits, after, false),
          after && hitsAfter(hits, after, true),
        )
      : pageAfter(inOrder(new Set(hits.map((hit) => hit.entry)), order), order, request);
  // The page's own distances (the same formula as the hits'), not a map of every hit per browse.
  const distances = new Map(page.entries.filter(isLocated).map((entry) => [entry.id, distanceTo(near, entry)]));
  return { ...page, distances };
}
