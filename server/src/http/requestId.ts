import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/** Every request gets an id (a caller's well-formed X-Request-Id is kept), echoed and logged with errors. */
export const requestId: RequestHandler = (req, res, next) => {
  const given = req.get('x-request-id');
  const id = given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
};
