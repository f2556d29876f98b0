import type { FragmentType } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCache } from '@/apollo/cache';
import {
  JoinedGroupsPageDocument,
  JoinGroupDocument,
  JoinWaitlistDocument,
  LeaveGroupDocument,
  LeaveWaitlistDocument,
} from '@/gql/graphql';
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
  waitlistCount: 0,
  viewerWaitlistPosition: null as number | null,
  // What a card shows of where and when (GroupCard_group): a group with neither.
  place: null,
  nextMeeting: null,
  joinPolicy: 'OPEN' as 'OPEN' | 'APPROVAL' | 'INVITE_ONLY',
  viewerBan: null as { __typename: 'Ban'; reason: string } | null,
};
type GroupState = typeof group;

const joinRequest = { query: JoinGroupDocument, variables: { input: { id: 'g1' } } };
const leaveRequest = { query: LeaveGroupDocument, variables: { input: { id: 'g1' } } };
const joinWaitlistRequest = { query: JoinWaitlistDocument, variables: { input: { id: 'g1' } } };
const leaveWaitlistRequest = { query: LeaveWaitlistDocument, variables: { input: { id: 'g1' } } };
/** A full group: 12 of 12 places taken. */
const full = { memberCount: 12, spotsLeft: 0 };
/** joinWaitlist's answer: the full group as it is after queueing, with `state` on top. */
const joinWaitlistAnswer = (state: Partial<GroupState>): MockLink.MockedResponse => ({
  request: joinWaitlistRequest,
  result: {
    data: { joinWaitlist: { __typename: 'GroupMembershipPayload', group: { ...group, ...full, ...state } } },
  },
});

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
              group: {
                __typename: 'Group',
                id: 'g1',
                memberCount: 3,
                spotsLeft: 9,
                viewerIsMember: false,
                waitlistCount: 0,
              },
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

  it('offers "Join waitlist" instead of Join Group when no place is left, saying the group is full', async () => {
    await renderButton(full, []);
    expect(screen.queryByRole('button', { name: 'Join Group' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join waitlist' })).toHaveAccessibleDescription('This group is full.');
    expect(screen.getByText('0 spots left')).toBeInTheDocument();
  });

  it('offers the waitlist while people wait, even with a place about to be given to the first of them', async () => {
    await renderButton({ memberCount: 11, spotsLeft: 1, waitlistCount: 2 }, []);
    expect(screen.getByRole('button', { name: 'Join waitlist' })).toBeEnabled();
    expect(screen.getByText('2 waiting')).toBeInTheDocument();
  });

  it('joins the waitlist, shows the place in line and the count, leaves it, and shows Join waitlist again', async () => {
    const { user, joined } = await renderButton(full, [
      joinWaitlistAnswer({ waitlistCount: 3, viewerWaitlistPosition: 3 }),
      {
        request: leaveWaitlistRequest,
        result: {
          data: {
            leaveWaitlist: {
              __typename: 'GroupMembershipPayload',
              group: { __typename: 'Group', id: 'g1', waitlistCount: 2, viewerWaitlistPosition: null },
            },
          },
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByText('You joined the waitlist.')).toBeInTheDocument();
    expect(screen.getByText('You are #3 on the waitlist')).toBeInTheDocument();
    expect(screen.getByText('3 waiting')).toBeInTheDocument();
    const leave = screen.getByRole('button', { name: 'Leave waitlist' });
    expect(leave).toHaveAccessibleDescription('You are #3 on the waitlist');
    // Waiting is not membership: Joined Groups is unchanged.
    expect(joined()?.joinedGroupCount).toBe(0);

    await user.click(leave);
    expect(await screen.findByText('You left the waitlist.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join waitlist' })).toBeEnabled();
    expect(screen.queryByText(/on the waitlist/)).not.toBeInTheDocument();
    expect(screen.getByText('2 waiting')).toBeInTheDocument();
  });

  it('joins at once when a place was free by the time the waitlist was asked, and adds the group to Joined Groups', async () => {
    const { user, joined } = await renderButton(full, [joinWaitlistAnswer({ viewerIsMember: true })]);
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByText('You joined the group!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Leave Group' })).toBeEnabled();
    expect(joined()?.joinedGroupCount).toBe(1);
    expect(joined()?.joinedGroups.nodes.map((node) => node.id)).toEqual(['g1']);
  });

  it('says so when the viewer was no longer waiting (NOT_WAITING)', async () => {
    const { user } = await renderButton({ ...full, waitlistCount: 1, viewerWaitlistPosition: 1 }, [
      {
        request: leaveWaitlistRequest,
        result: { errors: [{ message: 'Not waiting', extensions: { code: 'NOT_WAITING' } }] },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Leave waitlist' }));
    await screen.findByText('You are not on the waitlist of this group.');
    expect(screen.getByRole('alert')).toHaveTextContent('You are not on the waitlist of this group.');
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
