import express, { type Express } from 'express';
import { expressMiddleware } from '@as-integrations/express5';
import { GraphQLError } from 'graphql';
import type { Config } from '@/config';
import { DomainError } from '@/errors';
import type { TokenVerifier } from '@/auth/verifier';
import type { Logger } from '@/logger';
import { createGraphQLServer } from '@/graphql/server';
import type { GraphQLContext } from '@/graphql/context';
import { groupsRouter } from '@/groups/rest';
import type { GroupsService } from '@/groups/service';
import { authenticate } from '@/http/authenticate';
import { clientApp } from '@/http/clientApp';
import { errorHandler, notFound } from '@/http/errorHandler';
import { requestId } from '@/http/requestId';

export interface AppDependencies {
  config: Pick<Config, 'env' | 'clientDist' | 'firebase' | 'graphql'>;
  groups: GroupsService;
  verifier: TokenVerifier;
  /** The browser-facing Auth Emulator URL, or null with real Firebase. */
  authEmulatorUrl: string | null;
  /** Resolves true when the database answers. */
  isDatabaseReady: () => Promise<boolean>;
  logger: Logger;
}

export interface App {
  app: Express;
  stop(): Promise<void>;
}

/** JSON bodies above this are refused with 413: no group comes close. */
export const bodyLimit = '100kb';

export async function createApp(deps: AppDependencies): Promise<App> {
  const { config, groups, verifier, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.use(requestId);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await deps.isDatabaseReady().catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unavailable' });
  });
  app.get('/app-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({
      firebase: {
        apiKey: config.firebase.apiKey,
        authDomain: config.firebase.authDomain,
        projectId: config.firebase.projectId,
      },
      authEmulatorUrl: deps.authEmulatorUrl,
    });
  });

  const graphql = createGraphQLServer({
    introspection: config.graphql.introspection,
    logger,
  });
  await graphql.start();
  app.use(
    '/graphql',
    express.json({ limit: bodyLimit }),
    expressMiddleware(graphql, {
      context: async ({ req, res }): Promise<GraphQLContext> => {
        try {
          const viewer = await verifier.viewerFrom(req.get('authorization'));
          return { viewer, groups, requestId: res.locals.requestId as string };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          throw new GraphQLError(error.message, {
            originalError: error,
            extensions: { code: error.code, http: { status: error.httpStatus } },
          });
        }
      },
    }),
  );

  const client = clientApp(config.clientDist);
  // A browser opening /groups/<id> wants the page, not the API: serve the client first.
  app.use(
    '/groups',
    client.navigation,
    express.json({ limit: bodyLimit }),
    authenticate(verifier),
    groupsRouter(groups),
  );
  app.use(client.assets);
  app.use(client.navigation);
  app.use(notFound);
  app.use(errorHandler(logger));

  return { app, stop: () => graphql.stop() };
}
