import { Router } from 'express';
import type { PlaceKind, PlaceRecord, PlacesService } from '@/places/service';
import { stringParam } from '@/http/params';

/** A place as REST shows it (the OpenAPI document's `Place`, places/schemas.ts). */
export interface RestPlace {
  id: string;
  kind: PlaceKind;
  name: string;
  country: string | null;
  lat: number | null;
  lon: number | null;
  population: number | null;
}

export function restPlace(place: PlaceRecord): RestPlace {
  return {
    id: place.id,
    kind: place.kind,
    name: place.name,
    country: place.country,
    lat: place.point?.coordinates[1] ?? null,
    lon: place.point?.coordinates[0] ?? null,
    population: place.population,
  };
}

/** `GET /places?search=zur&limit=10`: the place search, as GraphQL's `places`. */
export function placesRouter(places: PlacesService): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const limit = stringParam(req, 'limit');
    const first = limit === undefined ? undefined : /^\d{1,3}$/.test(limit) ? Number(limit) : NaN;
    const found = await places.search(stringParam(req, 'search') ?? '', first);
    res.json(found.map(restPlace));
  });
  return router;
}
