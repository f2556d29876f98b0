import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf, type FieldErrors } from '@/apollo/errors';
import { useAuth } from '@/auth/AuthProvider';
import { useUpdateProfile } from '@/account/mutations';
import { Field } from '@/ui/Field';
import { useToast } from '@/ui/toast/ToastProvider';

interface Props {
  displayName: string;
  photoURL: string;
}

/** Display name and photo URL; the server validates them (the photo like a group's image URL). */
export function ProfileDetailsForm({ displayName, photoURL }: Props) {
  const [values, setValues] = useState({ displayName, photoURL });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const updateProfile = useUpdateProfile();
  const { refreshUser } = useAuth();
  const toast = useToast();
  const idPrefix = useId();
  const id = (field: string) => `${idPrefix}-${field}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = values.displayName.trim();
    if (!name) {
      setErrors({ displayName: 'Display name is required.' });
      return;
    }
    setSaving(true);
    setFailure(null);
    setErrors({});
    try {
      const viewer = await updateProfile({ displayName: name, photoURL: values.photoURL.trim() });
      setValues({ displayName: viewer.displayName ?? '', photoURL: viewer.photoURL ?? '' });
      // The navbar's avatar and name come from the identity provider's user: read it again.
      await refreshUser();
      toast({ title: 'Profile Update Successfully', icon: 'success' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : 'Your profile could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const describedBy = (field: string) => (errors[field] ? `${id(field)}-error` : undefined);
  return (
    <form className="card profile-section" onSubmit={onSubmit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="section__title">
        Profile
      </h2>
      <Field id={id('displayName')} label="Display name" error={errors.displayName}>
        <input
          id={id('displayName')}
          name="displayName"
          autoComplete="name"
          value={values.displayName}
          aria-invalid={Boolean(errors.displayName)}
          aria-describedby={describedBy('displayName')}
          onChange={(event) => setValues({ ...values, displayName: event.target.value })}
        />
      </Field>
      <Field
        id={id('photoURL')}
        label="Photo URL"
        error={errors.photoURL}
        hint="An image address starting with https://. Leave it empty to show your initial."
      >
        <input
          id={id('photoURL')}
          name="photoURL"
          type="url"
          inputMode="url"
          value={values.photoURL}
          aria-invalid={Boolean(errors.photoURL)}
          aria-describedby={[`${id('photoURL')}-hint`, describedBy('photoURL')].filter(Boolean).join(' ')}
          onChange={(event) => setValues({ ...values, photoURL: event.target.value })}
        />
      </Field>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
