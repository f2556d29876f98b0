import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@/logger';
import { projectRoot } from '@/projectRoot';
import { startChild, type RunningChild } from '@/embedded/child';
import { freePort, isListening } from '@/embedded/ports';

export interface AuthEmulatorOptions {
  port: number;
  projectId: string;
  /** Accounts are exported here on exit and imported on the next start; omit for throwaway runs. */
  dataDir?: string;
  workDir: string;
  logger: Logger;
}

const firebaseCli = path.join(projectRoot, 'node_modules', '.bin', 'firebase');
/** Makes the emulator stop by itself if the app is killed outright (see the script). */
const exitWithParent = path.join(projectRoot, 'scripts', 'exit-with-parent.cjs');

/**
 * Starts the Firebase Auth Emulator (firebase-tools, fully offline) and resolves once it answers.
 * Its ID tokens are unsigned, which is why config.ts refuses emulator settings in production.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<RunningChild & { host: string }> {
  if (!options.projectId.startsWith('demo-')) {
    throw new Error(`The Auth Emulator runs only with a demo- project id, not "${options.projectId}".`);
  }
  if (await isListening(options.port)) {
    throw new Error(
      `Port ${options.port} is already in use, so the Auth Emulator cannot start. ` +
        'Stop whatever uses it, or set AUTH_EMULATOR_PORT (or FIREBASE_AUTH_EMULATOR_HOST to use a running emulator).',
    );
  }
  mkdirSync(options.workDir, { recursive: true });
  removeInterruptedExports(options.workDir, options.logger);
  const configFile = path.join(options.workDir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: options.port },
        // The hub and logging ports default to 4400/4500 for every emulator: free ones let
        // several instances (dev server, tests) run side by side.
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const persistence = options.dataDir
    ? [
        ...(existsSync(path.join(options.dataDir, 'firebase-export-metadata.json'))
          ? ['--import', options.dataDir]
          : []),
        '--export-on-exit',
        options.dataDir,
      ]
    : [];
  const host = `127.0.0.1:${options.port}`;
  const child = await startChild({
    name: 'Firebase Auth Emulator',
    command: firebaseCli,
    args: ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', configFile, ...persistence],
    cwd: options.workDir,
    // No update checks or usage reporting: this machine may be offline, and that is fine.
    env: {
      ...process.env,
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: 'true',
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(exitWithParent)}`].filter(Boolean).join(' '),
    },
    isReady: async () => (await fetch(`http://${host}/`)).ok,
    // firebase-tools loads a large tree of modules: about 10 s here, over a minute on a machine
    // whose cores are busy with other work (seen with several test runs side by side).
    timeoutMs: 180_000,
    logger: options.logger,
  });
  return Object.assign(child, { host });
}

/**
 * The emulator exports into a `firebase-export-<time>` folder of its working directory and then
 * moves it into place; an export cut short (the app killed while stopping) leaves that folder
 * behind, and they would pile up across restarts. A finished export is never among them.
 */
function removeInterruptedExports(workDir: string, logger: Logger): void {
  const leftovers = readdirSync(workDir).filter((name) => name.startsWith('firebase-export-'));
  for (const name of leftovers) rmSync(path.join(workDir, name), { recursive: true, force: true });
  if (leftovers.length > 0) logger.info('removed interrupted Auth Emulator exports', { count: leftovers.length });
}
