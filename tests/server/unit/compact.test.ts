import { ObjectId } from 'mongodb';
import { shareValues, ValuePool } from '@/groups/compact';

/**
 * Kept documents share their repeated values and hold their arrays at exactly their length
 * (server/src/groups/compact.ts): what every reader sees must not change.
 */

function groupDocument(name: string) {
  return {
    _id: new ObjectId(),
    groupName: name,
    hobbyCategory: 'RUNNING',
    userEmail: 'organizer@example.com',
    startDate: new Date('2026-12-01T00:00:00Z'),
    createdAt: new Date('2026-11-01T10:00:00Z'),
    updatedAt: new Date('2026-11-01T10:00:00Z'),
    place: {
      id: '2950159',
      name: 'Berlin',
      point: { type: 'Point', coordinates: [13.41053, 52.52437] },
      population: null,
    },
    schedule: { frequency: 'WEEKLY', days: ['TUESDAY'], exceptions: [{ on: new Date('2026-12-08T00:00:00Z') }] },
    tags: [1, 'two', { three: 3 }, [4]],
    empty: [],
  };
}

it('leaves every value of a document as it was, arrays included', () => {
  const pool = new ValuePool();
  const document = groupDocument('Trail Runners');
  const before = structuredClone(document);
  shareValues(document, pool);
  expect(document).toEqual(before);
  expect(Array.isArray(document.place.point.coordinates)).toBe(true);
  expect(document.place.point.coordinates).toHaveLength(2);
  document.place.point.coordinates.push(1);
  expect(document.place.point.coordinates).toEqual([13.41053, 52.52437, 1]);
});

it('shares repeated strings and dates between documents, but never their objects', () => {
  const pool = new ValuePool();
  const [first, second] = [groupDocument('Trail Runners'), groupDocument('Park Run')];
  shareValues(first, pool);
  shareValues(second, pool);
  expect(second.startDate).toBe(first.startDate);
  expect(second.schedule.exceptions[0]!.on).toBe(first.schedule.exceptions[0]!.on);
  expect(second.updatedAt).toBe(second.createdAt);
  expect(second.place).not.toBe(first.place);
  expect(second.place.point.coordinates).not.toBe(first.place.point.coordinates);
  expect(second.schedule.days).not.toBe(first.schedule.days);
});
