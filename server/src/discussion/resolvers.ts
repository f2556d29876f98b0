import type { Resolvers } from '@/generated/graphql';
import type { DiscussionUpdate } from '@/discussion/liveUpdates';

/** GraphQL → discussion and announcements. One line each: the rules live in the services. */
export const discussionResolvers: Resolvers = {
  Group: {
    discussion: (group, args, { discussion, viewer }) => discussion.listThreads(viewer, group._id.toString(), args),
    announcements: (group, args, { announcements, viewer }) => announcements.list(viewer, group._id.toString(), args),
  },
  DiscussionThread: {
    replies: (thread, args, { discussion, viewer }) => discussion.replies.list(viewer, thread.id, args),
    viewerFollows: (thread, _, { discussion, viewer }) => discussion.replies.isFollowing(viewer, thread.id),
  },
  SessionComments: {
    comments: (comments) => comments.replies,
  },
  Query: {
    discussionThread: (_, { id }, { discussion, viewer }) => discussion.thread(viewer, id),
    sessionComments: (_, { sessionId, ...page }, { discussion, viewer }) =>
      discussion.replies.ofSession(viewer, sessionId, page),
  },
  Mutation: {
    startThread: (_, { input: { groupId, ...fields } }, { discussion, viewer }) =>
      discussion.createThread(viewer, groupId, fields),
    updateThread: (_, { input: { id, ...changes } }, { discussion, viewer }) =>
      discussion.updateThread(viewer, id, withoutNulls(changes)),
    deleteThread: (_, { id }, { discussion, viewer }) => discussion.deleteThread(viewer, id),
    replyToThread: (_, { input: { id, body } }, { discussion, viewer }) => discussion.replies.add(viewer, id, { body }),
    updateReply: (_, { input: { id, body } }, { discussion, viewer }) =>
      discussion.replies.update(viewer, id, { body }),
    deleteReply: (_, { id }, { discussion, viewer }) => discussion.replies.delete(viewer, id),
    commentOnSession: (_, { input: { sessionId, body } }, { discussion, viewer }) =>
      discussion.replies.addToSession(viewer, sessionId, { body }),
    hideThread: (_, { input: { id, hidden } }, { discussion, viewer }) =>
      discussion.setThreadHidden(viewer, id, { hidden }),
    hideReply: (_, { input: { id, hidden } }, { discussion, viewer }) =>
      discussion.replies.setHidden(viewer, id, { hidden }),
    hideAnnouncement: (_, { input: { id, hidden } }, { announcements, viewer }) =>
      announcements.setHidden(viewer, id, { hidden }),
    markAnswer: (_, { input: { threadId, replyId } }, { discussion, viewer }) =>
      discussion.markAnswer(viewer, threadId, replyId ?? null),
    setThreadPublic: (_, { input: { id, isPublic } }, { discussion, viewer }) =>
      discussion.setThreadPublic(viewer, id, { isPublic }),
    followThread: (_, { id, following }, { discussion, viewer }) =>
      discussion.replies.setFollowing(viewer, id, following),
    announce: (_, { input: { groupId, ...fields } }, { announcements, viewer }) =>
      announcements.announce(viewer, groupId, fields),
  },
  Subscription: {
    discussionUpdated: {
      subscribe: (_, { groupId }, { discussion, viewer }) => discussion.updates(viewer, groupId),
      resolve: (update: DiscussionUpdate) => update,
    },
  },
};

/** GraphQL's explicit nulls mean "not given" for optional changes. */
function withoutNulls<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>;
}
