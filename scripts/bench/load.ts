import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ObjectId } from 'mongodb';
import { hobbyCategoryNames } from '@/groups/categories';
import { encodeCursor } from '@/groups/cursor';
import { createLogger } from '@/logger';
import { projectRoot } from '@/projectRoot';
import { places, searchTerm } from './data';
import { benchDocument, graphqlBody } from './documents';
import { percentile, rssMb } from './measure';
import { Cleanup, startApp, startServices } from './processes';
import { seed, signedInOwner } from './seed';

/**
 * `npm run bench:load -- [--groups 1000] [--duration 30] [--connections 100] [--server path/to/bundle.js]`
 *
 * Capacity under a mixed load: the built app on its own FerretDB (SQLite) and Auth Emulator, all
 * on 127.0.0.1, rate limits off. Every autocannon connection cycles through the same ten
 * requests — nine reads and one signed-in create — so the mix is 90% reads / 10% writes.
 * Prints p50/p99, req/s, errors and non-2xx per class and per request, checks that every
 * acknowledged create is in the database, and writes the JSON to bench/results/ (git-ignored).
 */
const usage = `usage: npm run bench:load -- [--groups 1000] [--duration 30] [--connections 100] [--server server/dist/index.js]`;

const log = (line: string) => process.stderr.write(`${line}\n`);

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number\n${usage}`);
  return number;
}

type Kind = 'read' | 'write';

interface LoadRequest {
  name: string;
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  token?: string;
  /** Varies the request each time a connection sends it (another id, another group name). */
  vary?: () => { path?: string; body?: string };
}

interface Tally {
  times: number[];
  statuses: Record<string, number>;
}

interface Stats {
  responses: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  statuses: Record<string, number>;
}

function stats(tally: Tally, seconds: number): Stats {
  const sorted = Float64Array.from(tally.times).sort();
  const non2xx = Object.entries(tally.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    responses: sorted.length,
    requestsPerSecond: Math.round((sorted.length / seconds) * 10) / 10,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    non2xx,
    statuses: tally.statuses,
  };
}

function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`;
  }
}

const dayMs = 86_400_000;

/** The ten requests every connection cycles through: nine reads, then one create. */
function mix(
  seeded: Awaited<ReturnType<typeof seed>>,
  owner: { email: string; token: string },
  groups: number,
): LoadRequest[] {
  const clientSrc = path.join(projectRoot, 'client', 'src');
  const groupsDocument = benchDocument('groups', clientSrc);
  const groupDocument = benchDocument('group', clientSrc);
  const middle = seeded.order[Math.floor(groups / 2)] as (typeof seeded.order)[number];
  const after = encodeCursor(middle);
  const list = { sort: 'NAME_ASC', first: 20, search: null, after: null };
  // A spread of ids, taken in turn by every connection.
  const step = Math.max(1, Math.floor(seeded.ids.length / 500));
  const ids = seeded.ids.filter((_, index) => index % step === 0);
  let nextId = 0;
  const anyId = () => ids[(nextId += 1) % ids.length] as string;
  let created = 0;
  const today = Math.floor(Date.now() / dayMs) * dayMs;
  const newGroup = () => {
    created += 1;
    const category = hobbyCategoryNames[created % hobbyCategoryNames.length] as string;
    return JSON.stringify({
      groupName: `${places[created % places.length] as string} Load Club ${created}`,
      hobbyCategory: category,
      description: `Load run group ${created}: meets every week, all levels welcome.`,
      location: `Community Hall, ${places[(created * 7) % places.length] as string}`,
      maxMembers: 5 + (created % 96),
      startDate: new Date(today + (7 + (created % 300)) * dayMs).toISOString().slice(0, 10),
      imageURL: `https://images.hobbyhub.test/covers/load-${created % 12}.jpg`,
    });
  };
  const gql = (name: string, body: string, vary?: LoadRequest['vary']): LoadRequest => ({
    name,
    kind: 'read',
    method: 'POST',
    path: '/graphql',
    body,
    vary,
  });
  return [
    { name: 'GET /groups?limit=20', kind: 'read', method: 'GET', path: '/groups?limit=20' },
    gql('groups(first: 20)', graphqlBody(groupsDocument, list)),
    {
      name: 'GET /groups/:id',
      kind: 'read',
      method: 'GET',
      path: `/groups/${ids[0] as string}`,
      vary: () => ({ path: `/groups/${anyId()}` }),
    },
    {
      name: `GET /groups?search=${searchTerm}`,
      kind: 'read',
      method: 'GET',
      path: `/groups?limit=20&search=${searchTerm}`,
    },
    gql('group(id)', graphqlBody(groupDocument, { id: ids[0] }), () => ({
      body: graphqlBody(groupDocument, { id: anyId() }),
    })),
    { name: 'GET /groups?after=<middle>', kind: 'read', method: 'GET', path: `/groups?limit=20&after=${after}` },
    gql(`groups(search: "${searchTerm}")`, graphqlBody(groupsDocument, { ...list, search: searchTerm })),
    {
      name: 'GET /groups/by-email/:email (signed in)',
      kind: 'read',
      method: 'GET',
      path: `/groups/by-email/${encodeURIComponent(owner.email)}?limit=20`,
      token: owner.token,
    },
    gql('groups(first: 20, after: <middle>)', graphqlBody(groupsDocument, { ...list, after })),
    {
      name: 'POST /groups (signed in)',
      kind: 'write',
      method: 'POST',
      path: '/groups',
      body: newGroup(),
      token: owner.token,
      vary: () => ({ body: newGroup() }),
    },
  ];
}

