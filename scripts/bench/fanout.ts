import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createLogger } from '@/logger';
import { percentile, rssMb, writeResult } from './measure';
import { defaultOptions, type BenchOptions } from './options';
import { Cleanup, startApp, startServices } from './processes';
import { signedInOwner } from './seed';

/**
 * `npm run bench:fanout -- [--subscribers 1000]`
 *
 * Live updates at scale: the built app (embedded FerretDB, Auth Emulator), one group, N
 * graphql-ws clients each subscribed to its `groupChanged`, then one person joins. Reports how
 * long each subscriber waited for the new member count (from the moment the join was sent:
 * p50, p95, max), the join's own response time, and the app's RSS with the N sockets open.
 * Target (issue 12): p95 ≤ 500 ms at 1,000 subscribers on this 2-core machine.
 */
const usage = 'usage: npm run bench:fanout -- [--subscribers 1000]';
const log = (line: string) => process.stderr.write(`${line}\n`);

const subscription = 'subscription Seats($id: ID!) { groupChanged(id: $id) { id memberCount spotsLeft } }';
type Event = { groupChanged: { memberCount: number } };

export interface FanoutReport {
  subscribers: number;
  delivered: number;
  joinMs: number;
  deliveryMs: { p50: number; p95: number; max: number };
  rssMb: { ready: number; subscribed: number; afterEvent: number };
  machine: { cpus: number; node: string; loadBefore: number[]; loadAfter: number[] };
}

async function rest<T>(url: string, method: string, token: string, body?: object): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Runs the fan-out once; every process it started is stopped by `cleanup`. `running` reuses a
 * database and Auth Emulator (the smoke test's) instead of starting its own.
 */
export async function runFanout(
  subscribers: number,
  cleanup: Cleanup,
  running: Partial<Pick<BenchOptions, 'mongoUri' | 'authEmulatorHost' | 'projectId'>> = {},
): Promise<FanoutReport> {
  const logger = createLogger('warn');
  const loadBefore = os.loadavg();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-fanout-'));
  cleanup.add('scratch dir', () => rmSync(scratch, { recursive: true, force: true }));
  const options = { ...defaultOptions, ...running, log };
  const services = await startServices(options, cleanup, scratch, logger);
  const [organizer, joiner] = await Promise.all([signedInOwner(services.authHost), signedInOwner(services.authHost)]);
  log('starting the app…');
  const { app, appUrl } = await startApp(options, cleanup, services, logger, {
    // Every subscriber connects from this one machine: the per-IP limit would refuse them.
    LIVE_MAX_CONNECTIONS_PER_IP: String(subscribers + 10),
  });
  const pid = app.pid ?? 0;
  const ready = rssMb(pid);
  const { insertedId: id } = await rest<{ insertedId: string }>(`${appUrl}/groups`, 'POST', organizer.token, {
    groupName: 'Fan-out Bench Group',
    hobbyCategory: 'Reading',
    description: 'One group, many watchers.',
    location: 'Bench Street',
    maxMembers: 100,
    startDate: '2031-01-01',
    imageURL: `${appUrl}/images/logo.svg`,
  });

  log(`opening ${subscribers} subscriptions…`);
  const clients: Client[] = [];
  cleanup.add('subscribers', async () => {
    await Promise.all(clients.map((client) => client.dispose()));
  });
  const arrivals: number[] = [];
  let sentAt = 0;
  const warmedUp: Promise<void>[] = [];
  for (let i = 0; i < subscribers; i += 1) {
    const client = createClient({
      url: `${appUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
    });
    clients.push(client);
    warmedUp.push(
      new Promise<void>((resolve, reject) => {
        client.subscribe<Event>(
          { query: subscription, variables: { id } },
          {
            next: ({ data }) => {
              // The warm-up change (the description) shows 0 members; the join shows 1.
              if (data?.groupChanged.memberCount === 0) resolve();
              else if (data?.groupChanged.memberCount === 1) arrivals.push(performance.now() - sentAt);
            },
            error: reject,
            complete: () => undefined,
          },
        );
      }),
    );
  }
  // A first change proves every subscription is live before the measured one.
  for (let attempt = 0; ; attempt += 1) {
    await rest(`${appUrl}/groups/${id}`, 'PUT', organizer.token, { description: `Warm-up change ${attempt}.` });
    const all = await Promise.race([
      Promise.all(warmedUp).then(() => true),
      new Promise<false>((resolve) => setTimeout(resolve, 2_000, false)),
    ]);
    if (all) break;
    if (attempt === 30) throw new Error('the subscriptions did not all become live within a minute');
  }
  const subscribed = rssMb(pid);

  log('one join…');
  sentAt = performance.now();
  await rest(`${appUrl}/groups/${id}/join`, 'POST', joiner.token);
  const joinMs = performance.now() - sentAt;
  for (let waited = 0; arrivals.length < subscribers && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const sorted = Float64Array.from(arrivals).sort();
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    subscribers,
    delivered: arrivals.length,
    joinMs: round(joinMs),
    deliveryMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      max: round(sorted.length > 0 ? (sorted[sorted.length - 1] as number) : 0),
    },
    rssMb: { ready, subscribed, afterEvent: rssMb(pid) },
    machine: { cpus: os.cpus().length, node: process.version, loadBefore, loadAfter: os.loadavg() },
  };
}

export function fanoutMarkdown(report: FanoutReport): string {
  const { deliveryMs: d, rssMb: rss } = report;
  return [
    `### Fan-out: ${report.subscribers} groupChanged subscribers, one join`,
    '',
    '| delivered | p50 ms | p95 ms | max ms | join ms | RSS ready MB | RSS subscribed MB |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${report.delivered} / ${report.subscribers} | ${d.p50} | ${d.p95} | ${d.max} | ${report.joinMs} | ${rss.ready} | ${rss.subscribed} |`,
    '',
    `- machine: ${report.machine.cpus} CPUs, Node ${report.machine.node}, load average before ${report.machine.loadBefore
      .map((l) => l.toFixed(2))
      .join(' ')}, after ${report.machine.loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { subscribers: { type: 'string' } } });
  const subscribers = Number(values.subscribers ?? 1000);
  if (!Number.isInteger(subscribers) || subscribers < 1) {
    throw new Error(`--subscribers must be a positive whole number\n${usage}`);
  }
  const cleanup = new Cleanup();
  const stop = () => void cleanup.run(log).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const report = await runFanout(subscribers, cleanup);
    const table = fanoutMarkdown(report);
    console.log(table);
    log(`written to ${writeResult('fanout', { ...report, markdown: table })}`);
  } finally {
    await cleanup.run(log);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
