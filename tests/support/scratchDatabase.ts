import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '@/db/connection';
import { createLogger } from '@/logger';
import { testServices } from './env';

/** A database of its own on the run's FerretDB, for a test that drives server code without an app. */
export async function openScratchDatabase(label = 'test'): Promise<Database> {
  const database = openDatabase(
    testServices().mongoUri,
    `${label}_${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    createLogger('silent'),
  );
  await database.connected;
  return database;
}

export async function dropScratchDatabase(database: Database): Promise<void> {
  await database.connection.dropDatabase();
  await database.close();
}
