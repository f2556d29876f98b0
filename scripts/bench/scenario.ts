/** One bench row: what to send, how often, and how to check each answer. */
export interface Scenario {
  name: string;
  description: string;
  /** The app; the raw-driver baseline (through the database); the bare node:http limit (from memory). */
  target: 'app' | 'baseline' | 'limit';
  method: 'GET' | 'POST';
  /** Requests to cycle through (one, or many group ids). */
  requests: { path: string; body?: string }[];
  token?: string;
  /** Extra request headers (e.g. If-None-Match, filled in by `prepare`). */
  headers?: Record<string, string>;
  /** Runs once against the started app before the scenario (e.g. registers a persisted query). */
  prepare?: (baseUrl: string) => Promise<void>;
  /** The status every answer must have, when not 2xx (a revalidation's 304). */
  expectStatus?: number;
  /** Checks one response (body null when empty); returns what is wrong, or null. */
  check: (status: number, body: unknown) => string | null;
  skip?: string;
}
