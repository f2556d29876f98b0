import type { Request, Response } from 'express';
import { pageBounds } from '@/bounds';
import { parseDay, yearRangeText } from '@/dates';
import { ValidationError } from '@/errors';

/** Parsing of REST query parameters, shared by every feature's rest.ts: bad input names the parameter. */

/** A query-string parameter as one string: `?a=1&a=2` or `?a[$gt]=` are bad input, not arrays or objects. */
export function stringParam(req: Request, name: string): string | undefined {
  const value: unknown = (req.query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ValidationError({ [name]: `Give ${name} once, as plain text.` });
  return value;
}

export function limitParam(req: Request): number | undefined {
  const limit = stringParam(req, 'limit');
  if (limit === undefined) return undefined;
  // Range-checked here too, so the error names the REST parameter (the service calls it `first`).
  if (!/^\d{1,4}$/.test(limit) || Number(limit) < 1 || Number(limit) > pageBounds.max) {
    throw new ValidationError({ limit: `limit must be a whole number from 1 to ${pageBounds.max}.` });
  }
  return Number(limit);
}

/** A query-string flag: `true` or `false`, nothing else. */
export function booleanParam(req: Request, name: string): boolean | undefined {
  const value = stringParam(req, name);
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ValidationError({ [name]: `${name} must be true or false.` });
}

/** A query-string day, `YYYY-MM-DD`, within the allowed years. */
export function dayParam(req: Request, name: string): Date | undefined {
  const value = stringParam(req, name);
  if (value === undefined) return undefined;
  const day = parseDay(value);
  if (!day)
    throw new ValidationError({ [name]: `${name} must be a day written YYYY-MM-DD, in the years ${yearRangeText}.` });
  return day;
}

/**
 * Express parses `?search[$regex]=.` into a parameter named `search[$regex]`; ignoring it would
 * hide a client's mistake (or an attempt at an operator), so bracket and `$` names are bad input.
 */
export function plainQueryNames(req: Request, _res: Response, next: () => void) {
  for (const key of Object.keys(req.query as Record<string, unknown>)) {
    const bracket = key.indexOf('[');
    if (bracket !== -1 || key.includes(']') || key.startsWith('$')) {
      const name = bracket > 0 ? key.slice(0, bracket) : key;
      throw new ValidationError({ [name]: `Give ${name} once, as plain text.` });
    }
  }
  next();
}
