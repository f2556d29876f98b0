import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

/** The request's id: the caller's X-Request-Id when well-formed, else a new one. */
export function requestIdOf(req: Request): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

/** Every request gets an id (a caller's well-formed X-Request-Id is kept), echoed and logged with errors. */
export const requestId: RequestHandler = (req, res, next) => {
  const id = requestIdOf(req);
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
};
