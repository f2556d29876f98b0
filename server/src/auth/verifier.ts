import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { ServiceUnavailableError, UnauthenticatedError } from '@/errors';
import type { Viewer } from '@/auth/viewer';
import type { Logger } from '@/logger';

export interface TokenVerifier {
  /** The viewer of a request: null without an Authorization header; throws on a bad token. */
  viewerFrom(authorization: string | undefined): Promise<Viewer | null>;
  close(): Promise<void>;
}

interface VerifierOptions {
  projectId: string;
  /** host:port of an Auth Emulator whose (unsigned) tokens to accept; null for real Firebase. */
  emulatorHost: string | null;
  logger: Logger;
}

let appCount = 0;

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

  return {
    async viewerFrom(authorization) {
      if (authorization === undefined || authorization.trim() === '') return null;
      const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
      if (!match?.[1]) throw new UnauthenticatedError('The Authorization header must be "Bearer <Firebase ID token>".');
      const token = await verify(match[1]);
      return {
        uid: token.uid,
        email: token.email ?? null,
        displayName: typeof token.name === 'string' && token.name.trim() !== '' ? token.name : null,
      };
    },
    close: () => deleteApp(app),
  };
}
