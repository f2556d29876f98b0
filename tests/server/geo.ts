/**
 * Great-circle distance in km by the haversine formula: the reference the near-me tests hold the
 * app's distances against. `earthRadiusKm`: the mean radius by default; geokdbush uses 6,371.
 */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number, earthRadiusKm = 6371.0088): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(a));
}
