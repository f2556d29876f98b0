import { randomUUID } from 'node:crypto';
import { createLogger } from '@/logger';
import { connectRedisDiscussionBus, type DiscussionBus } from '@/discussion/live';
import { keptReplies } from '@/discussion/threadCache';
import type { NotificationRecord } from '@/notifications/model';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import { HideThreadMutation, ThreadQuery } from '../discussionDocuments';

/**
 * Threads are read from what each process keeps in memory (discussion/threadCache.ts): what it
 * keeps follows every write, its own at once and the other processes' through the bus, and a
 * thread longer than what is kept pages on from the database in the same order. The kept threads
 * here would live ten minutes on their own, so only the bus can explain a change seen sooner.
 */

const redisUrl = 'redis://127.0.0.1:6379';
const longLived = { threads: 100, maxAgeMs: 600_000, revisions: 10_000, follows: 1_000 };
let first: TestApp;
let second: TestApp;
let buses: DiscussionBus[];
let organizer: TestUser;
let member: TestUser;
let groupId: string;

beforeAll(async () => {
  const prefix = `test:${randomUUID()}:`;
  buses = await Promise.all([0, 1].map(() => connectRedisDiscussionBus(redisUrl, createLogger('silent'), prefix)));
  first = await startTestApp({ ...withoutRateLimits, discussionBus: buses[0], discussionCache: longLived });
  second = await startTestApp({
    ...withoutRateLimits,
    databaseName: first.database.connection.name,
    discussionBus: buses[1],
    discussionCache: longLived,
  });
  [organizer, member] = await Promise.all([createTestUser('Orla Organizer'), createTestUser('Mo Member')]);
  groupId = (await createGroupAs(first, organizer)).id;
  const joined = await graphqlRequest(first.url, JoinGroupMutation, { input: { id: groupId } }, member.token);
  expect(joined.errors).toBeUndefined();
});
afterAll(async () => {
  await second.stop();
  await first.stop();
  await Promise.all(buses.map((bus) => bus.close()));
});

