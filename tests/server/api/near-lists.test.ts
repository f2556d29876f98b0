import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { daysFromToday, groupInput, withoutRateLimits } from '../fixtures';
import { haversineKm } from '../geo';
import { graphql } from '../gql';
import { SetScheduleMutation } from '../sessionDocuments';

/**
 * What a list says about each group beyond the group itself, through both adapters: the next
 * meeting (REST carries GraphQL's `nextMeeting`) and the near-me distance, which belongs to the
 * list (the edge), since the same group is at another distance from another point.
 */

const CreateAtPlace = graphql(`
  mutation TestCreateAtPlace($input: CreateGroupInput!) {
    createGroup(input: $input) {
      group {
        id
        place {
          lat
          lon
        }
      }
    }
  }
`);

const MeetingQuery = graphql(`
  query TestNextMeeting($id: ID!) {
    group(id: $id) {
      id
      nextMeeting {
        startsAt
        allDay
        timeZone
        frequency
        interval
      }
    }
  }
`);

const NearEdgesQuery = graphql(`
  query TestNearEdges($near: NearInput!) {
    groups(filter: { near: $near }, orderBy: { field: DISTANCE }, first: 100) {
      edges {
        distanceKm
        node {
          id
          distanceKm
          nextMeeting {
            startsAt
            allDay
            timeZone
            frequency
            interval
          }
        }
      }
    }
  }
`);

const TwoPointsQuery = graphql(`
  query TestTwoPoints($a: NearInput!, $b: NearInput!, $id: ID!) {
    a: groups(filter: { near: $a }, orderBy: { field: DISTANCE }) {
      edges {
        distanceKm
      }
      nodes {
        id
        distanceKm
      }
    }
    b: groups(filter: { near: $b }, orderBy: { field: DISTANCE }) {
      edges {
        km: distanceKm
        group: node {
          id
          km: distanceKm
        }
      }
    }
    group(id: $id) {
      id
      distanceKm
    }
  }
`);

const PlainListQuery = graphql(`
  query TestPlainEdges {
    groups(first: 100) {
      edges {
        distanceKm
        node {
          id
        }
      }
    }
  }
`);

interface RestListed {
  _id: string;
  distanceKm?: number;
  nextMeeting: unknown;
}

const berlin = { lat: 52.52, lon: 13.405 };
const potsdam = { lat: 52.3989, lon: 13.0657 };

let app: TestApp;
let organizer: TestUser;
const groups: { id: string; lat: number; lon: number }[] = [];
let weeklyId = '';

async function placeId(search: string): Promise<string> {
  const res = await rest<{ id: string; country: string | null }[]>(app.url, 'GET', `/places?search=${search}&limit=10`);
  const place = res.body.find((candidate) => candidate.country === 'DE');
  if (!place) throw new Error(`no place ${search} in DE`);
  return place.id;
}

beforeAll(async () => {
  [app, organizer] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Lena Lists')]);
  for (const [groupName, city] of [
    ['Weekly Spree Runners', 'Berlin'],
    ['Havel Sketchers', 'Potsdam'],
  ]) {
    const res = await graphqlRequest(
      app.url,
      CreateAtPlace,
      { input: groupInput({ groupName, placeId: await placeId(city!), startDate: daysFromToday(20) }) },
      organizer.token,
    );
    const group = res.data?.createGroup.group;
    if (!group?.place?.lat || !group.place.lon) throw new Error(JSON.stringify(res.errors));
    groups.push({ id: group.id, lat: group.place.lat, lon: group.place.lon });
  }
  weeklyId = groups[0]!.id;
  const scheduled = await graphqlRequest(
    app.url,
    SetScheduleMutation,
    {
      input: {
        id: weeklyId,
        schedule: {
          startsAt: `${daysFromToday(3)}T19:00`,
          timeZone: 'Europe/Berlin',
          durationMinutes: 90,
          recurrence: { frequency: 'WEEKLY' },
        },
      },
    },
    organizer.token,
  );
  expect(scheduled.errors).toBeUndefined();
});

afterAll(() => app.stop());

