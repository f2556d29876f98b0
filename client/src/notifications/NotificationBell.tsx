import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { useSettledAnnouncement } from '@/groups/live';
import { NotificationBellQuery } from '@/notifications/documents';
import { useNotificationFeed } from '@/notifications/live';
import { paths } from '@/paths';
import { BellIcon } from '@/ui/icons';
import '@/notifications/NotificationBell.css';

const unreadSentence = (unread: number) =>
  unread === 1 ? 'You have 1 unread notification' : `You have ${unread} unread notifications`;

/**
 * Says a changed unread count once it settles. Mounted with the first known count, so the count
 * found on load is not announced: only changes while the person is here are.
 */
function UnreadAnnouncer({ unread }: { unread: number }) {
  const announcement = useSettledAnnouncement(unreadSentence(unread));
  return (
    <span className="visually-hidden" aria-live="polite">
      {announcement}
    </span>
  );
}

/**
 * The navbar's bell (signed in only): a link to the notifications page named with the unread
 * count ("Notifications, 2 unread"), which also shows as a badge. The count is fetched on every
 * app load and when the browser comes back online, so nothing stored while the person was away is
 * missed, and follows new notifications live while the app is open.
 */
export function NotificationBell({ uid, onNavigate }: { uid: string; onNavigate?: () => void }) {
  const { data, refetch } = useQuery(NotificationBellQuery, { fetchPolicy: 'cache-and-network' });
  useNotificationFeed(uid);
  useEffect(() => {
    const refresh = () => {
      refetch().catch(() => {
        // Still offline: the next load or reconnection asks again.
      });
    };
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refetch]);

  const unread = data?.viewer?.unreadNotificationCount;
  return (
    <>
      <NavLink
        to={paths.notifications.getHref()}
        className="icon-button notification-bell"
        aria-label={unread === undefined ? 'Notifications' : `Notifications, ${unread} unread`}
        onClick={onNavigate}
      >
        <BellIcon />
        {unread !== undefined && unread > 0 && (
          <span className="notification-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </NavLink>
      {unread !== undefined && <UnreadAnnouncer unread={unread} />}
    </>
  );
}
