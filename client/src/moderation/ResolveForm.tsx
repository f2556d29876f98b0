import { useId, useState, type FormEvent } from 'react';
import type { ReportSubject } from '@/gql/graphql';
import { useResolveReport } from '@/moderation/mutations';
import { NoteField } from '@/moderation/NoteField';
import { useSend } from '@/discussion/useSend';

/**
 * Resolves one open report: a note for the reporter and the log, and (posts) hiding the post.
 * `onResolved` runs once it is resolved (the form then leaves the open queue).
 */
export function ResolveForm({ id, subject, onResolved }: { id: string; subject: ReportSubject; onResolved?(): void }) {
  const resolve = useResolveReport();
  const action = useSend();
  const formId = useId();
  const [resolution, setResolution] = useState('');
  const [hide, setHide] = useState(false);
  const hideable = subject === 'THREAD' || subject === 'REPLY';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await action.run(() => resolve({ id, resolution: resolution.trim() || null, hide: hideable && hide }));
    if (done) onResolved?.();
  };

  return (
    <form className="report-form" onSubmit={(event) => void onSubmit(event)}>
      <NoteField
        id={`${formId}-resolution`}
        label="Resolution (optional)"
        rows={2}
        value={resolution}
        error={action.fields.resolution}
        onChange={setResolution}
      />
      {hideable && (
        <label className="report-form__reason">
          <input type="checkbox" checked={hide} onChange={(event) => setHide(event.target.checked)} /> Hide the post
        </label>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn-primary btn-sm" disabled={action.busy}>
          Resolve
        </button>
      </div>
      {action.error && (
        <p className="form-error" role="alert">
          {action.error}
        </p>
      )}
    </form>
  );
}
