/** The signed-in user of a request, as proven by a verified Firebase ID token. */
export interface Viewer {
  uid: string;
  email: string | null;
  displayName: string | null;
  /** A site admin: named by ADMIN_UIDS or the token's `admin` custom claim (set by auth/verifier.ts only). */
  admin?: boolean;
}

/** True for a site admin (the report queue, suspensions). */
export function isAdmin(viewer: Viewer | null): boolean {
  return viewer?.admin === true;
}
