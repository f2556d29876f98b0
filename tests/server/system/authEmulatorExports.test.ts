import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAuthEmulator } from '@/embedded/authEmulator';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'hobbyhub-emulator-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

const leftovers = () => readdirSync(workDir).filter((name) => name.startsWith('firebase-export-'));

async function start() {
  return startAuthEmulator({
    port: await freePort(),
    projectId: 'demo-exports-test',
    dataDir: path.join(workDir, 'accounts'),
    workDir,
    logger: createLogger('silent'),
  });
}

it('keeps accounts across restarts without piling up export folders, and clears those an interrupted stop left', async () => {
  // What an export cut short by a kill leaves behind.
  for (const name of ['firebase-export-1790000000000abc', 'firebase-export-1790000000001xyz']) {
    mkdirSync(path.join(workDir, name, 'auth_export'), { recursive: true });
    writeFileSync(path.join(workDir, name, 'auth_export', 'accounts.json'), '{}');
  }
  const first = await start();
  expect(leftovers()).toEqual([]);
  const signUp = await fetch(`http://${first.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kept@example.com', password: 'Kept1234', returnSecureToken: true }),
  });
  expect(signUp.ok).toBe(true);
  await first.stop();
  expect(existsSync(path.join(workDir, 'accounts', 'firebase-export-metadata.json'))).toBe(true);
  expect(leftovers()).toEqual([]);

  const second = await start();
  // The emulator may answer a moment before its import has finished (seen on a loaded machine).
  let signedIn = false;
  for (let waited = 0; !signedIn && waited < 10_000; waited += 250) {
    const signIn = await fetch(
      `http://${second.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'kept@example.com', password: 'Kept1234', returnSecureToken: true }),
      },
    );
    signedIn = signIn.ok;
    if (!signedIn) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(signedIn).toBe(true);
  await second.stop();
  expect(leftovers()).toEqual([]);
  // Two emulator starts: ~19 s each on a quiet two-core machine, 44 s for the whole test seen in CI.
}, 150_000);
