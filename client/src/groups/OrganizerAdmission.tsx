import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphQLErrorCode } from '@/apollo/errors';
import { useOrganizerAction } from '@/groups/useOrganizerAction';
import { InviteLinks } from '@/groups/InviteLinks';
import {
  AdmissionFragment,
  GroupBansPageQuery,
  useBanMember,
  useSetJoinPolicy,
  useUnbanMember,
} from '@/groups/admission';
import { JoinRequestQueue } from '@/groups/JoinRequestQueue';
import type { JoinPolicy } from '@/gql/graphql';
import { Field } from '@/ui/Field';

const maxQuestions = 3;
const policyLabels: Record<JoinPolicy, string> = {
  OPEN: 'Open: anyone can join',
  APPROVAL: 'Approval: people ask, organizers decide',
  INVITE_ONLY: 'Invite only: people join by an invite link',
};

function messageOf(caught: unknown): string | null {
  const code = graphQLErrorCode(caught);
  if (code === 'BAD_USER_INPUT') return null;
  if (code === 'CONFLICT') return 'Someone decided this already.';
  if (code === 'FORBIDDEN') return 'Only the group’s organizers can do this.';
  return 'Something went wrong. Please try again.';
}

/**
 * The organizers' side of admission, on the group page: who may join and the questions asked,
 * the live queue of requests with their answers (JoinRequestQueue.tsx), a ban form with the
 * reason the person will see, and the bans with a way to lift each. Renders
 * nothing for anyone else (the server answers null for the queue and the bans to them).
 */
export function OrganizerAdmission({ group }: { group: FragmentType<typeof AdmissionFragment> }) {
  const { data, complete } = useFragment({ fragment: AdmissionFragment, from: group });
  const setPolicy = useSetJoinPolicy();
  const ban = useBanMember();
  const unban = useUnbanMember();
  const [policy, setPolicyChoice] = useState<JoinPolicy | null>(null);
  const [questions, setQuestions] = useState<string[] | null>(null);
  const [banUid, setBanUid] = useState('');
  const [reason, setReason] = useState('');
  const { fields, error, setError, busy, run } = useOrganizerAction(messageOf);
  const client = useApolloClient();
  const [loadingBans, setLoadingBans] = useState(false);
  if (!complete || !data.pendingJoinRequests || !data.bannedPeople) return null;
  const bans = data.bannedPeople;

  const chosenPolicy = policy ?? data.joinPolicy;
  const shownQuestions = questions ?? data.joinQuestions;
  const onSavePolicy = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const kept = shownQuestions.map((q) => q.trim()).filter((q) => q !== '');
    await run(
      () => setPolicy({ groupId: data.id, policy: chosenPolicy, questions: chosenPolicy === 'APPROVAL' ? kept : [] }),
      'Who may join was saved.',
    );
  };

  const showMoreBans = async (after: string | null) => {
    setLoadingBans(true);
    try {
      await client.query({ query: GroupBansPageQuery, variables: { id: data.id, after }, fetchPolicy: 'network-only' });
    } catch {
      setError('The next bans could not be loaded. Please try again.');
    } finally {
      setLoadingBans(false);
    }
  };

  const onBan = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await run(() => ban({ groupId: data.id, uid: banUid, reason }), 'The person was banned.')) {
      setBanUid('');
      setReason('');
    }
  };

  const prefix = `admission-${data.id}`;
  return (
    <section className="organizer-admission card" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>Who may join</h2>
      <form onSubmit={(event) => void onSavePolicy(event)} noValidate>
        <Field id={`${prefix}-policy`} label="Join policy" error={fields.policy}>
          <select
            id={`${prefix}-policy`}
            value={chosenPolicy}
            onChange={(event) => setPolicyChoice(event.target.value as JoinPolicy)}
          >
            {(Object.keys(policyLabels) as JoinPolicy[]).map((value) => (
              <option key={value} value={value}>
                {policyLabels[value]}
              </option>
            ))}
          </select>
        </Field>
        {chosenPolicy === 'APPROVAL' &&
          Array.from({ length: maxQuestions }, (_, i) => (
            <Field
              key={i}
              id={`${prefix}-question-${i}`}
              label={`Question ${i + 1} (optional)`}
              error={i === 0 ? fields.questions : undefined}
            >
              <input
                id={`${prefix}-question-${i}`}
                maxLength={200}
                value={shownQuestions[i] ?? ''}
                onChange={(event) => {
                  const next = [...shownQuestions];
                  next[i] = event.target.value;
                  setQuestions(next);
                }}
              />
            </Field>
          ))}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save join policy
        </button>
      </form>
      {data.joinPolicy === 'INVITE_ONLY' && <InviteLinks groupId={data.id} />}

      <JoinRequestQueue groupId={data.id} queue={data.pendingJoinRequests} />

      <h3 id={`${prefix}-ban`}>Ban someone</h3>
      <form onSubmit={(event) => void onBan(event)} noValidate aria-labelledby={`${prefix}-ban`}>
        <Field id={`${prefix}-ban-who`} label="Member" error={fields.uid}>
          <select id={`${prefix}-ban-who`} value={banUid} onChange={(event) => setBanUid(event.target.value)}>
            <option value="">Choose a member</option>
            {(data.members ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.displayName}
              </option>
            ))}
            {data.pendingJoinRequests.nodes.map((request) => (
              <option key={request.id} value={request.id}>
                {request.displayName} (asking to join)
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${prefix}-ban-reason`} label="Reason (the person will see it)" error={fields.reason}>
          <textarea
            id={`${prefix}-ban-reason`}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <button type="submit" className="btn btn-danger" disabled={busy || banUid === ''}>
          Ban
        </button>
      </form>

      <h3 id={`${prefix}-bans`}>Banned ({bans.totalCount})</h3>
      {bans.nodes.length === 0 ? (
        <p className="muted">No one is banned.</p>
      ) : (
        <ul aria-labelledby={`${prefix}-bans`}>
          {bans.nodes.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.displayName}</strong>: {entry.reason}{' '}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={busy}
                onClick={() =>
                  void run(() => unban({ groupId: data.id, uid: entry.id }), `${entry.displayName} may come back.`)
                }
              >
                Lift ban on {entry.displayName}
              </button>
            </li>
          ))}
        </ul>
      )}
      {bans.nextCursor && (
        <div className="center-row">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={loadingBans}
            onClick={() => void showMoreBans(bans.nextCursor)}
          >
            {loadingBans ? 'Loading…' : 'Show more'}
          </button>
          <span className="muted small">
            Showing {bans.nodes.length} of {bans.totalCount}
          </span>
        </div>
      )}
      <p className="form-error" role="alert">
        {error}
      </p>
    </section>
  );
}
