import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient, type Db, type ObjectId } from 'mongodb';
import { startChild, type RunningChild } from '@/embedded/child';
import { startFerretdb } from '@/embedded/ferretdb';
import { startAuthEmulator } from '@/embedded/authEmulator';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { appEnvironment, appNodeOptions } from '@/memory';
import { projectRoot } from '@/projectRoot';
import { identityToolkit } from './seed';

/**
 * `npm run bench:chaos -- [--seconds 600] [--workers 8] [--auth-emulator 127.0.0.1:9099]`
 *
 * Two app processes on one embedded FerretDB under a mixed load (reads, creates, updates,
 * deletes, joins, leaves) while the harness SIGKILLs one of the apps or the database at random
 * moments and starts it again. Then, once everything is back: every acknowledged write is stored
 * (and every acknowledged delete gone), no group holds more members than places, every
 * membership has its seat and every seat its membership, and both processes list exactly what
 * the database holds.
 */

export interface ChaosOptions {
  /** How long the load runs at least. */
  durationMs: number;
  /**
   * Kills to make at least: the load goes on past `durationMs` until they are done. On a loaded
   * machine an app takes longer to come back, and a minute holds fewer kills.
   */
  minKills?: number;
  workers: number;
  /** The Auth Emulator to sign the load's users up with (one is started when absent). */
  emulator?: { host: string; projectId: string };
  log?: (line: string) => void;
}

