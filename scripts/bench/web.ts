import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { startChild } from '@/embedded/child';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { projectRoot } from '@/projectRoot';
import { benchAppEnvironment, Cleanup } from './processes';

/**
 * `npm run bench:web -- [--runs 3] [--chromium /usr/bin/chromium]`
 *
 * Lighthouse 12 with its mobile defaults (simulated slow 4G, 4× CPU slowdown) on the built app as
 * `npm start` runs it (embedded FerretDB, Auth Emulator, demo data), offline, in Debian's
 * Chromium: `/`, `/all-groups` and one group's page, each `--runs` times; prints the medians of
 * the scores and vitals and writes every run to bench/results/. `--keep-reports` also keeps each
 * run's full Lighthouse report there (layout shifts, the LCP element, main-thread work).
 * `--app-url http://127.0.0.1:<port>` measures an app that is already running (with demo data)
 * instead: two builds side by side, or a machine too loaded to start the services in time.
 * Each page's line also gives Lighthouse's benchmarkIndex (the host's speed; its median).
 */
const usage =
  'usage: npm run bench:web -- [--runs 3] [--chromium /usr/bin/chromium] [--keep-reports] [--app-url <url>]';
const log = (line: string) => process.stderr.write(`${line}\n`);
const run = promisify(execFile);

interface LighthouseResult {
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

interface PageRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  benchmarkIndex: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** One Lighthouse run; its first run on a page sometimes fails with NO_NAVSTART, so it tries up to 3 times. */
async function lighthouse(url: string, chromium: string, outFile: string): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    await run(
      path.join(projectRoot, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outFile}`,
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: unknown) => log(`lighthouse: ${String(error).slice(0, 300)}`));
    const result = JSON.parse(readFileSync(outFile, 'utf8')) as LighthouseResult;
    if (result.runtimeError && attempt < 3) {
      log(`  ${result.runtimeError.code}; trying again`);
      continue;
    }
    if (result.runtimeError) throw new Error(`${url}: ${result.runtimeError.message}`);
    const audit = (id: string) => result.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((result.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((result.categories.accessibility.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      speedIndexMs: audit('speed-index'),
      benchmarkIndex: Math.round(result.environment?.benchmarkIndex ?? NaN),
    };
  }
}

/** Starts the built app as `npm start` runs it, with demo data; answers its URL. */
async function startApp(dataDir: string, cleanup: Cleanup): Promise<string> {
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  log('starting the built app with demo data…');
  const app = await startChild({
    name: 'HobbyHub (web bench)',
    command: process.execPath,
    args: [path.join(projectRoot, 'server', 'dist', 'index.js')],
    cwd: projectRoot,
    env: benchAppEnvironment(appPort, {
      MONGODB_URI: '',
      DATA_DIR: dataDir,
      FERRETDB_PORT: String(await freePort()),
      AUTH_EMULATOR_PORT: String(await freePort()),
      SEED_DEMO_DATA: 'true',
    }),
    isReady: async () => (await fetch(`${appUrl}/readyz`)).ok,
    timeoutMs: 300_000,
    logger: createLogger('warn'),
  });
  cleanup.add('app', app.stop);
  return appUrl;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      chromium: { type: 'string' },
      'keep-reports': { type: 'boolean' },
      'app-url': { type: 'string' },
    },
  });
  const runs = Number(values.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number\n${usage}`);
  const chromium = values.chromium ?? '/usr/bin/chromium';

  const cleanup = new Cleanup();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-web-'));
  cleanup.add('data directory', () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const appUrl = values['app-url']?.replace(/\/$/, '') ?? (await startApp(dataDir, cleanup));
    const first = (await (await fetch(`${appUrl}/groups?limit=1`)).json()) as { _id: string }[];
    const groupId = first[0]?._id;
    if (!groupId) throw new Error('the demo data has no group');
    const pages = { '/': '/', '/all-groups': '/all-groups', 'group page': `/groups/${groupId}` };

    const resultsDir = path.join(projectRoot, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const report: Record<string, PageRun[]> = {};
    for (const [label, pagePath] of Object.entries(pages)) {
      report[label] = [];
      for (let i = 1; i <= runs; i += 1) {
        log(`lighthouse ${label} (run ${i} of ${runs})…`);
        const outFile = path.join(dataDir, `lighthouse-${i}.json`);
        report[label].push(await lighthouse(`${appUrl}${pagePath}`, chromium, outFile));
        if (values['keep-reports']) {
          const name = `web-${stamp}-${label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${i}.json`;
          copyFileSync(outFile, path.join(resultsDir, name));
        }
      }
    }
    writeFileSync(path.join(resultsDir, `web-${stamp}.json`), JSON.stringify(report, null, 2));

    const rows = Object.entries(report).map(([label, pageRuns]) => {
      const m = (key: keyof PageRun) => median(pageRuns.map((r) => r[key]));
      return [
        label,
        String(m('performance')),
        String(m('accessibility')),
        `${(m('fcpMs') / 1000).toFixed(2)} s`,
        `${(m('lcpMs') / 1000).toFixed(2)} s`,
        m('cls').toFixed(3),
        `${Math.round(m('tbtMs'))} ms`,
        `${(m('speedIndexMs') / 1000).toFixed(2)} s`,
        String(m('benchmarkIndex')),
      ];
    });
    const header = ['page', 'perf', 'a11y', 'FCP', 'LCP', 'CLS', 'TBT', 'SI', 'benchmarkIndex'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
    console.log(
      `Lighthouse 12, mobile defaults, median of ${runs} run(s); load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(line(header));
    for (const row of rows) console.log(line(row));
  } finally {
    await cleanup.run(log);
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
