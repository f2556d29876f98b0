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
  DiscussionUpdatedSubscription,
  MarkAnswerMutation,
  ReplyMutation,
  SetThreadPublicMutation,
  StartThreadMutation,
} from '../discussionDocuments';
import type { TestDiscussionUpdatedSubscription } from '../gql/graphql';

/**
 * New threads, replies and answers arrive live, on every app process (through Redis), and
 * nobody receives a post they could not read.
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

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
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
    // Made public, the question is the visitors' to read from then on: a later reply is not.
    await graphqlRequest(
      second.url,
      SetThreadPublicMutation,
      { input: { id: threadId, isPublic: true } },
      organizer.token,
    );
    await graphqlRequest(first.url, ReplyMutation, { input: { id: threadId, body: 'Thanks!' } }, member.token);
    await until(() => memberHere.updates.length === 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strangerThere.updates).toEqual([]);
    expect(visitorHere.updates).toEqual([]);
    expect([...strangerThere.errors, ...visitorHere.errors, ...memberHere.errors]).toEqual([]);
  });

  it('notifies a thread’s followers of a reply, not the replier', async () => {
    const started = await graphqlRequest(
      first.url,
      StartThreadMutation,
      { input: { groupId, title: 'Who brings the snacks?', body: 'Volunteers?' } },
      member.token,
    );
    const threadId = started.data!.startThread.id;
    const reply = await graphqlRequest(
      second.url,
      ReplyMutation,
      { input: { id: threadId, body: 'I will.' } },
      organizer.token,
    );
    const stored = await first.database.connection
      .collection<{ _id: string; uid: string; kind: string }>('notifications')
      .find({ _id: { $regex: `^THREAD_REPLY:${reply.data!.replyToThread.id}:` } })
      .toArray();
    expect(stored.map((notification) => notification.uid)).toEqual([member.uid]);
  });
});
