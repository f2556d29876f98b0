/** The signed-in user as the app sees it: a plain snapshot, replaced on every change. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface Profile {
  displayName: string;
  photoURL: string;
}

/**
 * What the app needs from the identity provider. The Firebase implementation lives in
 * `firebaseAuth.ts`; tests pass a fake, so components never import Firebase directly.
 */
export interface AuthClient {
  /** Resolves once the provider has reported the first auth state (restored session or none). */
  ready(): Promise<void>;
  currentUser(): AuthUser | null;
  /** Calls `listener` on every sign-in, sign-out and profile change; returns the unsubscribe. */
  onUserChanged(listener: (user: AuthUser | null) => void): () => void;
  /** The current user's ID token for API calls, or null when signed out. */
  getIdToken(): Promise<string | null>;
  createUser(email: string, password: string): Promise<void>;
  signIn(email: string, password: string): Promise<void>;
  googleSignIn(): Promise<void>;
  logOut(): Promise<void>;
  /** Sets the display name and photo, then refreshes the ID token so the API sees the new name. */
  updateUserProfile(profile: Profile): Promise<void>;
  resetUserPassword(email: string): Promise<void>;
  /** Re-reads the signed-in user from the provider (after the server changed the profile) and refreshes the ID token. */
  refreshUser(): Promise<void>;
  /** Changes the password of an email/password account: re-authenticates with the current one first. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
}

/** Firebase errors carry a code such as `auth/invalid-credential`. */
export function authErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'auth/internal-error';
}

export function authErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