describe('the next meeting over REST', () => {
  it('is the same as GraphQL’s, for a weekly group and a one-off, alone and in lists', async () => {
    for (const { id } of groups) {
      const graph = await graphqlRequest(app.url, MeetingQuery, { id });
      expect(graph.errors).toBeUndefined();
      const meeting = graph.data!.group!.nextMeeting;
      const alone = await rest<RestListed>(app.url, 'GET', `/groups/${id}`);
      expect(alone.body.nextMeeting).toEqual(meeting);
      const list = await rest<RestListed[]>(app.url, 'GET', '/groups?limit=100');
      expect(list.body.find((group) => group._id === id)?.nextMeeting).toEqual(meeting);
      const near = await rest<RestListed[]>(app.url, 'GET', `/groups?near=${berlin.lat},${berlin.lon}&radius=50`);
      expect(near.body.find((group) => group._id === id)?.nextMeeting).toEqual(meeting);
    }
    const weekly = await graphqlRequest(app.url, MeetingQuery, { id: weeklyId });
    expect(weekly.data!.group!.nextMeeting).toEqual({
      startsAt: expect.stringMatching(/T1[78]:00:00(\.000)?Z$/), // 19:00 in Berlin: 18:00 UTC in winter, 17:00 in summer
      allDay: false,
      timeZone: 'Europe/Berlin',
      frequency: 'WEEKLY',
      interval: 1,
    });
  });
});

describe('a near-me distance', () => {
  it('belongs to each list: two points give each list its own distances, and group(id) none', async () => {
    const lists = [];
    for (const point of [berlin, potsdam]) {
      const res = await graphqlRequest(app.url, NearEdgesQuery, { near: { ...point, radiusKm: 100 } });
      expect(res.errors).toBeUndefined();
      const edges = res.data!.groups.edges;
      expect(edges.map((edge) => edge.node.id).sort()).toEqual(groups.map((group) => group.id).sort());
      for (const edge of edges) {
        const group = groups.find((candidate) => candidate.id === edge.node.id)!;
        const km = haversineKm(point.lat, point.lon, group.lat, group.lon);
        expect(Math.abs(edge.distanceKm! - km)).toBeLessThanOrEqual(Math.max(km * 0.005, 0.001));
        // The deprecated field still answers, with the list's distance.
        expect(edge.node.distanceKm).toBe(edge.distanceKm);
      }
      const restList = await rest<RestListed[]>(
        app.url,
        'GET',
        `/groups?near=${point.lat},${point.lon}&radius=100&sort=distance`,
      );
      expect(restList.body.map((group) => [group._id, group.distanceKm])).toEqual(
        edges.map((edge) => [edge.node.id, edge.distanceKm]),
      );
      expect(restList.body.map((group) => group.nextMeeting)).toEqual(edges.map((edge) => edge.node.nextMeeting));
      lists.push(new Map(edges.map((edge) => [edge.node.id, edge.distanceKm!])));
    }
    // Berlin's group is nearer Berlin than Potsdam, Potsdam's the other way round.
    const [fromBerlin, fromPotsdam] = lists as [Map<string, number>, Map<string, number>];
    expect(fromBerlin.get(groups[0]!.id)!).toBeLessThan(fromPotsdam.get(groups[0]!.id)!);
    expect(fromPotsdam.get(groups[1]!.id)!).toBeLessThan(fromBerlin.get(groups[1]!.id)!);

    // In one answer too (aliases included), each list's groups carry its own distance in the
    // deprecated field, and the group by id none.
    const both = await graphqlRequest(app.url, TwoPointsQuery, {
      a: { ...berlin, radiusKm: 100 },
      b: { ...potsdam, radiusKm: 100 },
      id: weeklyId,
    });
    expect(both.errors).toBeUndefined();
    const a = both.data!.a;
    expect(a.nodes.map((node) => [node.id, node.distanceKm])).toEqual(
      a.nodes.map((node, index) => [node.id, a.edges[index]!.distanceKm]),
    );
    expect(a.nodes.map((node) => [node.id, node.distanceKm])).toEqual([...fromBerlin]);
    expect(both.data!.b.edges.map((edge) => [edge.group.id, edge.group.km, edge.km])).toEqual(
      [...fromPotsdam].map(([id, km]) => [id, km, km]),
    );
    expect(both.data!.group).toEqual({ id: weeklyId, distanceKm: null });

    const plain = await graphqlRequest(app.url, PlainListQuery, {});
    expect(plain.data!.groups.edges.map((edge) => edge.distanceKm)).toEqual(groups.map(() => null));
    const alone = await rest<RestListed>(app.url, 'GET', `/groups/${weeklyId}`);
    expect(alone.body).not.toHaveProperty('distanceKm');
  });
});
