import { existsSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';

/** The developer pages and their built HTML (client/vite.developers.config.ts builds them). */
export const developerPages = {
  '/graphiql': 'graphiql.html',
  '/docs/api': 'api-docs.html',
} as const;

export function isDeveloperPage(pathname: string): boolean {
  return Object.hasOwn(developerPages, pathname);
}

/** Serves the GraphQL IDE at /graphiql and the REST reference at /docs/api from the client build. */
export function developerPagesRouter(clientDist: string): Router {
  const router = Router();
  for (const [route, file] of Object.entries(developerPages)) {
    const html = path.join(clientDist, 'developers', file);
    router.get(route, (_req, res) => {
      if (!existsSync(html)) {
        res.status(503).type('text/plain').send('The developer pages are not built yet: run `npm run build`.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(html);
    });
  }
  return router;
}
