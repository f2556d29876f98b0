import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { precompressedFiles } from '@/http/precompressed';

/** Hashed file names never change content: browsers may keep them for a year. */
const assetCache = { maxAge: '1y', immutable: true };
/** Other public files (images, icons) keep their names across builds. */
const publicFileCache = { maxAge: '1h' };

/**
 * Serves the built React client, precompressed when the browser accepts it. On paths the API
 * shares with client routes (/groups/:id) a browser navigating (it prefers HTML) gets index.html
 * and API clients get JSON (`navigation`); every other GET that accepts HTML (curl's "any type"
 * included) gets the client (`fallback`).
 */
export function clientApp(
  clientDist: string,
  /** The page with its content already rendered (http/prerender.ts), or null for the plain shell. */
  prerender: ((req: Request) => Promise<string | null>) | null = null,
): {
  assets: Router;
  navigation: RequestHandler;
  fallback: RequestHandler;
} {
  const indexHtml = path.join(clientDist, 'index.html');
  const precompressed = precompressedFiles(clientDist);
  const assetsDir = path.join(clientDist, 'assets');

  const servePrecompressed =
    (root: string, cache: { maxAge: string; immutable?: boolean }): RequestHandler =>
    (req, res, next) => {
      // express.static below answers traversal attempts and missing files; only a path that
      // stays inside the build can have a precompressed copy.
      const file = path.join(root, decodeURIComponentSafe(req.path));
      if (file.startsWith(root + path.sep) && precompressed.send(req, res, file, cache)) return;
      next();
    };

  const assets = express.Router();
  assets.use(
    '/assets',
    servePrecompressed(assetsDir, assetCache),
    express.static(assetsDir, { ...assetCache, fallthrough: false }),
  );
  assets.use(
    servePrecompressed(clientDist, publicFileCache),
    express.static(clientDist, { index: false, ...publicFileCache }),
  );

  const servePage =
    (prefersPage: (accepts: (types: string[]) => string | false) => boolean): RequestHandler =>
    async (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !prefersPage((types) => req.accepts(types))) {
        next();
        return;
      }
      if (!existsSync(indexHtml)) {
        res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      const page = prerender && (await prerender(req));
      if (page !== null) {
        res.type('html').send(page);
        return;
      }
      if (precompressed.send(req, res, indexHtml, { cacheControl: false })) return;
      res.sendFile(indexHtml);
    };
  return {
    assets,
    navigation: servePage((accepts) => accepts(['json', 'html']) === 'html'),
    fallback: servePage((accepts) => accepts(['html']) === 'html'),
  };
}

/** A malformed escape (`%E0%A4%A`) names no file; static's own handling answers it. */
function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
