import type { ErrorRequestHandler, RequestHandler } from 'express';
import { asKnownError } from '@/db/connection';
import { DomainError, RateLimitedError, ValidationError } from '@/errors';
import type { Logger } from '@/logger';

/** The JSON body of every REST error. */
export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
  /** RATE_LIMITED only: when to try again (also in the Retry-After header). */
  retryAfterSeconds?: number;
  requestId?: string;
}

/** body-parser's errors carry an HTTP status and a type; these are the client's mistakes. */
const bodyParserErrors: Record<string, { status: number; error: string; message: string }> = {
  'entity.parse.failed': { status: 400, error: 'BAD_USER_INPUT', message: 'The request body is not valid JSON.' },
  'entity.too.large': { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  'encoding.unsupported': { status: 415, error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported body encoding.' },
  'charset.unsupported': { status: 415, error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported body charset.' },
};

export const notFound: RequestHandler = (req, res) => {
  const body: ErrorBody = {
    error: 'NOT_FOUND',
    message: `No route for ${req.method} ${req.path}.`,
    requestId: res.locals.requestId as string,
  };
  res.status(404).json(body);
};

/** Maps domain errors to status codes once; masks and logs everything unexpected. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (thrown: unknown, req, res, next) => {
    const error = asKnownError(thrown);
    if (res.headersSent) {
      next(error);
      return;
    }
    const requestId = res.locals.requestId as string | undefined;
    const type = (error as { type?: string }).type;
    const parserError = type ? bodyParserErrors[type] : undefined;
    let status: number;
    let body: ErrorBody;
    if (error instanceof DomainError) {
      status = error.httpStatus;
      body = {
        error: error.code,
        message: error.message,
        ...(error instanceof ValidationError ? { fields: error.fields } : {}),
        ...(error instanceof RateLimitedError ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      };
      if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    } else if (parserError) {
      status = parserError.status;
      body = { error: parserError.error, message: parserError.message };
    } else if (isClientHttpError(error)) {
      status = error.status;
      body = { error: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: error.message };
    } else {
      logger.error('unexpected error', { requestId, method: req.method, path: req.path, error });
      status = 500;
      body = { error: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' };
    }
    res.status(status).json({ ...body, requestId });
  };
}

/** An http-errors error for a client mistake (e.g. express.static's 404), safe to show. */
function isClientHttpError(error: unknown): error is { status: number; message: string } {
  const status = (error as { status?: unknown }).status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return false;
  // The router's "Failed to decode param" (a malformed %-escape in a path, found by the fuzz test)
  // is a URIError with status 400 but without `expose`.
  return (error as { expose?: unknown }).expose === true || error instanceof URIError;
}
