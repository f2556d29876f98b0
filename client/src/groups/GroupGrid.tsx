import type { FragmentType } from '@apollo/client';
import { GroupCard, type GroupCardFragment } from '@/groups/GroupCard';

/**
 * Cards of the first row (3 wide on a desktop) load their covers at once, the rest lazily: a
 * lazy image waits for layout, and the first cover is often the page's largest paint (LCP).
 */
const firstRow = 3;

/** A card's group; `distanceKm` in a near-me list (how far it is from the chosen point). */
export type GroupCardData = FragmentType<typeof GroupCardFragment> & { id: string; distanceKm?: number | null };

/** A responsive grid of group cards; a page's grid sits under its h1, a section's under its h2. */
export function GroupGrid({
  groups,
  headingLevel = 2,
  eagerCovers = firstRow,
}: {
  groups: readonly GroupCardData[];
  headingLevel?: 2 | 3;
  /** How many covers load at once: none where the grid starts below the fold (the home page). */
  eagerCovers?: number;
}) {
  return (
    <ul className="group-grid">
      {groups.map((group, index) => (
        <li key={group.id}>
          <GroupCard
            group={group}
            headingLevel={headingLevel}
            eager={index < eagerCovers}
            distanceKm={group.distanceKm}
          />
        </li>
      ))}
    </ul>
  );
}
