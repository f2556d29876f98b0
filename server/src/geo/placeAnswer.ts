import { z } from 'zod';
import type { PlaceKind, PlaceRecord } from '@/geo/places';
import type { SameKeys } from '@/schemas';

/**
 * How REST shows a place (GET /places, and a group's `place`), beside its OpenAPI schema.
 */

/** A place as REST shows it (the OpenAPI document's `Place`, below). */
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

/** A place as the REST answers show it (GET /places, and a group's `place`), for the OpenAPI document. */
export const placeAnswer = z
  .strictObject({
    id: z.string().meta({ description: 'Pass it as `placeId`: a GeoNames id, or `online`.' }),
    kind: z.enum(['CITY', 'ONLINE']),
    name: z.string(),
    country: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2 code; null for online.' }),
    lat: z.number().min(-90).max(90).nullable().meta({ description: 'Degrees; null for online.' }),
    lon: z.number().min(-180).max(180).nullable().meta({ description: 'Degrees; null for online.' }),
    population: z.int().min(0).nullable(),
  })
  .meta({
    description: 'A place from the gazetteer that ships with the app (a city of at least 1,000 people), or online.',
    example: {
      id: '2657896',
      kind: 'CITY',
      name: 'Zürich',
      country: 'CH',
      lat: 47.36667,
      lon: 8.55,
      population: 341730,
    },
  });

export const placeAnswerMatchesRestPlace: SameKeys<z.output<typeof placeAnswer>, RestPlace> = true;
