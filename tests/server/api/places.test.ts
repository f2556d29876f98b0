import ICAL from 'ical.js';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import {
  daysFromToday,
  graphqlUntyped,
  groupInput,
  onlyError,
  restGroupBody,
  storedGroups,
  withoutRateLimits,
  type RestError,
} from '../fixtures';
import { graphql } from '../gql';
import type { GroupFilter, GroupOrder, HobbyCategory } from '../gql/graphql';
import { JoinGroupMutation } from '../membershipDocuments';
import { haversineKm } from '../geo';

/**
 * Places and near me, through both adapters on the real stack: the offline place search, a
 * group's place chosen by id, and near-me lists around Berlin (groups in Berlin, Potsdam,
 * Hamburg, Munich, online and without a place) checked against haversine distances computed
 * here, combined with the other filters, paged by cursor, and refused when the input is bad.
 */

const PlacesQuery = graphql(`
  query TestPlaces($search: String!, $first: Int) {
    places(search: $search, first: $first) {
      id
      kind
      name
      country
      lat
      lon
      population
    }
  }
`);

const CreatePlacedGroup = graphql(`
  mutation TestCreatePlacedGroup($input: CreateGroupInput!) {
    createGroup(input: $input) {
      group {
        id
        location
        venue
        distanceKm
        place {
          id
          kind
          name
          country
          lat
          lon
        }
      }
    }
  }
`);

const UpdatePlacedGroup = graphql(`
  mutation TestUpdatePlacedGroup($input: UpdateGroupInput!) {
    updateGroup(input: $input) {
      group {
        id
        venue
        place {
          id
          name
        }
      }
    }
  }
`);

