import type { IncomingMessage, Server } from 'node:http';
import express, { type Express } from 'express';
import proxyAddr from 'proxy-addr';
import { expressMiddleware } from '@as-integrations/express5';
import type { Config } from '@/config';
import type { TokenVerifier } from '@/auth/verifier';
import type { Logger } from '@/logger';
import { createGraphQLServer, schema } from '@/graphql/server';
import { createPersistedQueryStore } from '@/graphql/persistedQueries';
import { attachSubscriptions, type SubscriptionServer } from '@/graphql/subscriptions';
import { graphqlContext } from '@/graphql/context';
import { graphqlErrorHandler } from '@/graphql/errors';
import { accountRouter } from '@/account/rest';
import type { AccountService } from '@/account/service';
import { groupsRouter } from '@/groups/rest';
import type { GroupsService } from '@/groups/service';
import { calendarRouter } from '@/calendar/rest';
import type { CalendarService } from '@/calendar/service';
import { sessionsRouter } from '@/sessions/rest';
import type { SessionsService } from '@/sessions/service';
import type { Notifications } from '@/notifications/service';
import { accessLog } from '@/http/accessLog';
import { authenticate } from '@/http/authenticate';
import { clientApp } from '@/http/clientApp';
import { compressResponses } from '@/http/compress';
import { prerenderedPages } from '@/http/prerender';
import { devEmails } from '@/http/devEmails';
import { errorHandler, notFound } from '@/http/errorHandler';
import { probes } from '@/http/probes';
import { requestId } from '@/http/requestId';
import { cors } from '@/http/cors';
import { countRead, createRateLimiter, limitByIp, limitRestMutations, type RateLimiter } from '@/http/rateLimit';
import { securityHeaderLists, securityHeadersFrom } from '@/http/securityHeaders';
import { AnonymousAnswers } from '@/http/anonymousAnswers';
import { keptAnswers, parsedBodyOr } from '@/http/keptAnswers';
import { whileStarting } from '@/http/startupGate';
import { cacheByAudience } from '@/http/caching';
import { openApiRoute } from '@/openapi/route';
import { developerPagesRouter } from '@/http/developerPages';
import { parseOptions, rateLimitPlugin, validationRules } from '@/graphql/limits';
import { answerCache, answerCachePlugin, questionOf } from '@/graphql/answerCache';

export interface AppDependencies {
  config: Pick<Config, 'env' | 'publicUrl' | 'clientDist' | 'firebase' | 'graphql' | 'http' | 'rateLimit' | 'live'>;
  groups: GroupsService;
  /** Schedules, sessions and RSVPs of the groups (sessions/service.ts). */
  sessions: SessionsService;
  account: AccountService;
  calendar: CalendarService;
  notifications: Notifications;
  verifier: TokenVerifier;
  /** The browser-facing Auth Emulator URL, or null with real Firebase. */
  authEmulatorUrl: string | null;
  /** Resolves true when the database answers. */
  isDatabaseReady: () => Promise<boolean>;
  /** False until the groups service has loaded (e.g. while the database is still down at boot). */
  isServing: () => boolean;
  logger: Logger;
  /** A limiter of the caller's (tests: a Redis store with its own key prefix); default: from config.rateLimit. */
  rateLimiter?: RateLimiter;
}

export interface App {
  app: Express;
  /** Serves GraphQL subscriptions (graphql-ws) on the WebSocket upgrades of `server`'s `/graphql`. */
  serveSubscriptions(server: Server): SubscriptionServer;
  stop(): Promise<void>;
}

/** JSON bodies above this many bytes (100 KiB) are refused with 413: no group comes close. */
export const bodyLimit = 102_400;

