import { DateTime } from 'luxon';
import { ObjectId } from 'mongodb';
import { HobbyCategory, hobbyCategoryNames } from '@/groups/categories';
import { nameKeyOf, type GroupRecord } from '@/groups/model';
import { eveningSchedule } from '@/groups/seed';

/**
 * Realistic bench groups, generated deterministically (a seeded PRNG): names from word lists,
 * all eight categories, start dates a year either side of today, many organizers; three in ten
 * groups meet weekly (a schedule without end from their start day), the rest are one-offs.
 *
 * Every name starts with one of 100 place names, chosen uniformly, so searching for one place
 * matches ~1% of the groups (no place is a substring of any other word or category name).
 */

const placePrefixes = ['Ash', 'Oak', 'Elm', 'Mill', 'Stone', 'Fair', 'Green', 'Red', 'North', 'West'];
const placeSuffixes = ['ford', 'field', 'brook', 'wood', 'ton', 'dale', 'haven', 'bury', 'port', 'ridge'];
export const places = placePrefixes.flatMap((prefix) => placeSuffixes.map((suffix) => prefix + suffix));

/** The search term of the search scenarios: one place, so ~1% of the names. */
export const searchTerm = 'millbrook';

const hobbyWords: Record<HobbyCategory, string[]> = {
  [HobbyCategory.DRAWING_AND_PAINTING]: ['Sketchers', 'Watercolour', 'Ink & Charcoal', 'Life Drawing', 'Oil Painters'],
  [HobbyCategory.PHOTOGRAPHY]: ['Photo Walks', 'Film Photography', 'Street Photography', 'Shutterbugs', 'Macro Lens'],
  [HobbyCategory.VIDEO_GAMING]: ['Retro Gaming', 'Speedrunners', 'LAN Party', 'Co-op Nights', 'Indie Games'],
  [HobbyCategory.FISHING]: ['Fly Fishing', 'Anglers', 'Carp Hunters', 'Sea Fishing', 'Lure Makers'],
  [HobbyCategory.RUNNING]: ['Trail Runners', 'Park Run', 'Marathon Training', '5K Crew', 'Night Joggers'],
  [HobbyCategory.COOKING]: ['Supper Club', 'Sourdough Bakers', 'Street Food', 'Pasta Lab', 'Spice Route'],
  [HobbyCategory.READING]: ['Book Club', 'Sci-Fi Readers', 'Classics Circle', 'Mystery Readers', 'Comic Swap'],
  [HobbyCategory.WRITING]: ["Writers' Workshop", 'Novel Sprint', 'Poetry Slam', 'Journaling', 'Screenwriters'],
};
const qualifiers = ['', '', '', 'Sunday', 'Evening', 'Weekend', 'Early Bird', 'Midweek', "Beginners'", 'Social'];
const groupWords = ['Club', 'Circle', 'Collective', 'Society', 'Crew', 'Meetup', 'Guild', 'Group'];
const venues = [
  'Community Hall',
  'Public Library',
  'Riverside Park',
  'Old Town Square',
  'Harbour Café',
  'Youth Centre',
];
const firstNames = ['Maya', 'Tomás', 'Aiko', 'Priya', 'Jonas', 'Amara', 'Luca', 'Noor', 'Elena', 'Sam', 'Kofi', 'Ines'];
const lastNames = ['Lindqvist', 'Ortega', 'Tanaka', 'Shah', 'Berg', 'Okafor', 'Rossi', 'Haddad', 'Novak', 'Reyes'];

/** mulberry32: a small deterministic PRNG, so every run seeds the same data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Zones of the seeded weekly schedules. */
const benchZones = ['Europe/Berlin', 'America/New_York', 'Europe/Lisbon', 'Asia/Kolkata', 'Australia/Sydney'];

/** Three in ten groups meet weekly, as hobby groups do: the rest are one-offs. */
export const isWeekly = (index: number) => index % 10 < 3;

/**
 * A weekly schedule starting on the group's start day at 19:00 in one of a few zones, without
 * end (so the group stays active while sessions lie ahead), as sessions/service.ts stores it.
 */
function weeklySchedule(startDate: Date, index: number): GroupRecord['schedule'] {
  return eveningSchedule(startDate, benchZones[index % benchZones.length] as string);
}

/**
 * When a weekly schedule of `weeklySchedule` next meets after `now`: its first session, else the
 * first week's 19:00 (wall clock, in its zone) still ahead. The key the app stores as
 * `nextSessionAt`, worked out on its own here (luxon's calendar weeks, not the app's rrule) so the
 * bench's expected orders check the app's.
 */
export function nextWeeklySession(schedule: NonNullable<GroupRecord['schedule']>, now: number): Date {
  const [series] = schedule.series;
  if (!series) throw new Error('a bench schedule has one series');
  const first = DateTime.fromISO(series.localStart, { zone: series.timeZone });
  // Whole weeks since the first session (a DST hour either way is settled by the loop).
  let at = first.plus({ weeks: Math.max(0, Math.floor((now - first.toMillis()) / (7 * dayMs))) });
  while (at.toMillis() <= now) at = at.plus({ weeks: 1 });
  return at.toJSDate();
}

/** A weekly group's schedule and its discovery key, as the app stores them (sessions/service.ts). */
function weeklyFields(startDate: Date, index: number): Pick<GroupRecord, 'schedule' | 'nextSessionAt'> {
  const schedule = weeklySchedule(startDate, index);
  return { schedule, nextSessionAt: schedule && nextWeeklySession(schedule, Date.now()) };
}

