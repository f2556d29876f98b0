import { graphqlRequest, rest, type GraphQLResponse } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { DeleteGroupMutation, GroupsByEmailQuery, GroupsQuery, UpdateGroupMutation } from '../documents';
import { createGroupAs, onlyError, uniqueName, type RestError, withoutRateLimits } from '../fixtures';
import type { GroupSort, HobbyCategory, TestGroupsQuery } from '../gql/graphql';

/**
 * Browsing: search, both sorts, cursor pages (GraphQL connections and REST Link headers), and
 * the in-memory listing read model agreeing with the database after any sequence of writes.
 */

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  [app, user] = await Promise.all([startTestApp(withoutRateLimits), createTestUser('Lister')]);
});
afterAll(() => app.stop());

const categoryNames: Record<HobbyCategory, string> = {
  DRAWING_AND_PAINTING: 'Drawing & Painting',
  PHOTOGRAPHY: 'Photography',
  VIDEO_GAMING: 'Video Gaming',
  FISHING: 'Fishing',
  RUNNING: 'Running',
  COOKING: 'Cooking',
  READING: 'Reading',
  WRITING: 'Writing',
};
const categories = Object.keys(categoryNames) as HobbyCategory[];

/** A lower-case tag no other test uses; searching for it scopes a test to its own groups. */
const newTag = () => uniqueName('t').replace(' ', '').toLowerCase();

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What a listing must return, computed straight from the database: groups whose name or
 * category display name contains the search (case-insensitive), by lower-cased name, ties by id.
 */
async function expectedIds(target: TestApp, search: string, sort: GroupSort): Promise<string[]> {
  const needle = search.trim().toLowerCase();
  const docs = await target.model.find().lean();
  const matches = docs
    .filter(
      (doc) =>
        needle === '' ||
        doc.groupName.toLowerCase().includes(needle) ||
        doc.hobbyCategory.toLowerCase().includes(needle),
    )
    .sort(
      (a, b) =>
        compareText(a.groupName.toLowerCase(), b.groupName.toLowerCase()) ||
        compareText(a._id.toString(), b._id.toString()),
    )
    .map((doc) => doc._id.toString());
  return sort === 'NAME_DESC' ? matches.reverse() : matches;
}

/** Pages through `groups` with GraphQL, checking each page's connection invariants. */
async function collectPages(target: TestApp, search: string, sort: GroupSort, first: number, token?: string) {
  const ids: string[] = [];
  const nodes = [];
  let after: string | null = null;
  let totalCount = -1;
  for (let page = 0; page < 1000; page += 1) {
    const res: GraphQLResponse<TestGroupsQuery> = await graphqlRequest(
      target.url,
      GroupsQuery,
      { search, sort, first, after },
      token,
    );
    expect(res.errors).toBeUndefined();
    const connection = res.data!.groups;
    if (totalCount === -1) totalCount = connection.totalCount;
    expect(connection.totalCount).toBe(totalCount);
    expect(connection.edges.map((edge) => edge.node.id)).toEqual(connection.nodes.map((node) => node.id));
    expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
    expect(connection.pageInfo.startCursor).toBe(connection.edges[0]?.cursor ?? null);
    expect(connection.pageInfo.endCursor).toBe(connection.edges.at(-1)?.cursor ?? null);
    ids.push(...connection.nodes.map((node) => node.id));
    nodes.push(...connection.nodes);
    if (!connection.pageInfo.hasNextPage) {
      expect(ids).toHaveLength(totalCount);
      return { ids, nodes, totalCount };
    }
    expect(connection.nodes).toHaveLength(first);
    after = connection.pageInfo.endCursor;
  }
  throw new Error('pagination never ended');
}

