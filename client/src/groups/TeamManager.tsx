import { useState, type FormEvent } from 'react';
import { graphQLErrorCode } from '@/apollo/errors';
import { useOrganizerAction } from '@/groups/useOrganizerAction';
import { useInviteToTeam, useSetTeamRole, useTransferGroup } from '@/groups/team';
import { inviteErrors, teamRoles } from '@/groups/teamValidation';
import type { AssignableRole, Team_GroupFragment, TeamRole } from '@/gql/graphql';
import { useDialog } from '@/ui/dialog/DialogProvider';
import { Field } from '@/ui/Field';
import { formatInstant } from '@/ui/format';

const roleNames: Record<TeamRole, string> = { CO_ORGANIZER: 'Co-organizer', HOST: 'Host' };

function messageOf(caught: unknown): string | null {
  const code = graphQLErrorCode(caught);
  if (code === 'BAD_USER_INPUT') return null;
  if (code === 'CONFLICT') return 'Someone changed the team already. Please check it again.';
  if (code === 'FORBIDDEN') return 'Only the group’s organizers can do this.';
  if (code === 'OWNER_MUST_TRANSFER') return 'The owner’s role changes only by handing the group over.';
  return 'Something went wrong. Please try again.';
}

/**
 * The organizers' tools for the team: invite a member as co-organizer or host, see who has not
 * answered yet, change a team member's role or take them off the team, and (the owner) hand the
 * group over to a co-organizer. Rendered only for those the server shows the invitations to.
 */
export function TeamManager({ group }: { group: Team_GroupFragment }) {
  const invite = useInviteToTeam();
  const setRole = useSetTeamRole();
  const transfer = useTransferGroup();
  const dialogs = useDialog();
  const [uid, setUid] = useState('');
  const [role, setRoleChoice] = useState<TeamRole>('CO_ORGANIZER');
  const { fields, setFields, error, setError, busy, run } = useOrganizerAction(messageOf);

  const nameOf = (id: string) => group.members?.find((member) => member.id === id)?.displayName ?? 'Someone';
  const onTeam = new Set(group.team.map((person) => person.id));
  const invited = new Set((group.teamInvitations ?? []).map((entry) => entry.inviteeId));
  const candidates = (group.members ?? []).filter((member) => !onTeam.has(member.id) && !invited.has(member.id));

  const onInvite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = inviteErrors({ uid, role });
    if (Object.keys(errors).length > 0) {
      setFields(errors);
      setError(null);
      return;
    }
    const name = nameOf(uid);
    if (await run(() => invite({ groupId: group.id, uid, role }), `${name} was invited to the team.`)) setUid('');
  };

  const onRole = (id: string, name: string, next: AssignableRole) =>
    void run(
      () => setRole({ groupId: group.id, uid: id, role: next }),
      next === 'MEMBER' ? `${name} is off the team.` : `${name} is now a ${roleNames[next].toLowerCase()}.`,
    );

  const onTransfer = async (id: string, name: string) => {
    const sure = await dialogs.confirm({
      title: `Make ${name} the owner?`,
      text: 'You will stay on the team as a co-organizer.',
      icon: 'warning',
      confirmText: 'Yes, hand it over',
      cancelText: 'Cancel',
    });
    if (sure) await run(() => transfer({ groupId: group.id, uid: id }), `${name} now owns the group.`);
  };

  const prefix = `team-manager-${group.id}`;
  const others = group.team.filter((person) => person.role !== 'OWNER');
  return (
    <div className="team__manager">
      {others.length > 0 && (
        <>
          <h3 id={`${prefix}-roles`}>Roles</h3>
          <ul aria-labelledby={`${prefix}-roles`} className="team__roles">
            {others.map((person) => (
              <li key={person.id}>
                <strong>{person.displayName}</strong>
                <div className="button-row">
                  {teamRoles
                    .filter((next) => next !== person.role)
                    .map((next) => (
                      <button
                        key={next}
                        type="button"
                        className="btn btn-ghost btn-sm"
                        disabled={busy}
                        onClick={() => onRole(person.id, person.displayName, next)}
                      >
                        Make {person.displayName} a {roleNames[next].toLowerCase()}
                      </button>
                    ))}
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={busy}
                    onClick={() => onRole(person.id, person.displayName, 'MEMBER')}
                  >
                    Remove {person.displayName} from the team
                  </button>
                  {group.viewerRole === 'OWNER' && person.role === 'CO_ORGANIZER' && (
                    <button
                      type="button"
                      className="btn btn-danger btn-sm"
                      disabled={busy}
                      onClick={() => void onTransfer(person.id, person.displayName)}
                    >
                      Make {person.displayName} the owner
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 id={`${prefix}-invite`}>Invite to the team</h3>
      <form onSubmit={(event) => void onInvite(event)} noValidate aria-labelledby={`${prefix}-invite`}>
        <Field id={`${prefix}-who`} label="Member" error={fields.uid}>
          <select
            id={`${prefix}-who`}
            value={uid}
            aria-invalid={fields.uid ? true : undefined}
            aria-describedby={fields.uid ? `${prefix}-who-error` : undefined}
            onChange={(event) => setUid(event.target.value)}
          >
            <option value="">Choose a member</option>
            {candidates.map((member) => (
              <option key={member.id} value={member.id}>
                {member.displayName}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${prefix}-role`} label="Role" error={fields.role}>
          <select
            id={`${prefix}-role`}
            value={role}
            aria-invalid={fields.role ? true : undefined}
            aria-describedby={fields.role ? `${prefix}-role-error` : undefined}
            onChange={(event) => setRoleChoice(event.target.value as TeamRole)}
          >
            {teamRoles.map((value) => (
              <option key={value} value={value}>
                {roleNames[value]}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Invite to the team
        </button>
      </form>

      <h3 id={`${prefix}-pending`}>Pending invitations ({group.teamInvitations?.length ?? 0})</h3>
      {(group.teamInvitations ?? []).length === 0 ? (
        <p className="muted">No invitation is waiting for an answer.</p>
      ) : (
        <ul aria-labelledby={`${prefix}-pending`}>
          {(group.teamInvitations ?? []).map((entry) => (
            <li key={entry.inviteeId}>
              <strong>{nameOf(entry.inviteeId)}</strong> as {roleNames[entry.role].toLowerCase()}{' '}
              <span className="muted small">
                invited <time dateTime={entry.invitedAt}>{formatInstant(entry.invitedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="form-error" role="alert">
        {error}
      </p>
    </div>
  );
}
