import { screen } from '@testing-library/react';
import { UpdateGroupPageDocument, type GroupRole } from '@/gql/graphql';
import { renderApp } from './app-harness';
import { fakeAuth, testUser } from './support';

/** The update page's question answered for a viewer of the given role in the group. */
const updatePage = (viewerRole: GroupRole) => ({
  request: { query: UpdateGroupPageDocument, variables: { id: 'g1' } },
  result: {
    data: {
      group: {
        __typename: 'Group',
        id: 'g1',
        groupName: 'Sunrise Shooters',
        hobbyCategory: 'PHOTOGRAPHY',
        description: 'Photos at sunrise by the harbour.',
        location: 'Harbour steps',
        maxMembers: 12,
        startDate: '2030-05-01',
        imageURL: 'https://example.com/cover.jpg',
        venue: null,
        place: null,
        userName: 'Olive Owner',
        userEmail: 'olive@example.com',
        viewerRole,
        schedule: null,
      },
      hobbyCategories: [{ __typename: 'HobbyCategory', value: 'PHOTOGRAPHY', name: 'Photography' }],
    },
  },
});

describe('the Update Group page', () => {
  it.each(['OWNER', 'CO_ORGANIZER'] as const)('opens the form to the %s (they may edit the group)', async (role) => {
    renderApp(fakeAuth(testUser).client, '/update-group/g1', [updatePage(role)]);
    expect(await screen.findByDisplayValue('Photos at sunrise by the harbour.')).toBeInTheDocument();
    expect(screen.queryByText('Not your group')).not.toBeInTheDocument();
  });

  it.each(['HOST', 'MEMBER'] as const)('refuses a %s, who may not edit it', async (role) => {
    renderApp(fakeAuth(testUser).client, '/update-group/g1', [updatePage(role)]);
    expect(await screen.findByText('Not your group')).toBeInTheDocument();
    expect(screen.getByText('Only the organizer can update this group.')).toBeInTheDocument();
  });
});
