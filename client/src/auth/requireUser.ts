import { redirect } from 'react-router-dom';
import type { AuthClient, AuthUser } from '@/auth/types';
import { paths } from '@/paths';

/**
 * For protected loaders: waits until the auth state is known, then returns the signed-in user or
 * redirects to the login page with the requested page as the place to come back to.
 */
export async function requireUser(request: Request, auth: AuthClient): Promise<AuthUser> {
  await auth.ready();
  const user = auth.currentUser();
  if (user?.email) return user;
  const url = new URL(request.url);
  throw redirect(paths.login.getHref(url.pathname + url.search));
}
