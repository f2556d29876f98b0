/**
 * Whether someone was signed in on this browser when the app last ran. A guest's first requests
 * then go out at once, without waiting for the identity provider to load and restore a session
 * that is not there. Only a hint: when the provider turns out to hold a session after all, the
 * app reloads its data as that person (see main.tsx).
 */
/** index.html's first script reads it too (to hide the prerendered guest view). */
const key = 'hobbyhub.signedIn';

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return true; // storage refused: assume a session may exist, and wait for the provider
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): the hint stays "maybe", which only costs the wait.
  }
}
