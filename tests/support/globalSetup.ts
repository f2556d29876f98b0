import './serverAlias';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
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

/** Starts real FerretDB and the real Auth Emulator once for the whole run, on free ports. */
export default async function globalSetup(): Promise<void> {
  const logger = createLogger('warn');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-test-'));
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
