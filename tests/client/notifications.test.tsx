import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationsPageDocument,
} from '@/gql/graphql';
import { bellResponse, LiveEvents, renderApp } from './app-harness';
import { fakeAuth, testUser } from './support';

const promoted = {
  __typename: 'Notification',
  id: 'n2',
  kind: 'PROMOTED',
  groupId: 'g1',
  groupName: 'Sunrise Shooters',
  createdAt: '2030-05-02T09:30:00.000Z',
  read: false,
  sessionStartsAt: null,
  sessionLocation: null,
  reportSummary: null,
  reportOutcome: null,
};
const changed = {
  __typename: 'Notification',
  id: 'n1',
  kind: 'GROUP_CHANGED',
  groupId: 'g2',
  groupName: 'Harbour Sketchers',
  createdAt: '2030-05-01T18:00:00.000Z',
  read: true,
  sessionStartsAt: null,
  sessionLocation: null,
  reportSummary: null,
  reportOutcome: null,
};

/** The notifications page's query as the server answers it: newest first. */
const pageResponse = (notifications: object[], unread: number): MockLink.MockedResponse => ({
  request: { query: NotificationsPageDocument },
  result: {
    data: {
      viewer: { __typename: 'Viewer', id: testUser.uid, unreadNotificationCount: unread, notifications },
    },
  },
});

/** One answer of the bell's count (the next refetch gets the next one). */
const bellOnce = (unread: number): MockLink.MockedResponse => ({ ...bellResponse(unread), maxUsageCount: 1 });

const bell = () => screen.getByRole('link', { name: /^Notifications/ });
const listed = () => within(screen.getByRole('list', { name: 'Your notifications' })).getAllByRole('listitem');

describe('notifications', () => {
  it('shows a sentence for a moved session on the page', async () => {
    const moved = {
      ...changed,
      id: 'n3',
      kind: 'SESSION_MOVED',
      sessionStartsAt: '2030-05-07T17:00:00.000Z',
      sessionLocation: 'Pier 3',
    };
    renderApp(fakeAuth(testUser).client, '/notifications', [pageResponse([moved], 0), bellOnce(0)]);
    await screen.findByRole('list', { name: 'Your notifications' });
    expect(listed()[0]).toHaveTextContent(
      /A session of Harbour Sketchers you said Going to has moved: it now starts .+ at Pier 3\./,
    );
  });

  it('tells a reporter what became of their report, with a link to their reports; a handler what was reported', async () => {
    const resolved = {
      ...changed,
      id: 'n4',
      kind: 'REPORT_RESOLVED',
      reportSummary: 'Cheap watches here',
      reportOutcome: 'The reported post was hidden.',
    };
    const filed = { ...changed, id: 'n5', kind: 'REPORT_FILED', reportSummary: 'Cheap watches here' };
    renderApp(fakeAuth(testUser).client, '/notifications', [pageResponse([resolved, filed], 0), bellOnce(0)]);
    await screen.findByRole('list', { name: 'Your notifications' });
    const [first, second] = listed();
    expect(first).toHaveTextContent('Your report of “Cheap watches here” in Harbour Sketchers was resolved.');
    expect(first).toHaveTextContent('The reported post was hidden. See your reports');
    expect(within(first!).getByRole('link', { name: 'See your reports' })).toHaveAttribute('href', '/my-reports');
    expect(second).toHaveTextContent(
      'Something in Harbour Sketchers was reported for you to handle: “Cheap watches here”.',
    );
  });

  it('lists them newest first, marks one read, and the bell follows', async () => {
    const user = userEvent.setup();
    renderApp(fakeAuth(testUser).client, '/notifications', [
      pageResponse([promoted, changed], 1),
      bellOnce(1),
      {
        request: { query: MarkNotificationReadDocument, variables: { input: { id: 'n2' } } },
        result: {
          data: {
            markNotificationRead: {
              __typename: 'MarkNotificationReadPayload',
              notification: { __typename: 'Notification', id: 'n2', read: true },
              unreadNotificationCount: 0,
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Notifications · HobbyHub');
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    const items = listed();
    expect(items.map((item) => item.querySelector('p')?.textContent?.trim())).toEqual([
      'New A place freed up in Sunrise Shooters: you are now a member.',
      'The organizer changed the date or place of Harbour Sketchers.',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Sunrise Shooters' })).toHaveAttribute('href', '/groups/g1');
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    // Only the unread one has the button, described by what it marks.
    const markRead = screen.getByRole('button', { name: 'Mark as read' });
    expect(markRead).toHaveAccessibleDescription(
      /^New A place freed up in Sunrise Shooters ?: you are now a member\.$/,
    );
    await user.click(markRead);
    expect(await screen.findByRole('link', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing unread.')).toBeInTheDocument();
    // The button is gone: the focus stays on the item it belonged to, not lost to the page.
    expect(document.activeElement).toBe(items[0]);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('adds a notification that arrives live to the top of the list, refreshes the bell, and announces the settled count', async () => {
    const live = new LiveEvents();
    renderApp(
      fakeAuth(testUser).client,
      '/notifications',
      // The bell's first answer, counted before the notification was stored, is still on its way
      // when the notification arrives: the count must be asked again, not taken from that answer.
      [pageResponse([changed], 0), { ...bellOnce(0), delay: 1000 }, { ...bellOnce(1), delay: 1500 }],
      live,
    );
    await screen.findByText(/Harbour Sketchers/);
    // The page's own answer gives the count at first.
    expect(await screen.findByRole('link', { name: 'Notifications, 0 unread' })).toBeInTheDocument();

    await live.push('NotificationAdded', { notificationAdded: promoted });
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    const items = listed();
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('A place freed up in Sunrise Shooters');
    expect(bell()).toHaveTextContent('1');
    // Once the figure has stayed put for a moment, screen readers hear it (not on load: it was 0 then).
    expect(await screen.findByText('You have 1 unread notification')).toHaveAttribute('aria-live', 'polite');
  });

  it('marks all as read', async () => {
    const user = userEvent.setup();
    renderApp(fakeAuth(testUser).client, '/notifications', [
      pageResponse([promoted, { ...changed, read: false }], 2),
      bellOnce(2),
      {
        request: { query: MarkAllNotificationsReadDocument },
        result: {
          data: {
            markAllNotificationsRead: {
              __typename: 'MarkAllNotificationsReadPayload',
              markedCount: 2,
              unreadNotificationCount: 0,
            },
          },
        },
      },
    ]);
    expect(await screen.findAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 0 unread');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications', level: 1 }));
  });

  it('says when there is nothing yet', async () => {
    renderApp(fakeAuth(testUser).client, '/notifications', [pageResponse([], 0)]);
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows the route error when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(fakeAuth(testUser).client, '/notifications', [
      { request: { query: NotificationsPageDocument }, error: new Error('Network down') },
    ]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('shows no bell to a signed-out visitor', async () => {
    renderApp(fakeAuth(null).client, '/about-us');
    await screen.findByRole('heading', { name: 'About Us' });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
