import type { AuthClient } from '@/auth/types';

/**
 * Wraps an AuthClient so that whenever the signed-in account changes (sign-in, sign-up, Google,
 * sign-out, or a session ending elsewhere) `onSessionChange` runs once, and the operation that
 * caused the change resolves only after it: callers can navigate without racing the reset.
 */
export function withSessionChange(auth: AuthClient, onSessionChange: () => Promise<void>): AuthClient {
  let knownUid: string | null | undefined;
  let pending = auth.ready().then(() => {
    knownUid = auth.currentUser()?.uid ?? null;
  });

  const settle = (): Promise<void> => {
    pending = pending.then(async () => {
      const uid = auth.currentUser()?.uid ?? null;
      if (uid === knownUid) return;
      knownUid = uid;
      await onSessionChange();
    });
    return pending;
  };
  auth.onUserChanged(() => void settle());

  const thenSettle =
    <A extends unknown[]>(operation: (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      await operation(...args);
      await settle();
    };

  return {
    ...auth,
    createUser: thenSettle(auth.createUser),
    signIn: thenSettle(auth.signIn),
    googleSignIn: thenSettle(auth.googleSignIn),
    logOut: thenSettle(auth.logOut),
  };
}
