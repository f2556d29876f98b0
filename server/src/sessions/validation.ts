import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';
import { dateBounds, scheduleBounds } from '@/bounds';
import { isLocalDateTime, parseDay } from '@/dates';
import { ValidationError, type FieldErrors } from '@/errors';
import { collectErrors, fieldsOf, wholeNumber } from '@/schemas';
import { weekdays, type RecurrenceRecord, type SeriesRecord, type Weekday } from '@/schedule/schedule';

/** Schedule input as adapters pass it on (GraphQL's ScheduleInput, REST bodies). */
export interface RawScheduleInput {
  startsAt?: unknown;
  timeZone?: unknown;
  durationMinutes?: unknown;
  capacity?: unknown;
  recurrence?: unknown;
}

export const scheduleLimits = scheduleBounds;
const { interval, count, durationMinutes, capacity } = scheduleLimits;

const weekdaysMessage = `Weekdays must be among ${weekdays.join(', ')}.`;
const untilMessage = 'End date must be a real date, YYYY-MM-DD.';

/** How a schedule repeats, field by field; the rules across fields are in `checkAcross`. */
export const recurrenceSchema = z.object(
  {
    frequency: z
      .enum(['WEEKLY', 'MONTHLY'], { error: 'Repeat must be WEEKLY or MONTHLY.' })
      .meta({ description: 'Weekly or monthly.' }),
    interval: wholeNumber(interval, `Repeat every must be a whole number from ${interval.min} to ${interval.max}.`)
      .nullish()
      .meta({ description: `Every how many weeks or months, ${interval.min} to ${interval.max}. Default 1.` }),
    weekdays: z
      .array(z.enum(weekdays, { error: weekdaysMessage }), { error: weekdaysMessage })
      .nullish()
      .meta({
        description:
          'WEEKLY: the days of the week (default: the first session’s weekday). MONTHLY with `weekOfMonth`: one weekday.',
      }),
    monthDay: wholeNumber({ min: 1, max: 31 }, 'Day of the month must be a whole number from 1 to 31.')
      .nullish()
      .meta({ description: 'MONTHLY: the day of the month, 1 to 31. Give this or `weekOfMonth`.' }),
    weekOfMonth: z
      .literal([1, 2, 3, 4, -1], { error: 'Week of the month must be 1, 2, 3, 4 or -1 (the last).' })
      .nullish()
      .meta({
        description:
          'MONTHLY: 1 to 4 for the first to fourth weekday of the month, -1 for the last. Give this or `monthDay`.',
      }),
    until: z
      .string({ error: untilMessage })
      .refine((value) => parseDay(value) !== null, untilMessage)
      .nullish()
      .meta({
        description:
          'The last day a session may fall on, `YYYY-MM-DD` in the group’s time zone. Give this, `count` or neither.',
      }),
    count: wholeNumber(count, `Number of sessions must be a whole number from ${count.min} to ${count.max}.`)
      .nullish()
      .meta({ description: `How many sessions in all, ${count.min} to ${count.max}.` }),
  },
  { error: 'Repeat must be an object.' },
);

/** When and how often a group meets (GraphQL's ScheduleInput; the REST body of PUT /groups/{id}/schedule). */
export const scheduleSchema = z.object({
  startsAt: z
    .string({ error: 'First session must be a local date and time, YYYY-MM-DDTHH:mm.' })
    .refine(isLocalDateTime, 'First session must be a local date and time, YYYY-MM-DDTHH:mm.')
    .meta({ description: 'The first session’s start as wall-clock time in `timeZone`, `YYYY-MM-DDTHH:mm`.' }),
  timeZone: z
    .string({ error: 'Time zone must be an IANA time zone name, e.g. Europe/Berlin.' })
    .refine((zone) => IANAZone.isValidZone(zone), 'Time zone must be an IANA time zone name, e.g. Europe/Berlin.')
    .meta({ description: 'An IANA time zone name, e.g. `Europe/Lisbon`.' }),
  durationMinutes: wholeNumber(
    durationMinutes,
    `Duration must be a whole number of minutes from ${durationMinutes.min} to ${durationMinutes.max}.`,
  )
    .nullish()
    .meta({
      description: `How long each session lasts, ${durationMinutes.min} to ${durationMinutes.max} minutes. Default ${durationMinutes.default}.`,
    }),
  capacity: wholeNumber(capacity, `Places per session must be a whole number from ${capacity.min} to ${capacity.max}.`)
    .nullish()
    .meta({ description: `Places per session, ${capacity.min} to ${capacity.max}. Default: the group’s maxMembers.` }),
  recurrence: recurrenceSchema
    .nullish()
    .meta({ description: 'How the schedule repeats; leave out for a single session.' }),
});

