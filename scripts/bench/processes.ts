/** The processes a bench runs: the database and Auth Emulator, the built app, the baseline; and stopping them. */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import { MongoClient } from 'mongodb';
import { startAuthEmulator } from '@/embedded/authEmulator';
import { startChild, type RunningChild } from '@/embedded/child';
import { startFerretdb } from '@/embedded/ferretdb';
import { freePort } from '@/embedded/ports';
import type { createLogger } from '@/logger';
import { appEnvironment, appNodeOptions } from '@/memory';
import { projectRoot } from '@/projectRoot';
import type { BenchOptions } from './options';

/** Things to stop, last started first; `run` is safe to call twice (signal + finally). */
export class Cleanup {
  private readonly steps: { name: string; run: () => Promise<void> | void }[] = [];
  add(name: string, run: () => Promise<void> | void): void {
    this.steps.push({ name, run });
  }
  async run(log: (line: string) => void): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await step.run();
      } catch (error) {
        log(`cleanup: ${step.name} failed: ${String(error)}`);
      }
    }
  }
}

/** Esbuild-bundles a TypeScript entry of the bench into `outDir` (the baseline server). */
export async function bundle(entry: string, outDir: string): Promise<string> {
  const outfile = path.join(outDir, `${path.basename(entry, '.ts')}.js`);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

export interface Services {
  mongoUri: string;
  authHost: string;
  /** A fresh database, dropped by `cleanup`. */
  dbName: string;
  client: MongoClient;
}

type Logger = ReturnType<typeof createLogger>;

/** FerretDB (SQLite) and the Auth Emulator on loopback, or the running ones `options` names. */
export async function startServices(
  options: Pick<BenchOptions, 'mongoUri' | 'authEmulatorHost' | 'projectId' | 'log'>,
  cleanup: Cleanup,
  scratch: string,
  logger: Logger,
): Promise<Services> {
  const { log } = options;
  let mongoUri = options.mongoUri;
  let authHost = options.authEmulatorHost;
  const starting: Promise<void>[] = [];
  if (!mongoUri) {
    log('starting FerretDB (SQLite)…');
    starting.push(
      freePort().then(async (port) => {
        const ferretdb = await startFerretdb({
          port,
          handler: 'sqlite',
          dataDir: path.join(scratch, 'ferretdb'),
          postgresqlUrl: '',
          logger,
        });
        cleanup.add('FerretDB', ferretdb.stop);
        mongoUri = ferretdb.uri;
      }),
    );
  }
  if (!authHost) {
    log('starting the Auth Emulator…');
    starting.push(
      freePort().then(async (port) => {
        const emulator = await startAuthEmulator({
          port,
          projectId: options.projectId,
          workDir: path.join(scratch, 'auth-emulator'),
          logger,
        });
        cleanup.add('Auth Emulator', emulator.stop);
        authHost = emulator.host;
      }),
    );
  }
  await Promise.all(starting);
  if (!mongoUri || !authHost) throw new Error('services did not start');
  const dbName = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const client = await new MongoClient(mongoUri).connect();
  cleanup.add('database', async () => {
    await client.db(dbName).dropDatabase();
    await client.close();
  });
  return { mongoUri, authHost, dbName, client };
}

/** How the benches run the built app: on loopback, without demo data, plus `settings`. */
export function benchAppEnvironment(appPort: number, settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...appEnvironment,
    ...process.env,
    // Not production: production refuses the (unsigned) Auth Emulator tokens.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    ...settings,
  };
}

/** Starts the built app on loopback, rate limits off (plus `settings`), and waits for `/readyz`. */
export async function startApp(
  options: Pick<BenchOptions, 'serverEntry' | 'appNodeArgs' | 'projectId'>,
  cleanup: Cleanup,
  services: Pick<Services, 'mongoUri' | 'authHost' | 'dbName'>,
  logger: Logger,
  settings: NodeJS.ProcessEnv = {},
): Promise<{ app: RunningChild; appUrl: string; serverEntry: string; timeToReadyMs: number }> {
  const { mongoUri, authHost, dbName } = services;
  const serverEntry = options.serverEntry ?? path.join(projectRoot, 'server', 'dist', 'index.js');
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const spawned = performance.now();
  const app: RunningChild = await startChild({
    name: 'HobbyHub (bench)',
    command: process.execPath,
    args: [...appNodeOptions, ...(options.appNodeArgs ?? []), serverEntry],
    cwd: projectRoot,
    env: benchAppEnvironment(appPort, {
      MONGODB_URI: mongoUri,
      MONGODB_DB: dbName,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      FIREBASE_PROJECT_ID: options.projectId,
      // One client IP sending thousands of requests a second is the point here, not an attack.
      RATE_LIMIT_ENABLED: 'false',
      ...settings,
    }),
    isReady: async () => (await fetch(`${appUrl}/readyz`)).ok,
    timeoutMs: 180_000,
    logger,
  });
  const timeToReadyMs = Math.round(performance.now() - spawned);
  cleanup.add('app', app.stop);
  return { app, appUrl, serverEntry, timeToReadyMs };
}
