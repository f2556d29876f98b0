import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { CapacityEngine } from '@/capacity/engine';
import { freePort } from '@/embedded/ports';
import { startFerretdb } from '@/embedded/ferretdb';
import { createLogger } from '@/logger';
import { placeModels, placesLayout } from '@/sessions/places';

/**
 * `node bench/dist/capacity-trips.js` (bundle: `npx esbuild scripts/bench/capacityTrips.ts --bundle
 * --platform=node --packages=external --outfile=bench/dist/capacity-trips.js`)
 *
 * The database round trips a crowd costs the capacity engine alone (no HTTP, no tokens, no
 * read models), on a fresh embedded FerretDB: 200 asking for 50 places at once by `take` (a
 * group join) and by `enter` (a session RSVP, queueing when full). Commands are counted by the
 * driver's command monitor, so the figure does not depend on how busy the machine is; the time
 * does. Bundle it from an older commit's tree to compare engines side by side.
 */
const crowd = 200;
const places = 50;

async function main(): Promise<void> {
  const logger = createLogger('warn');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-trips-'));
  const ferretdb = await startFerretdb({
    port: await freePort(),
    handler: 'sqlite',
    dataDir: scratch,
    postgresqlUrl: '',
    logger,
  });
  const connection = await mongoose
    .createConnection(ferretdb.uri, { dbName: 'trips', monitorCommands: true, autoIndex: false })
    .asPromise();
  const counts = new Map<string, number>();
  connection.getClient().on('commandStarted', (event) => {
    counts.set(event.commandName, (counts.get(event.commandName) ?? 0) + 1);
  });
  const models = placeModels(connection, 'trips');
  const engine = new CapacityEngine(placesLayout(models));
  await engine.createIndexes();
  const capacity = () => Promise.resolve(places);
  const rows: string[] = [];
  const run = async (name: string, ask: (scope: string, uid: string) => Promise<unknown>) => {
    counts.clear();
    const started = performance.now();
    await Promise.all(Array.from({ length: crowd }, (_, i) => ask(name, `person-${i}`)));
    const ms = Math.round(performance.now() - started);
    const holders = await models.holders.countDocuments({ key: name });
    const waiting = await models.waiting.countDocuments({ key: name });
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    const byName = [...counts].map(([command, n]) => `${command} ${n}`).join(', ');
    rows.push(`| ${name} | ${crowd} → ${places} | ${holders} | ${waiting} | ${total} | ${byName} | ${ms} |`);
  };
  await run('take', (scope, uid) => engine.places.take(scope, { uid }, capacity));
  await run('enter', (scope, uid) => engine.enter(scope, { uid }, capacity));
  console.log('| crowd | asking → places | holders | waiting | commands | by kind | ms |');
  console.log('|---|---|---:|---:|---:|---|---:|');
  for (const row of rows) console.log(row);
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  await connection.close();
  await ferretdb.stop();
  rmSync(scratch, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
