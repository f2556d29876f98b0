import { gql, type InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { createCache } from '@/apollo/cache';
import { addDiscussionPolicies } from '@/discussion/cachePolicies';
import { applyDiscussionUpdate, DiscussionLiveSubscription } from '@/discussion/live';
import { ReplyItemViewerFragment } from '@/discussion/ReplyItem';
import { ThreadPageDocument, ThreadViewerDocument } from '@/gql/graphql';
import type { DiscussionLiveSubscription as LiveResult } from '@/gql/graphql';

/**
 * Live edits, hides and deletions change the lists the viewer has loaded in the cache itself:
 * the cache has no link, so any refetch would fail the test.
 */

type Update = LiveResult['discussionUpdated'];

const groupId = 'g1';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();

const ThreadRepliesQuery = gql`
  query ThreadReplies($id: ID!) {
    discussionThread(id: $id) {
      id
      replyCount
      replies(first: 20) {
        nodes {
          id
          body
          hidden
        }
        nextCursor
      }
    }
  }
`;

const GroupThreadsQuery = gql`
  query GroupThreads($id: ID!) {
    group(id: $id) {
      id
      discussion(first: 20) {
        nodes {
          id
          title
        }
        nextCursor
      }
    }
  }
`;

function thread(id: string, minute: number, changes: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'DiscussionThread' as const,
    id,
    groupId,
    sessionId: null,
    title: `Thread ${id}`,
    body: 'Body',
    bodyHtml: '<p>Body</p>',
    authorName: 'Mo',
    isMine: false,
    hidden: false,
    isQuestion: false,
    answered: false,
    answerReplyId: null,
    isPublic: false,
    replyCount: 3,
    createdAt: at(minute),
    editedAt: null,
    lastActivityAt: at(minute),
    viewerFollows: false,
    ...changes,
  };
}

function reply(id: string, minute: number, changes: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'DiscussionReply' as const,
    id,
    threadId: 't1',
    body: `Reply ${id}`,
    bodyHtml: `<p>Reply ${id}</p>`,
    authorName: 'Ola',
    isMine: false,
    hidden: false,
    createdAt: at(minute),
    editedAt: null,
    ...changes,
  };
}

/** As Apollo does with a subscription's answer: written by id, then put into the lists. */
function receive(cache: InMemoryCache, update: Partial<Update> & Pick<Update, 'kind' | 'threadId'>) {
  const complete = {
    __typename: 'DiscussionUpdate' as const,
    thread: null,
    reply: null,
    removedId: null,
    announcement: null,
    ...update,
  };
  cache.writeQuery({
    query: DiscussionLiveSubscription,
    variables: { groupId },
    data: { discussionUpdated: complete } as LiveResult,
  });
  applyDiscussionUpdate(cache, groupId, complete as Update);
}

/** A cache with the discussion's policies, and thread t1 with its replies r1 to r3 as `query` asks them. */
function withThread(query: DocumentNode): InMemoryCache {
  const cache = createCache();
  addDiscussionPolicies(cache);
  cache.writeQuery({
    query,
    variables: { id: 't1' },
    data: {
      discussionThread: {
        ...thread('t1', 1),
        replies: {
          __typename: 'DiscussionReplyConnection',
          nodes: [1, 2, 3].map((n) => reply(`r${n}`, n)),
          nextCursor: null,
        },
      },
    },
  });
  return cache;
}

function loaded(): InMemoryCache {
  const cache = withThread(ThreadRepliesQuery);
  cache.writeQuery({
    query: GroupThreadsQuery,
    variables: { id: groupId },
    data: {
      group: {
        __typename: 'Group',
        id: groupId,
        discussion: {
          __typename: 'DiscussionThreadConnection',
          nodes: [thread('t2', 9), thread('t1', 1)],
          nextCursor: null,
        },
      },
    },
  });
  return cache;
}

const replyIds = (cache: InMemoryCache) =>
  cache
    .readQuery<{ discussionThread: { replies: { nodes: { id: string }[] } } }>({
      query: ThreadRepliesQuery,
      variables: { id: 't1' },
    })
    ?.discussionThread.replies.nodes.map((node) => node.id);

const threads = (cache: InMemoryCache) =>
  cache.readQuery<{ group: { discussion: { nodes: { id: string; title: string }[] } } }>({
    query: GroupThreadsQuery,
    variables: { id: groupId },
  })?.group.discussion.nodes;

const GroupAnnouncementsQuery = gql`
  query GroupAnnouncements($id: ID!) {
    group(id: $id) {
      id
      announcements(first: 10) {
        nodes {
          id
          hidden
        }
        nextCursor
      }
    }
  }
`;

function announcement(id: string, minute: number, changes: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'Announcement' as const,
    id,
    bodyHtml: `<p>Announcement ${id}</p>`,
    authorName: 'Hal',
    audience: 'ALL_MEMBERS' as const,
    sessionId: null,
    recipientCount: null,
    createdAt: at(minute),
    hidden: false,
    ...changes,
  };
}

