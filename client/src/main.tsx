// First, so the components' own styles (imported with them) come after the shared base.
import '@/styles/global.css';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '@/apollo/client';
import { AuthProvider } from '@/auth/AuthProvider';
import { createFirebaseAuthClient, fetchAppConfig } from '@/auth/firebaseAuth';
import { withSessionChange } from '@/auth/session';
import { createAppRouter } from '@/router';
import { ThemeProvider } from '@/theme/ThemeProvider';
import { DialogProvider } from '@/ui/dialog/DialogProvider';
import { StartupError } from '@/ui/StartupError';
import { ToastProvider } from '@/ui/toast/ToastProvider';

async function start(root: ReturnType<typeof createRoot>) {
  const firebaseAuth = createFirebaseAuthClient(await fetchAppConfig());
  const { client: apollo, restartLive } = createApolloClient(async () => {
    await firebaseAuth.ready();
    return firebaseAuth.getIdToken();
  });
  // Data fetched for one account must not show for the next: drop it, reopen the live
  // connection as the new account, and reload the page's data.
  const auth = withSessionChange(firebaseAuth, async () => {
    await apollo.clearStore();
    restartLive();
    void router.revalidate();
  });
  const router = createAppRouter({ auth, apollo, preloadQuery: createQueryPreloader(apollo) });

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
start(root).catch((error: unknown) => {
  console.error(error);
  root.render(<StartupError />);
});