const NearGroupsQuery = graphql(`
  query TestNearGroups($filter: GroupFilter, $orderBy: GroupOrder, $first: Int, $after: String) {
    groups(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      nodes {
        id
        groupName
        distanceKm
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const NearCountsQuery = graphql(`
  query TestNearCounts($filter: GroupFilter) {
    groupCounts(filter: $filter) {
      category
      count
    }
  }
`);

const berlinCentre = { lat: 52.52, lon: 13.405 };

interface Placed {
  id: string;
  name: string;
  category: HobbyCategory;
  startDate: string;
  lat: number | null;
  lon: number | null;
  full: boolean;
}

let app: TestApp;
let organizer: TestUser;
let joiner: TestUser;
const placed: Placed[] = [];
const cityIds: Record<string, string> = {};

async function placeNamed(search: string, country: string) {
  const res = await graphqlRequest(app.url, PlacesQuery, { search, first: 10 });
  const place = res.data?.places.find((candidate) => candidate.country === country);
  if (!place) throw new Error(`no place ${search} in ${country}`);
  return place;
}

beforeAll(async () => {
  [app, organizer, joiner] = await Promise.all([
    startTestApp(withoutRateLimits),
    createTestUser('Place Organizer'),
    createTestUser('Place Joiner'),
  ]);
  for (const [key, search] of [
    ['berlin', 'Berlin'],
    ['potsdam', 'Potsdam'],
    ['hamburg', 'Hamburg'],
    ['munich', 'Munich'],
  ] as const) {
    cityIds[key] = (await placeNamed(search, 'DE')).id;
  }
  const plan: [string, string | null, HobbyCategory, number][] = [
    ['Berlin Sketchers', 'berlin', 'DRAWING_AND_PAINTING', 5],
    ['Berlin Runners', 'berlin', 'RUNNING', 10],
    ['Berlin Bakers', 'berlin', 'COOKING', 20],
    ['Berlin Readers', 'berlin', 'READING', 40],
    ['Potsdam Runners', 'potsdam', 'RUNNING', 8],
    ['Potsdam Photo Walk', 'potsdam', 'PHOTOGRAPHY', 12],
    ['Potsdam Anglers', 'potsdam', 'FISHING', 30],
    ['Hamburg Runners', 'hamburg', 'RUNNING', 9],
    ['Hamburg Writers', 'hamburg', 'WRITING', 15],
    ['Munich Runners', 'munich', 'RUNNING', 6],
    ['Munich Gamers', 'munich', 'VIDEO_GAMING', 25],
    ['Online Writers', 'online', 'WRITING', 7],
    ['Somewhere Readers', null, 'READING', 11],
  ];
  for (const [index, [groupName, city, hobbyCategory, days]] of plan.entries()) {
    const res = await graphqlRequest(
      app.url,
      CreatePlacedGroup,
      {
        input: groupInput({
          groupName,
          hobbyCategory,
          startDate: daysFromToday(days),
          // One group in Berlin and one in Potsdam take one member: they fill up below.
          maxMembers: index === 1 || index === 4 ? 1 : 10,
          ...(city === null ? {} : { placeId: city === 'online' ? 'online' : cityIds[city] }),
        }),
      },
      organizer.token,
    );
    const group = res.data?.createGroup.group;
    if (!group) throw new Error(JSON.stringify(res.errors));
    placed.push({
      id: group.id,
      name: groupName,
      category: hobbyCategory,
      startDate: daysFromToday(days),
      lat: group.place?.lat ?? null,
      lon: group.place?.lon ?? null,
      full: false,
    });
  }
  for (const index of [1, 4]) {
    const res = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: placed[index]!.id } }, joiner.token);
    expect(res.errors).toBeUndefined();
    placed[index]!.full = true;
  }
});

afterAll(() => app.stop());

/** What a near-me list must hold, computed here from the coordinates the API gave back. */
function expectedNear(radiusKm: number, keep: (group: Placed) => boolean = () => true) {
  return placed
    .filter((group) => group.lat !== null && group.lon !== null && keep(group))
    .map((group) => ({ ...group, km: haversineKm(berlinCentre.lat, berlinCentre.lon, group.lat!, group.lon!) }))
    .filter((group) => group.km <= radiusKm)
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
}

async function everyPage(filter: GroupFilter, orderBy: GroupOrder | undefined, first: number) {
  const seen: { id: string; distanceKm: number | null }[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 50; pages += 1) {
    const res = await graphqlRequest(app.url, NearGroupsQuery, { filter, orderBy, first, after });
    expect(res.errors).toBeUndefined();
    const page = res.data!.groups;
    seen.push(...page.nodes.map(({ id, distanceKm }) => ({ id, distanceKm: distanceKm ?? null })));
    if (!page.pageInfo.hasNextPage) return seen;
    after = page.pageInfo.endCursor ?? undefined;
  }
  throw new Error('paging did not end');
}

describe('place search', () => {
  it('finds cities by the start of their name, accents and case ignored, the most populous first', async () => {
    for (const search of ['zur', 'ZÜR', 'Zür']) {
      const res = await graphqlRequest(app.url, PlacesQuery, { search, first: 5 });
      expect(res.errors).toBeUndefined();
      expect(res.data!.places[0]).toMatchObject({ name: 'Zürich', country: 'CH', kind: 'CITY' });
      const populations = res.data!.places.map((place) => place.population ?? 0);
      expect(populations).toEqual([...populations].sort((a, b) => b - a));
    }
    const berlin = await graphqlRequest(app.url, PlacesQuery, { search: 'berl', first: 3 });
    expect(berlin.data!.places[0]).toMatchObject({ name: 'Berlin', country: 'DE' });
    expect(berlin.data!.places[0]!.lat).toBeCloseTo(52.52, 1);
    expect(berlin.data!.places[0]!.lon).toBeCloseTo(13.41, 1);
  });

  it('offers Online as a place of its own', async () => {
    const res = await graphqlRequest(app.url, PlacesQuery, { search: 'onl' });
    expect(res.data!.places[0]).toEqual({
      id: 'online',
      kind: 'ONLINE',
      name: 'Online',
      country: null,
      lat: null,
      lon: null,
      population: null,
    });
  });

  it('answers the same over REST, and a one-letter search too', async () => {
    const graph = await graphqlRequest(app.url, PlacesQuery, { search: 'mün', first: 7 });
    const res = await rest<{ id: string }[]>(app.url, 'GET', '/places?search=m%C3%BCn&limit=7');
    expect(res.status).toBe(200);
    expect(res.body.map((place) => place.id)).toEqual(graph.data!.places.map((place) => place.id));
    const one = await rest<unknown[]>(app.url, 'GET', '/places?search=a');
    expect(one.status).toBe(200);
    expect(one.body).toHaveLength(10);
  });

  it('refuses an empty search and a bad page size, naming the field', async () => {
    expect(onlyError(await graphqlRequest(app.url, PlacesQuery, { search: ' ' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: expect.any(String) },
    });
    expect(onlyError(await graphqlRequest(app.url, PlacesQuery, { search: 'ber', first: 0 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { first: expect.any(String) },
    });
    const res = await rest<RestError>(app.url, 'GET', '/places?search=');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('search');
  });
});

describe('a group’s place', () => {
  it('is chosen by id, with coordinates, city, country and a venue line; the free-text location stays', async () => {
    const res = await graphqlRequest(
      app.url,
      CreatePlacedGroup,
      {
        input: groupInput({ groupName: 'Spree Sketchers', placeId: cityIds.berlin, venue: 'Museumsinsel, east steps' }),
      },
      organizer.token,
    );
    expect(res.errors).toBeUndefined();
    const group = res.data!.createGroup.group;
    expect(group).toMatchObject({ location: 'North Harbour', venue: 'Museumsinsel, east steps', distanceKm: null });
    expect(group.place).toMatchObject({ id: cityIds.berlin, kind: 'CITY', name: 'Berlin', country: 'DE' });

    const moved = await graphqlRequest(
      app.url,
      UpdatePlacedGroup,
      { input: { id: group.id, placeId: cityIds.potsdam, venue: null } },
      organizer.token,
    );
    expect(moved.data!.updateGroup.group).toEqual({
      id: group.id,
      venue: null,
      place: { id: cityIds.potsdam, name: 'Potsdam' },
    });
    const cleared = await graphqlRequest(
      app.url,
      UpdatePlacedGroup,
      { input: { id: group.id, placeId: '' } },
      organizer.token,
    );
    expect(cleared.data!.updateGroup.group.place).toBeNull();
    const stored = await rest<{ place?: unknown }>(app.url, 'GET', `/groups/${group.id}`, { token: organizer.token });
    expect(stored.body.place).toBeUndefined();
    await graphqlRequest(app.url, UpdatePlacedGroup, { input: { id: group.id, placeId: 'online' } }, organizer.token);
    const online = await rest<{ place?: unknown }>(app.url, 'GET', `/groups/${group.id}`, { token: organizer.token });
    expect(online.body.place).toMatchObject({ id: 'online', kind: 'ONLINE', lat: null });
  });

  it('refuses an unknown place id naming the field, beside the other bad fields, and stores nothing', async () => {
    const before = await storedGroups(app);
    const graph = await graphqlRequest(
      app.url,
      CreatePlacedGroup,
      { input: groupInput({ groupName: 'Nowhere Club', placeId: '999999999', maxMembers: 0 }) },
      organizer.token,
    );
    expect(onlyError(graph)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { placeId: expect.stringContaining('999999999'), maxMembers: expect.any(String) },
    });
    const restRes = await rest<RestError>(app.url, 'POST', '/groups', {
      body: restGroupBody({ groupName: 'Nowhere Club', placeId: 'atlantis' }),
      token: organizer.token,
    });
    expect(restRes.status).toBe(400);
    expect(Object.keys(restRes.body.fields ?? {})).toEqual(['placeId']);
    const update = await graphqlUntyped(
      app.url,
      UpdatePlacedGroup,
      { input: { id: placed[0]!.id, placeId: 42 } },
      organizer.token,
    );
    expect(update.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await storedGroups(app)).toEqual(before);
  });
});

describe('near me', () => {
  it('lists exactly the groups within the radius, nearest first, with haversine distances', async () => {
    for (const radiusKm of [5, 25, 50, 100]) {
      const want = expectedNear(radiusKm);
      const res = await graphqlRequest(app.url, NearGroupsQuery, {
        filter: { near: { ...berlinCentre, radiusKm } },
        orderBy: { field: 'DISTANCE' },
        first: 100,
      });
      expect(res.errors).toBeUndefined();
      const nodes = res.data!.groups.nodes;
      expect(nodes.map((node) => node.id)).toEqual(want.map((group) => group.id));
      expect(res.data!.groups.totalCount).toBe(want.length);
      for (const [index, node] of nodes.entries()) {
        const km = want[index]!.km;
        expect(Math.abs(node.distanceKm! - km)).toBeLessThanOrEqual(Math.max(km * 0.005, 0.001));
      }
    }
    // The four Berlin groups within 25 km; Potsdam's join at 50; Hamburg and Munich never.
    expect(expectedNear(25)).toHaveLength(4);
    expect(expectedNear(50)).toHaveLength(7);
    expect(expectedNear(100)).toHaveLength(7);
  });

  it('combines with categories, open spots and dates, in any order', async () => {
    const cases: [GroupFilter, (group: Placed) => boolean][] = [
      [{ categories: ['RUNNING'] }, (group) => group.category === 'RUNNING'],
      [{ hasOpenSpots: true }, (group) => !group.full],
      [{ startsOnOrAfter: daysFromToday(9) }, (group) => group.startDate >= daysFromToday(9)],
      [
        { categories: ['RUNNING', 'PHOTOGRAPHY'], hasOpenSpots: true },
        (group) => ['RUNNING', 'PHOTOGRAPHY'].includes(group.category) && !group.full,
      ],
    ];
    for (const [extra, keep] of cases) {
      const filter = { ...extra, near: { ...berlinCentre, radiusKm: 50 } };
      const want = expectedNear(50, keep);
      const nearest = await everyPage(filter, { field: 'DISTANCE' }, 100);
      expect(nearest.map((group) => group.id)).toEqual(want.map((group) => group.id));
      const byName = await everyPage(filter, { field: 'NAME' }, 100);
      expect(byName.map((group) => group.id)).toEqual(
        [...want].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1)).map((group) => group.id),
      );
      expect(byName.every((group) => group.distanceKm !== null)).toBe(true);
    }
  });

  it('pages by cursor, covering each group once, nearest first and farthest first', async () => {
    const filter = { near: { ...berlinCentre, radiusKm: 100 } };
    const want = expectedNear(100).map((group) => group.id);
    expect((await everyPage(filter, { field: 'DISTANCE' }, 2)).map((group) => group.id)).toEqual(want);
    expect((await everyPage(filter, { field: 'DISTANCE', direction: 'DESC' }, 3)).map((group) => group.id)).toEqual(
      [...want].reverse(),
    );
    const byStart = await everyPage(filter, { field: 'START_DATE' }, 2);
    expect(new Set(byStart.map((group) => group.id))).toEqual(new Set(want));
    expect(byStart).toHaveLength(want.length);
  });

  it('answers the same over REST, with the distance on each group', async () => {
    const graph = await everyPage({ near: { ...berlinCentre, radiusKm: 50 } }, { field: 'DISTANCE' }, 100);
    const res = await rest<{ _id: string; distanceKm: number }[]>(
      app.url,
      'GET',
      `/groups?near=${berlinCentre.lat},${berlinCentre.lon}&radius=50&sort=distance&limit=100`,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((group) => ({ id: group._id, distanceKm: group.distanceKm }))).toEqual(graph);
    expect(res.headers.get('x-total-count')).toBe(String(graph.length));
    const running = await rest<{ _id: string }[]>(
      app.url,
      'GET',
      `/groups?near=${berlinCentre.lat},${berlinCentre.lon}&radius=50&category=Running&sort=distance`,
    );
    expect(running.body.map((group) => group._id)).toEqual(
      expectedNear(50, (group) => group.category === 'RUNNING').map((group) => group.id),
    );
  });

  it('counts categories within the radius', async () => {
    const res = await graphqlRequest(app.url, NearCountsQuery, { filter: { near: { ...berlinCentre, radiusKm: 25 } } });
    const counts = Object.fromEntries(res.data!.groupCounts.map(({ category, count }) => [category, count]));
    for (const category of ['DRAWING_AND_PAINTING', 'RUNNING', 'COOKING', 'READING'] as const) {
      expect(counts[category]).toBe(expectedNear(25, (group) => group.category === category).length);
    }
    expect(counts.WRITING).toBe(0);
  });

  it('refuses a latitude out of range, a radius it does not offer, and distance without a point', async () => {
    const bad: [GroupFilter['near'], string][] = [
      [{ lat: 91, lon: 13, radiusKm: 25 }, 'lat'],
      [{ lat: 52, lon: -181, radiusKm: 25 }, 'lon'],
      [{ lat: 52, lon: 13, radiusKm: 0 }, 'radiusKm'],
      [{ lat: 52, lon: 13, radiusKm: 10_000 }, 'radiusKm'],
    ];
    for (const [near, field] of bad) {
      const res = await graphqlRequest(app.url, NearGroupsQuery, { filter: { near } });
      expect(onlyError(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: expect.any(String) } });
    }
    const noPoint = await graphqlRequest(app.url, NearGroupsQuery, { orderBy: { field: 'DISTANCE' } });
    expect(onlyError(noPoint)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { orderBy: expect.any(String) } });
    for (const [query, field] of [
      ['near=91,13&radius=25', 'near'],
      ['near=52,13&radius=0', 'radius'],
      ['near=52,13&radius=10000', 'radius'],
      ['near=52,13', 'radius'],
      ['near=berlin&radius=25', 'near'],
      ['sort=distance', 'orderBy'],
    ]) {
      const res = await rest<RestError>(app.url, 'GET', `/groups?${query}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
  });
});

describe('calendar', () => {
  it('gives the group’s coordinates as GEO, and none to a group without a place', async () => {
    const berlin = placed[0]!;
    const ics = await (await fetch(`${app.url}/groups/${berlin.id}/calendar.ics`)).text();
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    const [lat, lon] = event.getFirstPropertyValue('geo') as unknown as [number, number];
    expect(lat).toBeCloseTo(berlin.lat!, 5);
    expect(lon).toBeCloseTo(berlin.lon!, 5);
    const nowhere = placed.find((group) => group.name === 'Somewhere Readers')!;
    const plain = await (await fetch(`${app.url}/groups/${nowhere.id}/calendar.ics`)).text();
    expect(plain).not.toMatch(/^GEO:/m);
  });
});
