import type { ReactNode } from 'react';

/**
 * A labelled form field with an optional hint and error below its control. The control sets
 * `aria-describedby` to `<id>-hint` / `<id>-error` so both are read with it.
 */
export function Field({
  id,
  label,
  error,
  hint,
  announceError = false,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Says the error as soon as it appears (for an error shown while the person types). */
  announceError?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
