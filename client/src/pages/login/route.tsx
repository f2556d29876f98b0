import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import { GoogleButton } from '@/auth/GoogleButton';
import { PasswordInput } from '@/auth/PasswordInput';
import { authErrorCode } from '@/auth/types';
import { useSignedIn } from '@/auth/useSignedIn';
import { paths } from '@/paths';
import { Field } from '@/ui/Field';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/auth/auth-card.css';
import { useHydrated } from '@/ui/useHydrated';

export function Component() {
  usePageTitle('Login');
  const { signIn, googleSignIn } = useAuth();
  const { from, done } = useSignedIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const hydrated = useHydrated();

  const attempt = async (operation: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await operation();
      done('Login Success');
    } catch (caught) {
      setError(authErrorCode(caught));
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void attempt(() => signIn(email.trim(), password));
  };

  return (
    <div className="auth-page container narrow page">
      <div className="card auth-card">
        <h1>Login</h1>
        <form onSubmit={onSubmit} aria-describedby={error ? errorId : undefined}>
          <Field id={emailId} label="Email">
            <input
              id={emailId}
              type="email"
              name="email"
              autoComplete="email"
              required
              // Typed into the prerendered HTML, a value would be lost when the app takes over.
              readOnly={!hydrated}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field id={passwordId} label="Password">
            <PasswordInput
              id={passwordId}
              name="password"
              autoComplete="current-password"
              required
              readOnly={!hydrated}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Link className="field__link" to={paths.forgotPassword.getHref(email)}>
              Forgot password?
            </Link>
          </Field>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy || !hydrated}>
            {busy ? 'Signing in…' : 'Login'}
          </button>
          {error && (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          )}
        </form>
        <div className="divider">or</div>
        <GoogleButton onClick={() => void attempt(googleSignIn)} disabled={busy} />
        <p className="auth-card__switch">
          Don&apos;t have an account? <Link to={paths.signup.getHref(from)}>Sign Up</Link>
        </p>
      </div>
    </div>
  );
}
