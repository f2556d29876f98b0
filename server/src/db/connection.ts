import mongoose, { type Connection } from 'mongoose';

// Filters are always built by the groups service from validated values; this is a second
// guard: any `$`-key that still reaches a filter is wrapped in $eq instead of obeyed.
mongoose.set('sanitizeFilter', true);

export interface Database {
  connection: Connection;
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

export async function connectDatabase(uri: string, dbName: string): Promise<Database> {
  const connection = mongoose.createConnection(uri, {
    dbName,
    autoIndex: false, // the groups service creates its indexes at boot, once
    serverSelectionTimeoutMS: 5000,
  });
  await connection.asPromise();
  return {
    connection,
    async isReady() {
      if (connection.readyState !== mongoose.ConnectionStates.connected || !connection.db) return false;
      await connection.db.admin().ping();
      return true;
    },
    close: () => connection.close(),
  };
}
