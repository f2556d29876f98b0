import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';
import { groupListKey } from '@/apollo/groupListKey';

/** An edge of a page: the node, and what belongs to the node in this list only (a near-me distance). */
interface ConnectionEdge {
  node?: Reference;
  [field: string]: unknown;
}

interface ConnectionPage {
  nodes?: Reference[];
  edges?: ConnectionEdge[];
  pageInfo?: { hasNextPage?: boolean };
  [field: string]: unknown;
}

/**
 * Pages of a connection merged into one list for "Load more": a request without `after` starts
 * the list again, a request with `after` appends. Arguments that pick the list (search, sort) are
 * the cache key; `first` and `after` are not, so every page of one list lands in one entry.
 *
 * Pages that ask for different page sizes share that entry (the home page's 6 featured groups,
 * All Groups' 20), so a stored list holding fewer items than a query asks for, while the server
 * has more, does not answer it: the query goes to the server instead of showing a short page.
 */
export function connectionPolicy(
  keyArgs: (args: Record<string, unknown> | null) => string,
): FieldPolicy<ConnectionPage> {
  return {
    keyArgs,
    read(existing, { args }) {
      const first = typeof args?.first === 'number' ? args.first : 0;
      const short = existing?.nodes && !args?.after && existing.nodes.length < first;
      return short && existing?.pageInfo?.hasNextPage ? undefined : existing;
    },
    merge(existing, incoming, { args, readField }) {
      // A first page starts the list again; fields it did not ask for (a count-only query) stay.
      if (!args?.after || !existing?.nodes) return { ...existing, ...incoming };
      const seen = new Set(existing.nodes.map((node) => readField<string>('id', node)));
      const fresh = (incoming.nodes ?? []).filter((node) => !seen.has(readField<string>('id', node)));
      const merged = { ...existing, ...incoming, nodes: [...existing.nodes, ...fresh] };
      if (!existing.edges || !incoming.edges) return merged;
      // Edges are appended like nodes, or the first pages' distances would go with the next page.
      const seenEdges = new Set(existing.edges.map((edge) => edge.node && readField<string>('id', edge.node)));
      const freshEdges = incoming.edges.filter(
        (edge) => !seenEdges.has(edge.node && readField<string>('id', edge.node)),
      );
      return { ...merged, edges: [...existing.edges, ...freshEdges] };
    },
  };
}

interface BanPage {
  nodes?: Reference[];
  [field: string]: unknown;
}

/**
 * A group's bans: "Show more" (a request with `after`) appends the next page; any other answer
 * (the first page, as every admission mutation answers it) starts the list again.
 */
const bansPolicy: FieldPolicy<BanPage> = {
  keyArgs: false,
  merge(existing, incoming, { args, readField }) {
    if (!args?.after || !existing?.nodes) return incoming;
    const seen = new Set(existing.nodes.map((node) => readField<string>('id', node)));
    const fresh = (incoming.nodes ?? []).filter((node) => !seen.has(readField<string>('id', node)));
    return { ...incoming, nodes: [...existing.nodes, ...fresh] };
  },
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
      // A group's next meeting has no id: a later answer's fields replace the cached ones in place.
      NextMeeting: { merge: true },
      Group: {
        fields: {
          bannedPeople: bansPolicy,
        },
      },
      // A team member's id is the person's uid, and their role differs per group: kept inside each
      // group's list rather than shared by id, or one group's role would show in another's.
      TeamMember: { keyFields: false },
      Viewer: {
        fields: {
          groups: connectionPolicy(() => 'all'),
          joinedGroups: connectionPolicy(() => 'all'),
        },
      },
    },
  });
}
