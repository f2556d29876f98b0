/**
 * RFC 5545 (iCalendar) text: just what HobbyHub publishes (all-day events), written by hand so
 * the server needs no dependency; the tests parse every file with ical.js. Lines end in CRLF and
 * are folded at 75 octets without splitting a character (§3.1); TEXT values are escaped (§3.3.11).
 */

export interface AllDayEvent {
  /** Globally unique and stable: the same group gives the same UID in every file, forever. */
  uid: string;
  /** When this version of the event was made (the group's last change). */
  stamp: Date;
  /** The day (midnight UTC) the event takes place. */
  day: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
  /** Not settled yet (e.g. waiting for a place): STATUS:TENTATIVE instead of CONFIRMED. */
  tentative?: boolean;
}

export interface CalendarFile {
  /** Shown by calendar apps as the calendar's name (X-WR-CALNAME). */
  name: string;
  events: readonly AllDayEvent[];
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

function eventLines(event: AllDayEvent): string[] {
  const nextDay = new Date(event.day.getTime() + 86_400_000);
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${dateTimeValue(event.stamp)}`,
    `LAST-MODIFIED:${dateTimeValue(event.stamp)}`,
    // An all-day event: DATE values, the end day exclusive (§3.6.1).
    `DTSTART;VALUE=DATE:${dateValue(event.day)}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function icsCalendar({ name, events, refreshEvery }: CalendarFile): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HobbyHub//Hobby groups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...(refreshEvery ? [`REFRESH-INTERVAL;VALUE=DURATION:${refreshEvery}`, `X-PUBLISHED-TTL:${refreshEvery}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
