import { HobbyCategory } from '@/groups/categories';
import { Types } from 'mongoose';
import { nameKeyOf, type GroupModel, type GroupRecord } from '@/groups/model';
import { nextSessionAtOf } from '@/schedule/schedule';

type DemoGroup = Pick<GroupRecord, 'groupName' | 'hobbyCategory' | 'description' | 'location' | 'maxMembers'> & {
  /** Days from today; negative: the group has already started. */
  startsInDays: number;
  organizer: keyof typeof organizers;
  /** Demo people who joined; `waiting` more queue behind them (only where the group is full). */
  turnout?: { members: number; waiting?: number; going?: number };
};

/** Demo organizers are not accounts anyone can sign in as; their groups are for browsing. */
const organizers = {
  maya: { userName: 'Maya Lindqvist', userEmail: 'maya@demo.hobbyhub.test', ownerUid: 'demo-maya' },
  tomas: { userName: 'Tomás Ortega', userEmail: 'tomas@demo.hobbyhub.test', ownerUid: 'demo-tomas' },
  aiko: { userName: 'Aiko Tanaka', userEmail: 'aiko@demo.hobbyhub.test', ownerUid: 'demo-aiko' },
} as const;

const demoGroups: DemoGroup[] = [
  {
    groupName: 'Sunday Watercolour Circle',
    hobbyCategory: HobbyCategory.DRAWING_AND_PAINTING,
    description: 'Relaxed watercolour sessions for every level. Bring your brushes; we share paper, palettes and tips.',
    location: 'Riverside Community Hall',
    maxMembers: 15,
    startsInDays: 21,
    organizer: 'maya',
    turnout: { members: 6, going: 4 },
  },
  {
    groupName: 'Urban Sketchers Downtown',
    hobbyCategory: HobbyCategory.DRAWING_AND_PAINTING,
    description: 'We draw the city on location: markets, cafés and bridges, then compare sketchbooks over coffee.',
    location: 'Old Town Square',
    maxMembers: 25,
    startsInDays: -30,
    organizer: 'tomas',
    turnout: { members: 9, going: 5 },
  },
  {
    groupName: 'Golden Hour Photo Walks',
    hobbyCategory: HobbyCategory.PHOTOGRAPHY,
    description: 'Evening walks chasing the best light. Phones and cameras equally welcome; short critique at the end.',
    location: 'Harbour Promenade',
    maxMembers: 20,
    startsInDays: 14,
    organizer: 'aiko',
  },
  {
    groupName: 'Film Photography Club',
    hobbyCategory: HobbyCategory.PHOTOGRAPHY,
    description: 'Shoot, develop and scan analogue film together. Darkroom evenings once a month.',
    location: 'Lumen Studio, 4th Street',
    maxMembers: 12,
    startsInDays: -10,
    organizer: 'maya',
    turnout: { members: 5, going: 3 },
  },
  {
    groupName: 'Retro Console Nights',
    hobbyCategory: HobbyCategory.VIDEO_GAMING,
    description: 'Couch co-op and speedrun attempts on classic consoles. Snacks provided, controllers shared.',
    location: 'Pixel Café',
    maxMembers: 16,
    startsInDays: 7,
    organizer: 'tomas',
    turnout: { members: 7 },
  },
  {
    groupName: 'Indie Game Dev & Play',
    hobbyCategory: HobbyCategory.VIDEO_GAMING,
    description: 'Play-test each other’s indie games and talk design. Makers and players welcome.',
    location: 'Innovation Hub, Room 2',
    maxMembers: 30,
    startsInDays: 45,
    organizer: 'aiko',
    turnout: { members: 4 },
  },
  {
    groupName: 'Lakeside Fly Fishing',
    hobbyCategory: HobbyCategory.FISHING,
    description: 'Learn to cast, tie flies and read the water. Catch and release, gear for beginners available.',
    location: 'Silver Lake North Shore',
    maxMembers: 10,
    startsInDays: 30,
    organizer: 'tomas',
    turnout: { members: 3, going: 2 },
  },
  {
    groupName: 'Dawn Patrol Anglers',
    hobbyCategory: HobbyCategory.FISHING,
    description: 'Early-morning pier fishing with thermos coffee and good company. All skill levels.',
    location: 'East Pier',
    maxMembers: 8,
    startsInDays: -60,
    organizer: 'maya',
    turnout: { members: 8, waiting: 3, going: 6 },
  },
  {
    groupName: 'Couch to 5K Crew',
    hobbyCategory: HobbyCategory.RUNNING,
    description: 'A friendly nine-week plan from walking to running five kilometres. Nobody gets left behind.',
    location: 'Central Park Main Gate',
    maxMembers: 40,
    startsInDays: 10,
    organizer: 'aiko',
    turnout: { members: 12, going: 8 },
  },
  {
    groupName: 'Trail Runners Collective',
    hobbyCategory: HobbyCategory.RUNNING,
    description: 'Weekend trail runs of 10 to 20 km through the hills, with a coffee stop at the summit.',
    location: 'Pine Ridge Trailhead',
    maxMembers: 25,
    startsInDays: -5,
    organizer: 'tomas',
  },
  {
    groupName: 'World Kitchen Supper Club',
    hobbyCategory: HobbyCategory.COOKING,
    description: 'Each month we cook one country’s classics together, then sit down and eat what we made.',
    location: 'Community Kitchen, Elm Road',
    maxMembers: 14,
    startsInDays: 18,
    organizer: 'maya',
    turnout: { members: 8, going: 6 },
  },
  {
    groupName: 'Sourdough Starters',
    hobbyCategory: HobbyCategory.COOKING,
    description: 'Share starters, swap recipes and troubleshoot crumb. Bring a loaf, take a loaf.',
    location: 'The Bread Shed',
    maxMembers: 12,
    startsInDays: -20,
    organizer: 'aiko',
    turnout: { members: 5 },
  },
  {
    groupName: 'Slow Classics Book Club',
    hobbyCategory: HobbyCategory.READING,
    description: 'One classic novel a month, read slowly and discussed kindly. Tea and biscuits included.',
    location: 'City Library, Reading Room',
    maxMembers: 18,
    startsInDays: 25,
    organizer: 'tomas',
    turnout: { members: 7, going: 4 },
  },
  {
    groupName: 'Sci-Fi & Fantasy Readers',
    hobbyCategory: HobbyCategory.READING,
    description: 'From space opera to epic fantasy: monthly picks, lively debates and reading lists.',
    location: 'Starlight Books',
    maxMembers: 20,
    startsInDays: -45,
    organizer: 'aiko',
    turnout: { members: 6 },
  },
  {
    groupName: 'Morning Pages Writers',
    hobbyCategory: HobbyCategory.WRITING,
    description: 'Quiet writing sprints followed by optional sharing. Fiction, poetry, journals: all welcome.',
    location: 'Corner Café Upstairs',
    maxMembers: 12,
    startsInDays: 12,
    organizer: 'maya',
    turnout: { members: 3 },
  },
  {
    groupName: 'Flash Fiction Workshop',
    hobbyCategory: HobbyCategory.WRITING,
    description: 'Write a story under 500 words each week and get warm, specific feedback from the group.',
    location: 'Online and Library Annex',
    maxMembers: 16,
    startsInDays: -15,
    organizer: 'tomas',
    turnout: { members: 5, going: 3 },
  },
];

