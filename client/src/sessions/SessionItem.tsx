import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { graphQLErrorCode } from '@/apollo/errors';
import { graphql } from '@/gql';
import { useCancelSession, useRsvp } from '@/sessions/mutations';
import { formatSessionStart } from '@/sessions/time';

export const SessionItemFragment = graphql(`
  fragment SessionItem_session on Session {
    id
    startsAt
    endsAt
    timeZone
    location
    cancelled
    capacity
    goingCount
    waitlistCount
    spotsLeft
    viewerRsvp
  }
`);

const errorMessages: Record<string, string> = {
  NOT_A_MEMBER: 'Join the group to answer for its sessions.',
  SESSION_STARTED: 'This session has started, so answers are closed.',
  SESSION_CANCELLED: 'This session was cancelled.',
  FORBIDDEN: 'Only the organizer can change sessions.',
  UNAUTHENTICATED: 'Please log in again.',
};

const answerLabel = { GOING: 'You are going', WAITLISTED: 'You are on the waitlist', NOT_GOING: 'You are not going' };

/** One session: when (viewer's zone, group's zone beside), where, counts, and the viewer's buttons. */
export function SessionItem({
  session,
  canAnswer,
  canCancel,
  children,
}: {
  session: FragmentType<typeof SessionItemFragment>;
  canAnswer: boolean;
  canCancel: boolean;
  children?: ReactNode;
}) {
  const { data, complete } = useFragment({ fragment: SessionItemFragment, from: session });
  const rsvp = useRsvp();
  const cancelSession = useCancelSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!complete) return null;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      const code = graphQLErrorCode(caught);
      setError((code && errorMessages[code]) ?? 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const when = formatSessionStart(data.startsAt, data.timeZone);

  return (
    <li className="session" aria-label={when}>
      <p className="session__when">
        <time dateTime={data.startsAt}>{when}</time>
        {data.cancelled && <span className="badge badge--soft"> Cancelled</span>}
      </p>
      <p className="session__where muted">{data.location}</p>
      {!data.cancelled && (
        <p className="session__counts muted">
          <span>{data.goingCount} going</span> · <span>{data.spotsLeft} spots left</span>
          {data.waitlistCount > 0 && <span> · {data.waitlistCount} waiting</span>}
        </p>
      )}
      {!data.cancelled && data.viewerRsvp && <p className="session__answer">{answerLabel[data.viewerRsvp]}</p>}
      <div className="button-row">
        {canAnswer && !data.cancelled && (
          <>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || data.viewerRsvp === 'GOING' || data.viewerRsvp === 'WAITLISTED'}
              onClick={() => void run(() => rsvp({ sessionId: data.id, going: true }))}
            >
              Going
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy || data.viewerRsvp === 'NOT_GOING'}
              onClick={() => void run(() => rsvp({ sessionId: data.id, going: false }))}
            >
              Not going
            </button>
          </>
        )}
        {canCancel && !data.cancelled && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy}
            onClick={() => void run(() => cancelSession({ sessionId: data.id }))}
          >
            Cancel session
          </button>
        )}
      </div>
      <p className="form-error" role="alert">
        {error}
      </p>
      {children}
    </li>
  );
}
