import { randomUUID } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { startBuiltApp, type BuiltApp } from './e2eApp';
import { testServices } from './env';

/** How often the app's sweep runs (groups/membership.ts). */
const sweepMs = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The crash suite's harness: built apps on one database of their own, killed with SIGKILL at a
 * chosen moment and restarted, and the capacity engine's promises checked on what is stored.
 */
export interface CrashRig {
  db(): Db;
  /** Starts the built app on the rig's database and waits until it is ready. */
  start(): Promise<BuiltApp>;
  /** SIGKILLs the app as soon as `moment()` is true (or after 10 s), then waits for it to exit. */
  killWhen(app: BuiltApp, moment: () => Promise<boolean>): Promise<void>;
}

/** Registers beforeAll/afterAll for a rig; call at the top of a test file. */
export function crashRig(): CrashRig {
  let client: MongoClient;
  let db: Db;
  const dbName = `crash_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const started: BuiltApp[] = [];
  beforeAll(async () => {
    client = await new MongoClient(testServices().mongoUri).connect();
    db = client.db(dbName);
  });
  afterAll(async () => {
    await Promise.all(started.map((app) => app.stop()));
    await db.dropDatabase();
    await client.close();
  });
  return {
    db: () => db,
    async start() {
      const app = await startBuiltApp({ MONGODB_DB: dbName, RATE_LIMIT_ENABLED: 'false' });
      started.push(app);
      for (let waited = 0; !(await fetch(`${app.baseUrl}/readyz`)).ok && waited < 30_000; waited += 100) {
        await sleep(100);
      }
      return app;
    },
    async killWhen(app, moment) {
      for (let waited = 0; waited < 10_000 && !(await moment()); waited += 5) await sleep(5);
      process.kill(app.pid!, 'SIGKILL');
      await app.exited;
    },
  };
}

/** What one scope's places look like in the database. */
export interface StoredPlaces {
  holders: string[];
  /** The queue, in its order. */
  waiting: string[];
  /** Seats (claims) stored, held or not. */
  seats: number;
}

/**
 * Reads the scope until the restarted process's sweep has finished what the crash left: every
 * seat held, and nobody waiting while a place is free, unchanged a sweep later. The sweep runs
 * every 2 s; a slow machine may need several, so this polls (up to `withinMs`) instead of sleeping a guessed time.
 * Returns the last state read, settled or not, for the caller's assertions to judge.
 */
export async function settledPlaces(
  read: () => Promise<StoredPlaces>,
  capacity: number,
  withinMs = 60_000,
): Promise<StoredPlaces> {
  const deadline = Date.now() + withinMs;
  const isSettled = (state: StoredPlaces) =>
    state.seats === state.holders.length && (state.waiting.length === 0 || state.holders.length === capacity);
  for (;;) {
    const state = await read();
    if (Date.now() > deadline) return state;
    if (isSettled(state)) {
      // Settled once is not enough: a late promotion (a double one would be the bug) could still
      // come. Only a state unchanged a whole sweep later counts.
      await sleep(sweepMs + 1_000);
      const later = await read();
      if (JSON.stringify(later) === JSON.stringify(state)) return later;
      continue;
    }
    await sleep(250);
  }
}

/**
 * The capacity engine's promises after a crash and a sweep: no more holders than places, one
 * seat per holder, nobody twice, nobody waiting beside a free place or while holding one, and
 * the promoted are the head of the queue as it was before the crash, the rest its tail.
 * Returns who was promoted.
 */
export function expectCapacityInvariants(state: StoredPlaces, queueBefore: string[], capacity: number): string[] {
  const { holders, waiting, seats } = state;
  expect(holders.length).toBeLessThanOrEqual(capacity);
  expect(new Set(holders).size).toBe(holders.length);
  expect(seats).toBe(holders.length);
  if (waiting.length > 0) expect(holders).toHaveLength(capacity);
  expect(waiting.filter((uid) => holders.includes(uid))).toEqual([]);
  const promoted = queueBefore.filter((uid) => holders.includes(uid));
  expect(promoted).toEqual(queueBefore.slice(0, promoted.length));
  expect(waiting).toEqual(queueBefore.slice(promoted.length));
  expect(promoted.length).toBeGreaterThan(0);
  return promoted;
}
