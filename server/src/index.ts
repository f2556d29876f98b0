import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import { createApp } from '@/app';
import { createTokenVerifier } from '@/auth/verifier';
import { ConfigError, loadConfig } from '@/config';
import { connectDatabase } from '@/db/connection';
import { startServices } from '@/embedded/services';
import { groupModel } from '@/groups/model';
import { seedDemoGroups } from '@/groups/seed';
import { createGroupsService } from '@/groups/service';
import { createLogger } from '@/logger';

/** Boot: config → embedded services → database → groups → app → listen; and the way back down. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
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
  process.once('SIGINT', () => void shutdown('SIGINT', 0));
  process.once('SIGTERM', () => void shutdown('SIGTERM', 0));

  try {
    const services = await startServices(config, logger);
    cleanups.push(services.stop);

    const database = await connectDatabase(services.mongoUri, config.database.dbName);
    cleanups.push(database.close);

    const model = groupModel(database.connection);
    if (config.seedDemoData) {
      const seeded = await seedDemoGroups(model, config.publicUrl);
      if (seeded > 0) logger.info('seeded demo groups', { count: seeded });
    }
    const groups = createGroupsService(database.connection);
    await groups.start();

    const verifier = createTokenVerifier({
      projectId: config.firebase.projectId,
      emulatorHost: services.authEmulatorHost,
      logger,
    });
    cleanups.push(verifier.close);

    const { app, stop } = await createApp({
      config,
      groups,
      verifier,
      authEmulatorUrl: services.authEmulatorHost ? `http://${services.authEmulatorHost}` : null,
      isDatabaseReady: database.isReady,
      logger,
    });
    cleanups.push(stop);

    const server = await listen(app, config.port, config.host);
    cleanups.push(() => closeServer(server));
    logger.info(`HobbyHub is ready at http://${config.host}:${config.port}`, {
      graphql: `http://${config.host}:${config.port}/graphql`,
      database: config.database.kind === 'embedded' ? `embedded FerretDB (${config.database.handler})` : 'MONGODB_URI',
      auth: services.authEmulatorHost ? `Auth Emulator at ${services.authEmulatorHost}` : 'Firebase',
    });
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

void main();
