import { DateTime } from 'luxon';
import { RRule, type Options, type Weekday as RRuleWeekday } from 'rrule';
import { dateHorizon } from '@/bounds';
import { walkOccurrences, type FloatingRule } from '@/schedule/occurrences';
import { floatingMsOf, plainInstantOf } from '@/schedule/zoneOffset';

/**
 * A series of sessions as rules: times are kept as the organizer wrote them — a wall-clock start
 * (`2026-03-10T19:00`) in an IANA zone — and every occurrence is computed by rrule over that wall
 * clock, then placed in the zone. So a weekly 7 PM session stays at 7 PM local time across
 * daylight-saving changes (its UTC instant moves by an hour), which adding 7 × 24 h to an instant
 * would get wrong twice a year.
 */

export const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof weekdays)[number];

export type Frequency = 'WEEKLY' | 'MONTHLY';

export interface RecurrenceRecord {
  frequency: Frequency;
  /** Every `interval` weeks or months (1 = every week/month). */
  interval: number;
  /** WEEKLY: the days of the week; MONTHLY with `weekOfMonth`: the one day (e.g. the first Tuesday). */
  weekdays: Weekday[];
  /** MONTHLY: 1–4 for the first…fourth `weekdays[0]` of the month, -1 for the last; null with `monthDay`. */
  weekOfMonth: number | null;
  /** MONTHLY: the day of the month, 1–31 (months without that day are skipped, as RFC 5545 says). */
  monthDay: number | null;
  /** The last day (in the group's zone, `YYYY-MM-DD`, inclusive) a session may fall on, or null. */
  until: string | null;
  /** How many sessions the series has in all, or null. */
  count: number | null;
}

/** One run of the schedule: "this and all following" changes end one series and start another. */
export interface SeriesRecord {
  /** The first session's wall-clock start in `timeZone`, `YYYY-MM-DDTHH:mm`. */
  localStart: string;
  /** An IANA zone, e.g. `Europe/Berlin`. */
  timeZone: string;
  durationMinutes: number;
  /** Null: a single session. */
  recurrence: RecurrenceRecord | null;
  /** Sessions of this series start before this instant (set when a later series replaced it), or null. */
  endsBefore: Date | null;
}

const rruleDay: Record<Weekday, RRuleWeekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

/**
 * The instant of a wall-clock time in a zone, as RFC 5545 §3.3.5 (and so every calendar app) reads
 * a `TZID=` time: a time the DST switch skips takes the offset before the gap (02:30 → 03:30
 * summer time, as luxon does), and a time that occurs twice is the first of the two (luxon would
 * take the second). So the app's sessions and the calendars' expansion of the same RRULE agree.
 */
function instantOfWall(wall: DateTime): Date {
  const ms = wall.toMillis();
  // An offset that fell back within the last hours makes the wall clock occur twice: try the earlier.
  const fellBy = wall.zone.offset(ms - 3 * 3_600_000) - wall.offset;
  if (fellBy > 0) {
    const earlier = DateTime.fromMillis(ms - fellBy * 60_000, { zone: wall.zone });
    if (earlier.toFormat('yyyy-MM-dd HH:mm:ss') === wall.toFormat('yyyy-MM-dd HH:mm:ss')) return earlier.toJSDate();
  }
  return wall.toJSDate();
}

/** The instant of a wall-clock time (`YYYY-MM-DDTHH:mm`) in a zone (see instantOfWall). */
export function instantOf(local: string, timeZone: string): Date {
  return instantOfWall(DateTime.fromISO(local, { zone: timeZone }));
}

/** rrule computes on "floating" dates: the wall clock written into a Date's UTC fields. */
function floatingOf(instant: Date, timeZone: string): Date {
  return new Date(floatingMsOf(instant.getTime(), timeZone));
}

function instantOfFloating(floating: Date, timeZone: string): Date {
  const plain = plainInstantOf(floating.getTime(), timeZone);
  if (plain !== null) return new Date(plain);
  return instantOfWall(
    DateTime.fromObject(
      {
        year: floating.getUTCFullYear(),
        month: floating.getUTCMonth() + 1,
        day: floating.getUTCDate(),
        hour: floating.getUTCHours(),
        minute: floating.getUTCMinutes(),
      },
      { zone: timeZone },
    ),
  );
}

/** The series's first wall-clock start as a floating date (see floatingOf). */
const floatingStartOf = (series: SeriesRecord) => DateTime.fromISO(series.localStart, { zone: 'utc' }).toJSDate();

const dayMs = 86_400_000;

/** The series' rule on the wall clock, for walkOccurrences (occurrences.ts). */
const floatingRuleOf = (series: SeriesRecord): FloatingRule => ({
  start: floatingStartOf(series).getTime(),
  recurrence: series.recurrence,
});

