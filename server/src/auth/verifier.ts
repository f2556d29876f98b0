import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import { ServiceUnavailableError, UnauthenticatedError } from '@/errors';
import {
  accountDigest,
  LocalRevocationBus,
  type Announcement,
  type Revocation,
  type RevocationBus,
} from '@/auth/revocations';
import { refusalOf, signInEnded, type AccountStanding } from '@/auth/standing';
import { createStandingCache } from '@/auth/standingCache';
import type { Viewer } from '@/auth/viewer';
import { authBounds } from '@/bounds';
import type { Logger } from '@/logger';
import { makeRoomFor } from '@/boundedCollections';

/** A verified sign-in, as a long-lived connection keeps it to check it again later (auth/liveSessions.ts). */
export interface SignIn {
  viewer: Viewer;
  /** The Authorization value it came from, verified again before each operation on the connection. */
  authorization: string;
  /** When the person signed in (the token's auth_time), ms: tokens from before the account's "valid after" are revoked. */
  authTimeMs: number;
  /** When the token expires (its exp), ms. */
  expiresAtMs: number;
}

export interface TokenVerifier {
  /** The viewer of a request: null without an Authorization header; throws on a bad token. */
  viewerFrom(authorization: string | undefined): Promise<Viewer | null>;
  /** Like viewerFrom, with what a connection needs to check the sign-in again later. */
  signInFrom(authorization: string | undefined): Promise<SignIn | null>;
  /**
   * The accounts' standing at the identity provider, by uid, in lookups of up to 100; a uid
   * missing from the answer is an account that no longer exists. Throws when the provider does
   * not answer (the caller keeps what it has and asks again later).
   */
  standingOf(uids: readonly string[]): Promise<Map<string, AccountStanding>>;
  /**
   * Asks the identity provider now, whatever was looked up before, whether the viewer's sign-in
   * still stands; throws UNAUTHENTICATED when it does not. Sensitive operations (account
   * deletion, export, profile changes) call it: for them the revocation window is zero.
   */
  confirmCurrent(viewer: Viewer): Promise<void>;
  /**
   * This app changed the account's standing (deleted, disabled, enabled it again): every process
   * (this one at once, the others through the revocation bus) forgets what it knew of it, and
   * ends its open connections when `reason` is given.
   */
  revoked(uid: string, reason: Revocation['reason']): void;
  /** Calls `listener` with every revocation, this process's and the others'. */
  onRevoked(listener: (revocation: Revocation) => void): () => void;
  /**
   * Calls `listener` with the uid of each accepted token carrying the `admin` custom claim of an
   * account not in ADMIN_UIDS, once per token (not per request): how admins by claim are found.
   */
  onAdminClaim(listener: (uid: string) => void): () => void;
  close(): Promise<void>;
}

export interface VerifierOptions {
  projectId: string;
  /** host:port of an Auth Emulator whose (unsigned) tokens to accept; null for real Firebase. */
  emulatorHost: string | null;
  logger: Logger;
  /**
   * How long an account's standing (deleted, disabled, signed out everywhere), once looked up,
   * stands for all its tokens; 0 looks it up for every request. Default 60 s.
   */
  revocationCheckMs?: number;
  /** How revocations this app causes reach its other processes (default: this one only). */
  revocations?: RevocationBus;
  /** The clock of the revocation window (tests move it). */
  now?: () => number;
  /** Accounts that are site admins whatever their token's claims say (ADMIN_UIDS). */
  adminUids?: readonly string[];
}

let appCount = 0;

/** The most uids firebase-admin's getUsers looks up in one call. */
const lookupBatch = 100;

/** Error codes that say the token itself is refused (malformed, forged, expired, revoked, its account disabled or gone). */
const tokenRefusals = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/** firebase-admin's own checks of an ID token's content, signature and expiry. */
interface TokenContentChecks {
  verifyJWT(idToken: string, isEmulator: boolean): Promise<DecodedIdToken>;
}

/**
 * Against the Auth Emulator, firebase-admin's verifyIdToken always adds the revocation lookup
 * (one round trip per call, whatever `checkRevoked` says). Its token checks without that lookup
 * are the same object verifyIdToken uses first; null if a firebase-admin release renames it
 * (then every emulator token costs the lookup again, which token-window.test.ts notices).
 */
