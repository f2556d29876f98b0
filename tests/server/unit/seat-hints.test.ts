import { ScopeHint, SeatHints, type KnownSeat } from '@/capacity/seatHints';

/** A read of the stored seats that the test finishes when it wants. */
function pendingRead() {
  let finish: (seats: KnownSeat[]) => void = () => undefined;
  const read = new Promise<KnownSeat[]>((resolve) => {
    finish = resolve;
  });
  return { read: () => read, finish };
}

const seat = (number: number, uid: string, released = false): KnownSeat => ({ number, uid, released });

describe('seat hints: what one process knows of a scope’s seats while a crowd claims them', () => {
  it('picks only seats neither known taken nor being claimed here, and none when all are', async () => {
    const hint = new ScopeHint();
    await hint.refresh(() => Promise.resolve([seat(1, 'a'), seat(3, 'b')]));
    hint.startClaim(2, 'c');
    const picks = new Set(Array.from({ length: 50 }, () => hint.pick(4)));
    expect(picks).toEqual(new Set([4]));
    hint.startClaim(4, 'd');
    expect(hint.pick(4)).toBeNull();
    expect(hint.claimingAny).toBe(true);
  });

  it('wakes a waiter when a claim ends, and a lost claim (taken elsewhere) counts as taken', async () => {
    const hint = new ScopeHint();
    await hint.refresh(() => Promise.resolve([]));
    hint.startClaim(1, 'a');
    const woken = hint.claimEnded();
    hint.endClaim(1, seat(1, ''));
    await woken;
    expect(hint.pick(1)).toBeNull();
    hint.freed(1);
    expect(hint.pick(1)).toBe(1);
  });

  it('a read that overlapped a claim keeps the claim; one read is shared by everyone asking meanwhile', async () => {
    const hint = new ScopeHint();
    const { read, finish } = pendingRead();
    let reads = 0;
    const counted = () => {
      reads += 1;
      return read();
    };
    const first = hint.refresh(counted);
    const second = hint.refresh(counted);
    hint.startClaim(2, 'me');
    hint.endClaim(2, seat(2, 'me'));
    finish([seat(1, 'x')]);
    await Promise.all([first, second]);
    expect(reads).toBe(1);
    expect(hint.pick(2)).toBeNull();
    expect(hint.hasSeatOf('me')).toBe(true);
  });

  it('finds a person’s own unreleased seat within the capacity (an earlier try cut short), not a released one', async () => {
    const hint = new ScopeHint();
    await hint.refresh(() => Promise.resolve([seat(5, 'me'), seat(2, 'gone', true)]));
    expect(hint.unreleasedSeatOf('me', 10)).toBe(5);
    expect(hint.unreleasedSeatOf('me', 4)).toBeNull();
    expect(hint.unreleasedSeatOf('gone', 10)).toBeNull();
  });

  it('a scope’s hint lives while requests for it are in flight, and is shared by them', async () => {
    const hints = new SeatHints();
    let inner: ScopeHint | undefined;
    await hints.using('s', async (outer) => {
      await hints.using('s', async (hint) => {
        inner = hint;
      });
      expect(inner).toBe(outer);
    });
    await hints.using('s', async (fresh) => {
      expect(fresh).not.toBe(inner);
    });
  });
});
