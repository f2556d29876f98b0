import mongoose, { type Model } from 'mongoose';

const { BSON } = mongoose.mongo;

/** Documents per round trip: small enough that the database and this process overlap often. */
const batchSize = 2_000;

/**
 * How long a whole full read may take. Without it each round trip has the connection's 10 s
 * socket timeout, and on a busy machine the embedded engine's first batch of 100,000 groups
 * took longer than that: the start-up's read failed, was retried from the beginning, and the
 * app never became ready. This bound replaces the socket timeout for these reads only.
 */
const fullReadTimeoutMs = 300_000;

/**
 * Every document of `model`'s collection as plain objects (what `find({}).lean()` returns), read
 * so that the database prepares the next batch while this process decodes the last one.
 *
 * The driver asks for the next batch only once the last one is decoded, so on a full read the
 * database and this process take turns. On the embedded engine the database's side is the long
 * one (it decodes every stored document: ~12 s of CPU at 100,000 groups) and ours ~2 s, all of
 * which this hides behind the database's work on a second core (docs/PERFORMANCE.md,
 * "Time to ready"). The batches arrive undecoded (`raw`), the next one is asked for at once, and
 * only then is the one in hand decoded. `each` sees every document as it is decoded, while the
 * batch's garbage is still young (groups share their repeated values there: groups/compact.ts).
 */
export async function readAll<T>(model: Model<T>, each?: (document: T) => void): Promise<T[]> {
  const cursor = model.collection.find({}, { raw: true, batchSize, timeoutMS: fullReadTimeoutMs });
  const documents: T[] = [];
  try {
    let more = cursor.hasNext();
    while (await more) {
      // With `raw`, the driver's buffered documents are each one BSON document's bytes.
      const batch = cursor.readBufferedDocuments() as unknown as Uint8Array[];
      more = cursor.hasNext();
      // A failure of the next round trip is seen by the `await` above, never left unhandled.
      more.catch(() => undefined);
      for (const bytes of batch) {
        const document = BSON.deserialize(bytes) as T;
        each?.(document);
        documents.push(document);
      }
    }
  } finally {
    await cursor.close();
  }
  return documents;
}
