import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { MongoClient, type AnyBulkWriteOperation } from 'mongodb';
import { startAuthEmulator } from '@/embedded/authEmulator';
import { startChild, type RunningChild } from '@/embedded/child';
import { startFerretdb } from '@/embedded/ferretdb';
import { freePort } from '@/embedded/ports';
import { encodeCursor } from '@/groups/cursor';
import { createLogger } from '@/logger';
import { projectRoot } from '@/projectRoot';
import { generateGroups, matchesSearch, searchTerm, type BenchGroup, type Owner } from './data';
import { benchDocument, graphqlBody, type BenchDocument } from './documents';
import { discoveryScenarios } from './discovery';

export interface BenchOptions {
  groups: number;
  /** Seconds per scenario. */
  duration: number;
  connections: number;
  /** Seconds of unmeasured load before each scenario. */
  warmup: number;
  /** Documents per insertMany. */
  batchSize: number;
  /** Above this many groups the raw-driver baseline (which scans) is skipped. */
  baselineMaxGroups: number;
  /** Reuse a running MongoDB/FerretDB (a fresh database is created and dropped). */
  mongoUri?: string;
  /** Reuse a running Auth Emulator (host:port). */
  authEmulatorHost?: string;
  projectId: string;
  /** The built server to start; default server/dist/index.js. */
  serverEntry?: string;
  /** Extra node flags for the app, e.g. `--cpu-prof` (BENCH_APP_NODE_ARGS). */
  appNodeArgs?: string[];
  /** Only these scenarios (by name); default all. */
  only?: string[];
  log: (line: string) => void;
}

export const defaultOptions: BenchOptions = {
  groups: 1000,
  duration: 10,
  connections: 20,
  warmup: 2,
  batchSize: 10_000,
  baselineMaxGroups: 10_000,
  projectId: 'demo-hobbyhub-bench',
  log: (line) => process.stderr.write(`${line}\n`),
};

export interface ScenarioResult {
  name: string;
  description: string;
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Why a response checked before or after the run was wrong; null when both were right. */
  checkFailure: string | null;
  /** Why the scenario did not run. */
  skipped?: string;
}

export interface BenchReport {
  startedAt: string;
  options: Omit<BenchOptions, 'log' | 'only' | 'appNodeArgs'>;
  machine: { cpus: number; node: string; loadBefore: number[]; loadAfter: number[] };
  seed: { groups: number; seconds: number; docsPerSecond: number; searchTerm: string; searchMatches: number };
  server: { timeToReadyMs: number; rssAfterReadyMb: number; rssMaxMb: number };
  documents: Record<string, { operationName: string; source: string }>;
  scenarios: ScenarioResult[];
}

/** Things to stop, last started first; `run` is safe to call twice (signal + finally). */
export class Cleanup {
  private readonly steps: { name: string; run: () => Promise<void> | void }[] = [];
  add(name: string, run: () => Promise<void> | void): void {
    this.steps.push({ name, run });
  }
  async run(log: (line: string) => void): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await step.run();
      } catch (error) {
        log(`cleanup: ${step.name} failed: ${String(error)}`);
      }
    }
  }
}

export interface Scenario {
  name: string;
  description: string;
  target: 'app' | 'baseline';
  method: 'GET' | 'POST';
  /** Requests to cycle through (one, or many group ids). */
  requests: { path: string; body?: string }[];
  token?: string;
  /** Checks one response; returns what is wrong, or null. */
  check: (status: number, body: unknown) => string | null;
  skip?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] as number) * 100) / 100;
}

export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : 0;
  } catch {
    return 0;
  }
}

