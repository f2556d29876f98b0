import { gql } from '@apollo/client';
import { createCache } from '@/apollo/cache';
import { groupListKey, parseGroupListKey } from '@/apollo/groupListKey';

describe('the cache key of a group list', () => {
  it('keys a list by search and sort only, so every page size and page of one list share it', () => {
    const key = groupListKey({ search: 'Photo', sort: 'NAME_ASC', first: 6, after: 'c6' });
    expect(key).toBe(groupListKey({ search: 'photo', sort: 'NAME_ASC', first: 20 }));
    expect(key).not.toBe(groupListKey({ search: 'photo', sort: 'NAME_DESC' }));
  });

  it('treats searches differing in case or surrounding spaces, and no arguments, as the server does', () => {
    expect(groupListKey({ search: '  Chess ' })).toBe(groupListKey({ search: 'chess', sort: 'NAME_ASC' }));
    expect(groupListKey(null)).toBe(groupListKey({ search: null, sort: 'NAME_ASC' }));
  });

  it('keys the unfiltered All Groups list (an empty filter, no order) as the plain list, and filtered ones apart', () => {
    const plain = groupListKey({ search: null, sort: 'NAME_ASC' });
    expect(groupListKey({ search: null, filter: {}, orderBy: null, first: 20 })).toBe(plain);
    expect(parseGroupListKey(`groups:${plain}`)).toEqual({ search: '', sort: 'NAME_ASC' });
    const filtered = groupListKey({ filter: { hasOpenSpots: true } });
    const ordered = groupListKey({ filter: {}, orderBy: { field: 'START_DATE', direction: 'ASC' } });
    expect(new Set([plain, filtered, ordered]).size).toBe(3);
    // The cache edits cannot tell where a group belongs in a filtered or reordered list: left alone.
    expect(parseGroupListKey(`groups:${filtered}`)).toBeNull();
    expect(parseGroupListKey(`groups:${ordered}`)).toBeNull();
  });

  it('reads back what it wrote, from the store field name Apollo makes of it', () => {
    const key = groupListKey({ search: ' Board: "Games" ', sort: 'NAME_DESC' });
    expect(parseGroupListKey(`groups:${key}`)).toEqual({ search: 'board: "games"', sort: 'NAME_DESC' });
  });

  it('reads nothing from keys that are not group list keys', () => {
    for (const name of [
      'groups',
      'groups:all',
      'groups:{"search":"x"}',
      'groups:{"search":1,"sort":"NAME_ASC"}',
      'groups:[',
    ]) {
      expect(parseGroupListKey(name)).toBeNull();
    }
  });
});

const ListQuery = gql`
  query List($first: Int!) {
    groups(first: $first) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        groupName
      }
    }
  }
`;

function page(count: number, total: number) {
  const nodes = Array.from({ length: count }, (_, i) => ({
    __typename: 'Group',
    id: `g${i}`,
    groupName: `Group ${i}`,
  }));
  return {
    groups: {
      __typename: 'GroupConnection',
      totalCount: total,
      pageInfo: { __typename: 'PageInfo', hasNextPage: count < total, endCursor: `c${count}` },
      nodes,
    },
  };
}

describe('a stored group list answering a query for a page size', () => {
  it('does not answer a query for more items than it holds while the server has more', () => {
    const cache = createCache();
    cache.writeQuery({ query: ListQuery, variables: { first: 6 }, data: page(6, 30) });
    expect(cache.readQuery({ query: ListQuery, variables: { first: 20 } })).toBeNull();
    expect(cache.readQuery({ query: ListQuery, variables: { first: 6 } })).toEqual(page(6, 30));
  });

  it('answers a query for fewer items, and any query once it holds the whole list', () => {
    const cache = createCache();
    cache.writeQuery({ query: ListQuery, variables: { first: 20 }, data: page(20, 30) });
    expect(cache.readQuery({ query: ListQuery, variables: { first: 6 } })).toEqual(page(20, 30));
    cache.writeQuery({ query: ListQuery, variables: { first: 6 }, data: page(4, 4) });
    expect(cache.readQuery({ query: ListQuery, variables: { first: 20 } })).toEqual(page(4, 4));
  });
});
