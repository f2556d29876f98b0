import { createReadStream, createWriteStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { finished } from 'node:stream/promises';
import mongoose from 'mongoose';
import type { Db, Document } from 'mongodb';
import {
  readEmulatorAccounts,
  replaceEmulatorAccounts,
  type EmulatorAccount,
  type EmulatorTarget,
} from '@/backup/emulatorAccounts';

const { EJSON, ObjectId } = mongoose.mongo.BSON;

/**
 * Collections that describe the running processes, not the data: the change feed, the process
 * heartbeats and the read-model snapshot marker. A backup leaves them out; a restore resets them.
 */
const operational = new Set(['changes', 'processes', 'readModelSnapshots']);

export interface BackupHeader {
  format: 'hobbyhub-backup';
  version: 1;
  createdAt: string;
  database: string;
  /** Documents per collection. */
  collections: Record<string, number>;
  /** Auth Emulator accounts in the backup, or null when it holds none (real Firebase keeps its own). */
  accounts: number | null;
}

export interface Backup {
  header: BackupHeader;
  collections: Map<string, Document[]>;
  accounts: EmulatorAccount[] | null;
}

async function dataCollections(db: Db): Promise<string[]> {
  const listed = await db.listCollections({}, { nameOnly: true }).toArray();
  return listed
    .map((collection) => collection.name)
    .filter((name) => !operational.has(name) && !name.startsWith('system.'))
    .sort();
}

/** Everything stored about one group, in any collection: the group itself and what names its id. */
function aboutGroup(groupId: string): Document {
  return ObjectId.isValid(groupId) && /^[0-9a-f]{24}$/i.test(groupId)
    ? { $or: [{ _id: new ObjectId(groupId) }, { _id: groupId }, { groupId }] }
    : { $or: [{ _id: groupId }, { groupId }] };
}

/**
 * Reads every data collection while the app keeps running. Writes made through the app meanwhile
 * are logged in the change feed: each group they touched is read again, in every collection, until
 * a pass finds no new change — so a group, its members and its seats are saved as of one moment,
 * and a join is never half in the backup. (With READ_MODEL_SYNC_MS=0 there is no feed to follow:
 * stop the app, or accept a backup that may cut through a write.)
 */
export async function createBackup(db: Db, accounts: EmulatorTarget | null): Promise<Backup> {
  const startedAt = new Date();
  const names = await dataCollections(db);
  const collections = new Map<string, Document[]>();
  for (const name of names) collections.set(name, await db.collection(name).find({}).toArray());

  const seen = new Set<string>();
  for (let pass = 0; pass < 10; pass += 1) {
    // Five seconds back covers clocks that differ between the app's hosts and this one.
    const since = new Date(startedAt.getTime() - 5_000);
    const changes = await db
      .collection('changes')
      .find({ at: { $gte: since } })
      .toArray();
    const fresh = changes.filter((change) => !seen.has(String(change._id)));
    if (fresh.length === 0) break;
    for (const change of fresh) seen.add(String(change._id));
    if (fresh.some((change) => change.kind === 'reload' && change.at >= startedAt)) {
      throw new Error('The database was restored while the backup ran; run the backup again.');
    }
    const groupIds = fresh.filter((change) => change.kind !== 'reload').map((change) => String(change.groupId));
    for (const groupId of new Set(groupIds)) {
      for (const name of names) {
        const filter = aboutGroup(groupId);
        const stored = await db.collection(name).find(filter).toArray();
        const others = (collections.get(name) ?? []).filter((document) => !matchesGroup(document, groupId));
        collections.set(name, [...others, ...stored]);
      }
    }
  }

  pairSeatsWithMemberships(collections);
  const savedAccounts = accounts ? await readEmulatorAccounts(accounts) : null;
  return {
    header: {
      format: 'hobbyhub-backup',
      version: 1,
      createdAt: startedAt.toISOString(),
      database: db.databaseName,
      collections: Object.fromEntries([...collections].map(([name, documents]) => [name, documents.length])),
      accounts: savedAccounts?.length ?? null,
    },
    collections,
    accounts: savedAccounts,
  };
}

/**
 * A join takes its seat before its membership and a leave drops the membership before the seat,
 * so a write in flight while the collections were read can leave a seat without its membership
 * (a join not yet done) or a membership without its seat (a leave half done). The backup keeps
 * the state from before such a write: the lone seat is left out, and so is the seatless
 * membership — just what the app's repair would make of a crash at that moment.
 */
function pairSeatsWithMemberships(collections: Map<string, Document[]>): void {
  const memberships = collections.get('memberships');
  const seats = collections.get('seats');
  if (!memberships || !seats) return;
  const seatIds = new Set(seats.map((seat) => String(seat._id)));
  const paired = memberships.filter((membership) =>
    seatIds.has(`${String(membership.groupId)}:${String(membership.seat)}`),
  );
  const held = new Set(paired.map((membership) => `${String(membership.groupId)}:${String(membership.seat)}`));
  collections.set('memberships', paired);
  collections.set(
    'seats',
    seats.filter((seat) => held.has(String(seat._id))),
  );
}

function matchesGroup(document: Document, groupId: string): boolean {
  return String(document._id) === groupId || document.groupId === groupId;
}

/**
 * Writes a backup as gzip'd lines of canonical Extended JSON (ObjectIds and dates keep their
 * types): the header, then one line per document (`{"c": collection, "d": document}`), then one
 * per account (`{"a": account}`).
 */
export async function writeBackup(file: string, backup: Backup): Promise<void> {
  const gzip = createGzip();
  const output = createWriteStream(file, { flags: 'wx' });
  gzip.pipe(output);
  const line = async (text: string) => {
    if (!gzip.write(`${text}\n`)) await once(gzip, 'drain');
  };
  // The header and the accounts are plain JSON; documents are canonical Extended JSON, so
  // ObjectIds, dates, ints and doubles come back as the same BSON types.
  await line(JSON.stringify(backup.header));
  for (const [name, documents] of backup.collections) {
    for (const document of documents)
      await line(`{"c":${JSON.stringify(name)},"d":${EJSON.stringify(document, { relaxed: false })}}`);
  }
  for (const account of backup.accounts ?? []) await line(JSON.stringify({ a: account }));
  gzip.end();
  await finished(output);
}

function parseLine(text: string, file: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${file} is not a HobbyHub backup (or is damaged).`);
  }
}

export async function readBackup(file: string): Promise<Backup> {
  await access(file); // a clear ENOENT before any stream starts
  const gunzip = createGunzip();
  // pipe() does not pass errors on: a read error must end the reading, not the process.
  createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip);
  const lines = createInterface({ input: gunzip, crlfDelay: Infinity });
  let header: BackupHeader | null = null;
  const collections = new Map<string, Document[]>();
  const accounts: EmulatorAccount[] = [];
  for await (const text of lines) {
    if (!text) continue;
    const value = parseLine(text, file);
    if (!header) {
      if (value.format !== 'hobbyhub-backup' || value.version !== 1)
        throw new Error(`${file} is not a HobbyHub backup.`);
      header = value as unknown as BackupHeader;
      for (const name of Object.keys(header.collections)) collections.set(name, []);
    } else if ('a' in value) {
      accounts.push(value.a as EmulatorAccount);
    } else {
      const documents = collections.get(String(value.c));
      if (!documents) throw new Error(`${file} names a collection its header does not: ${String(value.c)}.`);
      documents.push(EJSON.deserialize(value.d as Document, { relaxed: false }));
    }
  }
  if (!header) throw new Error(`${file} is empty.`);
  for (const [name, count] of Object.entries(header.collections)) {
    if (collections.get(name)?.length !== count) throw new Error(`${file} is incomplete: ${name} is cut short.`);
  }
  if (header.accounts !== null && accounts.length !== header.accounts)
    throw new Error(`${file} is incomplete: accounts are cut short.`);
  return { header, collections, accounts: header.accounts === null ? null : accounts };
}

/**
 * Replaces the database's data with the backup's: every data collection is emptied (also those
 * the backup does not have, so nothing from after it stays) and refilled. Then the read-model
 * snapshot marker is removed (the next start reads the database) and a `reload` change tells
 * running app processes to reload their read models now. Accounts are replaced too when the
 * backup has them and an emulator is given.
 */
export async function restoreBackup(db: Db, backup: Backup, accounts: EmulatorTarget | null): Promise<void> {
  for (const name of await dataCollections(db)) {
    if (!backup.collections.has(name)) await emptyCollection(db, name);
  }
  for (const [name, documents] of backup.collections) {
    const collection = await emptyCollection(db, name);
    for (let start = 0; start < documents.length; start += 1000) {
      await collection.insertMany(documents.slice(start, start + 1000));
    }
  }
  await db.collection('readModelSnapshots').deleteMany({});
  await db.collection('changes').insertOne({ at: new Date(), origin: 'restore', kind: 'reload', groupId: '*' });
  if (accounts && backup.accounts) await replaceEmulatorAccounts(accounts, backup.accounts);
}

/**
 * Empties a collection, keeping its indexes: drops it and creates them again. (FerretDB's SQLite
 * backend cannot `deleteMany({})` a large collection — "too many SQL variables" at 100,000
 * documents — and deleting in batches would scan it once per batch.)
 */
async function emptyCollection(db: Db, name: string) {
  const collection = db.collection(name);
  const existing = await db.listCollections({ name }, { nameOnly: true }).toArray();
  if (existing.length === 0) return collection;
  const indexes = (await collection.indexes()).filter((index) => index.name !== '_id_');
  await collection.drop();
  await db.createCollection(name);
  for (const { key, name: indexName, unique } of indexes) {
    try {
      await collection.createIndex(key, { name: indexName, ...(unique ? { unique } : {}) });
    } catch (error) {
      // FerretDB can still know the index of the dropped collection (its metadata is updated
      // apart from the table): it exists for the engine, which is what counts.
      if (!/already exists/i.test((error as Error).message)) throw error;
    }
  }
  return collection;
}
