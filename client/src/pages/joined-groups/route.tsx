import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { Suspense, useTransition } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '@/gql';
import { GroupGrid } from '@/groups/GroupGrid';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { PageLoader } from '@/ui/PageLoader';
import { RouteError } from '@/ui/RouteError';

const JoinedGroupsPageQuery = graphql(`
  query JoinedGroupsPage($first: Int!, $after: String) {
    viewer {
      id
      joinedGroupCount
      joinedGroups(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          ...GroupCard_group
        }
      }
    }
  }
`);

export function loader(_args: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  return preloadQuery(JoinedGroupsPageQuery, { variables: { first: 100 } });
}

/** The groups the signed-in user joined, as cards; join and leave update it from the cache. */
function JoinedGroups() {
  const queryRef = useLoaderData<LoaderData<typeof loader>>();
  const { data } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const [loadingMore, startTransition] = useTransition();
  const viewer = data.viewer;
  if (!viewer) return null;
  const { nodes, pageInfo } = viewer.joinedGroups;

  return (
    <>
      <h1 className="page-title">Joined Groups ({viewer.joinedGroupCount})</h1>
      {nodes.length === 0 ? (
        <div className="state-panel">
          <p className="empty-state">No joined groups yet.</p>
          <Link className="btn btn-primary" to={paths.allGroups.getHref()}>
            Browse all groups
          </Link>
        </div>
      ) : (
        <GroupGrid groups={nodes} />
      )}
      {pageInfo.hasNextPage && (
        <div className="center-row">
          <button
            type="button"
            className="btn btn-primary"
            disabled={loadingMore}
            onClick={() =>
              startTransition(async () => {
                await fetchMore({ variables: { after: pageInfo.endCursor } });
              })
            }
          >
            {loadingMore ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}

export function Component() {
  return (
    <div className="container-10 page">
      <Suspense fallback={<PageLoader label="Loading your joined groups…" />}>
        <JoinedGroups />
      </Suspense>
    </div>
  );
}

export const ErrorBoundary = RouteError;
