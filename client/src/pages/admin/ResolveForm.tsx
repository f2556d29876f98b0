import { useId, useState, type FormEvent } from 'react';
import type { ReportSubject } from '@/gql/graphql';
import { useResolveReport } from '@/moderation/mutations';
import { noteMax } from '@/moderation/reasons';
import { useAction } from '@/moderation/useAction';

/** Resolves one open report: a note for the reporter and the log, and (posts) hiding the post. */
export function ResolveForm({ id, subject }: { id: string; subject: ReportSubject }) {
  const resolve = useResolveReport();
  const action = useAction();
  const formId = useId();
  const [resolution, setResolution] = useState('');
  const [hide, setHide] = useState(false);
  const hideable = subject === 'THREAD' || subject === 'REPLY';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await action.run(() => resolve({ id, resolution: resolution.trim() || null, hide: hideable && hide }));
  };

  return (
    <form className="report-form" onSubmit={(event) => void onSubmit(event)}>
      <div className={action.fields.resolution ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${formId}-resolution`}>Resolution (optional)</label>
        <textarea
          id={`${formId}-resolution`}
          rows={2}
          maxLength={noteMax}
          value={resolution}
          onChange={(event) => setResolution(event.target.value)}
        />
        {action.fields.resolution && <p className="field__error">{action.fields.resolution}</p>}
      </div>
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
