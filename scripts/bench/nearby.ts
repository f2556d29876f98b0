import { distance } from 'geokdbush';
import { ObjectId } from 'mongodb';
import { benchCities, generateGroups, type Owner } from './data';
import type { Scenario } from './scenario';

/**
 * Near me (issue 30): groups within 25 km of Berlin's centre in one category, nearest first,
 * a page of 20, through REST and GraphQL. The expected page is worked out here from the seeded
 * groups with the same great-circle distance the app uses, so a wrong answer fails the check.
 */
const page = 20;
const radiusKm = 25;
const category = 'Running';
/**
 * Distinct points after the first (a few hundred metres around it): anonymous answers are kept
 * for a second (http/anonymousAnswers.ts), so one point asked over and over would measure that
 * cache; each of these comes round again only after the answer it left has expired.
 */
const variants = 10_000;

function pointsAround(lat: number, lon: number): { lat: number; lon: number }[] {
  return Array.from({ length: variants }, (_, index) => ({
    lat: Math.round((lat + ((index % 100) - 50) * 0.0001) * 1e6) / 1e6,
    lon: Math.round((lon + (Math.floor(index / 100) - 50) * 0.0001) * 1e6) / 1e6,
  }));
}

export function nearbyScenarios(groupCount: number, owner: Owner, ids: readonly string[]): Scenario[] {
  const berlin = benchCities[0];
  const expected = [...generateGroups(groupCount, owner)]
    .map((group, index) => {
      const [lon, lat] = group.place!.point!.coordinates;
      return {
        id: ObjectId.createFromHexString(ids[index] as string).toHexString(),
        group,
        km: distance(berlin.lon, berlin.lat, lon, lat),
      };
    })
    .filter(({ group, km }) => group.hobbyCategory === category && km <= radiusKm)
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
    .slice(0, page)
    .map(({ id }) => id);
  const checkIds = (nodes: unknown): string | null => {
    const got = Array.isArray(nodes)
      ? nodes.map((node) => (node as { _id?: string; id?: string })._id ?? (node as { id?: string }).id)
      : [];
    return JSON.stringify(got) === JSON.stringify(expected)
      ? null
      : `expected ${expected.length} nearest groups in order`;
  };
  const points = [{ lat: berlin.lat, lon: berlin.lon }, ...pointsAround(berlin.lat, berlin.lon)];
  // One document with variables, as a client sends it (a distinct text per point would measure compiling).
  const query = `query BenchNearMe($near: NearInput!) { groups(filter: { near: $near, categories: [RUNNING] }, orderBy: { field: DISTANCE }, first: ${page}) { edges { distanceKm node { id groupName } } } }`;
  return [
    {
      name: 'rest-near-me',
      description: `GET /groups?near=<${variants} points in Berlin>&radius=${radiusKm}&category=${category}&sort=distance (${groupCount} groups with coordinates)`,
      target: 'app',
      method: 'GET',
      requests: points.map(({ lat, lon }) => ({
        path: `/groups?near=${lat},${lon}&radius=${radiusKm}&category=${category}&sort=distance&limit=${page}`,
      })),
      check: (status, body) => (status !== 200 ? 'not 200' : checkIds(body)),
    },
    {
      name: 'graphql-near-me',
      description: `groups(filter: { near: Berlin ${radiusKm} km, categories: [RUNNING] }, orderBy: DISTANCE)`,
      target: 'app',
      method: 'POST',
      requests: points.map((point) => ({
        path: '/graphql',
        body: JSON.stringify({ query, variables: { near: { ...point, radiusKm } } }),
      })),
      check: (status, body) =>
        status !== 200
          ? 'not 200'
          : checkIds(
              (body as { data?: { groups?: { edges?: { node: unknown }[] } } }).data?.groups?.edges?.map(
                (edge) => edge.node,
              ),
            ),
    },
  ];
}
