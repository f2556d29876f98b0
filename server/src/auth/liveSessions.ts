import { refusalOf, signInEnded, type AccountStanding } from '@/auth/standing';
import type { SignIn, TokenVerifier } from '@/auth/verifier';
import type { Logger } from '@/logger';

export interface LiveSessions {
  /**
   * Watches the sign-in of a long-lived connection: `end` is called once, with the reason, when
   * its token expires or its account is found deleted, disabled or signed out everywhere. The
   * answer stops the watch (the connection closed on its own).
   */
  watch(signIn: SignIn, end: (reason: string) => void): () => void;
  /** This process deleted or disabled the account: ends its sign-ins now, not at the next check. */
  revoke(uid: string, reason: string): void;
  /** Asks the identity provider about every watched account once (the timer does this every `recheckMs`). */
  recheck(): Promise<void>;
  /** Sign-ins being watched (for tests). */
  readonly size: number;
  close(): void;
}

interface Watched {
  signIn: SignIn;
  end: (reason: string) => void;
  timer?: NodeJS.Timeout;
}

/** setTimeout's longest delay (about 24.8 days); a longer wait is re-armed when it fires. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * Keeps long-lived connections (WebSockets) to the rights of their sign-in. A request's token is
 * checked once, when it arrives; a socket's token was checked when it opened, possibly an hour
 * ago. Three things end a watched sign-in: its token's expiry (a timer), this process deleting
 * or disabling the account (`revoke`, at once), and a periodic lookup of every watched account at
 * the identity provider (batched, up to 100 accounts a call), which also catches changes made by
 * other app processes or at the provider itself (an admin, a password reset).
 */
export function createLiveSessions(options: {
  verifier: TokenVerifier;
  recheckMs: number;
  logger: Logger;
}): LiveSessions {
  const { verifier, recheckMs, logger } = options;
  const byUid = new Map<string, Set<Watched>>();
  let checking: Promise<void> | null = null;
  let lastWarning = 0;

  // Ends a sign-in exactly once: only the call that still finds it in the map gets to end it.
  const finish = (watched: Watched, reason: string | null) => {
    const uid = watched.signIn.viewer.uid;
    const watchedOfUid = byUid.get(uid);
    if (!watchedOfUid?.delete(watched)) return;
    if (watchedOfUid.size === 0) byUid.delete(uid);
    clearTimeout(watched.timer);
    if (reason !== null) watched.end(reason);
  };

  const armExpiry = (watched: Watched) => {
    const left = watched.signIn.expiresAtMs - Date.now();
    if (left <= 0) {
      finish(watched, signInEnded.expired);
      return;
    }
    // Unref'd: a watch never keeps the process alive on its own.
    watched.timer = setTimeout(() => armExpiry(watched), Math.min(left, maxTimerMs)).unref();
  };

  const checkAll = async () => {
    const uids = [...byUid.keys()];
    if (uids.length === 0) return;
    let standing: Map<string, AccountStanding>;
    try {
      standing = await verifier.standingOf(uids);
    } catch (error) {
      // The provider did not answer: the sign-ins stand until it does (every operation on them
      // is still verified on its own, and refused with SERVICE_UNAVAILABLE meanwhile).
      if (Date.now() - lastWarning > 60_000) {
        lastWarning = Date.now();
        logger.warn('could not look up the accounts of open connections; asking again later', { error });
      }
      return;
    }
    for (const uid of uids) {
      for (const watched of [...(byUid.get(uid) ?? [])]) {
        const reason = refusalOf(watched.signIn.authTimeMs, standing.get(uid));
        if (reason) finish(watched, signInEnded[reason]);
      }
    }
  };

  const recheck = () => {
    // One lookup at a time: a slow provider must not pile lookups up.
    checking ??= checkAll().finally(() => {
      checking = null;
    });
    return checking;
  };
  const timer = setInterval(() => void recheck(), recheckMs).unref();

  return {
    watch(signIn, end) {
      const watched: Watched = { signIn, end };
      const uid = signIn.viewer.uid;
      byUid.set(uid, (byUid.get(uid) ?? new Set()).add(watched));
      armExpiry(watched);
      return () => finish(watched, null);
    },
    revoke(uid, reason) {
      for (const watched of [...(byUid.get(uid) ?? [])]) finish(watched, reason);
    },
    recheck,
    get size() {
      let size = 0;
      for (const watchedOfUid of byUid.values()) size += watchedOfUid.size;
      return size;
    },
    close() {
      clearInterval(timer);
      for (const watchedOfUid of byUid.values()) for (const watched of watchedOfUid) clearTimeout(watched.timer);
      byUid.clear();
    },
  };
}
