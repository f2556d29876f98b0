import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { RedisRevocationBus } from '@/auth/revocations';
import { createLogger } from '@/logger';
import { testServices } from '../../support/env';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp, type TestAppOptions } from '../../support/testApp';
import { createTestUser, trySignIn, type TestUser } from '../../support/users';
import { DeleteAccountMutation, UpdateProfileMutation } from '../accountDocuments';
import { ViewerQuery } from '../documents';

/** The production default of AUTH_REVOCATION_CHECK_MS: the tests move the clock across it, never sleep it. */
const windowMs = 60_000;
/** How often the test apps read the others' revocations (and changes) from the database. */
const busIntervalMs = 200;

let admin: App;
/** Both apps' token-check clock: Date.now() moved forward by the tests. */
let movedMs = 0;
const clock = () => Date.now() + movedMs;

/** Two app processes on one database, as a deployment without Redis runs them. */
async function startPair(
  options: TestAppOptions = {},
  optionsB: TestAppOptions = options,
): Promise<[TestApp, TestApp]> {
  const a = await startTestApp({ clock, sync: { intervalMs: busIntervalMs }, ...options });
  const b = await startTestApp({
    clock,
    sync: { intervalMs: busIntervalMs },
    ...optionsB,
    databaseName: a.database.connection.name,
  });
  return [a, b];
}

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = testServices().authEmulatorHost;
  admin = initializeApp({ projectId: testServices().projectId }, 'token-window-admin');
  [a, b] = await startPair();
});
afterAll(() => Promise.all([b.stop(), deleteApp(admin)]).then(() => a.stop()));

/** True when `app` takes the token (the viewer is its person), false when it refuses it as UNAUTHENTICATED. */
async function accepted(app: TestApp, user: TestUser, token = user.token): Promise<boolean> {
  const res = await graphqlRequest(app.url, ViewerQuery, {}, token);
  if (res.data?.viewer?.id === user.uid) return true;
  expect([res.status, res.errors?.[0]?.extensions?.code]).toEqual([401, 'UNAUTHENTICATED']);
  return false;
}

/** A user whose token both apps have already checked (so each holds the account's standing). */
async function knownToBoth(name: string): Promise<TestUser> {
  const user = await createTestUser(name);
  // A lookup in the second of the sign-in (auth_time has whole seconds) may predate it, and is
  // made again at the next request: look the account up after that second, as a later page would.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  expect([await accepted(a, user), await accepted(b, user)]).toEqual([true, true]);
  return user;
}

