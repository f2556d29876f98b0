import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { context } from 'esbuild';
import { createServer, type ProxyOptions } from 'vite';
import { loadConfig } from '@/config';
import { startServices } from '@/embedded/services';
import { createLogger } from '@/logger';
import { projectRoot } from '@/projectRoot';

/**
 * `npm run dev`: the development loop. Vite's dev server (hot reload) serves the client on PORT
 * (4000) and passes API paths to the server on PORT+1, which esbuild rebuilds and `node --watch`
 * restarts on every change. The embedded FerretDB and Auth Emulator start once, here, with the
 * same files as `npm start`, so a server restart takes a second and keeps the data.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'pretty');
  const services = await startServices(config, logger);
  const apiPort = config.port + 1;
  const api = `http://127.0.0.1:${apiPort}`;

  const outfile = path.join(projectRoot, 'server', 'dist', 'dev', 'index.js');
  mkdirSync(path.dirname(outfile), { recursive: true });
  const build = await context({
    entryPoints: [path.join(projectRoot, 'server', 'src', 'index.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    outfile,
    logLevel: 'warning',
  });
  await build.rebuild();
  await build.watch();

  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', '--watch', outfile], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      PUBLIC_URL: `http://${config.host}:${config.port}`,
      MONGODB_URI: services.mongoUri,
      MONGODB_DB: config.database.dbName,
      ...(services.authEmulatorHost ? { FIREBASE_AUTH_EMULATOR_HOST: services.authEmulatorHost } : {}),
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
    },
  });

  // API paths go to the server; a browser navigating to /groups/<id> gets the client page.
  const toApi: ProxyOptions = {
    target: api,
    bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
  };
  const vite = await createServer({
    configFile: path.join(projectRoot, 'client', 'vite.config.ts'),
    root: path.join(projectRoot, 'client'),
    server: {
      host: config.host,
      port: config.port,
      strictPort: true,
      proxy: {
        '/graphql': { target: api, ws: true },
        '/groups': toApi,
        '/me': toApi,
        '/app-config.json': api,
        '/healthz': api,
        '/readyz': api,
        '/dev': api,
      },
    },
  });
  await vite.listen();
  logger.info(`HobbyHub (development) at http://${config.host}:${config.port} — the API restarts on change at ${api}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(130);
    stopping = true;
    server.kill('SIGTERM');
    await Promise.all([vite.close(), build.dispose()]);
    await services.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`npm run dev failed: ${String(error)}\n`);
  process.exit(1);
});
