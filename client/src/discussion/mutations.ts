import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '@/gql';
import type {
  AnnounceInput,
  HidePostInput,
  MarkAnswerInput,
  ReplyInput,
  SessionCommentInput,
  SetThreadPublicInput,
  StartThreadInput,
  UpdateThreadInput,
} from '@/gql/graphql';
import { appendComment, appendReply, forgetPost, prependAnnouncement, raiseThread } from '@/discussion/cacheEdits';

/**
 * Every field the thread page shows of a thread that is the same for every reader of one role:
 * the page asks these alone, so the server answers it from bytes it keeps (threadAnswers.ts).
 * Each payload carries them, so the cache updates by id.
 */
export const ThreadFieldsFragment = graphql(`
  fragment ThreadFields_thread on DiscussionThread {
    id
    groupId
    sessionId
    title
    body
    bodyHtml
    authorName
    hidden
    isQuestion
    answered
    answerReplyId
    isPublic
    replyCount
    createdAt
    editedAt
    lastActivityAt
  }
`);

/** The viewer's own of a thread (theirs? followed?): asked apart from the page, carried by each payload too. */
export const ThreadViewerFragment = graphql(`
  fragment ThreadViewer_thread on DiscussionThread {
    id
    isMine
    viewerFollows
  }
`);

const StartThreadMutation = graphql(`
  mutation StartThread($input: StartThreadInput!) {
    startThread(input: $input) {
      id
      ...ThreadFields_thread
      ...ThreadViewer_thread
    }
  }
`);

const UpdateThreadMutation = graphql(`
  mutation UpdateThread($input: UpdateThreadInput!) {
    updateThread(input: $input) {
      ...ThreadFields_thread
      ...ThreadViewer_thread
    }
  }
`);

const DeleteThreadMutation = graphql(`
  mutation DeleteThread($id: ID!) {
    deleteThread(id: $id) {
      deletedId
    }
  }
`);

const ReplyToThreadMutation = graphql(`
  mutation ReplyToThread($input: ReplyInput!) {
    replyToThread(input: $input) {
      id
      ...ReplyItem_reply
      ...ReplyItem_viewer
    }
  }
`);

const UpdateReplyMutation = graphql(`
  mutation UpdateReply($input: ReplyInput!) {
    updateReply(input: $input) {
      ...ReplyItem_reply
      ...ReplyItem_viewer
    }
  }
`);

const DeleteReplyMutation = graphql(`
  mutation DeleteReply($id: ID!) {
    deleteReply(id: $id) {
      deletedId
    }
  }
`);

const CommentOnSessionMutation = graphql(`
  mutation CommentOnSession($input: SessionCommentInput!) {
    commentOnSession(input: $input) {
      id
      threadId
      # ReplyItem_viewer's one field, asked here: a second spread would leave threadId off the update's type.
      isMine
      ...ReplyItem_reply
    }
  }
`);

const HideThreadMutation = graphql(`
  mutation HideThread($input: HidePostInput!) {
    hideThread(input: $input) {
      ...ThreadFields_thread
      ...ThreadViewer_thread
    }
  }
`);

const HideReplyMutation = graphql(`
  mutation HideReply($input: HidePostInput!) {
    hideReply(input: $input) {
      ...ReplyItem_reply
      ...ReplyItem_viewer
    }
  }
`);

const HideAnnouncementMutation = graphql(`
  mutation HideAnnouncement($input: HidePostInput!) {
    hideAnnouncement(input: $input) {
      ...AnnouncementItem_announcement
    }
  }
`);

const MarkAnswerMutation = graphql(`
  mutation MarkAnswer($input: MarkAnswerInput!) {
    markAnswer(input: $input) {
      ...ThreadFields_thread
      ...ThreadViewer_thread
    }
  }
`);

const SetThreadPublicMutation = graphql(`
  mutation SetThreadPublic($input: SetThreadPublicInput!) {
    setThreadPublic(input: $input) {
      ...ThreadFields_thread
      ...ThreadViewer_thread
    }
  }
`);

const FollowThreadMutation = graphql(`
  mutation FollowThread($id: ID!, $following: Boolean!) {
    followThread(id: $id, following: $following)
  }
`);

const AnnounceMutation = graphql(`
  mutation Announce($input: AnnounceInput!) {
    announce(input: $input) {
      id
      recipientCount
      ...AnnouncementItem_announcement
    }
  }
`);

/** startThread: the new thread tops the group's loaded lists. */
export function useStartThread() {
  const [mutate] = useMutation(StartThreadMutation);
  return useCallback(
    async (input: StartThreadInput) => {
      const result = await mutate({
        variables: { input },
        update(cache, { data }) {
          if (data) raiseThread(cache, input.groupId, data.startThread.id);
        },
      });
      if (!result.data) throw new Error('The server did not confirm the thread.');
      return result.data.startThread;
    },
    [mutate],
  );
}

