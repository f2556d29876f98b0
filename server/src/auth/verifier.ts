import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { ServiceUnavailableError, UnauthenticatedError } from '@/errors';
import type { Viewer } from '@/auth/viewer';
import type { Logger } from '@/logger';

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

/** An account as the identity provider holds it, as far as its sign-ins' validity goes. */
export interface AccountStanding {
  disabled: boolean;
  /** Tokens whose sign-in is older are revoked (a password change, "sign out everywhere"); null: none revoked. */
  tokensValidAfterMs: number | null;
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
  close(): Promise<void>;
}

interface VerifierOptions {
  projectId: string;
  /** host:port of an Auth Emulator whose (unsigned) tokens to accept; null for real Firebase. */
  emulatorHost: string | null;
  logger: Logger;
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

export function createTokenVerifier({ projectId, emulatorHost, logger }: VerifierOptions): TokenVerifier {
  // firebase-admin reads the emulator host from the environment only; config.ts refuses
  // emulator settings in production, so this line never runs there.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const app: App = initializeApp({ projectId }, `hobbyhub-${(appCount += 1)}`);
  const auth = getAuth(app);

  /**
   * checkRevoked: a signed-out-everywhere or disabled account is refused at once. That check asks
   * the identity provider for the account; when the provider does not answer (network, timeout, its
   * own error) the token is not at fault, so it is asked once more, and then the request gets 503,
   * not a 401 that would tell a signed-in person their sign-in is broken.
   */
  async function verify(idToken: string, attempt = 1): Promise<DecodedIdToken> {
    try {
      return await auth.verifyIdToken(idToken, true);
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unknown';
      if (tokenRefusals.has(code)) {
        logger.debug('ID token rejected', { code });
        throw new UnauthenticatedError(
          code === 'auth/id-token-expired'
            ? 'Your session has expired. Please sign in again.'
            : 'Your sign-in token is not valid. Please sign in again.',
        );
      }
      if (attempt === 1) return verify(idToken, 2);
      logger.warn('the identity provider could not check an ID token', { code, error: (error as Error).message });
      throw new ServiceUnavailableError('Your sign-in could not be checked just now. Please try again shortly.');
    }
  }

  async function signInFrom(authorization: string | undefined): Promise<SignIn | null> {
    if (authorization === undefined || authorization.trim() === '') return null;
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match?.[1]) throw new UnauthenticatedError('The Authorization header must be "Bearer <Firebase ID token>".');
    const token = await verify(match[1]);
    return {
      viewer: {
        uid: token.uid,
        email: token.email ?? null,
        displayName: typeof token.name === 'string' && token.name.trim() !== '' ? token.name : null,
      },
      authorization,
      authTimeMs: token.auth_time * 1000,
      expiresAtMs: token.exp * 1000,
    };
  }

  return {
    viewerFrom: async (authorization) => (await signInFrom(authorization))?.viewer ?? null,
    signInFrom,
    async standingOf(uids) {
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
    },
    close: () => deleteApp(app),
  };
}
