/** A composer's send button with what sending said: an error (alert) or how it went (status). */
export function SendRow({
  busy,
  label,
  busyLabel,
  error,
  done,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  error: string | null | undefined;
  done: string | null | undefined;
}) {
  return (
    <>
      <div className="button-row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? busyLabel : label}
        </button>
      </div>
      <p className="form-error" role="alert">
        {error}
      </p>
      <p className="form-success" role="status">
        {done}
      </p>
    </>
  );
}
