import { DateTime } from 'luxon';
import { scheduleBounds } from '@/bounds';
import { parseInstant } from '@/dates';
import { ValidationError } from '@/errors';
import {
  seriesSessionCount,
  firstStart,
  parseSessionId,
  type ScheduleRecord,
  type SessionRecord,
} from '@/schedule/schedule';

/** The rules of a schedule as a whole, and how pages of its sessions are marked. */

export const encodeCursor = (session: SessionRecord) =>
  Buffer.from(`${session.startsAt.toISOString()}|${session.id}`).toString('base64url');

export function decodeCursor(cursor: string): { startsAt: Date; id: string } {
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const startsAt = parseInstant(iso);
  if (!startsAt || !parseSessionId(id)) {
    throw new ValidationError({ after: 'after must be a cursor from a previous page of sessions.' });
  }
  return { startsAt, id };
}

/** Local wall-clock `YYYY-MM-DDTHH:mm` (the form's and the input's format) of an instant in a zone. */
export const localOf = (instant: Date, timeZone: string) =>
  DateTime.fromJSDate(instant, { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm");

/**
 * A schedule within scheduleBounds: a new run with an end holds at most sessionsPerSeries
 * sessions (so counting from any day walks at most that many), and few enough runs are kept.
 */
export function checkScheduleBounds(schedule: ScheduleRecord): void {
  const { sessionsPerSeries, seriesPerSchedule } = scheduleBounds;
  if (schedule.series.length > seriesPerSchedule) {
    throw new ValidationError({
      fromSessionId: `A schedule keeps at most ${seriesPerSchedule} runs of changes. Set the whole schedule anew instead.`,
    });
  }
  const newest = schedule.series.at(-1);
  // A count is bounded by validation; an end date is checked by walking at most one past the bound.
  if (newest?.recurrence?.until && seriesSessionCount(newest, sessionsPerSeries) > sessionsPerSeries) {
    throw new ValidationError({
      until: `A schedule with an end date holds at most ${sessionsPerSeries} sessions. Choose an earlier end date.`,
    });
  }
}

/** Midnight UTC of the first session's day in the group's zone: the `startDate` SPEC clients know. */
export function startDayOf(schedule: ScheduleRecord): Date {
  const [first] = schedule.series;
  const day = first ? localOf(firstStart(schedule), first.timeZone).slice(0, 10) : '';
  return new Date(`${day}T00:00:00Z`);
}
