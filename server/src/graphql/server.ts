import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { ParseOptions, ValidationRule } from 'graphql';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import type { Logger } from '@/logger';
import { projectRoot } from '@/projectRoot';
import type { GraphQLContext } from '@/graphql/context';
import { formatError, isUnexpected } from '@/graphql/errors';
import { scalarResolvers } from '@/graphql/scalars';
import { groupResolvers } from '@/groups/resolvers';

export const typeDefs = readFileSync(path.join(projectRoot, 'schema.graphql'), 'utf8');

interface GraphQLServerOptions {
  introspection: boolean;
  logger: Logger;
  /** Operation limits and the mutation rate limit (graphql/limits.ts). */
  security?: {
    validationRules: ValidationRule[];
    parseOptions: ParseOptions;
    plugins: ApolloServerPlugin<GraphQLContext>[];
  };
}

export function createGraphQLServer({ introspection, logger, security }: GraphQLServerOptions) {
  return new ApolloServer<GraphQLContext>({
    typeDefs,
    resolvers: [scalarResolvers, groupResolvers],
    introspection,
    validationRules: security?.validationRules,
    parseOptions: security?.parseOptions,
    // Without introspection, "Did you mean …?" suggestions would give the schema away.
    hideSchemaDetailsFromClientErrors: !introspection,
    formatError,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    plugins: [
      ...(security?.plugins ?? []),
      // This is a public API: with introspection on, /graphql opens Apollo Sandbox for
      // integrators; with it off, a plain landing page.
      introspection
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })
        : ApolloServerPluginLandingPageProductionDefault({ footer: false }),
      {
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, contextValue, operationName }) {
              for (const error of errors) {
                if (isUnexpected(error)) {
                  logger.error('unexpected GraphQL error', {
                    requestId: contextValue.requestId,
                    operationName,
                    error: error.originalError ?? error,
                  });
                }
              }
            },
          };
        },
      },
    ],
  });
}
