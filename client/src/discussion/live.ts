import type { ApolloCache } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { DiscussionLiveSubscription as LiveResult } from '@/gql/graphql';
import {
  appendComment,
  appendReply,
  forgetAnnouncement,
  forgetPost,
  raiseThread,
  restoreAnnouncement,
} from '@/discussion/cacheEdits';

/**
 * New threads, replies and answers of a group, and edits, hides and deletions (announcements'
 * hides too), as this viewer may
 * see them (the server decides, per subscriber). Each carries the whole thread and reply, so the
 * cache updates them by id; a post gone for this viewer comes as its id only and leaves the
 * cache; the lists they belong in are edited here, without a request.
 */
export const DiscussionLiveSubscription = graphql(`
  subscription DiscussionLive($groupId: ID!) {
    discussionUpdated(groupId: $groupId) {
      kind
      threadId
      removedId
      thread {
        id
        sessionId
        ...ThreadFields_thread
        ...ThreadViewer_thread
        ...ThreadSummary_thread
      }
      reply {
        id
        ...ReplyItem_reply
        ...ReplyItem_viewer
      }
      announcement {
        id
        ...AnnouncementItem_announcement
      }
    }
  }
`);

type Update = LiveResult['discussionUpdated'];

/** Follows a group's discussion while the calling component is shown. */
export function useDiscussionLive(groupId: string | undefined): void {
  useSubscription(DiscussionLiveSubscription, {
    variables: { groupId: groupId ?? '' },
    skip: !groupId,
    ignoreResults: true,
    onData({ client: { cache }, data: { data } }) {
      const update = data?.discussionUpdated;
      if (update && groupId) applyDiscussionUpdate(cache, groupId, update);
    },
  });
}

/**
 * Puts one update (already written to the cache by id) into the lists it belongs in, or drops a
 * post gone for this viewer.
 */
export function applyDiscussionUpdate(cache: ApolloCache, groupId: string, update: Update): void {
  const { kind, thread, reply, removedId, announcement } = update;
  if (kind === 'ANNOUNCEMENT_REMOVED') {
    if (removedId) forgetAnnouncement(cache, removedId);
    return;
  }
  if (kind === 'ANNOUNCEMENT_CHANGED') {
    if (announcement) restoreAnnouncement(cache, groupId, announcement.id);
    return;
  }
  if (kind === 'THREAD_REMOVED' || kind === 'REPLY_REMOVED') {
    // The thread (its count, its answer) came as it now is; only the gone post is left to drop.
    const __typename = kind === 'THREAD_REMOVED' ? 'DiscussionThread' : 'DiscussionReply';
    if (removedId) forgetPost(cache, { __typename, id: removedId });
    return;
  }
  if (!thread) return;
  if (thread.sessionId) {
    if (reply) appendComment(cache, thread.sessionId, thread.id, reply.id);
    return;
  }
  if (reply && (kind === 'REPLY_ADDED' || kind === 'REPLY_CHANGED')) appendReply(cache, thread.id, reply.id);
  if (kind === 'REPLY_CHANGED') return;
  raiseThread(cache, groupId, thread.id, { activity: kind === 'THREAD_ADDED' || kind === 'REPLY_ADDED' });
}
