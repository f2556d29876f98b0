import { useReadQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '@/gql';
import { ReportCard } from '@/moderation/ReportCard';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { PageLoader } from '@/ui/PageLoader';
import { RouteError } from '@/ui/RouteError';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/moderation/moderation.css';

const MyReportsPageQuery = graphql(`
  query MyReportsPage {
    viewer {
      id
      isAdmin
      reports(first: 100) {
        id
        ...ReportFields_report
      }
    }
  }
`);

export function loader(_args: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  // A report may have been resolved since: always ask the server too.
  return preloadQuery(MyReportsPageQuery, { fetchPolicy: 'cache-and-network' });
}

function MyReports() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const viewer = data.viewer;
  if (!viewer) return null;
  return (
    <>
      <header className="page-header">
        <h1>My Reports</h1>
        <p className="muted">
          What you reported and where each report stands. Who you reported is never shown to them.
          {viewer.isAdmin && (
            <>
              {' '}
              <Link to={paths.admin.getHref()}>Open the report queue</Link>
            </>
          )}
        </p>
      </header>
      <h2>Reports you filed</h2>
      {viewer.reports.length === 0 ? (
        <p className="empty-state">You have not reported anything.</p>
      ) : (
        <ul className="report-list" aria-label="Your reports">
          {viewer.reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      )}
    </>
  );
}

export function Component() {
  usePageTitle('My Reports');
  return (
    <div className="container narrow page">
      <Suspense fallback={<PageLoader label="Loading your reports…" />}>
        <MyReports />
      </Suspense>
    </div>
  );
}

export const ErrorBoundary = RouteError;