/**
 * Who turns up in the demo, by group name: how many demo people joined, how many wait (the one
 * full group), and how many of the members answered Going for its next session. Golden Hour Photo
 * Walks stays empty: a group nobody joined yet is part of the picture too.
 */
export function demoTurnouts(): { groupName: string; members: number; waiting: number; going: number }[] {
  return demoGroups.flatMap(({ groupName, turnout }) =>
    turnout ? [{ groupName, members: turnout.members, waiting: turnout.waiting ?? 0, going: turnout.going ?? 0 }] : [],
  );
}

export function categorySlug(category: HobbyCategory): string {
  return category
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-');
}

/**
 * Where the demo groups meet: real cities (their GeoNames ids, as the place search gives them),
 * near each other in pairs so "near me" finds several, with the zone their sessions keep.
 */
const demoCities = [
  { id: '2950159', name: 'Berlin', country: 'DE', lat: 52.52437, lon: 13.41053, zone: 'Europe/Berlin' },
  { id: '2852458', name: 'Potsdam', country: 'DE', lat: 52.39886, lon: 13.06566, zone: 'Europe/Berlin' },
  { id: '2911298', name: 'Hamburg', country: 'DE', lat: 53.57532, lon: 10.01534, zone: 'Europe/Berlin' },
  { id: '2867714', name: 'Munich', country: 'DE', lat: 48.13743, lon: 11.57549, zone: 'Europe/Berlin' },
  { id: '2759794', name: 'Amsterdam', country: 'NL', lat: 52.37403, lon: 4.88969, zone: 'Europe/Amsterdam' },
  { id: '2643743', name: 'London', country: 'GB', lat: 51.50853, lon: -0.12574, zone: 'Europe/London' },
  { id: '2657896', name: 'Zürich', country: 'CH', lat: 47.36667, lon: 8.55, zone: 'Europe/Zurich' },
  { id: '5128581', name: 'New York City', country: 'US', lat: 40.71427, lon: -74.00597, zone: 'America/New_York' },
] as const;

