import { parse } from 'graphql';
import { isSharedDocument } from '@/graphql/answerCache';
import { graphqlRequest, rawRequest, rest, type RawResponse } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { DeleteAccountMutation } from '../accountDocuments';
import { createRestGroupAs, uniqueName, withoutRateLimits } from '../fixtures';

/**
 * A signed-in person's read is answered from the bytes kept for guests (and fills them) only
 * where it is the same for them (server/src/http/anonymousAnswers.ts `sharedWith`,
 * server/src/graphql/answerCache.ts `isSharedDocument`): these prove, through the real stack,
 * that nobody gets another person's answer, that an organizer still sees their own, and that
 * a refused token is refused whatever is kept.
 */

let app: TestApp;
let owner: TestUser;
let stranger: TestUser;
const word = uniqueName('Shared').replace(/\W/g, '');
const browsePath = `/groups?search=${word}&limit=10`;
let groupId: string;

beforeAll(async () => {
  [app, owner, stranger] = await Promise.all([
    startTestApp(withoutRateLimits),
    createTestUser('Olga Owner'),
    createTestUser('Sam Stranger'),
  ]);
  groupId = await createRestGroupAs(app, owner, { groupName: `${word} Alpha` });
});
afterAll(() => app.stop());

const auth = (user?: TestUser): Record<string, string> =>
  user ? { authorization: `Bearer ${user.token}` } : ({} as Record<string, string>);

function browse(user?: TestUser): Promise<RawResponse> {
  return rawRequest(`${app.url}${browsePath}`, { accept: 'application/json', ...auth(user) });
}

/** The All Groups card's question: no field in it depends on who asks. */
const cardQuery = `query SharedCards($search: String) {
  groups(search: $search, first: 10) { totalCount nodes { id groupName memberCount spotsLeft waitlistCount } }
}`;

function askCards(user?: TestUser, query = cardQuery, variables: object = { search: word }): Promise<RawResponse> {
  return rawRequest(
    `${app.url}/graphql`,
    { 'content-type': 'application/json', ...auth(user) },
    JSON.stringify({ query, variables }),
  );
}

const json = (response: RawResponse): unknown => JSON.parse(response.body.toString('utf8'));

