import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import { GoogleButton } from '@/auth/GoogleButton';
import { passwordProblem } from '@/auth/password';
import { PasswordInput } from '@/auth/PasswordInput';
import { authErrorMessage } from '@/auth/types';
import { useSignedIn } from '@/auth/useSignedIn';
import { paths } from '@/paths';
import { Field } from '@/ui/Field';
import { useDialog } from '@/ui/dialog/DialogProvider';
import { useToast } from '@/ui/toast/ToastProvider';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/auth/auth-card.css';

export function Component() {
  usePageTitle('Sign Up');
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
          <Field id={`${id}-name`} label="Name">
            <input id={`${id}-name`} type="text" autoComplete="name" value={form.name} onChange={set('name')} />
          </Field>
          <Field id={`${id}-photo`} label="Photo URL">
            <input
              id={`${id}-photo`}
              type="url"
              autoComplete="photo"
              placeholder="https://…"
              value={form.photo}
              onChange={set('photo')}
            />
          </Field>
          <Field id={`${id}-email`} label="Email">
            <input id={`${id}-email`} type="email" autoComplete="email" value={form.email} onChange={set('email')} />
          </Field>
          <Field
            id={`${id}-password`}
            label="Password"
            error={passwordError ?? undefined}
            announceError
            hint={passwordError ? undefined : 'At least 6 characters, with a lowercase and an uppercase letter.'}
          >
            <PasswordInput
              id={`${id}-password`}
              autoComplete="new-password"
              value={form.password}
              onChange={set('password')}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `${id}-password-error` : `${id}-password-hint`}
            />
          </Field>
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
