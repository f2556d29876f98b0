import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { TokenVerifier } from '@/auth/verifier';
import type { Viewer } from '@/auth/viewer';
import type { Logger } from '@/logger';
import { accessWatcher } from '@/http/accessLog';
import { encodedCopy, type Answer, type AnonymousAnswers } from '@/http/anonymousAnswers';
import { cacheControlFor } from '@/http/caching';
import { cachedEncodingFor, compressAboveBytes, type Encoding } from '@/http/compress';
import { allowedOriginHeaders } from '@/http/cors';
import { countRead, type RateLimiter } from '@/http/rateLimit';
import { rateLimitHeaders, type RateLimitState } from '@/http/rateLimitHeaders';
import { requestIdOf } from '@/http/requestId';
import type { HeaderList } from '@/http/securityHeaders';

export interface KeptAnswersOptions {
  /** The kept anonymous answers of `GET /groups`, by URL (filled by groups/rest.ts). */
  answers: AnonymousAnswers;
  /** Kept anonymous answers to POSTs of one path, by their body (GraphQL: graphql/answerCache.ts). */
  posted: {
    path: string;
    answers: AnonymousAnswers;
    /** The chain's JSON body parser of that path: an unusual body is read here with it. */
    parseBody: RequestHandler;
    /** The parser's limit in bytes (a body read here without it is held to the same). */
    limitBytes: number;
    /** The key of the request's answer (see rawBodyOf), or null when it cannot have one. */
    keyOf: (req: Request, res: Response) => string | null;
  };
  logger: Logger;
  /** The security headers of a request (http/securityHeaders.ts). */
  securityHeadersOf: (req: Request) => HeaderList;
  corsOrigins: readonly string[];
  /** False until the groups service has loaded (http/startupGate.ts). */
  isServing: () => boolean;
  limiter: RateLimiter;
  /** Checks a signed-in asker's token before an answer shared with them (Answer.sharedWith) is sent. */
  verifier: Pick<TokenVerifier, 'viewerFrom'>;
}

/** A failure of the JSON body parser here: the chain's parser reports it in its place (see parsedBodyOr). */
const bodyErrorKey = 'keptAnswersBodyError';
/** A plain JSON body read here as text, not parsed yet (see rawBodyOf and parsedBodyOr). */
const rawBodyKey = 'keptAnswersRawBody';

/** The body keptAnswers read as text, when it did (it is then parsed only if the chain needs it). */
export function rawBodyOf(res: Response): string | undefined {
  const text: unknown = res.locals[rawBodyKey];
  return typeof text === 'string' ? text : undefined;
}

/** body-parser's error for a body that is not JSON (the error handler answers it by its type). */
function notJson(message: string): Error {
  return Object.assign(new SyntaxError(message), {
    status: 400,
    statusCode: 400,
    expose: true,
    type: 'entity.parse.failed',
  });
}

/** JSON.parse as body-parser's strict `json()` does it: an empty body is {}, else an object or an array. */
function parseJsonBody(text: string): unknown {
  if (text.length === 0) return {};
  // JSON's whitespace: space, tab, line feed, carriage return.
  const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw notJson(`Unexpected token ${first ?? 'end'} in JSON`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw notJson(error instanceof Error ? error.message : 'Unexpected end of JSON input');
  }
}

/**
 * The first middleware: an anonymous read whose answer is kept — a `GET` of a browse URL, or a
 * `POST /graphql` of a public question (the All Groups browses every visitor asks) — is answered
 * here, with everything the full chain would put on it and nothing it would not: the request id,
 * the access line, the security headers, CORS, `Vary`, `Cache-Control`, the per-IP rate limit
 * (counted here, with its headers), the body limit (the same parser) and a compressed copy when
 * one is accepted. Express's chain of a dozen middlewares, each setting a header or wrapping the
 * response, cost more than the answer did (docs/PERFORMANCE.md).
 *
 * A signed-in read is answered here too when the kept answer is shared with that person
 * (`Answer.sharedWith`: nothing in it depends on who asks), once their token is checked as the
 * chain would check it (a token refused here goes on to the chain, which answers 401), with the
 * signed-in Cache-Control.
 *
 * Anything out of the ordinary goes on to the chain: a token the answer is not shared with, a
 * GET with a body, a conditional request, HEAD, a browser navigation (it gets the page), an
 * encoding only `compression` makes (deflate), the startup gate closed, no kept answer. What was done here is not done twice: a
 * refusal by the rate limit goes on already counted, and a body already read (or its error) goes
 * on with the request. tests/server/api/answer-cache.test.ts checks the headers are the chain's own.
 */
