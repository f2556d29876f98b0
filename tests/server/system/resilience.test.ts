import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningChild } from '@/embedded/child';
import { startFerretdb } from '@/embedded/ferretdb';
import { freePort, isListening } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { MongoClient, ObjectId } from 'mongodb';
import { startBuiltApp, type BuiltApp } from '../../support/e2eApp';
import { graphqlRequest, rest } from '../../support/http';
import { eventually } from '../../support/smtp';
import { createTestUser, type TestUser } from '../../support/users';
import { CreateGroupMutation, GroupsQuery, UpdateGroupMutation } from '../documents';
import { groupInput, restGroupBody } from '../fixtures';
import { JoinGroupMutation } from '../membershipDocuments';

/**
 * The app under faults, as a real process (the built server) on a FerretDB of its own that
 * the test stops, kills, hangs and restarts — on FerretDB's SQLite backend and on its
 * PostgreSQL backend (127.0.0.1:5432, the production-like one).
 */
const postgresDatabase = 'hobbyhub_resilience';
const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ensurePostgresDatabase(): void {
  const exists = execFileSync('psql', [
    '-h',
    '127.0.0.1',
    '-U',
    'postgres',
    '-tAc',
    `SELECT 1 FROM pg_database WHERE datname = '${postgresDatabase}'`,
  ]);
  if (exists.toString().trim() !== '1') {
    execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', `CREATE DATABASE ${postgresDatabase}`]);
  }
}

interface Backend {
  port: number;
  start(): Promise<RunningChild>;
}

function backend(handler: 'sqlite' | 'postgresql', port: number): Backend {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-resilience-'));
  return {
    port,
    start: () =>
      startFerretdb({
        port,
        handler,
        dataDir,
        postgresqlUrl: `postgres://postgres@127.0.0.1:5432/${postgresDatabase}`,
        logger,
      }),
  };
}

/** Times a request; network errors count as "no answer" (status 0). */
async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const status = await fetch(url, init).then(
    (response) => response.status,
    () => 0,
  );
  return { status, ms: Date.now() - started };
}

