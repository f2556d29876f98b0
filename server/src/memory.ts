import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Node options the app is started with (`npm start`, the Dockerfile, the benches and the tests'
 * built app; a unit test keeps package.json and the Dockerfile in step with this list). V8 reads
 * them only when it sets up the heap, so the app cannot set them for itself at start as it does
 * the heap growth below.
 *
 * Semi-spaces of 4 MB instead of V8's 16: the young generation is where every request's garbage
 * is born, and V8 keeps it committed at its high-water mark. Measured at 100,000 groups over the
 * near-me scenarios: RSS at most ~400 MB with 4 MB, ~413 MB with 8 and ~445 MB with 16; the
 * throughput of the 100k, opening-minute and discussion benches within their runs' noise
 * (docs/PERFORMANCE.md).
 */
export const appNodeOptions: readonly string[] = ['--max-semi-space-size=4'];

/**
 * Environment the app is started with, under any value already given (`npm start`, the image,
 * the benches and the tests' built app; the same unit test keeps package.json and the Dockerfile
 * in step). glibc's malloc reads it only when the process starts.
 *
 * Blocks of 1 MB and more are mapped on their own and given back when freed. By default glibc
 * raises that threshold to the largest block freed so far (up to 32 MB), and its trim threshold
 * to twice that: after the boot load's multi-megabyte buffers, every block came from the main
 * heap, whose freed memory then stayed resident. A fixed threshold also keeps the trim threshold
 * at 128 KB, so the heap's free top goes back to the system. Measured at 100,000 groups over the
 * whole `npm run bench`: RSS ~261 MB when ready and at most 375–377 MB, against 276–290 and
 * 382–404 MB with glibc's default; near me costs ~4 % more CPU a request (the heap's top is
 * given back and faulted in again), which a trim threshold of 1 MB or 8 MB avoided only by giving
 * back most of the memory saved (389 and 399 MB). Not a lower mapping threshold: brotli's 512 KB
 * state would be mapped and unmapped on every call (104 → 420 µs at 128 KB). docs/PERFORMANCE.md.
 */
export const appEnvironment: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: '1048576' };

/** How far V8 may grow the heap past the live data before it collects: 30%. */
const heapGrowingPercent = 30;

/**
 * The read models keep every group in memory, so the live heap is large and long-lived. On a
 * machine with plenty of RAM, V8's default lets the heap grow to several times that before a
 * full collection; with growth capped at 30% RSS stays far lower with no loss of throughput
 * (figures in docs/PERFORMANCE.md).
 * Unlike --max-old-space-size this scales with the data instead of failing at a fixed size.
 * A value given on the command line or in NODE_OPTIONS wins.
 */
export function limitHeapGrowth(): void {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((option) =>
    option.includes('heap-growing-percent'),
  );
  if (!given) v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}

/**
 * Collects the garbage of the boot load at once (a full collection), before the server reports
 * ready. V8 starts the old generation with a generous allocation limit and collects it for the
 * first time only when that limit is reached, so without this the load's garbage (decoded copies,
 * the gazetteer's working arrays) stays resident until traffic triggers a collection: measured at
 * 50,000 groups, RSS 366 MB at ready and 313 MB after the first full collection
 * (docs/PERFORMANCE.md, "Read-model memory"). Returns the pause in ms.
 */
export function collectBootGarbage(): number {
  v8.setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const started = performance.now();
  collect();
  return Math.round(performance.now() - started);
}
