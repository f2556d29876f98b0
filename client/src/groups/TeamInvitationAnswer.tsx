import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphQLErrorCode } from '@/apollo/errors';
import { useAnswerTeamInvitation, ViewerTeamInvitationsQuery } from '@/groups/team';
import { useToast } from '@/ui/toast/ToastProvider';
import { formatInstant } from '@/ui/format';

const offered = { CO_ORGANIZER: 'a co-organizer', HOST: 'a host' } as const;

/**
 * The invitation into this group's team addressed to the signed-in person, with Accept and
 * Decline. The server answers only the invited person's own invitations, so nobody else sees it.
 */
export function TeamInvitationAnswer({ groupId }: { groupId: string }) {
  const { data } = useQuery(ViewerTeamInvitationsQuery, { fetchPolicy: 'cache-and-network' });
  const answer = useAnswerTeamInvitation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Hidden as soon as the answer is confirmed (the refetched list drops it a moment later); keyed
  // by when it was sent, so a later invitation shows again.
  const [answeredAt, setAnsweredAt] = useState<string | null>(null);
  const invitation = data?.viewer?.teamInvitations.find((entry) => entry.group.id === groupId);
  if (!invitation || invitation.invitedAt === answeredAt) return null;

  const onAnswer = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await answer({ groupId, accept });
      setAnsweredAt(invitation.invitedAt);
      toast({ title: accept ? 'You joined the organizing team.' : 'You declined the invitation.', icon: 'success' });
    } catch (caught) {
      setError(
        graphQLErrorCode(caught) === 'NOT_FOUND'
          ? 'This invitation is no longer open.'
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const titleId = `team-invitation-${groupId}`;
  return (
    <div className="team__invitation" role="region" aria-labelledby={titleId}>
      <h3 id={titleId}>Your invitation</h3>
      <p>
        You are invited to help organize this group as {offered[invitation.role]} (since{' '}
        <time dateTime={invitation.invitedAt}>{formatInstant(invitation.invitedAt)}</time>).
      </p>
      <div className="button-row">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void onAnswer(true)}>
          Accept
        </button>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void onAnswer(false)}>
          Decline
        </button>
      </div>
      <p className="form-error" role="alert">
        {error}
      </p>
    </div>
  );
}
