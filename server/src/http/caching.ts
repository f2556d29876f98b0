import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

/**
 * Who may keep an answer. An anonymous read is the same for everyone: any cache (browser, CDN,
 * proxy) may store it but must revalidate it each time, which the ETag Express puts on every
 * GET answer makes a cheap 304. An answer to a signed-in request may carry what only that person
 * may see (an organizer's email, `viewerIsOwner`), so no cache stores it; writes are never stored.
 */
export const cacheControl = {
  anonymousRead: 'public, no-cache',
  signedIn: 'private, no-store',
  uncacheable: 'no-store',
} as const;

export interface CacheableRequest {
  method: string;
  authorization: string | undefined;
}

/** The Cache-Control of a successful answer to `request`. */
export function cacheControlFor(request: CacheableRequest): string {
  if (request.method !== 'GET' && request.method !== 'HEAD') return cacheControl.uncacheable;
  return request.authorization ? cacheControl.signedIn : cacheControl.anonymousRead;
}

/**
 * Sets Cache-Control by audience on the API's answers, and `Vary: Authorization`, so a shared
 * cache never answers a signed-in request with a stored anonymous answer or the reverse.
 * Handlers may tighten it (the /me answers are always private); an error (a 404 now, a 429 or a
 * 503 for a while) is never stored.
 */
export const cacheByAudience: RequestHandler = (req, res, next) => {
  res.vary('Authorization');
  res.setHeader('Cache-Control', cacheControlFor({ method: req.method, authorization: req.get('authorization') }));
  onHeaders(res, () => {
    if (res.statusCode >= 400) res.setHeader('Cache-Control', cacheControl.uncacheable);
  });
  next();
};
