import fc from 'fast-check';
import { Types } from 'mongoose';
import { hobbyCategoryNames } from '@/groups/categories';
import { GroupListing, type ListingFields } from '@/groups/listing';

/**
 * The listing's search (one native scan of all names joined) against the obvious definition:
 * every group whose lower-cased name or category contains the trimmed text, in name order, ties by id.
 */
function groupNamed(nameKey: string, category = 0): ListingFields {
  return {
    _id: new Types.ObjectId(),
    nameKey,
    groupName: nameKey,
    hobbyCategory: hobbyCategoryNames[category % hobbyCategoryNames.length]!,
    userEmail: 'owner@example.com',
    location: 'Town Hall',
    startDate: new Date('2027-01-01T00:00:00Z'),
    maxMembers: 10,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };
}

function expected(groups: ListingFields[], search: string): string[] {
  const needle = search.trim(); // surrounding whitespace is not part of a search
  return groups
    .filter((group) => group.nameKey.includes(needle) || group.hobbyCategory.toLowerCase().includes(needle))
    .map((group) => ({ key: group.nameKey, id: group._id.toString() }))
    .sort((a, b) => (a.key !== b.key ? (a.key < b.key ? -1 : 1) : a.id < b.id ? -1 : 1))
    .map((entry) => entry.id);
}

function found(listing: GroupListing, search: string): string[] {
  return listing.query({ search, descending: false, first: 100_000 }).entries.map((entry) => entry.id);
}

describe('listing search', () => {
  it('never matches across two names, and finds every name that holds the text', () => {
    const groups = [groupNamed('ab'), groupNamed('cd'), groupNamed('bcb'), groupNamed('b\nc'), groupNamed('xbc')];
    const listing = new GroupListing();
    listing.load(groups);
    expect(found(listing, 'bc')).toEqual(expected(groups, 'bc'));
    expect(found(listing, 'b\nc')).toEqual(expected(groups, 'b\nc'));
    expect(found(listing, 'cd')).toEqual(expected(groups, 'cd'));
    expect(found(listing, 'phot')).toEqual(expected(groups, 'phot')); // a category, not a name
  });

  it('agrees with the definition for random names, writes and texts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[abc\n ]{0,6}$/), fc.nat(7)), { maxLength: 40 }),
        fc.array(fc.nat(39), { maxLength: 5 }),
        fc.stringMatching(/^[abc\n ]{1,3}$|^(ing|run|wri)$/),
        (named, removed, needle) => {
          const groups = named.map(([name, category]) => groupNamed(name, category));
          const listing = new GroupListing();
          listing.load(groups.slice(0, Math.floor(groups.length / 2)));
          for (const group of groups.slice(Math.floor(groups.length / 2))) listing.upsert(group);
          const gone = new Set(removed.map((index) => groups[index]?._id.toString()));
          for (const id of gone) if (id) listing.remove(id);
          const kept = groups.filter((group) => !gone.has(group._id.toString()));
          // Right after writes the search scans entry by entry; once the name text is rebuilt, through it.
          expect(found(listing, needle)).toEqual(expected(kept, needle));
          listing.indexNames();
          expect(found(listing, needle)).toEqual(expected(kept, needle));
        },
      ),
      { numRuns: 500 },
    );
  });
});
