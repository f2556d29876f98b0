import fc from 'fast-check';
import { DateTime } from 'luxon';
import { rrulestr } from 'rrule';
import { dateHorizon, scheduleBounds } from '@/bounds';
import {
  instantOf,
  rruleText,
  seriesStarts,
  sessionCountFrom,
  sessionIdOf,
  sessionsFrom,
  weekdays,
  type RecurrenceRecord,
  type ScheduleRecord,
  type SeriesRecord,
  type SessionExceptionRecord,
  type Weekday,
} from '@/schedule/schedule';

// rrule's floating expansion below reads and writes the UTC fields; keep the process in UTC too.
process.env.TZ = 'UTC';

/**
 * Reads of a schedule start the rrule walk at a later start on the series's own beat
 * (recurrence.ts, `rebasedStart`), so a series that began in 2000 is not walked from 2000 on
 * every read. These properties hold the rebased walk, the bounded count and the paged list
 * against a brute-force expansion that always walks from the series's original start.
 */

const dayMs = 86_400_000;
const yearMs = 365 * dayMs;

/** Zones with DST switches at night (at 00:00 or 02:00–03:00), so the day-time starts below exist once. */
const zones = [
  'Europe/Berlin',
  'America/New_York',
  'Australia/Sydney',
  'Asia/Kolkata',
  'America/Santiago',
  'Asia/Tehran',
  'UTC',
];

const two = (value: number) => String(value).padStart(2, '0');

const localStart = fc
  .record({
    day: fc.integer({ min: Date.UTC(2000, 0, 1) / dayMs, max: Date.UTC(2030, 11, 31) / dayMs }),
    hour: fc.integer({ min: 7, max: 20 }),
    minute: fc.constantFrom(0, 15, 30, 45),
  })
  .map(({ day, hour, minute }) => `${new Date(day * dayMs).toISOString().slice(0, 10)}T${two(hour)}:${two(minute)}`);

/** Weekly on 1–7 days or monthly by week or day of the month, every 1–52 periods. */
const rule = fc.oneof(
  fc.record({
    frequency: fc.constant('WEEKLY' as const),
    interval: fc.integer({ min: 1, max: 52 }),
    weekdays: fc.uniqueArray(fc.constantFrom(...weekdays), { minLength: 1, maxLength: 7 }),
    weekOfMonth: fc.constant(null),
    monthDay: fc.constant(null),
  }),
  fc.record({
    frequency: fc.constant('MONTHLY' as const),
    interval: fc.integer({ min: 1, max: 52 }),
    weekdays: fc.constantFrom(...weekdays).map((day) => [day]),
    weekOfMonth: fc.constantFrom(1, 2, 3, 4, -1),
    monthDay: fc.constant(null),
  }),
  fc.record({
    frequency: fc.constant('MONTHLY' as const),
    interval: fc.integer({ min: 1, max: 52 }),
    weekdays: fc.constant<Weekday[]>([]),
    weekOfMonth: fc.constant(null),
    monthDay: fc.integer({ min: 1, max: 31 }),
  }),
);

/** A series without a count: open-ended or ending on a day 0–100 years after its start (within 2100). */
const uncountedSeries: fc.Arbitrary<SeriesRecord> = fc
  .record({
    localStart,
    timeZone: fc.constantFrom(...zones),
    rule,
    untilAfterDays: fc.option(fc.integer({ min: 0, max: 100 * 365 }), { nil: null }),
  })
  .map(({ localStart: start, timeZone, rule: recurrenceRule, untilAfterDays }) => {
    const untilMs =
      untilAfterDays === null ? null : Date.parse(`${start.slice(0, 10)}T00:00:00Z`) + untilAfterDays * dayMs;
    const until =
      untilMs === null ? null : new Date(Math.min(untilMs, Date.UTC(2100, 11, 31))).toISOString().slice(0, 10);
    const recurrence: RecurrenceRecord = { ...recurrenceRule, until, count: null };
    return { localStart: start, timeZone, durationMinutes: 90, recurrence, endsBefore: null };
  });

