import { useReadQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLoaderData, useOutlet, type LoaderFunctionArgs } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import { graphql } from '@/gql';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { PageLoader } from '@/ui/PageLoader';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/pages/dashboard/dashboard.css';

const DashboardPageQuery = graphql(`
  query DashboardPage {
    groups(first: 1) {
      totalCount
    }
    viewer {
      id
      groupCount
      joinedGroupCount
    }
  }
`);

export function loader(_args: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  return preloadQuery(DashboardPageQuery);
}

function OverviewCards() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const { user } = useAuth();
  return (
    <ul className="stat-cards">
      <li className="card stat-card">
        <h2>Total Groups</h2>
        <p className="stat-card__value">{data.groups.totalCount}</p>
      </li>
      <li className="card stat-card">
        <h2>My Groups</h2>
        <p className="stat-card__value">{data.viewer?.groupCount ?? 0}</p>
      </li>
      <li className="card stat-card">
        <h2>Joined Groups</h2>
        <p className="stat-card__value">{data.viewer?.joinedGroupCount ?? 0}</p>
      </li>
      <li className="card stat-card">
        <h2>Logged-in User</h2>
        <p className="stat-card__value stat-card__value--text">{user?.displayName || user?.email}</p>
      </li>
    </ul>
  );
}

/** Where integrators start: the IDE sends the signed-in person's token, so mutations just work there. */
function DevelopersLinks() {
  return (
    <nav className="card developers-links" aria-labelledby="developers-heading">
      {/* Not plain "Developers": the footer's column has that name, and two landmarks must not share one. */}
      <h2 id="developers-heading">For developers</h2>
      <p>
        <a href={paths.developers.graphiql.getHref()}>GraphQL IDE</a> (runs as you) ·{' '}
        <a href={paths.developers.apiReference.getHref()}>REST API reference</a> ·{' '}
        <a href={paths.developers.openApi.getHref()}>OpenAPI 3.1</a>
      </p>
    </nav>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'tab active' : 'tab');

export function Component() {
  // A tab (All Groups, My Groups, …) names the page itself; the overview is the Dashboard.
  usePageTitle(useOutlet() ? undefined : 'Dashboard');
  return (
    <div className="container-10 page dashboard">
      <header className="page-header">
        <h1>Dashboard</h1>
        <Link to={paths.profile.getHref()} className="btn btn-ghost btn-sm">
          Your profile
        </Link>
      </header>
      <DevelopersLinks />
      <Suspense fallback={<PageLoader />}>
        <OverviewCards />
      </Suspense>
      <nav className="tabs" aria-label="Dashboard">
        <NavLink to={paths.dashboard.getHref()} className={tabClass} end>
          Overview
        </NavLink>
        <NavLink to={paths.dashboard.allGroups.getHref()} className={tabClass}>
          All Groups
        </NavLink>
        <NavLink to={paths.dashboard.createGroup.getHref()} className={tabClass}>
          Create Group
        </NavLink>
        <NavLink to={paths.dashboard.myGroups.getHref()} className={tabClass}>
          My Groups
        </NavLink>
        <NavLink to={paths.dashboard.joinedGroups.getHref()} className={tabClass}>
          Joined Groups
        </NavLink>
      </nav>
      <div className="dashboard__content">
        <Outlet />
      </div>
    </div>
  );
}