function headersOf(request: LoadRequest): Record<string, string> {
  return {
    accept: 'application/json',
    ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
  };
}

/** Each request once, before the run: a 2xx JSON answer, with no GraphQL errors. */
async function probe(baseUrl: string, requests: LoadRequest[]): Promise<string[]> {
  const problems: string[] = [];
  for (const request of requests) {
    const response = await fetch(baseUrl + request.path, {
      method: request.method,
      headers: headersOf(request),
      body: request.vary?.().body ?? request.body,
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // reported below
    }
    const graphqlErrors = typeof body === 'object' && body !== null && 'errors' in body;
    if (response.status >= 300 || body === null || graphqlErrors) {
      problems.push(`${request.name}: status ${response.status}: ${text.slice(0, 300)}`);
    }
  }
  return problems;
}

interface Run {
  result: autocannon.Result;
  byKind: Record<Kind, Tally>;
  byRequest: Map<string, Tally>;
  all: Tally;
  insertedIds: string[];
}

async function drive(baseUrl: string, requests: LoadRequest[], seconds: number, connections: number): Promise<Run> {
  const newTally = (): Tally => ({ times: [], statuses: {} });
  const run: Omit<Run, 'result'> = {
    byKind: { read: newTally(), write: newTally() },
    byRequest: new Map(requests.map((request) => [request.name, newTally()])),
    all: newTally(),
    insertedIds: [],
  };
  // autocannon calls a request's onResponse, then emits 'response' with its latency, in one go.
  let answered: LoadRequest | null = null;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        timeout: 10,
        requests: requests.map((request) => ({
          method: request.method,
          path: request.path,
          headers: headersOf(request),
          body: request.body,
          onResponse: (status: number, body: string) => {
            answered = request;
            if (request.kind === 'write' && status === 201) {
              const id = (JSON.parse(body) as { insertedId?: unknown }).insertedId;
              if (typeof id === 'string') run.insertedIds.push(id);
            }
          },
          // autocannon rebuilds a request on every send only when setupRequest is present.
          ...(request.vary ? { setupRequest: (built: autocannon.Request) => ({ ...built, ...request.vary?.() }) } : {}),
        })),
      },
      (error: unknown, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      const request: LoadRequest | null = answered;
      answered = null;
      const tallies = [run.all, ...(request ? [run.byKind[request.kind], run.byRequest.get(request.name)] : [])];
      for (const tally of tallies) {
        if (!tally) continue;
        tally.times.push(time);
        tally.statuses[String(status)] = (tally.statuses[String(status)] ?? 0) + 1;
      }
    });
  });
  return { ...run, result };
}

const ms = (value: number) => value.toFixed(1);

