import mongoose, { type Connection } from 'mongoose';
import { ServiceUnavailableError } from '@/errors';
import type { Logger } from '@/logger';

// Filters are always built by the groups service from validated values; this is a second
// guard: any `$`-key that still reaches a filter is wrapped in $eq instead of obeyed.
mongoose.set('sanitizeFilter', true);

/**
 * Bounds on waiting for an unavailable database, measured against FerretDB (docs/PERFORMANCE.md):
 * a stopped database fails an operation fast, a hung one (SIGSTOP) once the heartbeat notices,
 * later operations within the server selection timeout; both recover soon after it returns.
 */
const connectionOptions = {
  autoIndex: false, // the groups service creates its indexes at boot, once
  bufferCommands: false, // fail fast instead of queueing requests while disconnected
  serverSelectionTimeoutMS: 2000,
  heartbeatFrequencyMS: 1000,
  connectTimeoutMS: 2000,
  socketTimeoutMS: 10_000,
} as const;

const retryDelayMs = 1000;

export interface Database {
  connection: Connection;
  /** Resolves once the first connection is made (retried until then, or until close). */
  connected: Promise<void>;
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens the database without waiting for it: the app starts even when the database is down
 * (readiness says 503 until it answers), and the driver reconnects by itself afterwards.
 */
export function openDatabase(uri: string, dbName: string, logger: Logger): Database {
  const connection = mongoose.createConnection();
  let closed = false;

  const connected = (async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await connection.openUri(uri, { ...connectionOptions, dbName });
        return;
      } catch (error) {
        if (closed) throw new Error('database closed before it connected');
        if (attempt === 1 || attempt % 30 === 0) {
          logger.warn('database unavailable; retrying every second', { attempt, error: (error as Error).message });
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  })();
  connected.catch(() => undefined); // a close before connecting is not an error for anyone

  return {
    connection,
    connected,
    async isReady() {
      if (connection.readyState !== mongoose.ConnectionStates.connected || !connection.db) return false;
      await connection.db.admin().ping();
      return true;
    },
    async close() {
      closed = true;
      await connection.close();
    },
  };
}

const unavailableErrors = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/** True for the driver's "cannot reach the database" errors: a 503, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // The driver's network errors come in subclasses with names of their own (a hung database's
  // monitor timeout raises PoolClearedOnNetworkError): the family, not only the names above.
  if (error instanceof mongoose.mongo.MongoNetworkError) return true;
  // Mongoose reports commands on a connection that is not open yet with this message.
  return (
    unavailableErrors.has(error.name) || /Connection operation buffering|client must be connected/i.test(error.message)
  );
}

/** Maps "cannot reach the database" to the domain's ServiceUnavailableError; anything else as it is. */
export function asKnownError(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? new ServiceUnavailableError() : error;
}
