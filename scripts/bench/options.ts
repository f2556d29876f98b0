/** What one run of `npm run bench` measures, and against what. */
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
