import fc from 'fast-check';
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { Types } from 'mongoose';
import { groupEvents } from '@/calendar/events';
import { icsCalendar } from '@/calendar/ics';
import { vtimezoneLines } from '@/calendar/vtimezone';
import { HobbyCategory } from '@/groups/categories';
import type { GroupRecord } from '@/groups/model';
import {
  sessionsFrom,
  seriesAt,
  seriesStarts,
  type ScheduleRecord,
  type SeriesRecord,
  type SessionExceptionRecord,
} from '@/schedule/schedule';
import { recurrenceArbitrary, weeklySeries } from '../scheduleArbitraries';
import { endUnlessNearChange, expandWithIcalJs, nearChange, type Occurrence } from '../icalExpansion';

/**
 * A recurring group's calendar is its series (RRULE, EXDATE, RECURRENCE-ID overrides, VTIMEZONE).
 * ical.js — another implementation of RFC 5545 — expands what we wrote, and the sessions it finds
 * must be exactly the app's own: same instants (so the VTIMEZONE offsets are right too), cancelled
 * ones absent, moved ones at their new time and place.
 */

process.env.TZ = 'UTC';

const zones = ['Europe/Berlin', 'America/New_York', 'Europe/Lisbon', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
const from = new Date('2026-01-01T00:00:00Z');
const to = new Date('2027-07-01T00:00:00Z');

/** The app's own sessions that take place, in [from, to). */
function appSessions(group: GroupRecord): Occurrence[] {
  const zoneOf = (original: Date) => seriesAt(group.schedule!, original)!.timeZone;
  return sessionsFrom(group, new Date('2025-06-01T00:00:00Z'), 5000)
    .filter((session) => !session.cancelled && session.startsAt < to)
    .map((session) => ({
      start: session.startsAt.toISOString(),
      end: endUnlessNearChange(session.startsAt, session.endsAt, zoneOf(session.original)),
      location: session.location,
    }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.location.localeCompare(b.location));
}

function groupWith(schedule: ScheduleRecord): GroupRecord {
  const stamp = new Date('2026-01-01T00:00:00Z');
  return {
    _id: new Types.ObjectId('0123456789abcdef01234567'),
    groupName: 'Sketch, Ink; & Tea',
    nameKey: 'sketch, ink; & tea',
    hobbyCategory: HobbyCategory.DRAWING_AND_PAINTING,
    description: 'We draw.',
    location: 'Town Hall',
    maxMembers: 10,
    startDate: stamp,
    imageURL: '',
    userName: 'Orla',
    userEmail: 'orla@example.com',
    ownerUid: 'orla',
    schedule,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

const icsOf = (group: GroupRecord) =>
  icsCalendar(
    { name: group.groupName, events: groupEvents(group, { host: 'hobbyhub.test', url: 'https://hobbyhub.test/g' }) },
    new Date('2026-11-24T00:00:00Z'),
  );

const localStart = fc
  .record({
    date: fc.constantFrom('2026-03-01', '2026-03-27', '2026-03-29', '2026-10-24', '2026-11-01', '2027-01-31'),
    // Times every zone has on every day (no DST gap): the gap's meaning is tested on its own below.
    hour: fc.constantFrom(0, 7, 12, 19, 23),
    minute: fc.constantFrom(0, 30),
  })
  .map(({ date, hour, minute }) => `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

const recurrence = recurrenceArbitrary(['2026-12-31', '2027-06-30']);

const seriesArb: fc.Arbitrary<Omit<SeriesRecord, 'endsBefore'>> = fc.record({
  localStart,
  timeZone: fc.constantFrom(...zones),
  durationMinutes: fc.constantFrom(60, 90, 150),
  recurrence,
});

/** What the organizer does to some sessions: cancel, move in time, move in place, or both. */
const change = fc.record({
  pick: fc.nat(),
  cancelled: fc.boolean(),
  shiftHours: fc.constantFrom(0, 0, -2, 3, 26),
  location: fc.option(fc.constantFrom('The Park', 'Library, room 2'), { nil: null }),
});

/** A schedule: one series, perhaps replaced from one of its sessions on ("this and all following"), and changes. */
const scheduleArb = fc
  .record({
    first: seriesArb,
    later: fc.option(fc.record({ series: seriesArb, splitPick: fc.nat() }), { nil: null }),
    changes: fc.array(change, { maxLength: 4 }),
  })
  .map(({ first, later, changes }): ScheduleRecord => {
    const firstStarts = seriesStarts({ ...first, endsBefore: null }, from, to);
    const split = later ? firstStarts[later.splitPick % Math.max(1, firstStarts.length)] : undefined;
    const series: SeriesRecord[] =
      later && split
        ? [
            { ...first, endsBefore: split },
            {
              ...later.series,
              // The later run starts on the split session's day, at its own time.
              localStart: `${DateTime.fromJSDate(split, { zone: later.series.timeZone }).toISODate()}T${later.series.localStart.slice(11)}`,
              endsBefore: null,
            },
          ]
        : [{ ...first, endsBefore: null }];
    const group = groupWith({ series, capacity: null, exceptions: [] });
    const sessions = sessionsFrom(group, from, 60);
    const exceptions = new Map<number, SessionExceptionRecord>();
    for (const { pick, cancelled, shiftHours, location } of changes) {
      const session = sessions[pick % Math.max(1, sessions.length)];
      if (!session || (!cancelled && shiftHours === 0 && location === null)) continue;
      const startsAt = new Date(session.original.getTime() + shiftHours * 3_600_000);
      // ical.js misreads wall-clock times around a DST change (see Occurrence.end): no moves there.
      if (shiftHours !== 0 && nearChange(startsAt, session.timeZone)) continue;
      exceptions.set(session.original.getTime(), {
        original: session.original,
        cancelled,
        startsAt: shiftHours === 0 ? null : startsAt,
        location,
      });
    }
    return { series, capacity: null, exceptions: [...exceptions.values()] };
  });

describe('a recurring group’s calendar, expanded by ical.js', () => {
  it('holds exactly the app’s sessions for random schedules, splits and changes, across DST switches', () => {
    fc.assert(
      fc.property(scheduleArb, (schedule) => {
        const group = groupWith(schedule);
        expect(expandWithIcalJs(to, icsOf(group))).toEqual(appSessions(group));
      }),
      { numRuns: 100 },
    );
  });

  it('gives a series its length as a DURATION, so an end in a repeated hour does not stretch it', () => {
    // The first session ends at 01:00 on the night Lisbon's 01:00 happens twice.
    const sundays = weeklySeries('2026-10-25T00:00', 'Europe/Lisbon', 'SU', 4, 60);
    const group = groupWith({ series: [sundays], capacity: null, exceptions: [] });
    const text = icsOf(group).replace(/\r\n /g, '');
    expect(text).toContain('DURATION:PT60M\r\n');
    expect(text).not.toMatch(/^DTEND;TZID/m);
    expect(expandWithIcalJs(to, text).slice(1)).toEqual(appSessions(group).slice(1));
  });

  it('writes one VEVENT per run with its RRULE and zone, EXDATE per cancellation, RECURRENCE-ID per move', () => {
    const weekly = weeklySeries('2027-03-16T19:00', 'Europe/Berlin', 'TU', 5, 90);
    const [, second, third] = seriesStarts(weekly, from, to);
    const group = groupWith({
      series: [weekly],
      capacity: null,
      exceptions: [
        { original: second!, cancelled: true, startsAt: null, location: null },
        { original: third!, cancelled: false, startsAt: new Date('2027-04-01T16:00:00Z'), location: 'The Park' },
      ],
    });
    const text = icsOf(group);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('DTSTART;TZID=Europe/Berlin:20270316T190000\r\n');
    expect(unfolded).toContain('DURATION:PT90M\r\n');
    expect(unfolded).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=TU;COUNT=5\r\n');
    expect(unfolded).toContain('EXDATE;TZID=Europe/Berlin:20270323T190000\r\n');
    expect(unfolded).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20270330T190000\r\n');
    expect(unfolded).toContain('DTSTART;TZID=Europe/Berlin:20270401T180000\r\n');
    expect(unfolded.match(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin\r\n/g)).toHaveLength(1);
    // Across the switch on 28 March the session stays at 7 PM in Berlin: 18:00 UTC, then 17:00 UTC.
    expect(expandWithIcalJs(to, text)).toEqual([
      { start: '2027-03-16T18:00:00.000Z', end: '2027-03-16T19:30:00.000Z', location: 'Town Hall' },
      { start: '2027-04-01T16:00:00.000Z', end: '2027-04-01T17:30:00.000Z', location: 'The Park' },
      { start: '2027-04-06T17:00:00.000Z', end: '2027-04-06T18:30:00.000Z', location: 'Town Hall' },
      { start: '2027-04-13T17:00:00.000Z', end: '2027-04-13T18:30:00.000Z', location: 'Town Hall' },
    ]);
  });

  it('reads wall-clock times a DST switch skips or repeats as RFC 5545 does, and writes a repeated hour’s second pass in UTC', () => {
    const sundays = (localStart: string, timeZone: string) => weeklySeries(localStart, timeZone, 'SU', 2, 60);
    // 02:30 on 29 March 2026 does not exist in Berlin: the offset before the gap (+01:00) applies.
    const skipped = groupWith({
      series: [sundays('2026-03-22T02:30', 'Europe/Berlin')],
      capacity: null,
      exceptions: [],
    });
    expect(appSessions(skipped).map((session) => session.start)).toEqual([
      '2026-03-22T01:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
    // 01:30 on 1 November 2026 happens twice in New York: the first (EDT, -04:00).
    const repeated = sundays('2026-10-25T01:30', 'America/New_York');
    const twice = groupWith({ series: [repeated], capacity: null, exceptions: [] });
    expect(appSessions(twice).map((session) => session.start)).toEqual([
      '2026-10-25T05:30:00.000Z',
      '2026-11-01T05:30:00.000Z',
    ]);
    expect(icsOf(twice)).toContain('\r\nDTSTART;TZID=America/New_York:20261025T013000\r\n');
    // Moved to the second 01:30 (EST): only UTC can name it, and ical.js finds it there.
    const [, second] = seriesStarts(repeated, from, to);
    const moved = groupWith({
      series: [repeated],
      capacity: null,
      exceptions: [{ original: second!, cancelled: false, startsAt: new Date('2026-11-01T06:30:00Z'), location: null }],
    });
    expect(icsOf(moved)).toContain('\r\nDTSTART:20261101T063000Z\r\n');
    expect(expandWithIcalJs(to, icsOf(moved)).map((occurrence) => occurrence.start)).toEqual([
      '2026-10-25T05:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
  });
});

describe('VTIMEZONE', () => {
  it('gives ical.js the zone’s real offset at every hour of the years written, and after them by its rules', () => {
    for (const zone of [...zones, 'America/Sao_Paulo', 'Pacific/Auckland', 'Asia/Tehran', 'Africa/Casablanca']) {
      const text = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//t//t//EN',
        ...vtimezoneLines(zone, 2026, 2028),
        'END:VCALENDAR',
      ].join('\r\n');
      const timezone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!);
      // Every 13 hours through 2026–2028, and 2031 (beyond the years scanned) for zones with a steady rule.
      const checks = [
        ...Array.from({ length: (3 * 365 * 24) / 13 }, (_, index) => Date.UTC(2026, 0, 1) + index * 13 * 3_600_000),
        ...(zone === 'Africa/Casablanca'
          ? []
          : Array.from({ length: 700 }, (_, index) => Date.UTC(2031, 0, 1) + index * 13 * 3_600_000)),
      ];
      for (const ms of checks) {
        const offset = DateTime.fromMillis(ms, { zone }).offset;
        // A wall-clock time within two hours of a change may be ambiguous or skipped: not a question here.
        const steady = [-2, 2].every(
          (hours) => DateTime.fromMillis(ms + hours * 3_600_000, { zone }).offset === offset,
        );
        if (!steady) continue;
        const wall = DateTime.fromMillis(ms + offset * 60_000, { zone: 'utc' });
        const local = ICAL.Time.fromData({
          year: wall.year,
          month: wall.month,
          day: wall.day,
          hour: wall.hour,
          minute: wall.minute,
          second: 0,
        });
        expect({ zone, at: new Date(ms).toISOString(), offset: timezone.utcOffset(local) / 60 }).toEqual({
          zone,
          at: new Date(ms).toISOString(),
          offset,
        });
      }
    }
  });
});