/** updateThread, hideThread, markAnswer, setThreadPublic: the thread updates by id wherever it shows. */
export function useThreadChanges() {
  const [update] = useMutation(UpdateThreadMutation);
  const [hide] = useMutation(HideThreadMutation);
  const [mark] = useMutation(MarkAnswerMutation);
  const [makePublic] = useMutation(SetThreadPublicMutation);
  return {
    update: useCallback(async (input: UpdateThreadInput) => void (await update({ variables: { input } })), [update]),
    hide: useCallback(async (input: HidePostInput) => void (await hide({ variables: { input } })), [hide]),
    markAnswer: useCallback(
      async (input: MarkAnswerInput, groupId: string) =>
        void (await mark({
          variables: { input },
          // An answered question moves up in "Questions".
          update: (cache) => raiseThread(cache, groupId, input.threadId, { activity: false }),
        })),
      [mark],
    ),
    setPublic: useCallback(
      async (input: SetThreadPublicInput) => void (await makePublic({ variables: { input } })),
      [makePublic],
    ),
  };
}

/** deleteThread: the thread leaves the cache, and with it every list. */
export function useDeleteThread() {
  const [mutate] = useMutation(DeleteThreadMutation);
  return useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache) => forgetPost(cache, { __typename: 'DiscussionThread', id }),
      });
    },
    [mutate],
  );
}

/** replyToThread: the reply joins the loaded replies; the thread (count, activity) rises in the lists. */
export function useReplyToThread(groupId: string) {
  const [mutate] = useMutation(ReplyToThreadMutation);
  return useCallback(
    async (input: ReplyInput) => {
      await mutate({
        variables: { input },
        update(cache, { data }) {
          if (!data) return;
          const threadKey = cache.identify({ __typename: 'DiscussionThread', id: input.id });
          if (threadKey) {
            cache.modify<Record<string, unknown>>({
              id: threadKey,
              fields: { replyCount: (count) => (typeof count === 'number' ? count + 1 : count) },
            });
          }
          appendReply(cache, input.id, data.replyToThread.id);
          raiseThread(cache, groupId, input.id);
        },
      });
    },
    [mutate, groupId],
  );
}

/** updateReply, hideReply, deleteReply (replies and session comments alike). */
export function useReplyChanges() {
  const [update] = useMutation(UpdateReplyMutation);
  const [hide] = useMutation(HideReplyMutation);
  const [remove] = useMutation(DeleteReplyMutation);
  return {
    update: useCallback(async (input: ReplyInput) => void (await update({ variables: { input } })), [update]),
    hide: useCallback(async (input: HidePostInput) => void (await hide({ variables: { input } })), [hide]),
    remove: useCallback(
      async (id: string, threadId: string) =>
        void (await remove({
          variables: { id },
          update: (cache) => forgetPost(cache, { __typename: 'DiscussionReply', id }, threadId),
        })),
      [remove],
    ),
  };
}

/** commentOnSession: the comment joins the session's loaded comments. */
export function useCommentOnSession() {
  const [mutate] = useMutation(CommentOnSessionMutation);
  return useCallback(
    async (input: SessionCommentInput) => {
      await mutate({
        variables: { input },
        update(cache, { data }) {
          if (data) appendComment(cache, input.sessionId, data.commentOnSession.threadId, data.commentOnSession.id);
        },
      });
    },
    [mutate],
  );
}

/** followThread: the answer is whether the viewer now follows; written on the thread. */
export function useFollowThread() {
  const [mutate] = useMutation(FollowThreadMutation);
  const { cache } = useApolloClient();
  return useCallback(
    async (id: string, following: boolean) => {
      const result = await mutate({ variables: { id, following } });
      const now = result.data?.followThread ?? following;
      const key = cache.identify({ __typename: 'DiscussionThread', id });
      if (key) cache.modify<Record<string, unknown>>({ id: key, fields: { viewerFollows: () => now } });
    },
    [mutate, cache],
  );
}

/** announce: the announcement (with how many it reached) tops the group's list. */
export function useAnnounce() {
  const [mutate] = useMutation(AnnounceMutation);
  return useCallback(
    async (input: AnnounceInput) => {
      const result = await mutate({
        variables: { input },
        update(cache, { data }) {
          if (data) prependAnnouncement(cache, input.groupId, data.announce.id);
        },
      });
      if (!result.data) throw new Error('The server did not confirm the announcement.');
      return result.data.announce;
    },
    [mutate],
  );
}

/** hideAnnouncement: hidden or shown again, updated in place by id (organizers still list it). */
export function useHideAnnouncement() {
  const [hide] = useMutation(HideAnnouncementMutation);
  return useCallback(async (input: HidePostInput) => void (await hide({ variables: { input } })), [hide]);
}