/** Where every walk may stop: floating times run at most a day ahead of their instants. */
const walkStop = dateHorizon.getTime() + 2 * dayMs;

/** The series as rrule options: rrule writes the RRULE text calendars read. */
function ruleOptions(series: SeriesRecord): Partial<Options> {
  const recurrence = series.recurrence;
  const base: Partial<Options> = { dtstart: floatingStartOf(series) };
  if (!recurrence) return { ...base, freq: RRule.DAILY, count: 1 };
  const days = recurrence.weekdays.map((day) => rruleDay[day]);
  return {
    ...base,
    freq: recurrence.frequency === 'WEEKLY' ? RRule.WEEKLY : RRule.MONTHLY,
    interval: recurrence.interval,
    wkst: RRule.MO,
    ...(recurrence.frequency === 'WEEKLY' ? { byweekday: days } : {}),
    ...(recurrence.monthDay !== null ? { bymonthday: recurrence.monthDay } : {}),
    ...(recurrence.weekOfMonth !== null ? { byweekday: days, bysetpos: recurrence.weekOfMonth } : {}),
    ...(recurrence.until
      ? { until: DateTime.fromISO(`${recurrence.until}T23:59:59`, { zone: 'utc' }).toJSDate() }
      : {}),
    ...(recurrence.count ? { count: recurrence.count } : {}),
  };
}

/** The series as RFC 5545 text (`DTSTART;TZID=…` and `RRULE:…`), for calendars and as the tests' reference. */
export function rruleText(series: SeriesRecord): string {
  const dtstart = `DTSTART;TZID=${series.timeZone}:${series.localStart.replace(/[-:]/g, '')}00`;
  if (!series.recurrence) return dtstart;
  const { until } = series.recurrence;
  // RFC 5545: with a zoned DTSTART, UNTIL is the UTC instant of the last moment allowed.
  const rule = new RRule({
    ...ruleOptions(series),
    dtstart: null,
    until: until ? instantOf(`${until}T23:59:59`, series.timeZone) : null,
  });
  return `${dtstart}\n${rule.toString()}`;
}

/** A series as a group's schedule shows it (the group adds its place count). */
export interface SeriesView {
  startsAt: Date;
  localStartsAt: string;
  timeZone: string;
  durationMinutes: number;
  recurrence: RecurrenceRecord | null;
  rrule: string;
}

/** A series as calendars publish it (calendar/service.ts): its first session and its RRULE value. */
export interface SeriesRule {
  /** The first session's start: the VEVENT's DTSTART (RFC 5545 leaves a DTSTART off the rule undefined). */
  first: Date;
  /** The RRULE value (`FREQ=WEEKLY;…`), UNTIL in UTC as RFC 5545 requires with a zoned DTSTART; null: one session. */
  rule: string | null;
}

/**
 * The series's rule for a calendar, or null when it yields no session at all (ended before its
 * first). A series ended by a later one ("this and all following") gets UNTIL = its last session.
 * The rule starts at the first session, not at `localStart`: a weekly Tuesday series written as
 * starting on a Monday begins on that Tuesday, and counts and week parity stay the same from there.
 */
export function seriesRule(series: SeriesRecord): SeriesRule | null {
  const { timeZone, recurrence, endsBefore } = series;
  let firstFloating: number | null = null;
  walkOccurrences(floatingRuleOf(series), -Infinity, walkStop, (floating) => {
    firstFloating = floating;
    return false;
  });
  const first = firstFloating === null ? null : instantOfFloating(new Date(firstFloating), timeZone);
  if (!first || (endsBefore && first >= endsBefore)) return null;
  if (!recurrence) return { first, rule: null };
  const until = endsBefore
    ? lastStartBefore(series, endsBefore)
    : recurrence.until
      ? instantOf(`${recurrence.until}T23:59:59`, timeZone)
      : null;
  const text = new RRule({ ...ruleOptions(series), dtstart: null, until, count: endsBefore ? null : recurrence.count });
  return { first, rule: text.toString().replace(/^RRULE:/, '') };
}

/** The last start of the series before `end` (the first session is before it, so there is one). */
function lastStartBefore(series: SeriesRecord, end: Date): Date | null {
  const floatingEnd = floatingOf(end, series.timeZone).getTime() + dayMs;
  const recurrence = series.recurrence;
  const period = recurrence ? (recurrence.frequency === 'WEEKLY' ? 7 : 31) * recurrence.interval * dayMs : dayMs;
  // A window of two periods and a year before the end nearly always holds one; else from the start.
  return (
    lastInWindow(series, floatingEnd - 2 * period - 400 * dayMs, floatingEnd, end) ??
    lastInWindow(series, -Infinity, floatingEnd, end)
  );
}

