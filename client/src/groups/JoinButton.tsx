import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useState } from 'react';
import { graphQLErrorCode } from '@/apollo/errors';
import { useAuth } from '@/auth/AuthProvider';
import { graphql } from '@/gql';
import { useSettledAnnouncement } from '@/groups/live';
import { useJoinGroup, useLeaveGroup } from '@/groups/mutations';
import { useToast } from '@/ui/toast/ToastProvider';

export const JoinButtonFragment = graphql(`
  fragment JoinButton_group on Group {
    id
    maxMembers
    memberCount
    spotsLeft
    isActive
    viewerIsMember
    viewerIsOwner
  }
`);

/** What the person reads for each error code of joinGroup / leaveGroup. */
const errorMessages: Record<string, string> = {
  GROUP_FULL: 'This group is full.',
  GROUP_NOT_ACTIVE: 'This group is no longer active.',
  NOT_A_MEMBER: 'You are not a member of this group.',
  ORGANIZER_CANNOT_JOIN: 'You organize this group, so you cannot join it.',
  UNAUTHENTICATED: 'Please log in again to join groups.',
  NOT_FOUND: 'Group not found!',
};

export function membershipErrorMessage(error: unknown): string {
  const code = graphQLErrorCode(error);
  return (code && errorMessages[code]) ?? 'Something went wrong. Please try again.';
}

/**
 * Members against capacity ('Members: max', the product's wording, plus how many joined and how many
 * places are left) and the Join Group / Leave Group button. The organizer sees 'You organize this
 * group'; a started group shows 'This group is no longer active.'; a full one 'This group is full.'
 */
export function JoinButton({ group }: { group: FragmentType<typeof JoinButtonFragment> }) {
  const { data, complete } = useFragment({ fragment: JoinButtonFragment, from: group });
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const joinGroup = useJoinGroup(uid);
  const leaveGroup = useLeaveGroup(uid);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const announcement = useSettledAnnouncement(
    complete ? `${data.memberCount} joined, ${data.spotsLeft} spots left` : '',
  );
  if (!complete) return null;

  const full = data.spotsLeft === 0 && !data.viewerIsMember;
  const run = async (action: 'join' | 'leave') => {
    setBusy(true);
    setError(null);
    try {
      if (action === 'join') {
        await joinGroup({ id: data.id });
        toast({ title: 'You joined the group!', icon: 'success' });
      } else {
        await leaveGroup({ id: data.id });
        toast({ title: 'You left the group.', icon: 'success' });
      }
    } catch (caught) {
      setError(membershipErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="membership">
      <p className="members">Members: {data.maxMembers}</p>
      <p className="members-count muted">
        <span>{data.memberCount} joined</span> · <span>{data.spotsLeft} spots left</span>
      </p>
      {/* Counts change live (others join and leave): say the new figures once they settle. */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div className="button-row">
        {!data.isActive ? (
          <p className="inactive-note">This group is no longer active.</p>
        ) : data.viewerIsOwner ? (
          <p className="badge badge--soft">You organize this group</p>
        ) : data.viewerIsMember ? (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void run('leave')}>
            Leave Group
          </button>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || full}
              aria-describedby={full ? `full-${data.id}` : undefined}
              onClick={() => void run('join')}
            >
              Join Group
            </button>
            {full && (
              <p id={`full-${data.id}`} className="full-note">
                This group is full.
              </p>
            )}
          </>
        )}
      </div>
      <p className="form-error" role="alert">
        {error}
      </p>
    </div>
  );
}