describe('search', () => {
  it('matches the group name case-insensitively, as a substring', async () => {
    const tag = newTag();
    const harbour = await createGroupAs(app, user, { groupName: `${tag} Harbour Sketchers` });
    const lakeside = await createGroupAs(app, user, { groupName: `${tag} LAKESIDE anglers`, hobbyCategory: 'FISHING' });
    for (const [search, ids] of [
      [tag.toUpperCase(), [harbour.id, lakeside.id]],
      [`${tag} harbour`, [harbour.id]],
      [`  ${tag} LAKESIDE ANGLERS  `, [lakeside.id]],
      [`${tag} hArBoUr sKeTcH`, [harbour.id]],
      [`${tag} harbour lakeside`, []],
    ] as const) {
      const res = await graphqlRequest(app.url, GroupsQuery, { search });
      expect({ search, ids: res.data!.groups.nodes.map((node) => node.id) }).toEqual({ search, ids });
      expect(res.data!.groups.totalCount).toBe(ids.length);
    }
  });

  it('matches the category display name: "PAINT" finds Drawing & Painting groups', async () => {
    const tag = newTag();
    const brushes = await createGroupAs(app, user, {
      groupName: `${tag} Brushes`,
      hobbyCategory: 'DRAWING_AND_PAINTING',
    });
    const paintball = await createGroupAs(app, user, {
      groupName: `${tag} Paintball Runners`,
      hobbyCategory: 'RUNNING',
    });
    const lenses = await createGroupAs(app, user, { groupName: `${tag} Lenses`, hobbyCategory: 'PHOTOGRAPHY' });
    const res = await graphqlRequest(app.url, GroupsQuery, { search: 'PAINT', first: 100 });
    const ids = res.data!.groups.nodes.map((node) => node.id);
    expect(ids).toEqual(expect.arrayContaining([brushes.id, paintball.id]));
    expect(ids).not.toContain(lenses.id);
    expect(ids).toEqual(await expectedIds(app, 'PAINT', 'NAME_ASC'));
    for (const node of res.data!.groups.nodes) {
      expect(`${node.groupName}\n${node.hobbyCategoryName}`.toLowerCase()).toContain('paint');
    }
    const viaRest = await rest<{ _id: string }[]>(app.url, 'GET', '/groups?search=drawing%20%26%20PAINTING&limit=100');
    expect(viaRest.body.map((group) => group._id)).toEqual(await expectedIds(app, 'drawing & painting', 'NAME_ASC'));
    expect(viaRest.body.map((group) => group._id)).toContain(brushes.id);
  });

  it('does not match across the boundary between name and category', async () => {
    const tag = newTag();
    await createGroupAs(app, user, { groupName: `${tag} Club`, hobbyCategory: 'COOKING' });
    const res = await graphqlRequest(app.url, GroupsQuery, { search: `club\ncooking` });
    expect(res.data!.groups.totalCount).toBe(0);
    const viaRest = await rest<unknown[]>(app.url, 'GET', `/groups?search=${encodeURIComponent(`${tag} club\ncook`)}`);
    expect(viaRest.body).toEqual([]);
  });

  it('the search text is literal, not a pattern', async () => {
    const tag = newTag();
    const special = await createGroupAs(app, user, { groupName: `${tag} a.c (x*) [y] $z ^w \\` });
    await createGroupAs(app, user, { groupName: `${tag} abc xx y z w` });
    for (const search of ['(x*)', '[y]', '$z', '^w', 'a.c', '\\', `${tag} a.c`]) {
      const res = await graphqlRequest(app.url, GroupsQuery, { search, first: 100 });
      const ids = res.data!.groups.nodes.map((node) => node.id);
      expect({ search, found: ids.includes(special.id) }).toEqual({ search, found: true });
      expect({ search, ids }).toEqual({ search, ids: await expectedIds(app, search, 'NAME_ASC') });
    }
    // Patterns that would match everything match nothing literally.
    for (const search of ['.*', '.+', '[a-z]']) {
      expect((await graphqlRequest(app.url, GroupsQuery, { search })).data!.groups.totalCount).toBe(0);
    }
  });

  it('an empty, blank or missing search lists every group', async () => {
    await createGroupAs(app, user, { groupName: uniqueName('Any Group') });
    const all = await app.model.countDocuments();
    for (const search of [undefined, null, '', '   ']) {
      const res = await graphqlRequest(app.url, GroupsQuery, { search, first: 100 });
      expect(res.data!.groups.totalCount).toBe(all);
      expect(res.data!.groups.nodes.map((node) => node.id)).toEqual(await expectedIds(app, '', 'NAME_ASC'));
    }
    const viaRest = await rest(app.url, 'GET', '/groups?search=');
    expect(viaRest.headers.get('x-total-count')).toBe(String(all));
  });

  it('a search of at most 100 characters is fine; 101 is BAD_USER_INPUT / 400', async () => {
    const ok = await graphqlRequest(app.url, GroupsQuery, { search: 'q'.repeat(100) });
    expect(ok.data!.groups.totalCount).toBe(0);
    const tooLong = await graphqlRequest(app.url, GroupsQuery, { search: 'q'.repeat(101) });
    expect(onlyError(tooLong)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { search: expect.any(String) } });
    const viaRest = await rest<RestError>(app.url, 'GET', `/groups?search=${'q'.repeat(101)}`);
    expect(viaRest).toMatchObject({
      status: 400,
      body: { error: 'BAD_USER_INPUT', fields: { search: expect.any(String) } },
    });
  });

  it('finds nothing: an empty connection with null cursors', async () => {
    const res = await graphqlRequest(app.url, GroupsQuery, { search: newTag() });
    expect(res.data!.groups).toEqual({
      totalCount: 0,
      edges: [],
      nodes: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });
});

describe('sort', () => {
  let tag: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    tag = newTag();
    ids = {};
    // Created out of order; "Cherry" before "apple" in a case-sensitive (code point) sort.
    for (const name of ['banana', 'Cherry', 'apple', 'APPLE', 'apple']) {
      const group = await createGroupAs(app, user, { groupName: `${tag} ${name}` });
      ids[`${name}#${Object.keys(ids).length}`] = group.id;
    }
  });

  const namesOf = async (sort?: GroupSort) => {
    const res = await graphqlRequest(app.url, GroupsQuery, { search: tag, ...(sort ? { sort } : {}) });
    return res.data!.groups.nodes.map((node) => node.id);
  };

  it('NAME_ASC is the default: by name, case-insensitive, ties by id', async () => {
    const expected = [ids['apple#2'], ids['APPLE#3'], ids['apple#4'], ids['banana#0'], ids['Cherry#1']];
    expect(await namesOf()).toEqual(expected);
    expect(await namesOf('NAME_ASC')).toEqual(expected);
    // The ties are in id order (ids grow with creation time).
    expect([ids['apple#2'], ids['APPLE#3'], ids['apple#4']]).toEqual(
      [ids['apple#2'], ids['APPLE#3'], ids['apple#4']].sort(),
    );
  });

  it('NAME_DESC is the exact reverse, ties by id descending', async () => {
    expect(await namesOf('NAME_DESC')).toEqual([
      ids['Cherry#1'],
      ids['banana#0'],
      ids['apple#4'],
      ids['APPLE#3'],
      ids['apple#2'],
    ]);
  });

  it('REST sort=asc (default) and sort=desc give the same orders', async () => {
    const restIds = async (query: string) =>
      (await rest<{ _id: string }[]>(app.url, 'GET', `/groups?search=${tag}${query}`)).body.map((group) => group._id);
    expect(await restIds('')).toEqual(await namesOf('NAME_ASC'));
    expect(await restIds('&sort=asc')).toEqual(await namesOf('NAME_ASC'));
    expect(await restIds('&sort=desc')).toEqual(await namesOf('NAME_DESC'));
    expect(await restIds('&sort=DESC')).toEqual(await namesOf('NAME_DESC'));
  });

  it('REST refuses an unknown sort with 400 naming sort', async () => {
    const res = await rest<RestError>(app.url, 'GET', '/groups?sort=popular');
    expect(res).toMatchObject({ status: 400, body: { error: 'BAD_USER_INPUT', fields: { sort: expect.any(String) } } });
  });
});

