/** A group on the map: where it meets and where its page is. */
export interface MapPoint {
  id: string;
  name: string;
  /** The place's name as people read it, e.g. "Berlin, DE". */
  place: string;
  lat: number;
  lon: number;
  href: string;
}

/** Points drawn as one marker: a single group, or several close together at this zoom. */
export interface Cluster {
  points: MapPoint[];
  lat: number;
  lon: number;
}

/**
 * Greedy clustering on screen: each point joins the first cluster whose seed lies within
 * `radiusPx` pixels at the current zoom, else seeds a new one. Seeds are kept in a grid of
 * `radiusPx` cells, so a point only looks at the 9 cells around it: thousands of markers stay
 * cheap, and no two markers overlap (as they can with a plain grid whose cell edge splits a pair).
 * A cluster sits at the mean position of its points; clusters follow the order of the points.
 */
export function clusterPoints(
  points: readonly MapPoint[],
  project: (point: MapPoint) => { x: number; y: number },
  radiusPx: number,
): Cluster[] {
  interface Seed {
    x: number;
    y: number;
    points: MapPoint[];
  }
  const seeds: Seed[] = [];
  const cells = new Map<string, Seed[]>();
  const cellOf = (x: number, y: number) => [Math.floor(x / radiusPx), Math.floor(y / radiusPx)] as const;
  for (const point of points) {
    const { x, y } = project(point);
    const [cx, cy] = cellOf(x, y);
    let joined: Seed | undefined;
    for (let dx = -1; dx <= 1 && !joined; dx++) {
      for (let dy = -1; dy <= 1 && !joined; dy++) {
        joined = cells.get(`${cx + dx}:${cy + dy}`)?.find((seed) => Math.hypot(seed.x - x, seed.y - y) <= radiusPx);
      }
    }
    if (joined) {
      joined.points.push(point);
      continue;
    }
    const seed: Seed = { x, y, points: [point] };
    seeds.push(seed);
    const key = `${cx}:${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), seed]);
  }
  return seeds.map(({ points: members }) => ({
    points: members,
    lat: members.reduce((sum, point) => sum + point.lat, 0) / members.length,
    lon: members.reduce((sum, point) => sum + point.lon, 0) / members.length,
  }));
}

/** True when every point of a cluster is at one spot: zooming in would never split it. */
export function samePlace(cluster: Cluster): boolean {
  const [first] = cluster.points;
  return cluster.points.every((point) => point.lat === first?.lat && point.lon === first.lon);
}

/** A place as a marker names it: `Berlin, DE`. */
export function placeLabel(place: { name?: string | null; country?: string | null }): string {
  const name = place.name ?? '';
  return place.country ? `${name}, ${place.country}` : name;
}
