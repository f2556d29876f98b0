import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from '@/logger';
import { projectRoot } from '@/projectRoot';
import { startChild, type RunningChild } from '@/embedded/child';
import { isListening } from '@/embedded/ports';

const run = promisify(execFile);
const sourceDir = path.join(projectRoot, 'scripts', 'ferretdb');
export const ferretdbBinary = path.join(projectRoot, '.tools', 'ferretdb');

export interface FerretdbOptions {
  port: number;
  handler: 'sqlite' | 'postgresql';
  /** SQLite files go here (sqlite handler). */
  dataDir: string;
  postgresqlUrl: string;
  logger: Logger;
}

function newestSourceChange(): number {
  return Math.max(...['main.go', 'go.mod', 'go.sum'].map((file) => statSync(path.join(sourceDir, file)).mtimeMs));
}

/**
 * Builds our small FerretDB runner (scripts/ferretdb) into .tools/ when it is missing or older
 * than its source. `go install` of FerretDB itself does not work (see ../shared/FACTS.md).
 */
export async function ensureFerretdbBuilt(logger: Logger): Promise<string> {
  if (existsSync(ferretdbBinary) && statSync(ferretdbBinary).mtimeMs >= newestSourceChange()) return ferretdbBinary;
  logger.info('building FerretDB into .tools/ (first run only; about a minute)');
  mkdirSync(path.dirname(ferretdbBinary), { recursive: true });
  try {
    // Build beside the target, then rename: concurrent starters (test workers, a dev server)
    // never run a half-written binary.
    const partial = `${ferretdbBinary}.${process.pid}.partial`;
    // A first build downloads modules and compiles for about a minute: say it is still going.
    const startedAt = Date.now();
    const progress = setInterval(() => {
      logger.info(`still building FerretDB (${Math.round((Date.now() - startedAt) / 1000)} s)…`);
    }, 10_000).unref();
    try {
      await run('go', ['build', '-o', partial, '.'], { cwd: sourceDir, maxBuffer: 16 * 1024 * 1024 });
    } finally {
      clearInterval(progress);
    }
    renameSync(partial, ferretdbBinary);
    logger.info(`built FerretDB in ${Math.round((Date.now() - startedAt) / 1000)} s`);
  } catch (error) {
    const reason =
      (error as { code?: string }).code === 'ENOENT' ? 'the Go toolchain (go) is not installed' : String(error);
    throw new Error(
      `Could not build the embedded FerretDB: ${reason}. Install Go 1.24+ or set MONGODB_URI to use your own MongoDB.`,
    );
  }
  return ferretdbBinary;
}

/** Starts FerretDB on 127.0.0.1:<port> and resolves once it accepts connections. */
export async function startFerretdb(options: FerretdbOptions): Promise<RunningChild & { uri: string }> {
  if (await isListening(options.port)) {
    throw new Error(
      `Port ${options.port} is already in use, so the embedded FerretDB cannot start. ` +
        'Stop whatever uses it or set FERRETDB_PORT (or MONGODB_URI).',
    );
  }
  const binary = await ensureFerretdbBuilt(options.logger);
  mkdirSync(options.dataDir, { recursive: true });
  const child = await startChild({
    name: 'FerretDB',
    command: binary,
    args: [
      `--listen-addr=127.0.0.1:${options.port}`,
      `--handler=${options.handler}`,
      `--sqlite-dir=${options.dataDir}`,
      `--postgresql-url=${options.postgresqlUrl}`,
      '--exit-with-parent',
    ],
    isReady: () => isListening(options.port),
    timeoutMs: 30_000,
    logger: options.logger,
  });
  return Object.assign(child, { uri: `mongodb://127.0.0.1:${options.port}/` });
}
