import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import { authErrorCode } from '@/auth/types';
import { paths } from '@/paths';
import { Field } from '@/ui/Field';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/auth/auth-card.css';

export function Component() {
  usePageTitle('Reset your password');
  const { resetUserPassword } = useAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [status, setStatus] = useState<{ sent: boolean; error: string | null }>({ sent: false, error: null });
  const [busy, setBusy] = useState(false);
  const emailId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await resetUserPassword(email.trim());
      setStatus({ sent: true, error: null });
    } catch (error) {
      console.error(error);
      setStatus({ sent: false, error: authErrorCode(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page container narrow page">
      <div className="card auth-card">
        <h1>Reset your password</h1>
        <p className="muted">
          Enter the email you signed up with and we will send you a link to choose a new password.
        </p>
        <form onSubmit={onSubmit}>
          <Field id={emailId} label="Email">
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
        <div role="status" aria-live="polite">
          {status.sent && <p className="form-success">A password reset link has been sent to your email</p>}
        </div>
        {status.error && (
          <p className="form-error" role="alert">
            {status.error}
          </p>
        )}
        <p className="auth-card__switch">
          Remembered it? <Link to={paths.login.getHref()}>Back to Login</Link>
        </p>
      </div>
    </div>
  );
}
