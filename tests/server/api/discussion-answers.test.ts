import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { createLogger } from '@/logger';
import { addDiscussionPolicies } from '../../../client/src/discussion/cachePolicies';
import { ThreadPageDocument, ThreadViewerDocument } from '../../../client/src/gql/graphql';
import { decode, graphqlRequest, rawRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, withoutRateLimits } from '../fixtures';
import { JoinGroupMutation, LeaveGroupMutation } from '../membershipDocuments';

/**
 * A thread's page over GraphQL is answered from bytes kept per reader role with the thread
 * (graphql/threadAnswers.ts): every reader gets exactly what Apollo would have answered them —
 * their role's view (an organizer sees hidden replies, a member does not, a visitor only the
 * public answer), their own posts as theirs — and every change of the thread shows at once.
 */

let app: TestApp;
let organizer: TestUser;
let author: TestUser;
let writer: TestUser;
let peer: TestUser;
let other: TestUser;
let groupId: string;

beforeAll(async () => {
  [app, organizer, author, writer, peer, other] = await Promise.all([
    // Kept threads that would live ten minutes: only a change can explain a page built again.
    startTestApp({
      ...withoutRateLimits,
      logger: createLogger('error'),
      discussionCache: { threads: 100, maxAgeMs: 600_000, revisions: 10_000, follows: 1_000 },
    }),
    createTestUser('Orla Organizer'),
    createTestUser('Ada Author'),
    createTestUser('Wes Writer'),
    createTestUser('Pia Peer'),
    createTestUser('Oli Other'),
  ]);
  groupId = (await createGroupAs(app, organizer)).id;
  for (const user of [author, writer, peer, other]) {
    const joined = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, user.token);
    if (joined.errors) throw new Error(JSON.stringify(joined.errors));
  }
});
afterAll(() => app.stop());
afterEach(() => jest.restoreAllMocks());

/** The page a client asks for: the thread and its first replies (no field of the viewer's own). */
const threadPage = `query AnswersThreadPage($id: ID!) {
  discussionThread(id: $id) {
    id title isMine hidden answered replyCount
    replies(first: 10) { nodes { id bodyHtml isMine hidden isAnswer } nextCursor }
  }
}`;

interface Page {
  id: string;
  title: string;
  isMine: boolean;
  hidden: boolean;
  answered: boolean;
  replyCount: number;
  replies: { nodes: { id: string; bodyHtml: string; isMine: boolean; hidden: boolean; isAnswer: boolean }[] };
}

async function read(user: TestUser | null, threadId: string, query = threadPage) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip',
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
    },
    body: JSON.stringify({ query, variables: { id: threadId } }),
  });
  const body = (await res.json()) as {
    data?: { discussionThread: Page | null };
    errors?: { extensions?: { code?: string } }[];
  };
  return {
    etag: res.headers.get('etag'),
    thread: body.data?.discussionThread ?? null,
    code: body.errors?.[0]?.extensions?.code,
  };
}

const idsOf = (page: { thread: Page | null }) => page.thread?.replies.nodes.map((node) => node.id);

