import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '@/paths';
import { useToast } from '@/ui/toast/ToastProvider';

/** After a sign-in or sign-up: the success toast, then back to where the person came from (or /). */
export function useSignedIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  const from = params.get('from');
  return {
    from: from ?? undefined,
    done(title: 'Login Success' | 'Signup Success') {
      toast({ title, icon: 'success' });
      navigate(safeReturnPath(from), { replace: true });
    },
  };
}
