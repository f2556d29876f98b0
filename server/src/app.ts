import type { Server } from 'node:http';
import express, { type Express, type Request, type RequestHandler } from 'express';
import proxyAddr from 'proxy-addr';
import type { Config } from '@/config';
import type { TokenVerifier } from '@/auth/verifier';
import type { Features } from '@/features';
import type { Logger } from '@/logger';
import { startGraphQLEndpoint } from '@/graphql/endpoint';
import type { SubscriptionServer } from '@/graphql/subscriptions';
import { graphqlErrorHandler } from '@/graphql/errors';
import { answerCache, questionOf } from '@/graphql/answerCache';
import { accountRouter } from '@/account/rest';
import { groupsRouter } from '@/groups/rest';
import { placesRouter } from '@/places/rest';
import { calendarRouter } from '@/calendar/rest';
import { groupDiscussionRouter, repliesRouter, threadsRouter } from '@/discussion/rest';
import { sessionsRouter } from '@/sessions/rest';
import { accessLog } from '@/http/accessLog';
import { AnonymousAnswers } from '@/http/anonymousAnswers';
import { authenticate } from '@/http/authenticate';
import { cacheByAudience } from '@/http/caching';
import { clientApp } from '@/http/clientApp';
import { compressResponses } from '@/http/compress';
import { cors } from '@/http/cors';
import { devEmails } from '@/http/devEmails';
import { devMail } from '@/http/devMail';
import type { MailCatcher } from '@/embedded/mailCatcher';
import { mailLinksRouter, preferencesRouter, remindersRouter } from '@/mail/rest';
import { developerPagesRouter } from '@/http/developerPages';
import { groupReportsRouter, moderationRouter, reportsRouter } from '@/moderation/rest';
import { errorHandler, notFound } from '@/http/errorHandler';
import { keptAnswers, parsedBodyOr } from '@/http/keptAnswers';
import { prerenderedPageCache, prerenderedPages, type PrerenderCache } from '@/http/prerender';
import { probes } from '@/http/probes';
import { countRead, createRateLimiter, limitByIp, limitRestMutations, type RateLimiter } from '@/http/rateLimit';
import { requestId } from '@/http/requestId';
import { securityHeaderLists, securityHeadersFrom, type HeaderList } from '@/http/securityHeaders';
import { whileStarting } from '@/http/startupGate';
import { openApiRoute } from '@/openapi/route';

export interface AppDependencies {
  config: Pick<Config, 'env' | 'publicUrl' | 'clientDist' | 'firebase' | 'graphql' | 'http' | 'rateLimit' | 'live'> &
    Partial<Pick<Config, 'map'>>;
  /** Every feature, built once (features.ts). */
  features: Features;
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
  /** The embedded development mail catcher, shown at /dev/mail; null or absent: none runs. */
  mailCatcher?: MailCatcher | null;
}

export interface App {
  app: Express;
  /** Serves GraphQL subscriptions (graphql-ws) on the WebSocket upgrades of `server`'s `/graphql`. */
  serveSubscriptions(server: Server): SubscriptionServer;
  stop(): Promise<void>;
}

/** JSON bodies above this many bytes (100 KiB) are refused with 413: no group comes close. */
export const bodyLimit = 102_400;

/**
 * The answers kept for guests (sync/publicAnswerCache.ts), one cache per kind of answer, all
 * dropped when the groups change: anonymous browses of GET /groups (kept by the groups router),
 * anonymous public GraphQL questions (graphql/answerCache.ts) and prerendered pages.
 */
interface PublicAnswers {
  rest: AnonymousAnswers;
  graphql: AnonymousAnswers;
  pages: PrerenderCache;
}

function publicAnswers(version: () => number): PublicAnswers {
  return {
    rest: new AnonymousAnswers(version),
    graphql: new AnonymousAnswers(version),
    pages: prerenderedPageCache(version),
  };
}

