import {
  isReference,
  type ApolloCache,
  type FieldPolicy,
  type InMemoryCache,
  type Reference,
  type StoreObject,
} from '@apollo/client';
import type { FieldFunctionOptions } from '@apollo/client/cache';

type Node = Reference | StoreObject;

interface QueuePage {
  nodes?: Node[];
  nextCursor?: string | null;
  totalCount?: number;
  [field: string]: unknown;
}

type ReadField = FieldFunctionOptions['readField'];

const idOf = (node: Node, readField: ReadField) => readField<string>('id', node);
// The queue's order is the server's: by when each person asked (ISO instants compare as text).
const askedAt = (node: Node, readField: ReadField) => readField<string>('requestedAt', node) ?? '';

/**
 * The organizers' pending queue, a page at a time (`Group.pendingJoinRequests`): a page with
 * `after` ("Show more") joins the stored requests. A first page (the group page's query, each
 * live `groupChanged` event, each decision's answer) replaces what it covers and keeps the
 * requests loaded past it, so following the queue live never folds it back to one page:
 * - when the first page is the whole queue (no `nextCursor`), it is exactly what waits;
 * - when everything was loaded and more are kept than wait, some kept ones were decided by another
 *   organizer: they are dropped with the rest of the tail, and "Show more" reads it again;
 * - when everything was loaded and fewer are kept than wait, someone asked since: "Show more"
 *   reads on from the first page (what is shown already is skipped).
 * A kept request decided elsewhere while more pages wait on the server shows until acted on: the
 * server then answers that it was decided, and it leaves the list (admission.ts).
 */
export const pendingQueuePolicy: FieldPolicy<QueuePage | null> = {
  keyArgs: false,
  merge(existing, incoming, { args, readField }) {
    const stored = existing?.nodes;
    // Null: the viewer no longer organizes the group (the answer hides the queue).
    if (!stored || !incoming) return incoming;
    if (args?.after) {
      const seen = new Set(stored.map((node) => idOf(node, readField)));
      const fresh = (incoming.nodes ?? []).filter((node) => !seen.has(idOf(node, readField)));
      return { ...existing, ...incoming, nodes: [...stored, ...fresh] };
    }
    const first = incoming.nodes ?? [];
    const last = first.at(-1);
    if (!incoming.nextCursor || !last) return incoming;
    const covered = new Set(first.map((node) => idOf(node, readField)));
    const end = askedAt(last, readField);
    const tail = stored.filter((node) => !covered.has(idOf(node, readField)) && askedAt(node, readField) >= end);
    if (tail.length === 0) return incoming;
    const nodes = [...first, ...tail];
    const waiting = incoming.totalCount ?? nodes.length;
    if (!existing.nextCursor && nodes.length > waiting) return incoming;
    const nextCursor = existing.nextCursor ?? (nodes.length < waiting ? incoming.nextCursor : null);
    return { ...incoming, nodes, nextCursor };
  },
};

/**
 * Takes one person's request out of the stored queue (decided here, or found decided or withdrawn).
 * The count stays: the server's answer (or its last live event) said it already.
 */
export function dropFromQueue(cache: ApolloCache, groupId: string, uid: string): void {
  cache.modify<{ pendingJoinRequests: QueuePage | null }>({
    id: cache.identify({ __typename: 'Group', id: groupId }),
    fields: {
      pendingJoinRequests(page, { readField }) {
        if (!page || isReference(page) || !page.nodes) return page;
        const nodes = page.nodes.filter((node) => idOf(node, readField) !== uid);
        return nodes.length === page.nodes.length ? page : { ...page, nodes };
      },
    },
  });
}

const at = (node: Node, readField: ReadField) => readField<string>('at', node) ?? '';

/**
 * The audit log's pages, newest first: a page with `after` ("Show older") joins the stored
 * entries; a newer first page (asked again after a change) replaces what it covers and keeps the
 * older entries loaded past it, and where to read on from them. The log only grows at its top.
 */
const auditPolicy: FieldPolicy<QueuePage | null> = {
  keyArgs: false,
  merge(existing, incoming, { args, readField }) {
    const stored = existing?.nodes;
    if (!stored || !incoming) return incoming;
    const seen = new Set(stored.map((node) => idOf(node, readField)));
    if (args?.after) {
      const older = (incoming.nodes ?? []).filter((node) => !seen.has(idOf(node, readField)));
      return { ...existing, ...incoming, nodes: [...stored, ...older] };
    }
    const newest = incoming.nodes ?? [];
    const last = newest.at(-1);
    if (!incoming.nextCursor || !last) return incoming;
    const covered = new Set(newest.map((node) => idOf(node, readField)));
    const end = at(last, readField);
    const older = stored.filter((node) => !covered.has(idOf(node, readField)) && at(node, readField) <= end);
    return older.length ? { ...incoming, nodes: [...newest, ...older], nextCursor: existing.nextCursor } : incoming;
  },
};

const registered = new WeakSet<object>();

/**
 * The organizers' cache policies (the queue, the audit log), added when the group page first loads rather than in the app's
 * cache, so the home page's JavaScript stays as it was (see discussion/cachePolicies.ts). A
 * request's id is the person's uid, and what they answered (and when they asked) differs per
 * group: requests are kept inside each group, not shared by id.
 */
export function addOrganizerPolicies(cache: ApolloCache): void {
  if (registered.has(cache) || !('policies' in cache)) return;
  registered.add(cache);
  (cache as InMemoryCache).policies.addTypePolicies({
    Group: { fields: { pendingJoinRequests: pendingQueuePolicy, auditEntries: auditPolicy } },
    JoinRequest: { keyFields: false },
  });
}
