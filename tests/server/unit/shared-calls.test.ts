import { SharedCalls } from '@/db/sharedCalls';
import { Batches, type ItemOutcome } from '@/db/batches';

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

describe('Batches: items added while a batch is sent go together in the next', () => {
  function controlledSends() {
    const sends: {
      items: string[];
      finish: (outcomes: ItemOutcome<string>[]) => void;
      fail: (error: Error) => void;
    }[] = [];
    const batches = new Batches<string, string>(
      (items) =>
        new Promise<ItemOutcome<string>[]>((resolve, reject) => {
          sends.push({ items, finish: resolve, fail: reject });
        }),
      3,
    );
    return { sends, batches };
  }
  const settled = (promise: Promise<string>) =>
    promise.then(
      (value) => `ok ${value}`,
      (error: Error) => `failed ${error.message}`,
    );

  it('sends the first at once, then the rest at most the bound at a time, and tells each caller its own outcome', async () => {
    const { sends, batches } = controlledSends();
    const first = settled(batches.add('u1'));
    const later = ['u2', 'u3', 'u4', 'u5'].map((item) => settled(batches.add(item)));
    expect(sends.map((send) => send.items)).toEqual([['u1']]);
    sends[0]!.finish([{ value: 'one' }]);
    expect(await first).toBe('ok one');
    await new Promise((resolve) => setImmediate(resolve));
    expect(sends.map((send) => send.items)).toEqual([['u1'], ['u2', 'u3', 'u4']]);
    sends[1]!.finish([{ value: 'two' }, { error: new Error('refused') }, { value: 'four' }]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sends.map((send) => send.items)).toEqual([['u1'], ['u2', 'u3', 'u4'], ['u5']]);
    sends[2]!.fail(new Error('database away'));
    expect(await Promise.all(later)).toEqual(['ok two', 'failed refused', 'ok four', 'failed database away']);
    // Nothing runs any more: the next item goes out at once.
    const again = settled(batches.add('u6'));
    expect(sends).toHaveLength(4);
    sends[3]!.finish([]);
    expect(await again).toBe('failed the batch gave this item no outcome');
  });
});
