import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import { startChild } from '@/embedded/child';
import { freePort } from '@/embedded/ports';
import { createLogger } from '@/logger';
import { appNodeOptions } from '@/memory';
import { projectRoot } from '@/projectRoot';
import { benchAppEnvironment, Cleanup } from './processes';

/**
 * `npm run bench:web -- [--runs 3] [--chromium /usr/bin/chromium] [--build label=dir …]`
 *
 * Lighthouse 12 with its mobile defaults (simulated slow 4G, 4× CPU slowdown) on the built app as
 * `npm start` runs it (embedded FerretDB, Auth Emulator, demo data), offline, in Debian's
 * Chromium: `/`, `/all-groups` and one group's page, each `--runs` times; prints the medians of
 * the scores and vitals and writes every run to bench/results/. `--keep-reports` also keeps each
 * run's full Lighthouse report there (layout shifts, the LCP element, main-thread work).
 * `--app-url http://127.0.0.1:<port>` measures an app that is already running (with demo data)
 * instead: two builds side by side, or a machine too loaded to start the services in time.
 * Each page's line also gives Lighthouse's benchmarkIndex (the host's speed; its median).
 * `--cpu-slowdown N` replaces the mobile default of 4: on a host twice as fast as another (by
 * benchmarkIndex), 8 stands for the same phone as 4 does there (Lighthouse's own advice).
 *
 * A/B: `--build before=/tmp/old --build after=.` starts one app per build (a tree, or a copy of
 * one, holding `client/dist`, `client/dist-ssr` and, if the server differs, `server/dist`) and
 * alternates them run by run, so both builds meet the same load; `--app-url` may be repeated
 * too. A guest cannot open a group's page (SPEC: protected), so "group page" is the login page
 * a guest is sent to, prerendered.
 */
const usage =
  'usage: npm run bench:web -- [--runs 3] [--chromium /usr/bin/chromium] [--keep-reports] [--cpu-slowdown 4] [--app-url [<label>=]<url> …] [--build <label>=<dir> …]';
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
async function lighthouse(url: string, chromium: string, outFile: string, cpuSlowdown: number): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    await run(
      path.join(projectRoot, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${outFile}`,
        '--only-categories=performance,accessibility',
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
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

/** Starts the built app in `buildDir` as `npm start` runs it, with demo data; answers its URL. */
async function startApp(buildDir: string, dataDir: string, cleanup: Cleanup): Promise<string> {
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const serverEntry = path.join(buildDir, 'server', 'dist', 'index.js');
  log(`starting the app built in ${buildDir} with demo data…`);
  const app = await startChild({
    name: 'HobbyHub (web bench)',
    command: process.execPath,
    args: [
      ...appNodeOptions,
      existsSync(serverEntry) ? serverEntry : path.join(projectRoot, 'server', 'dist', 'index.js'),
    ],
    cwd: projectRoot,
    env: benchAppEnvironment(appPort, {
      MONGODB_URI: '',
      CLIENT_DIST: path.join(buildDir, 'client', 'dist'),
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

interface Build {
  label: string;
  appUrl: string;
  pages: Record<string, string>;
}

/** The pages measured on one app: its first demo group gives the group page's id. */
async function pagesOf(appUrl: string): Promise<Record<string, string>> {
  const first = (await (await fetch(`${appUrl}/groups?limit=1`)).json()) as { _id: string }[];
  const groupId = first[0]?._id;
  if (!groupId) throw new Error(`${appUrl}: the demo data has no group`);
  return { '/': '/', '/all-groups': '/all-groups', 'group page': `/groups/${groupId}` };
}

/** `label=dir` pairs (`--build`), else this tree. */
function buildDirs(specs: string[] | undefined): { label: string; dir: string }[] {
  if (!specs?.length) return [{ label: '', dir: projectRoot }];
  return specs.map((spec) => {
    const at = spec.indexOf('=');
    if (at < 1) throw new Error(`--build takes <label>=<dir>, not ${spec}\n${usage}`);
    return { label: spec.slice(0, at), dir: path.resolve(spec.slice(at + 1)) };
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      chromium: { type: 'string' },
      'keep-reports': { type: 'boolean' },
      'cpu-slowdown': { type: 'string' },
      'app-url': { type: 'string', multiple: true },
      build: { type: 'string', multiple: true },
    },
  });
  const runs = Number(values.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number\n${usage}`);
  const chromium = values.chromium ?? '/usr/bin/chromium';
  const cpuSlowdown = Number(values['cpu-slowdown'] ?? 4);
  if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20)) throw new Error(`--cpu-slowdown takes 1 to 20\n${usage}`);

  const cleanup = new Cleanup();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-web-'));
  cleanup.add('data directory', () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    // `--app-url before=http://…` names the app in the table.
    const urls = values['app-url']?.map((spec, i) => {
      const named = /^([^=:/]+)=(.+)$/.exec(spec);
      if (named) return { label: named[1]!, url: named[2]! };
      return { label: values['app-url']!.length > 1 ? `app ${i + 1}` : '', url: spec };
    });
    const builds: Build[] = [];
    if (urls) {
      for (const { label, url } of urls) {
        const appUrl = url.replace(/\/$/, '');
        builds.push({ label, appUrl, pages: await pagesOf(appUrl) });
      }
    } else {
      // Started one after the other: each app's first start (FerretDB, the Auth Emulator) is heavy.
      for (const [i, { label, dir }] of buildDirs(values.build).entries()) {
        const appData = path.join(dataDir, `app-${i}`);
        mkdirSync(appData);
        const appUrl = await startApp(dir, appData, cleanup);
        builds.push({ label, appUrl, pages: await pagesOf(appUrl) });
      }
    }

    const resultsDir = path.join(projectRoot, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const report: Record<string, PageRun[]> = {};
    for (const page of Object.keys(builds[0]!.pages)) {
      for (let i = 1; i <= runs; i += 1) {
        for (const build of builds) {
          const label = build.label ? `${page} (${build.label})` : page;
          report[label] ??= [];
          log(`lighthouse ${label} (run ${i} of ${runs})…`);
          const outFile = path.join(dataDir, `lighthouse-${i}.json`);
          const result = await lighthouse(`${build.appUrl}${build.pages[page]}`, chromium, outFile, cpuSlowdown);
          report[label].push(result);
          log(
            `  perf ${result.performance}, TBT ${Math.round(result.tbtMs)} ms, benchmarkIndex ${result.benchmarkIndex}`,
          );
          if (values['keep-reports']) {
            const name = `web-${stamp}-${label
              .replace(/^\/(?=\s|$)/, 'home')
              .replace(/\W+/g, '-')
              .replace(/^-|-$/g, '')}-${i}.json`;
            copyFileSync(outFile, path.join(resultsDir, name));
          }
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
        pageRuns.map((r) => `${Math.round(r.tbtMs)} (${r.benchmarkIndex})`).join(', '),
      ];
    });
    const header = [
      'page',
      'perf',
      'a11y',
      'FCP',
      'LCP',
      'CLS',
      'TBT',
      'SI',
      'benchmarkIndex',
      'TBT (benchmarkIndex) per run',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
    console.log(
      `Lighthouse 12, mobile defaults${cpuSlowdown === 4 ? '' : ` but a ${cpuSlowdown}× CPU slowdown`}, median of ${runs} run(s); load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    console.log('group page: a guest is sent to the login page (SPEC: /groups/{id} is protected), prerendered');
  } finally {
    await cleanup.run(log);
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
