import { dateHorizon, scheduleBounds } from '@/bounds';
import {
  finiteSeriesStarts,
  instantOf,
  rruleText,
  seriesStarts,
  type SeriesRecord,
  type SeriesView,
} from '@/schedule/recurrence';

export {
  instantOf,
  rruleText,
  seriesRule,
  seriesStarts,
  weekdays,
  type Frequency,
  type RecurrenceRecord,
  type SeriesRecord,
  type SeriesRule,
  type SeriesView,
  type Weekday,
} from '@/schedule/recurrence';

/**
 * A group's schedule (its runs of sessions and the changes to single sessions, stored on the
 * group) and the sessions it yields, as readers see them. recurrence.ts computes each run.
 */

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

/** When the schedule's first session starts. */
export function firstStart(schedule: ScheduleRecord): Date {
  const [first] = schedule.series;
  if (!first) throw new Error('A schedule has at least one series.');
  return instantOf(first.localStart, first.timeZone);
}

const two = (value: number) => (value < 10 ? `0${value}` : String(value));

/** `20260310T180000Z`: an instant as session ids write it (built by hand: ids are made per session read). */
const compact = (instant: Date) =>
  `${instant.getUTCFullYear()}${two(instant.getUTCMonth() + 1)}${two(instant.getUTCDate())}T` +
  `${two(instant.getUTCHours())}${two(instant.getUTCMinutes())}${two(instant.getUTCSeconds())}Z`;

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

/**
 * What every read of a schedule needs, worked out once per schedule object (a change stores a
 * new one, so nothing here goes stale): each run's first instant, the changes by original start,
 * and, once asked for, the current run as a group's schedule shows it.
 */
interface CompiledSchedule {
  seriesStarts: number[];
  exceptions: Map<number, SessionExceptionRecord>;
  current?: SeriesView;
}

const compiled = new WeakMap<ScheduleRecord, CompiledSchedule>();

function compile(schedule: ScheduleRecord): CompiledSchedule {
  let found = compiled.get(schedule);
  if (!found) {
    found = {
      seriesStarts: schedule.series.map((series) => instantOf(series.localStart, series.timeZone).getTime()),
      exceptions: new Map(schedule.exceptions.map((exception) => [exception.original.getTime(), exception])),
    };
    compiled.set(schedule, found);
  }
  return found;
}

/**
 * The current series as a group's schedule shows it, null without one: every view of a group
 * page asked for its first start and RFC 5545 text, and luxon's zone arithmetic behind them was
 * ~9 % of that request's CPU. The answer is shared: treat it as read-only.
 */
export function currentSeriesView(schedule: ScheduleRecord): SeriesView | null {
  const current = schedule.series.at(-1);
  if (!current) return null;
  const compiledSchedule = compile(schedule);
  compiledSchedule.current ??= {
    startsAt: new Date(compiledSchedule.seriesStarts.at(-1) as number),
    localStartsAt: current.localStart,
    timeZone: current.timeZone,
    durationMinutes: current.durationMinutes,
    recurrence: current.recurrence,
    rrule: rruleText(current),
  };
  return compiledSchedule.current;
}

/** Which series a session that originally started at `original` belongs to (its rules: zone, duration). */
export function seriesAt(schedule: ScheduleRecord, original: Date): SeriesRecord | undefined {
  const starts = compile(schedule).seriesStarts;
  const at = original.getTime();
  const candidates = schedule.series.filter(
    (series, index) => (starts[index] as number) <= at && (!series.endsBefore || original < series.endsBefore),
  );
  if (candidates.length <= 1) return candidates[0];
  // Runs overlap when "this and all following" moved the time earlier on the split day: the
  // session belongs to the (latest) run that yields it.
  const next = new Date(at + 1);
  return candidates.reverse().find((series) => seriesStarts(series, original, next).length > 0) ?? candidates[0];
}

function toSession(group: ScheduledGroup, schedule: ScheduleRecord, original: Date): SessionRecord | null {
  const series = seriesAt(schedule, original);
  if (!series) return null;
  const exception = compile(schedule).exceptions.get(original.getTime());
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

/** The original starts in [from, to), at most `max` per series (walked no further). */
function originalStarts(schedule: ScheduleRecord, from: Date, to: Date, max = Infinity): Date[] {
  return schedule.series.flatMap((series) => seriesStarts(series, from, to, max));
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
  // Widen the window until `limit` sessions start in it. Then no session left out can come
  // before them: one that starts later in the schedule starts after the window unless it was
  // moved, and every moved one was added above. A window walks each run no further than
  // `limit` starts plus the moved ones (those may have left): the last window, doubled, may
  // reach decades into a dense run that starts late, and what lies past them is not shown.
  const perSeries = limit + schedule.exceptions.filter((exception) => exception.startsAt).length;
  let span = 8 * 7 * 86_400_000;
  let to = from;
  let within = 0;
  while (to < dateHorizon && within < limit) {
    const next = new Date(Math.min(from.getTime() + span, dateHorizon.getTime()));
    for (const original of originalStarts(schedule, to, next, perSeries)) add(original);
    to = next;
    within = 0;
    for (const session of byId.values()) if (session.startsAt < to) within += 1;
    span *= 2;
  }
  return [...byId.values()]
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/**
 * How many sessions start at or after `from` (moved ones at their new time), or null when the
 * schedule repeats without end or more than scheduleBounds.sessionsPerSeries do: the walk
 * starts at `from` and stops there, so a count costs at most that many sessions.
 */
export function sessionCountFrom(group: ScheduledGroup, from: Date): number | null {
  const schedule = group.schedule;
  if (!schedule) return 0;
  const cap = scheduleBounds.sessionsPerSeries;
  const exceptions = compile(schedule).exceptions;
  const movedBefore = (original: Date) => {
    const startsAt = exceptions.get(original.getTime())?.startsAt;
    return startsAt ? startsAt < from : false;
  };
  let count = 0;
  for (const series of schedule.series) {
    const originals = finiteSeriesStarts(series, from, cap + 1 - count);
    if (originals === null) return null;
    count += originals.filter((original) => !movedBefore(original)).length;
    if (count > cap) return null;
  }
  // Sessions moved here from before `from`.
  for (const exception of schedule.exceptions) {
    if (
      exception.startsAt &&
      exception.startsAt >= from &&
      exception.original < from &&
      seriesAt(schedule, exception.original)
    ) {
      count += 1;
    }
  }
  return count > cap ? null : count;
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
  // Only cancelled sessions are passed over, so the next one is among the first (cancelled + 1).
  const cancelled = group.schedule?.exceptions.filter((exception) => exception.cancelled).length ?? 0;
  for (let limit = Math.min(4, cancelled + 1); ; limit = Math.min(limit * 4, cancelled + 1)) {
    const sessions = sessionsFrom(group, from, limit);
    const next = sessions.find((session) => !session.cancelled);
    if (next) return next;
    if (sessions.length < limit || limit === cancelled + 1) return null;
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

/** How many sessions a run holds (a run without an end: none counted), counted no further than `max + 1`. */
export function seriesSessionCount(series: SeriesRecord, max: number): number {
  return finiteSeriesStarts(series, new Date(0), max + 1)?.length ?? 0;
}
