import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { startChild, type RunningChild } from '@/embedded/child';
import { freePort, isListening } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { appNodeOptions } from '@/memory';
import { projectRoot } from '@/projectRoot';
import { rssMb } from './measure';
import { benchAppEnvironment, Cleanup } from './processes';
import { seed } from './seed';

/**
 * `npm run bench:restart -- [--groups 100000]`
 *
 * Time to ready of the built app on its **embedded** FerretDB (SQLite), the `npm start` setup:
 * once loading the read models from the database (the first start on data it has not seen), and
 * once from the read-model snapshot its previous clean stop saved. Steps: start on an empty data
 * directory, insert the groups through the driver, SIGKILL the app (no snapshot), start (from the
 * database), SIGTERM (saves the snapshot), start (from the snapshot), check the count, stop.
 */
const usage = 'usage: npm run bench:restart -- [--groups 100000]';
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Start {
  app: RunningChild;
  readyMs: number;
  rssMb: number;
  loadedFrom: string;
}

/** Where the start-up line "loaded the groups" says the read models came from. */
function loadedFromOf(output: string): string {
  const line = output.split('\n').find((candidate) => candidate.includes('"message":"loaded the groups"'));
  return line ? String((JSON.parse(line) as { from?: unknown }).from ?? 'unknown') : 'unknown';
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { groups: { type: 'string' } } });
  const groups = Number(values.groups ?? 100_000);
  if (!Number.isInteger(groups) || groups < 1) throw new Error(`--groups must be a positive whole number\n${usage}`);

  const cleanup = new Cleanup();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-restart-'));
  cleanup.add('data directory', () => rmSync(dataDir, { recursive: true, force: true }));
  const [appPort, ferretdbPort, noEmulatorPort] = [await freePort(), await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${appPort}`;

  const start = async (label: string): Promise<Start> => {
    log(`starting the app (${label})…`);
    const spawned = performance.now();
    const app = await startChild({
      name: 'HobbyHub (restart bench)',
      command: process.execPath,
      args: [...appNodeOptions, path.join(projectRoot, 'server', 'dist', 'index.js')],
      cwd: projectRoot,
      env: benchAppEnvironment(appPort, {
        MONGODB_URI: '',
        FERRETDB_PORT: String(ferretdbPort),
        DATA_DIR: dataDir,
        // Nothing here signs in: an emulator address keeps the app from starting its own.
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${noEmulatorPort}`,
        LOG_LEVEL: 'info', // start-up says where the read models came from
        LOG_FORMAT: 'json',
      }),
      isReady: async () => (await fetch(`${appUrl}/readyz`)).ok,
      timeoutMs: 600_000,
      logger: createLogger('warn'),
    });
    cleanup.add('app', app.stop);
    const readyMs = Math.round(performance.now() - spawned);
    const loadedFrom = loadedFromOf(app.output());
    return { app, readyMs, rssMb: rssMb(app.pid ?? 0), loadedFrom };
  };
  const stop = async ({ app }: Start, signal: NodeJS.Signals) => {
    process.kill(app.pid ?? 0, signal);
    const code = await app.exited;
    while (await isListening(ferretdbPort)) await sleep(100); // FerretDB follows its parent
    return code;
  };

  try {
    const empty = await start('empty data directory');
    const client = await MongoClient.connect(`mongodb://127.0.0.1:${ferretdbPort}/`);
    const owner = { uid: 'restart-bench', email: 'restart-bench@example.com', name: 'Restart Bench' };
    const seeded = await seed(client, 'hobbyhub', { groups, batchSize: 10_000, log }, owner);
    await client.close();
    log(`seeded ${groups} groups in ${seeded.seconds.toFixed(1)} s`);
    await stop(empty, 'SIGKILL');

    const fromDatabase = await start('after SIGKILL: no snapshot');
    const stopCode = await stop(fromDatabase, 'SIGTERM');
    const fromSnapshot = await start('after SIGTERM: snapshot');
    const response = await fetch(`${appUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ groups(first: 1) { totalCount } }' }),
    });
    const total = ((await response.json()) as { data?: { groups?: { totalCount?: number } } }).data?.groups?.totalCount;
    await stop(fromSnapshot, 'SIGTERM');

    console.log(`### Restart, ${groups} groups, embedded FerretDB (SQLite)\n`);
    console.log('| start | loaded from | time to ready | RSS when ready |');
    console.log('|---|---|---:|---:|');
    for (const [label, run] of [
      ['after SIGKILL', fromDatabase],
      ['after a clean stop', fromSnapshot],
    ] as const) {
      console.log(`| ${label} | ${run.loadedFrom} | ${(run.readyMs / 1000).toFixed(1)} s | ${run.rssMb} MB |`);
    }
    console.log(
      `\nSIGTERM exit code ${stopCode}; groups listed after the snapshot start: ${total} (expected ${groups})`,
    );
    if (total !== groups || fromSnapshot.loadedFrom !== 'snapshot' || stopCode !== 0) process.exitCode = 1;
  } finally {
    await cleanup.run(log);
  }
}

main().catch((error: unknown) => {
  log(String(error instanceof Error ? (error.stack ?? error.message) : error));
  process.exit(1);
});
