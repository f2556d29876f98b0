import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/**
 * Serves the built React client. A browser navigating to a client route (it asks for HTML)
 * gets index.html; API clients asking for JSON on the same path (/groups/:id) get the API.
 */
export function clientApp(clientDist: string): { assets: Router; navigation: RequestHandler } {
  const indexHtml = path.join(clientDist, 'index.html');
  const assets = express.Router();
  assets.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  assets.use(express.static(clientDist, { index: false, maxAge: '1h' }));

  const navigation: RequestHandler = (req, res, next) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['json', 'html']) === 'html';
    if (!wantsPage) {
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
  return { assets, navigation };
}
