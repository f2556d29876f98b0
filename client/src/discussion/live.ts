import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql';
import { appendComment, appendReply, raiseThread } from '@/discussion/cacheEdits';

/**
 * New threads, replies and answers of a group, as this viewer may read them (the server decides,
 * per subscriber). Each carries the whole thread and reply, so the cache updates them by id; the
 * lists they belong in are edited here, without a request.
 */
const DiscussionLiveSubscription = graphql(`
  subscription DiscussionLive($groupId: ID!) {
    discussionUpdated(groupId: $groupId) {
      kind
      thread {
        id
        sessionId
        ...ThreadFields_thread
        ...ThreadSummary_thread
      }
      reply {
        id
        ...ReplyItem_reply
      }
    }
  }
`);

/** Follows a group's discussion while the calling component is shown. */
export function useDiscussionLive(groupId: string | undefined): void {
  useSubscription(DiscussionLiveSubscription, {
    variables: { groupId: groupId ?? '' },
    skip: !groupId,
    ignoreResults: true,
    onData({ client: { cache }, data: { data } }) {
      const update = data?.discussionUpdated;
      if (!update || !groupId) return;
      const { thread, reply } = update;
      if (thread.sessionId) {
        if (reply) appendComment(cache, thread.sessionId, thread.id, reply.id);
        return;
      }
      if (reply && update.kind === 'REPLY_ADDED') appendReply(cache, thread.id, reply.id);
      raiseThread(cache, groupId, thread.id, { activity: update.kind !== 'ANSWER_MARKED' });
    },
  });
}
