import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import { Suspense, useId, useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { warmQuery } from '@/apollo/warmQuery';
import { graphql } from '@/gql';
import type { AllGroupsPageQuery, AllGroupsPageQueryVariables } from '@/gql/graphql';
import { GroupGrid } from '@/groups/GroupGrid';
import { GroupMap } from '@/map/GroupMap';
import { placeLabel, type MapPoint } from '@/map/cluster';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { LoadMore } from '@/ui/LoadMore';
import { PageLoader } from '@/ui/PageLoader';
import {
  browseVariables,
  clearedFilters,
  hasFilters,
  readBrowseState,
  sortOptions,
  writeBrowseState,
  type SortValue,
} from '@/pages/all-groups/browseState';
import { FilterPanel } from '@/pages/all-groups/FilterPanel';
import { useBrowseState } from '@/pages/all-groups/useBrowseState';
import { NearMe } from '@/pages/all-groups/NearMe';
import { useDebouncedText } from '@/pages/all-groups/useDebouncedText';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/pages/all-groups/all-groups.css';

/** Groups per "Load more". */
export const pageSize = 20;

const AllGroupsPageQueryDoc = graphql(`
  query AllGroupsPage($search: String, $filter: GroupFilter, $orderBy: GroupOrder, $first: Int!, $after: String) {
    groups(search: $search, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      # The distance belongs to this list (its point), not to the group: on the edge.
      edges {
        distanceKm
        node {
          id
        }
      }
      nodes {
        id
        groupName
        place {
          id
          name
          country
          lat
          lon
        }
        ...GroupCard_group
      }
    }
  }
`);

export async function loader({ request }: LoaderFunctionArgs, { apollo, preloadQuery }: AppServices) {
  const { search, filter, orderBy } = browseVariables(readBrowseState(new URL(request.url).searchParams));
  const variables = { search, filter, orderBy, first: pageSize };
  await warmQuery(apollo, AllGroupsPageQueryDoc, variables);
  return preloadQuery(AllGroupsPageQueryDoc, { variables });
}

type ResultNode = AllGroupsPageQuery['groups']['nodes'][number];
type ResultEdge = AllGroupsPageQuery['groups']['edges'][number];

/** Each shown group's distance from this list's near-me point (none outside a near-me list). */
function distancesOf(edges: readonly ResultEdge[]): ReadonlyMap<string, number> {
  return new Map(edges.flatMap(({ node, distanceKm }) => (distanceKm == null ? [] : [[node.id, distanceKm]])));
}

/** The shown groups that have coordinates, as map markers. */
function mapPoints(nodes: readonly ResultNode[]): MapPoint[] {
  return nodes.flatMap(({ id, groupName, place }) =>
    place?.lat != null && place.lon != null
      ? [
          {
            id,
            name: groupName,
            place: placeLabel(place),
            lat: place.lat,
            lon: place.lon,
            href: paths.groupDetails.getHref(id),
          },
        ]
      : [],
  );
}

function ResultsMap({ nodes }: { nodes: readonly ResultNode[] }) {
  const points = useMemo(() => mapPoints(nodes), [nodes]);
  const unplaced = nodes.length - points.length;
  return (
    <section aria-label="Map of the groups shown">
      <GroupMap points={points} label="Map of the groups shown; the list below has the same groups" />
      {unplaced > 0 && (
        <p className="muted">
          {unplaced} of the {nodes.length} groups shown {unplaced === 1 ? 'has' : 'have'} no place on the map.
        </p>
      )}
    </section>
  );
}

function Results({
  queryRef,
  filtered,
  showMap,
  onClear,
}: {
  queryRef: QueryRef<AllGroupsPageQuery, AllGroupsPageQueryVariables>;
  filtered: boolean;
  showMap: boolean;
  onClear: () => void;
}) {
  const { data } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { nodes, edges, totalCount, pageInfo } = data.groups;
  const distances = useMemo(() => distancesOf(edges), [edges]);

  return (
    <>
      <p className="result-count" role="status">
        {filtered
          ? `${totalCount} ${totalCount === 1 ? 'group matches' : 'groups match'} these filters`
          : `Total available groups: ${totalCount}`}
      </p>
      {nodes.length === 0 ? (
        filtered ? (
          <div className="empty-state">
            <p>No groups match these filters.</p>
            <button type="button" className="btn btn-primary" onClick={onClear}>
              Clear filters
            </button>
          </div>
        ) : (
          <p className="empty-state">No groups found.</p>
        )
      ) : (
        <>
          {showMap && <ResultsMap nodes={nodes} />}
          <GroupGrid groups={nodes} distances={distances} />
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
  const list = useLoaderData<LoaderData<typeof loader>>();
  const { committed, state, go } = useBrowseState();
  const searchId = useId();
  const sortId = useId();

  const clear = () => go(clearedFilters(state));
  const [text, setText] = useDebouncedText(state.search, (value) => go({ ...state, search: value }, true));

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
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            value={state.sort}
            onChange={(event) => go({ ...state, sort: event.target.value as SortValue })}
          >
            {sortOptions
              .filter((option) => option.value !== 'distance' || state.near)
              .map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
          </select>
        </div>
      </form>
      <NearMe state={state} onChange={(next) => go(next)} />
      <FilterPanel state={state} onChange={(next) => go(next)} onClear={clear} />
      <div className="view-toggle" role="group" aria-label="Show the groups as">
        {(['list', 'map'] as const).map((view) => (
          <button
            key={view}
            type="button"
            className="btn btn-outline btn-sm"
            aria-pressed={state.view === view}
            onClick={() => go({ ...state, view })}
          >
            {view === 'list' ? 'List' : 'Map'}
          </button>
        ))}
      </div>
      {/* A new boundary per list: the controls show the new choice at once and the list its loader.
          Opening the map shows the same list, so it keeps the boundary (no loader flashes). */}
      <Suspense
        key={writeBrowseState({ ...committed, view: 'list' }).toString()}
        fallback={<PageLoader label="Loading groups…" />}
      >
        <Results queryRef={list} filtered={hasFilters(committed)} showMap={state.view === 'map'} onClear={clear} />
      </Suspense>
    </div>
  );
}
