import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  browserLocalPersistence,
  EmailAuthProvider,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { AppConfig } from '@/auth/appConfig';
import type { AuthClient, AuthUser } from '@/auth/types';

const snapshot = (user: User | null): AuthUser | null =>
  user && { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };

/** The Firebase implementation of the app's AuthClient, configured at runtime. */
export function createFirebaseAuthClient(config: AppConfig): AuthClient {
  // No popup resolver up front: Firebase would otherwise load Google's iframe script at start on
  // mobile browsers. Google sign-in passes it when the popup opens.
  const auth = initializeAuth(initializeApp(config.firebase), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });

  const listeners = new Set<(user: AuthUser | null) => void>();
  const notify = () => {
    const user = snapshot(auth.currentUser);
    for (const listener of listeners) listener(user);
  };
  const ready = auth.authStateReady();
  onAuthStateChanged(auth, notify);

  return {
    ready: () => ready,
    currentUser: () => snapshot(auth.currentUser),
    onUserChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken() : null),
    async createUser(email, password) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      // The sign-up's token carries a sign-in time the Auth Emulator reads a moment before it
      // stamps the password's "valid since" (both in whole seconds). When the two reads straddle a
      // second boundary, the server's revocation check refuses that token and every refresh of it,
      // so the new account's every request gets 401. A sign-in gives a token newer than both.
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password));
    },
    async signIn(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async googleSignIn() {
      await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
    },
    logOut: () => signOut(auth),
    async updateUserProfile(profile) {
      const user = auth.currentUser;
      if (!user) throw new Error('Sign in before updating the profile.');
      await updateProfile(user, profile);
      await user.getIdToken(true);
      notify();
    },
    resetUserPassword: (email) => sendPasswordResetEmail(auth, email),
    async refreshUser() {
      const user = auth.currentUser;
      if (!user) return;
      await user.reload();
      await user.getIdToken(true);
      notify();
    },
    async changePassword(currentPassword, newPassword) {
      const user = auth.currentUser;
      if (!user?.email) throw new Error('Sign in with email and password before changing the password.');
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
      await updatePassword(user, newPassword);
      // A password change revokes every token signed in before it, to the second (validSince), and
      // the token Firebase hands back keeps the sign-in time of the step above: when the two straddle
      // a second boundary, the server (which checks revocation) refuses every later request. Signing
      // in again with the new password gives a token that is newer than the change.
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, newPassword));
    },
  };
}