/** Polls until `url` answers 200; resolves with how long that took. */
async function recoveryTime(url: string, limitMs = 15_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await timed(url)).status === 200) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${url} did not recover within ${limitMs} ms`);
}

describe.each(['sqlite', 'postgresql'] as const)('resilience on FerretDB (%s)', (handler) => {
  // How each backend starts, dies and hangs is its own; what the app does with acknowledged
  // writes and capacity across processes is the app's, shown on the default backend (CI's time).
  const onTheDefaultBackend = handler === 'sqlite' ? it : () => undefined;
  let owner: TestUser;
  const started: { stop(): Promise<void> }[] = [];
  const track = <T extends { stop(): Promise<void> }>(thing: T): T => {
    started.push(thing);
    return thing;
  };

  beforeAll(async () => {
    if (handler === 'postgresql') ensurePostgresDatabase();
    owner = await createTestUser('Resilient Owner');
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((thing) => thing.stop()));
  });

  async function appOn(db: Backend, env: NodeJS.ProcessEnv = {}): Promise<BuiltApp> {
    return track(
      await startBuiltApp({
        MONGODB_URI: `mongodb://127.0.0.1:${db.port}/`,
        MONGODB_DB: `r_${randomUUID().slice(0, 8)}`,
        ...env,
      }),
    );
  }

  it('starts with the database down, fails fast with 503, and recovers by itself when it comes up', async () => {
    const db = backend(handler, await freePort());
    const app = await appOn(db);

    expect((await timed(`${app.baseUrl}/healthz`)).status).toBe(200);
    expect((await timed(`${app.baseUrl}/readyz`)).status).toBe(503);
    const list = await timed(`${app.baseUrl}/groups`, { headers: { accept: 'application/json' } });
    expect(list.status).toBe(503);
    expect(list.ms).toBeLessThan(1000);
    const gql = await graphqlRequest(app.baseUrl, GroupsQuery, {});
    expect(gql.status).toBe(503);
    expect(gql.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');

    track(await db.start());
    const recovered = await recoveryTime(`${app.baseUrl}/readyz`);
    expect(recovered).toBeLessThan(5000);
    expect((await rest(app.baseUrl, 'GET', '/groups')).status).toBe(200);
  }, 120_000); // two process starts (the app, the database) on a busy machine

  it('survives the database dying and hanging mid-traffic: reads still served, writes 503 within bounds, recovery within 5 s', async () => {
    const db = backend(handler, await freePort());
    let database = track(await db.start());
    const dbName = `r_${randomUUID().slice(0, 8)}`;
    const app = await appOn(db, { MONGODB_DB: dbName });
    await recoveryTime(`${app.baseUrl}/readyz`);
    const created = await rest<{ insertedId: string }>(app.baseUrl, 'POST', '/groups', {
      body: restGroupBody(),
      token: owner.token,
    });
    const groupUrl = `${app.baseUrl}/groups/${created.body.insertedId}`;
    const write = () =>
      timed(groupUrl, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ location: `Moved ${randomUUID().slice(0, 6)}` }),
      });

    // Killed: reads come from the read model; writes answer at once, as 503; readiness says so.
    process.kill(database.pid!, 'SIGKILL');
    await database.exited;
    expect((await timed(groupUrl, { headers: { accept: 'application/json' } })).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const answer = await write();
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(3000);
    }
    expect((await timed(`${app.baseUrl}/readyz`)).status).toBe(503);
    const gqlWrite = await graphqlRequest(
      app.baseUrl,
      UpdateGroupMutation,
      { input: { id: created.body.insertedId, location: 'Nowhere' } },
      owner.token,
    );
    expect(gqlWrite.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    database = track(await db.start());
    expect(await recoveryTime(`${app.baseUrl}/readyz`)).toBeLessThan(5000);
    expect((await write()).status).toBe(200);

    // Hung (SIGSTOP): writes still get an answer, within the driver's bounds.
    process.kill(database.pid!, 'SIGSTOP');
    const hung = await Promise.all([write(), write(), write()]);
    // Once in CI under load one of these answered 500 (not reproduced in 5 runs here): say why if it does again.
    if (hung.some((answer) => answer.status !== 503)) {
      console.warn(`hung writes answered ${JSON.stringify(hung)}; the app logged:\n${app.output().slice(-4000)}`);
    }
    for (const answer of hung) {
      expect(answer.status).toBe(503);
      expect(answer.ms).toBeLessThan(8000);
    }
    process.kill(database.pid!, 'SIGCONT');
    expect(await recoveryTime(`${app.baseUrl}/readyz`)).toBeLessThan(5000);
    // A hung write may still be stored after its request gave up (503): the app shows what the
    // database holds once the writes' doubt is settled, not what it last believed.
    const client = await MongoClient.connect(`mongodb://127.0.0.1:${db.port}/`);
    try {
      const groups = client.db(dbName).collection<{ location: string }>('groups');
      const id = new ObjectId(created.body.insertedId);
      await eventually(
        async () => {
          const stored = (await groups.findOne({ _id: id }))?.location;
          const shown = await rest<{ location: string }>(app.baseUrl, 'GET', `/groups/${created.body.insertedId}`);
          return stored !== undefined && shown.body.location === stored;
        },
        'the shown location to match the stored one after a hang',
        20_000,
      );
    } finally {
      await client.close();
    }
    expect((await write()).status).toBe(200);
    expect((await timed(`${app.baseUrl}/healthz`)).status).toBe(200);
  }, 120_000); // two database starts, a hang, and the settling of the hung writes

  onTheDefaultBackend('loses no acknowledged write when the app and the database are killed mid-stream', async () => {
    const db = backend(handler, await freePort());
    let database = track(await db.start());
    const dbName = `r_${randomUUID().slice(0, 8)}`;
    const app = await appOn(db, { MONGODB_DB: dbName });
    await recoveryTime(`${app.baseUrl}/readyz`);

    const acknowledged: string[] = [];
    let streaming = true;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let i = 0; streaming; i += 1) {
        const res = await rest<{ insertedId?: string }>(app.baseUrl, 'POST', '/groups', {
          body: restGroupBody({ groupName: `Durable ${writer}-${i}` }),
          token: owner.token,
        }).catch(() => null);
        if (res?.status === 201 && res.body.insertedId) acknowledged.push(res.body.insertedId);
      }
    });
    await sleep(1500);
    process.kill(app.pid!, 'SIGKILL');
    process.kill(database.pid!, 'SIGKILL');
    streaming = false;
    await Promise.all(writers);
    await database.exited;
    expect(acknowledged.length).toBeGreaterThan(5);

    database = track(await db.start());
    const restarted = await appOn(db, { MONGODB_DB: dbName });
    await recoveryTime(`${restarted.baseUrl}/readyz`);
    const missing: string[] = [];
    for (const id of acknowledged) {
      if ((await rest(restarted.baseUrl, 'GET', `/groups/${id}`)).status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
  });

  onTheDefaultBackend('keeps ownership and membership capacity across two app processes on one database', async () => {
    const db = backend(handler, await freePort());
    track(await db.start());
    const dbName = `r_${randomUUID().slice(0, 8)}`;
    const [first, second] = await Promise.all([appOn(db, { MONGODB_DB: dbName }), appOn(db, { MONGODB_DB: dbName })]);
    await Promise.all([recoveryTime(`${first.baseUrl}/readyz`), recoveryTime(`${second.baseUrl}/readyz`)]);

    const created = await graphqlRequest(
      first.baseUrl,
      CreateGroupMutation,
      { input: groupInput({ maxMembers: 20 }) },
      owner.token,
    );
    const id = created.data!.createGroup.group.id;

    const stranger = await createTestUser('Stranger');
    const hijack = await graphqlRequest(
      second.baseUrl,
      UpdateGroupMutation,
      { input: { id, location: 'Elsewhere' } },
      stranger.token,
    );
    expect(hijack.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const crowd = await Promise.all(Array.from({ length: 60 }, () => createTestUser(null)));
    const results = await Promise.all(
      crowd.map((user, index) =>
        graphqlRequest(index % 2 ? first.baseUrl : second.baseUrl, JoinGroupMutation, { input: { id } }, user.token),
      ),
    );
    expect(results.filter((res) => !res.errors)).toHaveLength(20);
    expect(results.flatMap((res) => res.errors?.map((error) => error.extensions?.code) ?? [])).toEqual(
      Array(40).fill('GROUP_FULL'),
    );
  });
});

