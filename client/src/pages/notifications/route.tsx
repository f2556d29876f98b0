import { useReadQuery } from '@apollo/client/react';
import { Suspense, useRef, useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider';
import { graphql } from '@/gql';
import { useMarkAllNotificationsRead } from '@/notifications/mutations';
import { NotificationItem } from '@/notifications/NotificationItem';
import { paths } from '@/paths';
import type { AppServices, LoaderData } from '@/services';
import { PageLoader } from '@/ui/PageLoader';
import { RouteError } from '@/ui/RouteError';
import { useToast } from '@/ui/toast/ToastProvider';
import { usePageTitle } from '@/ui/usePageTitle';
import '@/pages/notifications/notifications.css';

const NotificationsPageQuery = graphql(`
  query NotificationsPage {
    viewer {
      id
      unreadNotificationCount
      notifications {
        id
        ...NotificationItem_notification
      }
    }
  }
`);

export function loader(_args: LoaderFunctionArgs, { preloadQuery }: AppServices) {
  // Shows what the cache holds at once and asks the server too: notifications stored while the
  // app was closed or offline appear on arrival. New ones join the list live (notifications/live.ts).
  return preloadQuery(NotificationsPageQuery, { fetchPolicy: 'cache-and-network' });
}

/** The signed-in user's notifications, newest first (the server's order), with Mark all as read. */
function NotificationList() {
  const { data } = useReadQuery(useLoaderData<LoaderData<typeof loader>>());
  const { user } = useAuth();
  const markAllRead = useMarkAllNotificationsRead(user?.uid ?? '');
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const viewer = data.viewer;
  if (!viewer) return null;
  const { notifications, unreadNotificationCount: unread } = viewer;

  const onMarkAll = async () => {
    setBusy(true);
    setError(null);
    try {
      await markAllRead();
      toast({ title: 'All notifications marked as read.', icon: 'success' });
      // The button is disabled now (nothing unread): keep the focus on the page, at its top.
      heading.current?.focus();
    } catch {
      setError('Could not mark your notifications as read. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="page-header notifications-header">
        <div>
          <h1 ref={heading} tabIndex={-1}>
            Notifications
          </h1>
          <p className="muted">
            <span>{unread === 0 ? 'Nothing unread.' : `${unread} unread`}</span> ·{' '}
            <Link to={paths.notificationSettings.getHref()}>Email settings</Link>
          </p>
        </div>
        {notifications.length > 0 && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy || unread === 0}
            onClick={() => void onMarkAll()}
          >
            Mark all as read
          </button>
        )}
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {notifications.length === 0 ? (
        <div className="state-panel">
          <p className="empty-state">No notifications yet.</p>
          <p className="muted">
            When a place frees up in a group you wait for, or a group you joined changes, you will read it here.
          </p>
          <Link className="btn btn-primary" to={paths.allGroups.getHref()}>
            Browse all groups
          </Link>
        </div>
      ) : (
        <ul className="notification-list" aria-label="Your notifications">
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
    </>
  );
}

export function Component() {
  usePageTitle('Notifications');
  return (
    <div className="container narrow page">
      <Suspense fallback={<PageLoader label="Loading your notifications…" />}>
        <NotificationList />
      </Suspense>
    </div>
  );
}

export const ErrorBoundary = RouteError;
