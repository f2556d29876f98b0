import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthClient, AuthUser, Profile } from '@/auth/types';

export interface AuthState {
  user: AuthUser | null;
  /** True until the provider has reported whether someone is signed in. */
  loading: boolean;
  createUser(email: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  googleSignIn(): Promise<void>;
  logOut(): Promise<void>;
  updateUserProfile(profile: Profile): Promise<void>;
  resetUserPassword(email: string): Promise<void>;
  refreshUser(): Promise<void>;
  /** The current ID token for calls outside Apollo (e.g. a file download), or null when signed out. */
  getIdToken(): Promise<string | null>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
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
