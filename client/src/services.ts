import type { ApolloClient } from '@apollo/client';
import type { PreloadQueryFunction } from '@apollo/client/react';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AuthClient } from '@/auth/types';

/** What route loaders work with; created once in main.tsx (and faked in tests). */
export interface AppServices {
  auth: AuthClient;
  apollo: ApolloClient;
  preloadQuery: PreloadQueryFunction;
}

export type PageLoader = (args: LoaderFunctionArgs, services: AppServices) => unknown;

/** The shape of every lazily loaded route module under pages/. */
export interface PageModule {
  loader?: PageLoader;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

/** What a page's loader returned, for `useLoaderData<LoaderData<typeof loader>>()`. */
export type LoaderData<L extends PageLoader> = Awaited<ReturnType<L>>;