/** The body of PUT /groups/{id}/sessions/{sessionId}/rsvp. */
export const rsvpSchema = z.object({
  going: z
    .boolean({ error: 'going must be true or false.' })
    .meta({ description: 'Going (true) or not going (false).' }),
});

type Recurrence = z.output<typeof recurrenceSchema>;

/**
 * True when a monthly rule on `monthDay` every `interval` months from `startDay` has a session
 * within the allowed years. One that never has (the 31st every 12 months from April) is refused:
 * every read would search month after month for it.
 */
function monthDayComes(startDay: string, monthDay: number, interval: number): boolean {
  const [year, month, day] = startDay.split('-').map(Number) as [number, number, number];
  const last = (dateBounds.year.max + 1) * 12;
  for (let index = year * 12 + month - 1; index < last; index += interval) {
    const daysInMonth = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
    if (monthDay <= daysInMonth && (index > year * 12 + month - 1 || monthDay >= day)) return true;
  }
  return false;
}

/**
 * The rules across a recurrence's fields, on what was sent (`raw`): a monthly schedule takes a day
 * or a week of the month (one of them) and then one weekday; an end is a date or a count, not both.
 */
function checkAcross(raw: Record<string, unknown>, startDay: string | null, errors: FieldErrors): void {
  const weekOfMonth = raw.weekOfMonth ?? null;
  const monthDay = raw.monthDay ?? null;
  if (raw.frequency === 'MONTHLY') {
    if ((weekOfMonth === null) === (monthDay === null)) {
      errors.monthDay ??= 'A monthly schedule needs either a day of the month or a week of the month.';
    }
    const chosen = Array.isArray(raw.weekdays) && !errors.weekdays ? new Set(raw.weekdays).size : 0;
    if (weekOfMonth !== null && chosen > 1) errors.weekdays = 'Choose one weekday for a monthly schedule.';
    const interval = raw.interval ?? 1;
    if (
      !errors.monthDay &&
      !errors.interval &&
      typeof monthDay === 'number' &&
      typeof interval === 'number' &&
      startDay
    ) {
      if (!monthDayComes(startDay, monthDay, interval)) {
        errors.monthDay =
          'This day never comes in the months the schedule repeats in (e.g. the 31st every 12 months from April).';
      }
    }
  } else {
    // Another frequency's day and week fields are not read, so only the frequency is named.
    delete errors.weekOfMonth;
    delete errors.monthDay;
    if (weekOfMonth !== null || monthDay !== null)
      errors.frequency = 'Only a monthly schedule takes a day or week of the month.';
  }
  const until = raw.until ?? null;
  if (!errors.until && typeof until === 'string' && startDay && until < startDay) {
    errors.until = 'End date must not be before the first session.';
  }
  if (until !== null && (raw.count ?? null) !== null)
    errors.count = 'Give an end date or a number of sessions, not both.';
}

function recurrenceRecord(recurrence: Recurrence, startDay: string): RecurrenceRecord {
  const { frequency } = recurrence;
  const monthly = frequency === 'MONTHLY';
  const chosen = [...new Set<Weekday>(recurrence.weekdays ?? [])];
  // The start's own weekday, when the organizer names none (an RRULE without BYDAY does the same).
  const dayList = chosen.length > 0 ? chosen : [weekdays[DateTime.fromISO(startDay).weekday - 1]!];
  const monthDay = recurrence.monthDay ?? null;
  return {
    frequency,
    interval: recurrence.interval ?? 1,
    weekdays: monthly && monthDay !== null ? [] : dayList,
    weekOfMonth: monthly ? (recurrence.weekOfMonth ?? null) : null,
    monthDay: monthly ? monthDay : null,
    until: recurrence.until ?? null,
    count: recurrence.count ?? null,
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
  const result = scheduleSchema.safeParse(fieldsOf(input));
  const errors = collectErrors(result, {});
  const startDay = isLocalDateTime(input.startsAt) ? input.startsAt.slice(0, 10) : null;
  const raw = input.recurrence;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) checkAcross(fieldsOf(raw), startDay, errors);
  if (!result.success || !startDay || Object.keys(errors).length > 0) throw new ValidationError(errors);
  const { data } = result;
  return {
    series: {
      localStart: data.startsAt,
      timeZone: IANAZone.create(data.timeZone).name,
      durationMinutes: data.durationMinutes ?? durationMinutes.default,
      recurrence: data.recurrence ? recurrenceRecord(data.recurrence, startDay) : null,
    },
    capacity: data.capacity ?? null,
  };
}
