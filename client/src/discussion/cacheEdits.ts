import type { ApolloCache, Reference } from '@apollo/client';

type ReadField = <T>(field: string, from: Reference) => T | undefined;
/** GraphQL's ID, as the generated input types have it. */
type Id = string | number;

interface CursorList {
  nodes: readonly Reference[];
  nextCursor?: string | null;
}

const has = (list: CursorList, id: Id, readField: ReadField) =>
  list.nodes.some((node) => readField<string>('id', node) === String(id));

/**
 * The list's nodes with `ref` at its place in the server's order of `field` (ISO times compare as
 * strings); null when that place is past the last loaded node of a list with more pages (the
 * next page brings it).
 */
function inOrder(
  list: CursorList,
  ref: Reference,
  readField: ReadField,
  field: string,
  order: 'ascending' | 'descending',
): readonly Reference[] | null {
  const key = readField<string>(field, ref) ?? '';
  const index = list.nodes.findIndex((node) => {
    const other = readField<string>(field, node) ?? '';
    return order === 'ascending' ? other > key : other < key;
  });
  if (index === -1) return list.nextCursor ? null : [...list.nodes, ref];
  return [...list.nodes.slice(0, index), ref, ...list.nodes.slice(index)];
}

const threadRef = (cache: ApolloCache, id: Id): Reference | null => {
  const key = cache.identify({ __typename: 'DiscussionThread', id });
  return key ? { __ref: key } : null;
};

/**
 * A thread that is new, or has new activity, goes to the top of the group's lists the viewer has
 * loaded, as the server would order them: newest activity first, and in "Questions" answered ones
 * first. Written through the cache, so every list of the group updates without a request. A
 * change without activity (an answer marked, an edit, a hide undone: `activity: false`) only
 * moves the thread within "Questions", or puts a thread the list lacks at its place.
 */
export function raiseThread(cache: ApolloCache, groupId: Id, threadId: Id, { activity = true } = {}): void {
  const ref = threadRef(cache, threadId);
  const groupKey = cache.identify({ __typename: 'Group', id: groupId });
  if (!ref || !groupKey) return;
  cache.modify<Record<string, unknown>>({
    id: groupKey,
    fields: {
      discussion(value, { storeFieldName, readField }) {
        const list = value as CursorList;
        if (!list?.nodes) return value;
        const others = list.nodes.filter((node) => readField<string>('id', node) !== String(threadId));
        if (!storeFieldName.includes('"questions":true')) {
          if (activity) return { ...list, nodes: [ref, ...others] };
          if (has(list, threadId, readField)) return value;
          const nodes = inOrder(list, ref, readField, 'lastActivityAt', 'descending');
          return nodes ? { ...list, nodes } : value;
        }
        if (!readField<boolean>('isQuestion', ref)) return { ...list, nodes: others };
        // Answered questions first, then the rest, each newest activity first.
        const answered = readField<boolean>('answered', ref) === true;
        const at = others.findIndex((node) => answered || readField<boolean>('answered', node) !== true);
        const index = at === -1 ? others.length : at;
        return { ...list, nodes: [...others.slice(0, index), ref, ...others.slice(index)] };
      },
    },
  });
}

/**
 * A post the viewer may read (new, or shown again) joins a loaded list of `parent` at its place in
 * the server's order of `createdAt`; past the last loaded one only once all are loaded.
 */
function insertAtItsPlace(
  cache: ApolloCache,
  parent: { __typename: 'DiscussionThread' | 'Group'; id: Id; field: 'replies' | 'announcements' },
  post: { __typename: 'DiscussionReply' | 'Announcement'; id: Id },
  order: 'ascending' | 'descending',
): void {
  const parentKey = cache.identify({ __typename: parent.__typename, id: parent.id });
  const postKey = cache.identify(post);
  if (!parentKey || !postKey) return;
  cache.modify<Record<string, unknown>>({
    id: parentKey,
    fields: {
      [parent.field](value: unknown, { readField }: { readField: ReadField }) {
        const list = value as CursorList;
        if (!list?.nodes || has(list, post.id, readField)) return value;
        const nodes = inOrder(list, { __ref: postKey }, readField, 'createdAt', order);
        return nodes ? { ...list, nodes } : value;
      },
    },
  });
}

