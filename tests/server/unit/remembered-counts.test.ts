import { scheduleBounds } from '@/bounds';
import { RememberedCounts } from '@/sessions/rememberedCounts';

describe('RememberedCounts: session counts kept between page views, forgotten on a change', () => {
  it('reads once, forgets on its group’s change (not another’s), and never keeps a read a change overtook', async () => {
    let stored = 1;
    let reads = 0;
    let hold: (() => void) | null = null;
    const counts = new RememberedCounts(async () => {
      reads += 1;
      if (hold === null) return stored;
      const value = stored;
      await new Promise<void>((resolve) => (hold = resolve));
      return value;
    });
    expect(await counts.get('g1:20260101T180000Z')).toBe(1);
    expect(await counts.get('g1:20260101T180000Z')).toBe(1);
    expect(reads).toBe(1);
    stored = 2;
    counts.forget('g2');
    expect(await counts.get('g1:20260101T180000Z')).toBe(1);
    counts.forget('g1');
    expect(await counts.get('g1:20260101T180000Z')).toBe(2);
    expect(reads).toBe(2);

    // A read in flight when the group changes answers, but is not remembered.
    counts.forget('g1');
    hold = () => undefined;
    const slow = counts.get('g1:20260101T180000Z');
    await Promise.resolve();
    stored = 3;
    counts.forget('g1');
    const release = hold as () => void;
    hold = null;
    release();
    expect(await slow).toBe(2);
    expect(await counts.get('g1:20260101T180000Z')).toBe(3);
  });

  it('remembers at most the bound’s number of groups', async () => {
    let reads = 0;
    const counts = new RememberedCounts(async () => (reads += 1));
    const groups = scheduleBounds.rememberedCountGroups + 1;
    for (let group = 0; group < groups; group += 1) await counts.get(`g${group}:s`);
    expect(reads).toBe(groups);
    await counts.get(`g${groups - 1}:s`); // the newest is still remembered
    expect(reads).toBe(groups);
    await counts.get('g0:s'); // the oldest was dropped
    expect(reads).toBe(groups + 1);
  });
});
