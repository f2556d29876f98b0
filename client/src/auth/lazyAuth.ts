import type { AuthClient, AuthUser } from '@/auth/types';

/**
 * An AuthClient whose provider loads after the first paint (Firebase is the largest part of the
 * app's JavaScript, and a guest needs none of it to browse). Until it has loaded nobody is signed
 * in; listeners added before then are attached when it arrives; every action waits for it.
 */
export function createLazyAuthClient(load: () => Promise<AuthClient>): AuthClient {
  let client: AuthClient | null = null;
  const loaded = load().then((ready) => (client = ready));
  const later =
    <A extends unknown[], R>(action: (auth: AuthClient, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> =>
      action(await loaded, ...args);

  return {
    ready: later((auth) => auth.ready()),
    currentUser: () => client?.currentUser() ?? null,
    onUserChanged(listener: (user: AuthUser | null) => void) {
      if (client) return client.onUserChanged(listener);
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      void loaded.then((auth) => {
        if (!cancelled) unsubscribe = auth.onUserChanged(listener);
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    getIdToken: later((auth) => auth.getIdToken()),
    createUser: later((auth, email: string, password: string) => auth.createUser(email, password)),
    signIn: later((auth, email: string, password: string) => auth.signIn(email, password)),
    googleSignIn: later((auth) => auth.googleSignIn()),
    logOut: later((auth) => auth.logOut()),
    updateUserProfile: later((auth, profile: Parameters<AuthClient['updateUserProfile']>[0]) =>
      auth.updateUserProfile(profile),
    ),
    resetUserPassword: later((auth, email: string) => auth.resetUserPassword(email)),
    refreshUser: later((auth) => auth.refreshUser()),
    changePassword: later((auth, currentPassword: string, newPassword: string) =>
      auth.changePassword(currentPassword, newPassword),
    ),
  };
}
