import { DateTime } from 'luxon';
import { RRule, type Options, type Weekday as RRuleWeekday } from 'rrule';

/**
 * A group's schedule and the sessions it yields. Times are kept as the organizer wrote them —
 * a wall-clock start (`2026-03-10T19:00`) in an IANA zone — and every occurrence is computed by
 * rrule over that wall clock, then placed in the zone by luxon. So a weekly 7 PM session stays
 * at 7 PM local time across daylight-saving changes (its UTC instant moves by an hour), which
 * adding 7 × 24 h to an instant would get wrong twice a year.
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

/** A change to one session, keyed by the start the schedule gave it (`original`). */
export interface SessionExceptionRecord {
  original: Date;
  cancelled: boolean;
  /** Moved: the new start (and the same duration), else null. */
  startsAt: Date | null;
  /** Moved elsewhere: the place, else null (the group's location). */
  location: string | null;
}

/** Stored on the group document, so the read model, the change feed and snapshots carry it. */
export interface ScheduleRecord {
  series: SeriesRecord[];
  /** Places per session; null: the group's maxMembers. */
  capacity: number | null;
  exceptions: SessionExceptionRecord[];
}

/** One session as readers see it. */
export interface SessionRecord {
  /** `<groupId>:<original start as 20260310T180000Z>`: stable when the session is moved. */
  id: string;
  groupId: string;
  original: Date;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  location: string;
  cancelled: boolean;
}

/** What sessions are computed from: a group's id, location and schedule. */
export interface ScheduledGroup {
  _id: { toString(): string };
  location: string;
  schedule?: ScheduleRecord | null;
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
  const wall = DateTime.fromJSDate(instant, { zone: timeZone });
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
}

function instantOfFloating(floating: Date, timeZone: string): Date {
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
    ? lastStartBefore(rule, timeZone, endsBefore)
    : recurrence.until
      ? instantOf(`${recurrence.until}T23:59:59`, timeZone)
      : null;
  const text = new RRule({ ...ruleOptions(series), dtstart: null, until, count: endsBefore ? null : recurrence.count });
  return { first, rule: text.toString().replace(/^RRULE:/, '') };
}

/** The last start of the rule before `end` (the first session is before it, so there is one). */
function lastStartBefore(rule: RRule, timeZone: string, end: Date): Date | null {
  let cursor = new Date(floatingOf(end, timeZone).getTime() + 86_400_000);
  for (;;) {
    const floating = rule.before(cursor, false);
    if (!floating) return null;
    const instant = instantOfFloating(floating, timeZone);
    if (instant < end) return instant;
    cursor = floating;
  }
}

/** The original starts of a series's sessions in [from, to), in order. */
export function seriesStarts(series: SeriesRecord, from: Date, to: Date): Date[] {
  const end = series.endsBefore && series.endsBefore < to ? series.endsBefore : to;
  if (end <= from) return [];
  const rule = new RRule(ruleOptions(series));
  // A day's margin on each side covers any zone offset; exact bounds are applied to the instants.
  const day = 86_400_000;
  const floatingFrom = new Date(floatingOf(from, series.timeZone).getTime() - day);
  const floatingTo = new Date(floatingOf(end, series.timeZone).getTime() + day);
  return rule
    .between(floatingFrom, floatingTo, true)
    .map((floating) => instantOfFloating(floating, series.timeZone))
    .filter((instant) => instant >= from && instant < end);
}

/** When the schedule's first session starts. */
export function firstStart(schedule: ScheduleRecord): Date {
  const [first] = schedule.series;
  if (!first) throw new Error('A schedule has at least one series.');
  return instantOf(first.localStart, first.timeZone);
}

const compact = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d{3}/g, '');

export const sessionIdPattern = /^([0-9a-f]{24}):(\d{8}T\d{6}Z)$/;

export function sessionIdOf(groupId: string, original: Date): string {
  return `${groupId}:${compact(original)}`;
}

/** The group id and original start a session id names, or null when it is malformed. */
export function parseSessionId(id: string): { groupId: string; original: Date } | null {
  const match = sessionIdPattern.exec(id);
  if (!match) return null;
  const [, groupId = '', stamp = ''] = match;
  const iso = stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  const original = new Date(iso);
  return Number.isNaN(original.getTime()) || compact(original) !== stamp ? null : { groupId, original };
}

/** Which series a session that originally started at `original` belongs to (its rules: zone, duration). */
export function seriesAt(schedule: ScheduleRecord, original: Date): SeriesRecord | undefined {
  const candidates = schedule.series.filter((series) => {
    const start = instantOf(series.localStart, series.timeZone);
    return start <= original && (!series.endsBefore || original < series.endsBefore);
  });
  if (candidates.length <= 1) return candidates[0];
  // Runs overlap when "this and all following" moved the time earlier on the split day: the
  // session belongs to the (latest) run that yields it.
  const next = new Date(original.getTime() + 1);
  return candidates.reverse().find((series) => seriesStarts(series, original, next).length > 0) ?? candidates[0];
}