/** The routes in the order a request meets them; each step is built by the helpers below. */
export async function createApp(deps: AppDependencies): Promise<App> {
  const { config, features, verifier, logger } = deps;
  const limiter = deps.rateLimiter ?? (await createRateLimiter(config.rateLimit, logger));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.http.trustProxy);
  const securityHeadersOf = securityHeaderLists({ ...config, authEmulatorUrl: deps.authEmulatorUrl });
  const answers = publicAnswers(() => features.groups.version);
  const graphqlBody = express.json({ limit: bodyLimit });
  const graphql = await startGraphQLEndpoint({ ...deps, limiter });
  const starting = whileStarting(deps.isServing);
  const perIp = limitByIp(limiter);
  // In front of every API route: the audience's Cache-Control, the startup gate, the per-IP limit.
  const api = [cacheByAudience, starting, perIp];
  const client = clientApp(
    config.clientDist,
    prerenderedPages({
      clientDist: config.clientDist,
      cache: answers.pages,
      logger,
      mayRender: async (req) => !(await countRead(limiter, req)).refusal,
      execute: graphql.executeAsGuest,
    }),
  );

  // Kept answers first of all (guests', and signed-in askers' they are shared with: http/keptAnswers.ts); then what every request gets.
  app.use(keptAnswersOf(deps, answers, graphqlBody, securityHeadersOf, limiter));
  app.use(requestId, accessLog(logger), securityHeadersFrom(securityHeadersOf));
  app.use(cors(config.http.corsOrigins), compressResponses());
  app.use(probes({ ...deps, firebase: config.firebase, map: config.map }));
  app.get('/openapi.json', openApiRoute());
  app.use(developerPagesRouter(config.clientDist));
  if (deps.authEmulatorUrl && config.env !== 'production') {
    app.use('/dev/emails', devEmails(deps.authEmulatorUrl, config.firebase.projectId));
  }
  if (deps.mailCatcher && config.env !== 'production') app.use('/dev/mail', devMail(deps.mailCatcher));
  // Opened from emails, signed in or not: the link's signed token says who and what.
  app.use('/mail', starting, perIp, mailLinksRouter(features.mail));
  app.use(
    '/graphql',
    ...api,
    parsedBodyOr(graphqlBody),
    answerCache(answers.graphql),
    graphql.http,
    graphqlErrorHandler,
  );
  // Before the client's pages: a browser following a calendar link wants the file.
  app.use(calendarRouter(features.calendar, starting, perIp));
  // A browser opening /groups/<id> wants the page, not the API: serve the client first.
  app.use(
    '/groups',
    client.navigation,
    ...restApi(api, verifier, limiter),
    sessionsRouter(features.sessions),
    groupDiscussionRouter(features.discussion, features.announcements),
    remindersRouter(features.mail),
    groupReportsRouter(features.moderation, features.groups),
    groupsRouter(features.groups, answers.rest),
  );
  app.use('/me/notification-preferences', ...restApi(api, verifier, limiter), preferencesRouter(features.mail));
  app.use('/threads', ...restApi(api, verifier, limiter), threadsRouter(features.discussion));
  app.use('/replies', ...restApi(api, verifier, limiter), repliesRouter(features.discussion));
  app.use('/me', ...restApi(api, verifier, limiter), accountRouter(features.account));
  app.use('/places', ...restApi(api, verifier, limiter), placesRouter(features.places));
  app.use('/reports', ...restApi(api, verifier, limiter), reportsRouter(features.moderation));
  app.use('/moderation', ...restApi(api, verifier, limiter), moderationRouter(features.moderation));
  app.use(client.assets, client.fallback, notFound, errorHandler(logger));

  return {
    app,
    // The client IP by the same `trust proxy` rule as HTTP requests (rate limits, logs).
    serveSubscriptions: (server) => graphql.serveSubscriptions(server, clientIpOf(app)),
    async stop() {
      await graphql.stop();
      // A limiter passed in belongs to the caller.
      if (!deps.rateLimiter) await limiter.close();
    },
  };
}

/** The REST API's chain: the gate, the JSON body, the viewer, the per-user limit on writes. */
function restApi(api: RequestHandler[], verifier: TokenVerifier, limiter: RateLimiter): RequestHandler[] {
  return [...api, express.json({ limit: bodyLimit }), authenticate(verifier), limitRestMutations(limiter)];
}

/** The first middleware: guests' kept REST browses and GraphQL questions, answered before the chain. */
function keptAnswersOf(
  deps: AppDependencies,
  answers: PublicAnswers,
  graphqlBody: RequestHandler,
  securityHeadersOf: (req: Request) => HeaderList,
  limiter: RateLimiter,
): RequestHandler {
  return keptAnswers({
    answers: answers.rest,
    posted: {
      path: '/graphql',
      answers: answers.graphql,
      parseBody: graphqlBody,
      limitBytes: bodyLimit,
      keyOf: questionOf,
    },
    logger: deps.logger,
    securityHeadersOf,
    corsOrigins: deps.config.http.corsOrigins,
    isServing: deps.isServing,
    limiter,
    verifier: deps.verifier,
  });
}

/** The client address of a WebSocket upgrade, by the app's `trust proxy` setting. */
function clientIpOf(app: Express) {
  const trusted = app.get('trust proxy fn') as Parameters<typeof proxyAddr>[1];
  return (request: Parameters<typeof proxyAddr>[0]) => proxyAddr(request, trusted);
}
