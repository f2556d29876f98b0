import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '@/gql';
import { useLiveGroup } from '@/groups/live';
import { paths } from '@/paths';

export const GroupCardFragment = graphql(`
  fragment GroupCard_group on Group {
    id
    groupName
    hobbyCategoryName
    location
    imageURL
    isActive
    maxMembers
    memberCount
  }
`);

/** A group in a grid: cover image, name, category, members against capacity, and a See more link to its page. */
export function GroupCard({ group }: { group: FragmentType<typeof GroupCardFragment> }) {
  const { data, complete } = useFragment({ fragment: GroupCardFragment, from: group });
  useLiveGroup(data.id);
  if (!complete) return null;
  return (
    <article className="group-card">
      <img className="group-card__image" src={data.imageURL} alt={`Cover of ${data.groupName}`} loading="lazy" />
      <div className="group-card__body">
        <p className="badge">{data.hobbyCategoryName}</p>
        <h3 className="group-card__title">{data.groupName}</h3>
        <p className="group-card__meta">{data.location}</p>
        <p className="group-card__meta">
          {data.memberCount} / {data.maxMembers} joined
        </p>
        <Link className="btn btn-primary btn-sm" to={paths.groupDetails.getHref(data.id)}>
          See more<span className="visually-hidden"> about {data.groupName}</span>
        </Link>
      </div>
    </article>
  );
}
