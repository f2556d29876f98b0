import { makeRoomFor } from '@/boundedCollections';

/**
 * The in-memory caches bounded in bounds.ts forget their oldest key to make room for a new one
 * (server/src/boundedCollections.ts): never more than their bound, never a key they still need.
 */
describe('makeRoomFor', () => {
  it('keeps a Map within its bound by forgetting the keys held longest', () => {
    const map = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      makeRoomFor(map, key, 3);
      map.set(key, index);
      expect(map.size).toBeLessThanOrEqual(3);
    }
    expect([...map.keys()]).toEqual(['c', 'd', 'e']);
  });

  it('forgets nothing for a key it already holds', () => {
    const set = new Set([1, 2, 3]);
    makeRoomFor(set, 2, 3);
    expect([...set]).toEqual([1, 2, 3]);
    makeRoomFor(set, 4, 3);
    set.add(4);
    expect([...set]).toEqual([2, 3, 4]);
  });

  it('brings a collection already over its bound back within it', () => {
    const set = new Set([1, 2, 3, 4, 5]);
    makeRoomFor(set, 6, 2);
    expect([...set]).toEqual([5]);
  });

  it('leaves a collection bounded at nothing empty', () => {
    const map = new Map([['a', 1]]);
    makeRoomFor(map, 'b', 0);
    expect(map.size).toBe(0);
  });
});
