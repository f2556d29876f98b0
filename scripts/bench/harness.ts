import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startChild } from '@/embedded/child';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { projectRoot } from '@/projectRoot';
import { searchTerm } from './data';
import { cpuMs, rssMb } from './measure';
import type { BenchOptions } from './options';
import { bundle, Cleanup, startApp, startServices } from './processes';
import type { Scenario } from './scenario';
import { buildScenarios, load, probe } from './scenarios';
import { seed, signedInOwner } from './seed';

export interface ScenarioResult {
  name: string;
  description: string;
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Why a response checked before or after the run was wrong; null when both were right. */
  checkFailure: string | null;
  /** Why the scenario did not run. */
  skipped?: string;
  /** The app's CPU (user + system) per request during the measured run, in ms; absent without /proc. */
  appCpuMsPerRequest?: number;
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    /** Bundles and starts one of the bench's own bare servers; its URL. */
    const startBareServer = async (name: string, entry: string, portVariable: string, env: Record<string, string>) => {
      const js = await bundle(path.join(projectRoot, 'scripts', 'bench', entry), scratch);
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = await startChild({
        name,
        command: process.execPath,
        args: [js],
        // The bundle sits in the scratch dir; its dependencies come from the project.
        env: {
          ...process.env,
          NODE_PATH: path.join(projectRoot, 'node_modules'),
          ...env,
          [portVariable]: String(port),
        },
        isReady: async () => (await fetch(`${url}/`)).ok,
        timeoutMs: 120_000,
        logger,
      });
      cleanup.add(name, child.stop);
      return url;
    };
    const wants = (target: Scenario['target']) => wanted.some((s) => s.target === target && !s.skip);
    const urls: Record<Scenario['target'], string> = { app: '', baseline: '', limit: '' };
    if (wants('baseline')) {
      urls.baseline = await startBareServer('baseline server', 'baselineServer.ts', 'BASELINE_PORT', {
        BASELINE_MONGODB_URI: mongoUri,
        BASELINE_MONGODB_DB: dbName,
      });
    }

    log('starting the app…');
    const { app, serverEntry, timeToReadyMs, appUrl } = await startApp(
      options,
      cleanup,
      { mongoUri, authHost, dbName },
      logger,
    );
    urls.app = appUrl;
    if (wants('limit')) {
      // The same bytes the app answers for its first page, served from memory.
      const bodyFile = path.join(scratch, 'first-page.json');
      writeFileSync(bodyFile, Buffer.from(await (await fetch(`${appUrl}/groups?limit=20`)).arrayBuffer()));
      urls.limit = await startBareServer('limit server', 'limitServer.ts', 'LIMIT_PORT', { LIMIT_BODY_FILE: bodyFile });
    }
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
      const url = urls[scenario.target];
      await scenario.prepare?.(url);
      const before = await probe(url, scenario);
      if (options.warmup > 0) await load(url, scenario, options.warmup, options.connections);
      const cpuBefore = scenario.target === 'app' ? cpuMs(pid) : null;
      const stats = await load(url, scenario, options.duration, options.connections);
      const cpuAfter = cpuBefore === null ? null : cpuMs(pid);
      const appCpuMsPerRequest =
        cpuBefore !== null && cpuAfter !== null && stats.requests > 0
          ? Math.round(((cpuAfter - cpuBefore) / stats.requests) * 1000) / 1000
          : undefined;
      const after = await probe(url, scenario);
      const checkFailure = before ?? after;
      results.push({
        ...base,
        ...stats,
        checkFailure,
        ...(appCpuMsPerRequest !== undefined && { appCpuMsPerRequest }),
      });
      log(
        `${scenario.name}: ${stats.requestsPerSecond} req/s, p95 ${stats.p95} ms, errors ${stats.errors}, non-2xx ${stats.non2xx}` +
          (appCpuMsPerRequest !== undefined ? `, app CPU ${appCpuMsPerRequest} ms/request` : '') +
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

const emptyStats = { requestsPerSecond: 0, requests: 0, p50: 0, p95: 0, p97_5: 0, p99: 0, errors: 0, non2xx: 0 };
