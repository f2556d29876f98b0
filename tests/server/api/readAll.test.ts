import mongoose, { Schema, Types } from 'mongoose';
import type { Database } from '@/db/connection';
import { readAll } from '@/db/readAll';
import { dropScratchDatabase, openScratchDatabase } from '../../support/scratchDatabase';

/**
 * The read models' first load reads whole collections with readAll (batches decoded while the
 * next one is on its way): it must give exactly what `find({}).lean()` gives, over many batches.
 */
const { EJSON } = mongoose.mongo.BSON;

interface Thing {
  _id: Types.ObjectId;
  index: number;
  name: string;
  at: Date;
  tags: string[];
  nested: { count: number; note: string | null };
}

let database: Database;
let things: mongoose.Model<Thing>;

beforeAll(async () => {
  database = await openScratchDatabase('test_readall');
  things = database.connection.model<Thing>(
    'Thing',
    new Schema<Thing>({
      index: Number,
      name: String,
      at: Date,
      tags: [String],
      nested: { count: Number, note: String },
    }),
  );
});
afterAll(() => dropScratchDatabase(database));

test('an empty collection gives no documents', async () => {
  expect(await readAll(things)).toEqual([]);
});

test('gives every document once, as find({}).lean() does, across several batches', async () => {
  // 4,500: more than two of readAll's 2,000-document batches, and a partial last one.
  const documents = Array.from({ length: 4_500 }, (_, index) => ({
    _id: new Types.ObjectId(),
    index,
    name: `thing ${index} ✓ </script>`,
    at: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
    tags: index % 3 === 0 ? [] : ['a', `t${index}`],
    nested: { count: index * 2, note: index % 2 === 0 ? null : 'odd' },
  }));
  await things.collection.insertMany(documents);

  const read = await readAll(things);
  const lean = await things.find({}).lean<Thing[]>();

  expect(read).toHaveLength(4_500);
  const byId = (list: Thing[]) => [...list].sort((a, b) => a._id.toHexString().localeCompare(b._id.toHexString()));
  // EJSON keeps the types apart (an ObjectId is not its hex string, a Date not its number).
  expect(EJSON.stringify(byId(read))).toBe(EJSON.stringify(byId(lean)));
  expect(new Set(read.map((thing) => thing.index)).size).toBe(4_500);
  expect(read[0]?._id).toBeInstanceOf(Types.ObjectId);
  expect(read[0]?.at).toBeInstanceOf(Date);
});