export interface ChaosReport {
  seconds: number;
  operations: Record<string, { sent: number; acknowledged: number }>;
  /** Milliseconds from send to answer of the acknowledged operations, per kind and for all of them. */
  latency: Record<string, { p50: number; p99: number }>;
  kills: { app: number; database: number };
  recoveries: number;
  /** Seconds from the end of the load until every invariant held. */
  settledSeconds: number;
  violations: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const appEntry = path.join(projectRoot, 'server', 'dist', 'index.js');
/** Short, so the end-of-run checks need not wait long for the repair of seats a kill left. */
const seatRepairAfterMs = 3_000;
const syncMs = 200;

interface Expected {
  owner: number;
  location: string;
  deleted: boolean;
  /** A write to it was not acknowledged: its state is unknown, so it is not checked. */
  uncertain: boolean;
}

interface User {
  uid: string;
  token: string;
}

/** A new account and the token of a fresh sign-in (the sign-up's own may be refused as revoked: auth/firebaseAuth.ts). */
async function signUp(emulator: { host: string }, index: number): Promise<User> {
  const credentials = {
    email: `chaos-${index}-${Date.now()}@example.com`,
    password: 'Chaos123',
    returnSecureToken: true,
  };
  const { localId } = await identityToolkit<{ localId: string }>(emulator.host, 'signUp', credentials);
  const { idToken } = await identityToolkit<{ idToken: string }>(emulator.host, 'signInWithPassword', credentials);
  return { uid: localId, token: idToken };
}

interface Answer {
  status: number;
  body: unknown;
  /** From send to the whole answer read. */
  ms: number;
}

/** One HTTP call with a deadline; null when it did not get an answer (killed process, timeout). */
async function call(url: string, init: RequestInit = {}): Promise<Answer | null> {
  const sentAt = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(8_000) });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : null,
      ms: performance.now() - sentAt,
    };
  } catch {
    return null;
  }
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => undefined);
  const logger = createLogger('silent');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-chaos-'));
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const ferretdbPort = await freePort();
    const startDatabase = () =>
      startFerretdb({
        port: ferretdbPort,
        handler: 'sqlite',
        dataDir: path.join(scratch, 'ferretdb'),
        postgresqlUrl: '',
        logger,
      });
    let database: RunningChild & { uri: string } = await startDatabase();
    cleanups.push(() => database.stop());

    let emulator = options.emulator;
    if (!emulator) {
      const started = await startAuthEmulator({
        port: await freePort(),
        projectId: 'demo-chaos',
        workDir: path.join(scratch, 'emulator'),
        logger,
      });
      cleanups.push(() => started.stop());
      emulator = { host: started.host, projectId: 'demo-chaos' };
    }

    const ports = [await freePort(), await freePort()];
    const urls = ports.map((port) => `http://127.0.0.1:${port}`);
    const startApp = (index: number) =>
      startChild({
        name: `HobbyHub (chaos ${index + 1})`,
        command: process.execPath,
        args: [...appNodeOptions, appEntry],
        cwd: projectRoot,
        env: {
          ...appEnvironment,
          ...process.env,
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(ports[index]),
          MONGODB_URI: database.uri,
          MONGODB_DB: 'chaos',
          FIREBASE_PROJECT_ID: emulator!.projectId,
          FIREBASE_AUTH_EMULATOR_HOST: emulator!.host,
          SEED_DEMO_DATA: 'false',
          RATE_LIMIT_ENABLED: 'false',
          READ_MODEL_SYNC_MS: String(syncMs),
          SEAT_REPAIR_AFTER_MS: String(seatRepairAfterMs),
          // Warnings say when a process reloaded, missed changes or lost the database (see below).
          LOG_LEVEL: 'warn',
          CLIENT_DIST: path.join(scratch, 'no-client'),
        },
        isReady: async () => (await fetch(`${urls[index]}/readyz`)).ok,
        timeoutMs: 60_000,
        logger,
      });
    const apps: RunningChild[] = [await startApp(0), await startApp(1)];
    cleanups.push(() => Promise.all(apps.map((app) => app.stop())).then(() => undefined));

    const users = await Promise.all(Array.from({ length: options.workers }, (_, index) => signUp(emulator!, index)));
    const groups = new Map<string, Expected>();
    /** `<groupId> <worker>` → whether that worker is a member; absent when unknown. */
    const memberships = new Map<string, boolean>();
    const operations: ChaosReport['operations'] = {};
    const latencies = new Map<string, number[]>();
    const count = (name: string, res: Answer | null, acknowledged: boolean) => {
      const entry = (operations[name] ??= { sent: 0, acknowledged: 0 });
      entry.sent += 1;
      if (!acknowledged || !res) return;
      entry.acknowledged += 1;
      for (const key of [name, 'all']) latencies.set(key, [...(latencies.get(key) ?? []), res.ms]);
    };
    const loadStarted = Date.now();
    const deadline = loadStarted + options.durationMs;
    let loadOver = false;
    let loadEnded = deadline;

    const worker = async (index: number) => {
      const user = users[index]!;
      const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
      const own = () =>
        [...groups].filter(([, g]) => g.owner === index && !g.deleted && !g.uncertain).map(([id]) => id);
      const live = () => [...groups].filter(([, g]) => !g.deleted).map(([id]) => id);
      while (!loadOver) {
        const url = pick(urls);
        const roll = Math.random();
        if (roll < 0.3) {
          const res = await call(`${url}/groups?limit=20`, { headers: { accept: 'application/json' } });
          count('read', res, res?.status === 200);
        } else if (roll < 0.45 || own().length === 0) {
          const location = `Hall ${Math.random().toString(36).slice(2, 8)}`;
          const res = await call(`${url}/groups`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              groupName: `Chaos ${index}-${Math.random().toString(36).slice(2, 10)}`,
              hobbyCategory: 'Running',
              description: 'A group made by the chaos harness.',
              location,
              maxMembers: 1 + Math.floor(Math.random() * 3),
              startDate: '2031-01-01',
              imageURL: 'https://images.example.com/chaos.jpg',
            }),
          });
          const created = res?.status === 201;
          count('create', res, created);
          if (created)
            groups.set((res.body as { insertedId: string }).insertedId, {
              owner: index,
              location,
              deleted: false,
              uncertain: false,
            });
        } else if (roll < 0.6) {
          const id = pick(own());
          const location = `Hall ${Math.random().toString(36).slice(2, 8)}`;
          const res = await call(`${url}/groups/${id}`, {
            method: 'PUT',
            headers: auth,
            body: JSON.stringify({ location }),
          });
          const expected = groups.get(id)!;
          count('update', res, res?.status === 200);
          if (res?.status === 200) expected.location = location;
          else expected.uncertain = true;
        } else if (roll < 0.7) {
          const id = pick(own());
          const res = await call(`${url}/groups/${id}`, { method: 'DELETE', headers: auth });
          const expected = groups.get(id)!;
          count('delete', res, res?.status === 200);
          if (res?.status === 200) expected.deleted = true;
          else expected.uncertain = true;
        } else {
          const ids = live();
          if (ids.length === 0) continue;
          const id = pick(ids);
          const joining = roll < 0.85;
          const res = await call(`${url}/groups/${id}/join`, { method: joining ? 'POST' : 'DELETE', headers: auth });
          const code = (res?.body as { error?: string } | null)?.error;
          count(joining ? 'join' : 'leave', res, res?.status === 200);
          const key = `${id} ${index}`;
          if (res?.status === 200) memberships.set(key, joining);
          else if (code === 'NOT_A_MEMBER') memberships.set(key, false);
          else if (code !== 'GROUP_FULL' && code !== 'ORGANIZER_CANNOT_JOIN' && code !== 'NOT_FOUND')
            memberships.delete(key);
        }
      }
    };

    const kills = { app: 0, database: 0 };
    /** What each killed process said last: a violation may start in a process that is gone. */
    const killedSaid: string[] = [];
    let recoveries = 0;
    const enough = () => Date.now() >= deadline - 4_000 && kills.app + kills.database >= (options.minKills ?? 0);
    const chaos = async () => {
      while (!enough()) {
        await sleep(2_000 + Math.random() * 4_000);
        if (enough()) break;
        if (Math.random() < 0.3) {
          log('killing the database');
          process.kill(database.pid!, 'SIGKILL');
          await database.exited;
          kills.database += 1;
          await sleep(500 + Math.random() * 1_500);
          database = await startDatabase();
        } else {
          const index = Math.floor(Math.random() * apps.length);
          log(`killing app ${index + 1}`);
          process.kill(apps[index]!.pid!, 'SIGKILL');
          await apps[index]!.exited;
          killedSaid.push(`app ${index + 1} (killed at ${new Date().toISOString()}) said: ${apps[index]!.output()}`);
          kills.app += 1;
          await sleep(500 + Math.random() * 1_500);
          apps[index] = await startApp(index);
        }
        recoveries += 1;
      }
      // The load goes on a little after the last recovery (and to the end of `durationMs`).
      await sleep(Math.max(deadline - Date.now(), 4_000));
      loadOver = true;
      loadEnded = Date.now();
    };

    log(`load: ${options.workers} workers for ${Math.round(options.durationMs / 1000)} s, with kills`);
    await Promise.all([chaos(), ...users.map((_, index) => worker(index))]);

    // Everything is up again: wait until the invariants hold (repairs and syncs take seconds).
    const client = await MongoClient.connect(database.uri);
    cleanups.push(() => client.close());
    const db = client.db('chaos');
    const settledAt = Date.now();
    let violations = await check(
      db,
      urls,
      groups,
      memberships,
      users.map((user) => user.uid),
    );
    while (violations.length > 0 && Date.now() - settledAt < 30_000) {
      await sleep(1_000);
      violations = await check(
        db,
        urls,
        groups,
        memberships,
        users.map((user) => user.uid),
      );
    }
    // What each process said last (its warnings), to trace a violation to its cause.
    if (violations.length > 0) {
      violations.push(...killedSaid);
      apps.forEach((app, index) => violations.push(`app ${index + 1} said: ${app.output()}`));
      violations.push(...(await traces(db, violations)));
    }
    return {
      seconds: Math.round((loadEnded - loadStarted) / 1000),
      operations,
      latency: Object.fromEntries([...latencies].map(([name, ms]) => [name, percentiles(ms)])),
      kills,
      recoveries,
      settledSeconds: Math.round((Date.now() - settledAt) / 100) / 10,
      violations,
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The change-feed entries and memberships of each group a violation names, oldest first. */
async function traces(db: Db, violations: string[]): Promise<string[]> {
  const groupIds = new Set(violations.join(' ').match(/\b[0-9a-f]{24}\b/g) ?? []);
  const lines: string[] = [];
  for (const groupId of [...groupIds].slice(0, 5)) {
    const changes = await db.collection('changes').find({ groupId }).sort({ at: 1 }).toArray();
    const members = await db.collection('memberships').find({ groupId }).toArray();
    lines.push(
      `trace ${groupId}: changes ${JSON.stringify(changes.map((c) => [c.at, c.kind, c.origin, c.uid]))}; ` +
        `memberships ${JSON.stringify(members.map((m) => [m.uid, m.seat, m.joinedAt]))}`,
    );
  }
  return lines;
}

function percentiles(values: number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}

interface StoredGroup {
  _id: ObjectId;
  location: string;
  maxMembers: number;
  nameKey: string;
}

/** Every invariant, as a list of what breaks it (empty: all hold). */
async function check(
  db: Db,
  urls: string[],
  expected: Map<string, Expected>,
  memberships: Map<string, boolean>,
  uids: string[],
): Promise<string[]> {
  const violations: string[] = [];
  const stored = new Map(
    (await db.collection<StoredGroup>('groups').find({}).toArray()).map((group) => [group._id.toString(), group]),
  );
  const members = await db
    .collection<{ _id: string; groupId: string; uid: string; seat: number }>('memberships')
    .find({})
    .toArray();
  const seats = await db.collection<{ _id: string; groupId: string; uid: string }>('seats').find({}).toArray();

  for (const [id, group] of expected) {
    if (group.uncertain) continue;
    const found = stored.get(id);
    if (group.deleted && found) violations.push(`deleted group ${id} is still stored`);
    if (!group.deleted && !found) violations.push(`acknowledged group ${id} is missing`);
    if (!group.deleted && found && found.location !== group.location) {
      violations.push(`group ${id} has location "${found.location}", the last acknowledged was "${group.location}"`);
    }
  }
  const memberKeys = new Set(members.map((m) => `${m.groupId} ${m.uid}`));
  for (const [key, member] of memberships) {
    const [groupId, worker] = key.split(' ') as [string, string];
    if (!stored.has(groupId)) continue; // deleted with its memberships (checked below)
    if (memberKeys.has(`${groupId} ${uids[Number(worker)]}`) !== member) {
      violations.push(
        `worker ${worker} ${member ? 'joined' : 'left'} group ${groupId} (acknowledged), the database says otherwise`,
      );
    }
  }
  const perGroup = new Map<string, number>();
  for (const m of members) perGroup.set(m.groupId, (perGroup.get(m.groupId) ?? 0) + 1);
  for (const [groupId, count] of perGroup) {
    const group = stored.get(groupId);
    if (group && count > group.maxMembers)
      violations.push(`group ${groupId} has ${count} members for ${group.maxMembers} places`);
    if (!group) violations.push(`${count} memberships of deleted group ${groupId}`);
  }
  const seatIds = new Set(seats.map((seat) => seat._id));
  for (const m of members)
    if (!seatIds.has(`${m.groupId}:${m.seat}`)) violations.push(`membership ${m._id} has no seat`);
  const held = new Set(members.map((m) => `${m.groupId}:${m.seat}`));
  for (const seat of seats) if (!held.has(seat._id)) violations.push(`seat ${seat._id} has no membership`);

  // Each process lists exactly what is stored, with the stored member counts.
  const want = [...stored.values()]
    .sort((a, b) =>
      a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a._id.toString() < b._id.toString() ? -1 : 1,
    )
    .map((group) => `${group._id.toString()} ${group.location} ${perGroup.get(group._id.toString()) ?? 0}`);
  for (const url of urls) {
    const listed: string[] = [];
    let next: string | null = `${url}/groups?limit=100`;
    while (next) {
      const response: Response = await fetch(next, { headers: { accept: 'application/json' } });
      if (!response.ok) {
        violations.push(`${url} answered ${response.status} to its list`);
        break;
      }
      const page = (await response.json()) as { _id: string; location: string; memberCount: number }[];
      listed.push(...page.map((group) => `${group._id} ${group.location} ${group.memberCount}`));
      const link = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
      next = link ? `${url}${link}` : null;
    }
    if (listed.join('\n') !== want.join('\n')) {
      const missing = want.filter((line) => !listed.includes(line));
      const extra = listed.filter((line) => !want.includes(line));
      // `<id> <location> <member count>`: which groups, so a failed run can be traced in the logs.
      const some = (lines: string[]) => lines.slice(0, 5).join('; ');
      violations.push(
        `${url} lists ${listed.length} groups, the database ${want.length} (${missing.length} missing or different: ${some(missing)}; ${extra.length} extra: ${some(extra)})`,
      );
    }
  }
  return violations;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { seconds: { type: 'string' }, workers: { type: 'string' }, 'auth-emulator': { type: 'string' } },
  });
  const seconds = Number(values.seconds ?? 600);
  const workers = Number(values.workers ?? 8);
  // A running Auth Emulator (host:port) spares each run starting one: on a busy machine that
  // alone took over a minute. Each run signs up users of its own, so runs never share data.
  const emulatorHost = values['auth-emulator'];
  const report = await runChaos({
    durationMs: seconds * 1000,
    workers,
    emulator: emulatorHost ? { host: emulatorHost, projectId: 'demo-chaos' } : undefined,
    log: (line) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`),
  });
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (report.violations.length > 0) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`chaos failed: ${String(error)}\n`);
    process.exit(1);
  });
}
