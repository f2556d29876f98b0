import { CapacityEngine } from '@/capacity/engine';
import type { Database } from '@/db/connection';
import { placeModels, placesLayout, type PlaceModels } from '@/sessions/places';
import { dropScratchDatabase, openScratchDatabase } from '../../support/scratchDatabase';

/**
 * A process's seat hint (server/src/capacity/seatHints.ts) lives as long as a crowd's requests
 * are in flight, so what it read may be stale: a seat someone claimed without holding it (their
 * request failed) may have been freed by the sweep and claimed by another person meanwhile.
 * On real FerretDB: that person asking again must not be seated on the seat they lost.
 */

let database: Database;
let models: PlaceModels;
let engine: CapacityEngine;

beforeAll(async () => {
  database = await openScratchDatabase();
  models = placeModels(database.connection, 'hint');
  engine = new CapacityEngine(placesLayout(models));
  await engine.createIndexes();
});
afterAll(() => dropScratchDatabase(database));

it('a seat the hint remembers as someone’s own, freed and taken by another meanwhile, is not given to them again', async () => {
  const scope = 'stale';
  // Lost's earlier try claimed seat 1 and failed before holding it.
  await models.places.create({ _id: `${scope}#1`, key: scope, uid: 'lost', claimedAt: new Date() });

  // Keeper's request keeps the hint alive: it has read the seats and waits between its claim and
  // its holder (its second capacity read is held here).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reads = 0;
  const keeperCapacity = async () => {
    reads += 1;
    if (reads === 2) await held;
    return 2;
  };
  const keeper = engine.places.take(scope, { uid: 'keeper' }, keeperCapacity);
  for (let waited = 0; reads < 2 && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(reads).toBe(2);

  // The sweep frees seat 1 (nobody held it) and Other claims and holds it.
  await models.places.deleteOne({ _id: `${scope}#1` });
  await models.places.create({ _id: `${scope}#1`, key: scope, uid: 'other', claimedAt: new Date() });
  await models.holders.create({ _id: `${scope}#other`, key: scope, uid: 'other', place: 1, since: new Date() });

  const lost = engine.places.take(scope, { uid: 'lost' }, () => Promise.resolve(2));
  release();
  expect(await keeper).toBe('TAKEN');
  expect(await lost).toBe('FULL');
  const holders = await models.holders.find({ key: scope }).lean();
  expect(holders.map((holder) => [holder.uid, holder.place]).sort()).toEqual([
    ['keeper', 2],
    ['other', 1],
  ]);
});

it('a request slower than the sweep: its seat freed and taken by another before it held it, it claims another seat', async () => {
  const scope = 'slow';
  // The sweep frees unheld seats older than this; a hold within half of it skips the check.
  engine.places.repairPatienceMs = 200;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reads = 0;
  // The second capacity read comes after the seat is claimed and before the holder is stored.
  const slowCapacity = async () => {
    reads += 1;
    if (reads === 2) await held;
    return 2;
  };
  const slow = engine.places.take(scope, { uid: 'slow' }, slowCapacity);
  for (let waited = 0; reads < 2 && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const [claimed] = await models.places.find({ key: scope }).lean();
  expect(claimed?.uid).toBe('slow');
  const seat = Number(claimed?._id.split('#')[1]);

  // The sweep frees the seat (no holder for too long) and Other claims and holds it.
  await models.places.deleteOne({ _id: claimed?._id });
  await models.places.create({ _id: `${scope}#${seat}`, key: scope, uid: 'other', claimedAt: new Date() });
  await models.holders.create({ _id: `${scope}#other`, key: scope, uid: 'other', place: seat, since: new Date() });
  await new Promise((resolve) => setTimeout(resolve, 150)); // older than half the patience
  release();

  expect(await slow).toBe('TAKEN');
  const holders = await models.holders.find({ key: scope }).lean();
  expect(holders.map((holder) => [holder.uid, holder.place]).sort()).toEqual(
    [
      ['other', seat],
      ['slow', 3 - seat],
    ].sort(),
  );
});
