import type { PlaceKind, RecurrenceFrequency } from '@/gql/graphql';
import { formatDistance as formatKm } from '@/ui/format';

/** What a card reads of a group's next meeting (schema.graphql's NextMeeting). */
export interface MeetingFields {
  startsAt: string;
  allDay: boolean;
  timeZone: string;
  frequency?: RecurrenceFrequency | null;
  interval: number;
}

/** What a card reads of a group's place. */
export interface PlaceFields {
  kind: PlaceKind;
  name: string;
  country?: string | null;
  lat?: number | null;
  lon?: number | null;
}

/** One formatter per zone and style: building an Intl.DateTimeFormat costs far more than using one. */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(key, found);
  }
  return found;
}

/** `weekly`, `every 2 weeks`, `monthly`, `every 3 months`, or `once`. */
export function repetitionOf({ frequency, interval }: Pick<MeetingFields, 'frequency' | 'interval'>): string {
  if (!frequency) return 'once';
  const unit = frequency === 'WEEKLY' ? 'week' : 'month';
  return interval > 1 ? `every ${interval} ${unit}s` : `${unit}ly`;
}

/**
 * A meeting as a card says it, in `zone` (the viewer's): "Tue 1 Dec · 7:00 PM · weekly". A day
 * with no time (a group without a schedule) is that calendar day: "Tue 1 Dec · once". The year is
 * added when it is not the current one.
 */
export function formatMeeting(meeting: MeetingFields, zone: string, now = new Date()): string {
  const instant = new Date(meeting.startsAt);
  if (Number.isNaN(instant.getTime())) return '';
  const dayZone = meeting.allDay ? 'UTC' : zone;
  const yearOf = (at: Date) => format('en-GB', { year: 'numeric', timeZone: dayZone }).format(at);
  const year = yearOf(instant);
  const day = format('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: dayZone }).format(instant);
  const parts = [year === yearOf(now) ? day : `${day} ${year}`];
  if (!meeting.allDay)
    parts.push(format('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(instant));
  parts.push(repetitionOf(meeting));
  // Some ICU versions put a narrow no-break space before AM/PM: one plain space on every engine.
  return parts.join(' · ').replace(/[\u00a0\u202f]/g, ' ');
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** en-GB's short months as Intl (ICU 72 on) writes them: September is "Sept". */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * `formatMeeting` in this browser's own zone (the viewer's), read from `Date`'s own fields rather
 * than through Intl: a page's first Intl formatter costs a phone one task of ~100 ms (Lighthouse's
 * 4× CPU), and the cards are what a page renders as it is taken over.
 */
export function formatMeetingHere(meeting: MeetingFields, now = new Date()): string {
  const instant = new Date(meeting.startsAt);
  if (Number.isNaN(instant.getTime())) return '';
  // A day without a time is the calendar day it is stored as (midnight UTC).
  const utc = meeting.allDay;
  const yearOf = (at: Date) => (utc ? at.getUTCFullYear() : at.getFullYear());
  const year = yearOf(instant);
  const weekday = weekdays[utc ? instant.getUTCDay() : instant.getDay()]!;
  const month = months[utc ? instant.getUTCMonth() : instant.getMonth()]!;
  const day = `${weekday} ${utc ? instant.getUTCDate() : instant.getDate()} ${month}`;
  const parts = [year === yearOf(now) ? day : `${day} ${year}`];
  if (!meeting.allDay) {
    const hours = instant.getHours();
    parts.push(`${hours % 12 || 12}:${String(instant.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`);
  }
  parts.push(repetitionOf(meeting));
  return parts.join(' · ');
}

/** `3.2 km away` under 10 km, `25 km away` beyond. */
export function formatDistance(km: number): string {
  return `${formatKm(km)} away`;
}

/** Where a card says the group meets: its city (`Online` for an online group), else its location text. */
export function placeName(place: PlaceFields | null | undefined, location: string): string {
  if (!place) return location;
  return place.kind === 'ONLINE' ? 'Online' : place.name;
}

/** A link to the place on OpenStreetMap, for people who want an outside map; null without coordinates. */
export function outsideMapUrl(place: PlaceFields | null | undefined): string | null {
  if (!place || place.lat == null || place.lon == null) return null;
  const lat = place.lat.toFixed(5);
  const lon = place.lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=12/${lat}/${lon}`;
}
