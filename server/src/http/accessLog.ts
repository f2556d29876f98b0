import type { Request, RequestHandler, Response } from 'express';
import type { Viewer } from '@/auth/viewer';
import type { Logger } from '@/logger';

/** The path without its query string: queries can carry tokens, and the access log never holds them. */
const pathOf = (url: string | undefined): string => (url ?? '').split('?')[0] ?? '';

/** Health probes are left out: load balancers call them every few seconds. */
const unlogged = new Set(['/healthz', '/readyz']);

/**
 * One line per request, when it is answered: method, path, status, time, request id and, when
 * signed in, the user id. Headers, query strings and bodies are never logged.
 *
 * Written by hand rather than with pino-http: pino-http builds a child logger, binds and
 * serializes the request for every request, even at a level that writes nothing (at
 * LOG_LEVEL=warn that was 12% of the first page's CPU time). Here a request costs one `close`
 * listener; the line is built only when its level is enabled. A response that never finished
 * (the client went away) is an error line, as pino-http wrote it.
 */
export function accessLog(logger: Logger): RequestHandler {
  const watch = accessWatcher(logger);
  return (req, res, next) => {
    watch(req, res);
    next();
  };
}

/** Writes the access line of `res` once it is answered (see accessLog). */
export function accessWatcher(logger: Logger): (req: Request, res: Response) => void {
  const pino = logger.pino;
  return (req, res) => {
    // The path as it arrived: Express rewrites `req.url` inside routers.
    const path = pathOf(req.originalUrl);
    if (unlogged.has(path)) return;
    const startedAt = Date.now();
    res.once('close', () => {
      const finished = res.writableFinished;
      const status = res.statusCode;
      const level = !finished || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!pino.isLevelEnabled(level)) return;
      const viewer = res.locals.viewer as Viewer | null | undefined;
      pino[level](
        {
          req: { method: req.method, path },
          requestId: (res.locals.requestId as string | undefined) ?? '',
          res: { status },
          ms: Date.now() - startedAt,
          ...(viewer ? { userId: viewer.uid } : {}),
          ...(finished ? {} : { err: { message: 'request aborted' } }),
        },
        `${req.method} ${path} ${status}`,
      );
    });
  };
}
