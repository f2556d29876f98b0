import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await Promise.all((globalThis.testServiceChildren ?? []).map((child) => child.stop()));
  // Scratch space may be memory (/dev/shm, see globalSetup.ts): nothing of a run is kept.
  if (process.env.TEST_SCRATCH_DIR) rmSync(process.env.TEST_SCRATCH_DIR, { recursive: true, force: true });
}