describe('live announcement hides in the cache', () => {
  it('drops an announcement hidden from the viewer, and puts it back at its place when shown again', () => {
    const cache = loaded();
    cache.writeQuery({
      query: GroupAnnouncementsQuery,
      variables: { id: groupId },
      data: {
        group: {
          __typename: 'Group',
          id: groupId,
          announcements: {
            __typename: 'AnnouncementConnection',
            nodes: [announcement('a1', 9), announcement('a2', 5), announcement('a3', 1)],
            nextCursor: null,
          },
        },
      },
    });
    const listed = () =>
      cache
        .readQuery<{ group: { announcements: { nodes: { id: string }[] } } }>({
          query: GroupAnnouncementsQuery,
          variables: { id: groupId },
        })
        ?.group.announcements.nodes.map((node) => node.id);
    receive(cache, { kind: 'ANNOUNCEMENT_REMOVED', threadId: 'a2', removedId: 'a2' });
    expect(listed()).toEqual(['a1', 'a3']);
    receive(cache, { kind: 'ANNOUNCEMENT_CHANGED', threadId: 'a2', announcement: announcement('a2', 5) });
    expect(listed()).toEqual(['a1', 'a2', 'a3']);
  });
});

describe('live discussion updates in the cache', () => {
  it('drops a reply hidden from the viewer, takes the new count, and puts it back at its place when shown again', () => {
    const cache = loaded();
    receive(cache, {
      kind: 'REPLY_REMOVED',
      threadId: 't1',
      removedId: 'r2',
      thread: thread('t1', 1, { replyCount: 2 }),
    });
    expect(replyIds(cache)).toEqual(['r1', 'r3']);
    expect(
      cache.readQuery<{ discussionThread: { replyCount: number } }>({
        query: ThreadRepliesQuery,
        variables: { id: 't1' },
      })?.discussionThread.replyCount,
    ).toBe(2);
    receive(cache, {
      kind: 'REPLY_CHANGED',
      threadId: 't1',
      thread: thread('t1', 1),
      reply: reply('r2', 2, { body: 'Edited' }),
    });
    expect(replyIds(cache)).toEqual(['r1', 'r2', 'r3']);
  });

  it('shows an edit or a hide in place, for a viewer who may still read the reply', () => {
    const cache = loaded();
    receive(cache, {
      kind: 'REPLY_CHANGED',
      threadId: 't1',
      thread: thread('t1', 1),
      reply: reply('r3', 3, { body: 'New words', hidden: true }),
    });
    const nodes = cache.readQuery<{
      discussionThread: { replies: { nodes: { id: string; body: string; hidden: boolean }[] } };
    }>({
      query: ThreadRepliesQuery,
      variables: { id: 't1' },
    })?.discussionThread.replies.nodes;
    expect(nodes?.at(-1)).toEqual({ __typename: 'DiscussionReply', id: 'r3', body: 'New words', hidden: true });
  });

  it('drops a thread gone for the viewer from the group’s list, and puts it back by its activity when shown again', () => {
    const cache = loaded();
    receive(cache, { kind: 'THREAD_CHANGED', threadId: 't2', thread: thread('t2', 9, { title: 'Renamed' }) });
    expect(threads(cache)?.map((node) => node.title)).toEqual(['Renamed', 'Thread t1']);
    receive(cache, { kind: 'THREAD_REMOVED', threadId: 't1', removedId: 't1' });
    expect(threads(cache)?.map((node) => node.id)).toEqual(['t2']);
    receive(cache, { kind: 'THREAD_CHANGED', threadId: 't1', thread: thread('t1', 1) });
    expect(threads(cache)?.map((node) => node.id)).toEqual(['t2', 't1']);
  });
});

describe('the thread page’s two questions in the cache', () => {
  /** Its replies as the page (ThreadPage) reads them. */
  const pageReplies = (cache: InMemoryCache) =>
    cache
      .readQuery({ query: ThreadPageDocument, variables: { id: 't1' } })
      ?.discussionThread.replies.nodes.map((node) => node.id);
  /** What ReplyItem reads of whether the viewer wrote a reply (null: not known). */
  const isMine = (cache: InMemoryCache, id: string) =>
    cache.readFragment({ fragment: ReplyItemViewerFragment, id: cache.identify({ __typename: 'DiscussionReply', id }) })
      ?.isMine ?? null;

  function pageLoaded(): InMemoryCache {
    // Untyped: the generated types leave out the __typename Apollo adds.
    const cache = withThread(ThreadPageDocument as DocumentNode);
    // The viewer's own question, answered a moment before r3 was written.
    cache.writeQuery({
      query: ThreadViewerDocument as DocumentNode,
      variables: { groupId, id: 't1' },
      data: {
        group: { __typename: 'Group', id: groupId, groupName: 'G', viewerIsOwner: false, viewerIsMember: true },
        discussionThread: {
          __typename: 'DiscussionThread',
          id: 't1',
          isMine: false,
          viewerFollows: true,
          viewerReplies: {
            __typename: 'DiscussionReplyConnection',
            nodes: [reply('r1', 1, { isMine: true }), reply('r2', 2)],
          },
        },
      },
    });
    return cache;
  }

  it('keeps the page’s list whole, and marks the viewer’s replies by id', () => {
    const cache = pageLoaded();
    expect(pageReplies(cache)).toEqual(['r1', 'r2', 'r3']);
    expect([isMine(cache, 'r1'), isMine(cache, 'r2'), isMine(cache, 'r3')]).toEqual([true, false, null]);
  });

  it('adds a live reply to the page, with whether it is the viewer’s', () => {
    const cache = pageLoaded();
    receive(cache, {
      kind: 'REPLY_ADDED',
      threadId: 't1',
      thread: thread('t1', 1, { replyCount: 4 }),
      reply: reply('r4', 4, { isMine: true }),
    });
    expect(pageReplies(cache)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(isMine(cache, 'r4')).toBe(true);
    receive(cache, { kind: 'REPLY_REMOVED', threadId: 't1', removedId: 'r2', thread: thread('t1', 1) });
    expect(pageReplies(cache)).toEqual(['r1', 'r3', 'r4']);
  });
});
