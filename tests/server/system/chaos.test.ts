import { runChaos } from '../../../scripts/bench/chaos';
import { ensureBuilt } from '../../support/e2eApp';
import { testServices } from '../../support/env';

/**
 * `npm run bench:chaos` for 60 s (longer if 5 kills take longer on a loaded machine): two app processes on one embedded FerretDB under mixed load,
 * with SIGKILLs of an app or the database at random moments. Nothing acknowledged is lost and
 * every invariant holds once everything is back (docs/LOAD.md has the 10-minute run).
 */
it('loses no acknowledged write and keeps every invariant through a minute of kills', async () => {
  await ensureBuilt();
  const { authEmulatorHost, projectId } = testServices();
  const report = await runChaos({
    durationMs: 60_000,
    minKills: 5,
    workers: 6,
    emulator: { host: authEmulatorHost, projectId },
  });
  expect(report.violations).toEqual([]);
  expect(report.kills.app + report.kills.database).toBeGreaterThanOrEqual(5);
  expect(report.recoveries).toBe(report.kills.app + report.kills.database);
  const acknowledged = Object.values(report.operations).reduce((sum, op) => sum + op.acknowledged, 0);
  expect(acknowledged).toBeGreaterThan(100);
}, 240_000);
