import { listingBounds } from '@/bounds';
import type { ListingEntry } from '@/groups/listingOrder';
import { RememberedMatches } from '@/groups/rememberedMatches';

/**
 * The listing remembers recent browses' matches until its next write (server/src/groups/
 * rememberedMatches.ts), within a bound on questions and one on the entries they hold together.
 */
const entry = { id: 'g' } as unknown as ListingEntry;
const matchesOf = (length: number): readonly ListingEntry[] => new Array<ListingEntry>(length).fill(entry);

describe('RememberedMatches', () => {
  it('computes a question once and answers it again from memory until cleared', () => {
    const remembered = new RememberedMatches();
    const compute = jest.fn(() => matchesOf(3));
    const first = remembered.of('q', compute);
    expect(remembered.of('q', compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    remembered.clear();
    remembered.of('q', compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('holds at most the bound of questions, forgetting the oldest', () => {
    const remembered = new RememberedMatches();
    for (let i = 0; i <= listingBounds.rememberedResults; i += 1) remembered.of(`q${i}`, () => matchesOf(1));
    expect(remembered.heldEntries).toBe(listingBounds.rememberedResults);
    const compute = jest.fn(() => matchesOf(1));
    remembered.of('q0', compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('holds at most the bound of entries across questions, forgetting the oldest first', () => {
    const remembered = new RememberedMatches();
    const third = Math.floor(listingBounds.rememberedEntries / 3);
    for (const question of ['a', 'b', 'c']) remembered.of(question, () => matchesOf(third));
    expect(remembered.heldEntries).toBe(3 * third);
    remembered.of('d', () => matchesOf(third));
    expect(remembered.heldEntries).toBe(3 * third);
    const again = jest.fn(() => matchesOf(third));
    remembered.of('b', again);
    expect(again).not.toHaveBeenCalled();
    remembered.of('a', again);
    expect(again).toHaveBeenCalledTimes(1);
    expect(remembered.heldEntries).toBeLessThanOrEqual(listingBounds.rememberedEntries);
  });

  it('answers a result larger than the whole budget without keeping it', () => {
    const remembered = new RememberedMatches();
    remembered.of('small', () => matchesOf(5));
    const huge = remembered.of('huge', () => matchesOf(listingBounds.rememberedEntries + 1));
    expect(huge).toHaveLength(listingBounds.rememberedEntries + 1);
    expect(remembered.heldEntries).toBe(5);
  });
});
