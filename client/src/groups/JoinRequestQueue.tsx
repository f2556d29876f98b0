import { useState, useTransition } from 'react';
import { fieldErrorsOf, graphQLErrorCode } from '@/apollo/errors';
import { useDecideJoinRequest, useShowMoreRequests } from '@/groups/admission';
import { useOrganizerAction } from '@/groups/useOrganizerAction';
import type { Admission_GroupFragment } from '@/gql/graphql';
import { Field } from '@/ui/Field';
import { formatInstant } from '@/ui/format';

type Queue = NonNullable<Admission_GroupFragment['pendingJoinRequests']>;

function messageOf(caught: unknown): string {
  const code = graphQLErrorCode(caught);
  if (code === 'CONFLICT') return 'Someone decided this already.';
  if (code === 'BAD_USER_INPUT') return fieldErrorsOf(caught).uid ?? 'This request is no longer waiting.';
  if (code === 'FORBIDDEN') return 'Only the group’s organizers can do this.';
  return 'Something went wrong. Please try again.';
}

/**
 * The organizers' queue of requests to join, oldest first, with each person's answers: approve
 * or decline, with an optional note. The first page follows the group live; "Show more" reads
 * the next page into the cache, where live updates keep it (groups/queuePolicies.ts).
 */
export function JoinRequestQueue({ groupId, queue }: { groupId: string; queue: Queue }) {
  const decide = useDecideJoinRequest();
  const showMore = useShowMoreRequests();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const { error, busy, run } = useOrganizerAction(messageOf);
  const [loading, startTransition] = useTransition();
  const [moreFailed, setMoreFailed] = useState(false);
  const prefix = `join-queue-${groupId}`;
  const { nodes, nextCursor, totalCount } = queue;

  const onShowMore = (after: string) =>
    startTransition(async () => {
      setMoreFailed(false);
      try {
        await showMore(groupId, after);
      } catch {
        setMoreFailed(true);
      }
    });

  return (
    <>
      <h3 id={`${prefix}-title`}>Join requests ({totalCount})</h3>
      {nodes.length === 0 ? (
        <p className="muted">No one is waiting for a decision.</p>
      ) : (
        <ol aria-labelledby={`${prefix}-title`} className="join-requests">
          {nodes.map((request) => (
            <li key={request.id}>
              <p>
                <strong>{request.displayName}</strong>{' '}
                <span className="muted small">
                  asked <time dateTime={request.requestedAt}>{formatInstant(request.requestedAt)}</time>
                </span>
              </p>
              {request.answers.length > 0 && (
                <dl>
                  {request.answers.map(({ question, answer }) => (
                    <div key={question}>
                      <dt>{question}</dt>
                      <dd>{answer}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <Field id={`${prefix}-note-${request.id}`} label={`Note to ${request.displayName} (optional)`}>
                <input
                  id={`${prefix}-note-${request.id}`}
                  maxLength={500}
                  value={notes[request.id] ?? ''}
                  onChange={(event) => setNotes({ ...notes, [request.id]: event.target.value })}
                />
              </Field>
              <div className="button-row">
                {[true, false].map((approve) => (
                  <button
                    key={String(approve)}
                    type="button"
                    className={approve ? 'btn btn-primary' : 'btn btn-ghost'}
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () =>
                          decide({
                            groupId,
                            uid: request.id,
                            approve,
                            message: notes[request.id]?.trim() || null,
                          }),
                        approve ? `${request.displayName} was approved.` : `${request.displayName} was declined.`,
                      )
                    }
                  >
                    {approve ? `Approve ${request.displayName}` : `Decline ${request.displayName}`}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ol>
      )}
      {nextCursor && (
        <div className="center-row">
          <button type="button" className="btn btn-outline" disabled={loading} onClick={() => onShowMore(nextCursor)}>
            {loading ? 'Loading…' : 'Show more requests'}
          </button>
          <span className="muted small">
            Showing {nodes.length} of {totalCount}
          </span>
        </div>
      )}
      <p className="form-error" role="alert">
        {error ?? (moreFailed ? 'The next requests could not be loaded. Please try again.' : null)}
      </p>
    </>
  );
}
