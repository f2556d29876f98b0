import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '@/auth/AuthProvider';
import type { AuthClient, AuthUser } from '@/auth/types';
import { ThemeProvider } from '@/theme/ThemeProvider';
import { DialogProvider } from '@/ui/dialog/DialogProvider';
import { ToastProvider } from '@/ui/toast/ToastProvider';

export const testUser: AuthUser = {
  uid: 'uid-1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
};

/** An AuthClient double: starts with `user` (null: signed out); `settle` controls when the state is known. */
export function fakeAuth(user: AuthUser | null = null, settled: Promise<void> = Promise.resolve()) {
  let current = user;
  const listeners = new Set<(user: AuthUser | null) => void>();
  const setUser = (next: AuthUser | null) => {
    current = next;
    for (const listener of listeners) listener(next);
  };
  const client = {
    ready: () => settled,
    currentUser: () => current,
    onUserChanged: (listener: (user: AuthUser | null) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getIdToken: jest.fn(async () => (current ? 'token' : null)),
    createUser: jest.fn(async (email: string) => setUser({ ...testUser, email, displayName: null })),
    signIn: jest.fn(async (email: string) => setUser({ ...testUser, email })),
    googleSignIn: jest.fn(async () => setUser(testUser)),
    logOut: jest.fn(async () => setUser(null)),
    updateUserProfile: jest.fn(async () => undefined),
    resetUserPassword: jest.fn(async () => undefined),
    refreshUser: jest.fn(async () => undefined),
    changePassword: jest.fn(async () => undefined),
  } satisfies AuthClient;
  return { client, setUser };
}

export function Providers({ auth, children }: { auth: AuthClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider client={auth}>
        <ToastProvider>
          <DialogProvider>{children}</DialogProvider>
        </ToastProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}

/** Renders routes in a memory router inside the app's providers. */
export function renderRoutes(routes: RouteObject[], { auth, path = '/' }: { auth: AuthClient; path?: string }) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers auth={auth}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
