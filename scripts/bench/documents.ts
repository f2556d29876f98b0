import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The GraphQL documents the bench sends. Where the client (client/src) has an operation on the
 * same root field, the bench sends exactly that operation with its fragments, plus the
 * `__typename` fields Apollo Client adds; otherwise an equivalent document written here.
 */

export interface BenchDocument {
  query: string;
  operationName: string;
  /** Where it came from: `client/src/…` or `bench (equivalent)`. */
  source: string;
  /** The variables the operation declares. */
  variableNames: string[];
}

/** The request body for `document`, with only the variables it declares. */
export function graphqlBody(document: BenchDocument, values: Record<string, unknown>): string {
  const variables = Object.fromEntries(document.variableNames.map((name) => [name, values[name] ?? null]));
  return JSON.stringify({ operationName: document.operationName, query: document.query, variables });
}

/** Written for the bench, used only when the client has no operation on the root field. */
const equivalents: Record<string, string> = {
  groups: `query BenchGroupsPage($search: String, $sort: GroupSort!, $first: Int!, $after: String) {
    groups(search: $search, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { id groupName hobbyCategoryName location imageURL isActive }
    }
  }`,
  group: `query BenchGroupDetails($id: ID!) {
    group(id: $id) {
      id groupName hobbyCategoryName description location maxMembers startDate isActive imageURL userName viewerIsOwner
    }
  }`,
  groupsByEmail: `query BenchMyGroups($email: String!, $first: Int, $after: String) {
    groupsByEmail(email: $email, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { id groupName hobbyCategoryName maxMembers startDate isActive userEmail viewerIsOwner }
    }
  }`,
};

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === 'gql' || entry === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

interface ClientDefinitions {
  operations: { node: OperationDefinitionNode; file: string }[];
  fragments: Map<string, FragmentDefinitionNode>;
}

/** Every `graphql(\`…\`)` literal under client/src that parses. */
function clientDefinitions(clientSrc: string): ClientDefinitions {
  const operations: ClientDefinitions['operations'] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of sourceFiles(clientSrc)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/graphql\(\s*`([^`]*)`\s*\)/g)) {
      let definitions: readonly DefinitionNode[];
      try {
        definitions = parse(match[1] ?? '').definitions;
      } catch {
        continue;
      }
      for (const definition of definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'query') {
          operations.push({ node: definition, file: path.relative(path.dirname(clientSrc), file) });
        } else if (definition.kind === Kind.FRAGMENT_DEFINITION) {
          fragments.set(definition.name.value, definition);
        }
      }
    }
  }
  return { operations, fragments };
}

function variableNames(node: OperationDefinitionNode): string[] {
  return (node.variableDefinitions ?? []).map((definition) => definition.variable.name.value);
}

function spreadNames(node: OperationDefinitionNode | FragmentDefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/**
 * What Apollo Client sends: `__typename` added to every selection set except the operation's
 * root, and its client-only directives (`@unmask`, data masking) removed.
 */
function asApolloSends<T extends OperationDefinitionNode | FragmentDefinitionNode>(node: T): T {
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  return visit(node, {
    Directive: (directive) => (directive.name.value === 'unmask' ? null : undefined),
    SelectionSet: (set: SelectionSetNode, _key, parent) => {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const has = set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename');
      return has ? undefined : { ...set, selections: [...set.selections, typename] };
    },
  });
}

/** The operation of the page that shows each root field, preferred when several ask for it. */
const pageOperations: Record<string, string> = { groups: 'AllGroupsPage', group: 'GroupDetailsPage' };

/** The client's operation `found` with the fragments it spreads, as Apollo sends it; null when a fragment is missing. */
function asSent(
  found: ClientDefinitions['operations'][number],
  fragments: ClientDefinitions['fragments'],
): BenchDocument | null {
  const name = found.node.name?.value;
  if (!name) return null;
  const needed = new Map<string, FragmentDefinitionNode>();
  const pending = spreadNames(found.node);
  while (pending.length > 0) {
    const spread = pending.pop() as string;
    const fragment = fragments.get(spread);
    if (!fragment || needed.has(spread)) continue;
    needed.set(spread, fragment);
    pending.push(...spreadNames(fragment));
  }
  if (![...new Set(spreadNames(found.node))].every((spread) => needed.has(spread))) return null;
  const definitions = [found.node, ...needed.values()].map((definition) => print(asApolloSends(definition)));
  return {
    query: definitions.join('\n\n'),
    operationName: name,
    source: found.file,
    variableNames: variableNames(found.node),
  };
}

/** The client's query named `operationName` (e.g. a page's), with its fragments, as Apollo sends it; null when there is none. */
export function clientOperation(operationName: string, clientSrc: string): BenchDocument | null {
  const { operations, fragments } = clientDefinitions(clientSrc);
  const found = operations.find(({ node }) => node.name?.value === operationName);
  return found ? asSent(found, fragments) : null;
}

/** The client's query whose only root field is `rootField` (the page's own first), with its fragments; else the equivalent. */
export function benchDocument(rootField: 'groups' | 'group' | 'groupsByEmail', clientSrc: string): BenchDocument {
  const { operations, fragments } = clientDefinitions(clientSrc);
  const candidates = operations.filter(({ node }) => {
    const fields = node.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD);
    return fields.length === 1 && fields[0]?.name.value === rootField && node.name !== undefined;
  });
  // Several client operations ask the same root field: the page's own question is the one measured.
  const found =
    candidates.find(({ node }) => node.name?.value === pageOperations[rootField]) ?? candidates[0] ?? undefined;
  const sent = found && asSent(found, fragments);
  if (sent) return sent;
  const node = parse(equivalents[rootField] as string).definitions[0] as OperationDefinitionNode;
  return {
    query: print(asApolloSends(node)),
    operationName: node.name?.value ?? 'Bench',
    source: 'bench (equivalent: the client has no such query)',
    variableNames: variableNames(node),
  };
}