/** A reply the viewer may read (new, or shown again) joins its thread's loaded replies, oldest first. */
export function appendReply(cache: ApolloCache, threadId: Id, replyId: Id): void {
  insertAtItsPlace(
    cache,
    { __typename: 'DiscussionThread', id: threadId, field: 'replies' },
    { __typename: 'DiscussionReply', id: replyId },
    'ascending',
  );
}

/** A comment joins the loaded comments of its session (the first comment also brings the thread). */
export function appendComment(cache: ApolloCache, sessionId: Id, threadId: Id, replyId: Id): void {
  const replyKey = cache.identify({ __typename: 'DiscussionReply', id: replyId });
  const thread = threadRef(cache, threadId);
  if (!replyKey || !thread) return;
  cache.modify<Record<string, unknown>>({
    fields: {
      sessionComments(value, { storeFieldName, readField }) {
        const stored = value as { thread: Reference | null; comments: CursorList } | undefined;
        if (!stored?.comments?.nodes || !storeFieldName.includes(JSON.stringify(String(sessionId)))) return value;
        const { comments } = stored;
        if (has(comments, replyId, readField)) return { ...stored, thread };
        const nodes = inOrder(comments, { __ref: replyKey }, readField, 'createdAt', 'ascending');
        return nodes ? { ...stored, thread, comments: { ...comments, nodes } } : { ...stored, thread };
      },
    },
  });
}

/** An announcement just sent goes to the top of the group's list. */
export function prependAnnouncement(cache: ApolloCache, groupId: Id, announcementId: Id): void {
  const groupKey = cache.identify({ __typename: 'Group', id: groupId });
  const key = cache.identify({ __typename: 'Announcement', id: announcementId });
  if (!groupKey || !key) return;
  cache.modify<Record<string, unknown>>({
    id: groupKey,
    fields: {
      announcements(value, { readField }) {
        const list = value as CursorList;
        if (!list?.nodes || has(list, announcementId, readField)) return value;
        return { ...list, nodes: [{ __ref: key }, ...list.nodes] };
      },
    },
  });
}

/** A deleted post leaves the cache (lists drop dangling references), and its thread's count goes down. */
export function forgetPost(
  cache: ApolloCache,
  post: { __typename: 'DiscussionThread' | 'DiscussionReply'; id: string },
  threadId?: string,
): void {
  if (threadId) {
    const threadKey = cache.identify({ __typename: 'DiscussionThread', id: threadId });
    if (threadKey) {
      cache.modify<Record<string, unknown>>({
        id: threadKey,
        fields: {
          replyCount: (count) => (typeof count === 'number' && count > 0 ? count - 1 : count),
          // The server unmarks an answer that is deleted.
          answered: (answered, { readField }) => (readField('answerReplyId') === post.id ? false : answered),
          answerReplyId: (answer) => (answer === post.id ? null : answer),
        },
      });
    }
  }
  const key = cache.identify(post);
  if (key) cache.evict({ id: key });
  cache.gc();
}

/** An announcement hidden from this viewer leaves the cache (lists drop dangling references). */
export function forgetAnnouncement(cache: ApolloCache, announcementId: Id): void {
  const key = cache.identify({ __typename: 'Announcement', id: announcementId });
  if (key) cache.evict({ id: key });
  cache.gc();
}

/** An announcement shown again goes back to its place in the group's list (newest first). */
export function restoreAnnouncement(cache: ApolloCache, groupId: Id, announcementId: Id): void {
  insertAtItsPlace(
    cache,
    { __typename: 'Group', id: groupId, field: 'announcements' },
    { __typename: 'Announcement', id: announcementId },
    'descending',
  );
}
