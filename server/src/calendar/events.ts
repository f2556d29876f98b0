import type { CalendarEvent, TimedEvent } from '@/calendar/ics';
import type { GroupRecord } from '@/groups/model';
import {
  isRecurring,
  seriesAt,
  seriesRule,
  sessionIdOf,
  type SeriesRecord,
  type SessionExceptionRecord,
} from '@/schedule/schedule';

export interface EventContext {
  /** The app's host name: UIDs are `group-<id>@<host>`. */
  host: string;
  /** The group's page in the app. */
  url: string;
  /** The person waits for a place: the events are tentative until it is theirs. */
  waiting?: boolean;
}

/**
 * A group as calendar events. A one-off group is one all-day event on its start day, as always.
 * A recurring group is its series: one VEVENT per run of the schedule (a "this and all following"
 * change starts a new run, with its own UID, the way calendar apps split a series themselves),
 * each with its RRULE, an EXDATE per cancelled session and an overriding VEVENT (same UID,
 * RECURRENCE-ID = the session's original start) per moved one. Calendar apps expand the rule
 * themselves; the tests expand it with ical.js and compare with the app's own sessions.
 */
export function groupEvents(group: GroupRecord, { host, url, waiting = false }: EventContext): CalendarEvent[] {
  const id = group._id.toString();
  const fields = {
    // The id never changes and is unique, so calendar apps update the event instead of adding another.
    uid: `group-${id}@${host}`,
    stamp: group.updatedAt,
    summary: waiting ? `${group.groupName} (waitlist)` : group.groupName,
    tentative: waiting,
    location: group.location,
    geo: geoOf(group),
    description: `${group.description}\n\n${group.hobbyCategory} · organized by ${group.userName}\n${url}`,
    url,
  };
  const schedule = group.schedule;
  if (!schedule || !isRecurring(schedule)) return [{ ...fields, day: group.startDate }];
  // Each change belongs to one run: found once per change, not once per run and change.
  const exceptionsOf = new Map<SeriesRecord, SessionExceptionRecord[]>();
  for (const exception of schedule.exceptions) {
    const series = seriesAt(schedule, exception.original);
    if (series) exceptionsOf.set(series, [...(exceptionsOf.get(series) ?? []), exception]);
  }
  return schedule.series.flatMap((series, index): CalendarEvent[] => {
    const plan = seriesRule(series);
    if (!plan) return [];
    const duration = series.durationMinutes * 60_000;
    // The first run keeps the group's UID, so a one-off group that becomes recurring is updated, not doubled.
    const uid = index === 0 ? fields.uid : `group-${sessionIdOf(id, plan.first)}@${host}`;
    const exceptions = exceptionsOf.get(series) ?? [];
    const at = (start: Date) => ({ start, end: new Date(start.getTime() + duration), timeZone: series.timeZone });
    if (!plan.rule) {
      // A run of one session: its change, if any, is the event itself.
      const [change] = exceptions;
      return [
        {
          ...fields,
          uid,
          ...at(change?.startsAt ?? plan.first),
          location: change?.location ?? group.location,
          // A session moved elsewhere is no longer at the group's place.
          geo: change?.location ? null : fields.geo,
          cancelled: change?.cancelled ?? false,
        },
      ];
    }
    const master: TimedEvent = {
      ...fields,
      uid,
      ...at(plan.first),
      rule: plan.rule,
      exdates: exceptions.filter((exception) => exception.cancelled).map((exception) => exception.original),
    };
    const moved = exceptions.filter((exception) => !exception.cancelled && (exception.startsAt || exception.location));
    return [
      master,
      ...moved.map((exception) => ({
        ...fields,
        uid,
        ...at(exception.startsAt ?? exception.original),
        location: exception.location ?? group.location,
        geo: exception.location ? null : fields.geo,
        recurrenceId: exception.original,
      })),
    ];
  });
}

/** The group's place as calendar coordinates (stored GeoJSON-style, [lon, lat]), or null. */
function geoOf(group: GroupRecord): { lat: number; lon: number } | null {
  const coordinates = group.place?.point?.coordinates;
  return coordinates ? { lat: coordinates[1], lon: coordinates[0] } : null;
}
