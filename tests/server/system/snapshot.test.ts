import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Viewer } from '@/auth/viewer';
import { openDatabase, type Database } from '@/db/connection';
import { defaultTiming } from '@/sync/changeFeed';
import { groupModel } from '@/groups/model';
import { membershipModels } from '@/groups/membershipModel';
import { createGroupsService } from '@/groups/compose';
import type { GroupsService } from '@/groups/service';
import { createLogger } from '@/logger';
import { testServices } from '../../support/env';
import { restGroupBody, uniqueName } from '../fixtures';

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
      members: service.membership.memberCount(group),
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
    await first.membership.join(member, kept._id.toString());
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

  it('finds what was written straight into the database while the app was down: an import, an edit, a delete, a membership', async () => {
    const first = await startService();
    const edited = await first.create(owner, restGroupBody({ groupName: uniqueName('Edited Directly') }));
    const deleted = await first.create(owner, restGroupBody({ groupName: uniqueName('Deleted Directly') }));
    const untouched = await first.create(owner, restGroupBody({ groupName: uniqueName('Untouched') }));
    await first.close();

    // Another tool writes while the app is stopped: none of it passes through the app.
    const groups = groupModel(database.connection);
    const importedName = uniqueName('Zebra Imported Directly');
    const imported = {
      _id: new Types.ObjectId(),
      groupName: importedName,
      nameKey: importedName.toLowerCase(),
      hobbyCategory: 'Fishing',
      description: 'Written by an import script, not by the app.',
      location: 'Somewhere Else',
      maxMembers: 4,
      startDate: new Date('2031-01-01T00:00:00Z'),
      imageURL: 'https://images.example.com/import.jpg',
      userName: 'Importer',
      userEmail: 'importer@example.com',
      ownerUid: 'importer',
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    await database.connection.db!.collection('groups').insertOne(imported);
    await groups.updateOne({ _id: edited._id }, { $set: { location: 'Edited Elsewhere' } });
    await groups.deleteOne({ _id: deleted._id });
    const { memberships, seats } = membershipModels(database.connection);
    const importedId = imported._id.toString();
    await seats.create({ _id: `${importedId}:1`, groupId: importedId, uid: member.uid });
    await memberships.create({
      _id: `${importedId}:${member.uid}`,
      groupId: importedId,
      uid: member.uid,
      displayName: 'Mem Ber',
      seat: 1,
      joinedAt: new Date(),
    });

    const second = await startService();
    expect(second.loadedFrom).toBe('snapshot');
    expect(await second.reconciled).toMatchObject({ groups: 3, memberships: 1 });
    const now = await shown(second);
    expect(now).toEqual(await stored());
    expect(now.groups.map((group) => group.id)).toContain(importedId);
    expect(now.groups.map((group) => group.id)).not.toContain(deleted._id.toString());
    expect(now.groups.find((group) => group.id === edited._id.toString())?.location).toBe('Edited Elsewhere');
    expect(now.groups.find((group) => group.id === untouched._id.toString())).toBeDefined();
    expect(now.joined).toContain(importedId);
    // Search and counts agree too.
    const found = await second.list({ search: 'zebra imported directly' });
    expect(found.nodes.map((group) => group._id.toString())).toEqual([importedId]);
    expect(second.membership.memberCount(await second.get(importedId))).toBe(1);
    await second.close();

    // The next restart from the (now current) snapshot has nothing left to find.
    const third = await startService();
    expect(third.loadedFrom).toBe('snapshot');
    expect(await third.reconciled).toMatchObject({ groups: 0, memberships: 0 });
    await third.close();
  });

  it('finds what another tool wrote while the app was running, at the next start', async () => {
    const running = await startService();
    const elsewhere = await running.create(owner, restGroupBody({ groupName: uniqueName('Changed While Running') }));
    // e.g. mongosh on the embedded database's port: the running app is not told.
    await groupModel(database.connection).updateOne({ _id: elsewhere._id }, { $set: { maxMembers: 99 } });
    expect((await running.get(elsewhere._id.toString())).maxMembers).toBe(12);
    await running.close();

    const next = await startService();
    expect(next.loadedFrom).toBe('snapshot');
    expect(await next.reconciled).toMatchObject({ groups: 1 });
    expect((await next.get(elsewhere._id.toString())).maxMembers).toBe(99);
    await next.close();
  });

  it('keeps what the app wrote while it checked the snapshot, and applies the rest', async () => {
    const first = await startService();
    const racing = await first.create(owner, restGroupBody({ groupName: uniqueName('Racing Write') }));
    await first.close();
    await groupModel(database.connection).updateOne({ _id: racing._id }, { $set: { location: 'Written Outside' } });

    const second = await startService();
    // The app's own write lands before the check finishes: the check must not undo it.
    await second.update(owner, racing._id.toString(), { location: 'Written By The App' });
    await second.reconciled;
    expect((await second.get(racing._id.toString())).location).toBe('Written By The App');
    expect(await shown(second)).toEqual(await stored());
    await second.close();
  });

  it('does not trust the snapshot when asked not to (demo data was just written), and uses it up', async () => {
    const clean = await startService();
    await clean.close();
    expect((await startService({ trustSnapshot: false })).loadedFrom).toBe('database');
    expect((await startService()).loadedFrom).toBe('database');
  });
});
