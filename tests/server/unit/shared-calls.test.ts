import { SharedCalls } from '@/db/sharedCalls';
import { ChangeBatches } from '@/sync/changeBatches';
import type { Change } from '@/sync/changeFeed';

/** A call that ends when the test says so, recording when it started. */
function controlledCalls() {
  const started: { key: string; at: number; finish: (value: number) => void; fail: (error: Error) => void }[] = [];
  let clock = 0;
  const call = (key: string) =>
    new Promise<number>((resolve, reject) => {
      started.push({ key, at: (clock += 1), finish: resolve, fail: reject });
    });
  return { started, call, tick: () => (clock += 1) };
}

describe('SharedCalls: one call per key at a time, never an answer older than the question', () => {
  it('callers arriving while a call runs share the next one, which starts after they asked', async () => {
    const { started, call, tick } = controlledCalls();
    const shared = new SharedCalls<string, number>(call);
    const first = shared.get('a');
    expect(started).toHaveLength(1);
    const askedAt = tick();
    const second = shared.get('a');
    const third = shared.get('a');
    expect(started).toHaveLength(1); // waiting for the running call to end
    started[0]!.finish(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(started).toHaveLength(2);
    expect(started[1]!.at).toBeGreaterThan(askedAt);
    started[1]!.finish(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('keys do not share; a failed call fails only those it served, and the next call runs', async () => {
    const { started, call } = controlledCalls();
    const shared = new SharedCalls<string, number>(call);
    const a = shared.get('a');
    const b = shared.get('b');
    expect(started.map((s) => s.key)).toEqual(['a', 'b']);
    const aLater = shared.get('a');
    started[0]!.fail(new Error('database away'));
    await expect(a).rejects.toThrow('database away');
    await Promise.resolve();
    started[2]!.finish(3);
    expect(await aLater).toBe(3);
    started[1]!.finish(4);
    expect(await b).toBe(4);
    // Nothing runs any more: the next question starts a call at once.
    const again = shared.get('a');
    expect(started).toHaveLength(4);
    started[3]!.finish(5);
    expect(await again).toBe(5);
  });
});

describe('ChangeBatches: changes published while an insert runs go together in the next', () => {
  it('sends the first at once, then the rest in one insert, and tells each publisher when its own is logged', async () => {
    const inserts: { changes: Change[]; finish: () => void }[] = [];
    const batches = new ChangeBatches<Change>(
      (changes) =>
        new Promise<void>((resolve) => {
          inserts.push({ changes, finish: resolve });
        }),
    );
    const change = (uid: string): Change => ({ kind: 'membership', groupId: 'g', uid });
    let firstLogged = false;
    let laterLogged = 0;
    const first = batches.add(change('u1')).then(() => (firstLogged = true));
    const later = ['u2', 'u3', 'u4'].map((uid) => batches.add(change(uid)).then(() => (laterLogged += 1)));
    expect(inserts.map((insert) => insert.changes.length)).toEqual([1]);
    inserts[0]!.finish();
    await first;
    expect(firstLogged).toBe(true);
    expect(laterLogged).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(inserts.map((insert) => insert.changes.map((c) => (c.kind === 'membership' ? c.uid : '')))).toEqual([
      ['u1'],
      ['u2', 'u3', 'u4'],
    ]);
    inserts[1]!.finish();
    await Promise.all(later);
    expect(laterLogged).toBe(3);
  });
});
