import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import type { ListingCursor, ListingEntry } from '@/groups/listingOrder';
import type { NearFilter } from '@/groups/placeFields';

/**
 * "Near me" in the read model: the embedded FerretDB has no geospatial queries, so the listing
 * keeps a static k-d tree (kdbush) of the groups that have coordinates and asks it for those
 * within a radius, nearest first (geokdbush: great-circle distances on a sphere of 6,371 km, the
 * haversine formula). The tree is static: any change of the entries drops it, and the next
 * near-me browse builds it again (~20–40 ms at 100,000 groups, docs/PERFORMANCE.md).
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

export class NearbyIndex {
  private tree: KDBush | null = null;
  private located: ListingEntry[] = [];

  /** The entries changed: the tree is rebuilt on the next near-me browse. */
  invalidate(): void {
    this.tree = null;
    this.located = [];
  }

  private build(entries: readonly ListingEntry[]): KDBush {
    this.located = entries.filter((entry) => !Number.isNaN(entry.lat) && !Number.isNaN(entry.lon));
    const tree = new KDBush(Math.max(1, this.located.length));
    for (const entry of this.located) tree.add(entry.lon, entry.lat);
    // An empty tree cannot be finished with no points; one far away point that is never returned.
    if (this.located.length === 0) tree.add(0, -90);
    tree.finish();
    return tree;
  }

  /**
   * Every entry within the radius that `keep` accepts, nearest first (ties by id). `entries` are
   * all of the listing's entries, read only when the tree must be rebuilt.
   */
  within(
    entries: readonly ListingEntry[],
    near: NearFilter,
    keep: ((entry: ListingEntry) => boolean) | null,
  ): NearHit[] {
    this.tree ??= this.build(entries);
    const { located } = this;
    const ids = around(this.tree, near.lon, near.lat, Infinity, near.radiusKm, (index) => {
      const entry = located[index];
      return entry !== undefined && (keep === null || keep(entry));
    });
    const hits = ids.map((index) => {
      const entry = located[index] as ListingEntry;
      return { entry, distanceKm: distance(near.lon, near.lat, entry.lon, entry.lat) };
    });
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
