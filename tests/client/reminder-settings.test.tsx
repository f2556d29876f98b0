import type { FragmentType } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createCache } from '@/apollo/cache';
import { SetRemindersDocument, type GroupRole } from '@/gql/graphql';
import { reminderLeadChoices, ReminderSettings, ReminderSettingsFragment } from '@/groups/ReminderSettings';
import { mailBounds } from '../../server/src/bounds';
import { fakeAuth, Providers, testUser } from './support';

const group = {
  __typename: 'Group' as const,
  id: 'g1',
  viewerRole: 'OWNER' as GroupRole,
  reminderLeadHours: 24,
  nudgeUnanswered: false,
};
type GroupState = typeof group;

/** Renders the control for a group already in the cache, as the group page hands it over. */
async function renderControl(state: Partial<GroupState>, mocks: MockLink.MockedResponse[] = []) {
  const cache = createCache();
  const data = { ...group, ...state };
  cache.writeFragment({ fragment: ReminderSettingsFragment, id: cache.identify(data), data });
  const ref: FragmentType<typeof ReminderSettingsFragment> & { __typename: 'Group'; id: string } = {
    __typename: 'Group',
    id: 'g1',
    ' $fragmentRefs': { ReminderSettings_GroupFragment: data },
  };
  await act(async () => {
    render(
      <MockedProvider cache={cache} mocks={mocks}>
        <Providers auth={fakeAuth(testUser).client}>
          <ReminderSettings group={ref} />
        </Providers>
      </MockedProvider>,
    );
  });
  const cached = () => cache.readFragment({ fragment: ReminderSettingsFragment, id: 'Group:g1' });
  return { user: userEvent.setup(), cached };
}

const setReminders = (input: { reminderLeadHours: number; nudgeUnanswered: boolean }) => ({
  query: SetRemindersDocument,
  variables: { input: { id: 'g1', ...input } },
});

describe('the Reminders control on the group page', () => {
  it.each(['VISITOR', 'SIGNED_IN', 'MEMBER', 'WAITING'] as GroupRole[])(
    'is not shown to the role %s',
    async (viewerRole) => {
      await renderControl({ viewerRole });
      expect(screen.queryByRole('heading', { name: 'Reminders' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Remind members who are going')).not.toBeInTheDocument();
    },
  );

  it.each(['HOST', 'CO_ORGANIZER', 'OWNER'] as GroupRole[])('is shown to the role %s', async (viewerRole) => {
    await renderControl({ viewerRole });
    expect(screen.getByRole('heading', { name: 'Reminders' })).toBeInTheDocument();
  });

  it('shows the group’s settings (24 h, no nudge by default), saves a change and keeps it in the cache', async () => {
    const { user, cached } = await renderControl({}, [
      {
        request: setReminders({ reminderLeadHours: 2, nudgeUnanswered: true }),
        result: {
          data: {
            setReminders: {
              __typename: 'SetReminderLeadTimePayload',
              group: { ...group, reminderLeadHours: 2, nudgeUnanswered: true },
            },
          },
        },
      },
    ]);
    const lead = screen.getByLabelText('Remind members who are going');
    const nudge = screen.getByLabelText('Nudge members who have not answered');
    expect(lead).toHaveValue('24');
    expect(nudge).not.toBeChecked();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '2 hours before',
      '24 hours before',
      '48 hours before',
    ]);

    await user.selectOptions(lead, '2');
    await user.click(nudge);
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminders saved.')).toBeInTheDocument();
    expect(cached()).toMatchObject({ reminderLeadHours: 2, nudgeUnanswered: true });
    expect(screen.getByLabelText('Remind members who are going')).toHaveValue('2');
    expect(screen.getByLabelText('Nudge members who have not answered')).toBeChecked();
  });

  it('shows the server’s field error beside the lead time and keeps the choice', async () => {
    const { user, cached } = await renderControl({}, [
      {
        request: setReminders({ reminderLeadHours: 48, nudgeUnanswered: false }),
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { reminderLeadHours: 'Reminder lead time must be one of 2, 24 or 48 hours.' },
              },
            }),
          ],
        },
      },
    ]);
    await user.selectOptions(screen.getByLabelText('Remind members who are going'), '48');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminder lead time must be one of 2, 24 or 48 hours.')).toBeInTheDocument();
    expect(screen.getByLabelText('Remind members who are going')).toHaveValue('48');
    expect(screen.getByLabelText('Remind members who are going')).toHaveAttribute('aria-invalid', 'true');
    expect(cached()).toMatchObject({ reminderLeadHours: 24 });
  });

  it('says so when the server refuses the viewer', async () => {
    const { user } = await renderControl({ viewerRole: 'HOST' }, [
      {
        request: setReminders({ reminderLeadHours: 24, nudgeUnanswered: true }),
        result: { errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    await user.click(screen.getByLabelText('Nudge members who have not answered'));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the group’s organizers and hosts can change its reminders.',
    );
  });

  it('offers the lead times the server accepts', () => {
    expect([...reminderLeadChoices]).toEqual(mailBounds.reminderLeadHours);
  });
});
