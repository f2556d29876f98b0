import { useApolloClient, useReadQuery } from '@apollo/client/react';
import { Suspense, useState, useTransition } from 'react';
import { Link, useLoaderData, useNavigate, useRouteError, type LoaderFunctionArgs } from 'react-router-dom';
import { graphQLErrorCode } from '@/apollo/errors';
import { BodyForm } from '@/discussion/BodyForm';
import { addDiscussionPolicies } from '@/discussion/cachePolicies';
import { useDiscussionLive } from '@/discussion/live';
import { useDeleteThread, useFollowThread, useReplyToThread, useThreadChanges } from '@/discussion/mutations';
import { ReplyItem } from '@/discussion/ReplyItem';
import { ThreadHead } from '@/pages/thread/ThreadHead';
import { graphql } from '@/gql';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { useDialog } from '@/ui/dialog/DialogProvider';
import { PageLoader } from '@/ui/PageLoader';
import { RouteError } from '@/ui/RouteError';
import { usePageTitle } from '@/ui/usePageTitle';
import { failureMessage } from '@/discussion/useSend';
import '@/discussion/discussion.css';

/**
 * The thread and its first replies, only what every reader of one role is shown: the server
 * answers it from bytes it keeps with the thread (threadAnswers.ts), for authors too, so a long
 * thread's page is not executed per reader. What is the viewer's own comes in ThreadViewer.
 */
const ThreadPageQuery = graphql(`
  query ThreadPage($id: ID!) {
    discussionThread(id: $id) {
      ...ThreadFields_thread @unmask
      replies(first: 20) {
        nodes {
          id
          ...ReplyItem_reply
        }
        nextCursor
      }
    }
  }
`);

/**
 * The viewer's own: their rights in the group, whether they follow the thread and which of its
 * first replies are theirs (written on the replies by id; kept apart from the page's list by
 * its alias, cachePolicies.ts). Small, and executed for each viewer.
 */
const ThreadViewerQuery = graphql(`
  query ThreadViewer($groupId: ID!, $id: ID!) {
    group(id: $groupId) {
      id
      groupName
      viewerIsOwner
      viewerIsMember
    }
    discussionThread(id: $id) {
      ...ThreadViewer_thread @unmask
      viewerReplies: replies(first: 20) {
        nodes {
          id
          ...ReplyItem_viewer
        }
      }
    }
  }
`);

const MoreRepliesQuery = graphql(`
  query ThreadRepliesMore($id: ID!, $after: String) {
    discussionThread(id: $id) {
      id
      replies(first: 20, after: $after) {
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

export function loader({ params }: LoaderFunctionArgs, { preloadQuery, apollo }: AppServices) {
  addDiscussionPolicies(apollo.cache);
  const id = params.threadId ?? '';
  return {
    page: preloadQuery(ThreadPageQuery, { variables: { id } }),
    viewer: preloadQuery(ThreadViewerQuery, { variables: { groupId: params.id ?? '', id } }),
  };
}

function NotFound() {
  return (
    <section className="container narrow state-panel">
      <h1>Thread not found!</h1>
      <p className="muted">It may have been deleted or hidden, or the link is wrong.</p>
      <Link className="btn btn-primary" to={paths.allGroups.getHref()}>
        Browse all groups
      </Link>
    </section>
  );
}

function ThreadPage() {
  const refs = useLoaderData<LoaderData<typeof loader>>();
  const { discussionThread: thread } = useReadQuery(refs.page).data;
  const { group, discussionThread: own } = useReadQuery(refs.viewer).data;
  usePageTitle(thread.title);
  useDiscussionLive(group?.id);
  const client = useApolloClient();
  const navigate = useNavigate();
  const dialogs = useDialog();
  const changes = useThreadChanges();
  const deleteThread = useDeleteThread();
  const follow = useFollowThread();
  const reply = useReplyToThread(thread.groupId);
  const [loadingMore, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  if (!group || group.id !== thread.groupId) return <NotFound />;

  const canPost = group.viewerIsMember || group.viewerIsOwner;
  const canMark = thread.isQuestion && (own.isMine || group.viewerIsOwner);
  const attempt = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(failureMessage(caught));
    }
  };
  const remove = async () => {
    const sure = await dialogs.confirm({
      title: 'Delete this thread?',
      text: 'Its replies go with it. You won’t be able to revert this!',
      icon: 'warning',
      confirmText: 'Yes, delete it!',
      cancelText: 'Cancel',
    });
    if (!sure) return;
    await attempt(async () => {
      await deleteThread(thread.id);
      await navigate(paths.groupDiscussion.getHref(group.id));
    });
  };
  const markAnswer = (replyId: string | null) => changes.markAnswer({ threadId: thread.id, replyId }, group.id);

  return (
    <article className="container-10 page thread-page">
      <nav className="small" aria-label="Breadcrumb">
        <Link to={paths.groupDetails.getHref(group.id)}>{group.groupName}</Link> ›{' '}
        <Link to={paths.groupDiscussion.getHref(group.id)}>Discussion</Link>
      </nav>
      <ThreadHead
        thread={{ ...thread, isMine: own.isMine, viewerFollows: own.viewerFollows }}
        canModerate={group.viewerIsOwner}
        canPost={canPost}
        onDelete={() => void remove()}
        onAction={attempt}
        onFollow={() => follow(thread.id, !own.viewerFollows)}
      />
      <p className="form-error" role="alert">
        {error}
      </p>

      <section className="section" aria-labelledby="replies-heading">
        <h2 id="replies-heading" className="section__title">
          {thread.replyCount === 1 ? '1 reply' : `${thread.replyCount} replies`}
        </h2>
        {thread.replies.nodes.length === 0 ? (
          <p className="muted empty-state">No replies yet.</p>
        ) : (
          <ol className="post-list">
            {thread.replies.nodes.map((node) => (
              <ReplyItem
                key={node.id}
                reply={node}
                isAnswer={thread.answerReplyId === node.id}
                canModerate={group.viewerIsOwner}
                onMarkAnswer={canMark ? markAnswer : undefined}
              />
            ))}
          </ol>
        )}
        {thread.replies.nextCursor && (
          <div className="center-row">
            <button
              type="button"
              className="btn btn-outline"
              disabled={loadingMore}
              onClick={() =>
                startTransition(async () => {
                  await client.query({
                    query: MoreRepliesQuery,
                    variables: { id: thread.id, after: thread.replies.nextCursor },
                    fetchPolicy: 'network-only',
                  });
                })
              }
            >
              {loadingMore ? 'Loading…' : 'Load more replies'}
            </button>
          </div>
        )}
        {canPost && (
          <BodyForm label="Your reply" submitText="Reply" onSend={(body) => reply({ id: thread.id, body })} />
        )}
      </section>
    </article>
  );
}

export function Component() {
  return (
    <Suspense fallback={<PageLoader label="Loading the thread…" />}>
      <ThreadPage />
    </Suspense>
  );
}

/** A thread that does not exist, or that the viewer may not read, is "not found". */
export function ErrorBoundary() {
  const code = graphQLErrorCode(useRouteError());
  return code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? <NotFound /> : <RouteError />;
}
