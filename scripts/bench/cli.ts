import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '@/projectRoot';
import { runBench } from './harness';
import { defaultOptions, type BenchOptions } from './options';
import { Cleanup } from './processes';
import { markdown, ratios } from './report';

/**
 * `npm run bench -- [--groups N] [--duration S] [--connections C] [--warmup S] [--batch N]
 *  [--only a,b] [--baseline-max-groups N] [--server path/to/bundle.js]`. Reuses services given as BENCH_MONGODB_URI /
 * BENCH_AUTH_EMULATOR_HOST (+ BENCH_FIREBASE_PROJECT_ID); otherwise starts its own.
 * BENCH_APP_NODE_ARGS adds node flags to the app (`--cpu-prof --cpu-prof-dir=bench/results/prof`).
 */
const usage = `usage: npm run bench -- [--groups 1000] [--duration 10] [--connections 20] [--warmup 2]
       [--batch 10000] [--only name,name] [--baseline-max-groups 10000] [--server server/dist/index.js]`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`--${name} must be a non-negative number\n${usage}`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      groups: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      batch: { type: 'string' },
      only: { type: 'string' },
      'baseline-max-groups': { type: 'string' },
      server: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const options: BenchOptions = {
    ...defaultOptions,
    groups: Math.max(1, Math.floor(positive('groups', values.groups, defaultOptions.groups))),
    duration: Math.max(1, positive('duration', values.duration, defaultOptions.duration)),
    connections: Math.max(1, Math.floor(positive('connections', values.connections, defaultOptions.connections))),
    warmup: positive('warmup', values.warmup, defaultOptions.warmup),
    batchSize: Math.max(1, Math.floor(positive('batch', values.batch, defaultOptions.batchSize))),
    baselineMaxGroups: positive('baseline-max-groups', values['baseline-max-groups'], defaultOptions.baselineMaxGroups),
    serverEntry: values.server ? path.resolve(values.server) : undefined,
    appNodeArgs: process.env.BENCH_APP_NODE_ARGS?.split(' ').filter((arg) => arg !== ''),
    only: values.only?.split(',').map((name) => name.trim()),
    mongoUri: process.env.BENCH_MONGODB_URI,
    authEmulatorHost: process.env.BENCH_AUTH_EMULATOR_HOST,
    projectId: process.env.BENCH_FIREBASE_PROJECT_ID ?? defaultOptions.projectId,
  };

  const cleanup = new Cleanup();
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    options.log(`${signal}: stopping everything the bench started…`);
    void cleanup.run(options.log).finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  // Bounded in time: seeding, boot and every scenario, with a generous margin.
  const budgetMs = 600_000 + options.groups * 2 + 12 * (options.duration + options.warmup + 10) * 1000;
  const watchdog = setTimeout(() => {
    options.log(`the bench exceeded ${Math.round(budgetMs / 1000)} s; stopping`);
    onSignal('SIGTERM');
  }, budgetMs).unref();

  const report = await runBench(options, cleanup);
  clearTimeout(watchdog);
  const table = markdown(report);
  process.stdout.write(`\n${table}\n`);
  const dir = path.join(projectRoot, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${report.options.groups}-${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ ...report, ratios: ratios(report), markdown: table }, null, 2)}\n`);
  process.stdout.write(`\nwritten to ${path.relative(projectRoot, file)}\n`);
  const failed = report.scenarios.filter((s) => !s.skipped && (s.errors > 0 || s.non2xx > 0 || s.checkFailure));
  if (failed.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
