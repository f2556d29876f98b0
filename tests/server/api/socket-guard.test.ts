import net from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { testServices } from '../../support/env';
import { graphqlRequest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { DeleteAccountMutation, UpdateProfileMutation } from '../accountDocuments';
import { CreateGroupMutation, HobbyCategoriesQuery, ViewerQuery } from '../documents';
import { groupInput, storedGroups } from '../fixtures';

/** The longest a socket may outlive the rights of its sign-in. */
const closeWithinMs = 5_000;

let app: TestApp;
let admin: App;
const clients: Client[] = [];

beforeAll(async () => {
  app = await startTestApp();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = testServices().authEmulatorHost;
  admin = initializeApp({ projectId: testServices().projectId }, 'socket-guard-admin');
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});
afterAll(() => Promise.all([app.stop(), deleteApp(admin)]));

const wsUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/graphql`;

interface Closed {
  code: number;
  reason: string;
  atMs: number;
}

interface Socket {
  client: Client;
  /** Resolves when the server closes the socket. */
  closed: Promise<Closed>;
}

/** A graphql-ws client, connected at once (as the app's client is once it subscribes); headers for X-Forwarded-For. */
async function connect(baseUrl: string, token?: string, headers: Record<string, string> = {}): Promise<Socket> {
  let onClosed = (_closed: Closed) => {};
  const closed = new Promise<Closed>((resolve) => (onClosed = resolve));
  let onConnected = () => {};
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const client = createClient({
    url: wsUrl(baseUrl),
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: false,
    // Closes are what these tests look for: recorded by `closed`, not printed.
    onNonLazyError: () => {},
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    on: {
      connected: onConnected,
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        onClosed({ code, reason, atMs: Date.now() });
      },
    },
  });
  clients.push(client);
  await Promise.race([connected, closed.then(({ reason }) => Promise.reject(new Error(`refused: ${reason}`)))]);
  return { client, closed };
}

interface Outcome<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
  /** The socket closed instead of answering. */
  closed?: { code: number; reason: string };
}

/** Runs one query or mutation on the socket: its answer, its errors, or the close that came instead. */
function run<T, V>(socket: Socket, document: TypedDocumentNode<T, V>, variables?: V): Promise<Outcome<T>> {
  return new Promise((resolve) => {
    let outcome: Outcome<T> = {};
    socket.client.subscribe<T>(
      { query: print(document), variables: variables as Record<string, unknown> | undefined },
      {
        next: (result) => (outcome = result as Outcome<T>),
        error: (error) => {
          if (Array.isArray(error)) resolve({ errors: error as Outcome<T>['errors'] });
          else {
            const { code, reason } = error as { code: number; reason: string };
            resolve({ closed: { code, reason } });
          }
        },
        complete: () => resolve(outcome),
      },
    );
  });
}

/** The close, or null when none came within `ms`. */
async function closedWithin(socket: Socket, ms: number): Promise<Closed | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([socket.closed, new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)))]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a refused operation looks like on the socket: a 4403 close, or an UNAUTHENTICATED error; never data. */
function expectRefused(outcome: Outcome<unknown>) {
  expect(outcome.data ?? null).toBeNull();
  if (outcome.closed) expect(outcome.closed.code).toBe(4403);
  else expect(outcome.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
}

/**
 * Opens two sockets as `user` on `target`; runs `change`; then proves that an operation sent on
 * one socket is refused (no viewer, no group stored) and that the idle other socket is closed
 * with 4403 and `reason` within five seconds. A change this app makes (`atOnce`) refuses the
 * operation sent at once; one made at the identity provider is seen by the next sweep of open
 * sockets, whose answer also ends the revocation window of the account's operations.
 */
async function expectSocketsEnd(
  target: TestApp,
  user: TestUser,
  change: () => Promise<unknown>,
  reason: string | RegExp,
  atOnce: boolean,
) {
  const [idle, busy] = await Promise.all([connect(target.url, user.token), connect(target.url, user.token)]);
  expect((await run(busy, ViewerQuery)).data?.viewer?.id).toBe(user.uid);
  const groupsBefore = (await storedGroups(target)).length;

  await change();
  const changedAt = Date.now();
  if (!atOnce) await closedWithin(idle, closeWithinMs + 1_000);
  expectRefused(await run(busy, ViewerQuery));
  expectRefused(await run(busy, CreateGroupMutation, { input: groupInput({ groupName: 'After The End' }) }));

  const closed = await closedWithin(idle, closeWithinMs + 1_000);
  expect(closed).toMatchObject({
    code: 4403,
    reason: typeof reason === 'string' ? reason : expect.stringMatching(reason),
  });
  expect(closed!.atMs - changedAt).toBeLessThanOrEqual(closeWithinMs);
  expect((await storedGroups(target)).length).toBe(groupsBefore);
}

describe('an open socket keeps to the rights of its sign-in', () => {
  it('closes when the account is deleted through the app, and runs nothing for it meanwhile', async () => {
    const user = await createTestUser('Del Eted');
    await expectSocketsEnd(
      app,
      user,
      async () => {
        const deleted = await graphqlRequest(app.url, DeleteAccountMutation, { input: { confirm: true } }, user.token);
        expect(deleted.data?.deleteAccount.deletedUserId).toBe(user.uid);
      },
      'This account no longer exists.',
      true,
    );
  });

  it("closes this process's sockets at once when it deletes the account, without waiting for the sweep", async () => {
    const slowSweep = await startTestApp({ env: { LIVE_ACCOUNT_RECHECK_MS: '600000' } });
    try {
      const user = await createTestUser('At Once');
      const socket = await connect(slowSweep.url, user.token);
      const deleted = await graphqlRequest(
        slowSweep.url,
        DeleteAccountMutation,
        { input: { confirm: true } },
        user.token,
      );
      expect(deleted.data?.deleteAccount.deletedUserId).toBe(user.uid);
      expect(await closedWithin(socket, 1_000)).toMatchObject({ code: 4403, reason: 'This account no longer exists.' });
    } finally {
      await Promise.all(clients.splice(0).map((client) => client.dispose()));
      await slowSweep.stop();
    }
  });

  it('closes when the account is disabled at the identity provider', async () => {
    const user = await createTestUser('Dis Abled');
    await expectSocketsEnd(
      app,
      user,
      () => getAuth(admin).updateUser(user.uid, { disabled: true }),
      'This account has been disabled.',
      false,
    );
  });

  it('closes when the password changes (every earlier sign-in is revoked)', async () => {
    const user = await createTestUser('Pass Changed');
    // Revocation compares whole seconds: change the password in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expectSocketsEnd(
      app,
      user,
      () => getAuth(admin).updateUser(user.uid, { password: 'Another456' }),
      'Your sign-in was revoked (for example by a password change). Please sign in again.',
      false,
    );
  });

  it('closes when its token expires', async () => {
    const user = await createTestUser('Ex Pired');
    // The Auth Emulator's tokens are unsigned: the same token, expiring in three seconds, is a
    // real short-lived token to the verifier (the expiry is checked like any other).
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString('utf8')) as object;
    const expiresAt = Math.floor(Date.now() / 1000) + 3;
    const shortLived = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...claims, exp: expiresAt })).toString('base64url'),
      '',
    ].join('.');
    const socket = await connect(app.url, shortLived);
    expect((await run(socket, ViewerQuery)).data?.viewer?.id).toBe(user.uid);

    const closed = await closedWithin(socket, 3_000 + closeWithinMs);
    expect(closed).toMatchObject({ code: 4403, reason: 'Your session has expired. Please sign in again.' });
    expect(closed!.atMs - expiresAt * 1000).toBeLessThanOrEqual(closeWithinMs);
  });
});

describe('WebSocket upgrades', () => {
  /** One upgrade request without Sec-WebSocket-Key, as raw HTTP: the status line's code. */
  function malformedUpgrade(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write(
          'GET /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n',
        ),
      );
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    });
  }

  it('gives back the per-IP socket count of failed handshakes: 1,000 malformed upgrades, then a valid one is accepted', async () => {
    const port = Number(new URL(app.url).port);
    const statuses = new Map<number, number>();
    // Ten at a time: well under the 20 sockets an IP may hold, so only a leaked count can refuse.
    for (let sent = 0; sent < 1_000; sent += 10) {
      for (const status of await Promise.all(Array.from({ length: 10 }, () => malformedUpgrade(port)))) {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: 1_000 });

    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(wsUrl(app.url), 'graphql-transport-ws');
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => {
        resolve(101);
        socket.close();
      });
    });
    expect(status).toBe(101);
  });
});

describe('operations on a socket count against the HTTP rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // X-Forwarded-For is believed from loopback, so each test is its own client IP, as over HTTP.
    limited = await startTestApp({
      env: { RATE_LIMIT_READS: '10', RATE_LIMIT_MUTATIONS: '3', TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(() => limited.stop());

  /** POSTs a GraphQL document over HTTP from `ip` (X-Forwarded-For): the status and the first error's code. */
  async function post<T, V>(document: TypedDocumentNode<T, V>, variables: V, ip: string, token?: string) {
    const response = await fetch(`${limited.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await response.json()) as Outcome<T>;
    return { status: response.status, code: body.errors?.[0]?.extensions?.code };
  }

  const expectRateLimited = (outcome: Outcome<unknown>) => {
    expect(outcome.data ?? null).toBeNull();
    expect(outcome.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ s\.$/),
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
  };

  it('counts mutations per user in the same counter as HTTP: the fourth of three allowed is RATE_LIMITED', async () => {
    const user = await createTestUser('Busy Writer');
    const ip = '198.51.100.1';
    for (const name of ['Over HTTP 1', 'Over HTTP 2']) {
      expect(await post(UpdateProfileMutation, { input: { displayName: name } }, ip, user.token)).toEqual({
        status: 200,
        code: undefined,
      });
    }
    const socket = await connect(limited.url, user.token, { 'x-forwarded-for': ip });
    const third = await run(socket, UpdateProfileMutation, { input: { displayName: 'Over The Socket' } });
    expect(third.data?.updateProfile.viewer.displayName).toBe('Over The Socket');
    expectRateLimited(await run(socket, UpdateProfileMutation, { input: { displayName: 'One Too Many' } }));
  });

  it('counts queries per client IP (as HTTP derives it) in the same counter as HTTP', async () => {
    const ip = '198.51.100.2';
    const socket = await connect(limited.url, undefined, { 'x-forwarded-for': ip });
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await run(socket, HobbyCategoriesQuery)).data?.hobbyCategories.length).toBeGreaterThan(0);
    }
    expectRateLimited(await run(socket, HobbyCategoriesQuery));
    expect(await post(HobbyCategoriesQuery, {}, ip)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    // Another address is another client.
    expect((await post(HobbyCategoriesQuery, {}, '198.51.100.3')).status).toBe(200);
  });
});

describe('across app processes', () => {
  it("closes another process's sockets of an account deleted through this one within five seconds", async () => {
    const peer = await startTestApp({ databaseName: app.database.connection.name });
    try {
      const user = await createTestUser('Far Away');
      await expectSocketsEnd(
        peer,
        user,
        () => graphqlRequest(app.url, DeleteAccountMutation, { input: { confirm: true } }, user.token),
        // Deleting disables the account first: the peer may see either while the deletion runs.
        /^(This account no longer exists\.|This account has been disabled\.)$/,
        // The peer hears of it through the revocation bus (or its sweep), within a second or so.
        false,
      );
    } finally {
      await Promise.all(clients.splice(0).map((client) => client.dispose()));
      await peer.stop(); // last test: dropping the shared database is fine
    }
  });
});
