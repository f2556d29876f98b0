import type { RequestHandler } from 'express';
import { ServiceUnavailableError } from '@/errors';

/** How long a client is told to wait while the app is starting: loading takes about that long. */
export const startupRetryAfterSeconds = 2;

/**
 * Until the groups service has loaded, API requests fail fast with 503 and Retry-After instead
 * of waiting (rendered by the protocol's error handler); a browser navigation still gets the page.
 */
export function whileStarting(isServing: () => boolean): RequestHandler {
  return (req, _res, next) => {
    if (isServing() || (req.method === 'GET' && req.accepts(['json', 'html']) === 'html')) {
      next();
      return;
    }
    next(new ServiceUnavailableError(undefined, startupRetryAfterSeconds));
  };
}
