import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startChild } from '@/embedded/child';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { appEnvironment, appNodeOptions } from '@/memory';
import { testServices } from './env';

export interface E2EApp {
  baseUrl: string;
  authEmulatorHost: string;
  projectId: string;
  stop(): Promise<void>;
}

const root = path.resolve(__dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the app once per test run (`npm run build`), whichever browser suite asks first; the
 * others wait for it. mkdir is atomic, so exactly one worker wins the lock.
 */
export async function ensureBuilt(): Promise<void> {
  const base = path.join(process.env.TEST_SCRATCH_DIR ?? root, `build-${process.env.TEST_RUN_ID ?? 'local'}`);
  const [lock, done, failed] = ['.lock', '.done', '.failed'].map((suffix) => base + suffix) as [string, string, string];
  try {
    mkdirSync(lock);
  } catch {
    for (let waited = 0; waited < 300_000; waited += 500) {
      if (existsSync(done)) return;
      if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
      await sleep(500);
    }
    throw new Error('Timed out waiting for another worker to build the app.');
  }
  try {
    await promisify(execFile)('npm', ['run', 'build'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    writeFileSync(done, '');
  } catch (error) {
    writeFileSync(failed, `npm run build failed: ${String(error)}`);
    throw error;
  }
}

export interface BuiltApp {
  baseUrl: string;
  /** The app's process id (for signals). */
  pid: number | undefined;
  /** Resolves with the exit code once the process exits. */
  exited: Promise<number | null>;
  /** What it logged lately (see RunningChild.output). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built app (`npm run build`, once per run) as `npm start` runs it, in a child process on
 * a free port. `env` adds to or overrides the defaults (the run's FerretDB and Auth Emulator,
 * a database of its own, no demo data).
 */
export async function startBuiltApp(env: NodeJS.ProcessEnv = {}, port?: number): Promise<BuiltApp> {
  const { mongoUri, authEmulatorHost, projectId } = testServices();
  await ensureBuilt();
  const appPort = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${appPort}`;
  const child = await startChild({
    name: 'HobbyHub (built)',
    command: process.execPath,
    args: [...appNodeOptions, path.join(root, 'server/dist/index.js')],
    cwd: root,
    env: {
      ...appEnvironment,
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      MONGODB_URI: mongoUri,
      MONGODB_DB: `app_${randomUUID().replace(/-/g, '').slice(0, 12)}`,
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    isReady: async () => (await fetch(`${baseUrl}/healthz`)).ok,
    // An app that starts its own Auth Emulator listens only once the emulator is up (20 s and
    // more on a busy 2-core machine).
    timeoutMs: env.FIREBASE_AUTH_EMULATOR_HOST === '' ? 120_000 : 30_000,
    logger: createLogger('warn'),
  });
  return { baseUrl, pid: child.pid, exited: child.exited, output: child.output, stop: child.stop };
}

/** The built app with demo data (and `env`), for the browser tests; resolves once it is ready. */
export async function startE2EApp(env: NodeJS.ProcessEnv = {}): Promise<E2EApp> {
  const { authEmulatorHost, projectId } = testServices();
  const app = await startBuiltApp({ SEED_DEMO_DATA: 'true', ...env });
  for (let waited = 0; !(await fetch(`${app.baseUrl}/readyz`)).ok; waited += 100) {
    if (waited > 30_000) throw new Error('The app did not become ready within 30 s.');
    await sleep(100);
  }
  return { baseUrl: app.baseUrl, authEmulatorHost, projectId, stop: app.stop };
}
