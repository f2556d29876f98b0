import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import { Suspense, useState, useTransition } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { warmQuery } from '@/apollo/warmQuery';
import { graphql } from '@/gql';
import type { HomePageQuery as HomePageData, HomePageQueryVariables } from '@/gql/graphql';
import { GroupGrid } from '@/groups/GroupGrid';
import { Carousel } from '@/pages/home/Carousel';
import { Faq } from '@/pages/home/Faq';
import { HowItWorks } from '@/pages/home/HowItWorks';
import { Testimonials } from '@/pages/home/Testimonials';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { FadeIn } from '@/ui/FadeIn';
import { PageLoader } from '@/ui/PageLoader';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/pages/home/home.css';

/** The home page features 6 groups before "Show All". */
export const featuredCount = 6;
/** How many more "Show All" brings in one request (the API's page limit is 100). */
const showAllCount = 48;

const HomePageQuery = graphql(`
  query HomePage($first: Int!, $after: String) {
    groups(first: $first, after: $after) {
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

export async function loader(_args: LoaderFunctionArgs, { apollo, preloadQuery }: AppServices) {
  const variables = { first: featuredCount };
  await warmQuery(apollo, HomePageQuery, variables);
  return preloadQuery(HomePageQuery, { variables });
}

function FeaturedGroups({ queryRef }: { queryRef: QueryRef<HomePageData, HomePageQueryVariables> }) {
  const { data } = useReadQuery(queryRef);
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const [expanded, setExpanded] = useState(false);
  const [loadingMore, startTransition] = useTransition();
  const { nodes, totalCount, pageInfo } = data.groups;

  const showAll = () =>
    startTransition(async () => {
      if (nodes.length < showAllCount && pageInfo.hasNextPage) {
        await fetchMore({ variables: { after: pageInfo.endCursor, first: showAllCount - nodes.length } });
      }
      setExpanded(true);
    });

  if (nodes.length === 0) return <p className="empty-state">No groups found.</p>;
  const shown = expanded ? nodes : nodes.slice(0, featuredCount);
  return (
    <>
      <GroupGrid groups={shown} headingLevel={3} eagerCovers={0} />
      <div className="center-row">
        {totalCount > featuredCount &&
          (expanded ? (
            <button type="button" className="btn btn-ghost" onClick={() => setExpanded(false)}>
              Show Less
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={showAll} disabled={loadingMore}>
              {loadingMore ? 'Loading…' : 'Show All'}
            </button>
          ))}
        {expanded && totalCount > shown.length && (
          <Link className="btn btn-primary" to={paths.allGroups.getHref()}>
            Browse all {totalCount} groups
          </Link>
        )}
      </div>
    </>
  );
}

export function Component() {
  usePageTitle('');
  const queryRef = useLoaderData<LoaderData<typeof loader>>();
  return (
    <FadeIn>
      {/* The page's name for headings navigation; sighted people see the logo and the banner. */}
      <h1 className="visually-hidden">HobbyHub: hobby groups near you</h1>
      <Carousel />
      <div className="container-10">
        <section className="section" aria-labelledby="featured-title">
          <h2 id="featured-title" className="section__title">
            Featured Groups
          </h2>
          <Suspense fallback={<PageLoader label="Loading groups…" />}>
            <FeaturedGroups queryRef={queryRef} />
          </Suspense>
        </section>
        <HowItWorks />
        <Testimonials />
        <Faq />
      </div>
    </FadeIn>
  );
}
