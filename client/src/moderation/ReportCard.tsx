import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ReportFieldsFragment } from '@/moderation/mutations';
import { reasonLabel } from '@/moderation/reasons';
import { formatInstant } from '@/ui/format';

const subjectNames = {
  GROUP: 'Group',
  THREAD: 'Thread',
  REPLY: 'Reply',
  ANNOUNCEMENT: 'Announcement',
  MEMBER: 'Member',
} as const;

/** One report as a queue or the reporter's list shows it; `children` are the handler's actions. */
export function ReportCard({
  report,
  children,
}: {
  report: FragmentType<typeof ReportFieldsFragment>;
  children?: ReactNode;
}) {
  const { data, complete } = useFragment({ fragment: ReportFieldsFragment, from: report });
  if (!complete) return null;
  return (
    <li className="report-card" aria-label={`Report: ${subjectNames[data.subject]} ${data.summary}`}>
      <h3>
        {subjectNames[data.subject]}: {data.summary}
      </h3>
      <p className="muted small">
        In {data.groupName} · {reasonLabel(data.reason)} · reported{' '}
        <time dateTime={data.createdAt}>{formatInstant(data.createdAt)}</time>
        {data.reporterName && <> by {data.reporterName}</>}
        {data.audience === 'ADMINS' && ' · for the site’s admins'}
      </p>
      {data.note && <p>“{data.note}”</p>}
      <p>
        <strong>Status: {data.status === 'OPEN' ? 'Open' : 'Resolved'}</strong>
        {data.status === 'RESOLVED' && (
          <>
            {' '}
            by {data.resolverName}
            {data.resolvedAt && (
              <>
                {' '}
                on <time dateTime={data.resolvedAt}>{formatInstant(data.resolvedAt)}</time>
              </>
            )}
            {data.hidden && ' · the post was hidden'}
          </>
        )}
      </p>
      {data.resolution && <p>Resolution: {data.resolution}</p>}
      {children}
    </li>
  );
}
