import path from 'node:path';
import type { Config } from '@/config';
import type { Logger } from '@/logger';
import { startAuthEmulator } from '@/embedded/authEmulator';
import { startFerretdb } from '@/embedded/ferretdb';
import type { RunningChild } from '@/embedded/child';

export interface Services {
  mongoUri: string;
  /** host:port of the Auth Emulator to trust, or null with real Firebase. */
  authEmulatorHost: string | null;
  stop(): Promise<void>;
}

/**
 * Brings up what the configuration does not provide: FerretDB when there is no MONGODB_URI,
 * the Firebase Auth Emulator when there is no real Firebase project. Both run as children of
 * this process and stop with it.
 */
export async function startServices(config: Config, logger: Logger): Promise<Services> {
  const children: RunningChild[] = [];
  const stop = async () => {
    await Promise.all(children.splice(0).map((child) => child.stop()));
  };
  try {
    let mongoUri: string;
    if (config.database.kind === 'external') {
      mongoUri = config.database.uri;
    } else {
      const ferretdb = await startFerretdb({
        port: config.database.port,
        handler: config.database.handler,
        dataDir: path.join(config.dataDir, 'ferretdb'),
        postgresqlUrl: config.database.postgresqlUrl,
        logger,
      });
      children.push(ferretdb);
      mongoUri = ferretdb.uri;
    }

    const emulator = config.firebase.emulator;
    let authEmulatorHost: string | null = null;
    if (emulator?.kind === 'external') {
      authEmulatorHost = emulator.host;
    } else if (emulator?.kind === 'embedded') {
      const started = await startAuthEmulator({
        port: emulator.port,
        projectId: config.firebase.projectId,
        dataDir: path.join(config.dataDir, 'auth-emulator', 'accounts'),
        workDir: path.join(config.dataDir, 'auth-emulator'),
        logger,
      });
      children.push(started);
      authEmulatorHost = started.host;
    }
    return { mongoUri, authEmulatorHost, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
