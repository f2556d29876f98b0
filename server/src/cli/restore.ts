import { createInterface } from 'node:readline/promises';
import { readBackup, restoreBackup } from '@/backup/backup';
import { loadConfig } from '@/config';
import { createLogger } from '@/logger';
import { openTarget } from '@/cli/target';

/** `npm run restore -- <file> [--yes]`: replaces the database's data with a backup's, after a confirmation. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new Error('Name the backup file: npm run restore -- <file> [--yes]');
  const backup = await readBackup(file);
  const config = loadConfig();
  const target = await openTarget(config, createLogger('warn'));
  try {
    const counts = Object.entries(backup.header.collections).map(([name, count]) => `${name} ${count}`);
    if (backup.accounts) counts.push(`accounts ${backup.accounts.length}`);
    process.stdout.write(
      `Backup of ${backup.header.createdAt} (${counts.join(', ')}).\n` +
        `Restoring replaces ALL data in ${target.description}${backup.accounts && target.accounts ? ' and every Auth Emulator account' : ''}; ` +
        'whatever was written after the backup is lost.\n',
    );
    if (!args.includes('--yes')) {
      const prompt = createInterface({ input: process.stdin, output: process.stdout });
      const answer = await prompt.question('Type "restore" to continue: ');
      prompt.close();
      if (answer.trim() !== 'restore') {
        process.stdout.write('Nothing was changed.\n');
        return;
      }
    }
    const startedAt = performance.now();
    await restoreBackup(target.database.connection.db!, backup, target.accounts);
    process.stdout.write(
      `Restored in ${Math.round(performance.now() - startedAt)} ms. Running app processes reload within about a second.\n`,
    );
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
