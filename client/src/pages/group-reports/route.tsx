import { useReadQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from '@/gql';
import { GroupNotFound, GroupRouteError } from '@/groups/GroupNotFound';
import { GroupTabs } from '@/groups/GroupTabs';
import { useReportQueueFeed } from '@/moderation/live';
import { ReportQueue } from '@/moderation/ReportQueue';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { PageLoader } from '@/ui/PageLoader';
import { usePageTitle } from '@/ui/usePageTitle';

const GroupReportsPageQuery = graphql(`
  query GroupReportsPage($id: ID!, $status: ReportStatus!) {
    group(id: $id) {
      id
      groupName
      reports(status: $status, first: 100) {
        id
        subject
        ...ReportFields_report
      }
    }
  }
`);

const statusOf = (url: string) => (new URL(url).searchParams.get('status') === 'resolved' ? 'RESOLVED' : 'OPEN');

export function loader({ params, request }: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  // A report may have been filed or resolved since the queue was last shown: ask the server too.
  return preloadQuery(GroupReportsPageQuery, {
    variables: { id: params.id ?? '', status: statusOf(request.url) },
    fetchPolicy: 'cache-and-network',
  });
}

/** The reports about content inside one group, for its organizers (the server answers null to anyone else). */
function GroupReports() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const [params] = useSearchParams();
  const resolved = params.get('status') === 'resolved';
  const group = data.group;
  const reports = group?.reports;
  usePageTitle(group ? `Reports · ${group.groupName}` : 'Group not found');
  useReportQueueFeed({ groupId: group?.id, skip: !reports });
  if (!group) return <GroupNotFound />;
  return (
    <article className="container narrow page">
      <header className="page-header">
        <p className="small">
          <Link to={paths.groupDetails.getHref(group.id)}>{group.groupName}</Link>
        </p>
        <h1>Reports</h1>
        <GroupTabs groupId={group.id} />
        <p className="muted">
          What members reported inside this group. Reports about the group or its organizers go to the site’s admins.
        </p>
      </header>
      {reports ? (
        <ReportQueue
          reports={reports}
          resolved={resolved}
          openHref={paths.groupReports.getHref(group.id)}
          resolvedHref={paths.groupReports.getHref(group.id, 'RESOLVED')}
        />
      ) : (
        <p className="empty-state">Only the group’s organizers can see its reports.</p>
      )}
    </article>
  );
}

export function Component() {
  return (
    <Suspense fallback={<PageLoader label="Loading the group’s reports…" />}>
      <GroupReports />
    </Suspense>
  );
}

export const ErrorBoundary = GroupRouteError;
