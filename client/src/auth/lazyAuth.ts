import type { AuthClient, AuthUser } from '@/auth/types';

/** An AuthClient whose provider loads later, and the way to make it load now. */
export interface LazyAuthClient extends AuthClient {
  /** Starts loading the provider, if it has not started yet; `ready()` alone only waits for it. */
  start(): void;
}

/**
 * An AuthClient whose provider loads after the first paint (Firebase is the largest part of the
 * app's JavaScript, and a guest needs none of it to browse): when `startAfter` resolves, or at
 * once when something asks it to act (sign in, a token, `start()`). Until it has loaded nobody is
 * signed in; listeners added before then are attached when it arrives; every action waits for it.
 * `ready()` waits without starting the load, so views that only show the auth state do not pull
 * the provider in while the page is being taken over.
 */
export function createLazyAuthClient(load: () => Promise<AuthClient>, startAfter: Promise<unknown>): LazyAuthClient {
  let client: AuthClient | null = null;
  let begin = () => {};
  const loaded = new Promise<void>((resolve) => (begin = resolve)).then(load).then((ready) => (client = ready));
  const start = () => begin();
  void startAfter.then(start, start);
  const later =
    <A extends unknown[], R>(action: (auth: AuthClient, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      start();
      return action(await loaded, ...args);
    };

  return {
    start,
    ready: async () => (await loaded).ready(),
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
