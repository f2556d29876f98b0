import { DateTime } from 'luxon';
import { vtimezoneLines } from '@/calendar/vtimezone';
import { instantOf } from '@/schedule/schedule';
import { floatingMsOf, plainInstantOf } from '@/schedule/zoneOffset';

/**
 * RFC 5545 (iCalendar) text: just what HobbyHub publishes (all-day events for one-off groups,
 * zoned series for recurring ones), written by hand so the server needs no iCalendar dependency;
 * the tests parse every file with ical.js. Lines end in CRLF and are folded at 75 octets without
 * splitting a character (§3.1); TEXT values are escaped (§3.3.11).
 */

interface EventFields {
  /** Globally unique and stable: the same group gives the same UID in every file, forever. */
  uid: string;
  /** When this version of the event was made (the group's last change). */
  stamp: Date;
  summary: string;
  location: string;
  /** The place's coordinates in degrees (RFC 5545 GEO), when the group has them. */
  geo?: { lat: number; lon: number } | null;
  description: string;
  url: string;
  /** Not settled yet (e.g. waiting for a place): STATUS:TENTATIVE instead of CONFIRMED. */
  tentative?: boolean;
}

export interface AllDayEvent extends EventFields {
  /** The day (midnight UTC) the event takes place. */
  day: Date;
}

/**
 * A session, or a series of them, at wall-clock times in an IANA zone. Times are written as
 * `DTSTART;TZID=<zone>:<local time>` with a VTIMEZONE, not in UTC: a RRULE repeats DTSTART's
 * local time, so a weekly 7 PM session stays at 7 PM across daylight-saving changes, which a UTC
 * DTSTART (the other form RFC 5545 allows) would shift by an hour for half the year. Google
 * Calendar reads the TZID as an IANA name; Apple Calendar and Outlook read the VTIMEZONE.
 */
export interface TimedEvent extends EventFields {
  timeZone: string;
  start: Date;
  end: Date;
  /** The RRULE value (`FREQ=WEEKLY;…`) of a series. */
  rule?: string | null;
  /** Sessions of the series that do not take place (their original starts). */
  exdates?: readonly Date[];
  /** For a changed session of a series: its original start (RECURRENCE-ID), which it replaces. */
  recurrenceId?: Date | null;
  /** A single session that was called off: STATUS:CANCELLED. */
  cancelled?: boolean;
}

export type CalendarEvent = AllDayEvent | TimedEvent;

export interface CalendarFile {
  /** Shown by calendar apps as the calendar's name (X-WR-CALNAME). */
  name: string;
  events: readonly CalendarEvent[];
  /** For subscribed feeds: how often calendar apps should fetch it again. */
  refreshEvery?: string;
}

const maxLineOctets = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks; drops other control characters. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // RFC 5545 TEXT allows no control characters but tab (line breaks are escaped above).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** Splits a content line into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  // Most lines are short, and most long ones (descriptions) are plain ASCII: one octet per
  // character, so they can be cut by position instead of walked character by character.
  if (line.length <= maxLineOctets && Buffer.byteLength(line, 'utf8') <= maxLineOctets) return line;
  if (Buffer.byteLength(line, 'utf8') === line.length) {
    const pieces = [line.slice(0, maxLineOctets)];
    for (let at = maxLineOctets; at < line.length; at += maxLineOctets - 1) {
      pieces.push(` ${line.slice(at, at + maxLineOctets - 1)}`);
    }
    return pieces.join('\r\n');
  }
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  // for…of walks code points, so a surrogate pair (an emoji) is never cut in two.
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > maxLineOctets) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

function dateValue(day: Date): string {
  return day.toISOString().slice(0, 10).replace(/-/g, '');
}

function dateTimeValue(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * A time as `;TZID=<zone>:<local time>` after the property name, or `:<UTC>Z` for the one case the
 * zone's wall clock cannot name: the second pass through an hour a DST switch repeats (RFC 5545
 * reads a repeated local time as its first occurrence). Series starts never need it: the app
 * reads their wall-clock times that same way (schedule/schedule.ts).
 */
function zonedValue(instant: Date, timeZone: string): string {
  // Most instants are nowhere near a change of the zone's offset: their wall clock is plain
  // arithmetic (a series' EXDATEs are written by the hundred).
  const floating = floatingMsOf(instant.getTime(), timeZone);
  if (plainInstantOf(floating, timeZone) === instant.getTime()) {
    return `;TZID=${timeZone}:${dateTimeValue(new Date(floating)).slice(0, -1)}`;
  }
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  if (instantOf(local.toFormat("yyyy-MM-dd'T'HH:mm:ss"), timeZone).getTime() !== instant.getTime()) {
    return `:${dateTimeValue(instant)}`;
  }
  return `;TZID=${timeZone}:${local.toFormat("yyyyMMdd'T'HHmmss")}`;
}

