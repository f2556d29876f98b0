import type { AccountStanding } from '@/auth/standing';

/** An account's standing as last looked up; null: the account no longer exists. */
type Looked = AccountStanding | null;

export interface StandingCache {
  /**
   * The account's standing, looked up at the identity provider at most once per window, and
   * again for a sign-in newer than the last lookup (`signedInAtMs`, whole seconds): a new
   * sign-in may follow a password change, which the lookup before it cannot know of.
   */
  current(uid: string, signedInAtMs: number): Promise<Looked>;
  /** The account's standing looked up now (sensitive operations); it stands for the window after. */
  fresh(uid: string): Promise<Looked>;
  /** Where a lookup made elsewhere (a batch) starts: hand it to `remember` with the answer. */
  mark(): LookupMark;
  /** Keeps standings looked up elsewhere since `mark`, unless an account was forgotten meanwhile. */
  remember(found: ReadonlyMap<string, Looked>, mark: LookupMark): void;
  /** Drops what is known of the account: its next token is checked at the provider. */
  forget(uid: string): void;
  /** Accounts whose standing is kept (for tests). */
  readonly size: number;
}

/** When a lookup started, and how many forgets had come by then. */
export interface LookupMark {
  generation: number;
  atMs: number;
}

interface Entry {
  checkedAtMs: number;
  standing: Looked;
}

/**
 * Standings of the accounts seen recently, each kept `windowMs` after its lookup. One lookup per
 * account at a time: a burst of requests of one person waits for the same answer. A lookup that
 * overlapped a `forget` (the app revoked the account meanwhile) does not keep its answer: it may
 * predate the revocation. At most `maxAccounts` are kept; beyond that the oldest go first (they
 * are only looked up again).
 */
export function createStandingCache(options: {
  lookup: (uid: string) => Promise<Looked>;
  windowMs: number;
  maxAccounts: number;
  now: () => number;
}): StandingCache {
  const { lookup, windowMs, maxAccounts, now } = options;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Looked>>();
  let generation = 0;

  const keep = (uid: string, standing: Looked, checkedAtMs: number) => {
    // Re-inserted, so the Map's order stays oldest lookup first.
    entries.delete(uid);
    entries.set(uid, { checkedAtMs, standing });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxAccounts) break;
      entries.delete(oldest);
    }
  };

  const lookUp = (uid: string): Promise<Looked> => {
    const since = generation;
    const checkedAtMs = now();
    const answer = lookup(uid);
    pending.set(uid, answer);
    const settle = () => {
      if (pending.get(uid) === answer) pending.delete(uid);
    };
    answer.then((standing) => {
      settle();
      if (generation === since) keep(uid, standing, checkedAtMs);
    }, settle);
    return answer;
  };

  return {
    current(uid, signedInAtMs) {
      const entry = entries.get(uid);
      // auth_time has whole seconds: a sign-in in the second before the lookup may follow it.
      const knownSignIn = entry !== undefined && signedInAtMs + 1_000 <= entry.checkedAtMs;
      if (entry && knownSignIn && now() - entry.checkedAtMs < windowMs) return Promise.resolve(entry.standing);
      return pending.get(uid) ?? lookUp(uid);
    },
    fresh: lookUp,
    mark: () => ({ generation, atMs: now() }),
    remember(found, mark) {
      // A forget since the mark: the answer may predate a revocation, so none of it is kept.
      if (generation !== mark.generation) return;
      for (const [uid, standing] of found) keep(uid, standing, mark.atMs);
    },
    forget(uid) {
      generation += 1;
      entries.delete(uid);
      pending.delete(uid);
    },
    get size() {
      return entries.size;
    },
  };
}
