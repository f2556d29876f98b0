import { DateTime } from 'luxon';
import { RRule, type Options, type Weekday as RRuleWeekday } from 'rrule';
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

/**
 * rrule walks every occurrence from DTSTART to the window asked for, so a series that began years
 * ago would cost years of occurrences on every read. A series without a count is the same series
 * from any later start on its own beat (a whole number of its periods later, same weekday and
 * time), so the walk starts at the last such start before `floatingFrom`. A count is counted from
 * the first session, so those series (at most scheduleBounds.count sessions) keep their start.
 */
function rebasedStart(series: SeriesRecord, floatingFrom: number): Date {
  const start = floatingStartOf(series);
  const recurrence = series.recurrence;
  if (!recurrence || recurrence.count !== null || floatingFrom <= start.getTime()) return start;
  if (recurrence.frequency === 'WEEKLY') {
    const period = 7 * recurrence.interval * dayMs;
    const periods = Math.floor((floatingFrom - start.getTime()) / period);
    return new Date(start.getTime() + periods * period);
  }
  // Monthly rules name their day (BYMONTHDAY or BYDAY+BYSETPOS), so a start on the 1st of a month
  // on the beat, one period early for safety, keeps every later session and the time of day.
  const from = new Date(floatingFrom);
  const months = (from.getUTCFullYear() - start.getUTCFullYear()) * 12 + from.getUTCMonth() - start.getUTCMonth();
  const periods = Math.floor(months / recurrence.interval) - 1;
  if (periods < 1) return start;
  const month = start.getUTCMonth() + periods * recurrence.interval;
  return new Date(
    Date.UTC(start.getUTCFullYear(), month, 1, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()),
  );
}

function ruleOptions(series: SeriesRecord, floatingFrom?: number): Partial<Options> {
  const recurrence = series.recurrence;
  const dtstart = floatingFrom === undefined ? floatingStartOf(series) : rebasedStart(series, floatingFrom);
  const base: Partial<Options> = { dtstart };
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
  const rule = new RRule(ruleOptions(series));
  const firstFloating = rule.after(floatingStartOf(series), true);
  const first = firstFloating && instantOfFloating(firstFloating, timeZone);
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
  // Walked from a rebased start two of its periods back first (a period nearly always holds a
  // session), then a year and more back; a series that ended long before `end` has an end date
  // or a count, which bound the walk from its first session.
  return (
    lastOfRule(series, ruleOptions(series, floatingEnd - 2 * period - dayMs), end) ??
    lastOfRule(series, ruleOptions(series, floatingEnd - 400 * dayMs - 2 * period), end) ??
    lastOfRule(series, ruleOptions(series), end)
  );
}

function lastOfRule(series: SeriesRecord, options: Partial<Options>, end: Date): Date | null {
  const rule = new RRule(options);
  let cursor = new Date(floatingOf(end, series.timeZone).getTime() + dayMs);
  for (;;) {
    const floating = rule.before(cursor, false);
    if (!floating) return null;
    const instant = instantOfFloating(floating, series.timeZone);
    if (instant < end) return instant;
    cursor = floating;
  }
}

/** The original starts of a series's sessions in [from, to), in order. */
export function seriesStarts(series: SeriesRecord, from: Date, to: Date): Date[] {
  const end = series.endsBefore && series.endsBefore < to ? series.endsBefore : to;
  if (end <= from || from > lastStartOf(series)) return [];
  // A day's margin on each side covers any zone offset; exact bounds are applied to the instants.
  const floatingFrom = new Date(floatingOf(from, series.timeZone).getTime() - dayMs);
  const floatingTo = new Date(floatingOf(end, series.timeZone).getTime() + dayMs);
  const rule = new RRule(ruleOptions(series, floatingFrom.getTime()));
  return rule
    .between(floatingFrom, floatingTo, true)
    .map((floating) => instantOfFloating(floating, series.timeZone))
    .filter((instant) => instant >= from && instant < end);
}

/** A series ended by its count, once: its rule cannot be rebased, so every walk would count from its start. */
const lastStarts = new WeakMap<SeriesRecord, Date>();

/** The last start a series can have (counted series only; others: the end of time). */
function lastStartOf(series: SeriesRecord): Date {
  if (!series.recurrence?.count) return new Date(8.64e15);
  let last = lastStarts.get(series);
  if (!last) {
    const floating = new RRule(ruleOptions(series)).all().at(-1);
    last = floating ? instantOfFloating(floating, series.timeZone) : new Date(-8.64e15);
    lastStarts.set(series, last);
  }
  return last;
}

/**
 * The original starts at or after `from` of a series that ends (by an end date, a count or a
 * later run), at most `max` of them (walked no further), or null for a series without an end.
 */
export function finiteSeriesStarts(series: SeriesRecord, from: Date, max: number): Date[] | null {
  const recurrence = series.recurrence;
  if (recurrence && !recurrence.until && !recurrence.count && !series.endsBefore) return null;
  const end = series.endsBefore?.getTime() ?? Infinity;
  const starts: Date[] = [];
  if (max <= 0) return starts;
  const floatingFrom = floatingOf(from, series.timeZone).getTime() - dayMs;
  new RRule(ruleOptions(series, floatingFrom)).all((floating) => {
    const instant = instantOfFloating(floating, series.timeZone);
    if (instant.getTime() >= end) return false;
    if (instant >= from) starts.push(instant);
    return starts.length < max;
  });
  return starts;
}