/** The sensitive operations, each refused at once with the token: export, profile change, deletion. */
async function expectSensitiveRefused(app: TestApp, token: string) {
  const exported = await rest<{ error: string }>(app.url, 'GET', '/me/export', { token });
  expect([exported.status, exported.body.error]).toEqual([401, 'UNAUTHENTICATED']);
  const renamed = await graphqlRequest(app.url, UpdateProfileMutation, { input: { displayName: 'Thief' } }, token);
  expect(renamed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const patched = await rest<{ error: string }>(app.url, 'PATCH', '/me', { token, body: { displayName: 'Thief' } });
  expect(patched.status).toBe(401);
  const deleted = await graphqlRequest(app.url, DeleteAccountMutation, { input: { confirm: true } }, token);
  expect(deleted.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
}

/** Polls until `app` refuses the token; answers how long that took (ms), failing after `limitMs`. */
async function refusedWithin(app: TestApp, user: TestUser, limitMs: number): Promise<number> {
  const started = Date.now();
  while (await accepted(app, user)) {
    if (Date.now() - started > limitMs) throw new Error(`still accepted after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('revocations made at the identity provider: refused within the window on every process, at once for sensitive operations', () => {
  // First: a sign-in counts as new against the clock the tests move (later tests move it).
  it('the person who changed their password: their new sign-in makes a process look again, so the old token is refused there at once', async () => {
    const user = await knownToBoth('New Sign In');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await getAuth(admin).updateUser(user.uid, { password: 'Another456' });
    const again = await trySignIn(user.email, 'Another456');
    if (!('idToken' in again)) throw new Error(again.error);
    expect(await accepted(b, user, again.idToken)).toBe(true);
    expect(await accepted(b, user)).toBe(false);
  });

  it('a password change: the old token works for reads until the window ends, never for export, profile or deletion', async () => {
    const user = await knownToBoth('Pass Word');
    // Revocation compares whole seconds: change the password in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await getAuth(admin).updateUser(user.uid, { password: 'Another456' });

    // The trade-off: within the window a read with the old token still passes on a process that looked the account up before.
    expect(await accepted(b, user)).toBe(true);
    // Sensitive operations ask the provider now, whatever the window; their answer stands for the process's other requests.
    await expectSensitiveRefused(a, user.token);
    expect(await accepted(a, user)).toBe(false);
    expect((await getAuth(admin).getUser(user.uid)).displayName).toBe('Pass Word');

    movedMs += windowMs;
    expect([await accepted(a, user), await accepted(b, user)]).toEqual([false, false]);
    // The new password's sign-in is taken by both.
    const again = await trySignIn(user.email, 'Another456');
    if (!('idToken' in again)) throw new Error(again.error);
    expect([await accepted(a, user, again.idToken), await accepted(b, user, again.idToken)]).toEqual([true, true]);
  });

  it('an account disabled, and one deleted, at the provider: refused on both processes once the window has passed', async () => {
    const [disabled, deleted] = await Promise.all([knownToBoth('Dis Abled'), knownToBoth('De Leted')]);
    await getAuth(admin).updateUser(disabled.uid, { disabled: true });
    await getAuth(admin).deleteUser(deleted.uid);
    await expectSensitiveRefused(a, disabled.token);
    await expectSensitiveRefused(a, deleted.token);
    expect([await accepted(b, disabled), await accepted(b, deleted)]).toEqual([true, true]);
    movedMs += windowMs;
    for (const user of [disabled, deleted]) {
      expect([await accepted(a, user), await accepted(b, user)]).toEqual([false, false]);
    }
  });
});

describe('revocations the app causes: at once on the process that caused them, and on the others without waiting for the window', () => {
  /** Deletes `user`'s account through `on`, then proves both apps refuse their token (no clock moved). */
  async function deleteAndExpectRefused(on: TestApp, other: TestApp, user: TestUser) {
    const deleted = await graphqlRequest(on.url, DeleteAccountMutation, { input: { confirm: true } }, user.token);
    expect(deleted.data?.deleteAccount.deletedUserId).toBe(user.uid);
    expect(await accepted(on, user)).toBe(false);
    // The other process hears of it through the bus: well within its next read, not the 60 s window.
    expect(await refusedWithin(other, user, 3_000)).toBeLessThan(3_000);
  }

  it('an account deleted through one process (the database bus, no Redis)', async () => {
    await deleteAndExpectRefused(a, b, await knownToBoth('Gone Now'));
  });

  it('an account deleted through one process (the Redis bus, REDIS_URL)', async () => {
    const channel = `test:${randomUUID()}:revocations`;
    const logger = createLogger('silent');
    const [busA, busB] = await Promise.all([
      RedisRevocationBus.connect('redis://127.0.0.1:6379', logger, channel),
      RedisRevocationBus.connect('redis://127.0.0.1:6379', logger, channel),
    ]);
    // The database bus read only once a minute: only Redis can carry the revocation in time.
    const slow = { sync: { intervalMs: 60_000 } };
    const [x, y] = await startPair({ ...slow, revocations: busA }, { ...slow, revocations: busB });
    try {
      const user = await createTestUser('Red Is');
      expect([await accepted(x, user), await accepted(y, user)]).toEqual([true, true]);
      await deleteAndExpectRefused(y, x, user);
    } finally {
      await y.stop();
      await x.stop();
    }
  });
});
