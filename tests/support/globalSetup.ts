import './serverAlias';
import { randomUUID } from 'node:crypto';
import { accessSync, constants, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '@/embedded/authEmulator';
import type { RunningChild } from '@/embedded/child';
import { startFerretdb } from '@/embedded/ferretdb';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { testProjectId } from './env';

declare global {
  var testServiceChildren: RunningChild[] | undefined;
}

/**
 * Where the run keeps its scratch files: memory (Linux's /dev/shm) where the machine has it, else
 * the temporary directory. FerretDB's SQLite waits for the disk on every commit, and a test's
 * database need not outlive the run: on /dev/shm that wait is gone. `TEST_TMPDIR` overrides.
 */
function scratchRoot(): string {
  const chosen = process.env.TEST_TMPDIR;
  if (chosen) return chosen;
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

/** Starts real FerretDB and the real Auth Emulator once for the whole run, on free ports. */
export default async function globalSetup(): Promise<void> {
  const logger = createLogger('warn');
  const scratch = mkdtempSync(path.join(scratchRoot(), 'hobbyhub-test-'));
  // Test workers start after this and inherit it: what the suites and the processes they start
  // (apps, their own FerretDB, Chromium's profiles) put in the temporary directory stays in the
  // scratch directory too, which the teardown removes (memory on /dev/shm).
  process.env.TMPDIR = path.join(scratch, 'tmp');
  mkdirSync(process.env.TMPDIR);
  const [ferretdb, emulator] = await Promise.all([
    freePort().then((port) =>
      startFerretdb({ port, handler: 'sqlite', dataDir: path.join(scratch, 'ferretdb'), postgresqlUrl: '', logger }),
    ),
    freePort().then((port) =>
      startAuthEmulator({ port, projectId: testProjectId, workDir: path.join(scratch, 'auth-emulator'), logger }),
    ),
  ]);
  globalThis.testServiceChildren = [ferretdb, emulator];
  process.env.TEST_MONGODB_URI = ferretdb.uri;
  process.env.TEST_AUTH_EMULATOR_HOST = emulator.host;
  process.env.TEST_SCRATCH_DIR = scratch;
  process.env.TEST_RUN_ID = randomUUID();
}