function emulatorTokenChecks(auth: Auth): TokenContentChecks | null {
  const checks = (auth as unknown as { idTokenVerifier?: Partial<TokenContentChecks> }).idTokenVerifier;
  return typeof checks?.verifyJWT === 'function' ? (checks as TokenContentChecks) : null;
}

export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const { projectId, emulatorHost, logger } = options;
  const revocations = options.revocations ?? new LocalRevocationBus();
  // firebase-admin reads the emulator host from the environment only; config.ts refuses
  // emulator settings in production, so this line never runs there.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const app: App = initializeApp({ projectId }, `hobbyhub-${(appCount += 1)}`);
  const auth = getAuth(app);
  const emulated = emulatorHost ? emulatorTokenChecks(auth) : null;
  const listeners = new Set<(revocation: Revocation) => void>();
  /** The sign-in each viewer this verifier made came from: sensitive operations check its auth_time. */
  const signIns = new WeakMap<Viewer, SignIn>();
  const adminUids = new Set(options.adminUids ?? []);
  const claimListeners = new Set<(uid: string) => void>();
  /** Admin-claim tokens already told of: a token is verified once, then kept (see `verified`). */
  const toldClaims = new WeakSet<DecodedIdToken>();
  /** The uids this process has seen, by accountDigest: announcements name accounts by digest only. */
  const uidsByDigest = new Map<string, string>();

  /**
   * The token itself, checked locally: its signature against Google's public keys (fetched once
   * and cached by firebase-admin as long as Google's Cache-Control allows; emulator tokens are
   * unsigned, accepted only with an emulator host, which config.ts keeps out of production), its
   * project, issuer and expiry. Whether
   * the account was revoked since is the standing's question (below). When the keys cannot be
   * fetched the token is not at fault, so it is tried once more, then 503.
   */
  async function decode(idToken: string, attempt = 1): Promise<DecodedIdToken> {
    try {
      return await (emulated ? emulated.verifyJWT(idToken, true) : auth.verifyIdToken(idToken));
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown';
      if (tokenRefusals.has(code)) {
        logger.debug('ID token rejected', { code });
        throw new UnauthenticatedError(
          code === 'auth/id-token-expired'
            ? signInEnded.expired
            : 'Your sign-in token is not valid. Please sign in again.',
        );
      }
      if (attempt === 1) return decode(idToken, 2);
      logger.warn('the identity provider could not check an ID token', { code, error: (error as Error).message });
      throw new ServiceUnavailableError('Your sign-in could not be checked just now. Please try again shortly.');
    }
  }

  /**
   * Tokens whose signature, project and issuer were checked, by their exact text: the same bytes
   * pass the same checks, so each is checked once and only its expiry again (a signature check
   * cost more than the rest of a kept answer). At most `authBounds.verifiedTokens`, the oldest
   * dropped first; an expired one is dropped and refused by `decode` as before.
   */
  const verified = new Map<string, DecodedIdToken>();

  async function verifiedToken(idToken: string): Promise<DecodedIdToken> {
    const known = verified.get(idToken);
    // firebase-admin checks expiry against the real clock; so does this.
    if (known && known.exp * 1000 > Date.now()) return known;
    if (known) verified.delete(idToken);
    const token = await decode(idToken);
    makeRoomFor(verified, idToken, authBounds.verifiedTokens);
    verified.set(idToken, token);
    return token;
  }

  async function lookupBatches(uids: readonly string[]): Promise<Map<string, AccountStanding>> {
    const standing = new Map<string, AccountStanding>();
    // getUsers takes at most 100 identifiers per call (the provider's batch lookup).
    for (let start = 0; start < uids.length; start += lookupBatch) {
      const { users } = await auth.getUsers(uids.slice(start, start + lookupBatch).map((uid) => ({ uid })));
      for (const user of users) {
        standing.set(user.uid, {
          disabled: user.disabled,
          tokensValidAfterMs: user.tokensValidAfterTime ? new Date(user.tokensValidAfterTime).getTime() : null,
        });
      }
    }
    return standing;
  }

  /**
   * One account's standing at the provider. When the provider does not answer (network, timeout,
   * its own error) the token is not at fault: it is asked once more, and then the request gets
   * 503, not a 401 that would tell a signed-in person their sign-in is broken.
   */
  async function lookup(uid: string, attempt = 1): Promise<AccountStanding | null> {
    try {
      return (await lookupBatches([uid])).get(uid) ?? null;
    } catch (error) {
      if (attempt === 1) return lookup(uid, 2);
      logger.warn('the identity provider could not look up an account', { error: (error as Error).message });
      throw new ServiceUnavailableError('Your sign-in could not be checked just now. Please try again shortly.');
    }
  }

  const standings = createStandingCache({
    lookup,
    windowMs: options.revocationCheckMs ?? 60_000,
    maxAccounts: authBounds.cachedStandings,
    now: options.now ?? Date.now,
  });

  const refuse = (authTimeMs: number, standing: AccountStanding | null) => {
    const refusal = refusalOf(authTimeMs, standing);
    if (refusal) {
      logger.debug('ID token refused by its account', { refusal });
      throw new UnauthenticatedError('Your sign-in token is not valid. Please sign in again.');
    }
  };

  async function signInFrom(authorization: string | undefined): Promise<SignIn | null> {
    if (authorization === undefined || authorization.trim() === '') return null;
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match?.[1]) throw new UnauthenticatedError('The Authorization header must be "Bearer <Firebase ID token>".');
    const token = await verifiedToken(match[1]);
    const authTimeMs = token.auth_time * 1000;
    refuse(authTimeMs, await standings.current(token.uid, authTimeMs));
    const signIn: SignIn = {
      viewer: {
        uid: token.uid,
        email: token.email ?? null,
        displayName: typeof token.name === 'string' && token.name.trim() !== '' ? token.name : null,
        admin: token.admin === true || adminUids.has(token.uid),
      },
      authorization,
      authTimeMs,
      expiresAtMs: token.exp * 1000,
    };
    signIns.set(signIn.viewer, signIn);
    if (token.admin === true && !adminUids.has(token.uid) && !toldClaims.has(token)) {
      toldClaims.add(token);
      for (const listener of claimListeners) listener(token.uid);
    }
    // Bounded like the standings: past the bound the map starts again (a forgotten uid's next request asks the provider anyway).
    if (uidsByDigest.size >= authBounds.cachedStandings) uidsByDigest.clear();
    uidsByDigest.set(accountDigest(token.uid), token.uid);
    return signIn;
  }

  const apply = (revocation: Revocation) => {
    standings.forget(revocation.uid);
    for (const listener of listeners) listener(revocation);
  };
  const stopHearing = revocations.subscribe(({ account, reason }: Announcement) => {
    const uid = uidsByDigest.get(account);
    // An account this process never saw: nothing of it to forget, no socket of it open.
    if (uid !== undefined) apply({ uid, reason });
  });

  return {
    viewerFrom: async (authorization) => (await signInFrom(authorization))?.viewer ?? null,
    signInFrom,
    async standingOf(uids) {
      const mark = standings.mark();
      const found = await lookupBatches(uids);
      standings.remember(new Map(uids.map((uid) => [uid, found.get(uid) ?? null])), mark);
      return found;
    },
    async confirmCurrent(viewer) {
      // A viewer made elsewhere has no known sign-in time: only a gone or disabled account is refused.
      const authTimeMs = signIns.get(viewer)?.authTimeMs ?? Number.POSITIVE_INFINITY;
      refuse(authTimeMs, await standings.fresh(viewer.uid));
    },
    revoked(uid, reason) {
      apply({ uid, reason });
      revocations.publish({ account: accountDigest(uid), reason });
    },
    onRevoked(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onAdminClaim(listener) {
      claimListeners.add(listener);
      return () => {
        claimListeners.delete(listener);
      };
    },
    async close() {
      stopHearing();
      verified.clear();
      listeners.clear();
      claimListeners.clear();
      await deleteApp(app);
    },
  };
}
