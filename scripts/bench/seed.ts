/** The bench's data: an owner signed up with the Auth Emulator and the groups written straight to the database. */
import { randomUUID } from 'node:crypto';
import { MongoClient, type AnyBulkWriteOperation } from 'mongodb';
import { generateGroups, matchesSearch, searchTerm, type BenchGroup, type Owner } from './data';
import type { BenchOptions } from './options';

/** One call to the Auth Emulator's REST API (`accounts:<method>`); throws on a refusal. */
export async function identityToolkit<T>(host: string, method: string, body: object): Promise<T> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=bench-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`accounts:${method} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A user signed up with the Auth Emulator as the client does; returns them and an ID token. */
export async function signedInOwner(host: string): Promise<Owner & { token: string }> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Secret123';
  const name = 'Bench Organizer';
  const signUp = await identityToolkit<{ localId: string; idToken: string }>(host, 'signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  await identityToolkit(host, 'update', { idToken: signUp.idToken, displayName: name });
  const signIn = await identityToolkit<{ idToken: string }>(host, 'signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: signUp.localId, email, name, token: signIn.idToken };
}

export interface Seeded {
  seconds: number;
  /** (nameKey, id) of every group, in listing order. */
  order: { nameKey: string; id: string }[];
  searchMatches: number;
  ids: string[];
}

/** Inserts the groups with insertMany in big batches, straight through the driver. */
export async function seed(
  client: MongoClient,
  dbName: string,
  options: Pick<BenchOptions, 'groups' | 'batchSize' | 'log'>,
  owner: Owner,
): Promise<Seeded> {
  const collection = client.db(dbName).collection<BenchGroup>('groups');
  const started = performance.now();
  const order: Seeded['order'] = [];
  let searchMatches = 0;
  let batch: BenchGroup[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const operations: AnyBulkWriteOperation<BenchGroup>[] = batch.map((document) => ({ insertOne: { document } }));
    await collection.bulkWrite(operations, { ordered: false });
    batch = [];
    options.log(`  seeded ${order.length} / ${options.groups}`);
  };
  for (const group of generateGroups(options.groups, owner)) {
    order.push({ nameKey: group.nameKey, id: group._id.toHexString() });
    if (matchesSearch(group, searchTerm)) searchMatches += 1;
    batch.push(group);
    if (batch.length >= options.batchSize) await flush();
  }
  await flush();
  const seconds = (performance.now() - started) / 1000;
  const ids = order.map((entry) => entry.id);
  order.sort((a, b) =>
    a.nameKey !== b.nameKey ? (a.nameKey < b.nameKey ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  return { seconds, order, searchMatches, ids };
}
