import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { UnauthenticatedError } from '@/errors';
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

export function createTokenVerifier({ projectId, emulatorHost, logger }: VerifierOptions): TokenVerifier {
  // firebase-admin reads the emulator host from the environment only; config.ts refuses
  // emulator settings in production, so this line never runs there.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const app: App = initializeApp({ projectId }, `hobbyhub-${(appCount += 1)}`);
  const auth = getAuth(app);

  return {
    async viewerFrom(authorization) {
      if (authorization === undefined || authorization.trim() === '') return null;
      const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
      if (!match?.[1]) throw new UnauthenticatedError('The Authorization header must be "Bearer <Firebase ID token>".');
      try {
        // checkRevoked: a signed-out-everywhere or disabled account is refused at once.
        const token = await auth.verifyIdToken(match[1], true);
        return {
          uid: token.uid,
          email: token.email ?? null,
          displayName: typeof token.name === 'string' && token.name.trim() !== '' ? token.name : null,
        };
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'unknown';
        logger.debug('ID token rejected', { code });
        throw new UnauthenticatedError(
          code === 'auth/id-token-expired'
            ? 'Your session has expired. Please sign in again.'
            : 'Your sign-in token is not valid. Please sign in again.',
        );
      }
    },
    close: () => deleteApp(app),
  };
}
