import type { ApolloCache, FieldPolicy, InMemoryCache, Reference } from '@apollo/client';
import type { FieldFunctionOptions, KeyArgsFunction } from '@apollo/client/cache';

interface CursorPage {
  nodes?: Reference[];
  nextCursor?: string | null;
  [field: string]: unknown;
}

/**
 * `stored` followed by the `incoming` items it does not hold yet (by id). Kept here rather than
 * shared with apollo/cache.ts: a lazy chunk importing from the entry's cache module makes the
 * bundler split that module (and what it imports) out of the entry chunk, and the home page's
 * JavaScript grows by the extra files.
 */
function appendNew(
  stored: Reference[],
  incoming: Reference[] | undefined,
  readField: FieldFunctionOptions['readField'],
) {
  const seen = new Set(stored.map((node) => readField<string>('id', node)));
  return [...stored, ...(incoming ?? []).filter((node) => !seen.has(readField<string>('id', node)))];
}

/**
 * Pages of a `{ nodes, nextCursor }` list (threads, replies, announcements) merged into one for
 * "Load more": a request without `after` starts the list again, one with `after` appends what is
 * not there yet (a live update may have added it already).
 */
function cursorPolicy(keyArgs: FieldPolicy['keyArgs']): FieldPolicy<CursorPage> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      if (!args?.after || !existing?.nodes) return incoming;
      return { ...existing, ...incoming, nodes: appendNew(existing.nodes, incoming.nodes, readField) };
    },
  };
}

/** A session's comments have no id of their own: a later page's comments join the stored ones. */
const sessionCommentsPolicy: FieldPolicy<{ comments?: CursorPage; [field: string]: unknown }> = {
  keyArgs: ['sessionId'],
  merge(existing, incoming, { args, readField }) {
    const stored = existing?.comments?.nodes;
    if (!args?.after || !stored) return incoming;
    return {
      ...incoming,
      comments: { ...incoming.comments, nodes: appendNew(stored, incoming.comments?.nodes, readField) },
    };
  },
};

/**
 * A thread's replies as the thread page lists them; asked as `viewerReplies` (the page's own
 * small question: only which are the viewer's), kept apart, so that list never stands in for the
 * page's, which may hold a reply it lacks or the other way round.
 */
const repliesKey: KeyArgsFunction = (_args, { field, fieldName }) =>
  field?.alias?.value === 'viewerReplies' ? `${fieldName}:viewer` : false;

const registered = new WeakSet<object>();

/**
 * The discussion's cache policies, added when a discussion view first loads rather than in the
 * app's cache: the home page's JavaScript stays as it was. Call before the first discussion query.
 */
export function addDiscussionPolicies(cache: ApolloCache): void {
  if (registered.has(cache) || !('policies' in cache)) return;
  registered.add(cache);
  (cache as InMemoryCache).policies.addTypePolicies({
    Query: { fields: { sessionComments: sessionCommentsPolicy } },
    Group: { fields: { discussion: cursorPolicy(['questions']), announcements: cursorPolicy(false) } },
    DiscussionThread: { fields: { replies: cursorPolicy(repliesKey) } },
  });
}
