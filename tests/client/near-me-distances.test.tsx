import type { MockLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import { AllGroupsCountsDocument, AllGroupsPageDocument } from '@/gql/graphql';
import { renderApp } from './app-harness';
import { fakeAuth } from './support';

/**
 * Two near-me lists around different points, in one Apollo cache: the same two groups are at
 * other distances from each point, and each list shows its own (the distance is on the list's
 * edge; on the normalized `Group` the second list's distances overwrote the first's).
 */

const point = {
  berlin: { lat: 52.52, lon: 13.405, at: 'Berlin' },
  potsdam: { lat: 52.3989, lon: 13.0657, at: 'Potsdam' },
};
type PointName = keyof typeof point;

const group = (id: string, groupName: string, city: string) => ({
  __typename: 'Group' as const,
  id,
  groupName,
  hobbyCategory: 'RUNNING' as const,
  hobbyCategoryName: 'Running',
  location: `${city} park`,
  imageURL: `https://example.com/${id}.jpg`,
  isActive: true,
  maxMembers: 10,
  memberCount: 2,
  waitlistCount: 0,
  place: {
    __typename: 'Place' as const,
    id: `p-${id}`,
    kind: 'CITY' as const,
    name: city,
    country: 'DE',
    lat: 1,
    lon: 1,
  },
  nextMeeting: null,
});
const spree = group('g1', 'Spree Runners', 'Berlin');
const havel = group('g2', 'Havel Runners', 'Potsdam');

/** Nearest first: from Berlin the Berlin group, from Potsdam the Potsdam one. */
const lists: Record<PointName, [typeof spree, number][]> = {
  berlin: [
    [spree, 1.5],
    [havel, 26.4],
  ],
  potsdam: [
    [havel, 0.8],
    [spree, 27.3],
  ],
};

const filterOf = (name: PointName) => ({
  near: { lat: point[name].lat, lon: point[name].lon, radiusKm: 50 },
});

const pageResponse = (name: PointName): MockLink.MockedResponse => ({
  request: {
    query: AllGroupsPageDocument,
    variables: {
      search: null,
      filter: filterOf(name),
      orderBy: { field: 'DISTANCE', direction: 'ASC' },
      first: 20,
    },
  },
  result: {
    data: {
      groups: {
        __typename: 'GroupConnection',
        totalCount: 2,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c2' },
        edges: lists[name].map(([node, distanceKm]) => ({
          __typename: 'GroupEdge',
          distanceKm,
          node: { __typename: 'Group', id: node.id },
        })),
        nodes: lists[name].map(([node]) => node),
      },
    },
  },
});

const countsResponse = (name: PointName): MockLink.MockedResponse => ({
  request: { query: AllGroupsCountsDocument, variables: { filter: { ...filterOf(name), search: null } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      groupCounts: [{ __typename: 'HobbyCategoryCount', category: 'RUNNING', name: 'Running', count: 2 }],
    },
  },
});

const urlOf = (name: PointName) =>
  `/all-groups?near=${point[name].lat},${point[name].lon}&radius=50&at=${point[name].at}&sort=distance`;

/** The distance line of the card headed `name`. */
async function distanceOn(name: string): Promise<string> {
  const heading = await screen.findByRole('heading', { name });
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card).getByText(/km away$/).textContent ?? '';
}

describe('near-me distances in the All Groups cards', () => {
  it('shows each list’s own distances when two lists around different points share the cache', async () => {
    const router = renderApp(fakeAuth(null).client, urlOf('berlin'), [
      // Each list is asked for once: going back to Berlin reads it from the cache.
      pageResponse('berlin'),
      pageResponse('potsdam'),
      countsResponse('berlin'),
      countsResponse('potsdam'),
    ]);
    expect(await distanceOn('Spree Runners')).toBe('1.5 km away');
    expect(await distanceOn('Havel Runners')).toBe('26 km away');

    await act(() => router.navigate(urlOf('potsdam')));
    expect(await screen.findByText('0.8 km away')).toBeInTheDocument();
    expect(await distanceOn('Havel Runners')).toBe('0.8 km away');
    expect(await distanceOn('Spree Runners')).toBe('27 km away');

    await act(() => router.navigate(urlOf('berlin')));
    expect(await screen.findByText('1.5 km away')).toBeInTheDocument();
    expect(await distanceOn('Spree Runners')).toBe('1.5 km away');
    expect(await distanceOn('Havel Runners')).toBe('26 km away');
  });
});