/** A stored group as the bench inserts it with the plain driver: the app's record, plus Mongoose's version key. */
export type BenchGroup = Omit<GroupRecord, '_id'> & { _id: ObjectId; __v: number };

export interface Owner {
  uid: string;
  email: string;
  name: string;
}

const dayMs = 86_400_000;

/**
 * Where the bench groups meet: real cities (GeoNames ids and coordinates, as the place search
 * gives them), each group a few km from its city's centre, so near-me searches find thousands.
 */
export const benchCities = [
  { id: '2950159', name: 'Berlin', country: 'DE', lat: 52.52437, lon: 13.41053 },
  { id: '2911298', name: 'Hamburg', country: 'DE', lat: 53.57532, lon: 10.01534 },
  { id: '2867714', name: 'Munich', country: 'DE', lat: 48.13743, lon: 11.57549 },
  { id: '2886242', name: 'Köln', country: 'DE', lat: 50.93333, lon: 6.95 },
  { id: '2988507', name: 'Paris', country: 'FR', lat: 48.85341, lon: 2.3488 },
  { id: '2643743', name: 'London', country: 'GB', lat: 51.50853, lon: -0.12574 },
  { id: '2759794', name: 'Amsterdam', country: 'NL', lat: 52.37403, lon: 4.88969 },
  { id: '2657896', name: 'Zürich', country: 'CH', lat: 47.36667, lon: 8.55 },
  { id: '2761369', name: 'Vienna', country: 'AT', lat: 48.20849, lon: 16.37208 },
  { id: '3117735', name: 'Madrid', country: 'ES', lat: 40.4165, lon: -3.70256 },
  { id: '3169070', name: 'Rome', country: 'IT', lat: 41.89193, lon: 12.51133 },
  { id: '5128581', name: 'New York City', country: 'US', lat: 40.71427, lon: -74.00597 },
  { id: '1850147', name: 'Tokyo', country: 'JP', lat: 35.6895, lon: 139.69171 },
  { id: '2147714', name: 'Sydney', country: 'AU', lat: -33.86785, lon: 151.20732 },
  { id: '1275339', name: 'Mumbai', country: 'IN', lat: 19.07283, lon: 72.88261 },
  { id: '3448439', name: 'São Paulo', country: 'BR', lat: -23.5475, lon: -46.63611 },
] as const;

/** The place of the `index`th group: a city, and a point up to ~30 km from its centre. */
function placeOf(pick: () => number): NonNullable<GroupRecord['place']> {
  const city = benchCities[Math.floor(pick() * benchCities.length)]!;
  const lat = city.lat + (pick() - 0.5) * 0.5;
  const lon = city.lon + ((pick() - 0.5) * 0.5) / Math.cos((city.lat * Math.PI) / 180);
  return {
    id: city.id,
    kind: 'CITY',
    name: city.name,
    country: city.country,
    point: { type: 'Point', coordinates: [lon, lat] },
    population: null,
  };
}

/**
 * `count` groups; the first `signedInGroups` belong to `signedIn` (the owner whose token the
 * bench holds), the rest to count/50 (at least 10) generated organizers.
 */
export function* generateGroups(count: number, signedIn: Owner, signedInGroups = 20): Generator<BenchGroup> {
  const next = random(count);
  // Its own sequence: the other fields stay as they were before groups had places.
  const where = random(count + 1);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const ownerCount = Math.max(10, Math.floor(count / 50));
  const today = Math.floor(Date.now() / dayMs) * dayMs;
  const baseTime = Math.floor(Date.now() / 1000) - count;
  for (let index = 0; index < count; index += 1) {
    const category = hobbyCategoryNames[index % hobbyCategoryNames.length] as HobbyCategory;
    const qualifier = pick(qualifiers);
    const groupName = [pick(places), qualifier, pick(hobbyWords[category]), pick(groupWords)]
      .filter((word) => word !== '')
      .join(' ');
    const ownerIndex = Math.floor(next() * ownerCount);
    const owner: Owner =
      index < signedInGroups
        ? signedIn
        : {
            uid: `bench-owner-${ownerIndex}`,
            email: `organizer${ownerIndex}@bench.hobbyhub.test`,
            name: `${pick(firstNames)} ${pick(lastNames)}`,
          };
    const created = new Date(today - Math.floor(next() * 400) * dayMs);
    const id = ObjectId.createFromTime(baseTime + index);
    const startDate = new Date(today + Math.floor(next() * 730 - 365) * dayMs);
    yield {
      _id: id,
      groupName,
      nameKey: nameKeyOf(groupName),
      hobbyCategory: category,
      description: `${groupName} meets every week. All levels welcome: bring a friend, we share tips, gear and good company.`,
      location: `${pick(venues)}, ${pick(places)}`,
      place: placeOf(where),
      maxMembers: 5 + Math.floor(next() * 96),
      startDate,
      ...(isWeekly(index) ? weeklyFields(startDate, index) : {}),
      imageURL: `https://images.hobbyhub.test/covers/${category.toLowerCase().replace(/[^a-z]+/g, '-')}-${index % 12}.jpg`,
      userName: owner.name,
      userEmail: owner.email,
      ownerUid: owner.uid,
      createdAt: created,
      updatedAt: created,
      __v: 0,
    };
  }
}

/** True when the app's search (name or category name, case-insensitive) would match. */
export function matchesSearch(group: Pick<BenchGroup, 'nameKey' | 'hobbyCategory'>, term: string): boolean {
  const needle = term.toLowerCase();
  return group.nameKey.includes(needle) || group.hobbyCategory.toLowerCase().includes(needle);
}
