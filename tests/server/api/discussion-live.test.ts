import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createLogger } from '@/logger';
import { connectRedisDiscussionBus, type DiscussionBus } from '@/discussion/live';
import { graphqlRequest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';
import {
  DeleteReplyMutation,
  DeleteThreadMutation,
  DiscussionUpdatedSubscription,
  HideReplyMutation,
  MarkAnswerMutation,
  ReplyMutation,
  SetThreadPublicMutation,
  StartThreadMutation,
  UpdateReplyMutation,
  UpdateThreadMutation,
} from '../discussionDocuments';
import type { TestDiscussionUpdatedSubscription } from '../gql/graphql';

/**
 * New threads, replies and answers, edits, hides and deletions arrive live, on every app process
 * (through Redis), and nobody receives a post they could not read.
 */

const redisUrl = 'redis://127.0.0.1:6379';
let first: TestApp;
let second: TestApp;
let buses: DiscussionBus[];
let organizer: TestUser;
let member: TestUser;
let stranger: TestUser;
let groupId: string;
const clients: Client[] = [];

beforeAll(async () => {
  const logger = createLogger('silent');
  const prefix = `test:${randomUUID()}:`;
  buses = await Promise.all([0, 1].map(() => connectRedisDiscussionBus(redisUrl, logger, prefix)));
  first = await startTestApp({ ...withoutRateLimits, discussionBus: buses[0] });
  second = await startTestApp({
    ...withoutRateLimits,
    databaseName: first.database.connection.name,
    discussionBus: buses[1],
  });
  [organizer, member, stranger] = await Promise.all([
    createTestUser('Orla Organizer'),
    createTestUser('Mo Member'),
    createTestUser('Stan Stranger'),
  ]);
  groupId = (await createGroupAs(first, organizer)).id;
  const joined = await graphqlRequest(first.url, JoinGroupMutation, { input: { id: groupId } }, member.token);
  expect(joined.errors).toBeUndefined();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await second.stop();
  await first.stop();
  await Promise.all(buses.map((bus) => bus.close()));
});

type Update = TestDiscussionUpdatedSubscription['discussionUpdated'];

/** Subscribes to the group's discussion on `app` as `user` (null: a visitor); collects what arrives. */
async function watch(app: TestApp, user: TestUser | null) {
  const client = createClient({
    url: `${app.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: user ? { authorization: `Bearer ${user.token}` } : {},
  });
  clients.push(client);
  const updates: Update[] = [];
  const errors: unknown[] = [];
  client.subscribe<TestDiscussionUpdatedSubscription>(
    { query: print(DiscussionUpdatedSubscription), variables: { groupId } },
    {
      next: (result) => {
        if (result.data) updates.push(result.data.discussionUpdated);
        if (result.errors) errors.push(...result.errors);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  // The subscription is live once the server answers an operation after it on the same socket.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { updates, errors };
}

/** A thread the member starts (on the first process) and its first reply, by `replier`: their ids. */
async function threadWithReply(title: string, body: string, replier: { app: TestApp; user: TestUser }) {
  const started = await graphqlRequest(
    first.url,
    StartThreadMutation,
    { input: { groupId, title, body: 'Anyone?' } },
    member.token,
  );
  const threadId = started.data!.startThread.id;
  const reply = await graphqlRequest(
    replier.app.url,
    ReplyMutation,
    { input: { id: threadId, body } },
    replier.user.token,
  );
  return { threadId, replyId: reply.data!.replyToThread.id };
}

async function until(check: () => boolean, timeoutMs = 5_000, seen: () => unknown = () => null): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out; seen: ${JSON.stringify(seen())}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('discussionUpdated', () => {
  it('delivers threads, replies and answers to members and the organizer on both processes, and nothing unreadable to others', async () => {
    const [memberHere, organizerThere, strangerThere, visitorHere] = await Promise.all([
      watch(first, member),
      watch(second, organizer),
      watch(second, stranger),
      watch(first, null),
    ]);
    const started = await graphqlRequest(
      first.url,
      StartThreadMutation,
      { input: { groupId, title: 'Is there parking?', body: 'Asking for a car.', isQuestion: true } },
      member.token,
    );
    const threadId = started.data!.startThread.id;
    const reply = await graphqlRequest(
      second.url,
      ReplyMutation,
      { input: { id: threadId, body: 'Yes, behind the hall.' } },
      organizer.token,
    );
    const replyId = reply.data!.replyToThread.id;
    await graphqlRequest(first.url, MarkAnswerMutation, { input: { threadId, replyId } }, member.token);
    const kinds = (updates: Update[]) => updates.map((update) => update.kind);
    for (const seen of [memberHere, organizerThere]) {
      await until(() => seen.updates.length === 3);
      expect(kinds(seen.updates)).toEqual(['THREAD_ADDED', 'REPLY_ADDED', 'ANSWER_MARKED']);
      expect(seen.updates[1]?.reply).toMatchObject({ id: replyId, bodyHtml: '<p>Yes, behind the hall.</p>' });
    }
    expect(strangerThere.updates).toEqual([]);
    expect(visitorHere.updates).toEqual([]);
    // Made public, the question (with its answer) is the visitors' to read from then on: a later reply is not.
    await graphqlRequest(
      second.url,
      SetThreadPublicMutation,
      { input: { id: threadId, isPublic: true } },
      organizer.token,
    );
    await until(() => memberHere.updates.length === 4);
    await graphqlRequest(first.url, ReplyMutation, { input: { id: threadId, body: 'Thanks!' } }, member.token);
    await until(() => memberHere.updates.length === 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kinds(memberHere.updates).slice(3)).toEqual(['THREAD_CHANGED', 'REPLY_ADDED']);
    for (const outsider of [strangerThere, visitorHere]) {
      expect(outsider.updates).toEqual([
        {
          kind: 'THREAD_CHANGED',
          threadId,
          removedId: null,
          thread: expect.objectContaining({ id: threadId, title: 'Is there parking?' }),
          reply: null,
        },
      ]);
    }
    expect([...strangerThere.errors, ...visitorHere.errors, ...memberHere.errors]).toEqual([]);
  });

  it('tells edits, hides and deletions to whoever may see the post, only the id to those it is gone for, nothing to others', async () => {
    const other = await createTestUser('Ola Other');
    // Joined through the process they watch on: the other process learns of it a moment later
    // (change feed), which is not what this test is about.
    expect(
      (await graphqlRequest(first.url, JoinGroupMutation, { input: { id: groupId } }, other.token)).errors,
    ).toBeUndefined();
    const { threadId, replyId } = await threadWithReply('Parking?', 'Me.', { app: first, user: member });
    const [otherHere, authorThere, organizerThere, strangerHere, visitorThere] = await Promise.all([
      watch(first, other),
      watch(second, member),
      watch(second, organizer),
      watch(first, stranger),
      watch(second, null),
    ]);
    const insiders = [otherHere, authorThere, organizerThere];
    const seenBy = (seen: { updates: Update[] }) =>
      seen.updates.map(({ kind, removedId, reply }) => [kind, removedId, reply?.hidden ?? null]);
    // Each step waits for the previous one to arrive, so each event is read as its step left it.
    const step = async (write: () => Promise<unknown>, counts: [number, number, number]) => {
      await write();
      await until(
        () => insiders.every((seen, index) => seen.updates.length === counts[index]),
        15_000,
        () => insiders.map(seenBy),
      );
    };

    await step(
      () =>
        graphqlRequest(
          first.url,
          UpdateThreadMutation,
          { input: { id: threadId, title: 'Parking, again?' } },
          member.token,
        ),
      [1, 1, 1],
    );
    for (const seen of insiders) expect(seen.updates[0]?.thread?.title).toBe('Parking, again?');
    await step(
      () => graphqlRequest(second.url, HideReplyMutation, { input: { id: replyId, hidden: true } }, organizer.token),
      [2, 2, 2],
    );
    // Another member is told only that the reply is gone, with the thread's new count.
    expect(otherHere.updates[1]).toEqual({
      kind: 'REPLY_REMOVED',
      threadId,
      removedId: replyId,
      reply: null,
      thread: expect.objectContaining({ id: threadId, replyCount: 0 }),
    });
    await step(
      () =>
        graphqlRequest(second.url, UpdateReplyMutation, { input: { id: replyId, body: 'Me, by bike.' } }, member.token),
      [2, 3, 3],
    );
    expect(authorThere.updates[2]?.reply).toMatchObject({ bodyHtml: '<p>Me, by bike.</p>', hidden: true });
    await step(
      () => graphqlRequest(first.url, HideReplyMutation, { input: { id: replyId, hidden: false } }, organizer.token),
      [3, 4, 4],
    );
    expect(otherHere.updates[2]?.reply).toMatchObject({ id: replyId, bodyHtml: '<p>Me, by bike.</p>', hidden: false });
    await step(() => graphqlRequest(second.url, DeleteReplyMutation, { id: replyId }, member.token), [4, 5, 5]);
    await step(() => graphqlRequest(first.url, DeleteThreadMutation, { id: threadId }, member.token), [5, 6, 6]);
    expect(otherHere.updates[4]).toEqual({
      kind: 'THREAD_REMOVED',
      threadId,
      removedId: threadId,
      thread: null,
      reply: null,
    });

    expect(seenBy(otherHere)).toEqual([
      ['THREAD_CHANGED', null, null],
      ['REPLY_REMOVED', replyId, null],
      ['REPLY_CHANGED', null, false],
      ['REPLY_REMOVED', replyId, null],
      ['THREAD_REMOVED', threadId, null],
    ]);
    for (const seen of [authorThere, organizerThere]) {
      expect(seenBy(seen)).toEqual([
        ['THREAD_CHANGED', null, null],
        ['REPLY_CHANGED', null, true],
        ['REPLY_CHANGED', null, true],
        ['REPLY_CHANGED', null, false],
        ['REPLY_REMOVED', replyId, null],
        ['THREAD_REMOVED', threadId, null],
      ]);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strangerHere.updates).toEqual([]);
    expect(visitorThere.updates).toEqual([]);
    expect([...insiders, strangerHere, visitorThere].flatMap((seen) => seen.errors)).toEqual([]);
  });

  it('notifies a thread’s followers of a reply, not the replier', async () => {
    const { replyId } = await threadWithReply('Who brings the snacks?', 'I will.', { app: second, user: organizer });
    const stored = await first.database.connection
      .collection<{ _id: string; uid: string; kind: string }>('notifications')
      .find({ _id: { $regex: `^THREAD_REPLY:${replyId}:` } })
      .toArray();
    expect(stored.map((notification) => notification.uid)).toEqual([member.uid]);
  });
});
