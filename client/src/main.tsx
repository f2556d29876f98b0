// First, so the components' own styles (imported with them) come after the shared base.
import '@/styles/global.css';
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
import { StartupError } from '@/ui/StartupError';

declare global {
  interface Window {
    /** index.html's buttons pressed on a prerendered page before hydration (and stops keeping them). */
    hobbyhubEarlyTaps?: () => HTMLElement[];
  }
}

const container = document.getElementById('root') as HTMLElement;

/**
 * The server's prerendered guest view (server/src/http/prerender.ts): the Apollo cache it was
 * rendered from, when this browser is a guest's. Someone signed in gets their own view instead:
 * the prerendered markup (hidden for them by index.html's script and global.css) is dropped.
 */
function takePrerendered(): NormalizedCacheObject | null {
  const state = document.getElementById('prerendered-state');
  state?.remove();
  if (!container.hasAttribute('data-prerendered')) return null;
  if (state?.textContent && !wasSignedIn()) return JSON.parse(state.textContent) as NormalizedCacheObject;
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  return null;
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
const showStartupError = () => {
  root ??= createRoot(container);
  root.render(<StartupError />);
};

function start(prerendered: NormalizedCacheObject | null) {
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
  if (prerendered) apollo.cache.restore(prerendered);
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
      showStartupError();
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
  void routerReady(router).then(() => {
    if (root) return;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    // Buttons pressed before now (index.html kept them): React hydrates what a click lands on
    // at once, so each press now reaches its handler.
    for (const button of window.hobbyhubEarlyTaps?.() ?? []) button.click();
  });
}

const prerendered = takePrerendered();
try {
  start(prerendered);
} catch (error) {
  console.error(error);
  showStartupError();
}
