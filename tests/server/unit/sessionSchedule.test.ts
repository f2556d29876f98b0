import fc from 'fast-check';
import { DateTime } from 'luxon';
import { rrulestr } from 'rrule';
import {
  instantOf,
  nextSession,
  rruleText,
  seriesStarts,
  sessionById,
  sessionIdOf,
  sessionsFrom,
  type ScheduleRecord,
  type SeriesRecord,
} from '@/schedule/schedule';
import { recurrenceArbitrary, weeklySeries } from '../scheduleArbitraries';

// rrule's own TZID expansion returns true instants only when the process runs in UTC.
process.env.TZ = 'UTC';

const zones = ['Europe/Berlin', 'America/New_York', 'Europe/Lisbon', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];

/** Wall-clock starts around DST switches and month ends, at times every zone has on every day. */
const localStart = fc
  .record({
    date: fc.constantFrom(
      '2026-03-01',
      '2026-03-07',
      '2026-03-27',
      '2026-03-29',
      '2026-10-24',
      '2026-10-31',
      '2026-11-01',
      '2027-01-31',
      '2027-02-28',
      '2027-04-05',
    ),
    hour: fc.constantFrom(0, 7, 12, 18, 19, 23),
    minute: fc.constantFrom(0, 15, 30, 45),
  })
  .map(({ date, hour, minute }) => `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const recurrence = recurrenceArbitrary(['2026-12-31', '2027-03-31', '2027-11-15']);

const series: fc.Arbitrary<SeriesRecord> = fc.record({
  localStart,
  timeZone: fc.constantFrom(...zones),
  durationMinutes: fc.constantFrom(60, 90, 120),
  recurrence: fc.option(recurrence, { nil: null }),
  endsBefore: fc.constant(null),
});

const from = new Date('2026-01-01T00:00:00Z');
const to = new Date('2028-01-01T00:00:00Z');

/**
 * The library's own expansion of the RFC 5545 text, on the wall clock (DTSTART without its
 * TZID is "floating" to rrule), each wall-clock time then placed in the zone. rrule's TZID
 * mode is not the reference: it puts sessions an hour off on some DST-switch days (see below).
 */
function reference(one: SeriesRecord): number[] {
  // A one-off is its DTSTART alone (rrule would read a bare DTSTART as a yearly rule).
  const text = one.recurrence ? rruleText(one) : `${rruleText(one)}\nRRULE:FREQ=DAILY;COUNT=1`;
  const floating = rrulestr(text.replace(/;TZID=[^:]+/, '').replace(/(UNTIL=\d{8}T\d{6})Z/, '$1'));
  if (one.recurrence?.until) {
    // UNTIL is written as a UTC instant (RFC 5545); on the wall clock it is the end of that day.
    floating.options.until = new Date(`${one.recurrence.until}T23:59:59Z`);
    floating.origOptions.until = floating.options.until;
  }
  return floating
    .between(new Date('2025-12-30T00:00:00Z'), new Date('2028-01-02T00:00:00Z'), true)
    .map((wall) => DateTime.fromISO(wall.toISOString().slice(0, 16), { zone: one.timeZone }).toMillis())
    .filter((instant) => instant >= from.getTime() && instant < to.getTime());
}

const groupId = '0123456789abcdef01234567';
const groupOf = (schedule: ScheduleRecord) => ({ _id: groupId, location: 'Town Hall', schedule });

describe('occurrences of a schedule', () => {
  it('match rrule’s own TZID expansion for random schedules, across DST switches and month ends', () => {
    fc.assert(
      fc.property(series, (one) => {
        expect(seriesStarts(one, from, to).map((date) => date.getTime())).toEqual(reference(one));
      }),
      { numRuns: 300 },
    );
  });

  it('keep the wall-clock time of every session in the group’s zone', () => {
    fc.assert(
      fc.property(series, (one) => {
        const wall = one.localStart.slice(11);
        for (const start of seriesStarts(one, from, to)) {
          expect(DateTime.fromJSDate(start, { zone: one.timeZone }).toFormat('HH:mm')).toBe(wall);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('page through the same sessions whatever the page size', () => {
    fc.assert(
      fc.property(series, fc.integer({ min: 1, max: 7 }), (one, size) => {
        const group = groupOf({ series: [one], capacity: null, exceptions: [] });
        const all = sessionsFrom(group, from, 30).map((session) => session.id);
        const paged: string[] = [];
        let cursor = from;
        while (paged.length < all.length) {
          // A page starts at the last start seen; what was already listed there is skipped.
          const page = sessionsFrom(group, cursor, size + paged.length).filter((s) => !paged.includes(s.id));
          if (page.length === 0) break;
          paged.push(...page.slice(0, size).map((session) => session.id));
          cursor = page[Math.min(size, page.length) - 1]!.startsAt;
        }
        expect(paged.slice(0, all.length)).toEqual(all);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a weekly session across a DST switch', () => {
  const weekly = weeklySeries('2026-03-17T19:00', 'Europe/Berlin', 'TU', 4);

  it('stays at 7 PM in Berlin: 18:00 UTC before 29 March, 17:00 UTC after', () => {
    expect(seriesStarts(weekly, from, to).map((date) => date.toISOString())).toEqual([
      '2026-03-17T18:00:00.000Z',
      '2026-03-24T18:00:00.000Z',
      '2026-03-31T17:00:00.000Z',
      '2026-04-07T17:00:00.000Z',
    ]);
  });

  it('places a wall-clock time on a DST-switch day where the zone has it (rrule’s TZID mode is an hour off here)', () => {
    const sydney: SeriesRecord = {
      ...weekly,
      localStart: '2027-10-03T00:00',
      timeZone: 'Australia/Sydney',
      recurrence: { ...weekly.recurrence!, weekdays: ['SU'] },
    };
    expect(seriesStarts(sydney, from, to)[0]?.toISOString()).toBe('2027-10-02T14:00:00.000Z');
    expect(rrulestr(rruleText(sydney)).all()[0]?.toISOString()).toBe('2027-10-02T13:00:00.000Z');
  });

  it('writes RFC 5545 text with the zone', () => {
    expect(rruleText(weekly)).toBe(
      'DTSTART;TZID=Europe/Berlin:20260317T190000\nRRULE:FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=TU;COUNT=4',
    );
  });

  it('applies cancellations and moves, and finds the next session that still takes place', () => {
    const second = instantOf('2026-03-24T19:00', 'Europe/Berlin');
    const third = instantOf('2026-03-31T19:00', 'Europe/Berlin');
    const group = groupOf({
      series: [weekly],
      capacity: null,
      exceptions: [
        { original: second, cancelled: true, startsAt: null, location: null },
        { original: third, cancelled: false, startsAt: new Date('2026-04-01T17:00:00Z'), location: 'The Park' },
      ],
    });
    const sessions = sessionsFrom(group, from, 10);
    expect(sessions.map((s) => [s.startsAt.toISOString(), s.cancelled, s.location])).toEqual([
      ['2026-03-17T18:00:00.000Z', false, 'Town Hall'],
      ['2026-03-24T18:00:00.000Z', true, 'Town Hall'],
      ['2026-04-01T17:00:00.000Z', false, 'The Park'],
      ['2026-04-07T17:00:00.000Z', false, 'Town Hall'],
    ]);
    expect(nextSession(group, new Date('2026-03-18T00:00:00Z'))?.startsAt.toISOString()).toBe(
      '2026-04-01T17:00:00.000Z',
    );
    expect(nextSession(group, new Date('2026-04-08T00:00:00Z'))).toBeNull();
    expect(sessionById(group, sessionIdOf(groupId, third))?.location).toBe('The Park');
    expect(sessionById(group, sessionIdOf(groupId, new Date('2026-03-25T18:00:00Z')))).toBeNull();
    expect(sessionById(group, 'not-a-session')).toBeNull();
  });

  it('ends one series where the next begins ("this and all following")', () => {
    const split = instantOf('2026-03-31T19:00', 'Europe/Berlin');
    const later: SeriesRecord = {
      ...weekly,
      localStart: '2026-03-31T20:00',
      recurrence: { ...weekly.recurrence!, count: 2 },
    };
    const group = groupOf({ series: [{ ...weekly, endsBefore: split }, later], capacity: null, exceptions: [] });
    expect(sessionsFrom(group, from, 10).map((s) => s.startsAt.toISOString())).toEqual([
      '2026-03-17T18:00:00.000Z',
      '2026-03-24T18:00:00.000Z',
      '2026-03-31T18:00:00.000Z',
      '2026-04-07T18:00:00.000Z',
    ]);
  });
});
