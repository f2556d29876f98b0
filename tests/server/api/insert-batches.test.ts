import { randomUUID } from 'node:crypto';
import { CapacityEngine } from '@/capacity/engine';
import type { Database } from '@/db/connection';
import { insertBatches } from '@/db/insertBatches';
import { placeModels, placesLayout, type PlaceModels } from '@/sessions/places';
import { dropScratchDatabase, openScratchDatabase } from '../../support/scratchDatabase';

/**
 * A crowd queueing at once is stored in a few unordered inserts (server/src/db/batches.ts, db/insertBatches.ts).
 * On real FerretDB: each caller hears its own outcome, as from its own insertOne, and the queue
 * keeps everyone once, in the order they asked.
 */

let database: Database;
let models: PlaceModels;

beforeAll(async () => {
  database = await openScratchDatabase();
  models = placeModels(database.connection, 'batch');
  await new CapacityEngine(placesLayout(models)).createIndexes();
});
afterAll(() => dropScratchDatabase(database));

interface Entry {
  _id: string;
  n: number;
}

it('tells each caller whether its document was stored or its _id was taken, in batches of at most the bound', async () => {
  const collection = database.connection.collection<Entry>(`batches_${randomUUID().slice(0, 8)}`);
  await collection.insertOne({ _id: 'taken', n: 0 });
  const sizes: number[] = [];
  const batches = insertBatches<Entry>(
    {
      insertMany: (docs, options) => {
        sizes.push(docs.length);
        return collection.insertMany(docs, options);
      },
    },
    4,
  );
  // 10 at once: 'taken' is stored already, 'twice' is asked twice in one batch.
  const ids = ['a', 'taken', 'b', 'twice', 'twice', 'c', 'd', 'e', 'f', 'g'];
  const outcomes = await Promise.all(ids.map((id, n) => batches.add({ _id: id, n })));
  expect(outcomes).toEqual([true, false, true, true, false, true, true, true, true, true]);
  // The first went alone; those that came while it ran went together, 4 at a time.
  expect(sizes).toEqual([1, 4, 4, 1]);
  const stored = await collection.find({}).sort({ _id: 1 }).toArray();
  expect(stored.map((doc) => doc._id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'taken', 'twice']);
  expect(stored.find((doc) => doc._id === 'taken')?.n).toBe(0);
  expect(stored.find((doc) => doc._id === 'twice')?.n).toBe(3);
});

it('fails every caller of an insert that failed as a whole, and goes on with the next', async () => {
  let calls = 0;
  const batches = insertBatches<Entry>(
    {
      insertMany: async () => {
        calls += 1;
        // As the driver reports a connection lost mid-insert: a bulk error naming no document.
        if (calls === 1) throw Object.assign(new Error('connection closed'), { writeErrors: [], insertedCount: 0 });
        return undefined;
      },
    },
    500,
  );
  const [first, ...rest] = ['x', 'y', 'z'].map((id, n) => batches.add({ _id: id, n }));
  await expect(first).rejects.toThrow('connection closed');
  expect(await Promise.all(rest)).toEqual([true, true]);
});

it('queues a crowd of 200 asking at once exactly once each, a second ask changing nothing, in the order they asked', async () => {
  const engine = new CapacityEngine(placesLayout(models));
  const scope = `crowd-${randomUUID().slice(0, 8)}`;
  const people = Array.from({ length: 200 }, (_, index) => ({ uid: `p${String(index).padStart(3, '0')}` }));
  const start = Date.now();
  const asked = await Promise.all(
    people.flatMap((person, index) => [
      engine.queue.enqueue(scope, person, new Date(start + index)),
      // The same person again at once: one entry, one of the two told it queued them.
      ...(index % 10 === 0 ? [engine.queue.enqueue(scope, person, new Date(start + index))] : []),
    ]),
  );
  expect(asked.filter(Boolean)).toHaveLength(200);
  expect(await engine.queue.count(scope)).toBe(200);
  const order = await models.waiting.find({ key: scope }).sort({ queuedAt: 1, _id: 1 }).lean();
  expect(order.map((entry) => entry.uid)).toEqual(people.map((person) => person.uid));
});
