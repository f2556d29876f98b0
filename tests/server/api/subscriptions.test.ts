import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { graphqlRequest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { DeleteGroupMutation, UpdateGroupMutation } from '../documents';
import { createGroupAs, daysFromToday } from '../fixtures';
import { GroupChangedSubscription, GroupSessionsChangedSubscription } from '../liveDocuments';
import { CancelSessionMutation, RsvpMutation, SetScheduleMutation } from '../sessionDocuments';
import { JoinGroupMutation } from '../membershipDocuments';

let app: TestApp;
let organizer: TestUser;
let member: TestUser;
const clients: Client[] = [];

beforeAll(async () => {
  [app, organizer, member] = await Promise.all([
    startTestApp({ env: { LIVE_MAX_SUBSCRIPTIONS_PER_CONNECTION: '3', LIVE_MAX_CONNECTIONS_PER_IP: '6' } }),
    createTestUser('Orla Organizer'),
    createTestUser('Mo Member'),
  ]);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});
afterAll(() => app.stop());

const wsUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/graphql`;

/** A graphql-ws client as integrators would open one; closes record their code and reason. */
function connect(baseUrl = app.url, token?: string) {
  const closes: { code: number; reason: string }[] = [];
  const client = createClient({
    url: wsUrl(baseUrl),
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    on: { closed: (event) => closes.push(event as { code: number; reason: string }) },
  });
  clients.push(client);
  return { client, closes };
}

interface Subscription<T> {
  events: T[];
  errors: unknown[];
  completed: Promise<void>;
  /** Resolves with the first event (so far or to come) that `matches`. */
  until(matches: (event: T) => boolean): Promise<T>;
  stop(): void;
}

function subscribe<T, V extends Record<string, unknown>>(
  client: Client,
  document: TypedDocumentNode<T, V>,
  variables: V,
): Subscription<T> {
  const events: T[] = [];
  const errors: unknown[] = [];
  const waiters: { matches: (event: T) => boolean; resolve: (event: T) => void }[] = [];
  let finish = () => {};
  const completed = new Promise<void>((resolve) => (finish = resolve));
  const stop = client.subscribe<T>(
    { query: print(document), variables },
    {
      next: (result) => {
        if (result.errors) errors.push(...result.errors);
        const event = result.data;
        if (!event) return;
        events.push(event);
        for (const waiter of waiters.filter((w) => w.matches(event))) waiter.resolve(event);
      },
      error: (error) => {
        errors.push(error);
        finish();
      },
      complete: finish,
    },
  );
  return {
    events,
    errors,
    completed,
    until: (matches) => {
      const seen = events.find(matches);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiters.push({ matches, resolve }));
    },
    stop,
  };
}

/** Resolves once the server has registered `count` listeners on the group (the subscription is live). */
async function listening(target: TestApp, groupId: string, count = 1): Promise<void> {
  while (target.groups.events.listenerCount(groupId) < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('groupChanged over graphql-ws', () => {
  it('pushes the new counts to an anonymous subscriber when someone joins, the new place on an edit, and completes on delete', async () => {
    const { id } = await createGroupAs(app, organizer, { groupName: 'Live Counts', maxMembers: 5 });
    const { client } = connect();
    const live = subscribe(client, GroupChangedSubscription, { id });
    await listening(app, id);

    await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
    const joined = await live.until(({ groupChanged }) => groupChanged.memberCount === 1);
    expect(joined.groupChanged).toEqual({
      id,
      groupName: 'Live Counts',
      location: expect.any(String),
      memberCount: 1,
      spotsLeft: 4,
      viewerIsMember: false,
    });

    await graphqlRequest(app.url, UpdateGroupMutation, { input: { id, location: 'Moved Hall' } }, organizer.token);
    expect(
      (await live.until(({ groupChanged }) => groupChanged.location === 'Moved Hall')).groupChanged.memberCount,
    ).toBe(1);

    await graphqlRequest(app.url, DeleteGroupMutation, { input: { id } }, organizer.token);
    await live.completed;
    expect(live.errors).toEqual([]);
    expect(app.groups.events.listenerCount(id)).toBe(0);
  });

  it('verifies the token from connectionParams: viewer fields for a signed-in subscriber, 4403 for a bad token', async () => {
    const { id } = await createGroupAs(app, organizer, { groupName: 'Signed In Live' });
    const { client } = connect(app.url, member.token);
    const live = subscribe(client, GroupChangedSubscription, { id });
    await listening(app, id);
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
    const event = await live.until(({ groupChanged }) => groupChanged.memberCount === 1);
    expect(event.groupChanged.viewerIsMember).toBe(true);

    const bad = connect(app.url, 'not-a-token');
    const refused = subscribe(bad.client, GroupChangedSubscription, { id });
    await refused.completed;
    expect(bad.closes[0]).toMatchObject({
      code: 4403,
      reason: 'Your sign-in token is not valid. Please sign in again.',
    });
  });

  it('answers a malformed id with BAD_USER_INPUT and a missing group with NOT_FOUND, and the socket stays usable', async () => {
    const { client } = connect();
    const malformed = subscribe(client, GroupChangedSubscription, { id: 'nope' });
    await malformed.completed;
    expect(malformed.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
    const missing = subscribe(client, GroupChangedSubscription, { id: '0123456789abcdef01234567' });
    await missing.completed;
    expect(missing.errors).toEqual([
      expect.objectContaining({ message: 'Group not found!', extensions: { code: 'NOT_FOUND' } }),
    ]);

    const invalid = subscribe(client, { kind: 'Document', definitions: [] } as never, {});
    await invalid.completed;
    expect(invalid.errors.length).toBeGreaterThan(0);

    const { id } = await createGroupAs(app, organizer, { groupName: 'Still Works' });
    const live = subscribe(client, GroupChangedSubscription, { id });
    await listening(app, id);
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
    expect((await live.until(({ groupChanged }) => groupChanged.memberCount === 1)).groupChanged.viewerIsMember).toBe(
      false,
    );
  });

  it('bounds subscriptions per connection, connections per IP and message size', async () => {
    const { id } = await createGroupAs(app, organizer, { groupName: 'Limits' });
    const { client } = connect();
    const running = [1, 2, 3].map(() => subscribe(client, GroupChangedSubscription, { id }));
    await listening(app, id, 3);
    const fourth = subscribe(client, GroupChangedSubscription, { id });
    await fourth.completed;
    expect(fourth.errors).toEqual([
      [{ message: 'At most 3 subscriptions may run on one connection.', extensions: { code: 'BAD_REQUEST' } }],
    ]);
    running[0]!.stop();
    const replacement = subscribe(client, GroupChangedSubscription, { id });
    await listening(app, id, 3);
    expect(replacement.errors).toEqual([]);

    // Five more sockets from this address reach the limit of six; the seventh is refused before the upgrade.
    await Promise.all([1, 2, 3, 4, 5].map(() => openSocket()));
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(wsUrl(app.url), 'graphql-transport-ws');
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(429);
    await Promise.all(sockets.splice(0).map(closeSocket));

    const big = await openSocket();
    const closed = new Promise<number>((resolve) => big.once('close', (code) => resolve(code)));
    big.send(JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(20_000) } }));
    expect(await closed).toBe(1009);
  });

  it('delivers changes written by another app process on the same database: a join, a session RSVP, a cancelled session', async () => {
    const other = await startTestApp({ databaseName: app.database.connection.name, sync: { intervalMs: 100 } });
    try {
      const { id } = await createGroupAs(app, organizer, { groupName: 'Across Processes', maxMembers: 4 });
      const { client } = connect(other.url);
      const live = subscribe(client, GroupChangedSubscription, { id });
      await listening(other, id);
      await graphqlRequest(app.url, JoinGroupMutation, { input: { id } }, member.token);
      const event = await live.until(({ groupChanged }) => groupChanged.memberCount === 1);
      expect(event.groupChanged).toMatchObject({ id, memberCount: 1, spotsLeft: 3 });

      const schedule = {
        startsAt: `${daysFromToday(5)}T19:00`,
        timeZone: 'Europe/Lisbon',
        recurrence: { frequency: 'WEEKLY' as const },
      };
      const set = await graphqlRequest(app.url, SetScheduleMutation, { input: { id, schedule } }, organizer.token);
      const first = set.data!.setSchedule.group.nextSession!;
      const sessions = subscribe(connect(other.url).client, GroupSessionsChangedSubscription, { id });
      await listening(other, id, 2);
      // An RSVP changes no group field: it is announced, and the other process pushes the new count.
      await graphqlRequest(app.url, RsvpMutation, { input: { sessionId: first.id, going: true } }, member.token);
      const going = await sessions.until(({ groupChanged }) => groupChanged.nextSession?.goingCount === 1);
      expect(going.groupChanged.nextSession!.id).toBe(first.id);
      await graphqlRequest(app.url, CancelSessionMutation, { input: { sessionId: first.id } }, organizer.token);
      const cancelled = await sessions.until(({ groupChanged }) => groupChanged.nextSession?.id !== first.id);
      expect(cancelled.groupChanged.nextSession).toEqual({ id: expect.any(String), goingCount: 0 });
      expect(sessions.errors).toEqual([]);
    } finally {
      await Promise.all(clients.splice(0).map((client) => client.dispose()));
      await other.stop(); // last test: dropping the shared database is fine
    }
  });
});

const sockets: WebSocket[] = [];
function openSocket(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(app.url), 'graphql-transport-ws');
    sockets.push(socket);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}
function closeSocket(socket: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve();
    socket.once('close', () => resolve());
    socket.close();
  });
}
