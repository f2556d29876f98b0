import type { EmulatorTarget } from '@/backup/emulatorAccounts';
import type { Config } from '@/config';
import { openDatabase, type Database } from '@/db/connection';
import { isListening } from '@/embedded/ports';
import { startServices } from '@/embedded/services';
import type { Logger } from '@/logger';

export interface Target {
  database: Database;
  /** The Auth Emulator whose accounts go with the data, or null with real Firebase. */
  accounts: EmulatorTarget | null;
  /** Where it is, for the messages. */
  description: string;
  close(): Promise<void>;
}

/**
 * The database (and, in the default setup, the Auth Emulator) a command works on: MONGODB_URI
 * when set; otherwise the embedded services of the running app, or — when the app is stopped —
 * the same embedded services started for the command, on the same files.
 */
export async function openTarget(config: Config, logger: Logger): Promise<Target> {
  const emulator = config.firebase.emulator;
  let mongoUri: string;
  let emulatorHost: string | null = emulator?.kind === 'external' ? emulator.host : null;
  let stopServices = async () => {};
  const embeddedDb = config.database.kind === 'embedded' ? config.database : null;
  const embeddedAuth = emulator?.kind === 'embedded' ? emulator : null;
  const running = {
    db: embeddedDb ? await isListening(embeddedDb.port) : false,
    auth: embeddedAuth ? await isListening(embeddedAuth.port) : false,
  };
  if ((embeddedDb && !running.db) || (embeddedAuth && !running.auth)) {
    if (running.db || running.auth) {
      throw new Error(
        'The app is half running (only one of FerretDB and the Auth Emulator answers): stop it or start it fully.',
      );
    }
    const services = await startServices(config, logger);
    mongoUri = services.mongoUri;
    emulatorHost = services.authEmulatorHost;
    stopServices = services.stop;
  } else {
    mongoUri =
      config.database.kind === 'external' ? config.database.uri : `mongodb://127.0.0.1:${config.database.port}/`;
    if (embeddedAuth) emulatorHost = `127.0.0.1:${embeddedAuth.port}`;
  }
  const database = openDatabase(mongoUri, config.database.dbName, logger);
  await database.connected;
  return {
    database,
    accounts: emulatorHost ? { host: emulatorHost, projectId: config.firebase.projectId } : null,
    description: `${config.database.kind === 'external' ? 'MONGODB_URI' : 'the embedded FerretDB'}, database "${config.database.dbName}"`,
    async close() {
      await database.close();
      await stopServices();
    },
  };
}
