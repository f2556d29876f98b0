import type { PlacesService } from '@/geo/places';
import type { GroupRecord } from '@/groups/model';
import type { GroupStore } from '@/groups/store';

/** Groups geocoded per slice before the migration yields to requests. */
const perSlice = 200;

/**
 * The start-up migration of free-text locations: a group written before places existed (no
 * `place` field at all) gets the city its location names, when it names one with confidence
 * (PlacesService.cityNamed: the whole text is a city's name, unique or ten times as populous as
 * any namesake). Everything else keeps its text only and still shows and searches as before.
 * Idempotent: each group is written once, only while it still has no `place` and is unchanged
 * since it was read (a place chosen or removed meanwhile wins; null means "removed", never
 * guessed again). Runs in the background after the read models loaded; returns how many it placed.
 */
export function placeFreeTextGroups(store: GroupStore, places: PlacesService): Promise<number> {
  const placed = placeEach(store, places);
  placed.catch(() => undefined); // the database went away: the next start finishes the job
  return placed;
}

async function placeEach(store: GroupStore, places: PlacesService): Promise<number> {
  await places.ready();
  const waiting = store.listing.allDocuments().filter((group) => group.place === undefined);
  let placed = 0;
  for (let start = 0; start < waiting.length; start += perSlice) {
    const found: [GroupRecord, NonNullable<GroupRecord['place']>][] = [];
    for (const group of waiting.slice(start, start + perSlice)) {
      const place = places.cityNamed(group.location);
      if (place) found.push([group, place]);
    }
    for (const [group, place] of found) if (await store.geocode(group, place)) placed += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return placed;
}
