import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import { paths } from '@/paths';
import { PageLoader } from '@/ui/PageLoader';

/**
 * Layout route around protected pages: a loader while the auth state is loading, and a redirect
 * to the login page (remembering this page) as soon as nobody with an email is signed in.
 */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user?.email) return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  return <Outlet />;
}
