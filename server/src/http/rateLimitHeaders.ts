import type { Response } from 'express';

/** Where a client stands in one rate-limit window. */
export interface RateLimitState {
  /** Requests allowed per window. */
  limit: number;
  /** Requests left in this window (0 once refused). */
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
  windowSeconds: number;
}

/**
 * The standard rate-limit headers (the IETF httpapi "RateLimit header fields" draft in the
 * three-field form most clients and gateways read): `RateLimit-Limit`, `RateLimit-Remaining`,
 * `RateLimit-Reset` (seconds), and `RateLimit-Policy` (`<limit>;w=<window seconds>`). Set on every
 * limited response, so clients can slow down before they see a 429.
 */
export function rateLimitHeaders(state: RateLimitState): [string, string][] {
  return [
    ['RateLimit-Limit', String(state.limit)],
    ['RateLimit-Remaining', String(Math.max(0, state.remaining))],
    ['RateLimit-Reset', String(state.resetSeconds)],
    ['RateLimit-Policy', `${state.limit};w=${state.windowSeconds}`],
  ];
}

/** Sets `rateLimitHeaders(state)` on the response. */
export function setRateLimitHeaders(res: Response, state: RateLimitState): void {
  for (const [name, value] of rateLimitHeaders(state)) res.setHeader(name, value);
}

/** Keeps the headers of whichever limit (per IP, per user) is closer to refusing. */
export function setTighterRateLimitHeaders(res: Response, state: RateLimitState): void {
  const shown = Number(res.getHeader('RateLimit-Remaining') ?? Infinity);
  if (state.remaining < shown) setRateLimitHeaders(res, state);
}