function toSession(group: ScheduledGroup, schedule: ScheduleRecord, original: Date): SessionRecord | null {
  const series = seriesAt(schedule, original);
  if (!series) return null;
  const exception = schedule.exceptions.find((e) => e.original.getTime() === original.getTime());
  const startsAt = exception?.startsAt ?? original;
  return {
    id: sessionIdOf(group._id.toString(), original),
    groupId: group._id.toString(),
    original,
    startsAt,
    endsAt: new Date(startsAt.getTime() + series.durationMinutes * 60_000),
    timeZone: series.timeZone,
    location: exception?.location ?? group.location,
    cancelled: exception?.cancelled ?? false,
  };
}

/** The latest instant any session may start: validation keeps dates within 2000–2100. */
const horizon = new Date(Date.UTC(2101, 0, 1));

function originalStarts(schedule: ScheduleRecord, from: Date, to: Date): Date[] {
  return schedule.series.flatMap((series) => seriesStarts(series, from, to));
}

/**
 * The sessions that start at or after `from` (cancelled ones included, marked), by start time
 * then id, at most `limit` of them. A moved session counts at its new time.
 */
export function sessionsFrom(group: ScheduledGroup, from: Date, limit: number): SessionRecord[] {
  const schedule = group.schedule;
  if (!schedule || limit <= 0) return [];
  const byId = new Map<string, SessionRecord>();
  const add = (original: Date) => {
    const session = toSession(group, schedule, original);
    if (session && session.startsAt >= from) byId.set(session.id, session);
  };
  // Sessions moved here from before `from` are found through their exceptions.
  for (const exception of schedule.exceptions) if (exception.startsAt) add(exception.original);
  // Widen the window until it holds enough sessions (moves can only swap a few of them around).
  let span = 8 * 7 * 86_400_000;
  let to = from;
  while (to < horizon) {
    const next = new Date(Math.min(from.getTime() + span, horizon.getTime()));
    for (const original of originalStarts(schedule, to, next)) add(original);
    to = next;
    if (byId.size >= limit + schedule.exceptions.length) break;
    span *= 4;
  }
  return [...byId.values()]
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/**
 * Answers per group document: a change replaces the document (read model, lean reads), so an
 * answer holds from when it was computed until its session starts (for "none", for ever).
 * Listings ask `isActive` of every group on a page; computing it costs ~1.5 ms a group here.
 */
const nextCache = new WeakMap<ScheduledGroup, { computedAt: number; next: SessionRecord | null }>();

/** The next session that is not cancelled, starting after `now`, or null. */
export function nextSession(group: ScheduledGroup, now = new Date()): SessionRecord | null {
  const cached = nextCache.get(group);
  const at = now.getTime();
  if (cached && at >= cached.computedAt && (!cached.next || at < cached.next.startsAt.getTime())) return cached.next;
  const next = computeNextSession(group, now);
  nextCache.set(group, { computedAt: at, next });
  return next;
}

function computeNextSession(group: ScheduledGroup, now: Date): SessionRecord | null {
  const from = new Date(now.getTime() + 1);
  for (let limit = 4; ; limit *= 4) {
    const sessions = sessionsFrom(group, from, limit);
    const next = sessions.find((session) => !session.cancelled);
    if (next) return next;
    if (sessions.length < limit) return null;
  }
}

/** The session a schedule gives this id (moved or cancelled ones too), or null when it has none. */
export function sessionById(group: ScheduledGroup, id: string): SessionRecord | null {
  const parsed = parseSessionId(id);
  const schedule = group.schedule;
  if (!parsed || !schedule || parsed.groupId !== group._id.toString()) return null;
  const at = parsed.original;
  const isOccurrence = originalStarts(schedule, at, new Date(at.getTime() + 1)).some(
    (original) => original.getTime() === at.getTime(),
  );
  return isOccurrence ? toSession(group, schedule, at) : null;
}

/** True when the schedule repeats (a group without a recurrence is a one-off). */
export function isRecurring(schedule: ScheduleRecord | null | undefined): boolean {
  return schedule?.series.some((series) => series.recurrence !== null) ?? false;
}

/**
 * What "soonest start" in discovery means for a recurring group (issue 18): when its next session
 * that is not cancelled starts, or null once none is ahead. Stored on the group document as
 * `nextSessionAt` with every schedule change and refreshed as sessions pass (groups/service.ts).
 */
export function nextSessionAtOf(group: ScheduledGroup, now = new Date()): Date | null {
  return nextSession(group, now)?.startsAt ?? null;
}

/** The zone of the run a session starting at `at` belongs to (the first run not ended by then). */
export function zoneAt(schedule: ScheduleRecord, at: Date): string {
  const series = schedule.series.find((run) => !run.endsBefore || at < run.endsBefore) ?? schedule.series.at(-1);
  return series?.timeZone ?? 'UTC';
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Midnight UTC of the day an instant falls on in a zone, as ms: the form `startDate` has (the first
 * session's day in the group's zone), so next-session days and one-off start days compare as days.
 */
export function dayInZone(instant: Date, timeZone: string): number {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return Date.parse(`${format.format(instant)}T00:00:00Z`);
}