function whenLines(event: CalendarEvent): string[] {
  if ('day' in event) {
    const nextDay = new Date(event.day.getTime() + 86_400_000);
    // An all-day event: DATE values, the end day exclusive (§3.6.1); it blocks no time.
    return [
      `DTSTART;VALUE=DATE:${dateValue(event.day)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay)}`,
      'TRANSP:TRANSPARENT',
    ];
  }
  const zone = event.timeZone;
  return [
    ...(event.recurrenceId ? [`RECURRENCE-ID${zonedValue(event.recurrenceId, zone)}`] : []),
    `DTSTART${zonedValue(event.start, zone)}`,
    // A series gives its length as an exact DURATION: an end written on the clock can fall in the
    // hour a DST switch repeats, which calendar apps may read as its second pass (ical.js does),
    // stretching every session of the series by an hour.
    event.rule
      ? `DURATION:PT${Math.round((event.end.getTime() - event.start.getTime()) / 60_000)}M`
      : `DTEND${zonedValue(event.end, zone)}`,
    ...(event.rule ? [`RRULE:${event.rule}`] : []),
    ...(event.exdates ?? []).map((exdate) => `EXDATE${zonedValue(exdate, zone)}`),
    'TRANSP:OPAQUE',
  ];
}

function statusOf(event: CalendarEvent): string {
  if ('cancelled' in event && event.cancelled) return 'CANCELLED';
  return event.tentative ? 'TENTATIVE' : 'CONFIRMED';
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${dateTimeValue(event.stamp)}`,
    `LAST-MODIFIED:${dateTimeValue(event.stamp)}`,
    ...whenLines(event),
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    // Six decimals (~10 cm), as RFC 5545's example writes them.
    ...(event.geo ? [`GEO:${event.geo.lat.toFixed(6)};${event.geo.lon.toFixed(6)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${statusOf(event)}`,
    'END:VEVENT',
  ];
}

/**
 * One VTIMEZONE per zone the events use, covering their years (and by its yearly rules, the
 * years after: a series without end goes on).
 */
function timezoneLines(events: readonly CalendarEvent[], now: Date): string[] {
  const years = new Map<string, { from: number; to: number }>();
  for (const event of events) {
    if ('day' in event) continue;
    const year = new Date(floatingMsOf(event.start.getTime(), event.timeZone)).getUTCFullYear();
    const known = years.get(event.timeZone);
    years.set(event.timeZone, { from: Math.min(known?.from ?? year, year), to: Math.max(known?.to ?? year, year) });
  }
  return [...years]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([zone, { from, to }]) => vtimezoneLines(zone, from, Math.max(to, now.getUTCFullYear()) + 2));
}

function headerLines(name: string, refreshEvery: string | undefined): string[] {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HobbyHub//Hobby groups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...(refreshEvery ? [`REFRESH-INTERVAL;VALUE=DURATION:${refreshEvery}`, `X-PUBLISHED-TTL:${refreshEvery}`] : []),
  ];
}

/** Content lines as text, each folded. */
function linesText(lines: readonly string[]): string {
  // A group's description and place repeat in every event of its series: each is folded once.
  const folded = new Map<string, string>();
  const fold = (line: string) => {
    if (line.length <= maxLineOctets) return foldLine(line);
    let result = folded.get(line);
    if (result === undefined) folded.set(line, (result = foldLine(line)));
    return result;
  };
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function icsCalendar({ name, events, refreshEvery }: CalendarFile, now = new Date()): string {
  return linesText([
    ...headerLines(name, refreshEvery),
    ...timezoneLines(events, now),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]);
}

/**
 * The same file for many groups (a personal feed), written a group at a time with a turn of the
 * event loop between groups: a feed of many long schedules takes as long as it takes, but never
 * holds other requests up for all of it.
 */
export async function icsCalendarInSteps(
  { name, refreshEvery }: Omit<CalendarFile, 'events'>,
  groups: readonly (() => readonly CalendarEvent[])[],
  now = new Date(),
): Promise<string> {
  const bodies: string[] = [];
  const zoned: CalendarEvent[] = [];
  for (const eventsOf of groups) {
    const events = eventsOf();
    bodies.push(events.length > 0 ? linesText(events.flatMap(eventLines)) : '');
    // The VTIMEZONEs need each zone's first and last year only.
    zoned.push(...events.filter((event) => !('day' in event)));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return [
    linesText([...headerLines(name, refreshEvery), ...timezoneLines(zoned, now)]),
    ...bodies,
    'END:VCALENDAR\r\n',
  ].join('');
}
