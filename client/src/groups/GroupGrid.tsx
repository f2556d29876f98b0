import type { FragmentType } from '@apollo/client';
import { GroupCard, type GroupCardFragment } from '@/groups/GroupCard';

export type GroupCardData = FragmentType<typeof GroupCardFragment> & { id: string };

/** A responsive grid of group cards; a page's grid sits under its h1, a section's under its h2. */
export function GroupGrid({ groups, headingLevel = 2 }: { groups: readonly GroupCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="group-grid">
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
