import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { loadConfig } from '@/config';
import { openDatabase } from '@/db/connection';
import { createLogger } from '@/logger';
import { testServices } from '../../support/env';

const production = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'hobbyhub-prod',
  FIREBASE_API_KEY: 'AIza-real-key',
  MONGODB_URI: 'mongodb://mongo:27017',
};
const root = path.resolve(__dirname, '../../..');
const lines = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n');

describe('configuration for first use', () => {
  it('seeds demo groups in development, not in production unless asked for', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('keeps secrets out of git and out of Docker images', () => {
    for (const ignoreFile of ['.gitignore', '.dockerignore']) {
      expect(lines(ignoreFile)).toEqual(expect.arrayContaining(['.env', 'firebase-service-account.json']));
    }
    expect(lines('.dockerignore')).toContain('deploy/certs');
    expect(lines('.gitignore')).toContain('deploy/certs/*.pem');
  });
});

describe('the database a MONGODB_URI names', () => {
  it('takes the database from the connection string, unless MONGODB_DB names another', () => {
    const dbName = (env: Record<string, string>) => loadConfig(env).database.dbName;
    expect(dbName({ MONGODB_URI: 'mongodb://host/mydb' })).toBe('mydb');
    expect(dbName({ MONGODB_URI: 'mongodb://a:27017,b:27017/mydb?replicaSet=rs0' })).toBe('mydb');
    expect(dbName({ MONGODB_URI: 'mongodb+srv://user:p%40ss@cluster.example.net/my%20db?retryWrites=true' })).toBe(
      'my db',
    );
    expect(dbName({ MONGODB_URI: 'mongodb://host/mydb', MONGODB_DB: 'other' })).toBe('other');
    expect(dbName({ MONGODB_URI: 'mongodb://host:27017' })).toBe('hobbyhub');
    expect(dbName({ MONGODB_URI: 'mongodb://host/?replicaSet=rs0' })).toBe('hobbyhub');
    expect(dbName({})).toBe('hobbyhub');
  });

  it('writes to the database named in the URI on a real server', async () => {
    const name = `uri_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const { mongoUri } = testServices();
    const uri = new URL(mongoUri);
    uri.pathname = `/${name}`;
    const config = loadConfig({ MONGODB_URI: uri.toString() });
    if (config.database.kind !== 'external') throw new Error('expected an external database');
    const database = openDatabase(config.database.uri, config.database.dbName, createLogger('silent'));
    await database.connected;
    const client = new MongoClient(mongoUri);
    try {
      await database.connection.collection('probe').insertOne({ written: true });
      expect(await client.db(name).collection('probe').countDocuments({ written: true })).toBe(1);
    } finally {
      await database.connection.dropDatabase();
      await database.close();
      await client.close();
    }
  });
});
