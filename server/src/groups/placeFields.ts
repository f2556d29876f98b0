import { z } from 'zod';
import { placeBounds } from '@/bounds';
import { ValidationError, type FieldErrors } from '@/errors';
import type { PlaceRecord, PlacesService } from '@/geo/places';
import { collectErrors, fieldsOf, isMissing, text } from '@/schemas';

/**
 * Where a group meets, beside its free-text `location`: a place chosen by id from the place
 * search (a city with coordinates, or online) and a street or venue line. Both are optional, so
 * groups written before places existed, and clients that never send them, work as before.
 */

export interface GroupPlaceFields {
  /** Null: no place (cleared, or never chosen). */
  place?: PlaceRecord | null;
  venue?: string | null;
}

const placeIdMessage = `Place id must be an id from the place search (at most ${placeBounds.placeId.max} characters).`;

/** The input fields, for validation and the OpenAPI document. Empty or null clears a field on update. */
export const groupPlaceInputSchema = z.object({
  placeId: z
    .string({ error: placeIdMessage })
    .trim()
    .max(placeBounds.placeId.max, placeIdMessage)
    .nullable()
    .optional()
    .meta({
      description:
        'The place the group meets at: an `id` from `GET /places` (a city, or `online`). Empty or null removes it.',
    }),
  venue: text('Venue', placeBounds.venue)
    .nullable()
    .optional()
    .meta({
      description: `A street address or venue within the place, 1 to ${placeBounds.venue.max} characters. Empty or null removes it.`,
    }),
});

export type GroupPlaceInput = z.input<typeof groupPlaceInputSchema>;

/**
 * The place fields of an input, with bad ones added to `errors` (the group's other fields are
 * checked beside them, so one answer names every bad field). Fields not given stay absent.
 * `places` must be ready (the gazetteer loaded).
 */
export function placeFieldsOf(input: unknown, places: PlacesService, errors: FieldErrors): GroupPlaceFields {
  const fields = fieldsOf(input);
  const given = {
    ...(fields.placeId !== undefined ? { placeId: isMissing(fields.placeId) ? null : fields.placeId } : {}),
    ...(fields.venue !== undefined ? { venue: isMissing(fields.venue) ? null : fields.venue } : {}),
  };
  const result = groupPlaceInputSchema.safeParse(given);
  collectErrors(result, errors);
  if (!result.success) return {};
  const { placeId, venue } = result.data;
  const out: GroupPlaceFields = {};
  if (placeId !== undefined) {
    const place = placeId === null ? null : places.byId(placeId);
    if (place === undefined) errors.placeId ??= `No place has the id “${placeId}”: choose one from the place search.`;
    else out.place = place;
  }
  if (venue !== undefined) out.venue = venue;
  return out;
}

/** The place fields that differ from what is stored (places compare by id). */
export function changedPlaceFields(stored: GroupPlaceFields, changes: GroupPlaceFields): GroupPlaceFields {
  const out: GroupPlaceFields = {};
  if (changes.place !== undefined && (changes.place?.id ?? null) !== (stored.place?.id ?? null)) {
    out.place = changes.place;
  }
  if (changes.venue !== undefined && changes.venue !== (stored.venue ?? null)) out.venue = changes.venue;
  return out;
}

/** A "near me" filter: a point in degrees and one of the radii the app offers. */
export interface NearFilter {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** The names bad near-me fields are reported under: GraphQL's by default, REST passes its parameters. */
export interface NearFieldNames {
  lat: string;
  lon: string;
  radiusKm: string;
}

const graphqlNearNames: NearFieldNames = { lat: 'lat', lon: 'lon', radiusKm: 'radiusKm' };

/** Checks a near-me filter: latitude −90 to 90, longitude −180 to 180, a radius the app offers. */
export function checkNear(near: NearFilter, names: NearFieldNames = graphqlNearNames): NearFilter {
  const errors: FieldErrors = {};
  const { lat, lon, radiusKm } = near;
  if (!Number.isFinite(lat) || lat < placeBounds.lat.min || lat > placeBounds.lat.max) {
    errors[names.lat] = `Latitude must be a number from ${placeBounds.lat.min} to ${placeBounds.lat.max}.`;
  }
  if (!Number.isFinite(lon) || lon < placeBounds.lon.min || lon > placeBounds.lon.max) {
    errors[names.lon] ??= `Longitude must be a number from ${placeBounds.lon.min} to ${placeBounds.lon.max}.`;
  }
  if (!(placeBounds.radiiKm as readonly number[]).includes(radiusKm)) {
    errors[names.radiusKm] = `Radius must be one of ${placeBounds.radiiKm.join(', ')} km.`;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { lat, lon, radiusKm };
}
