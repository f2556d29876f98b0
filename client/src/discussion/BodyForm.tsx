import { useId, useState, type FormEvent } from 'react';
import { bodyErrors } from '@/discussion/validation';
import { useSend } from '@/discussion/useSend';
import { MarkdownField } from '@/discussion/MarkdownField';

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
  return (
    <form className="post-form" onSubmit={(event) => void submit(event)} noValidate>
      <MarkdownField
        id={id}
        label={label}
        value={body}
        onChange={setBody}
        error={send.fields.body}
        max={max}
        rows={3}
      />
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
