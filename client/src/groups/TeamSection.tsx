import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { TeamFragment } from '@/groups/team';
import { TeamInvitationAnswer } from '@/groups/TeamInvitationAnswer';
import { StepDown } from '@/groups/StepDown';
import { TeamManager } from '@/groups/TeamManager';
import type { GroupRole } from '@/gql/graphql';

/** How a role reads on the page. */
export const roleLabels: Partial<Record<GroupRole, string>> = {
  OWNER: 'Owner',
  CO_ORGANIZER: 'Co-organizer',
  HOST: 'Host',
};

/**
 * The organizing team on the group page, for everyone: owner first, then co-organizers and hosts
 * (the server's order). Below it, the signed-in person's own invitation into the team, if one
 * waits, a way for a co-organizer or host to step down, and (organizers) the tools to invite,
 * change roles and hand the group over.
 */
export function TeamSection({ group }: { group: FragmentType<typeof TeamFragment> }) {
  const { data, complete } = useFragment({ fragment: TeamFragment, from: group });
  if (!complete) return null;
  const titleId = `team-${data.id}`;
  return (
    <section className="team card" aria-labelledby={titleId}>
      <h2 id={titleId}>Organizing team</h2>
      <ul className="team__list">
        {data.team.map((person) => (
          <li key={person.id}>
            <strong>{person.displayName}</strong>{' '}
            <span className="badge">{roleLabels[person.role] ?? person.role}</span>
          </li>
        ))}
      </ul>
      <StepDown groupId={data.id} role={data.viewerRole} />
      {data.viewerRole !== 'VISITOR' && <TeamInvitationAnswer groupId={data.id} />}
      {data.teamInvitations && <TeamManager group={data} />}
    </section>
  );
}
