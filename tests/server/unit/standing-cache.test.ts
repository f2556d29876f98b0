import { createStandingCache } from '@/auth/standingCache';
import type { AccountStanding } from '@/auth/standing';
import { refusalOf } from '@/auth/standing';

const windowMs = 60_000;
const valid: AccountStanding = { disabled: false, tokensValidAfterMs: 1_000 };
const disabled: AccountStanding = { disabled: true, tokensValidAfterMs: 1_000 };

/** A cache over a provider the test answers by hand, on a clock the test moves. */
function setUp(maxAccounts = 100) {
  let nowMs = 100_000;
  const asked: string[] = [];
  const answers: ((standing: AccountStanding | null) => void)[] = [];
  const cache = createStandingCache({
    lookup: (uid) => {
      asked.push(uid);
      return new Promise((resolve) => answers.push(resolve));
    },
    windowMs,
    maxAccounts,
    now: () => nowMs,
  });
  return {
    cache,
    asked,
    answer: (standing: AccountStanding | null) => answers.shift()?.(standing),
    advance: (ms: number) => (nowMs += ms),
  };
}

const signedIn = 50_000;

describe('standing of accounts, looked up once per window', () => {
  it('asks the provider once for a burst of requests of one account, then not again within the window', async () => {
    const { cache, asked, answer, advance } = setUp();
    const burst = Array.from({ length: 50 }, () => cache.current('ada', signedIn));
    answer(valid);
    expect(await Promise.all(burst)).toEqual(Array(50).fill(valid));
    advance(windowMs - 1);
    expect(await cache.current('ada', signedIn)).toEqual(valid);
    expect(asked).toEqual(['ada']);
  });

  it('asks again once the window has passed, and keeps the new answer', async () => {
    const { cache, asked, answer, advance } = setUp();
    const first = cache.current('ada', signedIn);
    answer(valid);
    await first;
    advance(windowMs);
    const second = cache.current('ada', signedIn);
    answer(disabled);
    expect(await second).toEqual(disabled);
    expect(await cache.current('ada', signedIn)).toEqual(disabled);
    expect(asked).toEqual(['ada', 'ada']);
  });

  it('asks again for a sign-in newer than the last lookup (it may follow a password change)', async () => {
    const { cache, asked, answer, advance } = setUp();
    const first = cache.current('ada', signedIn);
    answer(valid);
    await first;
    advance(5_000);
    const newer = cache.current('ada', 104_000);
    answer({ disabled: false, tokensValidAfterMs: 104_000 });
    await newer;
    expect(asked).toEqual(['ada', 'ada']);
    // The old sign-in is now refused as revoked, by the answer the new sign-in brought.
    expect(refusalOf(signedIn, await cache.current('ada', signedIn))).toBe('revoked');
    expect(asked).toHaveLength(2);
  });

  it('does not keep an answer whose lookup overlapped a revocation (forget), nor a batch that did', async () => {
    const { cache, asked, answer } = setUp();
    const stale = cache.current('ada', signedIn);
    cache.forget('ada');
    answer(valid);
    await stale;
    const after = cache.current('ada', signedIn);
    answer(disabled);
    expect(await after).toEqual(disabled);
    expect(asked).toEqual(['ada', 'ada']);

    const mark = cache.mark();
    cache.forget('bob');
    cache.remember(new Map([['carl', valid]]), mark);
    expect(cache.size).toBe(1);
  });

  it('a fresh look always asks, and what it finds stands for the other requests', async () => {
    const { cache, asked, answer } = setUp();
    const first = cache.current('ada', signedIn);
    answer(valid);
    await first;
    const fresh = cache.fresh('ada');
    answer(null);
    expect(await fresh).toBeNull();
    expect(refusalOf(signedIn, await cache.current('ada', signedIn))).toBe('deleted');
    expect(asked).toEqual(['ada', 'ada']);
  });

  it('keeps at most its bound of accounts, dropping the oldest lookups first', async () => {
    const { cache, answer } = setUp(3);
    for (const uid of ['a', 'b', 'c', 'd']) {
      const looked = cache.current(uid, signedIn);
      answer(valid);
      await looked;
    }
    expect(cache.size).toBe(3);
    const again = setUp(3);
    again.cache.remember(new Map(['a', 'b', 'c', 'd'].map((uid) => [uid, valid])), again.cache.mark());
    expect(again.cache.size).toBe(3);
  });
});

describe('the revocation rule (that of verifyIdToken with checkRevoked)', () => {
  it('refuses gone, disabled and signed-in-before-valid-since; accepts the rest', () => {
    expect(refusalOf(5_000, null)).toBe('deleted');
    expect(refusalOf(5_000, disabled)).toBe('disabled');
    expect(refusalOf(500, valid)).toBe('revoked');
    expect(refusalOf(1_000, valid)).toBeNull();
    expect(refusalOf(0, { disabled: false, tokensValidAfterMs: null })).toBeNull();
  });
});
