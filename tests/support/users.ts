import { randomUUID } from 'node:crypto';
import { testServices } from './env';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** A real Firebase ID token issued by the Auth Emulator. */
  token: string;
}

/**
 * One call to the emulator's REST API. Network-level failures are retried: under load the
 * emulator closes idle keep-alive sockets just as fetch reuses them ("other side closed").
 */
async function identityToolkit<T>(method: string, body: object): Promise<T> {
  const { authEmulatorHost } = testServices();
  const url = `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test-key`;
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  let response: Response | undefined;
  for (let attempt = 1; !response; attempt += 1) {
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  if (!response.ok) throw new Error(`accounts:${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs a new user up with the Auth Emulator, the way the client does, and names them
 * (null: no display name, two requests instead of three — for crowds of users).
 */
export async function createTestUser(displayName: string | null = 'Test User'): Promise<TestUser> {
  const email = `user-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'Secret123';
  const signUp = await identityToolkit<{ localId: string; idToken: string }>('signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  if (displayName !== null) await identityToolkit('update', { idToken: signUp.idToken, displayName });
  // The token of a fresh sign-in, as the client's sign-up ends (auth/firebaseAuth.ts): the
  // sign-up's own may be refused as revoked, and a named user's carries the name (`name` claim).
  const signIn = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: signUp.localId, email, password, displayName: displayName ?? '', token: signIn.idToken };
}

/** Signs in with email and password; resolves to the emulator's error message (e.g. EMAIL_NOT_FOUND) on refusal. */
export async function trySignIn(email: string, password: string): Promise<{ idToken: string } | { error: string }> {
  try {
    return await identityToolkit<{ idToken: string }>('signInWithPassword', {
      email,
      password,
      returnSecureToken: true,
    });
  } catch (error) {
    return { error: (error as Error).message };
  }
}
