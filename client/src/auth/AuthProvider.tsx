import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthClient, AuthUser } from '@/auth/types';

/** What components may ask of the identity provider (the rest of AuthClient is the provider's own). */
type AuthActions = Pick<
  AuthClient,
  | 'createUser'
  | 'signIn'
  | 'googleSignIn'
  | 'logOut'
  | 'updateUserProfile'
  | 'resetUserPassword'
  | 'refreshUser'
  | 'getIdToken'
  | 'changePassword'
>;

export interface AuthState extends AuthActions {
  user: AuthUser | null;
  /** True until the provider has reported whether someone is signed in. */
  loading: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ client, children }: { client: AuthClient; children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(() => client.currentUser());
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    const unsubscribe = client.onUserChanged(setUser);
    void client.ready().then(() => {
      if (!active) return;
      setUser(client.currentUser());
      setLoading(false);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [client]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      createUser: (email, password) => client.createUser(email, password),
      signIn: (email, password) => client.signIn(email, password),
      googleSignIn: () => client.googleSignIn(),
      logOut: () => client.logOut(),
      updateUserProfile: (profile) => client.updateUserProfile(profile),
      resetUserPassword: (email) => client.resetUserPassword(email),
      refreshUser: () => client.refreshUser(),
      getIdToken: () => client.getIdToken(),
      changePassword: (currentPassword, newPassword) => client.changePassword(currentPassword, newPassword),
    }),
    [client, user, loading],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>.');
  return auth;
}
