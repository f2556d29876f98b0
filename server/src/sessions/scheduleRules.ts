import { DateTime } from 'luxon';
import { scheduleBounds } from '@/bounds';
import { parseInstant } from '@/dates';
import { ValidationError } from '@/errors';
import {
  finiteSessionCount,
  firstStart,
  parseSessionId,
  type RecurrenceRecord,
  type ScheduleRecord,
  type SessionRecord,
} from '@/sessions/schedule';

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

/** A schedule within scheduleBounds: the runs that end hold few enough sessions, and few enough runs. */
export function checkScheduleBounds(
  schedule: ScheduleRecord,
  recurrence: RecurrenceRecord | null,
  isSplit: boolean,
): void {
  const { sessionsPerSchedule, seriesPerSchedule } = scheduleBounds;
  if (schedule.series.length > seriesPerSchedule) {
    throw new ValidationError({
      fromSessionId: `A schedule keeps at most ${seriesPerSchedule} runs of changes. Set the whole schedule anew instead.`,
    });
  }
  if (finiteSessionCount(schedule, sessionsPerSchedule) <= sessionsPerSchedule) return;
  const field = recurrence?.until ? 'until' : recurrence?.count ? 'count' : isSplit ? 'fromSessionId' : 'until';
  throw new ValidationError({
    [field]: `A schedule holds at most ${sessionsPerSchedule} sessions with an end in all. Choose an earlier end date or fewer sessions.`,
  });
}

/** Midnight UTC of the first session's day in the group's zone: the `startDate` SPEC clients know. */
export function startDayOf(schedule: ScheduleRecord): Date {
  const [first] = schedule.series;
  const day = first ? localOf(firstStart(schedule), first.timeZone).slice(0, 10) : '';
  return new Date(`${day}T00:00:00Z`);
}
