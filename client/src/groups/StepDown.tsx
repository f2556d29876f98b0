import { useState } from 'react';
import { graphQLErrorCode } from '@/apollo/errors';
import { useLeaveTeam } from '@/groups/team';
import type { GroupRole } from '@/gql/graphql';
import { useDialog } from '@/ui/dialog/DialogProvider';
import { useToast } from '@/ui/toast/ToastProvider';

const ownerCannot =
  'As the owner you cannot step down: make a co-organizer the owner first (they take over, you stay on as co-organizer), or delete the group.';

function messageOf(caught: unknown): string {
  const code = graphQLErrorCode(caught);
  if (code === 'OWNER_MUST_TRANSFER') return ownerCannot;
  if (code === 'BAD_USER_INPUT') return 'You are no longer on this group’s team.';
  return 'Something went wrong. Please try again.';
}

/**
 * Stepping down from the organizing team, for a co-organizer or a host: after a confirmation
 * they are a member again (the server checks it: the owner is refused). The owner is told why
 * they cannot, instead of a button that would fail.
 */
export function StepDown({ groupId, role }: { groupId: string; role: GroupRole }) {
  const leave = useLeaveTeam();
  const dialogs = useDialog();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (role === 'OWNER') return <p className="muted small">{ownerCannot}</p>;
  if (role !== 'CO_ORGANIZER' && role !== 'HOST') return null;

  const onStepDown = async () => {
    const sure = await dialogs.confirm({
      title: 'Step down from the team?',
      text: 'You stay a member of the group. An organizer can invite you again.',
      icon: 'warning',
      confirmText: 'Yes, step down',
      cancelText: 'Cancel',
    });
    if (!sure) return;
    setBusy(true);
    setError(null);
    try {
      await leave({ id: groupId });
      toast({ title: 'You stepped down. You are still a member.', icon: 'success' });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="team__step-down">
      <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void onStepDown()}>
        Step down from the team
      </button>
      <p className="form-error" role="alert">
        {error}
      </p>
    </div>
  );
}
