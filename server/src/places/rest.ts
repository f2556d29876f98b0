import { Router } from 'express';
import type { PlacesService } from '@/geo/places';
import { restPlace } from '@/geo/placeAnswer';
import { stringParam } from '@/http/params';

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