/**
 * The reference: the series's RFC 5545 text expanded by rrule on the wall clock from its original
 * DTSTART (no rebase), each wall-clock time then placed in the zone by luxon.
 */
function reference(series: SeriesRecord, from: Date, to: Date): number[] {
  const text = series.recurrence ? rruleText(series) : `${rruleText(series)}\nRRULE:FREQ=DAILY;COUNT=1`;
  const floating = rrulestr(text.replace(/;TZID=[^:]+/, '').replace(/(UNTIL=\d{8}T\d{6})Z/, '$1'));
  if (series.recurrence?.until) {
    // UNTIL is written as a UTC instant (RFC 5545); on the wall clock it is the end of that day.
    floating.options.until = new Date(`${series.recurrence.until}T23:59:59Z`);
    floating.origOptions.until = floating.options.until;
  }
  return floating
    .between(new Date(from.getTime() - 2 * dayMs), new Date(to.getTime() + 2 * dayMs), true)
    .map((wall) => DateTime.fromISO(wall.toISOString().slice(0, 16), { zone: series.timeZone }).toMillis())
    .filter((instant) => instant >= from.getTime() && instant < to.getTime());
}

const startOf = (series: SeriesRecord) => instantOf(series.localStart, series.timeZone).getTime();

const groupId = '0123456789abcdef01234567';
const groupOf = (schedule: ScheduleRecord) => ({ _id: groupId, location: 'Town Hall', schedule });