export async function createApp(deps: AppDependencies): Promise<App> {
  const { config, groups, sessions, account, calendar, notifications, verifier, logger } = deps;
  const limiter = deps.rateLimiter ?? (await createRateLimiter(config.rateLimit, logger));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.http.trustProxy);
  const securityHeadersOf = securityHeaderLists({
    env: config.env,
    publicUrl: config.publicUrl,
    firebase: config.firebase,
    authEmulatorUrl: deps.authEmulatorUrl,
    clientDist: config.clientDist,
  });
  // Anonymous browses of GET /groups, kept by the groups router and answered first of all.
  const restAnswers = new AnonymousAnswers(() => groups.version);
  // Anonymous public GraphQL questions, kept by answerCache and answered first of all too.
  const graphqlAnswers = new AnonymousAnswers(() => groups.version);
  const graphqlBody = express.json({ limit: bodyLimit });
  app.use(
    keptAnswers({
      answers: restAnswers,
      posted: {
        path: '/graphql',
        answers: graphqlAnswers,
        parseBody: graphqlBody,
        limitBytes: bodyLimit,
        keyOf: questionOf,
      },
      logger,
      securityHeadersOf,
      corsOrigins: config.http.corsOrigins,
      isServing: deps.isServing,
      limiter,
    }),
  );
  app.use(requestId);
  app.use(accessLog(logger));
  app.use(securityHeadersFrom(securityHeadersOf));
  app.use(cors(config.http.corsOrigins));
  app.use(compressResponses());

  app.use(
    probes({
      firebase: config.firebase,
      authEmulatorUrl: deps.authEmulatorUrl,
      isDatabaseReady: deps.isDatabaseReady,
      isServing: deps.isServing,
    }),
  );

  app.get('/openapi.json', openApiRoute());
  app.use(developerPagesRouter(config.clientDist));

  if (deps.authEmulatorUrl && config.env !== 'production') {
    app.use('/dev/emails', devEmails(deps.authEmulatorUrl, config.firebase.projectId));
  }

  const starting = whileStarting(deps.isServing);

  const persistedQueries = createPersistedQueryStore(config.rateLimit.redisUrl, logger);
  const graphql = createGraphQLServer({
    introspection: config.graphql.introspection,
    logger,
    persistedQueries,
    security: {
      validationRules: validationRules(config.graphql.limits),
      parseOptions: parseOptions(config.graphql.limits),
      plugins: [rateLimitPlugin(limiter), answerCachePlugin()],
    },
  });
  await graphql.start();
  app.use(
    '/graphql',
    cacheByAudience,
    starting,
    limitByIp(limiter),
    parsedBodyOr(graphqlBody),
    answerCache(graphqlAnswers),
    expressMiddleware(graphql, {
      context: graphqlContext({ verifier, groups, sessions, account, calendar, notifications }),
    }),
    graphqlErrorHandler,
  );

  const client = clientApp(
    config.clientDist,
    prerenderedPages({
      clientDist: config.clientDist,
      version: () => groups.version,
      logger,
      mayRender: async (req) => !(await countRead(limiter, req)).refusal,
      // As a guest, whoever asks: the prerendered page is the same for everyone.
      execute: async (query, variables) => {
        if (!deps.isServing()) return { errors: [{ message: 'The groups are still loading.' }] };
        const response = await graphql.executeOperation(
          { query, variables },
          {
            contextValue: { viewer: null, groups, sessions, account, calendar, notifications, requestId: 'prerender' },
          },
        );
        if (response.body.kind !== 'single') return { errors: [{ message: 'An incremental answer.' }] };
        return response.body.singleResult;
      },
    }),
  );
  // Before the client's pages: a browser following a calendar link wants the file.
  app.use(calendarRouter(calendar, starting, limitByIp(limiter)));
  // A browser opening /groups/<id> wants the page, not the API: serve the client first.
  app.use(
    '/groups',
    client.navigation,
    cacheByAudience,
    starting,
    limitByIp(limiter),
    express.json({ limit: bodyLimit }),
    authenticate(verifier),
    limitRestMutations(limiter),
    sessionsRouter(sessions),
    groupsRouter(groups, restAnswers),
  );
  app.use(
    '/me',
    cacheByAudience,
    starting,
    limitByIp(limiter),
    express.json({ limit: bodyLimit }),
    authenticate(verifier),
    limitRestMutations(limiter),
    accountRouter(account),
  );
  app.use(client.assets);
  app.use(client.fallback);
  app.use(notFound);
  app.use(errorHandler(logger));

  let subscriptions: SubscriptionServer | null = null;
  return {
    app,
    serveSubscriptions(server) {
      // The client IP by the same `trust proxy` rule as HTTP requests (rate limits, logs).
      const trusted = app.get('trust proxy fn') as Parameters<typeof proxyAddr>[1];
      subscriptions = attachSubscriptions(server, {
        schema,
        groups,
        sessions,
        account,
        calendar,
        notifications,
        verifier,
        limits: config.live,
        validationRules: validationRules(config.graphql.limits),
        parseOptions: parseOptions(config.graphql.limits),
        clientIp: (request: IncomingMessage) => proxyAddr(request, trusted),
        limiter,
        logger,
      });
      return subscriptions;
    },
    async stop() {
      await subscriptions?.close();
      await graphql.stop();
      await persistedQueries.close();
      // A limiter passed in belongs to the caller.
      if (!deps.rateLimiter) await limiter.close();
    },
  };
}
