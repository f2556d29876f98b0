import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Viewer } from '@/auth/viewer';
import type { Logger } from '@/logger';

type ExpressResponse = ServerResponse & { locals?: Response['locals'] };

/** The path without its query string: queries can carry tokens, and the access log never holds them. */
const pathOf = (url: string | undefined): string => (url ?? '').split('?')[0] ?? '';

/** `GET /groups 200`, with the path as it arrived (Express rewrites `req.url` inside routers). */
function lineOf(req: IncomingMessage, res: ExpressResponse): string {
  return `${req.method} ${(res.locals?.accessPath as string | undefined) ?? pathOf(req.url)} ${res.statusCode}`;
}

/**
 * One line per request, when it is answered: method, path, status, time, request id and, when
 * signed in, the user id. Headers, query strings and bodies are never logged. Health probes are
 * left out (load balancers call them every few seconds).
 */
export function accessLog(logger: Logger): RequestHandler {
  const log = pinoHttp({
    logger: logger.pino,
    quietReqLogger: true,
    autoLogging: { ignore: (req) => ['/healthz', '/readyz'].includes(pathOf(req.url)) },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: (req: IncomingMessage, res: ExpressResponse) => lineOf(req, res),
    customErrorMessage: (req: IncomingMessage, res: ExpressResponse) => lineOf(req, res),
    // Our request id (http/requestId.ts, echoed as X-Request-Id) is the access line's id.
    genReqId: (_req, res: ExpressResponse) => (res.locals?.requestId as string | undefined) ?? '',
    customAttributeKeys: { reqId: 'requestId', responseTime: 'ms' },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
    },
    customProps: (_req, res: ExpressResponse) => {
      const viewer = res.locals?.viewer as Viewer | null | undefined;
      return viewer ? { userId: viewer.uid } : {};
    },
  });
  return (req, res, next) => {
    res.locals.accessPath = pathOf(req.originalUrl);
    log(req, res, next);
  };
}
