import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '@/gql';
import { paths } from '@/paths';
import { formatDate } from '@/ui/format';
import { EditIcon, TrashIcon } from '@/ui/icons';

export const GroupRowFragment = graphql(`
  fragment GroupRow_group on Group {
    id
    groupName
    maxMembers
    memberCount
    location
    startDate
    hobbyCategoryName
  }
`);

interface GroupRowProps {
  serial: number;
  group: FragmentType<typeof GroupRowFragment>;
  onDelete(id: string): void;
}

/** One row of the My Groups table. */
export function GroupRow({ serial, group, onDelete }: GroupRowProps) {
  const { data, complete } = useFragment({ fragment: GroupRowFragment, from: group });
  if (!complete) return null;
  return (
    <tr>
      <td data-label="Serial">{serial}</td>
      <td data-label="Group Name">
        <Link to={paths.groupDetails.getHref(data.id)} className="table-title">
          {data.groupName}
        </Link>
        <div className="muted small">
          Members: {data.maxMembers} · {data.memberCount} / {data.maxMembers} joined
        </div>
      </td>
      <td data-label="Location">
        {data.location}
        <div>
          <span className="badge badge--soft" title={`Start Date: ${formatDate(data.startDate)}`}>
            Start Date: {formatDate(data.startDate)}
          </span>
        </div>
      </td>
      <td data-label="Category">{data.hobbyCategoryName}</td>
      <td data-label="Actions">
        <div className="row-actions">
          <Link
            className="icon-button"
            to={paths.updateGroup.getHref(data.id)}
            aria-label={`Edit ${data.groupName}`}
            title="Edit"
          >
            <EditIcon />
          </Link>
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={`Delete ${data.groupName}`}
            title="Delete"
            onClick={() => onDelete(data.id)}
          >
            <TrashIcon />
          </button>
        </div>
      </td>
    </tr>
  );
}
