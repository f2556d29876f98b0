import type { Reference } from '@apollo/client';
import type { Modifier, ModifierDetails } from '@apollo/client/cache';

/** What a modifier may return instead of a value: drops the field (it loads afresh when next asked for). */
type Dropped = ModifierDetails['DELETE'];

/** A stored connection as the cache edits see it. */
export interface ConnectionValue {
  totalCount?: number;
  nodes?: readonly Reference[];
  /** Asked beside `nodes` where the list holds more than the group (All Groups: a near-me distance). */
  edges?: readonly { node?: Reference }[];
  pageInfo?: { hasNextPage?: boolean };
}

export type ReadField = <T>(field: string, from: Reference) => T | undefined;

const isConnection = (value: unknown): value is ConnectionValue =>
  typeof value === 'object' && value !== null && !('__ref' in value);

/** A cache modifier for a stored connection (values of any other shape are left alone). */
export const onConnection =
  (change: (list: ConnectionValue, details: ModifierDetails) => ConnectionValue | Dropped): Modifier<unknown> =>
  (value, details) =>
    isConnection(value) ? change(value, details) : value;

export const listHas = (list: ConnectionValue, id: string, readField: ReadField): boolean =>
  list.nodes?.some((node) => readField<string>('id', node) === id) ?? false;

/**
 * Puts a new group into a name-sorted page list where the server would show it. A group that sorts
 * after the last loaded item of an unfinished list is left for "Load more" to bring.
 */
export function insertByName(
  list: ConnectionValue,
  ref: Reference,
  readField: ReadField,
  descending = false,
): ConnectionValue {
  const nodes = list.nodes ?? [];
  const name = (node: Reference) => (readField<string>('groupName', node) ?? '').toLowerCase();
  const newName = name(ref);
  const before = (node: Reference) => (descending ? newName > name(node) : newName < name(node));
  const index = nodes.findIndex(before);
  const position = index === -1 ? (list.pageInfo?.hasNextPage ? -1 : nodes.length) : index;
  const withNode = position === -1 ? nodes : [...nodes.slice(0, position), ref, ...nodes.slice(position)];
  return { ...list, nodes: withNode, totalCount: (list.totalCount ?? nodes.length) + 1 };
}

export function withoutNode(list: ConnectionValue, id: string, readField: ReadField): ConnectionValue {
  const nodes = list.nodes ?? [];
  const kept = nodes.filter((node) => readField<string>('id', node) !== id);
  const edges = list.edges?.filter((edge) => !edge.node || readField<string>('id', edge.node) !== id);
  return {
    ...list,
    nodes: kept,
    ...(edges && { edges }),
    totalCount: Math.max(0, (list.totalCount ?? nodes.length) - 1),
  };
}
