import { useId, useState, type FormEvent } from 'react';
import { formatInstant } from '@/ui/format';
import { useSuspensions } from '@/moderation/mutations';
import { useSend } from '@/discussion/useSend';

/** One admin action: an id (a group's or an account's), a reason when suspending, and the outcome. */
function SuspensionForm({
  title,
  idLabel,
  onSuspend,
  onLift,
}: {
  title: string;
  idLabel: string;
  onSuspend(id: string, reason: string): Promise<unknown>;
  onLift(id: string): Promise<unknown>;
}) {
  const action = useSend();
  const formId = useId();
  const [id, setId] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent, lift: boolean) => {
    event.preventDefault();
    setDone(null);
    const ok = await action.run(() => (lift ? onLift(id.trim()) : onSuspend(id.trim(), reason)));
    if (ok) setDone(lift ? 'Suspension lifted.' : 'Suspended.');
  };

  return (
    <form className="report-form" aria-labelledby={`${formId}-title`} onSubmit={(event) => void submit(event, false)}>
      <h3 id={`${formId}-title`}>{title}</h3>
      <div
        className={action.fields.groupId || action.fields.uid || action.fields.id ? 'field field--invalid' : 'field'}
      >
        <label htmlFor={`${formId}-id`}>{idLabel}</label>
        <input id={`${formId}-id`} value={id} onChange={(event) => setId(event.target.value)} required />
        {(action.fields.groupId ?? action.fields.uid ?? action.fields.id) && (
          <p className="field__error">{action.fields.groupId ?? action.fields.uid ?? action.fields.id}</p>
        )}
      </div>
      <div className={action.fields.reason ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${formId}-reason`}>Reason (shown to its organizers)</label>
        <input id={`${formId}-reason`} value={reason} onChange={(event) => setReason(event.target.value)} />
        {action.fields.reason && <p className="field__error">{action.fields.reason}</p>}
      </div>
      <div className="button-row">
        <button type="submit" className="btn btn-primary btn-sm" disabled={action.busy}>
          Suspend
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={action.busy}
          onClick={(event) => void submit(event, true)}
        >
          Lift suspension
        </button>
      </div>
      {done && (
        <p className="muted" role="status">
          {done}
        </p>
      )}
      {action.error && (
        <p className="form-error" role="alert">
          {action.error}
        </p>
      )}
    </form>
  );
}

/** The admins' suspensions of groups and accounts, and the accounts suspended now. */
export function SuspensionForms({
  accounts,
}: {
  accounts: readonly { uid: string; displayName: string; reason: string; at: string }[];
}) {
  const suspensions = useSuspensions();
  return (
    <section aria-labelledby="suspensions-title" className="admin-suspensions">
      <h2 id="suspensions-title">Suspensions</h2>
      <SuspensionForm
        title="A group"
        idLabel="Group id"
        onSuspend={(groupId, reason) => suspensions.suspendGroup({ groupId, reason })}
        onLift={(groupId) => suspensions.liftGroup({ groupId })}
      />
      <SuspensionForm
        title="An account (and the groups it owns)"
        idLabel="Account id"
        onSuspend={(uid, reason) => suspensions.suspendAccount({ uid, reason })}
        onLift={(uid) => suspensions.liftAccount({ uid })}
      />
      <h3>Suspended accounts</h3>
      {accounts.length === 0 ? (
        <p className="muted">No account is suspended.</p>
      ) : (
        <ul>
          {accounts.map((account) => (
            <li key={account.uid}>
              {account.displayName} ({account.uid}) since <time dateTime={account.at}>{formatInstant(account.at)}</time>
              : {account.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