describe('GraphQL cursor pagination', () => {
  let tag: string;

  beforeAll(async () => {
    tag = newTag();
    // 23 groups: several pages of 5, a short last page, and two name ties spanning a page edge.
    for (let index = 0; index < 23; index += 1) {
      const name = index === 5 || index === 6 ? 'm04' : `m${String(index).padStart(2, '0')}`;
      await createGroupAs(app, user, {
        groupName: `${tag} ${index % 2 ? name.toUpperCase() : name}`,
        hobbyCategory: categories[index % 8],
      });
    }
  });

  it.each<GroupSort>(['NAME_ASC', 'NAME_DESC'])(
    '%s: pages of 5 cover every group once, in order, with totalCount and pageInfo',
    async (sort) => {
      const { ids, totalCount } = await collectPages(app, tag, sort, 5);
      expect(totalCount).toBe(23);
      expect(new Set(ids).size).toBe(23);
      expect(ids).toEqual(await expectedIds(app, tag, sort));
    },
  );

  it.each([1, 2, 22, 23, 100])('any page size (%i) gives the same list', async (first) => {
    const { ids } = await collectPages(app, tag, 'NAME_ASC', first);
    expect(ids).toEqual(await expectedIds(app, tag, 'NAME_ASC'));
  });

  it('totalCount counts the filtered set, not the page or the whole collection', async () => {
    const res = await graphqlRequest(app.url, GroupsQuery, { search: `${tag} m1`, first: 2 });
    // m10 … m19, in any case.
    expect(res.data!.groups.totalCount).toBe(10);
    expect(res.data!.groups.nodes).toHaveLength(2);
    expect(res.data!.groups.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it.each([
    ['not base64 JSON', 'not-a-cursor'],
    ['JSON that is not a cursor', Buffer.from('{"nameKey":"a","id":"b"}').toString('base64url')],
    ['a cursor of the wrong shape', Buffer.from('["a",1]').toString('base64url')],
    ['an id', 'aaaaaaaaaaaaaaaaaaaaaaaa'],
  ])('a bad cursor (%s) is BAD_USER_INPUT naming after', async (_, after) => {
    const res = await graphqlRequest(app.url, GroupsQuery, { after });
    expect(onlyError(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { after: expect.any(String) } });
    const viaRest = await rest<RestError>(app.url, 'GET', `/groups?after=${encodeURIComponent(after)}`);
    expect(viaRest).toMatchObject({
      status: 400,
      body: { error: 'BAD_USER_INPUT', fields: { after: expect.any(String) } },
    });
  });

  it.each([0, -1, 101, 1000])('first: %i is BAD_USER_INPUT naming first', async (first) => {
    const res = await graphqlRequest(app.url, GroupsQuery, { first });
    expect(onlyError(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { first: expect.any(String) } });
  });

  it('first: 1 and first: 100 are fine; the default page is 20', async () => {
    expect((await graphqlRequest(app.url, GroupsQuery, { first: 1 })).data!.groups.nodes).toHaveLength(1);
    const total = await app.model.countDocuments();
    expect((await graphqlRequest(app.url, GroupsQuery, { first: 100 })).data!.groups.nodes).toHaveLength(
      Math.min(100, total),
    );
    expect((await graphqlRequest(app.url, GroupsQuery, {})).data!.groups.nodes).toHaveLength(Math.min(20, total));
  });
});

describe('cursors survive writes between pages: no gaps, no duplicates', () => {
  it.each<GroupSort>(['NAME_ASC', 'NAME_DESC'])(
    '%s: groups inserted before the cursor are not seen, those after it are, deletions are skipped',
    async (sort) => {
      const tag = newTag();
      const made: Record<string, string> = {};
      for (let index = 0; index < 12; index += 1) {
        const name = `k${String(index).padStart(2, '0')}`;
        made[name] = (await createGroupAs(app, user, { groupName: `${tag} ${name}` })).id;
      }
      const first = await graphqlRequest(app.url, GroupsQuery, { search: tag, sort, first: 4 });
      const page1 = first.data!.groups.nodes.map((node) => node.groupName.split(' ')[1]);
      expect(page1).toEqual(sort === 'NAME_ASC' ? ['k00', 'k01', 'k02', 'k03'] : ['k11', 'k10', 'k09', 'k08']);
      const cursorName = page1[3] as string;
      const ascending = sort === 'NAME_ASC';

      // Before the cursor in this order: must not show up later. After it: must.
      const before = [ascending ? 'a-first' : 'z-last', ascending ? 'k01b' : 'k09b'];
      const after = [ascending ? 'z-last' : 'a-first', ascending ? 'k05b' : 'k05b'];
      const inserted: Record<string, string> = {};
      for (const name of [...before, ...after.filter((name) => !before.includes(name))]) {
        inserted[name] = (await createGroupAs(app, user, { groupName: `${tag} ${name}` })).id;
      }
      // A twin of the cursor's group: same name, larger id. Ascending it sorts right after the
      // cursor (seen); descending, right before it (not seen).
      const twin = (await createGroupAs(app, user, { groupName: `${tag} ${cursorName}` })).id;
      // Deleting the cursor's own group and one group further on must not disturb the walk.
      const deletedAhead = ascending ? 'k06' : 'k05';
      for (const name of [cursorName, deletedAhead]) {
        const res = await graphqlRequest(
          app.url,
          DeleteGroupMutation,
          { input: { id: made[name] as string } },
          user.token,
        );
        expect(res.errors).toBeUndefined();
      }

      const seen = [...first.data!.groups.nodes.map((node) => node.id)];
      let cursor = first.data!.groups.pageInfo.endCursor;
      for (let more = true; more;) {
        const res = await graphqlRequest(app.url, GroupsQuery, { search: tag, sort, first: 4, after: cursor });
        expect(res.errors).toBeUndefined();
        seen.push(...res.data!.groups.nodes.map((node) => node.id));
        more = res.data!.groups.pageInfo.hasNextPage;
        cursor = res.data!.groups.pageInfo.endCursor;
      }

      const remainingAfterCursor = Object.entries(made)
        .filter(([name]) => (ascending ? name > cursorName : name < cursorName) && name !== deletedAhead)
        .map(([, id]) => id);
      const expected = [
        ...first.data!.groups.nodes.map((node) => node.id),
        ...remainingAfterCursor,
        ...after.map((name) => inserted[name] as string),
        ...(ascending ? [twin] : []),
      ];
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...new Set(expected)].sort());
      for (const name of before) expect(seen).not.toContain(inserted[name]);
      if (!ascending) expect(seen).not.toContain(twin);
      // And after the first page, the walk followed the current order exactly.
      const current = await expectedIds(app, tag, sort);
      expect(seen.slice(4)).toEqual(current.slice(current.indexOf(seen[4] as string)));
    },
  );
});

/** Parses `Link: <url>; rel="next"`, or null when there is none. */
function nextLink(link: string | null): string | null {
  if (link === null) return null;
  const match = /^<([^>]+)>;\s*rel="next"$/.exec(link);
  if (!match?.[1]) throw new Error(`unexpected Link header: ${link}`);
  return match[1];
}

describe('REST pages: limit, Link rel="next", X-Total-Count', () => {
  let tag: string;

  beforeAll(async () => {
    tag = newTag();
    for (let index = 0; index < 26; index += 1) {
      await createGroupAs(app, user, {
        groupName: `${tag} r${String(25 - index).padStart(2, '0')}`,
        hobbyCategory: categories[index % 8],
      });
    }
  });

  it('limit defaults to 20, with a Link to the rest and the filtered total', async () => {
    const res = await rest<{ _id: string }[]>(app.url, 'GET', `/groups?search=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(20);
    expect(res.headers.get('x-total-count')).toBe('26');
    expect(nextLink(res.headers.get('link'))).toMatch(/^\/groups\?.*after=/);
  });

  it('limit=100 is the maximum; 101, 0, -1, 1.5 and "ten" are 400 naming limit', async () => {
    const ok = await rest<unknown[]>(app.url, 'GET', '/groups?limit=100');
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(Math.min(100, await app.model.countDocuments()));
    for (const limit of ['101', '0', '-1', '1.5', 'ten', '99999']) {
      const res = await rest<RestError>(app.url, 'GET', `/groups?limit=${limit}`);
      expect({ limit, status: res.status }).toEqual({ limit, status: 400 });
      expect(res.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: { limit: expect.any(String) } });
    }
  });

  it.each(['asc', 'desc'])(
    'following Link to the end (sort=%s, limit=7) collects exactly the matching groups, in order',
    async (sort) => {
      const expected = await expectedIds(app, tag, sort === 'desc' ? 'NAME_DESC' : 'NAME_ASC');
      const collected: string[] = [];
      let path: string | null = `/groups?search=${tag}&sort=${sort}&limit=7`;
      let pages = 0;
      while (path) {
        const res: { status: number; headers: Headers; body: { _id: string }[] } = await rest<{ _id: string }[]>(
          app.url,
          'GET',
          path,
        );
        expect(res.status).toBe(200);
        expect(res.headers.get('x-total-count')).toBe('26');
        collected.push(...res.body.map((group) => group._id));
        pages += 1;
        path = nextLink(res.headers.get('link'));
        if (path) {
          expect(res.body).toHaveLength(7);
          // The next link keeps the request's search, sort and limit.
          const query = new URL(path, app.url).searchParams;
          expect({ search: query.get('search'), sort: query.get('sort'), limit: query.get('limit') }).toEqual({
            search: tag,
            sort,
            limit: '7',
          });
        }
      }
      expect(pages).toBe(4);
      expect(collected).toEqual(expected);
    },
  );

  it('the last page has no Link header', async () => {
    const res = await rest<unknown[]>(app.url, 'GET', `/groups?search=${tag}&limit=26`);
    expect(res.body).toHaveLength(26);
    expect(res.headers.get('link')).toBeNull();
  });
});

/** A small deterministic PRNG (mulberry32), so the random walk below is the same every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the in-memory listing never disagrees with the database', () => {
  let own: TestApp;
  let users: TestUser[];

  beforeAll(async () => {
    [own, ...users] = await Promise.all([
      startTestApp(withoutRateLimits),
      createTestUser('Walker One'),
      createTestUser('Walker Two'),
    ]);
  });
  afterAll(() => own.stop());

  it('after each of 60 seeded random creates, updates and deletes, every search and sort matches', async () => {
    const random = seededRandom(20_261_123);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    // A small vocabulary, so names tie, share substrings and differ only in case.
    const words = ['Paint', 'paint', 'Cook', 'Run', 'Read', 'Fish', 'Lens', 'Pixel', 'Ink', 'ink'];
    const searches = ['', 'paint', 'ING', 'in', 'pixel ', 'video gaming', 'k ', 'zzz'];
    const live = new Map<string, TestUser>();
    const log: string[] = [];

    for (let step = 0; step < 60; step += 1) {
      const ids = [...live.keys()];
      const roll = ids.length < 4 ? 0 : random();
      if (roll < 0.45) {
        const owner = pick(users);
        const groupName = `${pick(words)} ${pick(words)}`;
        const group = await createGroupAs(own, owner, { groupName, hobbyCategory: pick(categories) });
        live.set(group.id, owner);
        log.push(`create ${groupName}`);
      } else if (roll < 0.8) {
        const id = pick(ids);
        const input =
          random() < 0.6
            ? { id, hobbyCategory: pick(categories) }
            : { id, location: `Place ${step}`, maxMembers: 1 + Math.floor(random() * 50) };
        const res = await graphqlRequest(own.url, UpdateGroupMutation, { input }, live.get(id)?.token);
        expect(res.errors).toBeUndefined();
        log.push(`update ${JSON.stringify(input)}`);
      } else {
        const id = pick(ids);
        const res = await graphqlRequest(own.url, DeleteGroupMutation, { input: { id } }, live.get(id)?.token);
        expect(res.errors).toBeUndefined();
        live.delete(id);
        log.push(`delete ${id}`);
      }

      const stored = new Map((await own.model.find().lean()).map((doc) => [doc._id.toString(), doc]));
      expect(stored.size).toBe(live.size);
      for (const search of [pick(searches), pick(searches)]) {
        for (const sort of ['NAME_ASC', 'NAME_DESC'] as const) {
          const context = `after step ${step} (${log.at(-1)}), search ${JSON.stringify(search)} ${sort}`;
          const { ids: listed, nodes, totalCount } = await collectPages(own, search, sort, 6);
          const expected = await expectedIds(own, search, sort);
          expect({ context, listed, totalCount }).toEqual({ context, listed: expected, totalCount: expected.length });
          // The documents shown are the stored ones, not stale copies.
          for (const node of nodes) {
            const doc = stored.get(node.id);
            expect({ context, node: { ...node } }).toMatchObject({
              context,
              node: {
                groupName: doc?.groupName,
                hobbyCategoryName: doc?.hobbyCategory,
                location: doc?.location,
                maxMembers: doc?.maxMembers,
                updatedAt: doc?.updatedAt.toISOString(),
              },
            });
          }
        }
      }
      const owner = pick(users);
      const mine = await graphqlRequest(own.url, GroupsByEmailQuery, { email: owner.email, first: 100 }, owner.token);
      const ownedIds = [...stored.values()]
        .filter((doc) => doc.ownerUid === owner.uid)
        .map((doc) => doc._id.toString());
      expect(mine.data!.groupsByEmail.totalCount).toBe(ownedIds.length);
      expect(mine.data!.groupsByEmail.nodes.map((node) => node.id).sort()).toEqual(ownedIds.sort());
    }
    expect(log.filter((entry) => entry.startsWith('create')).length).toBeGreaterThan(15);
    expect(log.filter((entry) => entry.startsWith('update')).length).toBeGreaterThan(10);
    expect(log.filter((entry) => entry.startsWith('delete')).length).toBeGreaterThan(5);
  });
});
