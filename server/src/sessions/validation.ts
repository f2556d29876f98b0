import { DateTime, IANAZone } from 'luxon';
import { scheduleBounds } from '@/bounds';
import { isLocalDateTime, parseDay } from '@/dates';
import { ValidationError, type FieldErrors } from '@/errors';
import { weekdays, type Frequency, type RecurrenceRecord, type SeriesRecord, type Weekday } from '@/schedule/schedule';

/** Schedule input as adapters pass it on (GraphQL's ScheduleInput, REST bodies). */
export interface RawScheduleInput {
  startsAt?: unknown;
  timeZone?: unknown;
  durationMinutes?: unknown;
  capacity?: unknown;
  recurrence?: unknown;
}

export const scheduleLimits = scheduleBounds;

const frequencies: readonly Frequency[] = ['WEEKLY', 'MONTHLY'];

function isWholeIn(value: unknown, { min, max }: { min: number; max: number }): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** A real `YYYY-MM-DD` day within the years dates may use. */
const isDay = (value: unknown): value is string => parseDay(value) !== null;

/** Checks one recurrence, writing a message per bad field into `errors`. */
function checkRecurrence(raw: Record<string, unknown>, startDay: string | null, errors: FieldErrors): RecurrenceRecord {
  const frequency = raw.frequency as Frequency;
  if (!frequencies.includes(frequency)) errors.frequency = 'Repeat must be WEEKLY or MONTHLY.';
  const interval = raw.interval ?? 1;
  if (!isWholeIn(interval, scheduleLimits.interval)) {
    errors.interval = `Repeat every must be a whole number from ${scheduleLimits.interval.min} to ${scheduleLimits.interval.max}.`;
  }
  const days = raw.weekdays ?? [];
  const validDays = Array.isArray(days) && days.every((day) => weekdays.includes(day as Weekday));
  if (!validDays) errors.weekdays = `Weekdays must be among ${weekdays.join(', ')}.`;
  const weekOfMonth = raw.weekOfMonth ?? null;
  const monthDay = raw.monthDay ?? null;
  const chosenDays = validDays ? [...new Set(days as Weekday[])] : [];
  // The start's own weekday, when the organizer names none (an RRULE without BYDAY does the same).
  const startWeekday = startDay ? weekdays[DateTime.fromISO(startDay).weekday - 1] : undefined;
  const dayList = chosenDays.length > 0 ? chosenDays : startWeekday ? [startWeekday] : [];
  if (frequency === 'MONTHLY') {
    if ((weekOfMonth === null) === (monthDay === null)) {
      errors.monthDay = 'A monthly schedule needs either a day of the month or a week of the month.';
    }
    if (weekOfMonth !== null && ![1, 2, 3, 4, -1].includes(weekOfMonth as number)) {
      errors.weekOfMonth = 'Week of the month must be 1, 2, 3, 4 or -1 (the last).';
    }
    if (weekOfMonth !== null && chosenDays.length > 1) errors.weekdays = 'Choose one weekday for a monthly schedule.';
    if (monthDay !== null && !isWholeIn(monthDay, { min: 1, max: 31 })) {
      errors.monthDay = 'Day of the month must be a whole number from 1 to 31.';
    }
  } else if (weekOfMonth !== null || monthDay !== null) {
    errors.frequency = 'Only a monthly schedule takes a day or week of the month.';
  }
  const until = raw.until ?? null;
  const count = raw.count ?? null;
  if (until !== null && !isDay(until)) errors.until = 'End date must be a real date, YYYY-MM-DD.';
  else if (until !== null && startDay && (until as string) < startDay) {
    errors.until = 'End date must not be before the first session.';
  }
  if (count !== null && !isWholeIn(count, scheduleLimits.count)) {
    errors.count = `Number of sessions must be a whole number from ${scheduleLimits.count.min} to ${scheduleLimits.count.max}.`;
  }
  if (until !== null && count !== null) errors.count = 'Give an end date or a number of sessions, not both.';
  return {
    frequency,
    interval: interval as number,
    weekdays: frequency === 'MONTHLY' && monthDay !== null ? [] : dayList,
    weekOfMonth: frequency === 'MONTHLY' ? (weekOfMonth as number | null) : null,
    monthDay: frequency === 'MONTHLY' ? (monthDay as number | null) : null,
    until: until as string | null,
    count: count as number | null,
  };
}

export interface ValidSchedule {
  series: Omit<SeriesRecord, 'endsBefore'>;
  capacity: number | null;
}

/**
 * Checks a schedule: the first session's wall-clock start (`YYYY-MM-DDTHH:mm`) in an IANA zone,
 * a duration, an optional capacity and recurrence. Every bad field gets its own message.
 */
export function validateSchedule(input: RawScheduleInput): ValidSchedule {
  const errors: FieldErrors = {};
  const { startsAt, timeZone } = input;
  const validStart = isLocalDateTime(startsAt);
  if (!validStart) {
    errors.startsAt = 'First session must be a local date and time, YYYY-MM-DDTHH:mm.';
  }
  if (typeof timeZone !== 'string' || !IANAZone.isValidZone(timeZone)) {
    errors.timeZone = 'Time zone must be an IANA time zone name, e.g. Europe/Berlin.';
  }
  const durationMinutes = input.durationMinutes ?? scheduleLimits.durationMinutes.default;
  if (!isWholeIn(durationMinutes, scheduleLimits.durationMinutes)) {
    errors.durationMinutes = `Duration must be a whole number of minutes from ${scheduleLimits.durationMinutes.min} to ${scheduleLimits.durationMinutes.max}.`;
  }
  const capacity = input.capacity ?? null;
  if (capacity !== null && !isWholeIn(capacity, scheduleLimits.capacity)) {
    errors.capacity = `Places per session must be a whole number from ${scheduleLimits.capacity.min} to ${scheduleLimits.capacity.max}.`;
  }
  const raw = input.recurrence ?? null;
  if (raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) errors.recurrence = 'Repeat must be an object.';
  const startDay = validStart ? (startsAt as string).slice(0, 10) : null;
  const recurrence =
    raw !== null && typeof raw === 'object' ? checkRecurrence(raw as Record<string, unknown>, startDay, errors) : null;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    series: {
      localStart: startsAt as string,
      timeZone: IANAZone.create(timeZone as string).name,
      durationMinutes: durationMinutes as number,
      recurrence,
    },
    capacity: capacity as number | null,
  };
}