describe('a read that starts its walk at a rebased start', () => {
  it('finds exactly the sessions of a walk from the original start, for a year 1–60 years later', () => {
    fc.assert(
      fc.property(
        uncountedSeries,
        fc.integer({ min: 1 * 365, max: 60 * 365 }),
        fc.nat(dayMs - 1),
        (series, days, ms) => {
          const from = new Date(startOf(series) + days * dayMs + ms);
          const to = new Date(from.getTime() + yearMs);
          expect(seriesStarts(series, from, to).map((start) => start.getTime())).toEqual(reference(series, from, to));
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** A finite series: by a count of 1–1,200 sessions or by an end day, mostly dense (many days a week). */
const finiteSeries: fc.Arbitrary<SeriesRecord> = fc
  .record({
    series: uncountedSeries,
    count: fc.option(fc.integer({ min: 1, max: 1200 }), { nil: null }),
    untilAfterDays: fc.integer({ min: 0, max: 6 * 365 }),
  })
  .map(({ series, count, untilAfterDays }) => {
    const recurrence = series.recurrence as RecurrenceRecord;
    const until = new Date(Date.parse(`${series.localStart.slice(0, 10)}T00:00:00Z`) + untilAfterDays * dayMs)
      .toISOString()
      .slice(0, 10);
    return {
      ...series,
      recurrence: count === null ? { ...recurrence, until, count: null } : { ...recurrence, until: null, count },
    };
  });

/** One or two runs: the second ("this and all following") ends the first where it begins. */
const finiteSchedule: fc.Arbitrary<ScheduleRecord> = fc
  .record({
    first: finiteSeries,
    second: fc.option(fc.record({ series: finiteSeries, afterDays: fc.integer({ min: 1, max: 3 * 365 }) }), {
      nil: null,
    }),
  })
  .map(({ first, second }) => {
    if (!second) return { series: [first], capacity: null, exceptions: [] };
    const splitDay = new Date(Date.parse(`${first.localStart.slice(0, 10)}T00:00:00Z`) + second.afterDays * dayMs);
    const later: SeriesRecord = {
      ...second.series,
      timeZone: first.timeZone,
      localStart: `${splitDay.toISOString().slice(0, 10)}${second.series.localStart.slice(10)}`,
    };
    const laterRecurrence = later.recurrence as RecurrenceRecord;
    if (laterRecurrence.until && laterRecurrence.until < later.localStart.slice(0, 10)) {
      later.recurrence = { ...laterRecurrence, until: later.localStart.slice(0, 10) };
    }
    return {
      series: [{ ...first, endsBefore: new Date(startOf(later)) }, later],
      capacity: null,
      exceptions: [],
    };
  });

describe('the count of sessions from a day on', () => {
  it('is the number of sessions listed from that day when at most 1,000, else null (“more”)', () => {
    fc.assert(
      fc.property(finiteSchedule, fc.integer({ min: -400, max: 4 * 365 }), (schedule, days) => {
        const group = groupOf(schedule);
        const from = new Date(startOf(schedule.series[0] as SeriesRecord) + days * dayMs);
        const listed = sessionsFrom(group, from, 5000).length;
        const count = sessionCountFrom(group, from);
        expect(count).toBe(listed <= scheduleBounds.sessionsPerSeries ? listed : null);
      }),
      { numRuns: 80 },
    );
  });

  it('is null for a series without an end', () => {
    fc.assert(
      fc.property(uncountedSeries, (series) => {
        const open: SeriesRecord = {
          ...series,
          recurrence: { ...(series.recurrence as RecurrenceRecord), until: null },
        };
        expect(
          sessionCountFrom(groupOf({ series: [open], capacity: null, exceptions: [] }), new Date(2000, 0, 1)),
        ).toBe(null);
      }),
      { numRuns: 20 },
    );
  });
});

/** What a reader sees, brute force: every original start of the series, the changes applied. */
interface Listed {
  id: string;
  startsAt: number;
  cancelled: boolean;
}

function bruteForce(series: SeriesRecord, exceptions: SessionExceptionRecord[], from: Date): Listed[] {
  const changes = new Map(exceptions.map((exception) => [exception.original.getTime(), exception]));
  return reference(series, new Date(startOf(series) - dayMs), dateHorizon)
    .map((original) => {
      const change = changes.get(original);
      return {
        id: sessionIdOf(groupId, new Date(original)),
        startsAt: change?.startsAt?.getTime() ?? original,
        cancelled: change?.cancelled ?? false,
      };
    })
    .filter((session) => session.startsAt >= from.getTime())
    .sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}

describe('a page of sessions', () => {
  it('is the first n of the brute-force list, with cancelled and moved sessions', () => {
    const scenario = fc
      .record({
        series: uncountedSeries,
        fromDays: fc.integer({ min: -365, max: 60 * 365 }),
        limit: fc.integer({ min: 1, max: 60 }),
        // Changes to sessions near `from`: by position among the sessions from a month before it.
        changes: fc.array(
          fc.record({
            index: fc.nat(80),
            cancel: fc.boolean(),
            shiftMinutes: fc.integer({ min: -20 * 24 * 60, max: 20 * 24 * 60 }),
          }),
          { maxLength: 12 },
        ),
      })
      .filter(({ series }) => {
        // Dense open-ended series over a century make the brute force slow; keep it to 10,000 starts.
        const recurrence = series.recurrence as RecurrenceRecord;
        const perYear =
          recurrence.frequency === 'WEEKLY'
            ? (52 * recurrence.weekdays.length) / recurrence.interval
            : 12 / recurrence.interval;
        return perYear * 100 <= 10_000 || recurrence.until !== null;
      });
    fc.assert(
      fc.property(scenario, ({ series, fromDays, limit, changes }) => {
        const from = new Date(startOf(series) + fromDays * dayMs);
        const nearby = reference(series, new Date(from.getTime() - 30 * dayMs), new Date(from.getTime() + 5 * yearMs));
        const exceptions = new Map<number, SessionExceptionRecord>();
        for (const { index, cancel, shiftMinutes } of changes) {
          const original = nearby[index % Math.max(nearby.length, 1)];
          if (original === undefined) continue;
          const moved = original + shiftMinutes * 60_000;
          exceptions.set(original, {
            original: new Date(original),
            cancelled: cancel,
            startsAt: cancel || moved >= dateHorizon.getTime() ? null : new Date(moved),
            location: null,
          });
        }
        const group = groupOf({ series: [series], capacity: null, exceptions: [...exceptions.values()] });
        const listed = sessionsFrom(group, from, limit).map((session) => ({
          id: session.id,
          startsAt: session.startsAt.getTime(),
          cancelled: session.cancelled,
        }));
        expect(listed).toEqual(bruteForce(series, [...exceptions.values()], from).slice(0, limit));
      }),
      { numRuns: 60 },
    );
  });
});
