import type { Notifications } from '@/notifications/service';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createApp } from '@/app';
import { connectRevocationBus, createFeatures, createIdentity, type Features } from '@/features';
import type { GroupsService } from '@/groups/service';
import { openDatabase, type Database } from '@/db/connection';
import { groupModel, type GroupModel } from '@/groups/model';
import { defaultTiming, type ChangeFeedTiming } from '@/sync/changeFeed';
import { createLogger, type Logger } from '@/logger';
import type { NotificationBus } from '@/notifications/bus';
import type { DiscussionBus } from '@/discussion/live';
import type { ThreadCacheBounds } from '@/discussion/threadCache';
import { loadConfig } from '@/config';
import type { RateLimiter } from '@/http/rateLimit';
import type { RevocationBus } from '@/auth/revocations';
import type { MailService } from '@/mail/service';
import type { OutboxOptions } from '@/mail/outbox';
import { smtpTransport } from '@/mail/transport';
import { testServices } from './env';

export interface TestApp {
  url: string;
  database: Database;
  model: GroupModel;
  groups: GroupsService;
  notifications: Notifications;
  mail: MailService;
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
  /** Where the database server is reached (e.g. a test's TCP road to it); default: the test run's FerretDB. */
  mongoUri?: string;
  /** The app's logger (default: silent). */
  logger?: Logger;
  /** How this app's read models follow other processes' writes (default: as in production). */
  sync?: Partial<ChangeFeedTiming>;
  /** How notifications reach live subscribers (default: this app's only); the test closes it. */
  notificationBus?: NotificationBus;
  /** The clock of the token checks' revocation window (AUTH_REVOCATION_CHECK_MS), for tests that move it. */
  clock?: () => number;
  /** How revocations reach the other apps (default: through the database, as without REDIS_URL); closed at stop. */
  revocations?: RevocationBus;
  /**
   * Email through a real SMTP server (the test's own, e.g. tests/support/smtp.ts) at `smtpUrl`,
   * its worker started with the app; absent: mail stays queued and no worker runs.
   */
  mail?: { smtpUrl: string; outbox?: Partial<OutboxOptions>; maxConnections?: number; now?: () => Date };
  /** How new posts reach discussion subscribers (default: this app's only); the test closes it. */
  discussionBus?: DiscussionBus;
  /** How the discussion keeps threads in memory (default: bounds.ts). */
  discussionCache?: ThreadCacheBounds;
}

/**
 * The real app (real FerretDB, real Auth Emulator tokens) in this test process, on a free
 * port and a database of its own, dropped at stop (a shared one is left to the app that made it).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // The same defaults as a real start (rate limits, GraphQL limits, CORS), overridable per test.
  const settings = loadConfig({ NODE_ENV: 'test', ...options.env });
  const { mongoUri, authEmulatorHost, projectId } = testServices();
  const logger = options.logger ?? createLogger('silent');
  const databaseName = options.databaseName ?? `test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const database = openDatabase(options.mongoUri ?? mongoUri, databaseName, logger);
  await database.connected;
  const model = groupModel(database.connection);
  const timing = { ...defaultTiming, ...options.sync };
  // As a real start without Redis: revocations reach the other apps on this database through it.
  const identity = createIdentity({
    projectId,
    emulatorHost: authEmulatorHost,
    logger,
    revocationCheckMs: settings.revocationCheckMs,
    adminUids: settings.adminUids,
    now: options.clock,
    revocations:
      options.revocations ??
      (await connectRevocationBus({
        redisUrl: null,
        connection: database.connection,
        intervalMs: timing.intervalMs,
        logger,
      })),
  });
  const mailTransport = options.mail
    ? smtpTransport({
        url: options.mail.smtpUrl,
        from: settings.mail.from,
        maxConnections: options.mail.maxConnections ?? settings.mail.maxConnections,
      })
    : null;
  // The same features as a real start (server/src/features.ts), on this test's database.
  const features = createFeatures({
    connection: database.connection,
    logger,
    publicUrl: settings.publicUrl,
    accounts: identity.accounts,
    signIns: identity.verifier,
    groups: { timing },
    notificationBus: options.notificationBus,
    mail: { transport: mailTransport, outbox: options.mail?.outbox, now: options.mail?.now },
    discussion: { postLimit: settings.rateLimit.posts, bus: options.discussionBus, cache: options.discussionCache },
    adminUids: settings.adminUids,
  });
  const { groups } = features;
  await groups.start();
  await features.mail.start();
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
    mail: features.mail,
    features,
    async stop() {
      await features.mail.stop();
      mailTransport?.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.stop();
      await groups.close();
      await identity.close();
      // A database named by the caller belongs to the app that made it: another app may still use it.
      if (options.databaseName === undefined) await database.connection.dropDatabase();
      await database.close();
    },
  };
}
