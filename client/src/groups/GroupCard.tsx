import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '@/gql';
import { CoverImage } from '@/groups/CoverImage';
import { useLiveGroup } from '@/groups/live';
import { formatDistance, placeName } from '@/groups/meeting';
import { NextMeetingText } from '@/groups/NextMeetingText';
import { paths } from '@/paths';
import '@/groups/GroupCard.css';

export const GroupCardFragment = graphql(`
  fragment GroupCard_group on Group {
    id
    groupName
    hobbyCategory
    hobbyCategoryName
    location
    imageURL
    isActive
    maxMembers
    memberCount
    waitlistCount
    place {
      id
      kind
      name
      country
    }
    nextMeeting {
      ...NextMeetingText_meeting @unmask
    }
  }
`);

/**
 * A group in a grid: cover image, name, category, when it meets next (in the viewer's zone) and
 * how often, where (its city, and how far when the list is near a point), members against
 * capacity (and how many wait for a place, when anyone does), and a See more link to its page.
 * The name is a heading one level below the section the grid is in.
 */
export function GroupCard({
  group,
  headingLevel,
  eager = false,
  distanceKm = null,
}: {
  group: FragmentType<typeof GroupCardFragment>;
  headingLevel: 2 | 3;
  /** Load the cover at once: a card of the first row, likely the page's largest paint. */
  eager?: boolean;
  /** How far the group is from the list's near-me point, in km: shown when given. */
  distanceKm?: number | null;
}) {
  const { data, complete } = useFragment({ fragment: GroupCardFragment, fragmentName: 'GroupCard_group', from: group });
  useLiveGroup(data.id);
  if (!complete) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group-card">
      <CoverImage
        className="group-card__image"
        src={data.imageURL}
        category={data.hobbyCategory}
        alt={`Cover of ${data.groupName}`}
        lazy={!eager}
      />
      <div className="group-card__body">
        <p className="badge">{data.hobbyCategoryName}</p>
        <Heading className="group-card__title">{data.groupName}</Heading>
        {data.nextMeeting && (
          <p className="group-card__meta group-card__when">
            <NextMeetingText meeting={data.nextMeeting} />
          </p>
        )}
        <p className="group-card__meta">{placeName(data.place, data.location)}</p>
        {distanceKm != null && <p className="group-card__meta">{formatDistance(distanceKm)}</p>}
        <p className="group-card__meta">
          {data.memberCount} / {data.maxMembers} joined
          {data.waitlistCount > 0 && ` · ${data.waitlistCount} waiting`}
        </p>
        <Link className="btn btn-primary btn-sm" to={paths.groupDetails.getHref(data.id)}>
          See more<span className="visually-hidden"> about {data.groupName}</span>
        </Link>
      </div>
    </article>
  );
}
