import { graphql } from '@/gql';
import { formatMeeting, formatMeetingHere, type MeetingFields } from '@/groups/meeting';
import { useHydrated } from '@/ui/useHydrated';

/** What the text reads of a group's next meeting; parents spread it unmasked (it has no id to follow). */
export const NextMeetingTextFragment = graphql(`
  fragment NextMeetingText_meeting on NextMeeting {
    startsAt
    allDay
    timeZone
    frequency
    interval
  }
`);

/**
 * A group's next meeting in the viewer's zone ("Tue 1 Dec · 7:00 PM · weekly"). A page prerendered
 * on the server cannot know the viewer's zone: the server writes it in the group's own zone, and
 * the browser adopts that text as it is while it takes the page over, then writes the viewer's.
 */
export function NextMeetingText({ meeting }: { meeting: MeetingFields }) {
  const hydrated = useHydrated();
  // The server's prerender hands the scalar over as a Date, the network as text: one ISO form for both.
  const instant = new Date(meeting.startsAt);
  // A day without a time is a date (`2026-12-03`), not an instant.
  const iso = Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
  const dateTime = meeting.allDay ? iso?.slice(0, 10) : iso;
  if (hydrated) return <time dateTime={dateTime}>{formatMeetingHere(meeting)}</time>;
  if (typeof window === 'undefined') return <time dateTime={dateTime}>{formatMeeting(meeting, meeting.timeZone)}</time>;
  // Taking over the server's markup: its text is kept, not written again here. Writing it in the
  // group's zone takes Intl, and a page's first Intl formatter is one long task on a phone; React
  // neither reads nor replaces an element's content given as `dangerouslySetInnerHTML` while it
  // hydrates, and writes the viewer's text in the render right after.
  return <time dateTime={dateTime} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
