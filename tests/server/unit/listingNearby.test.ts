import fc from 'fast-check';
import { Types } from 'mongoose';
import { HobbyCategory } from '@/groups/categories';
import { haversineKm as haversine } from '../geo';
import { distance } from 'geokdbush';
import { GroupListing, type ListingFields } from '@/groups/listing';

/**
 * Near me in the listing read model against a plain haversine reference, after random loads,
 * moves, removals and groups without coordinates: written entries are checked beside the k-d
 * tree until it is rebuilt, so every answer must be exact either side of a rebuild.
 */

/** geokdbush's sphere, so groups on the radius's very edge compare exactly. */
const haversineKm = (lat1: number, lon1: number, lat2: number, lon2: number) => haversine(lat1, lon1, lat2, lon2, 6371);

/** Groups of two categories: the index keeps one k-d tree per category. */
const categoryOf = (index: number) => (index % 3 === 0 ? HobbyCategory.COOKING : HobbyCategory.RUNNING);

function group(
  index: number,
  lat: number | null,
  lon: number | null,
  hobbyCategory = categoryOf(index),
): ListingFields {
  return {
    _id: new Types.ObjectId(index.toString(16).padStart(24, '0')),
    nameKey: `group ${index}`,
    groupName: `Group ${index}`,
    hobbyCategory,
    userEmail: 'owner@example.com',
    location: 'Somewhere',
    startDate: new Date(Date.UTC(2027, 0, 1)),
    maxMembers: 10,
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    place:
      lat === null || lon === null
        ? null
        : {
            id: 'x',
            kind: 'CITY',
            name: 'X',
            country: 'DE',
            point: { type: 'Point', coordinates: [lon, lat] },
            population: 1,
          },
  };
}

const point = fc.option(
  fc.record({ lat: fc.double({ min: 52, max: 53, noNaN: true }), lon: fc.double({ min: 13, max: 14, noNaN: true }) }),
  {
    nil: null,
  },
);
const step = fc.oneof(
  fc.record({
    kind: fc.constant('write' as const),
    index: fc.nat(30),
    at: point,
    category: fc.constantFrom(HobbyCategory.RUNNING, HobbyCategory.COOKING, HobbyCategory.READING),
  }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(30) }),
  fc.record({ kind: fc.constant('reload' as const) }),
);

it('lists exactly the groups within the radius, nearest first, across writes and rebuilds', () => {
  fc.assert(
    fc.property(
      fc.array(point, { maxLength: 20 }),
      fc.array(step, { maxLength: 30 }),
      fc.constantFrom(5, 25, 50),
      (initial, steps, radiusKm) => {
        const listing = new GroupListing();
        const current = new Map<number, ListingFields>(
          initial.map((at, index) => [index, group(index, at?.lat ?? null, at?.lon ?? null)]),
        );
        listing.load(current.values());
        const check = (categories?: ReadonlySet<string>) => {
          const near = { lat: 52.5, lon: 13.5, radiusKm };
          const page = listing.query({ near, categories, order: 'DISTANCE', descending: false, first: 100 });
          const want = [...current.values()]
            .filter((g) => g.place?.point && (!categories || categories.has(g.hobbyCategory.toLowerCase())))
            .map((g) => ({
              id: g._id.toString(),
              km: haversineKm(52.5, 13.5, g.place!.point!.coordinates[1], g.place!.point!.coordinates[0]),
            }))
            .filter((g) => g.km <= radiusKm * (1 - 1e-9))
            .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
          const got = page.entries.map((entry) => entry.id);
          // Within the radius by the reference, up to rounding at its edge.
          for (const { id } of want) expect(got).toContain(id);
          // And nothing else: a group listed that the reference left out lies on the edge, within rounding.
          const byId = new Map([...current.values()].map((g) => [g._id.toString(), g]));
          for (const id of got) {
            const [lon, lat] = byId.get(id)!.place!.point!.coordinates;
            if (categories) expect(categories.has(byId.get(id)!.hobbyCategory.toLowerCase())).toBe(true);
            expect(haversineKm(52.5, 13.5, lat, lon)).toBeLessThanOrEqual(radiusKm * (1 + 1e-9));
          }
          const distances = got.map((id) => page.distances!.get(id)!);
          expect(distances).toEqual([...distances].sort((a, b) => a - b));
          for (const { id, km } of want)
            expect(Math.abs(page.distances!.get(id)! - km)).toBeLessThanOrEqual(km * 0.005 + 1e-9);
        };
        const checkAll = () => {
          check();
          check(new Set(['running']));
          check(new Set(['cooking', 'reading']));
        };
        checkAll();
        for (const s of steps) {
          if (s.kind === 'write') {
            const g = group(s.index, s.at?.lat ?? null, s.at?.lon ?? null, s.category);
            current.set(s.index, g);
            listing.upsert(g);
          } else if (s.kind === 'remove') {
            current.delete(s.index);
            listing.remove(group(s.index, null, null)._id.toString());
          } else {
            listing.load(current.values());
          }
          checkAll();
        }
      },
    ),
    { numRuns: 200 },
  );
});

it('finds exactly the groups the great-circle distance puts within the radius, anywhere on Earth', () => {
  // Centres anywhere, poles and the antimeridian included (where the tree is walked another way),
  // with groups scattered up to ~2° around them, longitudes wrapped as stored.
  const wrap = (lon: number) => (lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon);
  const offset = fc.record({
    dLat: fc.double({ min: -2, max: 2, noNaN: true }),
    dLon: fc.double({ min: -2, max: 2, noNaN: true }),
  });
  fc.assert(
    fc.property(
      fc.double({ min: -90, max: 90, noNaN: true }),
      fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }), fc.constantFrom(-180, 180, 179.9, -179.9)),
      fc.array(offset, { minLength: 1, maxLength: 60 }),
      fc.constantFrom(5, 10, 25, 50, 100),
      (lat, lon, offsets, radiusKm) => {
        const groups = offsets.map(({ dLat, dLon }, index) =>
          group(index, Math.max(-90, Math.min(90, lat + dLat)), wrap(lon + dLon * Math.max(1, Math.abs(lat) / 10))),
        );
        const listing = new GroupListing();
        listing.load(groups);
        const near = { lat, lon, radiusKm };
        const page = listing.query({ near, order: 'DISTANCE', descending: false, first: 100 });
        const want = groups
          .map((g) => ({
            id: g._id.toString(),
            km: distance(lon, lat, ...(g.place!.point!.coordinates as [number, number])),
          }))
          .filter((g) => g.km <= radiusKm)
          .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
        expect(page.entries.map((entry) => entry.id)).toEqual(want.map((g) => g.id));
        expect(page.totalCount).toBe(want.length);
      },
    ),
    { numRuns: 500 },
  );
});
