import { DateTime, IANAZone } from 'luxon';
import { changesIn, offsetMinutes } from '@/schedule/zoneOffset';

/**
 * VTIMEZONE components (RFC 5545 §3.6.5) built from the platform's time zone data through luxon.
 * Every TZID a calendar uses needs one: Google Calendar matches IANA names itself, but Apple
 * Calendar, Outlook and ical.js read the offsets from here. The changes of the years asked for are
 * read from the zone's offsets (schedule/zoneOffset.ts); consecutive years that follow one rule ("last
 * Sunday of March at 02:00") become one observance with a yearly RRULE, so the zone stays right
 * after the last year scanned (as long as the zone keeps its rule). Irregular changes are listed
 * one by one.
 */

interface Transition {
  /** The instant of the change (ms since the epoch). */
  at: number;
  /** UTC offsets before and after, in minutes. */
  from: number;
  to: number;
  daylight: boolean;
  /** The wall clock just before the change (the observance's DTSTART is local time in TZOFFSETFROM). */
  local: DateTime;
}

const dayMs = 86_400_000;
const minuteMs = 60_000;
const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** The offset's text, `+0100` or `-0330`. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${String(Math.floor(size / 60)).padStart(2, '0')}${String(size % 60).padStart(2, '0')}`;
}

const localText = (local: DateTime) => local.toFormat("yyyyMMdd'T'HHmmss");
const utcText = (ms: number) => `${DateTime.fromMillis(ms, { zone: 'utc' }).toFormat("yyyyMMdd'T'HHmmss")}Z`;

/** Every change of the zone's offset from the start of `fromYear` to the end of `toYear`. */
function transitions(zone: IANAZone, fromYear: number, toYear: number): Transition[] {
  const found: Transition[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    // Daylight time is the larger of the year's offsets (as luxon's isInDST reads it).
    const standard = Math.min(
      offsetMinutes(zone.name, Date.UTC(year, 0, 1)),
      offsetMinutes(zone.name, Date.UTC(year, 6, 1)),
    );
    for (const { at, from, to } of changesIn(zone.name, year)) {
      found.push({
        at,
        from,
        to,
        daylight: to > standard,
        local: DateTime.fromMillis(at + from * minuteMs, { zone: 'utc' }),
      });
    }
  }
  return found;
}

/** The positions of a day in its month as BYDAY sees it: the nth weekday (1–4) and/or the last (-1). */
function positionsOf(local: DateTime): number[] {
  const nth = Math.ceil(local.day / 7);
  const positions = nth <= 4 ? [nth] : [];
  if (local.day + 7 > (local.daysInMonth ?? 31)) positions.push(-1);
  return positions;
}

interface Run {
  transitions: Transition[];
  /** The BYDAY positions every change of the run shares. */
  positions: number[];
}

/** True when `next` repeats `last`'s rule one year later. */
function continues(last: Transition, next: Transition): boolean {
  return (
    next.local.year === last.local.year + 1 &&
    next.from === last.from &&
    next.to === last.to &&
    next.local.month === last.local.month &&
    next.local.weekday === last.local.weekday &&
    next.local.hour === last.local.hour &&
    next.local.minute === last.local.minute
  );
}

/** Groups the changes of one kind (daylight or standard) into runs that one yearly rule describes. */
function runsOf(changes: Transition[]): Run[] {
  const runs: Run[] = [];
  for (const change of changes) {
    const run = runs.at(-1);
    const last = run?.transitions.at(-1);
    const shared = run ? run.positions.filter((position) => positionsOf(change.local).includes(position)) : [];
    if (run && last && continues(last, change) && shared.length > 0) {
      run.transitions.push(change);
      run.positions = shared;
    } else {
      runs.push({ transitions: [change], positions: positionsOf(change.local) });
    }
  }
  return runs;
}

function observanceLines(run: Run, openEnded: boolean): string[] {
  const [first] = run.transitions as [Transition];
  const last = run.transitions.at(-1) as Transition;
  const kind = first.daylight ? 'DAYLIGHT' : 'STANDARD';
  const lines = [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${offsetText(first.from)}`,
    `TZOFFSETTO:${offsetText(first.to)}`,
    `DTSTART:${localText(first.local)}`,
  ];
  if (run.transitions.length > 1 || openEnded) {
    // "The last Sunday" when it fits every year (it is how zones are written), else the nth.
    const position = run.positions.includes(-1) ? -1 : (run.positions[0] as number);
    const day = `${position}${weekdayCodes[first.local.weekday - 1] as string}`;
    lines.push(
      `RRULE:FREQ=YEARLY;BYMONTH=${first.local.month};BYDAY=${day}${openEnded ? '' : `;UNTIL=${utcText(last.at)}`}`,
    );
  }
  lines.push(`END:${kind}`);
  return lines;
}

/**
 * The VTIMEZONE of an IANA zone, right for every instant from the start of `fromYear` on (beyond
 * `toYear` by the yearly rules it found).
 */
export function vtimezoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
  const key = `${timeZone}|${fromYear}|${toYear}`;
  let lines = built.get(key);
  if (!lines) {
    // Scanning a few years costs milliseconds; feeds ask for the same few zones and years all day.
    if (built.size >= 500) built.clear();
    lines = build(timeZone, fromYear, toYear);
    built.set(key, lines);
  }
  return lines;
}

const built = new Map<string, string[]>();

function build(timeZone: string, fromYear: number, toYear: number): string[] {
  const zone = IANAZone.create(timeZone);
  const changes = transitions(zone, fromYear, toYear);
  // The offset in force when the range starts, before its first change.
  const startMs = Date.UTC(fromYear, 0, 1) - dayMs;
  const initialOffset = zone.offset(startMs);
  const initial = DateTime.fromMillis(startMs + initialOffset * minuteMs, { zone: 'utc' });
  const initialKind = DateTime.fromMillis(startMs, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD';
  const observances = [
    `BEGIN:${initialKind}`,
    `TZOFFSETFROM:${offsetText(initialOffset)}`,
    `TZOFFSETTO:${offsetText(initialOffset)}`,
    `DTSTART:${localText(initial)}`,
    `END:${initialKind}`,
  ];
  for (const daylight of [true, false]) {
    const runs = runsOf(changes.filter((change) => change.daylight === daylight));
    runs.forEach((run, index) => {
      // A rule still followed in the last year scanned goes on; an older one ends where it ended.
      const isLast = index === runs.length - 1;
      const reachesEnd = (run.transitions.at(-1) as Transition).local.year >= toYear;
      observances.push(...observanceLines(run, isLast && reachesEnd && run.transitions.length > 1));
    });
  }
  return ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, `X-LIC-LOCATION:${timeZone}`, ...observances, 'END:VTIMEZONE'];
}