export function keptAnswers({
  answers,
  posted,
  logger,
  securityHeadersOf,
  corsOrigins,
  isServing,
  limiter,
  verifier,
}: KeptAnswersOptions): RequestHandler {
  const allowedOrigins = new Set(corsOrigins);
  const watchAccess = accessWatcher(logger);

  /**
   * Every header but X-Request-Id (always first), in the order the chain sets them; a later one
   * of the same name replaces the earlier value in its place, as setHeader does (Apollo's
   * Cache-Control over the audience's). Flat: name, value, name, value…
   */
  const headersAfterId = (
    req: Request,
    security: HeaderList,
    answer: Answer,
    body: Buffer,
    encoding: Encoding | null,
    limit: RateLimitState | null,
    authorization: string | undefined,
  ): string[] => {
    const origin = req.headers.origin;
    const headers = new Map<string, [string, string]>();
    const set = (name: string, value: string) => headers.set(name.toLowerCase(), [name, value]);
    for (const [name, value] of security) set(name, value);
    set('Vary', origin === undefined ? 'Authorization, Accept-Encoding' : 'Origin, Authorization, Accept-Encoding');
    if (origin !== undefined && allowedOrigins.has(origin)) {
      for (const [name, value] of allowedOriginHeaders(origin)) set(name, value);
    }
    set('Cache-Control', cacheControlFor({ method: req.method, authorization }));
    if (limit) for (const [name, value] of rateLimitHeaders(limit)) set(name, value);
    for (const [name, value] of answer.headers) set(name, value);
    set('Content-Type', answer.contentType);
    set('ETag', answer.etag);
    if (encoding) set('Content-Encoding', encoding);
    set('Content-Length', String(body.length));
    return [...headers.values()].flat();
  };

  /**
   * The headers of the common case — no Origin, no rate-limit counters — are the same for every
   * request of an answer (by its security headers, encoding and audience): built once, not per request.
   */
  const commonHeaders = new WeakMap<Answer, Map<HeaderList, Map<string, string[]>>>();

  const send = (
    req: Request,
    res: Response,
    answer: Answer,
    encoding: Encoding | null,
    limit: RateLimitState | null,
    viewer: Viewer | null,
  ) => {
    const id = requestIdOf(req);
    res.locals.requestId = id;
    // The access line names the signed-in asker, as the chain's does.
    if (viewer) res.locals.viewer = viewer;
    watchAccess(req, res);
    const authorization = viewer ? req.headers.authorization : undefined;
    const body = encoding ? encodedCopy(answer, encoding) : answer.body;
    const security = securityHeadersOf(req);
    let headers: string[];
    if (req.headers.origin === undefined && !limit) {
      let bySecurity = commonHeaders.get(answer);
      if (!bySecurity) commonHeaders.set(answer, (bySecurity = new Map()));
      let byEncoding = bySecurity.get(security);
      if (!byEncoding) bySecurity.set(security, (byEncoding = new Map()));
      const common = `${encoding ?? ''}${viewer ? ' signed-in' : ''}`;
      headers = byEncoding.get(common) ?? [];
      if (headers.length === 0) {
        headers = headersAfterId(req, security, answer, body, encoding, limit, authorization);
        byEncoding.set(common, headers);
      }
    } else {
      headers = headersAfterId(req, security, answer, body, encoding, limit, authorization);
    }
    res.writeHead(200, ['X-Request-Id', id, ...headers]);
    res.end(body);
  };

  /** The kept answer's encoding for this request; undefined when only the chain can answer. */
  const encodingFor = (req: Request, answer: Answer): Encoding | null | undefined => {
    if (answer.body.length < compressAboveBytes) return null;
    const acceptEncoding = req.headers['accept-encoding'];
    const encoding = cachedEncodingFor(acceptEncoding);
    // Compressed some other way (or refused): `compression` decides that, in the chain.
    return acceptEncoding !== undefined && encoding === null ? undefined : encoding;
  };

  /** Counts the request against the per-IP limit: its state, or false when refused (left to the chain). */
  const counted = async (req: Request, res: Response): Promise<RateLimitState | null | false> => {
    if (!limiter.enabled) return null;
    const counted = await countRead(limiter, req);
    // Should the chain answer after all, its limitByIp uses this count (and renders a refusal).
    res.locals.countedRead = counted;
    return counted.refusal ? false : counted.state;
  };

  /**
   * The asker of a kept answer: null for a guest; for a token, its viewer when the answer is
   * shared with them; undefined when only the chain can answer (not shared with them, or a token
   * it refuses: the chain checks it again and answers 401).
   */
  const askerOf = async (req: Request, answer: Answer): Promise<Viewer | null | undefined> => {
    const { authorization } = req.headers;
    if (authorization === undefined) return null;
    if (!answer.sharedWith) return undefined;
    const viewer = await verifier.viewerFrom(authorization).catch(() => null);
    return viewer && answer.sharedWith(viewer) ? viewer : undefined;
  };

  const answerBrowse = async (req: Request, res: Response, next: NextFunction) => {
    const answer = answers.get(req.originalUrl);
    const encoding = answer && encodingFor(req, answer);
    // A browser navigation gets the client (http/clientApp.ts).
    if (!answer || encoding === undefined || req.accepts(['json', 'html']) === 'html') return next();
    const viewer = await askerOf(req, answer);
    if (viewer === undefined) return next();
    const limit = await counted(req, res);
    if (limit === false) return next();
    send(req, res, answer, encoding, limit, viewer);
  };

  /**
   * The plain JSON body every client sends (UTF-8, not compressed, its length given and within
   * the limit) is read here as bytes: its answer is found by those bytes, and only on a miss is
   * it parsed, as body-parser would (strict: an object or an array). Anything else is read by the
   * chain's own parser. Returns false when the body could not be read or parsed.
   */
  const readPlainJson = async (req: Request, res: Response): Promise<boolean | null> => {
    const { headers } = req;
    const length = Number(headers['content-length']);
    const type = headers['content-type']?.toLowerCase().replace(/\s+/g, '');
    const plain =
      (type === 'application/json' || type === 'application/json;charset=utf-8') &&
      (headers['content-encoding'] === undefined || headers['content-encoding'] === 'identity') &&
      headers['transfer-encoding'] === undefined &&
      Number.isInteger(length) &&
      length <= posted.limitBytes;
    if (!plain) return null;
    const bytes = await new Promise<Buffer | null>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', () => resolve(null));
    });
    if (!bytes) return false;
    // body-parser's decoder drops a byte-order mark; JSON.parse would not.
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    res.locals[rawBodyKey] = text;
    return true;
  };

  const answerQuestion = async (req: Request, res: Response, next: NextFunction) => {
    const limit = await counted(req, res);
    if (limit === false) return next();
    const plain = await readPlainJson(req, res);
    if (plain === false) return next();
    const parsed =
      plain ??
      (await new Promise<boolean>((resolve) =>
        posted.parseBody(req, res, (error?: unknown) => {
          if (error) res.locals[bodyErrorKey] = error;
          resolve(!error);
        }),
      ));
    const key = parsed ? posted.keyOf(req, res) : null;
    const answer = key === null ? undefined : posted.answers.get(key);
    const encoding = answer && encodingFor(req, answer);
    if (!answer || encoding === undefined) return next();
    const viewer = await askerOf(req, answer);
    if (viewer === undefined) return next();
    send(req, res, answer, encoding, limit, viewer);
  };

  return (req, res, next) => {
    const { headers } = req;
    if (!isServing()) return next();
    let answering: Promise<void> | undefined;
    if (req.method === 'GET') {
      const conditional = headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined;
      const body = headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined;
      if (!conditional && !body) answering = answerBrowse(req, res, next);
    } else if (req.method === 'POST' && req.url === posted.path) {
      answering = answerQuestion(req, res, next);
    }
    if (!answering) return next();
    answering.catch(next);
  };
}

/**
 * The chain's body parser, after keptAnswers may have read the body: its error is reported here
 * (where the chain reports body errors); a body read as text is parsed here as body-parser would;
 * a body body-parser already read is left as it is (it skips a finished request).
 */
export function parsedBodyOr(parseBody: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const error: unknown = res.locals[bodyErrorKey];
    if (error) {
      next(error);
      return;
    }
    const text = rawBodyOf(res);
    if (text === undefined) {
      void parseBody(req, res, next);
      return;
    }
    try {
      req.body = parseJsonBody(text);
    } catch (notParsed) {
      next(notParsed);
      return;
    }
    next();
  };
}
