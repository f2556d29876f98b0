import type { NormalizedCacheObject } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/AppProviders';
import { createApolloClient } from '@/apollo/client';
import { fetchAppConfig } from '@/auth/appConfig';
import { createLazyAuthClient } from '@/auth/lazyAuth';
import { withSessionChange } from '@/auth/session';
import { rememberSignedIn, wasSignedIn } from '@/auth/signedInHint';
import type { AuthClient } from '@/auth/types';
import { createAppRouter } from '@/router';
import { whenIdle } from '@/ui/idle';
import { nextTask } from '@/ui/nextTask';
import { StartupError } from '@/ui/StartupError';

declare global {
  interface Window {
    /** index.html's buttons pressed on a prerendered page before hydration (and stops keeping them). */
    hobbyhubEarlyTaps?: () => HTMLElement[];
  }
}

/** Resolves once the router has loaded the first page's code and run its loaders. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

let root: Root | null = null;
export const showStartupError = (container: HTMLElement) => {
  root ??= createRoot(container);
  root.render(<StartupError />);
};

/**
 * Starts the app in `container`: takes over the prerendered page (`prerendered` is its Apollo
 * cache as JSON) or renders it afresh. Its steps (the cache, the router's first match and the
 * page's code, hydration) run in separate tasks, so none of them holds the main thread long.
 */
export async function start(container: HTMLElement, prerendered: string | null): Promise<void> {
  const guestAtStart = !wasSignedIn();
  // Firebase (with its configuration from the server) loads in its own chunk: for someone signed
  // in last time at once, beside the page; for a guest once the page is theirs and the browser is
  // idle, or as soon as something needs it (signing in, a protected page).
  let pageShown = () => {};
  const shown = new Promise<void>((resolve) => (pageShown = resolve));
  const firebaseAuth = createLazyAuthClient(
    async () => {
      const [{ createFirebaseAuthClient }, config] = await Promise.all([
        import('@/auth/firebaseAuth'),
        fetchAppConfig(),
      ]);
      return createFirebaseAuthClient(config);
    },
    guestAtStart ? shown.then(() => whenIdle()) : Promise.resolve(),
  );
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
  if (prerendered) {
    apollo.cache.restore(JSON.parse(prerendered) as NormalizedCacheObject);
    await nextTask();
  }
  // A protected page's loader needs to know who is signed in: that is when the provider must load.
  const routerAuth: AuthClient = {
    ...auth,
    ready: () => {
      firebaseAuth.start();
      return auth.ready();
    },
  };
  const router = createAppRouter({ auth: routerAuth, apollo, preloadQuery: createQueryPreloader(apollo) });
  void routerReady(router).then(pageShown);
  firebaseAuth.onUserChanged((user) => rememberSignedIn(user !== null));
  firebaseAuth.ready().then(
    // The hint said "guest" but a session was restored: what was asked as a guest is asked again.
    () => (guestAtStart && firebaseAuth.currentUser() ? reloadAsNewAccount() : undefined),
    (error: unknown) => {
      console.error(error);
      showStartupError(container);
    },
  );

  const app = (
    <AppProviders apollo={apollo} auth={auth}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (!prerendered) {
    root = createRoot(container);
    root.render(app);
    return;
  }
  // The page's data is in the cache already: its loaders answer from it, so once the router has
  // the page's code the first render matches the server's markup and React adopts it.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the page is readable meanwhile; clicks wait for it).
  await routerReady(router);
  // The page's code was evaluated and its loaders ran in the tasks before: hydration starts in its own.
  await nextTask();
  if (root) return;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  // Buttons pressed before now (index.html kept them): React hydrates what a click lands on
  // at once, so each press now reaches its handler.
  for (const button of window.hobbyhubEarlyTaps?.() ?? []) button.click();
}
