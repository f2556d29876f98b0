import type { FragmentType } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCache } from '@/apollo/cache';
import { LeaveTeamDocument, ViewerTeamInvitationsDocument, type GroupRole } from '@/gql/graphql';
import { addOrganizerPolicies } from '@/groups/queuePolicies';
import { TeamFragment } from '@/groups/team';
import { TeamSection } from '@/groups/TeamSection';
import { fakeAuth, Providers, testUser } from './support';

const person = (id: string, displayName: string, role: GroupRole) => ({
  __typename: 'TeamMember' as const,
  id,
  displayName,
  role,
});
const member = (id: string, displayName: string) => ({ __typename: 'Member' as const, id, displayName });
const invitation = (inviteeId: string, role: 'HOST' | 'CO_ORGANIZER') => ({
  __typename: 'TeamInvitation' as const,
  inviteeId,
  role,
  invitedAt: '2030-01-01T10:00:00.000Z',
});

const owner = person('owner', 'Olga Owner', 'OWNER');
const members = [member('hal', 'Hal Host'), member('dee', 'Dee Declines'), member(testUser.uid, 'Ada Lovelace')];

type TeamState = {
  viewerRole: GroupRole;
  team: ReturnType<typeof person>[];
  teamInvitations: ReturnType<typeof invitation>[] | null;
  members: ReturnType<typeof member>[] | null;
};

const teamGroup = (state: TeamState) => ({ __typename: 'Group' as const, id: 'g1', ...state });

/** No invitation waits for the signed-in person (asked by the section's own invitation panel). */
const noOwnInvitations: MockLink.MockedResponse = {
  request: { query: ViewerTeamInvitationsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { viewer: { __typename: 'Viewer', id: testUser.uid, teamInvitations: [] } } },
};

async function renderSection(state: TeamState, mocks: MockLink.MockedResponse[] = []) {
  const cache = createCache();
  addOrganizerPolicies(cache);
  const write = (next: TeamState) =>
    cache.writeFragment({ fragment: TeamFragment, id: 'Group:g1', data: teamGroup(next) });
  write(state);
  const ref = {
    __typename: 'Group',
    id: 'g1',
    ' $fragmentRefs': { Team_GroupFragment: teamGroup(state) },
  } as FragmentType<typeof TeamFragment>;
  await act(async () => {
    render(
      <MockedProvider cache={cache} mocks={[noOwnInvitations, ...mocks]}>
        <Providers auth={fakeAuth(testUser).client}>
          <TeamSection group={ref} />
        </Providers>
      </MockedProvider>,
    );
  });
  // What Apollo does with each live `groupChanged` event of the group page.
  return { user: userEvent.setup(), arrive: (next: TeamState) => act(async () => write(next)) };
}

const teamList = () =>
  within(screen.getByRole('region', { name: 'Organizing team' }))
    .getAllByRole('list')[0]!
    .querySelectorAll('li');
const pending = () => screen.getByRole('heading', { name: /^Pending invitations/ });

describe('the organizing team on the group page', () => {
  it('follows an invitation accepted and one declined, as the live events bring them', async () => {
    const { arrive } = await renderSection({
      viewerRole: 'OWNER',
      team: [owner],
      teamInvitations: [invitation('hal', 'HOST'), invitation('dee', 'CO_ORGANIZER')],
      members,
    });
    expect(pending()).toHaveTextContent('Pending invitations (2)');

    await arrive({
      viewerRole: 'OWNER',
      team: [owner, person('hal', 'Hal Host', 'HOST')],
      teamInvitations: [invitation('dee', 'CO_ORGANIZER')],
      members,
    });
    await waitFor(() =>
      expect([...teamList()].map((item) => item.textContent)).toEqual(['Olga Owner Owner', 'Hal Host Host']),
    );
    expect(pending()).toHaveTextContent('Pending invitations (1)');
    expect(screen.getByText('Dee Declines')).toBeInTheDocument();

    await arrive({
      viewerRole: 'OWNER',
      team: [owner, person('hal', 'Hal Host', 'HOST')],
      teamInvitations: [],
      members,
    });
    expect(await screen.findByText('No invitation is waiting for an answer.')).toBeInTheDocument();
    expect(pending()).toHaveTextContent('Pending invitations (0)');
  });

  it('tells the owner why they cannot step down', async () => {
    await renderSection({ viewerRole: 'OWNER', team: [owner], teamInvitations: [], members });
    expect(screen.queryByRole('button', { name: 'Step down from the team' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/As the owner you cannot step down: make a co-organizer the owner first/),
    ).toBeInTheDocument();
  });

  it('offers nothing to a member', async () => {
    await renderSection({ viewerRole: 'MEMBER', team: [owner], teamInvitations: null, members: null });
    expect(screen.queryByRole('button', { name: 'Step down from the team' })).not.toBeInTheDocument();
    expect(screen.queryByText(/cannot step down/)).not.toBeInTheDocument();
  });

  it('lets a co-organizer step down after confirming, and they stay a member', async () => {
    const me = person(testUser.uid, 'Ada Lovelace', 'CO_ORGANIZER');
    const { user } = await renderSection(
      { viewerRole: 'CO_ORGANIZER', team: [owner, me], teamInvitations: [], members },
      [
        {
          request: { query: LeaveTeamDocument, variables: { input: { id: 'g1' } } },
          result: {
            data: {
              leaveTeam: {
                __typename: 'TeamPayload',
                group: {
                  ...teamGroup({ viewerRole: 'MEMBER', team: [owner], teamInvitations: null, members: null }),
                  viewerIsOwner: false,
                  viewerIsMember: true,
                  isActive: true,
                  joinPolicy: 'OPEN',
                  joinQuestions: [],
                  viewerJoinRequest: null,
                  viewerJoinDecision: null,
                  viewerBan: null,
                  pendingJoinRequests: null,
                  bans: null,
                  memberCount: 3,
                  spotsLeft: 7,
                  waitlistCount: 0,
                  viewerWaitlistPosition: null,
                },
              },
            },
          },
        },
      ],
    );
    // Cancelling changes nothing.
    await user.click(screen.getByRole('button', { name: 'Step down from the team' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Step down from the team?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.getByRole('button', { name: 'Step down from the team' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Step down from the team' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Step down from the team?' });
    expect(dialog).toHaveAccessibleDescription('You stay a member of the group. An organizer can invite you again.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, step down' }));
    expect(await screen.findByText('You stepped down. You are still a member.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Step down from the team' })).not.toBeInTheDocument();
    expect([...teamList()].map((item) => item.textContent)).toEqual(['Olga Owner Owner']);
    // The organizers' tools are gone with the role.
    expect(screen.queryByRole('heading', { name: /^Pending invitations/ })).not.toBeInTheDocument();
  });
});
