import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { createBackup, readBackup, restoreBackup, writeBackup } from '@/backup/backup';
import { startFerretdb } from '@/embedded/ferretdb';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { generateGroups } from './data';

/**
 * `npm run bench:restore -- [--groups 100000]`
 *
 * How long `npm run backup` and `npm run restore` take on the embedded FerretDB (SQLite) at a
 * given size: seeds the groups, backs them up to a file, reads it back and restores it over them.
 */
const log = (line: string) => process.stderr.write(`${line}\n`);
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { groups: { type: 'string' } } });
  const groups = Number(values.groups ?? 100_000);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-restore-bench-'));
  const ferretdb = await startFerretdb({
    port: await freePort(),
    handler: 'sqlite',
    dataDir: path.join(scratch, 'ferretdb'),
    postgresqlUrl: '',
    logger: createLogger('warn'),
  });
  const client = await MongoClient.connect(ferretdb.uri);
  try {
    const db = client.db('restore_bench');
    log(`seeding ${groups} groups…`);
    let batch = [];
    for (const group of generateGroups(groups, { uid: 'bench-owner', email: 'bench@example.com', name: 'Bench' })) {
      batch.push(group);
      if (batch.length === 1000) {
        await db.collection('groups').insertMany(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await db.collection('groups').insertMany(batch);

    const file = path.join(scratch, 'backup.jsonl.gz');
    let started = performance.now();
    await writeBackup(file, await createBackup(db, null));
    const backupSeconds = seconds(started);
    started = performance.now();
    const backup = await readBackup(file);
    await restoreBackup(db, backup, null);
    const restoreSeconds = seconds(started);
    const stored = await db.collection('groups').countDocuments();
    if (stored !== groups) throw new Error(`restored ${stored} groups, expected ${groups}`);
    process.stdout.write(
      `${JSON.stringify({ groups, backupSeconds, backupMb: Math.round(statSync(file).size / 1e5) / 10, restoreSeconds })}\n`,
    );
  } finally {
    await client.close();
    await ferretdb.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:restore failed: ${String(error)}\n`);
  process.exit(1);
});
