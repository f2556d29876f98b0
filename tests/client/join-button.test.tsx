import type { FragmentType } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCache } from '@/apollo/cache';
import { JoinedGroupsPageDocument, JoinGroupDocument, LeaveGroupDocument } from '@/gql/graphql';
import { JoinButton, JoinButtonFragment } from '@/groups/JoinButton';
import { fakeAuth, Providers, testUser } from './support';

const group = {
  __typename: 'Group' as const,
  id: 'g1',
  groupName: 'Sunrise Shooters',
  hobbyCategory: 'PHOTOGRAPHY' as const,
  hobbyCategoryName: 'Photography',
  location: 'Harbour steps',
  imageURL: 'https://example.com/cover.jpg',
  isActive: true,
  maxMembers: 12,
  memberCount: 3,
  spotsLeft: 9,
  viewerIsMember: false,
  viewerIsOwner: false,
};
type GroupState = typeof group;

const joinRequest = { query: JoinGroupDocument, variables: { input: { id: 'g1' } } };
const leaveRequest = { query: LeaveGroupDocument, variables: { input: { id: 'g1' } } };

/** Renders the button for a group already in the cache, with the viewer's (empty) Joined Groups list cached too. */
async function renderButton(state: Partial<GroupState>, mocks: MockLink.MockedResponse[]) {
  const cache = createCache();
  const data = { ...group, ...state };
  cache.writeFragment({ fragment: JoinButtonFragment, id: cache.identify(data), data });
  // With __typename, as the server answers (the generated result types leave it out).
  const joinedGroupsPage = {
    viewer: {
      __typename: 'Viewer',
      id: testUser.uid,
      joinedGroupCount: 0,
      joinedGroups: {
        __typename: 'GroupConnection',
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        nodes: [],
      },
    },
  };
  cache.writeQuery({ query: JoinedGroupsPageDocument, variables: { first: 100 }, data: joinedGroupsPage });
  // As a parent query hands it over: the cache identity plus the (masked) fragment reference.
  const ref: FragmentType<typeof JoinButtonFragment> & { __typename: 'Group'; id: string } = {
    __typename: 'Group',
    id: 'g1',
    ' $fragmentRefs': { JoinButton_GroupFragment: data },
  };
  // The auth state settles right after the first render; act lets it land before the test goes on.
  await act(async () => {
    render(
      <MockedProvider cache={cache} mocks={mocks}>
        <Providers auth={fakeAuth(testUser).client}>
          <JoinButton group={ref} />
        </Providers>
      </MockedProvider>,
    );
  });
  const joined = () => cache.readQuery({ query: JoinedGroupsPageDocument, variables: { first: 100 } })?.viewer;
  return { user: userEvent.setup(), joined };
}

describe('JoinButton', () => {
  it('joins, turns into Leave Group, leaves, and keeps counts and the Joined Groups list in the cache', async () => {
    const { user, joined } = await renderButton({}, [
      {
        request: joinRequest,
        result: {
          data: {
            joinGroup: {
              __typename: 'GroupMembershipPayload',
              group: { ...group, memberCount: 4, spotsLeft: 8, viewerIsMember: true },
            },
          },
        },
      },
      {
        request: leaveRequest,
        result: {
          data: {
            leaveGroup: {
              __typename: 'GroupMembershipPayload',
              group: { __typename: 'Group', id: 'g1', memberCount: 3, spotsLeft: 9, viewerIsMember: false },
            },
          },
        },
      },
    ]);
    expect(screen.getByText('Members: 12')).toBeInTheDocument();
    expect(screen.getByText('3 joined')).toBeInTheDocument();
    expect(screen.getByText('9 spots left')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Join Group' }));
    expect(await screen.findByText('You joined the group!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You joined the group!');
    expect(await screen.findByRole('button', { name: 'Leave Group' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Join Group' })).not.toBeInTheDocument();
    expect(screen.getByText('4 joined')).toBeInTheDocument();
    expect(screen.getByText('8 spots left')).toBeInTheDocument();
    expect(joined()?.joinedGroupCount).toBe(1);
    expect(joined()?.joinedGroups.nodes.map((node) => node.id)).toEqual(['g1']);

    await user.click(screen.getByRole('button', { name: 'Leave Group' }));
    expect(await screen.findByText('You left the group.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join Group' })).toBeEnabled();
    expect(screen.getByText('3 joined')).toBeInTheDocument();
    expect(joined()?.joinedGroupCount).toBe(0);
    expect(joined()?.joinedGroups.nodes).toEqual([]);
  });

  it('says "This group is full." when the server answers GROUP_FULL, and changes nothing', async () => {
    const { user, joined } = await renderButton({}, [
      { request: joinRequest, result: { errors: [{ message: 'No place left', extensions: { code: 'GROUP_FULL' } }] } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Join Group' }));
    await screen.findByText('This group is full.');
    expect(screen.getByRole('alert')).toHaveTextContent('This group is full.');
    expect(screen.getByRole('button', { name: 'Join Group' })).toBeEnabled();
    expect(screen.getByText('3 joined')).toBeInTheDocument();
    expect(joined()?.joinedGroupCount).toBe(0);
  });

  it('shows the full state with a disabled button when no place is left', async () => {
    await renderButton({ memberCount: 12, spotsLeft: 0 }, []);
    const button = screen.getByRole('button', { name: 'Join Group' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('This group is full.');
    expect(screen.getByText('0 spots left')).toBeInTheDocument();
  });

  it('shows the organizer "You organize this group" instead of Join', async () => {
    await renderButton({ viewerIsOwner: true }, []);
    expect(screen.getByText('You organize this group')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Group' })).not.toBeInTheDocument();
  });

  it('says a group that has started is no longer active', async () => {
    await renderButton({ isActive: false }, []);
    expect(screen.getByText('Members: 12')).toBeInTheDocument();
    expect(screen.getByText('This group is no longer active.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Group' })).not.toBeInTheDocument();
  });
});