function markdown(report: {
  uptimeBefore: string;
  uptimeAfter: string;
  options: { groups: number; duration: number; connections: number };
  total: Stats & { errors: number; timeouts: number };
  byKind: Record<Kind, Stats>;
  byRequest: Record<string, Stats & { kind: Kind }>;
  writes: { acknowledged: number; found: number };
}): string {
  const row = (name: string, s: Stats, errors: number | string = '') =>
    `| ${name} | ${s.responses} | ${s.requestsPerSecond} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${errors} | ${s.non2xx} |`;
  const { total } = report;
  return [
    `${report.options.connections} connections × ${report.options.duration} s, ${report.options.groups} groups seeded.`,
    '',
    '| class | responses | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    row('**all**', total, total.errors),
    row('reads (90%)', report.byKind.read),
    row('writes (10%)', report.byKind.write),
    ...Object.entries(report.byRequest).map(([name, s]) => row(`${s.kind}: \`${name}\``, s)),
    '',
    `errors (connection errors + timeouts): ${total.errors} (timeouts ${total.timeouts}); ` +
      `acknowledged creates found in the database afterwards: ${report.writes.found} / ${report.writes.acknowledged}.`,
    '',
    `\`uptime\` before: \`${report.uptimeBefore}\``,
    `\`uptime\` after:  \`${report.uptimeAfter}\``,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      groups: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      server: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const options = {
    groups: whole('groups', values.groups, 1000),
    duration: whole('duration', values.duration, 30),
    connections: whole('connections', values.connections, 100),
    batchSize: 10_000,
    projectId: 'demo-hobbyhub-bench',
    serverEntry: values.server ? path.resolve(values.server) : undefined,
    log,
  };
  if (options.groups < 2) throw new Error(`--groups must be at least 2\n${usage}`);

  const cleanup = new Cleanup();
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping everything the load run started…`);
    void cleanup.run(log).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const budgetMs = 600_000 + options.groups * 2 + (options.duration + 60) * 1000;
  const watchdog = setTimeout(() => {
    log(`the load run exceeded ${Math.round(budgetMs / 1000)} s; stopping`);
    onSignal('SIGTERM');
  }, budgetMs).unref();

  const logger = createLogger('warn');
  const startedAt = new Date().toISOString();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-load-'));
  cleanup.add('scratch dir', () => rmSync(scratch, { recursive: true, force: true }));
  try {
    const services = await startServices(options, cleanup, scratch, logger);
    const owner = await signedInOwner(services.authHost);
    log(`seeding ${options.groups} groups…`);
    const seeded = await seed(services.client, services.dbName, options, owner);
    log('starting the app…');
    const { app, appUrl, serverEntry, timeToReadyMs } = await startApp(options, cleanup, services, logger);
    const pid = app.pid ?? 0;
    let rssMaxMb = rssMb(pid);
    const sampler = setInterval(() => (rssMaxMb = Math.max(rssMaxMb, rssMb(pid))), 200);
    cleanup.add('RSS sampler', () => clearInterval(sampler));
    log(`app ready in ${timeToReadyMs} ms`);

    const requests = mix(seeded, owner, options.groups);
    const problems = await probe(appUrl, requests);
    if (problems.length > 0) throw new Error(`a request of the mix fails before the run:\n${problems.join('\n')}`);

    const uptimeBefore = uptime();
    log(`${uptimeBefore}\nload: ${options.connections} connections × ${options.duration} s…`);
    const run = await drive(appUrl, requests, options.duration, options.connections);
    const uptimeAfter = uptime();

    // Every create the app acknowledged (201 + insertedId) must be stored.
    const acknowledged = run.insertedIds.map((id) => new ObjectId(id));
    const found = await services.client
      .db(services.dbName)
      .collection('groups')
      .countDocuments({ _id: { $in: acknowledged } });

    const seconds = options.duration;
    const report = {
      startedAt,
      uptimeBefore,
      uptimeAfter,
      options: { ...options, log: undefined, serverEntry: path.relative(projectRoot, serverEntry) },
      machine: { cpus: os.cpus().length, node: process.version },
      server: { timeToReadyMs, rssMaxMb },
      mix: requests.map(({ name, kind, method, path: requestPath }) => ({ name, kind, method, path: requestPath })),
      total: {
        ...stats(run.all, seconds),
        errors: run.result.errors,
        timeouts: run.result.timeouts,
        autocannon: {
          requestsAverage: run.result.requests.average,
          latencyP50: run.result.latency.p50,
          latencyP99: run.result.latency.p99,
          non2xx: run.result.non2xx,
        },
      },
      byKind: { read: stats(run.byKind.read, seconds), write: stats(run.byKind.write, seconds) },
      byRequest: Object.fromEntries(
        requests.map((request) => [
          request.name,
          { kind: request.kind, ...stats(run.byRequest.get(request.name) as Tally, seconds) },
        ]),
      ),
      writes: { acknowledged: acknowledged.length, found },
    };
    const table = markdown(report);
    process.stdout.write(`\n${table}\n`);
    const dir = path.join(projectRoot, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `load-${options.groups}-${startedAt.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify({ ...report, markdown: table }, null, 2)}\n`);
    process.stdout.write(`\nwritten to ${path.relative(projectRoot, file)}\n`);
    if (report.total.errors > 0 || report.total.non2xx > 0 || found !== acknowledged.length) process.exitCode = 1;
  } finally {
    clearTimeout(watchdog);
    await cleanup.run(log);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:load failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
