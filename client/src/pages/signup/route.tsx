import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import { GoogleButton } from '@/auth/GoogleButton';
import { passwordProblem } from '@/auth/password';
import { PasswordInput } from '@/auth/PasswordInput';
import { authErrorMessage } from '@/auth/types';
import { useSignedIn } from '@/auth/useSignedIn';
import { paths } from '@/paths';
import { useDialog } from '@/ui/dialog/DialogProvider';
import { useToast } from '@/ui/toast/ToastProvider';

export function Component() {
  const { createUser, updateUserProfile, googleSignIn } = useAuth();
  const { from, done } = useSignedIn();
  const dialog = useDialog();
  const toast = useToast();
  const [form, setForm] = useState({ name: '', photo: '', email: '', password: '' });
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const fail = async (error: unknown) => {
    setBusy(false);
    await dialog.alert({ title: 'Error!', text: authErrorMessage(error), icon: 'error' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordProblem(form.password);
    setPasswordError(problem);
    if (problem) {
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await createUser(form.email.trim(), form.password);
    } catch (error) {
      await fail(error);
      return;
    }
    try {
      await updateUserProfile({ displayName: form.name.trim(), photoURL: form.photo.trim() });
      toast({ title: 'Profile Update Successfully', icon: 'success' });
    } catch (error) {
      console.error(error);
    }
    done('Signup Success');
  };

  const onGoogle = async () => {
    setBusy(true);
    try {
      await googleSignIn();
      done('Signup Success');
    } catch (error) {
      await fail(error);
    }
  };

  return (
    <div className="auth-page container narrow page">
      <div className="card auth-card">
        <h1>Create an account</h1>
        <form onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input id={`${id}-name`} type="text" autoComplete="name" value={form.name} onChange={set('name')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-photo`}>Photo URL</label>
            <input
              id={`${id}-photo`}
              type="url"
              autoComplete="photo"
              placeholder="https://…"
              value={form.photo}
              onChange={set('photo')}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input id={`${id}-email`} type="email" autoComplete="email" value={form.email} onChange={set('email')} />
          </div>
          <div className={passwordError ? 'field field--invalid' : 'field'}>
            <label htmlFor={`${id}-password`}>Password</label>
            <PasswordInput
              id={`${id}-password`}
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `${id}-password-error` : `${id}-password-hint`}
            />
            {passwordError ? (
              <p className="field__error" id={`${id}-password-error`} role="alert">
                {passwordError}
              </p>
            ) : (
              <p className="field__hint" id={`${id}-password-hint`}>
                At least 6 characters, with a lowercase and an uppercase letter.
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? 'Registering…' : 'Register'}
          </button>
        </form>
        <div className="divider">or</div>
        <GoogleButton onClick={() => void onGoogle()} disabled={busy} />
        <p className="auth-card__switch">
          Already have an account? <Link to={paths.login.getHref(from)}>Login</Link>
        </p>
      </div>
    </div>
  );
}
