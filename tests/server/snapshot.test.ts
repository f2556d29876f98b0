import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Viewer } from '@/auth/viewer';
import { openDatabase, type Database } from '@/db/connection';
import { defaultTiming } from '@/groups/changeFeed';
import { groupModel } from '@/groups/model';
import { createGroupsService, type GroupsService } from '@/groups/service';
import { createLogger } from '@/logger';
import { testServices } from '../support/env';
import { restGroupBody, uniqueName } from './fixtures';

/**
 * Restarting on the embedded database loads the read models from the snapshot written at the
 * last clean shutdown — but only while it is provably current; otherwise from the database.
 */
const logger = createLogger('silent');
const owner: Viewer = { uid: 'snapshot-owner', email: 'snapshot-owner@example.com', displayName: 'Snap Shot' };
const member: Viewer = { uid: 'snapshot-member', email: 'snapshot-member@example.com', displayName: 'Mem Ber' };

let database: Database;
let directory: string;
let file: string;

beforeAll(async () => {
  database = openDatabase(testServices().mongoUri, `test_snapshot_${randomUUID().slice(0, 8)}`, logger);
  await database.connected;
  directory = await mkdtemp(path.join(tmpdir(), 'hobbyhub-snapshot-'));
  file = path.join(directory, 'read-model.bson');
});
afterAll(async () => {
  await database.connection.dropDatabase();
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

async function startService(options: { trustSnapshot?: boolean } = {}): Promise<GroupsService> {
  const service = createGroupsService(database.connection, logger, {
    timing: { ...defaultTiming, intervalMs: 0 },
    snapshotFile: file,
  });
  await service.start(options);
  return service;
}

/** What a service shows: every group in list order with its member count, and who joined what. */
async function shown(service: GroupsService) {
  const page = await service.list({ first: 100 });
  return {
    total: page.totalCount,
    groups: page.nodes.map((group) => ({
      id: group._id.toString(),
      name: group.groupName,
      location: group.location,
      members: service.memberCount(group),
    })),
    joined: (await service.listJoinedBy(member, {})).nodes.map((group) => group._id.toString()),
  };
}

/** What the database holds, shown the same way (a fresh load that ignores any snapshot). */
async function stored() {
  const fresh = createGroupsService(database.connection, logger, { timing: { ...defaultTiming, intervalMs: 0 } });
  await fresh.start();
  return shown(fresh);
}

describe('the read-model snapshot', () => {
  it('restarts from the snapshot after a clean shutdown, showing exactly what is stored', async () => {
    const first = await startService();
    expect(first.loadedFrom).toBe('database');
    const kept = await first.create(owner, restGroupBody({ groupName: uniqueName('Kept') }));
    const changed = await first.create(owner, restGroupBody({ groupName: uniqueName('Changed') }));
    const removed = await first.create(owner, restGroupBody({ groupName: uniqueName('Removed') }));
    await first.update(owner, changed._id.toString(), { location: 'Moved Hall' });
    await first.delete(owner, removed._id.toString());
    await first.join(member, kept._id.toString());
    await first.close();

    const second = await startService();
    expect(second.loadedFrom).toBe('snapshot');
    const fromSnapshot = await shown(second);
    expect(fromSnapshot).toEqual(await stored());
    expect(fromSnapshot.joined).toEqual([kept._id.toString()]);
    expect(fromSnapshot.groups.find((group) => group.id === changed._id.toString())?.location).toBe('Moved Hall');
    // The snapshot's documents are real documents: their ids and dates work as loaded ones do.
    const group = await second.get(kept._id.toString());
    expect(group.startDate).toBeInstanceOf(Date);
    expect(group._id.equals(kept._id)).toBe(true);
    await second.close();
  });

  it('reads the database after a crash: a start uses the snapshot up, and nothing saved a new one', async () => {
    const clean = await startService();
    await clean.close();
    const crashed = await startService();
    expect(crashed.loadedFrom).toBe('snapshot');
    await crashed.create(owner, restGroupBody({ groupName: uniqueName('Written Before The Crash') }));
    // No close(): the process died.
    const after = await startService();
    expect(after.loadedFrom).toBe('database');
    expect(await shown(after)).toEqual(await stored());
    await after.close();
  });

  it('reads the database when the file is damaged or not the one the marker names', async () => {
    const clean = await startService();
    await clean.close();
    await writeFile(file, Buffer.from([1, 2, 3, 4, 5, 6]));
    const damaged = await startService();
    expect(damaged.loadedFrom).toBe('database');
    expect(await shown(damaged)).toEqual(await stored());
    await damaged.close();

    // A snapshot of another database (or an older one) carries another token.
    const other = await startService();
    await other.close();
    await groupModel(database.connection)
      .db.collection('readModelSnapshots')
      .updateOne({}, { $set: { token: 'x' } });
    expect((await startService()).loadedFrom).toBe('database');
  });

  it('does not trust the snapshot when asked not to (demo data was just written), and uses it up', async () => {
    const clean = await startService();
    await clean.close();
    expect((await startService({ trustSnapshot: false })).loadedFrom).toBe('database');
    expect((await startService()).loadedFrom).toBe('database');
  });
});
