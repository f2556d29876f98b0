import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, graphQLErrorCode } from '@/apollo/errors';
import { AdmissionFragment, useCancelJoinRequest, useRequestToJoin } from '@/groups/admission';
import { Field } from '@/ui/Field';
import { formatInstant } from '@/ui/format';
import { useToast } from '@/ui/toast/ToastProvider';

const errorMessages: Record<string, string> = {
  BANNED: 'An organizer banned you from this group.',
  INVITE_ONLY: 'This group takes new members by invitation only.',
  GROUP_NOT_ACTIVE: 'This group is no longer active.',
  CONFLICT: 'You asked already, or you are part of this group.',
  NOT_FOUND: 'You have not asked to join this group.',
  UNAUTHENTICATED: 'Please log in again to ask to join.',
};

/**
 * For a group that takes members by approval: the "Ask to join" form with the group's questions,
 * then the request's state (waiting, with a way to withdraw it), and the organizer's note after
 * a decline. Renders nothing for members, organizers, banned people (JoinButton says why) and
 * groups anyone may join.
 */
export function AskToJoin({ group }: { group: FragmentType<typeof AdmissionFragment> }) {
  const { data, complete } = useFragment({ fragment: AdmissionFragment, from: group });
  const request = useRequestToJoin();
  const cancel = useCancelJoinRequest();
  const toast = useToast();
  const [answers, setAnswers] = useState<string[]>([]);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!complete || data.joinPolicy !== 'APPROVAL' || !data.isActive) return null;
  if (data.viewerIsOwner || data.viewerIsMember || data.viewerBan || data.viewerWaitlistPosition) return null;
  if (data.viewerRole === 'VISITOR') return null;

  const failed = (caught: unknown) => {
    const code = graphQLErrorCode(caught);
    setFieldError(fieldErrorsOf(caught).answers);
    setError(
      code === 'BAD_USER_INPUT' ? null : ((code && errorMessages[code]) ?? 'Something went wrong. Please try again.'),
    );
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      await request({ groupId: data.id, answers: data.joinQuestions.map((_, i) => answers[i] ?? '') });
      toast({ title: 'Your request was sent to the organizers.', icon: 'success' });
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(false);
    }
  };

  const onWithdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancel({ id: data.id });
      toast({ title: 'You withdrew your request.', icon: 'success' });
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(false);
    }
  };

  if (data.viewerJoinRequest) {
    return (
      <section className="ask-to-join card" aria-labelledby={`ask-${data.id}`}>
        <h2 id={`ask-${data.id}`}>Your request</h2>
        <p>
          You asked to join on{' '}
          <time dateTime={data.viewerJoinRequest.requestedAt}>{formatInstant(data.viewerJoinRequest.requestedAt)}</time>
          . The organizers have not decided yet.
        </p>
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void onWithdraw()}>
          Withdraw request
        </button>
        <p className="form-error" role="alert">
          {error}
        </p>
      </section>
    );
  }

  const declined = data.viewerJoinDecision?.decision === 'DECLINED' ? data.viewerJoinDecision : null;
  return (
    <section className="ask-to-join card" aria-labelledby={`ask-${data.id}`}>
      <h2 id={`ask-${data.id}`}>Ask to join</h2>
      <p className="muted">The organizers approve new members of this group.</p>
      {declined && (
        <p>Your last request was declined{declined.message ? <>: “{declined.message}”</> : '.'} You may ask again.</p>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {data.joinQuestions.map((question, i) => (
          <Field key={question} id={`answer-${data.id}-${i}`} label={question} error={i === 0 ? fieldError : undefined}>
            <textarea
              id={`answer-${data.id}-${i}`}
              required
              maxLength={1000}
              rows={3}
              value={answers[i] ?? ''}
              aria-describedby={i === 0 && fieldError ? `answer-${data.id}-${i}-error` : undefined}
              onChange={(event) => {
                const next = [...answers];
                next[i] = event.target.value;
                setAnswers(next);
              }}
            />
          </Field>
        ))}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Ask to join
        </button>
      </form>
      <p className="form-error" role="alert">
        {error}
      </p>
    </section>
  );
}
