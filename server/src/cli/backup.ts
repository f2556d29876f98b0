import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createBackup, writeBackup } from '@/backup/backup';
import { loadConfig } from '@/config';
import { createLogger } from '@/logger';
import { openTarget } from '@/cli/target';

/** `npm run backup [-- <file>]`: one timestamped archive of the database (and emulator accounts). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger('warn');
  const target = await openTarget(config, logger);
  try {
    const startedAt = performance.now();
    const backup = await createBackup(target.database.connection.db!, target.accounts);
    const stamp = backup.header.createdAt.replace(/[:.]/g, '-');
    const file =
      process.argv[2] ?? path.join(config.dataDir, 'backups', `hobbyhub-${config.database.dbName}-${stamp}.jsonl.gz`);
    mkdirSync(path.dirname(file), { recursive: true });
    await writeBackup(file, backup);
    const counts = Object.entries(backup.header.collections).map(([name, count]) => `${name} ${count}`);
    if (backup.accounts) counts.push(`accounts ${backup.accounts.length}`);
    process.stdout.write(
      `Backed up ${target.description} to ${file}\n  ${counts.join(', ')} (${Math.round(performance.now() - startedAt)} ms)\n`,
    );
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
