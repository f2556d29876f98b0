import { postLimits } from '@/discussion/validation';
import { Field } from '@/ui/Field';

/** A labelled Markdown textarea with its hint and error, read together by screen readers. */
export function MarkdownField({
  id,
  label,
  value,
  onChange,
  error,
  max,
  rows = 4,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  max: number;
  rows?: number;
}) {
  return (
    <Field id={id} label={label} error={error} hint="Markdown: **bold**, *italic*, links and lists.">
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={max}
        aria-invalid={Boolean(error)}
        aria-describedby={[error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** A thread's title field. */
export function TitleField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  return (
    <Field id={id} label="Title" error={error}>
      <input
        id={id}
        value={value}
        maxLength={postLimits.title.max}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
