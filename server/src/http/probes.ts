import { Router } from 'express';
import type { Config } from '@/config';

export interface ProbeDependencies {
  firebase: Pick<Config['firebase'], 'apiKey' | 'authDomain' | 'projectId'>;
  /** The browser-facing Auth Emulator URL, or null with real Firebase. */
  authEmulatorUrl: string | null;
  /** Resolves true when the database answers. */
  isDatabaseReady: () => Promise<boolean>;
  /** False until the groups service has loaded. */
  isServing: () => boolean;
  /** The map's tile service, when an operator set one. */
  map?: Config['map'];
}

/**
 * Liveness (/healthz: the process answers), readiness (/readyz: it can serve, database included)
 * and the client's runtime configuration (/app-config.json). Mounted before the rate limits, so a
 * limited client never makes the app look down.
 */
export function probes(deps: ProbeDependencies): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = deps.isServing() && (await deps.isDatabaseReady().catch(() => false));
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unavailable' });
  });
  router.get('/app-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({
      firebase: {
        apiKey: deps.firebase.apiKey,
        authDomain: deps.firebase.authDomain,
        projectId: deps.firebase.projectId,
      },
      authEmulatorUrl: deps.authEmulatorUrl,
      mapTileUrl: deps.map?.tileUrl ?? null,
      mapTileAttribution: deps.map?.tileAttribution ?? null,
    });
  });
  return router;
}
