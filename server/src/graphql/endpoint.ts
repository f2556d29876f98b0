import type { IncomingMessage, Server } from 'node:http';
import type { RequestHandler } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import type { Config } from '@/config';
import type { TokenVerifier } from '@/auth/verifier';
import type { Features } from '@/features';
import type { Logger } from '@/logger';
import { answerCachePlugin } from '@/graphql/answerCache';
import { graphqlContext } from '@/graphql/context';
import { parseOptions, rateLimitPlugin, validationRules } from '@/graphql/limits';
import { createPersistedQueryStore } from '@/graphql/persistedQueries';
import { createGraphQLServer, schema } from '@/graphql/server';
import { attachSubscriptions, type SubscriptionServer } from '@/graphql/subscriptions';
import type { RateLimiter } from '@/http/rateLimit';
import type { ExecuteOperation } from '@/http/prerender';

export interface GraphQLEndpointOptions {
  config: Pick<Config, 'graphql' | 'rateLimit' | 'live'>;
  features: Features;
  verifier: TokenVerifier;
  limiter: RateLimiter;
  logger: Logger;
  /** False until the groups service has loaded. */
  isServing: () => boolean;
}

/** One GraphQL schema and rule set, served three ways: HTTP, WebSocket subscriptions, and the prerender. */
export interface GraphQLEndpoint {
  /** Apollo behind Express (after the body parser), with the per-request context. */
  http: RequestHandler;
  /** Runs an operation as a guest in this process (the prerendered pages: the same for everyone). */
  executeAsGuest: ExecuteOperation;
  /** graphql-ws on `server`'s `/graphql` upgrades; `clientIp` by the HTTP side's `trust proxy` rule. */
  serveSubscriptions(server: Server, clientIp: (request: IncomingMessage) => string): SubscriptionServer;
  stop(): Promise<void>;
}

/** Starts Apollo with the configured bounds, persisted queries and rate limits. */
export async function startGraphQLEndpoint(options: GraphQLEndpointOptions): Promise<GraphQLEndpoint> {
  const { config, features, verifier, limiter, logger } = options;
  const persistedQueries = createPersistedQueryStore(config.rateLimit.redisUrl, logger);
  const server = createGraphQLServer({
    introspection: config.graphql.introspection,
    logger,
    persistedQueries,
    security: {
      validationRules: validationRules(config.graphql.limits),
      parseOptions: parseOptions(config.graphql.limits),
      plugins: [rateLimitPlugin(limiter), answerCachePlugin()],
    },
  });
  await server.start();
  let subscriptions: SubscriptionServer | null = null;
  return {
    http: expressMiddleware(server, { context: graphqlContext({ verifier, features }) }),
    async executeAsGuest(query, variables) {
      if (!options.isServing()) return { errors: [{ message: 'The groups are still loading.' }] };
      const response = await server.executeOperation(
        { query, variables },
        { contextValue: { viewer: null, ...features, requestId: 'prerender' } },
      );
      if (response.body.kind !== 'single') return { errors: [{ message: 'An incremental answer.' }] };
      return response.body.singleResult;
    },
    serveSubscriptions(httpServer, clientIp) {
      subscriptions = attachSubscriptions(httpServer, {
        schema,
        features,
        verifier,
        limits: config.live,
        validationRules: validationRules(config.graphql.limits),
        parseOptions: parseOptions(config.graphql.limits),
        clientIp,
        limiter,
        logger,
      });
      return subscriptions;
    },
    async stop() {
      await subscriptions?.close();
      await server.stop();
      await persistedQueries.close();
    },
  };
}
