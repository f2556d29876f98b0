import { useId, useState, type FormEvent } from 'react';
import { bodyErrors } from '@/discussion/validation';
import { useSend } from '@/discussion/useSend';
import { Field } from '@/ui/Field';

/**
 * A Markdown body and a send button: replies, session comments and edits. Clears itself once
 * sent (a new post) or hands control back (an edit).
 */
export function BodyForm({
  label,
  submitText,
  initial = '',
  onSend,
  onCancel,
  max = 2_000,
}: {
  label: string;
  submitText: string;
  initial?: string;
  onSend(body: string): Promise<unknown>;
  onCancel?: () => void;
  max?: number;
}) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const send = useSend();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send.run(() => onSend(body.trim()), bodyErrors(body, { min: 1, max }))) setBody(initial);
  };
  const describedBy = [send.fields.body && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <form className="post-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field id={id} label={label} error={send.fields.body} hint="Markdown: **bold**, *italic*, links and lists.">
        <textarea
          id={id}
          rows={3}
          value={body}
          maxLength={max}
          aria-invalid={Boolean(send.fields.body)}
          aria-describedby={describedBy}
          onChange={(event) => setBody(event.target.value)}
        />
      </Field>
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={send.busy}>
          {send.busy ? 'Sending…' : submitText}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      <p className="form-error" role="alert">
        {send.error}
      </p>
    </form>
  );
}
