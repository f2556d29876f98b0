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
 * Groups points whose projected positions share a square cell of `cellPx` pixels at the current
 * zoom: one pass, a map from cell to points, so thousands of markers stay cheap. A cluster sits at
 * the mean position of its points. The order of the clusters follows the order of the points.
 */
export function clusterPoints(
  points: readonly MapPoint[],
  project: (point: MapPoint) => { x: number; y: number },
  cellPx: number,
): Cluster[] {
  const cells = new Map<string, MapPoint[]>();
  for (const point of points) {
    const { x, y } = project(point);
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  }
  return [...cells.values()].map((members) => ({
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
