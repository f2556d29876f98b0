/** An account as the identity provider holds it, as far as its sign-ins' validity goes. */
export interface AccountStanding {
  disabled: boolean;
  /** Tokens whose sign-in is older are revoked (a password change, "sign out everywhere"); null: none revoked. */
  tokensValidAfterMs: number | null;
}

/**
 * Why a sign-in ended, as a person reads it (also a WebSocket close reason: at most 123 bytes).
 * The wording matches the token refusals of HTTP requests where the cause is the same.
 */
export const signInEnded = {
  expired: 'Your session has expired. Please sign in again.',
  deleted: 'This account no longer exists.',
  disabled: 'This account has been disabled.',
  revoked: 'Your sign-in was revoked (for example by a password change). Please sign in again.',
} as const;

export type SignInEndReason = keyof typeof signInEnded;

/**
 * The rule of firebase-admin's revocation check (verifyIdToken with checkRevoked), applied to a
 * standing looked up earlier: null (no standing) is an account that no longer exists. Answers
 * why a sign-in made at `authTimeMs` is no longer valid, or null when it still is.
 */
export function refusalOf(authTimeMs: number, standing: AccountStanding | null | undefined): SignInEndReason | null {
  if (!standing) return 'deleted';
  if (standing.disabled) return 'disabled';
  if (standing.tokensValidAfterMs !== null && authTimeMs < standing.tokensValidAfterMs) return 'revoked';
  return null;
}
