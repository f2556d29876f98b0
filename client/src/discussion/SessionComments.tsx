import { useApolloClient, useQuery } from '@apollo/client/react';
import { useTransition } from 'react';
import { graphQLErrorCode } from '@/apollo/errors';
import { BodyForm } from '@/discussion/BodyForm';
import { addDiscussionPolicies } from '@/discussion/cachePolicies';
import { useDiscussionLive } from '@/discussion/live';
import { useCommentOnSession } from '@/discussion/mutations';
import { ReplyItem } from '@/discussion/ReplyItem';
import { graphql } from '@/gql';
import '@/discussion/discussion.css';

const SessionCommentsQuery = graphql(`
  query SessionComments($sessionId: ID!, $after: String) {
    sessionComments(sessionId: $sessionId, first: 20, after: $after) {
      thread {
        id
      }
      comments {
        nodes {
          id
          ...ReplyItem_reply
          ...ReplyItem_viewer
        }
        nextCursor
      }
    }
  }
`);

/** A session's comments ("Running 10 minutes late") for its members and organizer, live. */
export function SessionComments({
  groupId,
  sessionId,
  canModerate,
}: {
  groupId: string;
  sessionId: string;
  canModerate: boolean;
}) {
  const client = useApolloClient();
  addDiscussionPolicies(client.cache);
  const { data, error, loading, fetchMore } = useQuery(SessionCommentsQuery, { variables: { sessionId } });
  const comment = useCommentOnSession();
  const [loadingMore, startTransition] = useTransition();
  useDiscussionLive(groupId);

  if (loading && !data) return <p className="muted small">Loading comments…</p>;
  if (error || !data) {
    return (
      <p className="form-error" role="alert">
        {graphQLErrorCode(error) === 'FORBIDDEN'
          ? 'Only the group’s members can read its session comments.'
          : 'The comments could not be loaded. Please try again.'}
      </p>
    );
  }
  const { comments } = data.sessionComments;
  return (
    <div className="session-comments">
      {comments.nodes.length === 0 ? (
        <p className="muted small">No comments yet.</p>
      ) : (
        <ol className="post-list">
          {comments.nodes.map((node) => (
            <ReplyItem key={node.id} reply={node} canModerate={canModerate} kind="comment" />
          ))}
        </ol>
      )}
      {comments.nextCursor && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={loadingMore}
          onClick={() =>
            startTransition(async () => void (await fetchMore({ variables: { after: comments.nextCursor } })))
          }
        >
          {loadingMore ? 'Loading…' : 'More comments'}
        </button>
      )}
      <BodyForm label="Your comment" submitText="Comment" onSend={(body) => comment({ sessionId, body })} />
    </div>
  );
}
