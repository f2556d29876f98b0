import { useApolloClient, useReadQuery } from '@apollo/client/react';
import { Suspense, useTransition } from 'react';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { AnnouncementComposer } from '@/discussion/AnnouncementComposer';
import { AnnouncementItem } from '@/discussion/AnnouncementItem';
import { addDiscussionPolicies } from '@/discussion/cachePolicies';
import { useDiscussionLive } from '@/discussion/live';
import { ThreadComposer } from '@/discussion/ThreadComposer';
import { ThreadSummary } from '@/discussion/ThreadSummary';
import { graphql } from '@/gql';
import { GroupTabs } from '@/groups/GroupTabs';
import { GroupNotFound, GroupRouteError } from '@/groups/GroupNotFound';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { formatSessionStart } from '@/sessions/time';
import { PageLoader } from '@/ui/PageLoader';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/discussion/discussion.css';

const GroupDiscussionPageQuery = graphql(`
  query GroupDiscussionPage($id: ID!, $questions: Boolean) {
    group(id: $id) {
      id
      groupName
      viewerIsOwner
      viewerIsMember
      sessions(first: 20) {
        nodes {
          id
          startsAt
          timeZone
          cancelled
        }
      }
      announcements(first: 10) {
        nodes {
          id
          ...AnnouncementItem_announcement
        }
        nextCursor
      }
      discussion(first: 20, questions: $questions) {
        nodes {
          id
          ...ThreadSummary_thread
        }
        nextCursor
      }
    }
  }
`);

const MoreThreadsQuery = graphql(`
  query GroupDiscussionMore($id: ID!, $questions: Boolean, $after: String) {
    group(id: $id) {
      id
      discussion(first: 20, questions: $questions, after: $after) {
        nodes {
          id
          ...ThreadSummary_thread
        }
        nextCursor
      }
    }
  }
`);

const MoreAnnouncementsQuery = graphql(`
  query GroupAnnouncementsMore($id: ID!, $after: String) {
    group(id: $id) {
      id
      announcements(first: 10, after: $after) {
        nodes {
          id
          ...AnnouncementItem_announcement
        }
        nextCursor
      }
    }
  }
`);

const questionsOnly = (url: URL) => url.searchParams.get('filter') === 'questions';

export function loader({ params, request }: LoaderFunctionArgs, { preloadQuery, apollo }: AppServices) {
  addDiscussionPolicies(apollo.cache);
  return preloadQuery(GroupDiscussionPageQuery, {
    variables: { id: params.id ?? '', questions: questionsOnly(new URL(request.url)) },
  });
}

/** "Load more" for a list whose next page a query fetches into the cache (the policy appends it). */
function MoreButton({ label, load }: { label: string; load: () => Promise<unknown> }) {
  const [loading, startTransition] = useTransition();
  return (
    <div className="center-row">
      <button
        type="button"
        className="btn btn-outline"
        disabled={loading}
        onClick={() => startTransition(async () => void (await load()))}
      >
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}

function GroupDiscussion() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const [search] = useSearchParams();
  const questions = search.get('filter') === 'questions';
  const client = useApolloClient();
  const group = data.group;
  usePageTitle(group ? `Discussion · ${group.groupName}` : 'Group not found');
  useDiscussionLive(group?.id);
  if (!group) return <GroupNotFound />;

  const canPost = group.viewerIsMember || group.viewerIsOwner;
  const sessions = group.sessions.nodes
    .filter((session) => !session.cancelled)
    .map((session) => ({ id: session.id, label: formatSessionStart(session.startsAt, session.timeZone) }));
  const sessionName = (id: string) => sessions.find((session) => session.id === id)?.label ?? null;
  const threads = group.discussion;
  const announcements = group.announcements;

  return (
    <article className="container-10 page discussion-page">
      <header className="page-header">
        <p className="small">
          <Link to={paths.groupDetails.getHref(group.id)}>{group.groupName}</Link>
        </p>
        <h1 className="page-title">Discussion</h1>
        <GroupTabs groupId={group.id} />
      </header>

      {canPost && (
        <section className="section" aria-labelledby="announcements-heading">
          <h2 id="announcements-heading" className="section__title">
            Announcements
          </h2>
          {group.viewerIsOwner && <AnnouncementComposer groupId={group.id} sessions={sessions} />}
          {announcements.nodes.length === 0 ? (
            <p className="muted empty-state">No announcements yet.</p>
          ) : (
            <ul className="post-list">
              {announcements.nodes.map((announcement) => (
                <AnnouncementItem
                  key={announcement.id}
                  announcement={announcement}
                  sessionName={sessionName}
                  canModerate={group.viewerIsOwner}
                />
              ))}
            </ul>
          )}
          {announcements.nextCursor && (
            <MoreButton
              label="More announcements"
              load={() =>
                client.query({
                  query: MoreAnnouncementsQuery,
                  variables: { id: group.id, after: announcements.nextCursor },
                  fetchPolicy: 'network-only',
                })
              }
            />
          )}
        </section>
      )}

      <section className="section" aria-labelledby="threads-heading">
        <h2 id="threads-heading" className="section__title">
          {canPost ? 'Threads' : 'Questions answered by the organizer'}
        </h2>
        {canPost ? (
          <>
            <nav className="filter-tabs" aria-label="Threads to show">
              <Link
                className="btn btn-sm btn-ghost"
                to={paths.groupDiscussion.getHref(group.id)}
                aria-current={questions ? undefined : 'page'}
              >
                All threads
              </Link>
              <Link
                className="btn btn-sm btn-ghost"
                to={paths.groupDiscussion.getHref(group.id, { questions: true })}
                aria-current={questions ? 'page' : undefined}
              >
                Questions
              </Link>
            </nav>
            <ThreadComposer groupId={group.id} />
          </>
        ) : (
          <p className="muted">Join the group to read its whole discussion and take part.</p>
        )}
        {threads.nodes.length === 0 ? (
          <p className="muted empty-state">
            {questions ? 'No questions yet.' : canPost ? 'No threads yet. Start the first one!' : 'None yet.'}
          </p>
        ) : (
          <ul className="thread-list">
            {threads.nodes.map((thread) => (
              <ThreadSummary key={thread.id} thread={thread} />
            ))}
          </ul>
        )}
        {threads.nextCursor && (
          <MoreButton
            label="Load more"
            load={() =>
              client.query({
                query: MoreThreadsQuery,
                variables: { id: group.id, questions, after: threads.nextCursor },
                fetchPolicy: 'network-only',
              })
            }
          />
        )}
      </section>
    </article>
  );
}

export function Component() {
  return (
    <Suspense fallback={<PageLoader label="Loading the discussion…" />}>
      <GroupDiscussion />
    </Suspense>
  );
}

export const ErrorBoundary = GroupRouteError;