const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/**
 * A stored schedule of one run without end, at 19:00 on the start day's weekday in `zone`: every
 * week, or every month on the n-th such weekday. Demo data and the bench write schedules this way.
 */
export function eveningSchedule(
  startDate: Date,
  zone: string,
  weekOfMonth: number | null = null,
): GroupRecord['schedule'] {
  return {
    series: [
      {
        localStart: `${startDate.toISOString().slice(0, 10)}T19:00`,
        timeZone: zone,
        durationMinutes: 120,
        recurrence: {
          frequency: weekOfMonth === null ? 'WEEKLY' : 'MONTHLY',
          interval: 1,
          // The start day's own weekday (getUTCDay: 0 is Sunday).
          weekdays: [weekdays[(startDate.getUTCDay() + 6) % 7]!],
          weekOfMonth,
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
}

/** How the `index`th demo group meets: most weekly, some monthly (the n-th of its weekday), a few once. */
function demoSchedule(index: number, startDate: Date, zone: string): GroupRecord['schedule'] {
  if (index % 5 === 4) return null;
  return eveningSchedule(startDate, zone, index % 5 === 3 ? Math.min(4, Math.ceil(startDate.getUTCDate() / 7)) : null);
}

/** The `index`th demo group's place: online when its location says so, else a city (a few streets from its centre). */
function demoPlace(index: number, location: string): NonNullable<GroupRecord['place']> & { zone: string } {
  if (/\bonline\b/i.test(location)) {
    return { id: 'online', kind: 'ONLINE', name: 'Online', country: null, point: null, population: null, zone: 'UTC' };
  }
  const city = demoCities[index % demoCities.length]!;
  const offset = ((index % 3) - 1) * 0.01;
  return {
    id: city.id,
    kind: 'CITY',
    name: city.name,
    country: city.country,
    point: { type: 'Point', coordinates: [city.lon + offset, city.lat - offset] },
    population: null,
    zone: city.zone,
  };
}

/**
 * Seeds the demo groups into an empty database, once: in real cities (one online), most meeting
 * weekly or monthly with sessions ahead. Cover images are served by the app itself
 * (client/public/images/groups), so nothing loads from the internet.
 */
export async function seedDemoGroups(groups: GroupModel, publicUrl: string, now = new Date()): Promise<number> {
  if (await groups.exists({})) return 0;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await groups.insertMany(
    demoGroups.map(({ startsInDays, organizer, turnout: _turnout, ...group }, index) => {
      const _id = new Types.ObjectId();
      const startDate = new Date(today + startsInDays * 86_400_000);
      const { zone, ...place } = demoPlace(index, group.location);
      const schedule = demoSchedule(index, startDate, zone);
      return {
        ...group,
        _id,
        ...organizers[organizer],
        nameKey: nameKeyOf(group.groupName),
        startDate,
        place,
        ...(schedule
          ? { schedule, nextSessionAt: nextSessionAtOf({ _id, location: group.location, schedule }, now) }
          : {}),
        imageURL: `${publicUrl}/images/groups/${categorySlug(group.hobbyCategory)}.svg`,
      };
    }),
  );
  return demoGroups.length;
}
