import fc from 'fast-check';
import { weekdays, type RecurrenceRecord, type SeriesRecord, type Weekday } from '@/schedule/schedule';

/**
 * Schedules for the tests: random recurrences for the property tests: weekly on 1–3 days every 1–3 weeks, monthly
 * on the nth/last weekday or a day of the month, ending on one of `untilDays`, after a count, or never.
 */
export function recurrenceArbitrary(untilDays: string[]): fc.Arbitrary<RecurrenceRecord> {
  const end = fc.oneof(
    fc.record({ until: fc.constantFrom(...untilDays), count: fc.constant(null) }),
    fc.record({ until: fc.constant(null), count: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ until: fc.constant(null), count: fc.constant(null) }),
  );

  return fc.oneof(
    fc
      .record({
        interval: fc.integer({ min: 1, max: 3 }),
        weekdays: fc.uniqueArray(fc.constantFrom(...weekdays), { minLength: 1, maxLength: 3 }),
        end,
      })
      .map(({ interval, weekdays: days, end: { until, count } }) => ({
        frequency: 'WEEKLY' as const,
        interval,
        weekdays: days,
        weekOfMonth: null,
        monthDay: null,
        until,
        count,
      })),
    fc
      .record({
        interval: fc.integer({ min: 1, max: 2 }),
        weekday: fc.constantFrom(...weekdays),
        weekOfMonth: fc.constantFrom(1, 2, 3, 4, -1),
        end,
      })
      .map(({ interval, weekday, weekOfMonth, end: { until, count } }) => ({
        frequency: 'MONTHLY' as const,
        interval,
        weekdays: [weekday],
        weekOfMonth,
        monthDay: null,
        until,
        count,
      })),
    fc
      .record({ interval: fc.integer({ min: 1, max: 2 }), monthDay: fc.integer({ min: 1, max: 31 }), end })
      .map(({ interval, monthDay, end: { until, count } }) => ({
        frequency: 'MONTHLY' as const,
        interval,
        weekdays: [],
        weekOfMonth: null,
        monthDay,
        until,
        count,
      })),
  );
}

/** A weekly series on one day, `count` sessions long (or without end). */
export function weeklySeries(
  localStart: string,
  timeZone: string,
  weekday: Weekday,
  count: number | null,
  durationMinutes = 120,
): SeriesRecord {
  const recurrence: RecurrenceRecord = {
    frequency: 'WEEKLY',
    interval: 1,
    weekdays: [weekday],
    weekOfMonth: null,
    monthDay: null,
    until: null,
    count,
  };
  return { localStart, timeZone, durationMinutes, recurrence, endsBefore: null };
}
