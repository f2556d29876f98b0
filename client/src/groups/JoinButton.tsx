import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useState } from 'react';
import { graphQLErrorCode } from '@/apollo/errors';
import { useAuth } from '@/auth/AuthProvider';
import { graphql } from '@/gql';
import { useSettledAnnouncement } from '@/groups/live';
import { useJoinGroup, useJoinWaitlist, useLeaveGroup, useLeaveWaitlist } from '@/groups/mutations';
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
    waitlistCount
    viewerWaitlistPosition
    joinPolicy
    viewerBan {
      reason
    }
  }
`);

/** What the person reads for each error code of joinGroup / leaveGroup / joinWaitlist / leaveWaitlist. */
const errorMessages: Record<string, string> = {
  GROUP_FULL: 'This group is full.',
  GROUP_NOT_ACTIVE: 'This group is no longer active.',
  NOT_A_MEMBER: 'You are not a member of this group.',
  NOT_WAITING: 'You are not on the waitlist of this group.',
  ORGANIZER_CANNOT_JOIN: 'You organize this group, so you cannot join it.',
  UNAUTHENTICATED: 'Please log in again to join groups.',
  BANNED: 'An organizer banned you from this group.',
  APPROVAL_REQUIRED: 'This group takes new members by approval: ask to join.',
  INVITE_ONLY: 'This group takes new members by invitation only.',
  NOT_FOUND: 'Group not found!',
};

export function membershipErrorMessage(error: unknown): string {
  const code = graphQLErrorCode(error);
  return (code && errorMessages[code]) ?? 'Something went wrong. Please try again.';
}

type Action = 'join' | 'leave' | 'joinWaitlist' | 'leaveWaitlist';

/** The figures as one sentence for screen readers, with the viewer's own place when they wait. */
function countsSentence(group: {
  memberCount: number;
  spotsLeft: number;
  waitlistCount: number;
  viewerIsMember: boolean;
  viewerWaitlistPosition?: number | null;
}): string {
  const waiting = group.waitlistCount > 0 ? `, ${group.waitlistCount} waiting` : '';
  const mine = group.viewerWaitlistPosition
    ? `. You are #${group.viewerWaitlistPosition} on the waitlist`
    : group.viewerIsMember
      ? '. You are a member'
      : '';
  return `${group.memberCount} joined, ${group.spotsLeft} spots left${waiting}${mine}`;
}

/**
 * Members against capacity ('Members: max', the product's wording, plus how many joined, how many
 * places are left and how many wait) and the membership button. The organizer sees 'You organize
 * this group'; a started group shows 'This group is no longer active.'. A full group (no place,
 * or people already waiting for the next one) offers 'Join waitlist' where 'Join Group' was; who
 * waits sees their place ('You are #3 on the waitlist') and can leave the queue. When a place
 * frees, the server promotes the first in line and the live update turns their button into
 * 'Leave Group'.
 */
export function JoinButton({ group }: { group: FragmentType<typeof JoinButtonFragment> }) {
  const { data, complete } = useFragment({ fragment: JoinButtonFragment, from: group });
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const joinGroup = useJoinGroup(uid);
  const leaveGroup = useLeaveGroup(uid);
  const joinWaitlist = useJoinWaitlist(uid);
  const leaveWaitlist = useLeaveWaitlist();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const announcement = useSettledAnnouncement(complete ? countsSentence(data) : '');
  if (!complete) return null;

  const position = data.viewerWaitlistPosition ?? null;
  // The server lets nobody join past the queue, so a group with people waiting is full to newcomers.
  const full = !data.viewerIsMember && (data.spotsLeft === 0 || data.waitlistCount > 0);
  const run = async (action: Action) => {
    setBusy(true);
    setError(null);
    try {
      if (action === 'join') {
        await joinGroup({ id: data.id });
        toast({ title: 'You joined the group!', icon: 'success' });
      } else if (action === 'leave') {
        await leaveGroup({ id: data.id });
        toast({ title: 'You left the group.', icon: 'success' });
      } else if (action === 'joinWaitlist') {
        const after = await joinWaitlist({ id: data.id });
        toast({ title: after.viewerIsMember ? 'You joined the group!' : 'You joined the waitlist.', icon: 'success' });
      } else {
        await leaveWaitlist({ id: data.id });
        toast({ title: 'You left the waitlist.', icon: 'success' });
      }
    } catch (caught) {
      setError(membershipErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const button = (action: Action, label: string, primary: boolean, describedBy?: string) => (
    <button
      type="button"
      className={primary ? 'btn btn-primary' : 'btn btn-ghost'}
      disabled={busy}
      aria-describedby={describedBy}
      onClick={() => void run(action)}
    >
      {label}
    </button>
  );

  return (
    <div className="membership">
      <p className="members">Members: {data.maxMembers}</p>
      <p className="members-count muted">
        <span>{data.memberCount} joined</span> · <span>{data.spotsLeft} spots left</span>
        {data.waitlistCount > 0 && (
          <>
            {' '}
            · <span>{data.waitlistCount} waiting</span>
          </>
        )}
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
          button('leave', 'Leave Group', false)
        ) : data.viewerBan ? (
          <p className="inactive-note">An organizer banned you from this group: {data.viewerBan.reason}</p>
        ) : position !== null ? (
          <>
            <p id={`waiting-${data.id}`} className="waitlist-note">
              You are #{position} on the waitlist
            </p>
            {button('leaveWaitlist', 'Leave waitlist', false, `waiting-${data.id}`)}
          </>
        ) : full && data.joinPolicy === 'OPEN' ? (
          <>
            {button('joinWaitlist', 'Join waitlist', true, `full-${data.id}`)}
            <p id={`full-${data.id}`} className="full-note">
              This group is full.
            </p>
          </>
        ) : data.joinPolicy === 'INVITE_ONLY' ? (
          <p className="muted">This group takes new members by invitation only.</p>
        ) : data.joinPolicy === 'APPROVAL' ? null : (
          button('join', 'Join Group', true)
        )}
      </div>
      <p className="form-error" role="alert">
        {error}
      </p>
    </div>
  );
}