describe('signed-in askers share a guest answer only where it is the same for them', () => {
  it('GET /groups: a stranger and a guest get the same bytes (each with their Cache-Control); the organizer still gets their email', async () => {
    // The stranger asks first, then the guest (a question is kept from its second ask), then the
    // stranger again (kept).
    const strangerFirst = await browse(stranger);
    const guest = await browse();
    const strangerAgain = await browse(stranger);
    expect([strangerFirst.status, guest.status, strangerAgain.status]).toEqual([200, 200, 200]);
    expect(strangerFirst.body.equals(guest.body)).toBe(true);
    expect(strangerAgain.body.equals(guest.body)).toBe(true);
    expect(strangerAgain.headers.etag).toBe(guest.headers.etag);
    expect(guest.headers['cache-control']).toBe('public, no-cache');
    expect(strangerAgain.headers['cache-control']).toBe('private, no-store');
    expect(strangerAgain.headers['x-total-count']).toBe('1');
    expect(json(strangerAgain)).toEqual([expect.not.objectContaining({ userEmail: expect.anything() as unknown })]);

    // The page holds the owner's group: their answer is their own, before and after the kept one.
    const own = await rest<{ _id: string; userEmail?: string }[]>(app.url, 'GET', browsePath, { token: owner.token });
    expect(own.body.find((group) => group._id === groupId)?.userEmail).toBe(owner.email);
    const guestAfter = await browse();
    expect(json(guestAfter)).toEqual(json(guest));
  });

  it('GET /groups filtered by organizer: the organizer gets their page, never kept for a guest or another person', async () => {
    const path = `/groups?organizer=${encodeURIComponent(owner.email)}&limit=10`;
    const own = await rest<{ _id: string }[]>(app.url, 'GET', path, { token: owner.token });
    expect(own.status).toBe(200);
    expect(own.body.map((group) => group._id)).toContain(groupId);
    expect((await rest(app.url, 'GET', path)).status).toBe(401);
    expect((await rest(app.url, 'GET', path, { token: stranger.token })).status).toBe(403);
  });

  it('GraphQL: a question with no viewer field is shared; one with viewer fields is answered for each asker', async () => {
    const strangerFirst = await askCards(stranger);
    const guest = await askCards();
    const strangerAgain = await askCards(stranger);
    expect(strangerFirst.body.equals(guest.body)).toBe(true);
    expect(strangerAgain.body.equals(guest.body)).toBe(true);
    expect(strangerAgain.headers['cache-control']).toBe('no-store');

    const withViewer = `query SharedNot($search: String) { groups(search: $search, first: 10) { nodes { id userEmail viewerIsOwner } } }`;
    const ownFirst = json(await askCards(owner, withViewer));
    const guestNext = json(await askCards(undefined, withViewer));
    const ownAgain = json(await askCards(owner, withViewer));
    const node = { id: groupId };
    expect(ownFirst).toEqual({
      data: { groups: { nodes: [{ ...node, userEmail: owner.email, viewerIsOwner: true }] } },
    });
    expect(guestNext).toEqual({ data: { groups: { nodes: [{ ...node, userEmail: null, viewerIsOwner: false }] } } });
    expect(ownAgain).toEqual(ownFirst);
  });

  it('GraphQL filtered by organizer (in the document or the variables): the organizer’s answer never reaches a guest', async () => {
    const byVariables = `query SharedOwn($filter: GroupFilter) { groups(filter: $filter, first: 10) { nodes { id } } }`;
    const variables = { filter: { organizerEmail: owner.email } };
    const inline = `query SharedOwnInline { groups(filter: { organizerEmail: "${owner.email}" }, first: 10) { nodes { id } } }`;
    for (const [query, vars] of [
      [byVariables, variables],
      [inline, {}],
    ] as const) {
      const own = json(await askCards(owner, query, vars)) as { data: { groups: { nodes: { id: string }[] } } };
      expect(own.data.groups.nodes.map((group) => group.id)).toContain(groupId);
      const guest = json(await askCards(undefined, query, vars)) as { errors?: { extensions: { code: string } }[] };
      expect(guest.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      const other = json(await askCards(stranger, query, vars)) as { errors?: { extensions: { code: string } }[] };
      expect(other.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
  });

  it('a refused token gets 401 though the answer it asks for is kept: a malformed one, and a deleted account’s', async () => {
    const leaving = await createTestUser('Lee Leaving');
    // Twice each: a question is kept from its second ask.
    for (let ask = 0; ask < 2; ask += 1) {
      expect((await browse(leaving)).status).toBe(200);
      expect((await askCards(leaving)).status).toBe(200);
    }
    const deleted = await graphqlRequest(app.url, DeleteAccountMutation, { input: { confirm: true } }, leaving.token);
    expect(deleted.data?.deleteAccount.deletedUserId).toBe(leaving.uid);
    for (const headers of [{ authorization: `Bearer ${leaving.token}` }, { authorization: 'Bearer not-a-token' }]) {
      const kept = await rawRequest(`${app.url}${browsePath}`, { accept: 'application/json', ...headers });
      expect(kept.status).toBe(401);
      const question = JSON.stringify({ query: cardQuery, variables: { search: word } });
      const asked = await rawRequest(
        `${app.url}/graphql`,
        { 'content-type': 'application/json', ...headers },
        question,
      );
      expect((json(asked) as { errors?: { extensions: { code: string } }[] }).errors?.[0]?.extensions.code).toBe(
        'UNAUTHENTICATED',
      );
    }
  });
});

describe('isSharedDocument', () => {
  it.each([
    ['the card page', cardQuery, true],
    [
      'the card with its next meeting',
      '{ groups(first: 1) { nodes { id nextMeeting { startsAt allDay timeZone frequency interval } } } }',
      true,
    ],
    ['a group schedule (sessions change without a group event)', '{ group(id: "x") { schedule { startsAt } } }', false],
    ['counts and categories', '{ groupCounts { category name count } hobbyCategories { value name } }', true],
    ['a viewer field', '{ groups(first: 1) { nodes { id viewerIsMember } } }', false],
    ['the organizer email', '{ group(id: "x") { id userEmail } }', false],
    ['an organizer filter', '{ groups(first: 1, filter: { organizerEmail: "a@b.c" }) { totalCount } }', false],
    ['a fragment with a viewer field', '{ group(id: "x") { ...F } } fragment F on Group { id viewerRole }', false],
    ['a private root field', '{ viewer { id } }', false],
    ['a mutation', 'mutation { markAllNotificationsRead { markedCount } }', false],
  ])('%s', (_name, query, shared) => {
    expect(isSharedDocument(parse(query))).toBe(shared);
  });
});
