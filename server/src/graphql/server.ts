import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { ParseOptions, ValidationRule } from 'graphql';
import {
  ApolloServerPluginLandingPageLocalDefault,
  ApolloServerPluginLandingPageProductionDefault,
} from '@apollo/server/plugin/landingPage/default';
import type { Logger } from '@/logger';
import { cacheControl, cacheControlFor } from '@/http/caching';
import type { PersistedQueryStore } from '@/graphql/persistedQueries';
import { withDeveloperLinks } from '@/graphql/landingPage';
import { projectRoot } from '@/projectRoot';
import type { GraphQLContext } from '@/graphql/context';
import { formatError, isUnexpected } from '@/graphql/errors';
import { jitGateway } from '@/graphql/executor';
import { scalarResolvers } from '@/graphql/scalars';
import { accountResolvers } from '@/account/resolvers';
import { groupResolvers } from '@/groups/resolvers';
import { teamResolvers } from '@/groups/teamResolvers';
import { joinResolvers } from '@/groups/joinResolvers';
import { calendarResolvers } from '@/calendar/resolvers';
import { sessionResolvers } from '@/sessions/resolvers';
import { notificationResolvers } from '@/notifications/resolvers';
import { mailResolvers } from '@/mail/resolvers';
import { discussionResolvers } from '@/discussion/resolvers';
import { placeResolvers } from '@/places/resolvers';
import { moderationResolvers } from '@/moderation/resolvers';

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
  /** Where automatic persisted queries are kept (graphql/persistedQueries.ts); default: Apollo's in-memory cache. */
  persistedQueries?: Pick<PersistedQueryStore, 'cache' | 'ttlSeconds'>;
  /** `jit` (default): queries compiled by graphql-jit (graphql/executor.ts); `graphql-js`: Apollo's stock executor. */
  executor?: 'jit' | 'graphql-js';
}

export const schema = makeExecutableSchema<GraphQLContext>({
  typeDefs,
  resolvers: [
    scalarResolvers,
    groupResolvers,
    teamResolvers,
    joinResolvers,
    accountResolvers,
    notificationResolvers,
    calendarResolvers,
    sessionResolvers,
    mailResolvers,
    discussionResolvers,
    placeResolvers,
    moderationResolvers,
  ],
});

export function createGraphQLServer({
  introspection,
  logger,
  security,
  persistedQueries,
  executor = 'jit',
}: GraphQLServerOptions) {
  return new ApolloServer<GraphQLContext>({
    ...(executor === 'jit' ? { gateway: jitGateway(schema) } : { schema }),
    introspection,
    validationRules: security?.validationRules,
    parseOptions: security?.parseOptions,
    // Without introspection, "Did you mean …?" suggestions would give the schema away.
    hideSchemaDetailsFromClientErrors: !introspection,
    formatError,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    persistedQueries: persistedQueries && { cache: persistedQueries.cache, ttl: persistedQueries.ttlSeconds },
    csrfPrevention: true,
    // Outside NODE_ENV=test Apollo would stop itself on SIGINT/SIGTERM and send the signal again,
    // which cut the app's own shutdown short (no drain, no database close, exit 130). index.ts
    // owns shutdown and stops Apollo in order.
    stopOnTerminationSignals: false,
    plugins: [
      ...(security?.plugins ?? []),
      // Answers depend on the viewer (viewerIsOwner, userEmail): who may keep one follows from
      // the request (http/caching.ts), not from per-field hints — Apollo's cache-control plugin
      // would wrap every field resolver to compute what the request already tells.
      ApolloServerPluginCacheControlDisabled(),
      {
        async requestDidStart({ request }) {
          return {
            async willSendResponse({ response }) {
              const failed = response.body.kind !== 'single' || Boolean(response.body.singleResult.errors?.length);
              const method = request.http?.method ?? 'POST';
              const authorization = request.http?.headers.get('authorization');
              response.http.headers.set(
                'cache-control',
                failed ? cacheControl.uncacheable : cacheControlFor({ method, authorization }),
              );
            },
          };
        },
      },
      // This is a public API: with introspection on, /graphql opens Apollo Sandbox for
      // integrators; with it off, a plain landing page.
      withDeveloperLinks(
        introspection
          ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false })
          : ApolloServerPluginLandingPageProductionDefault({ footer: false }),
      ),
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
