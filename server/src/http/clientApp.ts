import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/**
 * Serves the built React client. On paths the API shares with client routes (/groups/:id) a
 * browser navigating (it prefers HTML) gets index.html and API clients get JSON (`navigation`);
 * every other GET that accepts HTML (curl's "any type" included) gets the client (`fallback`).
 */
export function clientApp(clientDist: string): {
  assets: Router;
  navigation: RequestHandler;
  fallback: RequestHandler;
} {
  const indexHtml = path.join(clientDist, 'index.html');
  const assets = express.Router();
  assets.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  assets.use(express.static(clientDist, { index: false, maxAge: '1h' }));

  const servePage =
    (prefersPage: (accepts: (types: string[]) => string | false) => boolean): RequestHandler =>
    (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !prefersPage((types) => req.accepts(types))) {
        next();
        return;
      }
      if (!existsSync(indexHtml)) {
        res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    };
  return {
    assets,
    navigation: servePage((accepts) => accepts(['json', 'html']) === 'html'),
    fallback: servePage((accepts) => accepts(['html']) === 'html'),
  };
}
