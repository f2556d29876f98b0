import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import { Suspense, useEffect, useId, useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '@/gql';
import type { AllGroupsPageQuery, AllGroupsPageQueryVariables, GroupSort } from '@/gql/graphql';
import { GroupGrid } from '@/groups/GroupGrid';
import type { AppServices, LoaderData } from '@/services';
import { LoadMore } from '@/ui/LoadMore';
import { PageLoader } from '@/ui/PageLoader';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/pages/all-groups/all-groups.css';

/** Groups per "Load more". */
export const pageSize = 20;
const searchDelay = 300;

const AllGroupsPageQueryDoc = graphql(`
  query AllGroupsPage($search: String, $sort: GroupSort!, $first: Int!, $after: String) {
    groups(search: $search, sort: $sort, first: $first, after: $after) {
      totalCount
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
`);

/** The URL holds the search (`q`) and the order (`sort=desc` for Z-A), so results can be shared. */
function listParams(params: URLSearchParams): { search: string; sort: GroupSort } {
  return { search: params.get('q')?.trim() ?? '', sort: params.get('sort') === 'desc' ? 'NAME_DESC' : 'NAME_ASC' };
}

export function loader({ request }: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  const { search, sort } = listParams(new URL(request.url).searchParams);
  return preloadQuery(AllGroupsPageQueryDoc, { variables: { search: search || null, sort, first: pageSize } });
}

function Results({ queryRef }: { queryRef: QueryRef<AllGroupsPageQuery, AllGroupsPageQueryVariables> }) {
  const { data } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { nodes, totalCount, pageInfo } = data.groups;

  return (
    <>
      <p className="result-count" role="status">
        Total available groups: {totalCount}
      </p>
      {nodes.length === 0 ? (
        <p className="empty-state">No groups found.</p>
      ) : (
        <>
          <GroupGrid groups={nodes} />
          <LoadMore pageInfo={pageInfo} fetchMore={fetchMore}>
            <span className="muted">
              Showing {nodes.length} of {totalCount}
            </span>
          </LoadMore>
        </>
      )}
    </>
  );
}

export function Component() {
  usePageTitle('All Groups');
  const queryRef = useLoaderData<LoaderData<typeof loader>>();
  const [params, setParams] = useSearchParams();
  const { search, sort } = listParams(params);
  const [text, setText] = useState(search);
  const searchId = useId();
  const sortId = useId();

  const update = (next: { q?: string; sort?: string }) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true, preventScrollReset: true },
    );

  // Search as the person types, once they pause.
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => update({ q: text.trim() }), searchDelay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` only wraps setParams
  }, [text, search]);

  return (
    <div className="container-10 page">
      <header className="page-header">
        <h1>All Groups</h1>
        <p className="muted">Find a group for your hobby, or start your own.</p>
      </header>
      <form className="toolbar" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field field--inline">
          <label htmlFor={searchId} className="visually-hidden">
            Search groups
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            placeholder="Search by group name or category"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field field--inline">
          <label htmlFor={sortId}>Sort by name</label>
          <select
            id={sortId}
            value={sort === 'NAME_DESC' ? 'desc' : 'asc'}
            onChange={(event) => update({ sort: event.target.value === 'desc' ? 'desc' : undefined })}
          >
            <option value="asc">A-Z</option>
            <option value="desc">Z-A</option>
          </select>
        </div>
      </form>
      <Suspense fallback={<PageLoader label="Loading groups…" />}>
        <Results queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
