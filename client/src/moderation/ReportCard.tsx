import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ReportFieldsFragment } from '@/moderation/mutations';
import { reasonLabel } from '@/moderation/reasons';
import { paths } from '@/paths';
import { formatInstant } from '@/ui/format';

const subjectNames = {
  GROUP: 'Group',
  THREAD: 'Thread',
  REPLY: 'Reply',
  ANNOUNCEMENT: 'Announcement',
  MEMBER: 'Member',
} as const;

/**
 * Where the reported thing is shown: a thread or a reply its thread's page; an announcement the
 * group's discussion; a group or a member the group page, which lists its members. (A reply
 * reported before reports named its thread leads to the group's discussion.)
 */
function targetHref(report: {
  subject: keyof typeof subjectNames;
  targetId: string;
  threadId?: string | null;
  groupId: string;
}): string {
  const threadId = report.threadId ?? (report.subject === 'THREAD' ? report.targetId : null);
  if (threadId) return paths.thread.getHref(report.groupId, threadId);
  return report.subject === 'REPLY' || report.subject === 'ANNOUNCEMENT'
    ? paths.groupDiscussion.getHref(report.groupId)
    : paths.groupDetails.getHref(report.groupId);
}

/**
 * One report as a queue or the reporter's list shows it; `children` are the handler's actions.
 * `linkToTarget`: the handlers' queues link what was reported (organizers still see a hidden post).
 */
export function ReportCard({
  report,
  linkToTarget = false,
  children,
}: {
  report: FragmentType<typeof ReportFieldsFragment>;
  linkToTarget?: boolean;
  children?: ReactNode;
}) {
  const { data, complete } = useFragment({ fragment: ReportFieldsFragment, from: report });
  if (!complete) return null;
  return (
    <li className="report-card" aria-label={`Report: ${subjectNames[data.subject]} ${data.summary}`}>
      <h3>
        {subjectNames[data.subject]}: {linkToTarget ? <Link to={targetHref(data)}>{data.summary}</Link> : data.summary}
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
