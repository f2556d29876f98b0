import type { RequestHandler } from 'express';
import type { TokenVerifier } from '@/auth/verifier';

/** Puts the request's viewer (or null) in res.locals.viewer; a bad token fails the request with 401. */
export function authenticate(verifier: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    res.locals.viewer = await verifier.viewerFrom(req.get('authorization'));
    next();
  };
}
