import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import type { ReportReason, ReportSubject } from '@/gql/graphql';
import { useReportContent } from '@/moderation/mutations';
import { NoteField } from '@/moderation/NoteField';
import { reportReasons } from '@/moderation/reasons';
import { useSend } from '@/discussion/useSend';
import { paths } from '@/paths';
import '@/moderation/moderation.css';

/**
 * "Report" on a group, a post or a member: a reason and an optional note. Reporting the same
 * thing again answers the first report, so the button can be pressed twice without harm.
 */
export function ReportButton({
  subject,
  targetId,
  groupId,
  what,
}: {
  subject: ReportSubject;
  targetId: string;
  /** MEMBER only: the group the member is reported in. */
  groupId?: string;
  /** What is reported, for the form's label ("this reply", "Mick Member"). */
  what: string;
}) {
  const { user } = useAuth();
  const report = useReportContent(user?.uid ?? '');
  const action = useSend();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  if (!user) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    const done = await action.run(() => report({ subject, targetId, groupId, reason, note: note.trim() || null }));
    if (done) {
      setSent(true);
      setOpen(false);
    }
  };

  if (sent) {
    return (
      <p className="report-sent small" role="status">
        Reported. You can follow it in <Link to={paths.myReports.getHref()}>My reports</Link>.
      </p>
    );
  }
  return (
    <div className="report">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        Report
      </button>
      {open && (
        <form id={formId} className="report-form" onSubmit={(event) => void onSubmit(event)}>
          <fieldset>
            <legend>Why are you reporting {what}?</legend>
            {reportReasons.map(({ value, label }) => (
              <label key={value} className="report-form__reason">
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          <NoteField
            id={`${formId}-note`}
            label="Note (optional)"
            value={note}
            error={action.fields.note}
            onChange={setNote}
          />
          <div className="button-row">
            <button type="submit" className="btn btn-primary btn-sm" disabled={!reason || action.busy}>
              Send report
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
          {action.error && (
            <p className="form-error" role="alert">
              {action.error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
