import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { downloadMyData, useDeleteAccount } from '@/account/mutations';
import { useAuth } from '@/auth/AuthProvider';
import { paths } from '@/paths';
import { useDialog } from '@/ui/dialog/DialogProvider';
import { useToast } from '@/ui/toast/ToastProvider';

interface Props {
  groupCount: number;
  joinedGroupCount: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The right to leave with one's data: download everything, or delete the account after a clear confirmation. */
export function AccountDataSection({ groupCount, joinedGroupCount }: Props) {
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const { logOut, getIdToken } = useAuth();
  const dialog = useDialog();
  const toast = useToast();
  const navigate = useNavigate();
  const titleId = useId();

  const onExport = async () => {
    setBusy('export');
    setFailure(null);
    try {
      const token = await getIdToken();
      if (!token) throw new Error('Sign in again to download your data.');
      await downloadMyData(token);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Your data could not be downloaded.');
    } finally {
      setBusy(null);
    }
  };

  const onDelete = async () => {
    const confirmed = await dialog.confirm({
      title: 'Delete your account?',
      text:
        `The ${plural(groupCount, 'group', 'groups')} you organize will be deleted and their members lose their places; ` +
        `you will leave the ${plural(joinedGroupCount, 'group', 'groups')} you joined, freeing your places; ` +
        'your sign-in and everything stored about you will be removed. This cannot be undone.',
      icon: 'warning',
      confirmText: 'Yes, delete my account',
      cancelText: 'Cancel',
    });
    if (!confirmed) return;
    setBusy('delete');
    setFailure(null);
    try {
      await deleteAccount();
      // Leave the protected page first, or signing out would send the person to the login page.
      await navigate(paths.home.getHref());
      await logOut().catch(() => undefined); // the account is gone; only the local session is left
      toast({ title: 'Your account has been deleted.', icon: 'success' });
    } catch {
      setFailure(
        'Your account could not be deleted. Please try again: what was already removed stays removed, the rest follows.',
      );
      setBusy(null);
    }
  };

  return (
    <section className="card profile-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        Your data
      </h2>
      <p className="muted">
        Download everything HobbyHub holds about you: your profile, the groups you organize and your memberships.
      </p>
      <button type="button" className="btn btn-ghost" onClick={onExport} disabled={busy !== null}>
        {busy === 'export' ? 'Preparing…' : 'Download my data'}
      </button>
      <p className="muted">Deleting your account removes all of it, for good.</p>
      <button type="button" className="btn btn-danger" onClick={onDelete} disabled={busy !== null}>
        {busy === 'delete' ? 'Deleting…' : 'Delete my account'}
      </button>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
