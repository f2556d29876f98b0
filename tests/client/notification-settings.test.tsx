import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  NotificationSettingsPageDocument,
  ResubscribeGroupEmailDocument,
  UpdateNotificationPreferencesDocument,
  type NotificationPreferenceKind,
} from '@/gql/graphql';
import { kindNouns } from '@/notifications/preferenceLabels';
import { kindLabels as serverKindNouns } from '../../server/src/mail/kinds';
import { renderApp } from './app-harness';
import { fakeAuth, testUser } from './support';

const kindOrder: NotificationPreferenceKind[] = [
  'REMINDER',
  'PROMOTED',
  'SESSION_CANCELLED',
  'SESSION_MOVED',
  'ANNOUNCEMENT',
  'GROUP_CHANGED',
  'GROUP_DELETED',
  'WAITLIST_ENDED',
];
const kinds = kindOrder.map((kind) => ({
  __typename: 'NotificationKindPreference',
  kind,
  delivery: ['REMINDER', 'PROMOTED'].includes(kind) ? 'EMAIL' : 'IN_APP',
}));
const sketchers = {
  __typename: 'GroupEmailUnsubscribe',
  groupId: 'g1',
  groupName: 'Harbour Sketchers',
  kinds: ['REMINDER', 'ANNOUNCEMENT'],
};
const gone = { __typename: 'GroupEmailUnsubscribe', groupId: 'g2', groupName: null, kinds: ['GROUP_CHANGED'] };

const preferences = (groupUnsubscribes: object[]) => ({
  __typename: 'NotificationPreferences',
  kinds,
  digestHour: 8,
  timeZone: null,
  groupUnsubscribes,
});

/** The settings page's query, answered as the server would. */
const pageResponse = (groupUnsubscribes: object[]): MockLink.MockedResponse => ({
  request: { query: NotificationSettingsPageDocument },
  result: {
    data: {
      viewer: { __typename: 'Viewer', id: testUser.uid, notificationPreferences: preferences(groupUnsubscribes) },
    },
  },
});

const resubscribe = (
  groupId: string,
  kind: NotificationPreferenceKind,
  groupUnsubscribes: object[],
): MockLink.MockedResponse => ({
  request: { query: ResubscribeGroupEmailDocument, variables: { input: { groupId, kind } } },
  result: {
    data: {
      resubscribeGroupEmail: {
        __typename: 'UpdateNotificationPreferencesPayload',
        notificationPreferences: preferences(groupUnsubscribes),
      },
    },
  },
});

const section = () => screen.getByRole('region', { name: 'Groups you unsubscribed from' });

describe('Settings → Notifications: groups unsubscribed from', () => {
  it('says so when there are none', async () => {
    renderApp(fakeAuth(testUser).client, '/settings/notifications', [pageResponse([])]);
    await screen.findByRole('heading', { name: 'Groups you unsubscribed from' });
    expect(section()).toHaveTextContent('You have not unsubscribed from any group’s emails.');
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists each group with the kinds turned off, and a Resubscribe button for each', async () => {
    renderApp(fakeAuth(testUser).client, '/settings/notifications', [pageResponse([sketchers, gone])]);
    await screen.findByRole('heading', { name: 'Harbour Sketchers' });
    expect(
      within(screen.getByRole('list', { name: 'Kinds of email turned off for Harbour Sketchers' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Resubscribe to session reminders from Harbour Sketchers' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Resubscribe to announcements from Harbour Sketchers' }),
    ).toBeInTheDocument();
    // A deleted group still shows, so its kinds can be turned back on.
    expect(screen.getByRole('heading', { name: 'A group that no longer exists' })).toBeInTheDocument();
  });

  it('resubscribes one kind and the list follows the answer, down to the empty state', async () => {
    const user = userEvent.setup();
    renderApp(fakeAuth(testUser).client, '/settings/notifications', [
      pageResponse([sketchers]),
      resubscribe('g1', 'REMINDER', [{ ...sketchers, kinds: ['ANNOUNCEMENT'] }]),
      resubscribe('g1', 'ANNOUNCEMENT', []),
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Resubscribe to session reminders from Harbour Sketchers' }),
    );
    expect(
      await screen.findByText('Email about session reminders from Harbour Sketchers is back on.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Resubscribe to session reminders from Harbour Sketchers' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resubscribe to announcements from Harbour Sketchers' }));
    expect(
      await within(section()).findByText('You have not unsubscribed from any group’s emails.'),
    ).toBeInTheDocument();
  });

  it('keeps the list after saving the other settings (the answer replaces the preferences whole)', async () => {
    const user = userEvent.setup();
    renderApp(fakeAuth(testUser).client, '/settings/notifications', [
      pageResponse([sketchers]),
      {
        request: {
          query: UpdateNotificationPreferencesDocument,
          variables: {
            input: {
              kinds: kinds.map(({ kind, delivery }) => ({
                kind,
                delivery: kind === 'GROUP_CHANGED' ? 'DIGEST' : delivery,
              })),
              digestHour: 8,
              timeZone: null,
            },
          },
        },
        result: {
          data: {
            updateNotificationPreferences: {
              __typename: 'UpdateNotificationPreferencesPayload',
              notificationPreferences: {
                ...preferences([sketchers]),
                kinds: kinds.map((k) => (k.kind === 'GROUP_CHANGED' ? { ...k, delivery: 'DIGEST' } : k)),
              },
            },
          },
        },
      },
    ]);
    await user.selectOptions(await screen.findByLabelText('A group you are in changes'), 'DIGEST');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Harbour Sketchers' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Resubscribe to session reminders from Harbour Sketchers' }),
    ).toBeInTheDocument();
  });

  it('says so when resubscribing fails, and keeps the entry', async () => {
    const user = userEvent.setup();
    renderApp(fakeAuth(testUser).client, '/settings/notifications', [
      pageResponse([sketchers]),
      {
        request: { query: ResubscribeGroupEmailDocument, variables: { input: { groupId: 'g1', kind: 'REMINDER' } } },
        result: { errors: [new GraphQLError('Internal', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] },
      },
    ]);
    await user.click(
      await screen.findByRole('button', { name: 'Resubscribe to session reminders from Harbour Sketchers' }),
    );
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Email could not be turned back on. Please try again.',
    );
    expect(
      screen.getByRole('button', { name: 'Resubscribe to session reminders from Harbour Sketchers' }),
    ).toBeEnabled();
  });

  it('names each kind with the same words as the emails and the unsubscribe page', () => {
    const { DIGEST: _digest, ...perKind } = serverKindNouns;
    expect(kindNouns).toEqual(perKind);
  });
});
