import { graphql } from '@/gql';
import { viewerTimeZone } from '@/sessions/time';
import { formatMeeting, type MeetingFields } from '@/groups/meeting';
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
 * on the server cannot know the viewer's zone: until the browser takes the page over it shows the
 * group's own zone, so the server's markup and the first browser render agree.
 */
export function NextMeetingText({ meeting }: { meeting: MeetingFields }) {
  const hydrated = useHydrated();
  const zone = hydrated ? viewerTimeZone() : meeting.timeZone;
  // The server's prerender hands the scalar over as a Date, the network as text: one ISO form for both.
  const instant = new Date(meeting.startsAt);
  // A day without a time is a date (`2026-12-03`), not an instant.
  const iso = Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
  const dateTime = meeting.allDay ? iso?.slice(0, 10) : iso;
  return <time dateTime={dateTime}>{formatMeeting(meeting, zone)}</time>;
}
