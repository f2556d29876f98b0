import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';

interface ConnectionPage {
  nodes?: Reference[];
  [field: string]: unknown;
}

/**
 * Pages of a connection merged into one list for "Load more": a request without `after` starts
 * the list again, a request with `after` appends. Arguments that pick the list (search, sort) are
 * the cache key; `first` and `after` are not, so every page of one list lands in one entry.
 */
export function connectionPolicy(
  keyArgs: (args: Record<string, unknown> | null) => string,
): FieldPolicy<ConnectionPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      // A first page starts the list again; fields it did not ask for (a count-only query) stay.
      if (!args?.after || !existing?.nodes) return { ...existing, ...incoming };
      const seen = new Set(existing.nodes.map((node) => readField<string>('id', node)));
      const fresh = (incoming.nodes ?? []).filter((node) => !seen.has(readField<string>('id', node)));
      return { ...existing, ...incoming, nodes: [...existing.nodes, ...fresh] };
    },
  };
}

/** Searches differing only in case or surrounding spaces are the same list on the server. */
const groupListKey = (args: Record<string, unknown> | null): string => {
  const search = typeof args?.search === 'string' ? args.search.trim().toLowerCase() : '';
  const sort = typeof args?.sort === 'string' ? args.sort : 'NAME_ASC';
  // Filters and orders pick the list too (their JSON is stable: the page writes them in one order).
  return JSON.stringify({ search, sort, filter: args?.filter ?? null, orderBy: args?.orderBy ?? null });
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          groups: connectionPolicy(groupListKey),
          group: {
            // A group already in the cache (from a list) answers group(id) without a request.
            read: (existing, { args, toReference }) =>
              existing ??
              (typeof args?.id === 'string' ? toReference({ __typename: 'Group', id: args.id }) : undefined),
          },
        },
      },
      Viewer: {
        fields: {
          groups: connectionPolicy(() => 'all'),
          joinedGroups: connectionPolicy(() => 'all'),
        },
      },
    },
  });
}
