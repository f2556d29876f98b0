import { clusterPoints, samePlace, type MapPoint } from '@/map/cluster';
import { browseVariables, clearedFilters, readBrowseState, writeBrowseState } from '@/pages/all-groups/browseState';
import { formatDistance } from '@/ui/format';

const read = (query: string) => readBrowseState(new URLSearchParams(query));

describe('near me in the All Groups URL', () => {
  it('reads a point, a radius and a city name, and writes them back the same', () => {
    const state = read('near=47.3769,8.5417&radius=10&at=Z%C3%BCrich&sort=distance&view=map&category=running');
    expect(state.near).toEqual({ lat: 47.3769, lon: 8.5417, label: 'Zürich' });
    expect(state.radius).toBe(10);
    expect(state.sort).toBe('distance');
    expect(state.view).toBe('map');
    expect(readBrowseState(writeBrowseState(state))).toEqual(state);
    expect(browseVariables(state)).toEqual({
      search: null,
      filter: { categories: ['RUNNING'], near: { lat: 47.3769, lon: 8.5417, radiusKm: 10 } },
      orderBy: { field: 'DISTANCE', direction: 'ASC' },
    });
  });

  it.each([
    ['near=91,0', 'a latitude out of range'],
    ['near=0,181', 'a longitude out of range'],
    ['near=abc', 'no number'],
    ['near=1,2,3', 'three numbers'],
  ])('ignores %s (%s)', (query) => {
    expect(read(query).near).toBeNull();
  });

  it('takes only the offered radii, 25 km otherwise, and nearest first only with a point', () => {
    expect(read('near=1,2&radius=7').radius).toBe(25);
    expect(read('near=1,2&radius=100').radius).toBe(100);
    expect(read('sort=distance').sort).toBe('asc');
    expect(writeBrowseState(read('radius=50')).toString()).toBe('');
  });

  it('clears the point with the other filters, and nearest first with it', () => {
    const cleared = clearedFilters(read('near=1,2&sort=distance&view=map'));
    expect(cleared.near).toBeNull();
    expect(cleared.sort).toBe('asc');
    expect(cleared.view).toBe('map');
  });

  it('says distances as people do', () => {
    expect(formatDistance(0.43)).toBe('0.4 km');
    expect(formatDistance(7.46)).toBe('7.5 km');
    expect(formatDistance(23.6)).toBe('24 km');
  });
});

describe('clustering markers on screen', () => {
  const point = (id: string, x: number, y: number): MapPoint => ({
    id,
    name: id,
    place: 'Somewhere',
    lat: y,
    lon: x,
    href: `/groups/${id}`,
  });
  const onScreen = (p: MapPoint) => ({ x: p.lon, y: p.lat });

  it('joins points within the radius, even across a grid cell edge, and keeps far ones apart', () => {
    const clusters = clusterPoints([point('a', 39, 0), point('b', 41, 0), point('c', 200, 0)], onScreen, 40);
    expect(clusters.map((cluster) => cluster.points.map((p) => p.id))).toEqual([['a', 'b'], ['c']]);
    expect(clusters[0]?.lon).toBe(40);
  });

  it('knows a cluster that zooming cannot split', () => {
    const [same] = clusterPoints([point('a', 5, 5), point('b', 5, 5)], onScreen, 40);
    const [near] = clusterPoints([point('a', 5, 5), point('b', 6, 5)], onScreen, 40);
    expect(same && samePlace(same)).toBe(true);
    expect(near && samePlace(near)).toBe(false);
  });

  it('clusters 5,000 points without holding the page up', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => point(String(i), (i * 7919) % 5000, (i * 104729) % 3000));
    const started = performance.now();
    const clusters = clusterPoints(many, onScreen, 40);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(clusters.reduce((sum, cluster) => sum + cluster.points.length, 0)).toBe(5_000);
  });
});
