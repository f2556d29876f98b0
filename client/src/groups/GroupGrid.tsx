import type { FragmentType } from '@apollo/client';
import { GroupCard, type GroupCardFragment } from '@/groups/GroupCard';

export type GroupCardData = FragmentType<typeof GroupCardFragment> & { id: string };

/** A responsive grid of group cards. */
export function GroupGrid({ groups }: { groups: readonly GroupCardData[] }) {
  return (
    <ul className="group-grid">
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} />
        </li>
      ))}
    </ul>
  );
}
