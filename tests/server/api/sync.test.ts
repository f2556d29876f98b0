import { randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { openDatabase } from '@/db/connection';
import { ChangeFeed, changeModel, processModel, type Change, type ChangeConsumer } from '@/sync/changeFeed';
import { HobbyCategory } from '@/groups/categories';
import { createLogger } from '@/logger';
import { graphqlRequest, rest } from '../../support/http';
import { testServices } from '../../support/env';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { UpdateGroupMutation, DeleteGroupMutation } from '../documents';
import { createGroupAs, uniqueName, withoutRateLimits } from '../fixtures';
import { GroupMembersQuery, JoinedGroupsQuery, JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';
import { AnswerTeamInvitationMutation, InviteToTeamMutation, SetTeamRoleMutation, TeamQuery } from '../teamDocuments';
import { GroupSessionsQuery, RsvpMutation, SetScheduleMutation } from '../sessionDocuments';

/**
 * Several app processes on one database, each with its in-memory read models (listing, member
 * counts): a write through one must reach the others' reads within the staleness bound.
 */
const syncMs = 250;
/** The bound asserted: one poll interval, the poll and its re-reads, and slack for a loaded machine. */
const boundMs = syncMs + 4_000;

let first: TestApp;
let second: TestApp;
let owner: TestUser;
let joiner: TestUser;

beforeAll(async () => {
  const databaseName = `test_sync_${randomUUID().slice(0, 8)}`;
  const options = { ...withoutRateLimits, databaseName, sync: { intervalMs: syncMs } };
  [first, second, owner, joiner] = await Promise.all([
    startTestApp(options),
    startTestApp(options),
    createTestUser('Sync Owner'),
    createTestUser('Sync Joiner'),
  ]);
});
afterAll(async () => {
  await first.stop();
  await second.stop();
});

/** Polls `read` until `done` holds; returns how long it took, or fails after the bound. */
async function within<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  let last: T | undefined;
  while (Date.now() - started < boundMs) {
    last = await read();
    if (done(last)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not seen within ${boundMs} ms; last read: ${JSON.stringify(last)}`);
}

const search = (app: TestApp, term: string) =>
  rest<{ _id: string; groupName: string; memberCount: number }[]>(
    app.url,
    'GET',
    `/groups?search=${encodeURIComponent(term)}`,
  );

describe('read models across app processes', () => {
  it('shows a group created, renamed, joined, left and deleted through one process in the other', async () => {
    const name = uniqueName('Synced Pottery');
    const created = await createGroupAs(first, owner, { groupName: name, maxMembers: 5 });
    const id = created.id;

    const seenCreate = await within(
      () => search(second, name),
      (res) => res.body.length === 1 && res.body[0]?._id === id,
    );

    const updated = await graphqlRequest(
      second.url,
      UpdateGroupMutation,
      { input: { id, location: 'Harbour Hall', description: 'Now by the sea.' } },
      owner.token,
    );
    expect(updated.errors).toBeUndefined();
    await within(
      () => rest<{ location: string }>(first.url, 'GET', `/groups/${id}`),
      (res) => res.body.location === 'Harbour Hall',
    );

    await graphqlRequest(second.url, JoinGroupMutation, { input: { id } }, joiner.token);
    await within(
      () => graphqlRequest(first.url, GroupMembersQuery, { id }, joiner.token),
      (res) => res.data?.group?.memberCount === 1 && res.data.group.viewerIsMember && res.data.group.spotsLeft === 4,
    );
    const joined = await graphqlRequest(first.url, JoinedGroupsQuery, {}, joiner.token);
    expect(joined.data?.viewer?.joinedGroups.nodes.map((group) => group.id)).toEqual([id]);

    await graphqlRequest(first.url, LeaveGroupMutation, { input: { id } }, joiner.token);
    await within(
      () => graphqlRequest(second.url, GroupMembersQuery, { id }, joiner.token),
      (res) => res.data?.group?.memberCount === 0 && res.data.group.viewerIsMember === false,
    );

    await graphqlRequest(first.url, JoinGroupMutation, { input: { id } }, joiner.token);
    const deleted = await graphqlRequest(first.url, DeleteGroupMutation, { input: { id } }, owner.token);
    expect(deleted.data?.deleteGroup.deletedGroupId).toBe(id);
    const seenDelete = await within(
      () => rest(second.url, 'GET', `/groups/${id}`),
      (res) => res.status === 404,
    );
    expect((await search(second, name)).body).toEqual([]);
    const afterDelete = await graphqlRequest(second.url, JoinedGroupsQuery, {}, joiner.token);
    expect(afterDelete.data?.viewer?.joinedGroupCount).toBe(0);

    // The bound docs/OPERATIONS.md states, met with room to spare on an idle machine (~0.3–0.6 s).
    expect(Math.max(seenCreate, seenDelete)).toBeLessThan(boundMs);
  });

  it('shows an RSVP through one process in the other’s session counts (remembered counts are forgotten on the change)', async () => {
    const group = await createGroupAs(first, owner, { groupName: uniqueName('Synced Sessions'), maxMembers: 5 });
    const startsAt = `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T19:00`;
    const scheduled = await graphqlRequest(
      first.url,
      SetScheduleMutation,
      { input: { id: group.id, schedule: { startsAt, timeZone: 'Europe/Lisbon', durationMinutes: 90, capacity: 3 } } },
      owner.token,
    );
    expect(scheduled.errors).toBeUndefined();
    await graphqlRequest(first.url, JoinGroupMutation, { input: { id: group.id } }, joiner.token);
    const sessionIn = async (app: TestApp) =>
      (await graphqlRequest(app.url, GroupSessionsQuery, { id: group.id, first: 1 })).data?.group?.sessions.nodes[0];
    const counts = async (app: TestApp) => {
      const session = await sessionIn(app);
      if (!session) throw new Error('the group has no session');
      return session;
    };
    // The schedule reaches the second process through the change feed, a moment after the first.
    await within(
      () => sessionIn(second),
      (session) => session !== undefined,
    );
    const before = await counts(second); // now remembered by the second process
    expect([before.goingCount, before.spotsLeft]).toEqual([0, 3]);
    const answered = await graphqlRequest(
      first.url,
      RsvpMutation,
      { input: { sessionId: before.id, going: true } },
      joiner.token,
    );
    expect(answered.data?.rsvp.session.goingCount).toBe(1);
    await within(
      () => counts(second),
      (session) => session.goingCount === 1 && session.spotsLeft === 2,
    );
  });

  it('keeps a process’s own writes when they race its re-read of another process’s change', async () => {
    const name = uniqueName('Raced');
    const { id } = await createGroupAs(first, owner, { groupName: name });
    // The second process renames nothing but changes the location while the first changes it too;
    // whichever the database kept last is what both processes must end up showing.
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        graphqlRequest(
          index % 2 ? first.url : second.url,
          UpdateGroupMutation,
          { input: { id, location: `Hall ${index}` } },
          owner.token,
        ),
      ),
    );
    const stored = await first.model.findById(id).lean();
    for (const app of [first, second]) {
      await within(
        () => rest<{ location: string }>(app.url, 'GET', `/groups/${id}`),
        (res) => res.body.location === stored?.location,
      );
    }
  });

  it('reloads everything from the database when written behind its back', async () => {
    const name = uniqueName('Imported');
    // Written straight into the database (an import script, a restore): no change is logged.
    const doc = await second.model.create({
      groupName: name,
      nameKey: name.toLowerCase(),
      hobbyCategory: HobbyCategory.READING,
      description: 'Imported.',
      location: 'Library',
      maxMembers: 8,
      startDate: new Date(Date.now() + 86_400_000),
      imageURL: 'https://example.com/book.jpg',
      userName: 'Importer',
      userEmail: 'importer@example.com',
      ownerUid: 'importer',
    });
    expect((await search(second, name)).body).toEqual([]);
    await second.groups.reload();
    expect((await search(second, name)).body.map((group) => group._id)).toEqual([doc._id.toString()]);
  });
});

describe('the organizing team across processes', () => {
  it('a role given or taken through one process holds in the other within the bound', async () => {
    const id = (await createGroupAs(first, owner, { groupName: uniqueName('Team Sync') })).id;
    expect(
      (await graphqlRequest(first.url, JoinGroupMutation, { input: { id } }, joiner.token)).errors,
    ).toBeUndefined();
    const invite = { input: { groupId: id, uid: joiner.uid, role: 'HOST' as const } };
    expect((await graphqlRequest(first.url, InviteToTeamMutation, invite, owner.token)).errors).toBeUndefined();
    const accept = { input: { groupId: id, accept: true } };
    expect(
      (await graphqlRequest(first.url, AnswerTeamInvitationMutation, accept, joiner.token)).errors,
    ).toBeUndefined();

    const roleOnSecond = async () => (await graphqlRequest(second.url, TeamQuery, { id }, joiner.token)).data?.group;
    await within(roleOnSecond, (group) => group?.viewerRole === 'HOST' && group.members !== null);

    const demote = { input: { groupId: id, uid: joiner.uid, role: 'MEMBER' as const } };
    expect((await graphqlRequest(first.url, SetTeamRoleMutation, demote, owner.token)).errors).toBeUndefined();
    await within(roleOnSecond, (group) => group?.viewerRole === 'MEMBER' && group.members === null);
  });
});

describe('the change feed', () => {
  const logger = createLogger('silent');
  const recorder = () => {
    const applied: Change[] = [];
    let reloads = 0;
    const consumer: ChangeConsumer = {
      apply: async (change) => {
        applied.push(change);
      },
      reload: async () => {
        reloads += 1;
      },
      otherProcessDied: () => undefined,
    };
    return { consumer, applied, reloads: () => reloads };
  };

  it('applies each other process’s change once, skips its own, and reloads after missing changes', async () => {
    const changes = changeModel(first.database.connection);
    const timing = { intervalMs: 60_000, lookbackMs: 2_000, retentionMs: 4_000 };
    const processes = processModel(first.database.connection);
    const writer = new ChangeFeed(changes, processes, timing, logger);
    const reader = new ChangeFeed(changes, processes, timing, logger);
    const { consumer, applied, reloads } = recorder();
    const groupId = randomUUID();

    await reader.poll(consumer); // the baseline: whatever other tests logged before
    applied.length = 0;
    await writer.publish({ kind: 'group', groupId });
    await reader.publish({ kind: 'membership', groupId, uid: 'me' });
    await reader.poll(consumer);
    await reader.poll(consumer); // the same change is inside the lookback window again
    expect(applied.filter((change) => change.groupId === groupId)).toEqual([{ kind: 'group', groupId }]);
    expect(reloads()).toBe(0);

    // Not polled for longer than the changes are kept: what was pruned meanwhile is unknown.
    await new Promise((resolve) => setTimeout(resolve, timing.retentionMs - timing.lookbackMs + 200));
    await reader.poll(consumer);
    expect(reloads()).toBe(1);
    await reader.poll(consumer); // reads on from the reload
    expect(reloads()).toBe(1);
  });

  it('applies a change whose entry reached the database more than the lookback after it was stamped', async () => {
    // The writer's road to the database can be held (a database restarting, a process starved
    // of CPU under load): its entry lands after the reader has polled past the entry's stamp.
    const timing = { intervalMs: 60_000, lookbackMs: 600, retentionMs: 60_000 };
    const road = await heldRoad(new URL(testServices().mongoUri).port);
    const slow = openDatabase(road.uri, first.database.connection.name, logger);
    try {
      await slow.connected;
      const writer = new ChangeFeed(changeModel(slow.connection), processModel(slow.connection), timing, logger);
      const reader = new ChangeFeed(
        changeModel(first.database.connection),
        processModel(first.database.connection),
        timing,
        logger,
      );
      const { consumer, applied } = recorder();
      await writer.publish({ kind: 'group', groupId: randomUUID() }); // the writer's connection is open
      await reader.poll(consumer); // the baseline
      const groupId = randomUUID();

      road.hold();
      const published = writer.publish({ kind: 'group', groupId });
      await new Promise((resolve) => setTimeout(resolve, timing.lookbackMs + 400));
      await reader.poll(consumer); // polls on while the entry is on its way
      road.release();
      await published;
      await reader.poll(consumer);
      await reader.poll(consumer);
      expect(applied.filter((change) => change.groupId === groupId)).toEqual([{ kind: 'group', groupId }]);
    } finally {
      await slow.close();
      road.close();
    }
  });

  it('reloads when a process dies, even one it took for dead during a database outage', async () => {
    const timing = { intervalMs: 100, lookbackMs: 2_000, retentionMs: 60_000 };
    const processes = processModel(first.database.connection);
    const reader = new ChangeFeed(changeModel(first.database.connection), processes, timing, logger);
    const { consumer, reloads } = recorder();
    const other = `other-${randomUUID()}`;
    const beat = () => processes.updateOne({ _id: other }, { $set: { seenAt: new Date() } }, { upsert: true });
    const silentFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await reader.poll(consumer); // the baseline: processes other tests left behind
    const before = reloads();
    await beat();
    await reader.poll(consumer);
    expect(reloads()).toBe(before);

    // The database was away: no heartbeat landed for longer than a dead process's silence.
    await silentFor(reader.deadAfterMs + 100);
    await reader.poll(consumer);
    expect(reloads()).toBe(before + 1);
    await reader.poll(consumer);
    expect(reloads()).toBe(before + 1); // once per death

    // It was alive after all, and dies now, perhaps between a write and its change entry.
    await beat();
    await reader.poll(consumer);
    expect(reloads()).toBe(before + 1);
    await silentFor(reader.deadAfterMs + 100);
    await reader.poll(consumer);
    expect(reloads()).toBe(before + 2);

    // Taken for dead again, alive again, and dead for good, while this process did not poll at
    // all (its own polls failed, or a reload held them up): its heartbeat moved on, so a new death.
    await silentFor(reader.deadAfterMs + 100);
    await beat();
    await silentFor(reader.deadAfterMs + 100);
    await reader.poll(consumer);
    expect(reloads()).toBe(before + 3);
    await reader.poll(consumer);
    expect(reloads()).toBe(before + 3);
  });
});

/**
 * A TCP road to the database that can be held: what the client sends meanwhile waits, and is
 * delivered in order on release. The database itself is real and untouched.
 */
async function heldRoad(port: string): Promise<{ uri: string; hold(): void; release(): void; close(): void }> {
  let held: (() => void)[] | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => (held ? held.push(() => upstream.write(chunk)) : upstream.write(chunk)));
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    uri: `mongodb://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    hold: () => {
      held ??= [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const send of waiting) send();
    },
    close: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}
