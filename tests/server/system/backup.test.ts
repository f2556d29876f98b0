import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import mongoose from 'mongoose';
import type { Db } from 'mongodb';
import { createBackup, readBackup, restoreBackup, writeBackup } from '@/backup/backup';
import type { EmulatorTarget } from '@/backup/emulatorAccounts';
import { startAuthEmulator } from '@/embedded/authEmulator';
import type { RunningChild } from '@/embedded/child';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { testServices } from '../../support/env';
import { CreateGroupMutation } from '../documents';
import { groupInput } from '../fixtures';
import { JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';

const { EJSON } = mongoose.mongo.BSON;
const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');

let app: TestApp;
let emulator: RunningChild & { host: string };
let accounts: EmulatorTarget;
let directory: string;
let organizer: TestUser;
let members: TestUser[];

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'hobbyhub-backup-'));
  // Restoring replaces every account of a project: an emulator of this test's own, not the shared one.
  const projectId = 'demo-backup-test';
  [app, emulator, organizer, ...members] = await Promise.all([
    startTestApp({ env: { RATE_LIMIT_ENABLED: 'false' }, sync: { intervalMs: 100 } }),
    startAuthEmulator({
      port: await freePort(),
      projectId,
      workDir: path.join(directory, 'emulator'),
      logger: createLogger('silent'),
    }),
    createTestUser('Bea Backup'),
    ...Array.from({ length: 30 }, () => createTestUser(null)),
  ]);
  accounts = { host: emulator.host, projectId };
}, 120_000);

afterAll(async () => {
  await Promise.all([app?.stop(), emulator?.stop()]);
  await rm(directory, { recursive: true, force: true });
});

const db = (): Db => app.database.connection.db!;

async function createGroup(name: string, maxMembers = 10): Promise<string> {
  const res = await graphqlRequest(
    app.url,
    CreateGroupMutation,
    { input: groupInput({ groupName: name, maxMembers }) },
    organizer.token,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createGroup.group.id;
}

const join = (user: TestUser, id: string) => graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, user.token);

/** Every data document, per collection, in `_id` order, as canonical Extended JSON (types included). */
async function everything(database: Db): Promise<Record<string, string[]>> {
  const names = (await database.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => !['changes', 'processes', 'readModelSnapshots'].includes(name))
    .sort();
  const all: Record<string, string[]> = {};
  for (const name of names) {
    const documents = await database.collection(name).find({}).toArray();
    // An empty collection (one a feature created its indexes on) holds no data to restore.
    if (documents.length === 0) continue;
    all[name] = documents.map((document) => EJSON.stringify(document, { relaxed: false })).sort();
  }
  return all;
}

