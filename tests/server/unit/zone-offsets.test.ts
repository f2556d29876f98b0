import fc from 'fast-check';
import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';
import { vtimezoneLines } from '@/calendar/vtimezone';
import { changesIn, offsetMinutes, type OffsetChange } from '@/schedule/zoneOffset';

/**
 * The zone offsets every session and calendar relies on (sessions/zoneOffset.ts reads Intl in
 * 5-day steps and halves to the minute) against an independent reading: a 6-hourly scan of Intl
 * narrowed to the minute, and luxon's own IANAZone. The zones are those with irregular histories:
 * summer times that lasted a week (Boa Vista 2000, Gaza), Ramadan suspensions (Casablanca), a
 * skipped day (Apia), half-hour changes (Lord Howe), abolished DST (Tehran, Moscow).
 */

const zones = [
  'America/Boa_Vista',
  'Asia/Gaza',
  'Africa/Casablanca',
  'America/Santiago',
  'Pacific/Apia',
  'Australia/Lord_Howe',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Tehran',
  'Europe/Moscow',
] as const;

const minuteMs = 60_000;
const hourMs = 3_600_000;
const stepMs = 6 * hourMs;

/** The reference's own reading of Intl: `longOffset` gives "GMT+05:45", "GMT-03:00" or "GMT". */
const referenceFormats = new Map<string, Intl.DateTimeFormat>();
function referenceOffset(zone: string, ms: number): number {
  let format = referenceFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' });
    referenceFormats.set(zone, format);
  }
  const name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
  if (name === 'GMT') return 0;
  const match = /^GMT([+-])(\d{1,2}):?(\d{2})?$/.exec(name);
  if (!match) throw new Error(`unexpected offset name ${name}`);
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Every change in [1 Jan year, 1 Jan year + 1) UTC: a change is the first minute whose offset
 * differs from the minute before, found by a 6-hourly scan and narrowed to the minute.
 */
function referenceChanges(zone: string, year: number): OffsetChange[] {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const found: OffsetChange[] = [];
  // Start a minute early, so a change on the year's first minute is found.
  let at = start - minuteMs;
  let before = referenceOffset(zone, at);
  while (at < end - minuteMs) {
    const next = Math.min(at + stepMs, end - minuteMs);
    const after = referenceOffset(zone, next);
    if (after !== before) {
      let [low, high] = [at, next];
      while (high - low > minuteMs) {
        const middle = low + Math.floor((high - low) / minuteMs / 2) * minuteMs;
        if (referenceOffset(zone, middle) === before) low = middle;
        else high = middle;
      }
      found.push({ at: high, from: before, to: referenceOffset(zone, high) });
      before = referenceOffset(zone, high);
      at = high;
    } else {
      at = next;
    }
  }
  return found;
}

describe('zone offset changes, read once per zone and year', () => {
  it.each(zones)('match a 6-hourly scan narrowed to the minute, every year 2000–2100 (%s)', (zone) => {
    const mismatches: string[] = [];
    let total = 0;
    for (let year = 2000; year <= 2100; year += 1) {
      const expected = referenceChanges(zone, year);
      total += expected.length;
      const actual = changesIn(zone, year);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        mismatches.push(`${year}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(mismatches).toEqual([]);
    // The scan must see something in every zone: each changed its offset at least once since 2000.
    expect(total).toBeGreaterThan(0);
  });

  it('gives the same offset as luxon at random instants, 1970–2200, in every zone', () => {
    const instant = fc.oneof(
      fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }),
      fc.integer({ min: Date.UTC(1999, 11, 25), max: Date.UTC(2101, 0, 7) }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...zones), instant, (zone, ms) => {
        expect(offsetMinutes(zone, ms)).toBe(IANAZone.create(zone).offset(ms));
      }),
      { numRuns: 3000 },
    );
  });

  it('is exact on both sides of every change (the minute before has the old offset, the change the new)', () => {
    for (const zone of zones) {
      for (let year = 2000; year <= 2100; year += 1) {
        for (const change of changesIn(zone, year)) {
          expect([offsetMinutes(zone, change.at - minuteMs), offsetMinutes(zone, change.at)]).toEqual([
            change.from,
            change.to,
          ]);
        }
      }
    }
  });
});

describe('calendars’ time-zone data (VTIMEZONE) over 2000–2102', () => {
  it.each(zones)('parses with ical.js and gives luxon’s offset at random instants of 2000–2100 (%s)', (zone) => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//HobbyHub//zone test//EN',
      ...vtimezoneLines(zone, 2000, 2102),
      'END:VCALENDAR',
    ].join('\r\n');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vtimezone = calendar.getFirstSubcomponent('vtimezone');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe(zone);
    const timezone = new ICAL.Timezone(vtimezone as ICAL.Component);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 2), max: Date.UTC(2100, 11, 31) }), (ms) => {
        const luxonZone = IANAZone.create(zone);
        const expected = luxonZone.offset(ms);
        // A wall-clock time near a change is skipped or doubled: its offset is a choice, not data.
        fc.pre(luxonZone.offset(ms - 3 * hourMs) === expected && luxonZone.offset(ms + 3 * hourMs) === expected);
        // ical.js reads the offset of a wall-clock time in the zone.
        const wall = DateTime.fromMillis(ms, { zone });
        const time = new ICAL.Time(
          { year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: wall.minute, second: 0 },
          timezone,
        );
        expect(timezone.utcOffset(time) / 60).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