async function identityToolkit<T>(host: string, method: string, body: object): Promise<T> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=bench-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`accounts:${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A user signed up with the Auth Emulator as the client does; returns them and an ID token. */
export async function signedInOwner(host: string): Promise<Owner & { token: string }> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Secret123';
  const name = 'Bench Organizer';
  const signUp = await identityToolkit<{ localId: string; idToken: string }>(host, 'signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  await identityToolkit(host, 'update', { idToken: signUp.idToken, displayName: name });
  const signIn = await identityToolkit<{ idToken: string }>(host, 'signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: signUp.localId, email, name, token: signIn.idToken };
}

export interface Seeded {
  seconds: number;
  /** (nameKey, id) of every group, in listing order. */
  order: { nameKey: string; id: string }[];
  searchMatches: number;
  ids: string[];
}

/** Inserts the groups with insertMany in big batches, straight through the driver. */
export async function seed(
  client: MongoClient,
  dbName: string,
  options: Pick<BenchOptions, 'groups' | 'batchSize' | 'log'>,
  owner: Owner,
): Promise<Seeded> {
  const collection = client.db(dbName).collection<BenchGroup>('groups');
  const started = performance.now();
  const order: Seeded['order'] = [];
  let searchMatches = 0;
  let batch: BenchGroup[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const operations: AnyBulkWriteOperation<BenchGroup>[] = batch.map((document) => ({ insertOne: { document } }));
    await collection.bulkWrite(operations, { ordered: false });
    batch = [];
    options.log(`  seeded ${order.length} / ${options.groups}`);
  };
  for (const group of generateGroups(options.groups, owner)) {
    order.push({ nameKey: group.nameKey, id: group._id.toHexString() });
    if (matchesSearch(group, searchTerm)) searchMatches += 1;
    batch.push(group);
    if (batch.length >= options.batchSize) await flush();
  }
  await flush();
  const seconds = (performance.now() - started) / 1000;
  const ids = order.map((entry) => entry.id);
  order.sort((a, b) =>
    a.nameKey !== b.nameKey ? (a.nameKey < b.nameKey ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  return { seconds, order, searchMatches, ids };
}

/** Runs one scenario with autocannon and measures each response's latency itself (for p95). */
async function load(baseUrl: string, scenario: Scenario, seconds: number, connections: number) {
  const times: number[] = [];
  let next = 0;
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(scenario.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    ...(scenario.token ? { authorization: `Bearer ${scenario.token}` } : {}),
  };
  const first = scenario.requests[0] as Scenario['requests'][number];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        timeout: 10,
        method: scenario.method,
        headers,
        requests: [
          {
            method: scenario.method,
            path: first.path,
            body: first.body,
            // autocannon calls setupRequest whenever the key is present, so add it only to cycle.
            ...(scenario.requests.length > 1
              ? {
                  setupRequest: (request: autocannon.Request) => {
                    const variant = scenario.requests[(next += 1) % scenario.requests.length] as typeof first;
                    return { ...request, path: variant.path, body: variant.body };
                  },
                }
              : {}),
          },
        ],
      },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, time) => void times.push(time));
  });
  const sorted = Float64Array.from(times).sort();
  return {
    // Every response received (autocannon's own total leaves out the last partial second).
    requestsPerSecond: Math.round((times.length / seconds) * 10) / 10,
    requests: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** One request, checked: the load test only counts statuses, this proves the answers are right. */
async function probe(baseUrl: string, scenario: Scenario): Promise<string | null> {
  const first = scenario.requests[0] as Scenario['requests'][number];
  try {
    const response = await fetch(baseUrl + first.path, {
      method: scenario.method,
      headers: {
        accept: 'application/json',
        ...(first.body ? { 'content-type': 'application/json' } : {}),
        ...(scenario.token ? { authorization: `Bearer ${scenario.token}` } : {}),
      },
      body: first.body,
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `status ${response.status}, not JSON: ${text.slice(0, 200)}`;
    }
    const problem = scenario.check(response.status, body);
    return problem ? `${problem} (status ${response.status}: ${text.slice(0, 300)})` : null;
  } catch (error) {
    return `request failed: ${String(error)}`;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function checkArray(expected: number) {
  return (status: number, body: unknown) =>
    status !== 200
      ? 'not 200'
      : !Array.isArray(body)
        ? 'not an array'
        : body.length !== expected
          ? `expected ${expected} items, got ${body.length}`
          : null;
}

function checkGraphql(root: string, expectedNodes?: number) {
  return (status: number, body: unknown) => {
    if (status !== 200) return 'not 200';
    if (!isObject(body)) return 'not an object';
    if (body.errors !== undefined) return 'GraphQL errors';
    const data = isObject(body.data) ? body.data[root] : undefined;
    if (!isObject(data)) return `no data.${root}`;
    if (expectedNodes === undefined) return typeof data.id === 'string' ? null : 'no id';
    const nodes = data.nodes ?? data.edges;
    return Array.isArray(nodes) && nodes.length === expectedNodes
      ? null
      : `expected ${expectedNodes} nodes, got ${Array.isArray(nodes) ? nodes.length : 'none'}`;
  };
}

function checkGroup(status: number, body: unknown) {
  return status === 200 && isObject(body) && typeof body._id === 'string' ? null : 'not a group';
}

function buildScenarios(seeded: Seeded, owner: Owner & { token: string }, options: BenchOptions, clientSrc: string) {
  const documents = {
    groups: benchDocument('groups', clientSrc),
    group: benchDocument('group', clientSrc),
    groupsByEmail: benchDocument('groupsByEmail', clientSrc),
  };
  const n = options.groups;
  const page = Math.min(20, n);
  const middle = seeded.order[Math.floor(n / 2)] as Seeded['order'][number];
  const after = encodeCursor({ order: 'NAME', key: middle.nameKey, id: middle.id });
  const laterPage = Math.min(20, n - Math.floor(n / 2) - 1);
  const searchPage = Math.min(20, seeded.searchMatches);
  const ownPage = Math.min(20, seeded.order.length);
  // A spread of ids (every group's fetch by _id costs the same; a spread avoids any cache).
  const step = Math.max(1, Math.floor(seeded.ids.length / 500));
  const ids = seeded.ids.filter((_, index) => index % step === 0);
  const gql = (document: BenchDocument, values: Record<string, unknown>) => ({
    path: '/graphql',
    body: graphqlBody(document, values),
  });
  const list = { sort: 'NAME_ASC', first: 20, search: null, after: null };
  const scenarios: Scenario[] = [
    {
      name: 'baseline-first-page',
      description: 'raw mongodb driver + node:http: find().sort({nameKey,_id}).limit(20)',
      target: 'baseline',
      method: 'GET',
      requests: [{ path: '/' }],
      check: checkArray(page),
      skip:
        n > options.baselineMaxGroups
          ? `skipped above ${options.baselineMaxGroups} groups: the engine scans and sorts the whole collection per request`
          : undefined,
    },
    {
      name: 'rest-first-page',
      description: 'GET /groups?limit=20',
      target: 'app',
      method: 'GET',
      requests: [{ path: '/groups?limit=20' }],
      check: checkArray(page),
    },
    {
      name: 'graphql-first-page',
      description: `groups(first: 20) — ${documents.groups.operationName}`,
      target: 'app',
      method: 'POST',
      requests: [gql(documents.groups, list)],
      check: checkGraphql('groups', page),
    },
    {
      name: 'rest-search',
      description: `GET /groups?limit=20&search=${searchTerm} (${seeded.searchMatches} matches)`,
      target: 'app',
      method: 'GET',
      requests: [{ path: `/groups?limit=20&search=${searchTerm}` }],
      check: checkArray(searchPage),
    },
    {
      name: 'graphql-search',
      description: `groups(search: "${searchTerm}", first: 20)`,
      target: 'app',
      method: 'POST',
      requests: [gql(documents.groups, { ...list, search: searchTerm })],
      check: checkGraphql('groups', searchPage),
    },
    {
      name: 'rest-later-page',
      description: 'GET /groups?limit=20&after=<cursor at the middle>',
      target: 'app',
      method: 'GET',
      requests: [{ path: `/groups?limit=20&after=${after}` }],
      check: checkArray(laterPage),
    },
    {
      name: 'graphql-later-page',
      description: 'groups(first: 20, after: <cursor at the middle>)',
      target: 'app',
      method: 'POST',
      requests: [gql(documents.groups, { ...list, after })],
      check: checkGraphql('groups', laterPage),
    },
    {
      name: 'rest-group',
      description: `GET /groups/:id (${ids.length} ids in turn)`,
      target: 'app',
      method: 'GET',
      requests: ids.map((id) => ({ path: `/groups/${id}` })),
      check: checkGroup,
    },
    {
      name: 'graphql-group',
      description: `group(id) — ${documents.group.operationName} (${ids.length} ids in turn)`,
      target: 'app',
      method: 'POST',
      requests: ids.map((id) => gql(documents.group, { id })),
      check: checkGraphql('group'),
    },
    {
      name: 'rest-by-email',
      description: 'GET /groups/by-email/:email?limit=20 (signed in)',
      target: 'app',
      method: 'GET',
      requests: [{ path: `/groups/by-email/${encodeURIComponent(owner.email)}?limit=20` }],
      token: owner.token,
      check: checkArray(ownPage),
    },
    {
      name: 'graphql-by-email',
      description: `groupsByEmail(email, first: 20) — ${documents.groupsByEmail.operationName} (signed in)`,
      target: 'app',
      method: 'POST',
      requests: [gql(documents.groupsByEmail, { email: owner.email, first: 20 })],
      token: owner.token,
      check: checkGraphql('groupsByEmail', ownPage),
    },
    ...discoveryScenarios(n, owner, seeded.ids),
  ];
  return { scenarios, documents };
}

/** Esbuild-bundles a TypeScript entry of the bench into `outDir` (the baseline server). */
async function bundle(entry: string, outDir: string): Promise<string> {
  const outfile = path.join(outDir, `${path.basename(entry, '.ts')}.js`);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

export interface Services {
  mongoUri: string;
  authHost: string;
  /** A fresh database, dropped by `cleanup`. */
  dbName: string;
  client: MongoClient;
}

type Logger = ReturnType<typeof createLogger>;

/** FerretDB (SQLite) and the Auth Emulator on loopback, or the running ones `options` names. */
export async function startServices(
  options: Pick<BenchOptions, 'mongoUri' | 'authEmulatorHost' | 'projectId' | 'log'>,
  cleanup: Cleanup,
  scratch: string,
  logger: Logger,
): Promise<Services> {
  const { log } = options;
  let mongoUri = options.mongoUri;
  let authHost = options.authEmulatorHost;
  const starting: Promise<void>[] = [];
  if (!mongoUri) {
    log('starting FerretDB (SQLite)…');
    starting.push(
      freePort().then(async (port) => {
        const ferretdb = await startFerretdb({
          port,
          handler: 'sqlite',
          dataDir: path.join(scratch, 'ferretdb'),
          postgresqlUrl: '',
          logger,
        });
        cleanup.add('FerretDB', ferretdb.stop);
        mongoUri = ferretdb.uri;
      }),
    );
  }
  if (!authHost) {
    log('starting the Auth Emulator…');
    starting.push(
      freePort().then(async (port) => {
        const emulator = await startAuthEmulator({
          port,
          projectId: options.projectId,
          workDir: path.join(scratch, 'auth-emulator'),
          logger,
        });
        cleanup.add('Auth Emulator', emulator.stop);
        authHost = emulator.host;
      }),
    );
  }
  await Promise.all(starting);
  if (!mongoUri || !authHost) throw new Error('services did not start');
  const dbName = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const client = await new MongoClient(mongoUri).connect();
  cleanup.add('database', async () => {
    await client.db(dbName).dropDatabase();
    await client.close();
  });
  return { mongoUri, authHost, dbName, client };
}

/** How the benches run the built app: on loopback, without demo data, plus `settings`. */
export function benchAppEnvironment(appPort: number, settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Not production: production refuses the (unsigned) Auth Emulator tokens.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    ...settings,
  };
}

/** Starts the built app on loopback, rate limits off, and waits for `/readyz`. */
export async function startApp(
  options: Pick<BenchOptions, 'serverEntry' | 'appNodeArgs' | 'projectId'>,
  cleanup: Cleanup,
  services: Pick<Services, 'mongoUri' | 'authHost' | 'dbName'>,
  logger: Logger,
): Promise<{ app: RunningChild; appUrl: string; serverEntry: string; timeToReadyMs: number }> {
  const { mongoUri, authHost, dbName } = services;
  const serverEntry = options.serverEntry ?? path.join(projectRoot, 'server', 'dist', 'index.js');
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const spawned = performance.now();
  const app: RunningChild = await startChild({
    name: 'HobbyHub (bench)',
    command: process.execPath,
    args: [...(options.appNodeArgs ?? []), serverEntry],
    cwd: projectRoot,
    env: benchAppEnvironment(appPort, {
      MONGODB_URI: mongoUri,
      MONGODB_DB: dbName,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      FIREBASE_PROJECT_ID: options.projectId,
      // One client IP sending thousands of requests a second is the point here, not an attack.
      RATE_LIMIT_ENABLED: 'false',
    }),
    isReady: async () => (await fetch(`${appUrl}/readyz`)).ok,
    timeoutMs: 180_000,
    logger,
  });
  const timeToReadyMs = Math.round(performance.now() - spawned);
  cleanup.add('app', app.stop);
  return { app, appUrl, serverEntry, timeToReadyMs };
}

/**
 * The whole bench: services (own or given), seed, baseline and app as child processes, every
 * scenario one after another, then everything stopped. `cleanup` lets a signal handler stop
 * what is running.
 */
export async function runBench(options: BenchOptions, cleanup = new Cleanup()): Promise<BenchReport> {
  const { log } = options;
  const logger = createLogger('warn');
  const startedAt = new Date().toISOString();
  const loadBefore = os.loadavg();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-bench-'));
  cleanup.add('scratch dir', () => rmSync(scratch, { recursive: true, force: true }));
  try {
    // 1. The database and the identity provider.
    const { mongoUri, authHost, dbName, client } = await startServices(options, cleanup, scratch, logger);

    // 2. Data.
    const owner = await signedInOwner(authHost);
    log(`seeding ${options.groups} groups (batches of ${options.batchSize})…`);
    const seeded = await seed(client, dbName, options, owner);
    log(`seeded in ${seeded.seconds.toFixed(1)} s; "${searchTerm}" matches ${seeded.searchMatches}`);

    // 3. The baseline and the app, as child processes.
    const { scenarios, documents } = buildScenarios(seeded, owner, options, path.join(projectRoot, 'client', 'src'));
    const wanted = scenarios.filter((s) => !options.only || options.only.includes(s.name));
    let baselineUrl = '';
    if (wanted.some((s) => s.target === 'baseline' && !s.skip)) {
      const baselineJs = await bundle(path.join(projectRoot, 'scripts', 'bench', 'baselineServer.ts'), scratch);
      const port = await freePort();
      baselineUrl = `http://127.0.0.1:${port}`;
      const baseline = await startChild({
        name: 'baseline server',
        command: process.execPath,
        args: [baselineJs],
        env: {
          ...process.env,
          // The bundle sits in the scratch dir; its one dependency comes from the project.
          NODE_PATH: path.join(projectRoot, 'node_modules'),
          BASELINE_MONGODB_URI: mongoUri,
          BASELINE_MONGODB_DB: dbName,
          BASELINE_PORT: String(port),
        },
        isReady: async () => (await fetch(`${baselineUrl}/`)).ok,
        timeoutMs: 120_000,
        logger,
      });
      cleanup.add('baseline server', baseline.stop);
    }

    log('starting the app…');
    const { app, serverEntry, timeToReadyMs, appUrl } = await startApp(
      options,
      cleanup,
      { mongoUri, authHost, dbName },
      logger,
    );
    const pid = app.pid ?? 0;
    const rssAfterReadyMb = rssMb(pid);
    let rssMaxMb = rssAfterReadyMb;
    const sampler = setInterval(() => (rssMaxMb = Math.max(rssMaxMb, rssMb(pid))), 200);
    cleanup.add('RSS sampler', () => clearInterval(sampler));
    log(`app ready in ${timeToReadyMs} ms, RSS ${rssAfterReadyMb} MB`);

    // 4. The scenarios, one after another.
    const results: ScenarioResult[] = [];
    for (const scenario of wanted) {
      const base = { name: scenario.name, description: scenario.description };
      if (scenario.skip) {
        results.push({ ...base, ...emptyStats, checkFailure: null, skipped: scenario.skip });
        log(`${scenario.name}: ${scenario.skip}`);
        continue;
      }
      const url = scenario.target === 'app' ? appUrl : baselineUrl;
      const before = await probe(url, scenario);
      if (options.warmup > 0) await load(url, scenario, options.warmup, options.connections);
      const stats = await load(url, scenario, options.duration, options.connections);
      const after = await probe(url, scenario);
      const checkFailure = before ?? after;
      results.push({ ...base, ...stats, checkFailure });
      log(
        `${scenario.name}: ${stats.requestsPerSecond} req/s, p95 ${stats.p95} ms, errors ${stats.errors}, non-2xx ${stats.non2xx}` +
          (checkFailure ? `, CHECK FAILED: ${checkFailure}` : ''),
      );
      await sleep(200);
    }
    rssMaxMb = Math.max(rssMaxMb, rssMb(pid));

    return {
      startedAt,
      options: {
        groups: options.groups,
        duration: options.duration,
        connections: options.connections,
        warmup: options.warmup,
        batchSize: options.batchSize,
        baselineMaxGroups: options.baselineMaxGroups,
        mongoUri: options.mongoUri ? '(given)' : undefined,
        authEmulatorHost: options.authEmulatorHost ? '(given)' : undefined,
        projectId: options.projectId,
        serverEntry: path.relative(projectRoot, serverEntry),
      },
      machine: { cpus: os.cpus().length, node: process.version, loadBefore, loadAfter: os.loadavg() },
      seed: {
        groups: options.groups,
        seconds: Math.round(seeded.seconds * 10) / 10,
        docsPerSecond: Math.round(options.groups / seeded.seconds),
        searchTerm,
        searchMatches: seeded.searchMatches,
      },
      server: { timeToReadyMs, rssAfterReadyMb, rssMaxMb },
      documents: Object.fromEntries(
        Object.entries(documents).map(([field, document]) => [
          field,
          { operationName: document.operationName, source: document.source },
        ]),
      ),
      scenarios: results,
    };
  } finally {
    await cleanup.run(log);
  }
}

const emptyStats = { requestsPerSecond: 0, requests: 0, p50: 0, p95: 0, p99: 0, errors: 0, non2xx: 0 };
