import { Types } from 'mongoose';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser } from '../../support/users';
import { createGroupAs, withoutRateLimits } from '../fixtures';

/**
 * A database written before places existed: groups with free-text locations only. A fresh app
 * started on it keeps every group and gives a place to those whose location names one city with
 * confidence, and no other; a second start changes nothing.
 */
const apps: TestApp[] = [];
const startOn = async (databaseName: string) => {
  const app = await startTestApp({ ...withoutRateLimits, databaseName });
  apps.push(app);
  return app;
};

afterAll(async () => {
  for (const app of apps) await app.stop();
});

const locations: [string, string | null][] = [
  ['Berlin', 'Berlin'], // the capital is a hundred times any other Berlin
  ['  zürich ', 'Zürich'],
  ['MUNICH', 'Munich'],
  ['Springfield', null], // several of similar size: nobody's
  ['Springfield, US', null], // still several in one country
  ['Potsdam, DE', 'Potsdam'],
  ['Central Park Main Gate', null],
  ['Berlin Hauptbahnhof', null], // not a city's whole name
];

it('geocodes the unambiguous city names only, keeps every group, and is idempotent', async () => {
  const writer = await startOn(`places_migration_${new Types.ObjectId().toString()}`);
  const organizer = await createTestUser('Migration Organizer');
  const template = await createGroupAs(writer, organizer);
  const db = writer.database.connection.db!;
  const stored = await db.collection('groups').findOne({ _id: new Types.ObjectId(template.id) });
  const { _id, ...fields } = stored!;
  const ids = locations.map(() => new Types.ObjectId());
  await db.collection('groups').insertMany(
    locations.map(([location], index) => ({
      ...fields,
      _id: ids[index]!,
      groupName: `Before places ${index}`,
      nameKey: `before places ${index}`,
      location,
    })),
  );
  // A place removed by its organizer (null) is never guessed again.
  const removed = new Types.ObjectId();
  await db.collection('groups').insertOne({
    ...fields,
    _id: removed,
    groupName: 'Removed place',
    nameKey: 'removed place',
    location: 'Berlin',
    place: null,
  });
  const total = await db.collection('groups').countDocuments();

  const app = await startOn(writer.database.connection.db!.databaseName);
  expect(await app.groups.placesMigrated).toBe(locations.filter(([, city]) => city !== null).length);
  const after = await app.model.find().lean();
  expect(after).toHaveLength(total);
  for (const [index, [location, city]] of locations.entries()) {
    const group = after.find((candidate) => candidate._id.equals(ids[index]!))!;
    expect(group.location).toBe(location);
    expect(group.place?.name ?? null).toBe(city);
    if (city) expect(group.place?.point?.coordinates).toHaveLength(2);
  }
  expect(after.find((group) => group._id.equals(removed))!.place).toBeNull();

  const again = await startOn(writer.database.connection.db!.databaseName);
  expect(await again.groups.placesMigrated).toBe(0);
  expect(await again.model.find().lean()).toEqual(await app.model.find().lean());
});