function lastInWindow(series: SeriesRecord, fromFloating: number, toFloating: number, end: Date): Date | null {
  let last: Date | null = null;
  walkOccurrences(floatingRuleOf(series), fromFloating, toFloating, (floating) => {
    const instant = instantOfFloating(new Date(floating), series.timeZone);
    if (instant >= end) return false;
    last = instant;
    return true;
  });
  return last;
}

/**
 * Every start before dateHorizon of a series whose rule ends (a count, or an end date with at
 * most `untilWalk` sessions), walked once per rule: a count is counted from the first session,
 * so such a series cannot be rebased, and each read (every window a page widens, every count of
 * sessions) would otherwise walk it again (each costs a zone lookup or more). Keyed by the rule,
 * not the object, so the check of a new schedule and the stored copy share one walk; a run's end
 * (`endsBefore`) is applied by the readers. Null: an end date further than `untilWalk` sessions
 * away (not cached; walked as an open rule is).
 */
const endingStarts = new Map<string, number[] | null>();
const untilWalk = 1001;

function startsOfEnding(series: SeriesRecord): number[] | null {
  const recurrence = series.recurrence;
  if (!recurrence?.count && !recurrence?.until) return null;
  const key = JSON.stringify([series.localStart, series.timeZone, recurrence]);
  let starts = endingStarts.get(key);
  if (starts === undefined) {
    const found: number[] = [];
    const horizon = dateHorizon.getTime();
    let complete = true;
    walkOccurrences(floatingRuleOf(series), -Infinity, walkStop, (floating) => {
      if (!recurrence.count && found.length >= untilWalk) {
        complete = false;
        return false;
      }
      const instant = instantOfFloating(new Date(floating), series.timeZone).getTime();
      if (instant < horizon) found.push(instant);
      return true;
    });
    starts = complete ? found : null;
    if (endingStarts.size >= 500) endingStarts.clear();
    endingStarts.set(key, starts);
  }
  return starts;
}

/** The index of the first of the sorted `starts` at or after `at`. */
function firstAtOrAfter(starts: number[], at: number): number {
  let [low, high] = [0, starts.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((starts[middle] as number) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The original starts of a series's sessions in [from, to), in order, at most `max` of them (walked no further). */
export function seriesStarts(series: SeriesRecord, from: Date, to: Date, max = Infinity): Date[] {
  const end = series.endsBefore && series.endsBefore < to ? series.endsBefore : to;
  if (end <= from || max <= 0) return [];
  const all = startsOfEnding(series);
  if (all) {
    const first = firstAtOrAfter(all, from.getTime());
    const last = Math.min(firstAtOrAfter(all, end.getTime()), first + max);
    return all.slice(first, last).map((ms) => new Date(ms));
  }
  // A day's margin on each side covers any zone offset; exact bounds are applied to the instants.
  const floatingFrom = new Date(floatingOf(from, series.timeZone).getTime() - dayMs);
  const floatingTo = new Date(floatingOf(end, series.timeZone).getTime() + dayMs);
  const starts: Date[] = [];
  walkOccurrences(floatingRuleOf(series), floatingFrom.getTime(), floatingTo.getTime(), (floating) => {
    const instant = instantOfFloating(new Date(floating), series.timeZone);
    if (instant >= from && instant < end) starts.push(instant);
    return starts.length < max;
  });
  return starts;
}

/**
 * The original starts at or after `from` of a series that ends (by an end date, a count or a
 * later run), at most `max` of them (walked no further), or null for a series without an end.
 * Like every read (sessionsFrom), it stops at dateHorizon: a count of 1,000 every 52 months, or
 * an end on 31 December 2100 west of Greenwich, would otherwise count sessions no list shows.
 */
export function finiteSeriesStarts(series: SeriesRecord, from: Date, max: number): Date[] | null {
  const recurrence = series.recurrence;
  if (recurrence && !recurrence.until && !recurrence.count && !series.endsBefore) return null;
  const end = Math.min(series.endsBefore?.getTime() ?? Infinity, dateHorizon.getTime());
  const starts: Date[] = [];
  if (max <= 0) return starts;
  if (startsOfEnding(series)) return seriesStarts(series, from, new Date(end), max);
  const floatingFrom = floatingOf(from, series.timeZone).getTime() - dayMs;
  walkOccurrences(floatingRuleOf(series), floatingFrom, walkStop, (floating) => {
    const instant = instantOfFloating(new Date(floating), series.timeZone);
    if (instant.getTime() >= end) return false;
    if (instant >= from) starts.push(instant);
    return starts.length < max;
  });
  return starts;
}
