import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import { createApp } from '@/app';
import {
  connectDiscussionBus,
  connectNotificationBus,
  connectRevocationBus,
  createFeatures,
  createIdentity,
} from '@/features';
import { ConfigError, loadConfig } from '@/config';
import { openDatabase } from '@/db/connection';
import { startServices } from '@/embedded/services';
import { groupModel } from '@/groups/model';
import { seedDemoGroups } from '@/groups/seed';
import { seedDemoPeople } from '@/demo/people';
import { defaultTiming } from '@/sync/changeFeed';
import { createLogger } from '@/logger';
import { collectBootGarbage, limitHeapGrowth } from '@/memory';
import { startMailCatcher, type MailCatcher } from '@/embedded/mailCatcher';
import { smtpTransport } from '@/mail/transport';
import { connectReportBus } from '@/moderation/live';

/** Boot: config → embedded services → database → features (features.ts) → app → listen; and the way back down. */
async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  const logger = createLogger(
    config.logLevel,
    config.logFormat ?? (config.env === 'development' && process.stderr.isTTY ? 'pretty' : 'json'),
  );
  const cleanups: (() => Promise<void>)[] = [];
  let stopping = false;

  const shutdown = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { reason });
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => logger.error('error while shutting down', { error }));
    }
    process.exit(exitCode);
  };
  // A second Ctrl-C means "now": exit at once, through process.exit, whose exit hook still
  // kills the embedded services (a signal's default action would orphan them).
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    void shutdown(signal, 0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const services = await startServices(config, logger);
    cleanups.push(services.stop);

    const database = openDatabase(services.mongoUri, config.database.dbName, logger);
    cleanups.push(database.close);
    const notificationBus = await connectNotificationBus(config.rateLimit.redisUrl, logger);
    cleanups.push(() => notificationBus.close());
    const discussionBus = await connectDiscussionBus(config.rateLimit.redisUrl, logger);
    cleanups.push(() => discussionBus.close());
    const reportBus = await connectReportBus(config.rateLimit.redisUrl, logger);
    cleanups.push(() => reportBus.close());
    const identity = createIdentity({
      projectId: config.firebase.projectId,
      emulatorHost: services.authEmulatorHost,
      logger,
      revocationCheckMs: config.revocationCheckMs,
      adminUids: config.adminUids,
      revocations: await connectRevocationBus({
        redisUrl: config.rateLimit.redisUrl,
        connection: database.connection,
        intervalMs: config.readModelSyncMs,
        logger,
      }),
    });
    cleanups.push(identity.close);
    // Without SMTP_URL outside production, mail goes to a catcher of our own (shown at /dev/mail).
    let mailCatcher: MailCatcher | null = null;
    if (config.mail.transport?.kind === 'catcher') {
      // A second app process on this machine (or anything else) may hold the port: any free one will do.
      const wanted = config.mail.transport.port;
      mailCatcher = await startMailCatcher(wanted, logger).catch(() => startMailCatcher(0, logger));
      if (mailCatcher.port !== wanted)
        logger.warn('mail catcher port taken; using another', { port: mailCatcher.port });
      cleanups.push(mailCatcher.close);
    }
    const mailUrl =
      config.mail.transport?.kind === 'smtp'
        ? config.mail.transport.url
        : mailCatcher
          ? `smtp://127.0.0.1:${mailCatcher.port}`
          : null;
    const mailTransport = mailUrl
      ? smtpTransport({ url: mailUrl, from: config.mail.from, maxConnections: config.mail.maxConnections })
      : null;
    if (mailTransport) cleanups.push(async () => mailTransport.close());
    else logger.warn('no SMTP_URL: email waits in the outbox until one is set');
    const features = createFeatures({
      connection: database.connection,
      logger,
      publicUrl: config.publicUrl,
      accounts: identity.accounts,
      signIns: identity.verifier,
      notificationBus,
      mail: {
        transport: mailTransport,
        outbox: { leaseMs: config.mail.leaseMs, sendConcurrency: config.mail.maxConnections },
      },
      discussion: { bus: discussionBus, postLimit: config.rateLimit.posts },
      reportBus,
      adminUids: config.adminUids,
      groups: {
        timing: { ...defaultTiming, intervalMs: config.readModelSyncMs },
        seatRepairAfterMs: config.seatRepairAfterMs,
        // Only the embedded database runs only while this app does (see groups/snapshot.ts).
        snapshotFile:
          config.database.kind === 'embedded'
            ? path.join(config.dataDir, 'read-model', `${config.database.handler}-${config.database.dbName}.bson`)
            : null,
      },
    });
    const { groups } = features;
    // Runs after the server stopped (cleanups run in reverse), so no write is left out.
    cleanups.push(() =>
      groups.close().catch((error: unknown) => logger.warn('could not save the read models', { error })),
    );

    let seedingPeople = false;
    const { app, stop, serveSubscriptions } = await createApp({
      config,
      features,
      verifier: identity.verifier,
      authEmulatorUrl: services.authEmulatorHost ? `http://${services.authEmulatorHost}` : null,
      isDatabaseReady: database.isReady,
      // Freshly seeded demo groups get their members before the first visitor sees them.
      isServing: () => groups.started && !seedingPeople,
      logger,
      mailCatcher,
    });
    cleanups.push(stop);

    // Listen before the database answers: /healthz works at once, /readyz and the API say 503
    // until the groups are loaded, and nothing needs a restart when the database comes up late.
    const server = await listen(app, config.port, config.host);
    cleanups.push(() => closeServer(server));
    // Before the server closes (cleanups run in reverse): open sockets would hold its close up.
    const subscriptions = serveSubscriptions(server);
    cleanups.push(() => subscriptions.close());
    logger.info(`HobbyHub is listening at http://${config.host}:${config.port}`, {
      graphql: `http://${config.host}:${config.port}/graphql`,
      database: config.database.kind === 'embedded' ? `embedded FerretDB (${config.database.handler})` : 'MONGODB_URI',
      auth: services.authEmulatorHost ? `Auth Emulator at ${services.authEmulatorHost}` : 'Firebase',
    });
    if (mailCatcher) {
      logger.info(`Email the app sends (no SMTP_URL): http://${config.host}:${config.port}/dev/mail`);
    }
    if (services.authEmulatorHost) {
      logger.info(`Emails the Auth Emulator sends (password resets): http://${config.host}:${config.port}/dev/emails`);
    }

    void (async () => {
      await database.connected;
      for (;;) {
        try {
          const seeded = config.seedDemoData
            ? await seedDemoGroups(groupModel(database.connection), config.publicUrl)
            : 0;
          if (seeded > 0) logger.info('seeded demo groups', { count: seeded });
          seedingPeople = seeded > 0;
          await groups.start({ trustSnapshot: seeded === 0 });
          logger.info('loaded the groups', { from: groups.loadedFrom, collectedMs: collectBootGarbage() });
          if (seedingPeople) {
            // Demo members are a nicety: the app serves without them when they cannot be added.
            await seedDemoPeople(
              features,
              groupModel(database.connection),
              services.authEmulatorHost ? identity.accounts : null,
            )
              .then((turnout) => logger.info('seeded demo members', { ...turnout }))
              .catch((error: unknown) =>
                logger.warn('could not seed demo members', { error: (error as Error).message }),
              )
              .finally(() => {
                seedingPeople = false;
              });
          }
          await features.mail.start();
          // Before the transport closes (cleanups run in reverse): a send in flight finishes.
          cleanups.push(() => features.mail.stop());
          groups.reconciled.then(
            (found) => found && logger.info('checked the snapshot against the database', { ...found }),
            (error: unknown) =>
              logger.warn('could not check the snapshot against the database', { error: (error as Error).message }),
          );
          logger.info(`HobbyHub is ready at http://${config.host}:${config.port}`);
          return;
        } catch (error) {
          if (stopping) return;
          logger.warn('could not load the groups yet; retrying', { error: (error as Error).message });
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    })().catch(() => undefined); // closed before the database ever answered
  } catch (error) {
    logger.error(error instanceof ConfigError ? error.message : 'failed to start', { error });
    await shutdown('start-up failed', 1);
  }
}

function listen(app: Express, port: number, host: string) {
  return new Promise<Server>((resolve, reject) => {
    const server = createServer(app);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Stops accepting, lets in-flight requests finish (10 s at most), then closes idle keep-alives. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 10_000).unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

process.on('unhandledRejection', (reason) => {
  process.stderr.write(`unhandled rejection: ${String(reason)}\n`);
});

// A bad configuration (e.g. emulator settings in production) throws before the logger exists:
// say why on stderr and exit non-zero, so supervisors and CI see the refusal.
main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : `failed to start: ${String(error)}`}\n`);
  process.exit(1);
});
