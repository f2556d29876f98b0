import type { RequestHandler } from 'express';

const allowedMethods = 'GET, HEAD, POST, PUT, DELETE';
/** What the client sends: the ID token, JSON, Apollo's CSRF-prevention and operation-name headers. */
const allowedHeaders = 'Authorization, Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name, X-Request-Id';
/** Response headers a cross-origin page may read: paging, the request id, the rate-limit hint. */
const exposedHeaders = 'X-Request-Id, X-Total-Count, Link, Location, Retry-After';

/** What a listed origin's (non-preflight) request is answered with, besides `Vary: Origin`. */
export function allowedOriginHeaders(origin: string): [string, string][] {
  return [
    ['Access-Control-Allow-Origin', origin],
    ['Access-Control-Expose-Headers', exposedHeaders],
  ];
}

/**
 * CORS from an allow-list of exact origins (CORS_ORIGINS); empty means same-origin only, which
 * needs no CORS headers at all. A listed origin gets its own origin echoed back (never `*`, no
 * credentials: the API authenticates with a Bearer token, not cookies). Any other origin gets
 * nothing, so browsers refuse to show it the response, and its preflights are answered 403.
 */
export function cors(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin === undefined) {
      next();
      return;
    }
    res.vary('Origin');
    const preflight = req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined;
    if (!allowed.has(origin)) {
      if (preflight) {
        res.status(403).json({
          error: 'FORBIDDEN',
          message: `Cross-origin requests from ${origin} are not allowed.`,
          requestId: res.locals.requestId as string,
        });
        return;
      }
      next();
      return;
    }
    for (const [name, value] of allowedOriginHeaders(origin)) res.setHeader(name, value);
    if (preflight) {
      res.setHeader('Access-Control-Allow-Methods', allowedMethods);
      res.setHeader('Access-Control-Allow-Headers', allowedHeaders);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
