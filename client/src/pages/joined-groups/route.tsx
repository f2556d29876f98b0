import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '@/gql';
import { GroupGrid } from '@/groups/GroupGrid';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { LoadMore } from '@/ui/LoadMore';
import { PageLoader } from '@/ui/PageLoader';
import { RouteError } from '@/ui/RouteError';
import { usePageTitle } from '@/ui/usePageTitle';

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
      <LoadMore pageInfo={pageInfo} fetchMore={fetchMore} />
    </>
  );
}

export function Component() {
  usePageTitle('Joined Groups');
  return (
    <div className="container-10 page">
      <Suspense fallback={<PageLoader label="Loading your joined groups…" />}>
        <JoinedGroups />
      </Suspense>
    </div>
  );
}

export const ErrorBoundary = RouteError;
