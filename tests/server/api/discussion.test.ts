import { createLogger } from '@/logger';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { createTestUser, type TestUser } from '../../support/users';
import { createGroupAs, onlyError, textOfLength, withoutRateLimits } from '../fixtures';
import { DeleteGroupMutation } from '../documents';
import { DeleteAccountMutation } from '../accountDocuments';
import { JoinGroupMutation } from '../membershipDocuments';
import {
  AnnounceMutation,
  DeleteThreadMutation,
  GroupAnnouncementsQuery,
  GroupDiscussionQuery,
  HideThreadMutation,
  MarkAnswerMutation,
  ReplyMutation,
  SetThreadPublicMutation,
  StartThreadMutation,
  ThreadQuery,
  UpdateThreadMutation,
} from '../discussionDocuments';

let app: TestApp;
let organizer: TestUser;
let author: TestUser;
let member: TestUser;
let waiter: TestUser;
let stranger: TestUser;
let groupId: string;

/** A group of two places held by `author` and `member`, with `waiter` queued for a third. */
beforeAll(async () => {
  [app, organizer, author, member, waiter, stranger] = await Promise.all([
    startTestApp({ ...withoutRateLimits, logger: createLogger('error') }),
    createTestUser('Orla Organizer'),
    createTestUser('Ada Author'),
    createTestUser('Mo Member'),
    createTestUser('Wendy Waiter'),
    createTestUser('Stan Stranger'),
  ]);
  groupId = (await createGroupAs(app, organizer, { maxMembers: 2 })).id;
  for (const user of [author, member]) {
    const res = await graphqlRequest(app.url, JoinGroupMutation, { input: { id: groupId } }, user.token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
  const queued = await rest(app.url, 'POST', `/groups/${groupId}/waitlist`, { token: waiter.token });
  expect(queued.status).toBe(200);
});
afterAll(() => app.stop());

const startThread = (
  user: TestUser | null,
  input: { title: string; body: string; isQuestion?: boolean },
  id = groupId,
) => graphqlRequest(app.url, StartThreadMutation, { input: { groupId: id, ...input } }, user?.token);

async function threadBy(
  user: TestUser,
  input = { title: 'Do I need to bring anything?', body: 'First time here!', isQuestion: true },
) {
  const res = await startThread(user, input);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.startThread;
}

async function replyBy(user: TestUser, threadId: string, body = 'Just a pencil.') {
  const res = await graphqlRequest(app.url, ReplyMutation, { input: { id: threadId, body } }, user.token);
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.replyToThread;
}

const titlesSeenBy = async (user: TestUser | null) => {
  const res = await graphqlRequest(app.url, GroupDiscussionQuery, { id: groupId }, user?.token);
  if (!res.data?.group) throw new Error(JSON.stringify(res.errors));
  return res.data.group.discussion.nodes.map((thread) => thread.title);
};

const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe('who may post and read (GraphQL)', () => {
  it('lets members and the organizer start threads; visitors must sign in; non-members and waiting people may not', async () => {
    expect(
      (await startThread(member, { title: 'Parking?', body: 'Is there parking?' })).data?.startThread,
    ).toMatchObject({
      title: 'Parking?',
      isMine: true,
      authorName: 'Mo Member',
    });
    expect((await startThread(organizer, { title: 'Welcome!', body: 'Say **hi**.' })).data?.startThread.bodyHtml).toBe(
      '<p>Say <strong>hi</strong>.</p>',
    );
    expect(codeOf(await startThread(null, { title: 'Hello', body: 'Hi' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await startThread(stranger, { title: 'Hello', body: 'Hi' }))).toBe('FORBIDDEN');
    expect(codeOf(await startThread(waiter, { title: 'Hello', body: 'Hi' }))).toBe('FORBIDDEN');
  });

  it('shows the discussion to members and the organizer only', async () => {
    const { title } = await threadBy(author, { title: 'Members only topic', body: 'Secret plans', isQuestion: false });
    expect(await titlesSeenBy(member)).toContain(title);
    expect(await titlesSeenBy(organizer)).toContain(title);
    for (const outsider of [null, stranger, waiter]) expect(await titlesSeenBy(outsider)).not.toContain(title);
  });

  it('lets only the author edit and delete a thread (shown as edited)', async () => {
    const thread = await threadBy(author);
    const edit = (user: TestUser) =>
      graphqlRequest(app.url, UpdateThreadMutation, { input: { id: thread.id, title: 'Edited title' } }, user.token);
    expect(codeOf(await edit(member))).toBe('FORBIDDEN');
    expect(codeOf(await edit(organizer))).toBe('FORBIDDEN');
    expect(codeOf(await edit(stranger))).toBe('NOT_FOUND');
    const edited = await edit(author);
    expect(edited.data?.updateThread).toMatchObject({ title: 'Edited title', editedAt: expect.any(String) });
    const remove = (user: TestUser) => graphqlRequest(app.url, DeleteThreadMutation, { id: thread.id }, user.token);
    expect(codeOf(await remove(member))).toBe('FORBIDDEN');
    expect((await remove(author)).data?.deleteThread.deletedId).toBe(thread.id);
    expect(codeOf(await graphqlRequest(app.url, ThreadQuery, { id: thread.id }, author.token))).toBe('NOT_FOUND');
  });

  it('lets the organizer hide a post: gone for others, "hidden" for its author', async () => {
    const thread = await threadBy(author, { title: 'Off-topic rant', body: 'Rant', isQuestion: false });
    const hide = (user: TestUser) =>
      graphqlRequest(app.url, HideThreadMutation, { input: { id: thread.id, hidden: true } }, user.token);
    expect(codeOf(await hide(member))).toBe('FORBIDDEN');
    expect(codeOf(await hide(author))).toBe('FORBIDDEN');
    expect((await hide(organizer)).data?.hideThread.hidden).toBe(true);
    expect(await titlesSeenBy(member)).not.toContain('Off-topic rant');
    const own = await graphqlRequest(app.url, GroupDiscussionQuery, { id: groupId }, author.token);
    expect(own.data?.group?.discussion.nodes.find((node) => node.id === thread.id)?.hidden).toBe(true);
    expect(codeOf(await graphqlRequest(app.url, ThreadQuery, { id: thread.id }, member.token))).toBe('NOT_FOUND');
  });

  it('lets the asker or the organizer mark the answer, and the organizer make it a public FAQ with only its answer', async () => {
    const question = await threadBy(author, {
      title: 'Is there parking nearby?',
      body: 'Car question',
      isQuestion: true,
    });
    const answer = await replyBy(member, question.id, 'Yes, behind the harbour office.');
    await replyBy(member, question.id, 'Also a bus stop.');
    const mark = (user: TestUser, replyId: string | null = answer.id) =>
      graphqlRequest(app.url, MarkAnswerMutation, { input: { threadId: question.id, replyId } }, user.token);
    expect(codeOf(await mark(member))).toBe('FORBIDDEN');
    expect((await mark(author)).data?.markAnswer).toMatchObject({ answered: true, answerReplyId: answer.id });
    expect((await mark(organizer)).data?.markAnswer.answered).toBe(true);

    const publish = (user: TestUser) =>
      graphqlRequest(app.url, SetThreadPublicMutation, { input: { id: question.id, isPublic: true } }, user.token);
    expect(codeOf(await publish(author))).toBe('FORBIDDEN');
    expect(codeOf(await graphqlRequest(app.url, ThreadQuery, { id: question.id }))).toBe('NOT_FOUND');
    expect((await publish(organizer)).data?.setThreadPublic.isPublic).toBe(true);
    for (const outsider of [null, stranger, waiter]) {
      expect(await titlesSeenBy(outsider)).toEqual(['Is there parking nearby?']);
      const seen = await graphqlRequest(app.url, ThreadQuery, { id: question.id }, outsider?.token);
      expect(seen.data?.discussionThread.replies.nodes.map((reply) => reply.id)).toEqual([answer.id]);
    }
    const members = await graphqlRequest(app.url, ThreadQuery, { id: question.id }, member.token);
    expect(members.data?.discussionThread.replies.nodes).toHaveLength(2);
    const strangerReply = await graphqlRequest(
      app.url,
      ReplyMutation,
      { input: { id: question.id, body: 'Me too' } },
      stranger.token,
    );
    expect(codeOf(strangerReply)).toBe('FORBIDDEN');
  });

  it('lists answered questions first in the Questions filter', async () => {
    await threadBy(member, { title: 'Any spare easels?', body: 'Mine broke.', isQuestion: true });
    const res = await graphqlRequest(app.url, GroupDiscussionQuery, { id: groupId, questions: true }, member.token);
    const nodes = res.data?.group?.discussion.nodes ?? [];
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.every((node) => node.isQuestion)).toBe(true);
    // The newest question is unanswered, yet the answered one comes first.
    expect(nodes[0]?.answered).toBe(true);
    const firstUnanswered = nodes.findIndex((node) => !node.answered);
    expect(nodes.slice(firstUnanswered === -1 ? nodes.length : firstUnanswered).every((node) => !node.answered)).toBe(
      true,
    );
  });

  it('pages threads with a cursor, newest activity first, without repeats', async () => {
    const pageAfter = async (after: string | null) => {
      const res = await graphqlRequest(
        app.url,
        GroupDiscussionQuery,
        { id: groupId, first: 2, after },
        organizer.token,
      );
      const page = res.data?.group?.discussion;
      if (!page) throw new Error(JSON.stringify(res.errors));
      return page;
    };
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page = await pageAfter(after);
      seen.push(...page.nodes.map((node) => node.id));
      after = page.nextCursor ?? null;
    } while (after);
    const all = await graphqlRequest(app.url, GroupDiscussionQuery, { id: groupId, first: 100 }, organizer.token);
    expect(seen).toEqual(all.data?.group?.discussion.nodes.map((node) => node.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('lets only the organizer announce; "sent to N", listed for members', async () => {
    const announce = (user: TestUser | null) =>
      graphqlRequest(
        app.url,
        AnnounceMutation,
        { input: { groupId, body: 'Bring *sketchbooks*.', audience: 'ALL_MEMBERS' } },
        user?.token,
      );
    expect(codeOf(await announce(null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await announce(member))).toBe('FORBIDDEN');
    expect(codeOf(await announce(stranger))).toBe('FORBIDDEN');
    const sent = await announce(organizer);
    expect(sent.data?.announce).toMatchObject({ recipientCount: 2, bodyHtml: '<p>Bring <em>sketchbooks</em>.</p>' });
    const listed = await graphqlRequest(app.url, GroupAnnouncementsQuery, { id: groupId }, member.token);
    expect(listed.data?.group?.announcements.nodes[0]).toMatchObject({ audience: 'ALL_MEMBERS', recipientCount: null });
    const outside = await graphqlRequest(app.url, GroupAnnouncementsQuery, { id: groupId }, stranger.token);
    expect(outside.data?.group?.announcements.nodes).toEqual([]);
    const waiting = await graphqlRequest(
      app.url,
      AnnounceMutation,
      { input: { groupId, body: 'A place may free up soon.', audience: 'WAITING' } },
      organizer.token,
    );
    expect(waiting.data?.announce.recipientCount).toBe(1);
    const waiterSees = await graphqlRequest(app.url, GroupAnnouncementsQuery, { id: groupId }, waiter.token);
    expect(waiterSees.data?.group?.announcements.nodes.map((node) => node.audience)).toEqual(['WAITING']);
    const kinds = (await app.notifications.list(waiter.uid)).map((notification) => notification.kind);
    expect(kinds).toEqual(['ANNOUNCEMENT']);
  });
});

describe('bad input', () => {
  it('names the field for empty or oversized titles and bodies, and stores nothing', async () => {
    const before = (await titlesSeenBy(organizer)).length;
    const empty = onlyError(await startThread(member, { title: ' ', body: '' }));
    expect(empty).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { title: 'Title is required.', body: 'Body is required.' },
    });
    const long = onlyError(await startThread(member, { title: 'Fine title', body: textOfLength(2_001) }));
    expect(long.fields).toEqual({ body: 'Body must be 1 to 2000 characters.' });
    const announcement = onlyError(
      await graphqlRequest(
        app.url,
        AnnounceMutation,
        { input: { groupId, body: textOfLength(5_001), audience: 'ALL_MEMBERS' } },
        organizer.token,
      ),
    );
    expect(announcement.fields).toEqual({ body: 'Body must be 1 to 5000 characters.' });
    const noSession = onlyError(
      await graphqlRequest(
        app.url,
        AnnounceMutation,
        { input: { groupId, body: 'Hi', audience: 'GOING' } },
        organizer.token,
      ),
    );
    expect(noSession.fields).toEqual({ sessionId: 'Choose the session for GOING.' });
    expect((await titlesSeenBy(organizer)).length).toBe(before);
  });

  it('answers BAD_USER_INPUT for malformed ids and NOT_FOUND for unknown ones or a deleted group', async () => {
    expect(onlyError(await graphqlRequest(app.url, ThreadQuery, { id: 'nope' }, member.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { id: 'id must be a 24-character hexadecimal id.' },
    });
    expect(codeOf(await graphqlRequest(app.url, ThreadQuery, { id: '0123456789abcdef01234567' }, member.token))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await startThread(member, { title: 'Hello', body: 'Hi' }, 'nope'))).toBe('BAD_USER_INPUT');
    const doomed = await createGroupAs(app, organizer);
    const thread = (await startThread(organizer, { title: 'Soon gone', body: 'Bye' }, doomed.id)).data?.startThread;
    await graphqlRequest(app.url, DeleteGroupMutation, { input: { id: doomed.id } }, organizer.token);
    expect(codeOf(await startThread(organizer, { title: 'Too late', body: 'Hi' }, doomed.id))).toBe('NOT_FOUND');
    expect(
      codeOf(await graphqlRequest(app.url, ReplyMutation, { input: { id: thread!.id, body: 'Hi' } }, organizer.token)),
    ).toBe('NOT_FOUND');
  });
});

describe('REST', () => {
  it('applies the same rules: 401, 403, 201, 404 for what one may not read', async () => {
    const path = `/groups/${groupId}/threads`;
    const body = { title: 'From an integrator', body: 'Posted over REST' };
    expect((await rest(app.url, 'POST', path, { body })).status).toBe(401);
    expect((await rest(app.url, 'POST', path, { body, token: stranger.token })).status).toBe(403);
    const created = await rest<{ id: string; isMine: boolean }>(app.url, 'POST', path, { body, token: member.token });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/threads/${created.body.id}`);
    const id = created.body.id;
    expect((await rest(app.url, 'GET', `/threads/${id}`)).status).toBe(404);
    expect((await rest(app.url, 'GET', `/threads/${id}`, { token: organizer.token })).status).toBe(200);
    expect(
      (await rest(app.url, 'PATCH', `/threads/${id}`, { body: { title: 'Mine now' }, token: author.token })).status,
    ).toBe(403);
    expect(
      (await rest(app.url, 'PUT', `/threads/${id}/hidden`, { body: { hidden: true }, token: member.token })).status,
    ).toBe(403);
    const reply = await rest<{ id: string }>(app.url, 'POST', `/threads/${id}/replies`, {
      body: { body: 'Thanks!' },
      token: author.token,
    });
    expect(reply.status).toBe(201);
    expect(
      (await rest(app.url, 'PATCH', `/replies/${reply.body.id}`, { body: { body: 'x' }, token: member.token })).status,
    ).toBe(403);
    expect(
      (
        await rest(app.url, 'PUT', `/replies/${reply.body.id}/hidden`, {
          body: { hidden: true },
          token: organizer.token,
        })
      ).status,
    ).toBe(200);
    const replies = await rest<{ nodes: { id: string }[] }>(app.url, 'GET', `/threads/${id}/replies`, {
      token: member.token,
    });
    expect(replies.body.nodes.map((node) => node.id)).not.toContain(reply.body.id);
    expect((await rest(app.url, 'DELETE', `/replies/${reply.body.id}`, { token: author.token })).status).toBe(200);
    expect((await rest(app.url, 'GET', `/threads/nope`, { token: member.token })).status).toBe(400);
    expect((await rest(app.url, 'POST', path, { body: { title: '', body: 'x' }, token: member.token })).status).toBe(
      400,
    );
    const announced = await rest<{ recipientCount: number }>(app.url, 'POST', `/groups/${groupId}/announcements`, {
      body: { body: 'REST announcement', audience: 'ALL_MEMBERS' },
      token: organizer.token,
    });
    expect(announced).toMatchObject({ status: 201, body: { recipientCount: 2 } });
    expect(
      (
        await rest(app.url, 'POST', `/groups/${groupId}/announcements`, {
          body: { body: 'x', audience: 'ALL_MEMBERS' },
          token: member.token,
        })
      ).status,
    ).toBe(403);
    const listed = await rest<{ nodes: unknown[] }>(app.url, 'GET', `/groups/${groupId}/announcements`, {
      token: member.token,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.nodes.length).toBeGreaterThan(0);
  });
});

describe('posting limit', () => {
  it('refuses the eleventh post in ten minutes with RATE_LIMITED, on every protocol', async () => {
    const limited = await startTestApp({
      env: { RATE_LIMIT_MUTATIONS: '1000', RATE_LIMIT_READS: '1000' },
      logger: createLogger('error'),
    });
    try {
      const group = await createGroupAs(limited, organizer);
      for (let i = 0; i < 10; i += 1) {
        const res = await graphqlRequest(
          limited.url,
          StartThreadMutation,
          { input: { groupId: group.id, title: `Thread ${i}`, body: 'Hi' } },
          organizer.token,
        );
        expect(res.errors).toBeUndefined();
      }
      const refused = await graphqlRequest(
        limited.url,
        StartThreadMutation,
        { input: { groupId: group.id, title: 'One too many', body: 'Hi' } },
        organizer.token,
      );
      expect(codeOf(refused)).toBe('RATE_LIMITED');
      const overRest = await rest(limited.url, 'POST', `/groups/${group.id}/threads`, {
        body: { title: 'Over REST', body: 'Hi' },
        token: organizer.token,
      });
      expect(overRest.status).toBe(429);
      expect(Number(overRest.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.stop();
    }
  });
});

describe('account deletion', () => {
  it('signs the deleted person’s posts "Former member" and the export includes posts', async () => {
    const leaver = await createTestUser('Lee Leaver');
    const group = await createGroupAs(app, organizer, { maxMembers: 5 });
    await graphqlRequest(app.url, JoinGroupMutation, { input: { id: group.id } }, leaver.token);
    const thread = (await startThread(leaver, { title: 'Goodbye soon', body: 'Bye' }, group.id)).data?.startThread;
    const exported = await rest<{ otherRecords: Record<string, { title?: string }[]> }>(app.url, 'GET', '/me/export', {
      token: leaver.token,
    });
    expect(exported.body.otherRecords.discussionThreads?.map((record) => record.title)).toEqual(['Goodbye soon']);
    const deleted = await graphqlRequest(app.url, DeleteAccountMutation, { input: { confirm: true } }, leaver.token);
    expect(deleted.errors).toBeUndefined();
    const seen = await graphqlRequest(app.url, GroupDiscussionQuery, { id: group.id }, organizer.token);
    expect(seen.data?.group?.discussion.nodes.find((node) => node.id === thread?.id)?.authorName).toBe('Former member');
  });
});
