import type { FragmentType } from '@apollo/client';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ReportSubject } from '@/gql/graphql';
import type { ReportFieldsFragment } from '@/moderation/mutations';
import { ReportCard } from '@/moderation/ReportCard';
import { ResolveForm } from '@/moderation/ResolveForm';
import '@/moderation/moderation.css';

type QueuedReport = FragmentType<typeof ReportFieldsFragment> & { id: string; subject: ReportSubject };

/**
 * A report queue as its handlers see it (the site's admins, a group's organizers): an Open and a
 * Resolved tab as links (each its own URL, so the back button and a reload keep the tab), the
 * reports with a link to what was reported, and on open ones the form that resolves them.
 */
export function ReportQueue({
  reports,
  resolved,
  openHref,
  resolvedHref,
}: {
  reports: readonly QueuedReport[];
  resolved: boolean;
  openHref: string;
  resolvedHref: string;
}) {
  const titleId = useId();
  // A resolved report leaves the open queue with the button that had the focus: the focus goes to the queue's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const title = resolved ? 'Resolved reports' : 'Open reports';
  return (
    <>
      <nav aria-label="Report queue" className="button-row report-queue__tabs">
        <Link className="btn btn-outline btn-sm" aria-current={resolved ? undefined : 'page'} to={openHref}>
          Open
        </Link>
        <Link className="btn btn-outline btn-sm" aria-current={resolved ? 'page' : undefined} to={resolvedHref}>
          Resolved
        </Link>
      </nav>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {reports.length === 0 ? (
          <p className="muted">{resolved ? 'No resolved reports yet.' : 'No open reports. All clear.'}</p>
        ) : (
          <ul className="report-list" aria-label={title}>
            {reports.map((report) => (
              <ReportCard key={report.id} report={report} linkToTarget>
                {!resolved && (
                  <ResolveForm id={report.id} subject={report.subject} onResolved={() => heading.current?.focus()} />
                )}
              </ReportCard>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
