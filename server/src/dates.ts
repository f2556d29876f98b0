import { dateBounds } from '@/bounds';

/**
 * The one strict reading of every date the API takes, in REST parameters, bodies and GraphQL
 * arguments alike. `new Date(text)` is not strict: it rolls 2030-02-30 over into March, reads
 * "1" as the year 2001 and "March 1, 2030" as a date. A date here is written in ISO 8601, is a
 * real calendar date and time, and lies within dateBounds.year (work such as walking a schedule
 * or a zone's history is sized by those years).
 */

const { min, max } = dateBounds.year;

export const yearRangeText = `${min} to ${max}`;

/** True when year/month/day name a real day (no 30 February) within the allowed years. */
function isRealDay(year: number, month: number, day: number): boolean {
  if (year < min || year > max || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day written `YYYY-MM-DD`, as midnight UTC, or null. */
export function parseDay(value: unknown): Date | null {
  const match = typeof value === 'string' ? dayPattern.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDay(year, month, day) ? new Date(Date.UTC(year, month - 1, day)) : null;
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** True for a real wall-clock time written `YYYY-MM-DDTHH:mm` (no zone: the group's zone applies). */
export function isLocalDateTime(value: unknown): value is string {
  const match = typeof value === 'string' ? localPattern.exec(value) : null;
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return isRealDay(year, month, day) && hour <= 23 && minute <= 59;
}

const instantPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i;

/** An instant written in ISO 8601 with its offset (`2030-03-01T18:00:00Z`, `…+01:00`), or null. */
export function parseInstant(value: unknown): Date | null {
  const match = typeof value === 'string' ? instantPattern.exec(value.trim()) : null;
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = Number(match[6] ?? 0);
  const offsetHours = Number(match[8] ?? 0);
  const offsetMinutes = Number(match[9] ?? 0);
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const instant = new Date(value as string);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** True when an instant lies within the allowed years (for values that arrive as Dates). */
export function isWithinDateBounds(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return !Number.isNaN(instant.getTime()) && year >= min && year <= max;
}
