import { fanoutMarkdown, runFanout } from '../../../scripts/bench/fanout';
import { Cleanup } from '../../../scripts/bench/processes';
import { ensureBuilt } from '../../support/e2eApp';
import { testServices } from '../../support/env';

/**
 * `npm run bench:fanout` at 50 subscribers inside `npm test`: every subscriber gets the join's
 * new member count (the 1,000-subscriber figures are in docs/PERFORMANCE.md).
 */
it('delivers one join to every groupChanged subscriber and reports the delivery times', async () => {
  await ensureBuilt();
  const { mongoUri, authEmulatorHost, projectId } = testServices();
  const cleanup = new Cleanup();
  try {
    const report = await runFanout(50, cleanup, { mongoUri, authEmulatorHost, projectId });
    expect(report.delivered).toBe(50);
    expect(report.deliveryMs.p50).toBeGreaterThan(0);
    expect(report.deliveryMs.p95).toBeGreaterThanOrEqual(report.deliveryMs.p50);
    expect(report.rssMb.subscribed).toBeGreaterThan(0);
    expect(fanoutMarkdown(report)).toContain('| 50 / 50 |');
  } finally {
    await cleanup.run(() => undefined);
  }
}, 180_000);
