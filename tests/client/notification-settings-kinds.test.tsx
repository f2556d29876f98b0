import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NotificationSettingsPageDocument,
  UpdateNotificationPreferencesDocument,
  type NotificationPreferenceKind,
} from '@/gql/graphql';
import { kindLabels, kindSections } from '@/notifications/preferenceLabels';
import { mailKinds } from '../../server/src/mail/kinds';
import { renderApp } from './app-harness';
import { fakeAuth, testUser } from './support';

/** Every kind the server has, as it lists them, plus one a newer server might add. */
const serverKinds = [...mailKinds, 'SOMETHING_NEW'] as NotificationPreferenceKind[];
const kinds = serverKinds.map((kind) => ({
  __typename: 'NotificationKindPreference',
  kind,
  delivery: kind === 'REMINDER' ? 'EMAIL' : 'IN_APP',
}));
const preferences = (list = kinds) => ({
  __typename: 'NotificationPreferences',
  kinds: list,
  digestHour: 8,
  timeZone: null,
  groupUnsubscribes: [],
});
const page: MockLink.MockedResponse = {
  request: { query: NotificationSettingsPageDocument },
  result: { data: { viewer: { __typename: 'Viewer', id: testUser.uid, notificationPreferences: preferences() } } },
};

describe('Settings → Notifications: every kind, in sections', () => {
  it('places each kind the server lists in exactly one section', () => {
    const placed = kindSections.flatMap((section) => section.kinds);
    expect([...placed].sort()).toEqual([...mailKinds].sort());
    for (const kind of mailKinds) expect(kindLabels[kind]).toEqual(expect.any(String));
  });

  it('shows a labelled choice for every kind, grouped, and a kind it does not know under Everything else', async () => {
    renderApp(fakeAuth(testUser).client, '/settings/notifications', [page]);
    await screen.findByRole('group', { name: 'Joining, teams and bans' });
    for (const { title, kinds: sectionKinds } of kindSections) {
      const section = screen.getByRole('group', { name: title });
      for (const kind of sectionKinds) {
        expect(within(section).getByLabelText(kindLabels[kind])).toHaveValue(kind === 'REMINDER' ? 'EMAIL' : 'IN_APP');
      }
    }
    expect(
      within(screen.getByRole('group', { name: 'Everything else' })).getByLabelText('SOMETHING_NEW'),
    ).toBeInTheDocument();
  });

  it('saves a new kind’s choice with all the others', async () => {
    const user = userEvent.setup();
    const chosen = kinds.map((k) => (k.kind === 'BANNED' ? { ...k, delivery: 'EMAIL' } : k));
    renderApp(fakeAuth(testUser).client, '/settings/notifications', [
      page,
      {
        request: {
          query: UpdateNotificationPreferencesDocument,
          variables: {
            input: {
              kinds: chosen.map(({ kind, delivery }) => ({ kind, delivery })),
              digestHour: 8,
              timeZone: null,
            },
          },
        },
        result: {
          data: {
            updateNotificationPreferences: {
              __typename: 'UpdateNotificationPreferencesPayload',
              notificationPreferences: preferences(chosen),
            },
          },
        },
      },
    ]);
    await user.selectOptions(await screen.findByLabelText('You are banned from a group'), 'EMAIL');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('You are banned from a group')).toHaveValue('EMAIL');
  });
});
