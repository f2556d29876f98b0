/**
 * The server's prerender of the public pages (built by `vite build --ssr`, loaded by
 * server/src/http/prerender.ts): the guest's view of a page as HTML, and the Apollo cache that
 * produced it, so the browser paints the page before its JavaScript has run and then hydrates
 * it without asking the API again (main.tsx).
 */
import { ApolloClient, ApolloLink, Observable, type NormalizedCacheObject } from '@apollo/client';
import { createQueryPreloader, type PreloadQueryFunction } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '@/AppProviders';
import { createCache } from '@/apollo/cache';
import type { AuthClient } from '@/auth/types';
import { readBrowseState } from '@/pages/all-groups/browseState';
import { createRoutes } from '@/router';
import { pageTitle } from '@/ui/usePageTitle';

/** Runs one GraphQL operation as a guest, in the server's process. */
export type ExecuteOperation = (
  query: string,
  variables: Record<string, unknown> | undefined,
) => Promise<FormattedExecutionResult>;

export interface PrerenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The Apollo cache after the render, for `cache.restore` in the browser. */
  state: NormalizedCacheObject;
  title: string;
  /** The page's route module as Vite's manifest names it, for its CSS and modulepreload links. */
  module: string;
}

/**
 * The pages worth prerendering: public, the same for every guest. All Groups with "upcoming"
 * is left to the browser: "today" is the browser's day, which the server cannot know.
 */
const prerenderable: Record<string, { module: string; title: string; accepts?: (url: URL) => boolean }> = {
  '/': { module: 'src/pages/home/route.tsx', title: '' },
  // A guest opening a protected page (a group's) is sent here: see `prerender`.
  '/login': { module: 'src/pages/login/route.tsx', title: 'Login' },
  '/all-groups': {
    module: 'src/pages/all-groups/route.tsx',
    title: 'All Groups',
    accepts: (url) => !readBrowseState(url.searchParams).upcoming,
  },
};

/** Nobody is signed in on the server: the guest's view, the same state the browser starts in. */
const guest: AuthClient = {
  ready: () => Promise.resolve(),
  currentUser: () => null,
  onUserChanged: () => () => {},
  getIdToken: () => Promise.resolve(null),
  createUser: refuse,
  signIn: refuse,
  googleSignIn: refuse,
  logOut: refuse,
  updateUserProfile: refuse,
  resetUserPassword: refuse,
  refreshUser: refuse,
  changePassword: refuse,
};

function refuse(): Promise<never> {
  return Promise.reject(new Error('not available while prerendering'));
}

/**
 * The guest's HTML of `url` (an absolute URL), or null when the page is not prerendered (not
 * public, redirected, failed): the server then sends the plain shell and the browser renders.
 */
export async function prerender(url: string, execute: ExecuteOperation): Promise<PrerenderedPage | null> {
  const target = new URL(url);
  return prerenderable[target.pathname] ? render(target, execute, true) : render(target, execute, false);
}

/**
 * Renders `target` if it is one of the prerendered pages; any other page only when it sends a
 * guest to one of them (a protected page's loader redirects to Login): the browser then takes
 * the same redirect before it hydrates, and adopts the same markup.
 */
async function render(target: URL, execute: ExecuteOperation, listed: boolean): Promise<PrerenderedPage | null> {
  const page = prerenderable[target.pathname];
  if (listed && (!page || (page.accepts && !page.accepts(target)))) return null;

  let failed = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute(print(operation.query), operation.variables).then(
          (result) => {
            if (result.errors?.length) failed = true;
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => {
            failed = true;
            observer.error(error);
          },
        );
      }),
  );
  const cache = createCache();
  const apollo = new ApolloClient({ link, cache, ssrMode: true, dataMasking: true });
  // The loaders' queries are awaited before rendering: a boundary that suspends while rendering
  // is written out of order, revealed by an inline script the CSP (rightly) refuses to run.
  const preload = createQueryPreloader(apollo);
  const loading: Promise<unknown>[] = [];
  const preloadQuery = Object.assign(
    (...args: Parameters<PreloadQueryFunction>) => {
      const queryRef = preload(...args);
      loading.push(preload.toPromise(queryRef));
      return queryRef;
    },
    { toPromise: preload.toPromise },
  ) as PreloadQueryFunction;
  const handler = createStaticHandler(createRoutes({ auth: guest, apollo, preloadQuery }));
  const context = await handler.query(new Request(target));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    const redirected = location?.startsWith('/') && !location.startsWith('//') ? new URL(location, target) : null;
    return !listed && redirected ? render(redirected, execute, true) : null;
  }
  if (!listed || !page || context.statusCode !== 200 || context.errors) return null;
  await Promise.all(loading);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result, aborted } = await prerenderStatic({
    tree: (
      <AppProviders apollo={apollo} auth={guest}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    ),
    context: { client: apollo },
    // Every boundary in place: one written out of order needs an inline script to reveal it.
    renderFunction: (tree) => prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  if (failed || aborted) return null;
  return { html: result, state: cache.extract(), title: pageTitle(page.title), module: page.module };
}
