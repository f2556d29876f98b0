import { useReadQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '@/gql';
import { useReportQueueFeed } from '@/moderation/live';
import { ReportQueue } from '@/moderation/ReportQueue';
import { SuspensionForms } from '@/pages/admin/SuspensionForms';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { PageLoader } from '@/ui/PageLoader';
import { RouteError } from '@/ui/RouteError';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/moderation/moderation.css';

const AdminPageQuery = graphql(`
  query AdminPage($status: ReportStatus!) {
    viewer {
      id
      isAdmin
    }
    reportQueue(status: $status, first: 100) {
      id
      subject
      ...ReportFields_report
    }
    suspendedAccounts {
      uid
      displayName
      reason
      at
    }
  }
`);

const statusOf = (url: string) => (new URL(url).searchParams.get('status') === 'resolved' ? 'RESOLVED' : 'OPEN');

export function loader({ request }: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  // Anyone but an admin is refused the queue: the page says so instead of failing.
  return preloadQuery(AdminPageQuery, {
    variables: { status: statusOf(request.url) },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
}

function AdminQueue() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const [params] = useSearchParams();
  const resolved = params.get('status') === 'resolved';
  useReportQueueFeed();
  if (!data?.viewer?.isAdmin || !data.reportQueue) {
    return <p className="empty-state">Only the site’s admins can see this page.</p>;
  }
  return (
    <>
      <ReportQueue
        reports={data.reportQueue}
        resolved={resolved}
        openHref={paths.admin.getHref()}
        resolvedHref={paths.admin.getHref('RESOLVED')}
      />
      <SuspensionForms accounts={data.suspendedAccounts ?? []} />
    </>
  );
}

export function Component() {
  usePageTitle('Admin');
  return (
    <div className="container narrow page">
      <header className="page-header">
        <h1>Admin</h1>
        <p className="muted">Reports from the whole site, and suspensions of groups and accounts.</p>
      </header>
      <Suspense fallback={<PageLoader label="Loading the report queue…" />}>
        <AdminQueue />
      </Suspense>
    </div>
  );
}

export const ErrorBoundary = RouteError;
