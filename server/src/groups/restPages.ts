import { ValidationError } from '@/errors';

/** A page asked for over REST: the service checks its range again. */
export interface RestPage {
  first: number | undefined;
  after: string | undefined;
}

/**
 * `?limit=&after=` of a cursor page (join queue, bans), each given once as text; `size` applies
 * the service's range so the error names `limit`, the REST parameter.
 */
export function cursorPageOf(
  query: Record<string, unknown>,
  max: number,
  size: (limit: number, field: string) => number,
): RestPage {
  const text = (name: string): string | undefined => {
    const value = query[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw new ValidationError({ [name]: `Give ${name} once, as plain text.` });
    return value;
  };
  const limit = text('limit');
  if (limit !== undefined && !/^\d{1,4}$/.test(limit)) {
    throw new ValidationError({ limit: `limit must be a whole number from 1 to ${max}.` });
  }
  return { first: limit === undefined ? undefined : size(Number(limit), 'limit'), after: text('after') };
}