/**
 * A create whose body is sent in two halves: between them the request is in flight on the
 * server for sure (connected, headers read, waiting for the rest of the body).
 */
function halfSentCreate(baseUrl: string, token: string): { finish(): void; status: Promise<number> } {
  const body = JSON.stringify(restGroupBody({ groupName: `Drained ${randomUUID().slice(0, 8)}` }));
  const request = http.request(`${baseUrl}/groups`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      authorization: `Bearer ${token}`,
    },
  });
  const status = new Promise<number>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
  request.write(body.slice(0, 20));
  return { finish: () => request.end(body.slice(20)), status };
}

describe('process lifecycle', () => {
  let started: BuiltApp | undefined;
  afterEach(() => started?.stop()); // only does anything if the test failed before the SIGTERM

  it('on SIGTERM finishes in-flight requests, saves the read models, stops its embedded database and exits 0; a restart starts from the saved read models', async () => {
    const owner = await createTestUser('Draining Owner');
    const ferretdbPort = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-sigterm-'));
    const settings = {
      // As `npm start` runs it: outside NODE_ENV=test, Apollo once re-sent the signal and cut
      // the shutdown short.
      NODE_ENV: 'development',
      MONGODB_URI: '',
      MONGODB_DB: 'hobbyhub',
      FERRETDB_PORT: String(ferretdbPort),
      DATA_DIR: dataDir,
    };
    const app = await startBuiltApp(settings);
    started = app;
    await recoveryTime(`${app.baseUrl}/readyz`);

    const inFlight = Array.from({ length: 5 }, () => halfSentCreate(app.baseUrl, owner.token));
    await sleep(300);
    process.kill(app.pid!, 'SIGTERM');
    await sleep(300);
    // Stopped accepting: a new connection is refused while the five are still being served.
    expect((await timed(`${app.baseUrl}/healthz`)).status).toBe(0);
    for (const request of inFlight) request.finish();
    expect(await Promise.all(inFlight.map((request) => request.status))).toEqual(Array(5).fill(201));
    expect(await app.exited).toBe(0);
    expect(await isListening(ferretdbPort)).toBe(false);
    expect(readdirSync(path.join(dataDir, 'read-model'))).toEqual(['sqlite-hobbyhub.bson']);

    const restarted = await startBuiltApp({ ...settings, LOG_LEVEL: 'info' });
    started = restarted;
    await recoveryTime(`${restarted.baseUrl}/readyz`);
    const listed = await rest<{ userEmail: string }[]>(restarted.baseUrl, 'GET', '/groups?limit=100', {
      token: owner.token,
    });
    expect(listed.body.filter((group) => group.userEmail === owner.email)).toHaveLength(5);
    const logged = restarted
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { message?: string; from?: string });
    expect(logged).toContainEqual(expect.objectContaining({ message: 'loaded the groups', from: 'snapshot' }));
    await restarted.stop();
  });

  it('killed outright (SIGKILL), leaves no embedded service running', async () => {
    const [ferretdbPort, emulatorPort] = [await freePort(), await freePort()];
    const app = await startBuiltApp({
      MONGODB_URI: '',
      FERRETDB_PORT: String(ferretdbPort),
      FIREBASE_AUTH_EMULATOR_HOST: '', // the app starts its own emulator
      AUTH_EMULATOR_PORT: String(emulatorPort),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-sigkill-')),
    });
    started = app;
    await recoveryTime(`${app.baseUrl}/readyz`);
    expect([await isListening(ferretdbPort), await isListening(emulatorPort)]).toEqual([true, true]);

    process.kill(app.pid!, 'SIGKILL');
    await app.exited;
    // Both watch their parent (FerretDB: --exit-with-parent; emulator: scripts/exit-with-parent.cjs).
    for (let waited = 0; (await isListening(ferretdbPort)) || (await isListening(emulatorPort)); waited += 250) {
      if (waited > 15_000) throw new Error('an embedded service outlived the app by 15 s');
      await sleep(250);
    }
  }, 180_000);
});