async function startThread(app: TestApp, title: string): Promise<string> {
  const res = await rest<{ id: string }>(app.url, 'POST', `/groups/${groupId}/threads`, {
    body: { title, body: 'What do we bring?' },
    token: member.token,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function reply(app: TestApp, threadId: string, body: string, user = member): Promise<string> {
  const res = await rest<{ id: string }>(app.url, 'POST', `/threads/${threadId}/replies`, {
    body: { body },
    token: user.token,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

interface ReplyPage {
  nodes: { id: string; body: string; hidden: boolean }[];
  nextCursor: string | null;
}

const repliesOf = async (app: TestApp, threadId: string, user: TestUser, query = '') => {
  const res = await rest<ReplyPage>(app.url, 'GET', `/threads/${threadId}/replies${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.body;
};

/** Asks until `check` holds (the bus delivers within milliseconds; the kept thread would live 10 minutes). */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 50) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the other process still shows the thread as it was');
}

it('shows another process’s new reply, edit, hide and deletion, told through the bus', async () => {
  const threadId = await startThread(first, 'Parking?');
  const [kept, edited, hidden, deleted] = [
    await reply(first, threadId, 'Behind the hall.'),
    await reply(first, threadId, 'Bring a lock.'),
    await reply(first, threadId, 'Spam spam.'),
    await reply(first, threadId, 'Oops, wrong thread.'),
  ];
  // Kept by the first process now.
  expect((await repliesOf(first, threadId, member)).nodes.map((node) => node.id)).toEqual([
    kept,
    edited,
    hidden,
    deleted,
  ]);

  // The second process learns of the group and the membership through the change feed first.
  let added = '';
  await eventually(async () => {
    const res = await rest<{ id: string }>(second.url, 'POST', `/threads/${threadId}/replies`, {
      body: { body: 'And the gate code is 1234.' },
      token: member.token,
    });
    added = res.body.id;
    return res.status === 201;
  });
  await eventually(async () => (await repliesOf(first, threadId, member)).nodes.some((node) => node.id === added));

  expect(
    (await rest(second.url, 'PATCH', `/replies/${edited}`, { body: { body: 'Bring two locks.' }, token: member.token }))
      .status,
  ).toBe(200);
  await eventually(async () =>
    (await repliesOf(first, threadId, member)).nodes.some((node) => node.body === 'Bring two locks.'),
  );

  expect(
    (await rest(second.url, 'PUT', `/replies/${hidden}/hidden`, { body: { hidden: true }, token: organizer.token }))
      .status,
  ).toBe(200);
  expect((await rest(second.url, 'DELETE', `/replies/${deleted}`, { token: member.token })).status).toBe(200);
  await eventually(async () => {
    const nodes = (await repliesOf(first, threadId, organizer)).nodes;
    return !nodes.some((node) => node.id === deleted) && nodes.some((node) => node.id === hidden && node.hidden);
  });
  // The member is the author of the hidden reply and still sees it; another member would not.
  const other = await createTestUser('Olive Other');
  await graphqlRequest(first.url, JoinGroupMutation, { input: { id: groupId } }, other.token);
  expect((await repliesOf(first, threadId, other)).nodes.map((node) => node.id)).toEqual([kept, edited, added]);

  // The thread itself: hidden in the second process, gone for other members in the first.
  const hide = await graphqlRequest(
    second.url,
    HideThreadMutation,
    { input: { id: threadId, hidden: true } },
    organizer.token,
  );
  expect(hide.errors).toBeUndefined();
  await eventually(async () => {
    const read = await graphqlRequest(first.url, ThreadQuery, { id: threadId }, other.token);
    return read.errors?.[0]?.extensions?.code === 'NOT_FOUND';
  });
});

const followsQuery = 'query CacheFollows($id: ID!) { discussionThread(id: $id) { id viewerFollows } }';
async function follows(app: TestApp, threadId: string, user: TestUser): Promise<boolean | undefined> {
  const res = await rest<{ data?: { discussionThread: { viewerFollows: boolean } | null } }>(
    app.url,
    'POST',
    '/graphql',
    { body: { query: followsQuery, variables: { id: threadId } }, token: user.token },
  );
  return res.body.data?.discussionThread?.viewerFollows;
}
const setFollowing = async (app: TestApp, threadId: string, following: boolean) =>
  expect(
    (await rest(app.url, 'PUT', `/threads/${threadId}/following`, { body: { following }, token: organizer.token }))
      .status,
  ).toBe(200);

it('remembers who follows a kept thread until a follow or unfollow, in this process or another', async () => {
  const threadId = await startThread(first, 'Who follows?');
  // Both processes keep the thread, and remember that the organizer does not follow it.
  await eventually(async () => (await follows(second, threadId, organizer)) === false);
  expect(await follows(first, threadId, organizer)).toBe(false);
  expect(await follows(first, threadId, member)).toBe(true); // the author follows what they start

  await setFollowing(first, threadId, true);
  expect(await follows(first, threadId, organizer)).toBe(true);
  await eventually(async () => (await follows(second, threadId, organizer)) === true);

  await setFollowing(second, threadId, false);
  expect(await follows(second, threadId, organizer)).toBe(false);
  await eventually(async () => (await follows(first, threadId, organizer)) === false);
  // The remembered answers are per reader: the author still follows.
  expect(await follows(first, threadId, member)).toBe(true);
  expect(await follows(second, threadId, member)).toBe(true);
});

it('reads its own writes at once', async () => {
  const threadId = await startThread(first, 'Snacks?');
  const id = await reply(first, threadId, 'Crisps.');
  expect((await repliesOf(first, threadId, member)).nodes.map((node) => node.body)).toEqual(['Crisps.']);
  await rest(first.url, 'PATCH', `/replies/${id}`, { body: { body: 'Fruit.' }, token: member.token });
  expect((await repliesOf(first, threadId, member)).nodes.map((node) => node.body)).toEqual(['Fruit.']);
  await rest(first.url, 'PUT', `/replies/${id}/hidden`, { body: { hidden: true }, token: organizer.token });
  const other = await createTestUser('Pat Peer');
  await graphqlRequest(first.url, JoinGroupMutation, { input: { id: groupId } }, other.token);
  expect((await repliesOf(first, threadId, other)).nodes).toEqual([]);
});

it('sends one first page, made once, to every reader of a kind, and each author their own', async () => {
  const threadId = await startThread(first, 'Shared page');
  const organizerReply = await reply(first, threadId, 'Welcome.', organizer);
  await reply(first, threadId, 'Thanks!');
  const [peer, other] = await Promise.all([createTestUser('Pia Peer'), createTestUser('Oli Other')]);
  for (const user of [peer, other])
    await graphqlRequest(first.url, JoinGroupMutation, { input: { id: groupId } }, user.token);
  const page = async (user: TestUser) => {
    const res = await fetch(`${first.url}/threads/${threadId}/replies`, {
      headers: { authorization: `Bearer ${user.token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { nodes: { isMine: boolean }[] };
    return { etag: res.headers.get('etag'), mine: body.nodes.map((node) => node.isMine) };
  };
  const [peerPage, otherPage, authorPage] = [await page(peer), await page(other), await page(member)];
  expect(peerPage).toEqual({ etag: expect.stringMatching(/^W\//), mine: [false, false] });
  // The same bytes for both members (one ETag); the author's own says which reply is theirs.
  expect(otherPage).toEqual(peerPage);
  expect(authorPage.mine).toEqual([false, true]);
  expect(authorPage.etag).not.toBe(peerPage.etag);
  // A change makes the page again.
  await rest(first.url, 'PUT', `/replies/${organizerReply}/hidden`, { body: { hidden: true }, token: organizer.token });
  expect((await page(peer)).mine).toEqual([false]);
});

it('pages a thread longer than what is kept in the database’s order, hidden replies left out for members', async () => {
  const threadId = await startThread(first, 'Long thread');
  const total = keptReplies + 20;
  for (let start = 0; start < total; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, total - start) }, (_, index) =>
        reply(first, threadId, `Reply ${start + index}`, organizer),
      ),
    );
  }
  const stored = (await first.database.connection
    .collection('discussionReplies')
    .find({ threadId })
    .toArray()) as unknown as { _id: string; createdAt: Date }[];
  const order = stored
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .map((reply) => reply._id);
  expect(order).toHaveLength(total);
  // Hidden: one in the first page, one beyond what is kept.
  const hiddenIds = [order[3], order[keptReplies + 5]] as string[];
  for (const id of hiddenIds) {
    await rest(first.url, 'PUT', `/replies/${id}/hidden`, { body: { hidden: true }, token: organizer.token });
  }
  const walk = async (user: TestUser) => {
    const ids: string[] = [];
    let query = '?limit=50';
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await repliesOf(second, threadId, user, query);
      ids.push(...page.nodes.map((node) => node.id));
      if (!page.nextCursor) return ids;
      query = `?limit=50&after=${page.nextCursor}`;
    }
    throw new Error('too many pages');
  };
  expect(await walk(organizer)).toEqual(order);
  expect(await walk(member)).toEqual(order.filter((id) => !hiddenIds.includes(id)));
  const read = await graphqlRequest(second.url, ThreadQuery, { id: threadId }, member.token);
  expect(read.data?.discussionThread?.replies.nodes.map((node) => node.id)).toEqual(
    order.filter((id) => !hiddenIds.includes(id)).slice(0, 50),
  );
});

it('stores a batch of notifications once each and tells each person once', async () => {
  const { notifications } = first.features;
  const uids = Array.from({ length: 1_203 }, (_, index) => `fan-out-${index}`);
  const heard: NotificationRecord[] = [];
  const watching = notifications.watch('fan-out-7');
  const listening = (async () => {
    for await (const [record] of watching) heard.push(record);
  })();
  const batch = uids.map((uid) => ({
    id: `ANNOUNCEMENT:fan-out-test:${uid}`,
    uid,
    kind: 'ANNOUNCEMENT' as const,
    groupId,
    groupName: 'Fan-out',
  }));
  // A part of it stored before (a retried send): only the rest is new.
  expect(await notifications.addMany(batch.slice(500, 700))).toBe(200);
  expect(await notifications.addMany(batch)).toBe(uids.length - 200);
  expect(await notifications.addMany(batch)).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await watching.return?.();
  await listening;
  expect(heard.map((record) => record._id)).toEqual(['ANNOUNCEMENT:fan-out-test:fan-out-7']);
  const stored = await first.database.connection
    .collection('notifications')
    .countDocuments({ _id: { $regex: '^ANNOUNCEMENT:fan-out-test:' } } as object);
  expect(stored).toBe(uids.length);
});
