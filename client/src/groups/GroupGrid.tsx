import type { FragmentType } from '@apollo/client';
import { GroupCard, type GroupCardFragment } from '@/groups/GroupCard';

/**
 * Cards of the first row (3 wide on a desktop) load their covers at once, the rest lazily: a
 * lazy image waits for layout, and the first cover is often the page's largest paint (LCP).
 */
const firstRow = 3;

export type GroupCardData = FragmentType<typeof GroupCardFragment> & { id: string };

/** A responsive grid of group cards; a page's grid sits under its h1, a section's under its h2. */
export function GroupGrid({
  groups,
  headingLevel = 2,
  eagerCovers = firstRow,
  distances,
}: {
  groups: readonly GroupCardData[];
  /** In a near-me list: each group's distance from the list's point, in km, by group id. */
  distances?: ReadonlyMap<string, number>;
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
            distanceKm={distances?.get(group.id)}
          />
        </li>
      ))}
    </ul>
  );
}
