// First, so the components' own styles (imported with them) come after the shared base.
import '@/styles/global.css';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '@/apollo/client';
import { AuthProvider } from '@/auth/AuthProvider';
import { fetchAppConfig } from '@/auth/appConfig';
import { createLazyAuthClient } from '@/auth/lazyAuth';
import { withSessionChange } from '@/auth/session';
import { rememberSignedIn, wasSignedIn } from '@/auth/signedInHint';
import { createAppRouter } from '@/router';
import { ThemeProvider } from '@/theme/ThemeProvider';
import { DialogProvider } from '@/ui/dialog/DialogProvider';
import { StartupError } from '@/ui/StartupError';
import { ToastProvider } from '@/ui/toast/ToastProvider';

function start(root: ReturnType<typeof createRoot>) {
  // Firebase (with its configuration from the server) loads in its own chunk, beside the page.
  const firebaseAuth = createLazyAuthClient(async () => {
    const [{ createFirebaseAuthClient }, config] = await Promise.all([import('@/auth/firebaseAuth'), fetchAppConfig()]);
    return createFirebaseAuthClient(config);
  });
  const guestAtStart = !wasSignedIn();
  const { client: apollo, restartLive } = createApolloClient(async () => {
    // A guest last time asks as a guest now, at once; anyone else waits for their session.
    if (guestAtStart && !firebaseAuth.currentUser()) return null;
    await firebaseAuth.ready();
    return firebaseAuth.getIdToken();
  });
  // Data fetched for one account must not show for the next: drop it, reopen the live
  // connection as the new account, and reload the page's data.
  const reloadAsNewAccount = async () => {
    await apollo.clearStore();
    restartLive();
    void router.revalidate();
  };
  const auth = withSessionChange(firebaseAuth, reloadAsNewAccount);
  const router = createAppRouter({ auth, apollo, preloadQuery: createQueryPreloader(apollo) });
  firebaseAuth.onUserChanged((user) => rememberSignedIn(user !== null));
  firebaseAuth.ready().then(
    // The hint said "guest" but a session was restored: what was asked as a guest is asked again.
    () => (guestAtStart && firebaseAuth.currentUser() ? reloadAsNewAccount() : undefined),
    (error: unknown) => {
      console.error(error);
      root.render(<StartupError />);
    },
  );

  root.render(
    <StrictMode>
      <ThemeProvider>
        <ApolloProvider client={apollo}>
          <AuthProvider client={auth}>
            <ToastProvider>
              <DialogProvider>
                <RouterProvider router={router} />
              </DialogProvider>
            </ToastProvider>
          </AuthProvider>
        </ApolloProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}

const root = createRoot(document.getElementById('root') as HTMLElement);
try {
  start(root);
} catch (error) {
  console.error(error);
  root.render(<StartupError />);
}