async function startThread(title: string, isQuestion = false): Promise<string> {
  const res = await rest<{ id: string }>(app.url, 'POST', `/groups/${groupId}/threads`, {
    body: { title, body: 'What do we bring?', isQuestion },
    token: author.token,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function reply(threadId: string, body: string, user = writer): Promise<string> {
  const res = await rest<{ id: string }>(app.url, 'POST', `/threads/${threadId}/replies`, {
    body: { body },
    token: user.token,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function put(path: string, body: object, user = organizer) {
  expect((await rest(app.url, 'PUT', path, { body, token: user.token })).status).toBe(200);
}

it('answers each role its own page: the organizer’s hidden replies never reach a member or a visitor', async () => {
  const threadId = await startThread('Parking?', true);
  const answer = await reply(threadId, 'Behind the hall.');
  const spam = await reply(threadId, 'Buy cheap watches.');
  const last = await reply(threadId, 'Or at the station.');
  await put(`/replies/${spam}/hidden`, { hidden: true });
  await put(`/threads/${threadId}/answer`, { replyId: answer }, author);
  await put(`/threads/${threadId}/public`, { isPublic: true });

  // The organizer first: their page (with the hidden reply) is the first one kept.
  const organizerPage = await read(organizer, threadId);
  expect(idsOf(organizerPage)).toEqual([answer, spam, last]);
  expect(await read(organizer, threadId)).toEqual(organizerPage);

  // A member after them is not given it; then a second member gets the member's kept page.
  const memberPage = await read(peer, threadId);
  expect(idsOf(memberPage)).toEqual([answer, last]);
  expect(memberPage.thread?.replyCount).toBe(2);
  const executions = jest.spyOn(app.features.discussion.replies, 'list');
  expect(await read(other, threadId)).toEqual(memberPage);
  expect(await read(peer, threadId)).toEqual(memberPage);
  // Both were answered from the kept bytes: no resolver of the replies ran.
  expect(executions).not.toHaveBeenCalled();
  expect(memberPage.etag).not.toBe(organizerPage.etag);

  // A visitor (the group's FAQ) sees only the answer, however often the others asked.
  const visitorPage = await read(null, threadId);
  expect(idsOf(visitorPage)).toEqual([answer]);
  expect(visitorPage.thread?.replyCount).toBe(1);
  expect(await read(null, threadId)).toEqual(visitorPage);
  expect(idsOf(await read(organizer, threadId))).toEqual([answer, spam, last]);
});

it('answers the authors their own page: their posts are theirs, hidden ones too', async () => {
  const threadId = await startThread('Snacks?');
  const own = await reply(threadId, 'Crisps.', peer);
  const theirs = await reply(threadId, 'Fruit.');
  await put(`/replies/${own}/hidden`, { hidden: true });

  // A member who wrote nothing first (kept), then the authors.
  const plain = await read(other, threadId);
  expect(idsOf(plain)).toEqual([theirs]);
  expect(plain.thread?.isMine).toBe(false);
  const replier = await read(peer, threadId);
  expect(replier.thread?.replies.nodes).toEqual([
    expect.objectContaining({ id: own, isMine: true, hidden: true }),
    expect.objectContaining({ id: theirs, isMine: false }),
  ]);
  const starter = await read(author, threadId);
  expect(starter.thread?.isMine).toBe(true);
  expect(idsOf(starter)).toEqual([theirs]);
  expect(await read(other, threadId)).toEqual(plain);
});

it('shows a reply, an edit, a hide, an answer and a deletion on the next read', async () => {
  const threadId = await startThread('Gate code?', true);
  const first = await reply(threadId, 'It is 1234.');
  const before = await read(peer, threadId);
  expect(idsOf(before)).toEqual([first]);
  expect(await read(peer, threadId)).toEqual(before);

  const second = await reply(threadId, 'Or ring the bell.');
  expect(idsOf(await read(peer, threadId))).toEqual([first, second]);

  expect(
    (await rest(app.url, 'PATCH', `/replies/${first}`, { body: { body: 'It is **4321**.' }, token: writer.token }))
      .status,
  ).toBe(200);
  expect((await read(peer, threadId)).thread?.replies.nodes[0]?.bodyHtml).toContain('<strong>4321</strong>');

  await put(`/threads/${threadId}/answer`, { replyId: first }, author);
  const answered = await read(peer, threadId);
  expect(answered.thread?.answered).toBe(true);
  expect(answered.thread?.replies.nodes.map((node) => node.isAnswer)).toEqual([true, false]);

  await put(`/replies/${second}/hidden`, { hidden: true });
  expect(idsOf(await read(peer, threadId))).toEqual([first]);
  expect(idsOf(await read(organizer, threadId))).toEqual([first, second]);

  expect((await rest(app.url, 'DELETE', `/replies/${first}`, { token: writer.token })).status).toBe(200);
  const after = await read(peer, threadId);
  expect(idsOf(after)).toEqual([]);
  expect(after.thread?.answered).toBe(false);

  // The thread hidden: gone for members who did not write it, at once.
  await put(`/threads/${threadId}/hidden`, { hidden: true });
  expect(await read(peer, threadId)).toEqual(expect.objectContaining({ thread: null, code: 'NOT_FOUND' }));
});

it('answers a member who left as the outsider they now are', async () => {
  const leaver = await createTestUser('Lee Leaver');
  await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, leaver.token);
  const threadId = await startThread('Members only');
  await reply(threadId, 'Only for us.');
  const asMember = await read(leaver, threadId);
  expect(idsOf(asMember)).toHaveLength(1);
  expect(await read(peer, threadId)).toEqual(asMember);

  const left = await graphqlRequest(app.url, LeaveGroupMutation, { input: { id: groupId } }, leaver.token);
  expect(left.errors).toBeUndefined();
  expect(await read(leaver, threadId)).toEqual(expect.objectContaining({ thread: null, code: 'NOT_FOUND' }));
  expect(await read(peer, threadId)).toEqual(asMember);
});

it('keeps no page that depends on the reader beyond their role', async () => {
  const threadId = await startThread('Follow me');
  await reply(threadId, 'Following.');
  // viewerFollows is the reader's own: every such question is executed.
  const follows = `query AnswersFollows($id: ID!) { discussionThread(id: $id) { id viewerFollows replies(first: 5) { nodes { id } } } }`;
  const executions = jest.spyOn(app.features.discussion.replies, 'isFollowing');
  for (const user of [peer, other, peer]) await read(user, threadId, follows);
  expect(executions).toHaveBeenCalledTimes(3);
  // A later page (after a cursor) is executed too.
  const later = `query AnswersLater($id: ID!) { discussionThread(id: $id) { id replies(first: 5, after: "WzAsIiJd") { nodes { id } } } }`;
  const pages = jest.spyOn(app.features.discussion.replies, 'list');
  for (const user of [peer, other]) await read(user, threadId, later);
  expect(pages).toHaveBeenCalledTimes(2);
});

it('sends a kept page compressed as the chain would, with the headers of the answer Apollo made', async () => {
  const threadId = await startThread('Long enough to compress');
  for (let index = 0; index < 12; index += 1) await reply(threadId, `Reply ${index}: ${'we bring cups '.repeat(8)}`);
  const body = JSON.stringify({ query: threadPage, variables: { id: threadId } });
  const ask = (user: TestUser, encoding: string) =>
    rawRequest(
      `${app.url}/graphql`,
      {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        authorization: `Bearer ${user.token}`,
        'accept-encoding': encoding,
      },
      body,
    );
  const built = await ask(peer, 'identity');
  expect(built.status).toBe(200);
  expect(built.body.length).toBeGreaterThan(1024);
  for (const encoding of ['gzip', 'br']) {
    const kept = await ask(other, encoding);
    expect(kept.status).toBe(200);
    expect(kept.headers['content-encoding']).toBe(encoding);
    expect(kept.headers.vary).toContain('Accept-Encoding');
    expect(decode(kept).equals(built.body)).toBe(true);
    for (const name of ['etag', 'content-type', 'cache-control']) expect(kept.headers[name]).toBe(built.headers[name]);
  }
  const page = JSON.parse(built.body.toString('utf8')) as { data: { discussionThread: Page } };
  expect(page.data.discussionThread.replies.nodes).toHaveLength(10);
});

/**
 * Apollo Client sending what the browser sends (`__typename` added, `@unmask` left out); its
 * answers unmasked, so the test sees every field that came.
 */
function apolloAs(user: TestUser) {
  const cache = new InMemoryCache();
  addDiscussionPolicies(cache);
  const link = new HttpLink({ uri: `${app.url}/graphql`, headers: { authorization: `Bearer ${user.token}` } });
  return new ApolloClient({ link, cache, dataMasking: false });
}

async function threadPageAs(user: TestUser, threadId: string) {
  const { data, error } = await apolloAs(user).query({ query: ThreadPageDocument, variables: { id: threadId } });
  if (error) throw error;
  return data?.discussionThread;
}

it('answers the client’s thread page from kept bytes, to the thread’s authors too, and its own question apart', async () => {
  const threadId = await startThread('Who drives?', true);
  const writers = await reply(threadId, 'I can take three.');
  const peers = await reply(threadId, 'I have a van.', peer);

  // A member who wrote nothing first: their answer is the one kept.
  const plain = await threadPageAs(other, threadId);
  expect(plain?.replies.nodes.map((node) => node.id)).toEqual([writers, peers]);
  const executions = jest.spyOn(app.features.discussion.replies, 'list');
  const threads = jest.spyOn(app.features.discussion, 'thread');
  // The asker and both repliers are given the same bytes: nothing of the page is executed for them.
  for (const user of [author, writer, peer, other]) expect(await threadPageAs(user, threadId)).toEqual(plain);
  expect(executions).not.toHaveBeenCalled();
  expect(threads).not.toHaveBeenCalled();

  // The viewer's own is asked apart (executed): which replies are theirs, their rights, following.
  const { data: own } = await apolloAs(writer).query({
    query: ThreadViewerDocument,
    variables: { groupId, id: threadId },
  });
  expect(own?.group).toEqual(expect.objectContaining({ id: groupId, viewerIsMember: true, viewerIsOwner: false }));
  expect(own?.discussionThread).toEqual(expect.objectContaining({ isMine: false, viewerFollows: true }));
  expect(own?.discussionThread.viewerReplies.nodes.map((node) => node.id)).toEqual([writers, peers]);
  const { data: asker } = await apolloAs(author).query({
    query: ThreadViewerDocument,
    variables: { groupId, id: threadId },
  });
  expect(asker?.discussionThread.isMine).toBe(true);
  expect(executions).toHaveBeenCalledTimes(2);
  executions.mockClear();

  // A reply of theirs hidden: the replier's page is their own (executed), and nobody else gets it.
  await put(`/replies/${peers}/hidden`, { hidden: true });
  const hiddenForOthers = await threadPageAs(other, threadId);
  expect(hiddenForOthers?.replies.nodes.map((node) => node.id)).toEqual([writers]);
  executions.mockClear();
  const peersPage = await threadPageAs(peer, threadId);
  expect(peersPage?.replies.nodes).toEqual([
    expect.objectContaining({ id: writers, hidden: false }),
    expect.objectContaining({ id: peers, hidden: true }),
  ]);
  expect(executions).toHaveBeenCalledTimes(1);
  expect(await threadPageAs(writer, threadId)).toEqual(hiddenForOthers);

  // The thread hidden: its asker still reads it (executed), other members are told it is not found.
  await put(`/threads/${threadId}/hidden`, { hidden: true });
  expect((await threadPageAs(author, threadId))?.hidden).toBe(true);
  for (const user of [other, writer]) {
    await expect(threadPageAs(user, threadId)).rejects.toMatchObject({
      errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })],
    });
  }
});
