import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { NotFoundError } from '@/errors';

/** A person's account as the identity provider holds it. */
export interface AccountProfile {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** How the account signs in: `password`, `google.com`, … */
  signInProviders: string[];
  createdAt: string | null;
  lastSignInAt: string | null;
}

export interface ProfileChanges {
  displayName?: string;
  /** null removes the photo. */
  photoURL?: string | null;
}

/** The identity provider's account management (firebase-admin), as the account service needs it. */
export interface IdentityAccounts {
  get(uid: string): Promise<AccountProfile>;
  update(uid: string, changes: ProfileChanges): Promise<AccountProfile>;
  /** A disabled account cannot sign in, and its ID tokens are refused (verifier.ts checks revocation). */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** Ends every sign-in of the account: its refresh tokens stop working, its ID tokens are refused as revoked. */
  revokeTokens(uid: string): Promise<void>;
  /**
   * Creates an account nobody can sign in as (disabled, with no password or provider), e.g. a
   * demo member; one that exists already is left as it is.
   */
  createLocked(account: { uid: string; email: string; displayName: string }): Promise<void>;
  /** Of these accounts, the enabled ones whose custom claims say `admin: true` (one lookup per 100). */
  withAdminClaim(uids: readonly string[]): Promise<string[]>;
  /** Deletes the account; an account that is already gone counts as deleted. */
  delete(uid: string): Promise<void>;
  close(): Promise<void>;
}

interface IdentityAccountsOptions {
  projectId: string;
  /** host:port of the Auth Emulator, or null for real Firebase (then credentials come from GOOGLE_APPLICATION_CREDENTIALS). */
  emulatorHost: string | null;
}

let appCount = 0;

/** The most accounts firebase-admin's getUsers looks up in one call. */
const lookupBatch = 100;

const isUserNotFound = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

function profileOf(user: UserRecord): AccountProfile {
  return {
    uid: user.uid,
    email: user.email ?? null,
    displayName: user.displayName ?? null,
    photoURL: user.photoURL ?? null,
    signInProviders: user.providerData.map((provider) => provider.providerId).sort(),
    createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
    lastSignInAt: user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime).toISOString() : null,
  };
}

export function createIdentityAccounts({ projectId, emulatorHost }: IdentityAccountsOptions): IdentityAccounts {
  // firebase-admin reads the emulator host from the environment only (see verifier.ts).
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const app: App = initializeApp({ projectId }, `hobbyhub-accounts-${(appCount += 1)}`);
  const auth = getAuth(app);

  const get = async (uid: string) => {
    try {
      return profileOf(await auth.getUser(uid));
    } catch (error) {
      if (isUserNotFound(error)) throw new NotFoundError('This account no longer exists.');
      throw error;
    }
  };

  return {
    get,
    async update(uid, changes) {
      return profileOf(await auth.updateUser(uid, changes));
    },
    async setDisabled(uid, disabled) {
      try {
        await auth.updateUser(uid, { disabled });
      } catch (error) {
        if (isUserNotFound(error)) throw new NotFoundError('This account no longer exists.');
        throw error;
      }
    },
    async revokeTokens(uid) {
      await auth.revokeRefreshTokens(uid);
    },
    async createLocked(account) {
      try {
        await auth.createUser({ ...account, disabled: true });
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== 'auth/uid-already-exists' && code !== 'auth/email-already-exists') throw error;
      }
    },
    async withAdminClaim(uids) {
      const admins: string[] = [];
      for (let start = 0; start < uids.length; start += lookupBatch) {
        const { users } = await auth.getUsers(uids.slice(start, start + lookupBatch).map((uid) => ({ uid })));
        for (const user of users) if (!user.disabled && user.customClaims?.admin === true) admins.push(user.uid);
      }
      return admins;
    },
    async delete(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