/** One call to this test's own emulator, as the client SDK makes it. */
function accountsCall(method: string, body: object): Promise<Response> {
  return fetch(`http://${accounts.host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=k`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function signUp(email: string, password: string): Promise<void> {
  const response = await accountsCall('signUp', { email, password, returnSecureToken: true });
  if (!response.ok) throw new Error(await response.text());
}

async function signsIn(email: string, password: string): Promise<boolean> {
  return (await accountsCall('signInWithPassword', { email, password, returnSecureToken: true })).ok;
}

async function deleteAccount(email: string, password: string): Promise<void> {
  const signIn = await accountsCall('signInWithPassword', { email, password, returnSecureToken: true });
  const { idToken } = (await signIn.json()) as { idToken: string };
  await accountsCall('delete', { idToken });
}

/** What the app shows: the listing and each group's member count. */
async function shown() {
  const res = await rest<{ _id: string; groupName: string; location: string; memberCount: number }[]>(
    app.url,
    'GET',
    '/groups?limit=100',
  );
  return { total: res.headers.get('x-total-count'), groups: res.body.map((g) => [g._id, g.location, g.memberCount]) };
}

describe('backup and restore', () => {
  it('restores exactly the backed-up documents and accounts, leaves nothing from after, and the running app serves them', async () => {
    const kept = await createGroup('Backup Kept');
    const edited = await createGroup('Backup Edited');
    const removed = await createGroup('Backup Removed');
    await join(members[0]!, kept);
    await join(members[1]!, edited);
    await signUp('alice@example.com', 'Alice123');
    await signUp('bob@example.com', 'Bob12345');

    const backup = await createBackup(db(), accounts);
    const atBackup = await everything(db());
    const shownAtBackup = await shown();
    const file = path.join(directory, 'backup.jsonl.gz');
    await writeBackup(file, backup);
    const read = await readBackup(file);
    expect(read.header).toEqual(backup.header);
    expect(read.header.accounts).toBe(2);

    // After the backup: edits, deletes, new data, new and deleted accounts.
    await rest(app.url, 'PUT', `/groups/${edited}`, {
      token: organizer.token,
      body: { location: 'Changed After Backup' },
    });
    await rest(app.url, 'DELETE', `/groups/${removed}`, { token: organizer.token });
    const added = await createGroup('Backup Added Later');
    await join(members[2]!, added);
    await graphqlRequest(app.url, LeaveGroupMutation, { input: { id: kept } }, members[0]!.token);
    await signUp('carol@example.com', 'Carol123');
    await deleteAccount('bob@example.com', 'Bob12345');
    await db().collection('notes').insertOne({ text: 'a collection created after the backup' });
    expect(await everything(db())).not.toEqual(atBackup);

    await restoreBackup(db(), read, accounts);

    // `notes` came after the backup: the restore leaves it empty, so it holds no data.
    expect(await everything(db())).toEqual(atBackup);
    expect(await signsIn('alice@example.com', 'Alice123')).toBe(true);
    expect(await signsIn('bob@example.com', 'Bob12345')).toBe(true);
    expect(await signsIn('carol@example.com', 'Carol123')).toBe(false);

    // The running app reloads on the restore's change and serves exactly the restored data.
    for (
      let waited = 0;
      waited < 5_000 && JSON.stringify(await shown()) !== JSON.stringify(shownAtBackup);
      waited += 100
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await shown()).toEqual(shownAtBackup);
    expect((await rest(app.url, 'GET', `/groups/${added}`)).status).toBe(404);
    expect((await rest(app.url, 'GET', `/groups/${removed}`)).status).toBe(200);
    await db().collection('notes').drop();
  });

  it('restores into an empty database', async () => {
    const backup = await createBackup(db(), null);
    const empty = app.database.connection.getClient().db(`test_restore_${randomUUID().slice(0, 8)}`);
    try {
      await restoreBackup(empty, backup, null);
      expect(await everything(empty)).toEqual(await everything(db()));
    } finally {
      await empty.dropDatabase();
    }
  });

  it('saves every group with its members and seats as of one moment while joins keep coming', async () => {
    const busy = await createGroup('Backup Busy', 50);
    const joins = Promise.all(members.map((member) => join(member, busy)));
    const backup = await createBackup(db(), null);
    await joins;
    const memberships = (backup.collections.get('memberships') ?? []).filter((m) => m.groupId === busy);
    const seats = (backup.collections.get('seats') ?? []).filter((s) => s.groupId === busy);
    expect(seats.map((seat) => seat.uid).sort()).toEqual(memberships.map((membership) => membership.uid).sort());
  });

  it('runs as npm run backup / npm run restore, asking before it replaces anything', async () => {
    // Inside the repository (git-ignored), so the bundles find node_modules.
    const outdir = path.join(root, 'test-results', `cli-${randomUUID().slice(0, 8)}`);
    await build({
      entryPoints: [path.join(root, 'server/src/cli/backup.ts'), path.join(root, 'server/src/cli/restore.ts')],
      bundle: true,
      platform: 'node',
      target: 'node20',
      packages: 'external',
      outdir,
      logLevel: 'warning',
    });
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      MONGODB_URI: testServices().mongoUri,
      MONGODB_DB: app.database.connection.name,
      FIREBASE_PROJECT_ID: accounts.projectId,
      FIREBASE_AUTH_EMULATOR_HOST: accounts.host,
    };
    const file = path.join(directory, 'cli-backup.jsonl.gz');
    const backedUp = await run('node', [path.join(outdir, 'backup.js'), file], { cwd: root, env });
    expect(backedUp.stdout).toMatch(
      /^Backed up MONGODB_URI, database "test_\w+" to .*cli-backup\.jsonl\.gz\n {2}(\w+ \d+, )*groups \d+, (\w+ \d+, )*memberships \d+, (\w+ \d+, )*seats \d+, (\w+ \d+, )*accounts 2 \(\d+ ms\)\n$/,
    );
    const before = await everything(db());

    await createGroup('Backup Cli Later');
    const refused = execFile('node', [path.join(outdir, 'restore.js'), file], { cwd: root, env });
    refused.stdin!.end('no\n');
    const code = await new Promise((resolve) => refused.on('exit', resolve));
    expect(code).toBe(0);
    expect(await everything(db())).not.toEqual(before);

    const restored = await run('node', [path.join(outdir, 'restore.js'), file, '--yes'], { cwd: root, env });
    expect(restored.stdout).toMatch(/Restored in \d+ ms/);
    expect(await everything(db())).toEqual(before);

    const missing = await run('node', [path.join(outdir, 'restore.js'), path.join(directory, 'nope.gz'), '--yes'], {
      cwd: root,
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('restore failed') });
  });
});
