import { runChaos } from '../../../scripts/bench/chaos';
import { ensureBuilt } from '../../support/e2eApp';
import { testServices } from '../../support/env';

/**
 * `npm run bench:chaos` for 40 s: two app processes on one embedded FerretDB under mixed load,
 * with SIGKILLs of an app or the database at random moments, 1–3 s after the last one recovered
 * (the bench's own 2–6 s would give too few kills in that time). Nothing acknowledged is lost and
 * every invariant holds once everything is back (docs/LOAD.md has the 10-minute run).
 */
it('loses no acknowledged write and keeps every invariant through 40 seconds of kills', async () => {
  await ensureBuilt();
  const { authEmulatorHost, projectId } = testServices();
  const report = await runChaos({
    durationMs: 40_000,
    workers: 6,
    killPause: { minMs: 1_000, spreadMs: 2_000 },
    emulator: { host: authEmulatorHost, projectId },
  });
  expect(report.violations).toEqual([]);
  expect(report.kills.app + report.kills.database).toBeGreaterThanOrEqual(5);
  expect(report.recoveries).toBe(report.kills.app + report.kills.database);
  const acknowledged = Object.values(report.operations).reduce((sum, op) => sum + op.acknowledged, 0);
  expect(acknowledged).toBeGreaterThan(100);
}, 240_000);
