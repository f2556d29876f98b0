import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { fieldCosts, listCosts } from '@/bounds';
import type { GraphQLLimits } from '@/config';
import { RateLimitedError } from '@/errors';
import type { GraphQLContext } from '@/graphql/context';
import { asGraphQLError } from '@/graphql/errors';
import type { RateLimiter } from '@/http/rateLimit';

/**
 * Bounds on one GraphQL operation, checked before anything runs. Tokens are counted by the
 * parser (parse option maxTokens → GRAPHQL_PARSE_FAILED); depth, aliases, directives and cost
 * are validation rules (→ GRAPHQL_VALIDATION_FAILED, HTTP 400). Introspection is held to the
 * same bounds; the standard introspection query fits them.
 */

/** Assumed page size of a `first` argument given as a variable (rules cannot see values): the largest allowed. */
export const assumedVariablePageSize = 100;

type Fragments = Map<string, FragmentDefinitionNode>;

function fragmentsOf(context: ValidationContext): Fragments {
  const fragments: Fragments = new Map();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

function limitError(message: string, context: ValidationContext) {
  context.reportError(new GraphQLError(message));
}

/** Depth of a selection set, fragments expanded (a fragment cycle counts as the depth it reached). */
function depthOf(selectionSet: SelectionSetNode | undefined, fragments: Fragments, seen: ReadonlySet<string>): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, seen) : 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, seen));
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      deepest = Math.max(deepest, depthOf(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value])));
    }
  }
  return deepest;
}

export function maxDepthRule(maxDepth: number): ValidationRule {
  return (context): ASTVisitor => {
    const fragments = fragmentsOf(context);
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          limitError(`The operation is ${depth} levels deep; at most ${maxDepth} are allowed.`, context);
        }
      },
    };
  };
}

/** Counts nodes of the whole document (every operation and fragment as written). */
function countingRule(what: string, max: number, count: (node: FieldNode | { kind: Kind }) => boolean): ValidationRule {
  return (context): ASTVisitor => {
    let total = 0;
    return {
      enter(node) {
        if (count(node)) total += 1;
      },
      Document: {
        leave() {
          if (total > max) limitError(`The document has ${total} ${what}; at most ${max} are allowed.`, context);
        },
      },
    };
  };
}

export const maxAliasesRule = (max: number) =>
  countingRule('aliases', max, (node) => node.kind === Kind.FIELD && (node as FieldNode).alias !== undefined);

export const maxDirectivesRule = (max: number) =>
  countingRule('directives', max, (node) => node.kind === Kind.DIRECTIVE);

function intArgument(field: FieldNode, name: string, operationDefaults: Map<string, number>): number | undefined {
  const argument = field.arguments?.find((arg) => arg.name.value === name);
  if (!argument) return undefined;
  if (argument.value.kind === Kind.INT) return Number(argument.value.value);
  if (argument.value.kind === Kind.VARIABLE) {
    return operationDefaults.get(argument.value.name.value) ?? assumedVariablePageSize;
  }
  return undefined;
}

function schemaDefault(parent: GraphQLNamedType, fieldName: string, argName: string): number | undefined {
  if (!isObjectType(parent) && !isInterfaceType(parent)) return undefined;
  const value = parent.getFields()[fieldName]?.args.find((arg) => arg.name === argName)?.defaultValue;
  return typeof value === 'number' ? value : undefined;
}

/**
 * Cost: every field resolved counts its weight (bounds.ts fieldCosts; 1 unless listed) per time
 * it runs. A field with a `first` argument returns up to `first` items (the schema's default when
 * left out, the largest page for a variable without a default), so everything under it runs that
 * many times, except what is asked once of the whole list (listCosts: a count).
 */
export function costOf(
  schema: GraphQLSchema,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  fragments: Fragments,
  variableDefaults: Map<string, number>,
  multiplier = 1,
  seen: ReadonlySet<string> = new Set(),
  listMultiplier = multiplier,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      const coordinate = `${parent.name}.${name}`;
      const onceForList = listCosts[coordinate];
      cost += onceForList === undefined ? multiplier * (fieldCosts[coordinate] ?? 1) : listMultiplier * onceForList;
      if (!selection.selectionSet) continue;
      const fieldType =
        name === '__schema'
          ? schema.getType('__Schema')
          : name === '__type'
            ? schema.getType('__Type')
            : isObjectType(parent) || isInterfaceType(parent)
              ? (() => {
                  const definition = parent.getFields()[name];
                  return definition ? getNamedType(definition.type) : undefined;
                })()
              : undefined;
      if (!fieldType) continue; // an unknown field: FieldsOnCorrectTypeRule reports it
      const pageSize = intArgument(selection, 'first', variableDefaults) ?? schemaDefault(parent, name, 'first') ?? 1;
      cost += costOf(
        schema,
        selection.selectionSet,
        fieldType,
        fragments,
        variableDefaults,
        multiplier * Math.max(1, pageSize),
        seen,
        multiplier,
      );
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typed = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      cost += costOf(
        schema,
        selection.selectionSet,
        typed ?? parent,
        fragments,
        variableDefaults,
        multiplier,
        seen,
        listMultiplier,
      );
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) continue;
      const typed = schema.getType(fragment.typeCondition.name.value) ?? parent;
      const inside = new Set([...seen, fragment.name.value]);
      cost += costOf(
        schema,
        fragment.selectionSet,
        typed,
        fragments,
        variableDefaults,
        multiplier,
        inside,
        listMultiplier,
      );
    }
  }
  return cost;
}

export function maxCostRule(maxCost: number): ValidationRule {
  return (context): ASTVisitor => {
    const fragments = fragmentsOf(context);
    const schema = context.getSchema();
    return {
      OperationDefinition(operation) {
        const root =
          operation.operation === 'query'
            ? schema.getQueryType()
            : operation.operation === 'mutation'
              ? schema.getMutationType()
              : schema.getSubscriptionType();
        if (!root) return;
        const variableDefaults = new Map<string, number>();
        for (const definition of operation.variableDefinitions ?? []) {
          if (definition.defaultValue?.kind === Kind.INT) {
            variableDefaults.set(definition.variable.name.value, Number(definition.defaultValue.value));
          }
        }
        const cost = costOf(schema, operation.selectionSet, root, fragments, variableDefaults);
        if (cost > maxCost) {
          limitError(
            `The operation's cost is ${cost}; at most ${maxCost} is allowed. Ask for fewer or smaller pages.`,
            context,
          );
        }
      },
    };
  };
}

export function validationRules(limits: GraphQLLimits): ValidationRule[] {
  return [
    maxDepthRule(limits.maxDepth),
    maxAliasesRule(limits.maxAliases),
    maxDirectivesRule(limits.maxDirectives),
    maxCostRule(limits.maxCost),
  ];
}

export function parseOptions(limits: GraphQLLimits): ParseOptions {
  return { maxTokens: limits.maxTokens };
}

/**
 * Mutations per signed-in user: checked once the operation is known. Anonymous mutations are
 * refused with UNAUTHENTICATED by the service (and counted per IP like every request).
 */
export function rateLimitPlugin(limiter: RateLimiter): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'mutation' || !contextValue.viewer) return;
          try {
            await limiter.check('mutation', contextValue.viewer.uid);
          } catch (error) {
            if (!(error instanceof RateLimitedError)) throw error;
            throw asGraphQLError(error);
          }
        },
      };
    },
  };
}
