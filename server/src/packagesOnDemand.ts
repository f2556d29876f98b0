import { createRequire } from 'node:module';

const requireHere = createRequire(__filename);

/**
 * A package loaded the first time a feature needs it instead of when the server starts. An
 * `import` in the bundle loads its package at start whether or not the configuration ever uses
 * it, and a loaded module's code stays in the heap for good: ioredis (no REDIS_URL),
 * mailparser (no message caught yet) and pino-pretty (JSON logs) cost ~4.6 MB of heap for nothing
 * (docs/PERFORMANCE.md). Type it with the package's own types: `packageOnDemand<typeof Pkg>(…)`
 * after `import type * as Pkg from '…'`.
 */
export function packageOnDemand<Exports>(name: string): Exports {
  return requireHere(name) as Exports;
}
