import { noteMax } from '@/moderation/reasons';

/** An optional note (a report's, a resolution's): bounded as the server bounds it, its error below it. */
export function NoteField({
  id,
  label,
  value,
  error,
  rows = 3,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  rows?: number;
  onChange(value: string): void;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        maxLength={noteMax}
        value={value}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
