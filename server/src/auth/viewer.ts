/** The signed-in user of a request, as proven by a verified Firebase ID token. */
export interface Viewer {
  uid: string;
  email: string | null;
  displayName: string | null;
}
