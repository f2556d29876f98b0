import ICAL from 'ical.js';
import { DateTime } from 'luxon';

/**
 * Expands calendar files with ical.js (a maintained RFC 5545 implementation), so tests compare
 * the sessions a calendar app would show with the app's own.
 */

export interface Occurrence {
  start: string;
  /**
   * Null for a session that ends near a change of the zone's offset: RFC 5545 gives every session
   * the exact length of the first, but ical.js adds it on the wall clock and reads a repeated hour
   * as its second pass (RFC 5545: the first), so it is an hour off there. The test below pins the
   * RFC's reading of those hours on the app's side.
   */
  end: string | null;
  location: string;
}

const hourMs = 3_600_000;
const offsetAt = (ms: number, timeZone: string) => DateTime.fromMillis(ms, { zone: timeZone }).offset;

/** True when the zone's offset changes within three hours of the instant. */
export function nearChange(instant: Date, timeZone: string): boolean {
  const ms = instant.getTime();
  return offsetAt(ms - 3 * hourMs, timeZone) !== offsetAt(ms + 3 * hourMs, timeZone);
}

export function endUnlessNearChange(start: Date, end: Date, timeZone: string): string | null {
  return nearChange(end, timeZone) || offsetAt(start.getTime(), timeZone) !== offsetAt(end.getTime(), timeZone)
    ? null
    : end.toISOString();
}

/** Every occurrence ical.js finds in the file that starts before `to`, moved sessions at their new time. */
export function expandWithIcalJs(to: Date, text: string): Occurrence[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  const occurrences: Occurrence[] = [];
  for (const master of vevents.filter((vevent) => !vevent.hasProperty('recurrence-id'))) {
    const event = new ICAL.Event(master);
    const zone = String(master.getFirstProperty('dtstart')!.getParameter('tzid'));
    for (const override of vevents.filter((vevent) => vevent.hasProperty('recurrence-id'))) {
      if (override.getFirstPropertyValue('uid') === event.uid) event.relateException(override);
    }
    if (!event.isRecurring()) {
      const [start, end] = [event.startDate.toJSDate(), event.endDate.toJSDate()];
      if (master.getFirstPropertyValue('status') !== 'CANCELLED' && start < to) {
        occurrences.push({
          start: start.toISOString(),
          end: endUnlessNearChange(start, end, zone),
          location: event.location,
        });
      }
      continue;
    }
    const iterator = event.iterator();
    // Moved sessions may start up to a few days from their original start.
    const originalsUntil = new Date(to.getTime() + 7 * 24 * hourMs);
    for (let next = iterator.next(); next && next.toJSDate() < originalsUntil; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      const [start, end] = [details.startDate.toJSDate(), details.endDate.toJSDate()];
      if (start >= to) continue;
      occurrences.push({
        start: start.toISOString(),
        end: endUnlessNearChange(start, end, zone),
        location: details.item.location,
      });
    }
  }
  return occurrences.sort((a, b) => a.start.localeCompare(b.start) || a.location.localeCompare(b.location));
}
