import { ForbiddenError, UnauthenticatedError, ValidationError } from '@/errors';
import type { Viewer } from '@/auth/viewer';
import type { HobbyCategory } from '@/groups/categories';
import type { ListingFilter } from '@/groups/listing';
import type { BrowseOrder } from '@/groups/listingOrder';
import { checkNear, type NearFieldNames, type NearFilter } from '@/groups/placeFields';

/**
 * What a browse of all groups may ask for (filters and orders), checked and turned into a
 * query of the listing read model. Both adapters send these shapes; the rules live here once.
 */

export const searchMaxLength = 100;
export const locationFilterMaxLength = 200;

/** The original two orders (the `sort` argument), kept for existing clients. */
export type GroupSort = 'NAME_ASC' | 'NAME_DESC';
export type GroupOrderField = BrowseOrder;
export type OrderDirection = 'ASC' | 'DESC';

export interface GroupOrder {
  field: GroupOrderField;
  /** ASC when missing. */
  direction?: OrderDirection | null;
}

export interface GroupFilter {
  categories?: readonly HobbyCategory[] | null;
  hasOpenSpots?: boolean | null;
  startsOnOrAfter?: Date | null;
  startsOnOrBefore?: Date | null;
  location?: string | null;
  organizerEmail?: string | null;
  search?: string | null;
  near?: NearFilter | null;
}

export interface BrowseRequest {
  /** The original search argument; the same as `filter.search` (give one of the two). */
  search?: string | null;
  /** The original order argument; `orderBy` wins when both are given. */
  sort?: GroupSort | null;
  filter?: GroupFilter | null;
  orderBy?: GroupOrder | null;
}

/** Midnight UTC of the day a date falls on (in UTC), as ms. */
function dayOf(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function searchOf({ search, filter }: BrowseRequest): string {
  const inFilter = filter?.search ?? '';
  const argument = search ?? '';
  if (inFilter.trim() !== '' && argument.trim() !== '' && inFilter !== argument) {
    throw new ValidationError({ search: 'Give the search text once: as the search argument or in filter.search.' });
  }
  const text = inFilter.trim() !== '' ? inFilter : argument;
  if (text.length > searchMaxLength) {
    throw new ValidationError({ search: `Search text must be at most ${searchMaxLength} characters.` });
  }
  return text;
}

/**
 * The listing filter of a browse. Every given field must hold; an empty list of categories, a
 * false `hasOpenSpots` and blank texts narrow nothing; a range whose end is before its start
 * matches nothing. The organizer filter follows the rule of `groupsByEmail`: only a signed-in
 * user's own email, so nobody can find out which groups an email address organizes.
 */
export function listingFilterOf(
  request: BrowseRequest,
  viewer: Viewer | null,
  nearNames?: NearFieldNames,
): ListingFilter {
  const filter = request.filter ?? {};
  const near = filter.near ? checkNear(filter.near, nearNames) : undefined;
  const location = filter.location?.trim().toLowerCase() ?? '';
  if (location.length > locationFilterMaxLength) {
    throw new ValidationError({ location: `Location must be at most ${locationFilterMaxLength} characters.` });
  }
  const organizer = filter.organizerEmail?.trim().toLowerCase();
  if (organizer) {
    if (!viewer) throw new UnauthenticatedError('Sign in to list the groups you organize.');
    if (viewer.email?.toLowerCase() !== organizer) throw new ForbiddenError('You can only list your own groups.');
  }
  return {
    search: searchOf(request),
    ...(filter.categories?.length ? { categories: new Set(filter.categories.map((name) => name.toLowerCase())) } : {}),
    ...(filter.hasOpenSpots ? { hasOpenSpots: true } : {}),
    ...(filter.startsOnOrAfter ? { startsFrom: dayOf(filter.startsOnOrAfter) } : {}),
    ...(filter.startsOnOrBefore ? { startsTo: dayOf(filter.startsOnOrBefore) } : {}),
    ...(location ? { location } : {}),
    ...(organizer ? { ownerEmail: organizer } : {}),
    ...(near ? { near } : {}),
  };
}

export function listingOrderOf({ orderBy, sort, filter }: BrowseRequest): { order: BrowseOrder; descending: boolean } {
  if (orderBy?.field === 'DISTANCE' && !filter?.near) {
    throw new ValidationError({
      orderBy: 'Ordering by distance needs a point: give filter.near (REST: near=lat,lon).',
    });
  }
  if (orderBy) return { order: orderBy.field, descending: orderBy.direction === 'DESC' };
  return { order: 'NAME', descending: sort === 'NAME_DESC' };
}
