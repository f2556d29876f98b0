import type { Notifications } from '@/notifications/service';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createApp } from '@/app';
import { createFeatures, createIdentity, type Features } from '@/features';
import type { GroupsService } from '@/groups/service';
import { openDatabase, type Database } from '@/db/connection';
import { groupModel, type GroupModel } from '@/groups/model';
import { defaultTiming, type ChangeFeedTiming } from '@/sync/changeFeed';
import { createLogger, type Logger } from '@/logger';
import type { NotificationBus } from '@/notifications/bus';
import type { DiscussionBus } from '@/discussion/live';
import { loadConfig } from '@/config';
import type { RateLimiter } from '@/http/rateLimit';
import { testServices } from './env';

export interface TestApp {
  url: string;
  database: Database;
  model: GroupModel;
  groups: GroupsService;
  notifications: Notifications;
  features: Features;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  /** Settings as environment variables (e.g. RATE_LIMIT_READS, CORS_ORIGINS), parsed by loadConfig. */
  env?: Record<string, string>;
  /** A rate limiter of the test's own (e.g. on Redis with a unique key prefix). */
  rateLimiter?: RateLimiter;
  /** Share this database with other test apps (as several app processes would); default: a new one. */
  databaseName?: string;
  /** The app's logger (default: silent). */
  logger?: Logger;
  /** How this app's read models follow other processes' writes (default: as in production). */
  sync?: Partial<ChangeFeedTiming>;
  /** How notifications reach live subscribers (default: this app's only); the test closes it. */
  notificationBus?: NotificationBus;
  /** How new posts reach discussion subscribers (default: this app's only); the test closes it. */
  discussionBus?: DiscussionBus;
}

/**
 * The real app (real FerretDB, real Auth Emulator tokens) in this test process, on a free
 * port and a database of its own, dropped at stop.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // The same defaults as a real start (rate limits, GraphQL limits, CORS), overridable per test.
  const settings = loadConfig({ NODE_ENV: 'test', ...options.env });
  const { mongoUri, authEmulatorHost, projectId } = testServices();
  const logger = options.logger ?? createLogger('silent');
  const databaseName = options.databaseName ?? `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const database = openDatabase(mongoUri, databaseName, logger);
  await database.connected;
  const model = groupModel(database.connection);
  const identity = createIdentity({ projectId, emulatorHost: authEmulatorHost, logger });
  // The same features as a real start (server/src/features.ts), on this test's database.
  const features = createFeatures({
    connection: database.connection,
    logger,
    publicUrl: settings.publicUrl,
    accounts: identity.accounts,
    groups: { timing: { ...defaultTiming, ...options.sync } },
    notificationBus: options.notificationBus,
    discussion: { postLimit: settings.rateLimit.posts, bus: options.discussionBus },
  });
  const { groups } = features;
  await groups.start();
  const app = await createApp({
    config: {
      env: 'test',
      publicUrl: settings.publicUrl,
      clientDist: '/nonexistent',
      firebase: {
        projectId,
        apiKey: 'test-key',
        authDomain: 'localhost',
        emulator: { kind: 'external', host: authEmulatorHost },
      },
      graphql: settings.graphql,
      http: settings.http,
      rateLimit: settings.rateLimit,
      live: settings.live,
    },
    features,
    verifier: identity.verifier,
    authEmulatorUrl: `http://${authEmulatorHost}`,
    isDatabaseReady: database.isReady,
    isServing: () => groups.started,
    logger,
    rateLimiter: options.rateLimiter,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  app.serveSubscriptions(server);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    model,
    groups,
    notifications: features.notifications,
    features,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.stop();
      await groups.close();
      await identity.close();
      await database.connection.dropDatabase();
      await database.close();
    },
  };
}
