import { Router, type Request, type Response } from 'express';
import type { Viewer } from '@/auth/viewer';
import { ValidationError } from '@/errors';
import type { AccountService } from '@/account/service';

/** A JSON object body, or bad input (arrays, strings and nulls are not a profile). */
function objectBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError({ body: 'Send a JSON object with Content-Type: application/json.' });
  }
  return body as Record<string, unknown>;
}

/**
 * The signed-in person's account over REST, mirroring GraphQL's `viewer`, `updateProfile` and
 * `deleteAccount`: GET /me, PATCH /me, DELETE /me (body `{ "confirm": true }`) and
 * GET /me/export. Handlers only translate; errors go to http/errorHandler.ts.
 */
export function accountRouter(account: AccountService): Router {
  const router = Router();
  const viewerOf = (res: Response) => res.locals.viewer as Viewer | null;
  // Every answer here is one person's data: never stored by a browser or shared cache.
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  });

  router.get('/', async (_req, res) => {
    res.json(await account.profile(viewerOf(res)));
  });

  router.patch('/', async (req, res) => {
    res.json(await account.updateProfile(viewerOf(res), objectBody(req)));
  });

  router.delete('/', async (req, res) => {
    res.json(await account.deleteAccount(viewerOf(res), objectBody(req)));
  });

  router.get('/export', async (_req, res) => {
    const data = await account.exportData(viewerOf(res));
    res.attachment(`hobbyhub-export-${data.exportedAt.slice(0, 10)}.json`);
    res.json(data);
  });

  return router;
}
