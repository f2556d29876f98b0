import type { ApolloCache } from '@apollo/client';

/** The signed-in user's `Viewer` entry in the cache (keyed by their uid), for cache edits. */
export function viewerCacheId(cache: ApolloCache, uid: string): string | undefined {
  return cache.identify({ __typename: 'Viewer', id: uid });
}
