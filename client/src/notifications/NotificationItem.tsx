import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { graphQLErrorCode } from '@/apollo/errors';
import { useAuth } from '@/auth/AuthProvider';
import { graphql } from '@/gql';
import type { NotificationKind } from '@/gql/graphql';
import { useMarkNotificationRead } from '@/notifications/mutations';
import { paths } from '@/paths';
import { formatInstant } from '@/ui/format';

export const NotificationItemFragment = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    kind
    groupId
    groupName
    createdAt
    read
    sessionStartsAt
    sessionLocation
    reportSummary
    reportOutcome
  }
`);

/** What a notification says besides its group: the session it is about, what was reported. */
export interface NotificationFacts {
  kind: NotificationKind;
  sessionStartsAt?: string | null;
  sessionLocation?: string | null;
  reportSummary?: string | null;
}

/** What happened, in words, with the group's name (a link to it, unless it was deleted). */
export function notificationSentence(
  { kind, sessionStartsAt, sessionLocation, reportSummary }: NotificationFacts,
  group: ReactNode,
) {
  const when = sessionStartsAt ? formatInstant(sessionStartsAt) : null;
  switch (kind) {
    case 'PROMOTED':
      return <>A place freed up in {group}: you are now a member.</>;
    case 'GROUP_CHANGED':
      return <>The organizer changed the date or place of {group}.</>;
    case 'GROUP_DELETED':
      return <>{group} was deleted.</>;
    case 'WAITLIST_ENDED':
      return <>{group} started before a place freed up, so its waitlist has ended.</>;
    case 'SESSION_CANCELLED':
      return when ? (
        <>
          The {when} session of {group} was cancelled.
        </>
      ) : (
        <>A session of {group} you said Going to was cancelled.</>
      );
    case 'SESSION_MOVED':
      return (
        <>
          A session of {group} you said Going to has moved{when ? <>: it now starts {when}</> : null}
          {sessionLocation ? <> at {sessionLocation}</> : null}.
        </>
      );
    case 'ANNOUNCEMENT':
      return <>The organizer of {group} sent you an announcement.</>;
    case 'THREAD_REPLY':
      return <>Someone replied in a discussion you follow in {group}.</>;
    case 'TEAM_INVITATION':
      return <>You were invited to help organize {group}.</>;
    case 'ROLE_CHANGED':
      return <>Your role in {group} changed.</>;
    case 'REMOVED':
      return <>An organizer removed you from {group}. You may ask to join again.</>;
    case 'JOIN_APPROVED':
      return <>Your request to join {group} was approved.</>;
    case 'JOIN_DECLINED':
      return <>Your request to join {group} was declined. The group page shows the organizer’s note.</>;
    case 'BANNED':
      return <>An organizer banned you from {group}. The group page shows why.</>;
    case 'UNBANNED':
      return <>Your ban from {group} was lifted: you may ask to join again.</>;
    case 'REPORT_FILED':
      return reportSummary ? (
        <>
          Something in {group} was reported for you to handle: “{reportSummary}”.
        </>
      ) : (
        <>Something in {group} was reported for you to handle.</>
      );
    case 'REPORT_RESOLVED':
      return reportSummary ? (
        <>
          Your report of “{reportSummary}” in {group} was resolved.
        </>
      ) : (
        <>Your report of something in {group} was resolved.</>
      );
    default:
      // A kind this build does not know yet (a newer server): still say something true.
      return <>There is news about {group}.</>;
  }
}

/**
 * One notification: what happened and when, marked New while unread, with a Mark as read button.
 * Once marked, the button goes away, so the focus moves to the item itself rather than the page.
 */
export function NotificationItem({ notification }: { notification: FragmentType<typeof NotificationItemFragment> }) {
  const { data, complete } = useFragment({ fragment: NotificationItemFragment, from: notification });
  const { user } = useAuth();
  const markRead = useMarkNotificationRead(user?.uid ?? '');
  const item = useRef<HTMLLIElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!complete) return null;

  const onMarkRead = async () => {
    setBusy(true);
    setError(null);
    try {
      await markRead({ id: data.id });
      item.current?.focus();
    } catch (caught) {
      setError(
        graphQLErrorCode(caught) === 'NOT_FOUND'
          ? 'This notification no longer exists.'
          : 'Could not mark it as read. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const group =
    data.kind === 'GROUP_DELETED' ? (
      <strong>{data.groupName}</strong>
    ) : (
      <Link to={paths.groupDetails.getHref(data.groupId)}>{data.groupName}</Link>
    );
  const textId = `notification-${data.id}`;
  return (
    <li ref={item} tabIndex={-1} className={data.read ? 'notification' : 'notification notification--unread'}>
      <p id={textId} className="notification__text">
        {!data.read && <span className="badge notification__new">New</span>} {notificationSentence(data, group)}
      </p>
      {data.kind === 'REPORT_RESOLVED' && (
        <p className="notification__text">
          {data.reportOutcome && <>{data.reportOutcome} </>}
          <Link to={paths.myReports.getHref()}>See your reports</Link>
        </p>
      )}
      <p className="notification__meta muted small">
        <time dateTime={data.createdAt}>{formatInstant(data.createdAt)}</time>
      </p>
      {!data.read && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={busy}
          aria-describedby={textId}
          onClick={() => void onMarkRead()}
        >
          Mark as read
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
