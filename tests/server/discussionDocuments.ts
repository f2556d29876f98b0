import { graphql } from './gql';

/** The operations the discussion tests send; codegen types them from schema.graphql. */

export const GroupDiscussionQuery = graphql(`
  query TestGroupDiscussion($id: ID!, $first: Int, $after: String, $questions: Boolean) {
    group(id: $id) {
      id
      discussion(first: $first, after: $after, questions: $questions) {
        nodes {
          id
          title
          bodyHtml
          authorName
          isMine
          hidden
          isQuestion
          answered
          isPublic
          replyCount
        }
        nextCursor
      }
    }
  }
`);

export const ThreadQuery = graphql(`
  query TestThread($id: ID!) {
    discussionThread(id: $id) {
      id
      title
      bodyHtml
      hidden
      answered
      answerReplyId
      replies {
        nodes {
          id
          bodyHtml
          isAnswer
          hidden
          authorName
        }
        nextCursor
      }
    }
  }
`);

export const StartThreadMutation = graphql(`
  mutation TestStartThread($input: StartThreadInput!) {
    startThread(input: $input) {
      id
      title
      bodyHtml
      isMine
      isQuestion
      authorName
    }
  }
`);

export const UpdateThreadMutation = graphql(`
  mutation TestUpdateThread($input: UpdateThreadInput!) {
    updateThread(input: $input) {
      id
      title
      editedAt
    }
  }
`);

export const DeleteThreadMutation = graphql(`
  mutation TestDeleteThread($id: ID!) {
    deleteThread(id: $id) {
      deletedId
    }
  }
`);

export const ReplyMutation = graphql(`
  mutation TestReply($input: ReplyInput!) {
    replyToThread(input: $input) {
      id
      bodyHtml
      isMine
    }
  }
`);

export const HideThreadMutation = graphql(`
  mutation TestHideThread($input: HidePostInput!) {
    hideThread(input: $input) {
      id
      hidden
    }
  }
`);

export const UpdateReplyMutation = graphql(`
  mutation TestUpdateReply($input: ReplyInput!) {
    updateReply(input: $input) {
      id
      bodyHtml
    }
  }
`);

export const HideReplyMutation = graphql(`
  mutation TestHideReply($input: HidePostInput!) {
    hideReply(input: $input) {
      id
      hidden
    }
  }
`);

export const DeleteReplyMutation = graphql(`
  mutation TestDeleteReply($id: ID!) {
    deleteReply(id: $id) {
      deletedId
    }
  }
`);

export const MarkAnswerMutation = graphql(`
  mutation TestMarkAnswer($input: MarkAnswerInput!) {
    markAnswer(input: $input) {
      id
      answered
      answerReplyId
    }
  }
`);

export const SetThreadPublicMutation = graphql(`
  mutation TestSetThreadPublic($input: SetThreadPublicInput!) {
    setThreadPublic(input: $input) {
      id
      isPublic
    }
  }
`);

export const AnnounceMutation = graphql(`
  mutation TestAnnounce($input: AnnounceInput!) {
    announce(input: $input) {
      id
      bodyHtml
      audience
      recipientCount
    }
  }
`);

export const GroupAnnouncementsQuery = graphql(`
  query TestGroupAnnouncements($id: ID!) {
    group(id: $id) {
      id
      announcements {
        nodes {
          id
          bodyHtml
          audience
          recipientCount
        }
      }
    }
  }
`);

export const CommentOnSessionMutation = graphql(`
  mutation TestCommentOnSession($input: SessionCommentInput!) {
    commentOnSession(input: $input) {
      id
      bodyHtml
    }
  }
`);

export const SessionCommentsQuery = graphql(`
  query TestSessionComments($sessionId: ID!) {
    sessionComments(sessionId: $sessionId) {
      thread {
        id
        sessionId
      }
      comments {
        nodes {
          id
          bodyHtml
        }
      }
    }
  }
`);

export const DiscussionUpdatedSubscription = graphql(`
  subscription TestDiscussionUpdated($groupId: ID!) {
    discussionUpdated(groupId: $groupId) {
      kind
      threadId
      removedId
      thread {
        id
        title
        hidden
        replyCount
      }
      reply {
        id
        bodyHtml
        hidden
      }
    }
  }
`);
