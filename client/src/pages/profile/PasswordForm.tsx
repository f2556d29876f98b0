import { useId, useState, type FormEvent } from 'react';
import { useAuth } from '@/auth/AuthProvider';
import { passwordProblem } from '@/auth/password';
import { authErrorCode } from '@/auth/types';
import { PasswordInput } from '@/auth/PasswordInput';
import { Field } from '@/ui/Field';
import { useToast } from '@/ui/toast/ToastProvider';

function passwordChangeError(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential')
    return 'Your current password is not correct.';
  if (code === 'auth/too-many-requests') return 'Too many attempts. Please wait a moment and try again.';
  if (code === 'auth/network-request-failed') return 'The network is unavailable. Please try again.';
  return `Your password could not be changed (${code}).`;
}

/** Changes the password of an email/password account, re-authenticating with the current one first (Firebase's rule). */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const { changePassword } = useAuth();
  const toast = useToast();
  const idPrefix = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      current: current ? undefined : 'Enter your current password.',
      next: passwordProblem(next) ?? undefined,
    };
    setErrors(problems);
    if (problems.current || problems.next) return;
    setSaving(true);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      toast({ title: 'Password changed', icon: 'success' });
    } catch (error) {
      setErrors({ form: passwordChangeError(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card profile-section" onSubmit={onSubmit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="section__title">
        Password
      </h2>
      <Field id={`${idPrefix}-current`} label="Current password" error={errors.current}>
        <PasswordInput
          id={`${idPrefix}-current`}
          name="currentPassword"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          aria-invalid={Boolean(errors.current)}
          aria-describedby={errors.current ? `${idPrefix}-current-error` : undefined}
        />
      </Field>
      <Field id={`${idPrefix}-next`} label="New password" error={errors.next}>
        <PasswordInput
          id={`${idPrefix}-next`}
          name="newPassword"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          aria-invalid={Boolean(errors.next)}
          aria-describedby={errors.next ? `${idPrefix}-next-error` : undefined}
        />
      </Field>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
