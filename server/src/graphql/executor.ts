import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GraphQLContext } from '@/graphql/context';
import { makeRoomFor } from '@/boundedCollections';

type Gateway = ApolloServerOptionsWithGateway<GraphQLContext>['gateway'];
type SchemaListener = Parameters<Gateway['onSchemaLoadOrUpdate']>[0];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/**
 * graphql-jit's errors leave `extensions` undefined when the original error has none, where
 * graphql-js always sets an object; Apollo reads `extensions.code` and would turn every such
 * error into INTERNAL_SERVER_ERROR. Rebuilt as graphql-js errors, they keep path, locations
 * and the original error, so formatError sees exactly what the stock executor gives it.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  if (typeof error.extensions === 'object' && error.extensions !== null) return error;
  const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: error.originalError });
  Object.defineProperty(rebuilt, 'locations', { value: error.locations, enumerable: true });
  return rebuilt;
}

/** Compiled operations kept per document; Apollo's document store hands out the same parsed document per query text. */
const maxCompiledDocuments = 1000;

/**
 * Apollo Server 5 with a faster executor. Apollo keeps everything in front of execution — HTTP,
 * CSRF prevention, parsing and validation (with our limits and the introspection switch, cached
 * per query text), plugins, formatError and masking — and hands the validated document to this
 * executor, through the one hook Apollo Server 5 offers for it: the `gateway` option.
 *
 * Queries run through graphql-jit, compiled once per (document, operation) and cached; mutations
 * and anything jit cannot compile run through graphql-js as before. Variables are coerced by
 * graphql-js first, so a bad variable gives exactly graphql-js's error (and Apollo's 400 with
 * BAD_USER_INPUT). Errors from resolvers keep their original error, so formatError maps domain
 * errors to their codes and masks the rest, as with the stock executor.
 */
export function jitGateway(schema: GraphQLSchema): Gateway {
  const compiled = new Map<DocumentNode, Map<string, CompiledQuery | null>>();

  const compiledFor = (document: DocumentNode, operationName: string | null): CompiledQuery | null => {
    let byOperation = compiled.get(document);
    if (!byOperation) {
      makeRoomFor(compiled, document, maxCompiledDocuments);
      byOperation = new Map();
      compiled.set(document, byOperation);
    }
    const key = operationName ?? '';
    if (!byOperation.has(key)) {
      let query: CompiledQuery | null = null;
      try {
        const result = compileQuery(schema, document, operationName ?? undefined);
        query = isCompiledQuery(result) ? result : null;
      } catch {
        query = null; // graphql-js runs what jit cannot compile
      }
      byOperation.set(key, query);
    }
    return byOperation.get(key) ?? null;
  };

  const executor: Executor = async ({ document, operation, request, context }) => {
    const variables = request.variables ?? {};
    // The name the client sent: when it names no operation, Apollo's own is null, and graphql-js
    // must still see the client's name to report it.
    const operationName = request.operationName ?? null;
    // No operation when operationName names none: graphql-js reports it, and Apollo makes it a 400.
    const resolved = operation as typeof operation | undefined;
    const query = resolved?.operation === 'query' ? compiledFor(document, operationName) : null;
    if (!resolved || !query) {
      return execute({ schema, document, operationName, variableValues: variables, contextValue: context });
    }
    const coerced = getVariableValues(schema, resolved.variableDefinitions ?? [], variables);
    if (coerced.errors) return { errors: coerced.errors };
    const result = (await query.query(undefined, context, variables)) as ExecutionResult;
    return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
  };

  const listeners = new Set<SchemaListener>();
  return {
    onSchemaLoadOrUpdate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {
      listeners.clear();
      compiled.clear();
    },
  };
}
