/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** "Tuesday, 10 March 2026 at 19:00 CET" in `timeZone`. */
export function formatInZone(at: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

/** The session's time for a reader: in their zone, and in the group's as well when it differs. */
export function whenText(at: Date, groupZone: string, readerZone: string | null): string {
  const group = formatInZone(at, groupZone);
  if (!readerZone || readerZone === groupZone) return group;
  const reader = formatInZone(at, readerZone);
  return reader === group ? reader : `${reader} (${group}, the group's time)`;
}
