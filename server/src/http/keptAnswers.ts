import type { Request, RequestHandler, Response } from 'express';
import { RateLimitedError } from '@/errors';
import type { Logger } from '@/logger';
import { accessWatcher } from '@/http/accessLog';
import {
  cachedEncodingFor,
  encodedCopy,
  type Answer,
  type AnonymousAnswers,
  type Encoding,
} from '@/http/anonymousAnswers';
import { cacheControlFor } from '@/http/caching';
import { compressAboveBytes } from '@/http/compress';
import { allowedOriginHeaders } from '@/http/cors';
import { clientIp, type RateLimiter } from '@/http/rateLimit';
import { rateLimitHeaders, type RateLimitState } from '@/http/rateLimitHeaders';
import { requestIdOf } from '@/http/requestId';
import type { HeaderList } from '@/http/securityHeaders';

export interface KeptAnswersOptions {
  /** The kept anonymous answers of `GET /groups`, by URL (filled by groups/rest.ts). */
  answers: AnonymousAnswers;
  logger: Logger;
  /** The security headers of a request (http/securityHeaders.ts). */
  securityHeadersOf: (req: Request) => HeaderList;
  corsOrigins: readonly string[];
  /** False until the groups service has loaded (http/startupGate.ts). */
  isServing: () => boolean;
  limiter: RateLimiter;
}

/**
 * The first middleware: an anonymous `GET` whose URL has a kept answer (the All Groups browses
 * every visitor asks) is answered here, with everything the full chain would put on it and
 * nothing it would not: the request id, the access line, the security headers, CORS, `Vary`,
 * `Cache-Control`, the per-IP rate limit (counted here, with its headers) and a compressed copy
 * when one is accepted. Express's chain of a dozen middlewares, each setting a header or
 * wrapping the response, cost the first page more than building it did (docs/PERFORMANCE.md).
 *
 * Anything out of the ordinary goes on to the chain untouched: a token, a body, a conditional
 * request, HEAD, a browser navigation (it gets the page), an encoding only `compression` makes
 * (deflate), the startup gate closed, no kept answer. A refusal by the rate limit goes on too,
 * already counted, so the chain renders the 429 without counting it again.
 * tests/server/answer-cache.test.ts checks the headers are the chain's own.
 */
export function keptAnswers({
  answers,
  logger,
  securityHeadersOf,
  corsOrigins,
  isServing,
  limiter,
}: KeptAnswersOptions): RequestHandler {
  const allowedOrigins = new Set(corsOrigins);
  const watchAccess = accessWatcher(logger);
  const cacheControl = cacheControlFor({ method: 'GET', authorization: undefined });

  const send = (
    req: Request,
    res: Response,
    answer: Answer,
    encoding: Encoding | null,
    limit: RateLimitState | null,
  ) => {
    const id = requestIdOf(req);
    res.locals.requestId = id;
    watchAccess(req, res);
    const origin = req.headers.origin;
    const body = encoding ? encodedCopy(answer, encoding) : answer.body;
    // In the order the chain sets them: request id, security headers, CORS, Vary, caching, limits.
    const headers: string[] = ['X-Request-Id', id];
    for (const [name, value] of securityHeadersOf(req)) headers.push(name, value);
    const allowed = origin !== undefined && allowedOrigins.has(origin);
    if (allowed) for (const [name, value] of allowedOriginHeaders(origin)) headers.push(name, value);
    headers.push(
      'Vary',
      origin === undefined ? 'Authorization, Accept-Encoding' : 'Origin, Authorization, Accept-Encoding',
    );
    headers.push('Cache-Control', cacheControl);
    if (limit) for (const [name, value] of rateLimitHeaders(limit)) headers.push(name, value);
    for (const [name, value] of answer.headers) headers.push(name, value);
    headers.push('Content-Type', answer.contentType, 'ETag', answer.etag);
    if (encoding) headers.push('Content-Encoding', encoding);
    headers.push('Content-Length', String(body.length));
    res.writeHead(200, headers);
    res.end(body);
  };

  return (req, res, next) => {
    const { headers } = req;
    if (
      req.method !== 'GET' ||
      headers.authorization !== undefined ||
      headers['if-none-match'] !== undefined ||
      headers['if-modified-since'] !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined ||
      !isServing()
    ) {
      next();
      return;
    }
    const answer = answers.get(req.originalUrl);
    if (!answer) {
      next();
      return;
    }
    const acceptEncoding = headers['accept-encoding'];
    const encoding = answer.body.length >= compressAboveBytes ? cachedEncodingFor(acceptEncoding) : null;
    // Compressed some other way (or refused): `compression` decides that, in the chain.
    if (acceptEncoding !== undefined && answer.body.length >= compressAboveBytes && encoding === null) {
      next();
      return;
    }
    if (req.accepts(['json', 'html']) === 'html') {
      next(); // a browser navigation gets the client (http/clientApp.ts)
      return;
    }
    if (!limiter.enabled) {
      send(req, res, answer, encoding, null);
      return;
    }
    limiter.check('read', clientIp(req)).then(
      (limit) => send(req, res, answer, encoding, limit),
      (error: unknown) => {
        // Counted and refused: the chain renders the 429 (see limitByIp).
        if (error instanceof RateLimitedError) res.locals.readRefusal = error;
        next(error instanceof RateLimitedError ? undefined : error);
      },
    );
  };
}
