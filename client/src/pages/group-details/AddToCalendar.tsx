import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '@/gql';

export const AddToCalendarFragment = graphql(`
  fragment AddToCalendar_group on Group {
    id
    groupName
    description
    location
    startDate
  }
`);

/** The server's calendar file of a group (an API address, not a page of the app). */
function calendarFileHref(id: string): string {
  return `/groups/${encodeURIComponent(id)}/calendar.ics`;
}

/** Google Calendar's "new event" form, filled in: an all-day event on the start day. */
function googleCalendarHref(group: { groupName: string; description: string; location: string; startDate: string }) {
  const day = group.startDate.replace(/-/g, '');
  const next = new Date(Date.parse(`${group.startDate}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replace(/-/g, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: group.groupName,
    dates: `${day}/${next}`,
    details: `${group.description}\n\n${window.location.href}`,
    location: group.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** "Add to calendar": the group's .ics file (any calendar app) or Google Calendar's form. */
export function AddToCalendar({ group }: { group: FragmentType<typeof AddToCalendarFragment> }) {
  const { data, complete } = useFragment({ fragment: AddToCalendarFragment, from: group });
  if (!complete) return null;
  return (
    <div className="button-row add-to-calendar" role="group" aria-label="Add to calendar">
      <a className="btn btn-outline" href={calendarFileHref(data.id)} download>
        Add to calendar (.ics)
      </a>
      <a className="btn btn-ghost" href={googleCalendarHref(data)} target="_blank" rel="noopener noreferrer">
        Add to Google Calendar
      </a>
    </div>
  );
}
