import type { FragmentType } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCache } from '@/apollo/cache';
import { GroupActivityDocument, type AuditAction } from '@/gql/graphql';
import { auditSentence } from '@/groups/auditSentences';
import { GroupActivity, GroupActivityFragment } from '@/groups/GroupActivity';
import { addOrganizerPolicies } from '@/groups/queuePolicies';

const entry = (id: string, action: AuditAction, targetName: string | null, detail: string | null) => ({
  __typename: 'AuditEntry' as const,
  id,
  action,
  actorName: 'Olga Owner',
  targetName,
  detail,
  at: '2030-01-01T10:00:00.000Z',
});

const answer = (
  after: string | undefined,
  nodes: ReturnType<typeof entry>[] | null,
  nextCursor: string | null,
): MockLink.MockedResponse => ({
  request: { query: GroupActivityDocument, variables: after ? { id: 'g1', after } : { id: 'g1' } },
  result: {
    data: {
      group: {
        __typename: 'Group',
        id: 'g1',
        auditEntries: nodes && { __typename: 'AuditEntryConnection', nodes, nextCursor },
      },
    },
  },
});

/** The fields a change of which asks for the newest entries again (as the group page's live events write them). */
const watched = (memberCount: number) => ({
  __typename: 'Group' as const,
  id: 'g1',
  updatedAt: '2030-01-01T09:00:00.000Z',
  memberCount,
  waitlistCount: 0,
  joinPolicy: 'APPROVAL' as const,
  team: [{ __typename: 'TeamMember' as const, id: 'owner', role: 'OWNER' as const }],
  teamInvitations: [],
  pendingJoinRequests: { __typename: 'JoinRequestConnection' as const, totalCount: 0 },
  bans: [],
  suspension: null,
});

function renderActivity(mocks: MockLink.MockedResponse[]) {
  const cache = createCache();
  addOrganizerPolicies(cache);
  const write = (memberCount: number) =>
    cache.writeFragment({ fragment: GroupActivityFragment, id: 'Group:g1', data: watched(memberCount) });
  write(3);
  const ref = {
    __typename: 'Group',
    id: 'g1',
    ' $fragmentRefs': { GroupActivity_GroupFragment: watched(3) },
  } as FragmentType<typeof GroupActivityFragment>;
  render(
    <MockedProvider cache={cache} mocks={mocks}>
      <GroupActivity group={ref} />
    </MockedProvider>,
  );
  return { user: userEvent.setup(), change: (memberCount: number) => act(async () => write(memberCount)) };
}

const lines = () =>
  within(screen.getByRole('list', { name: 'Activity' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);

describe('the group’s activity for its organizers', () => {
  it('shows who did what, newest first, and older entries a page at a time', async () => {
    const { user, change } = renderActivity([
      answer(
        undefined,
        [entry('e3', 'BANNED', 'Bo Banned', 'Spam in every thread'), entry('e2', 'APPROVED', 'Ari Asker', null)],
        'c2',
      ),
      answer('c2', [entry('e1', 'ROLE_CHANGED', 'Hal Host', 'MEMBER')], null),
      answer(
        undefined,
        [entry('e4', 'REMOVED', 'Mo Member', null), entry('e3', 'BANNED', 'Bo Banned', 'Spam in every thread')],
        'c3',
      ),
    ]);
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading activity…');
    await screen.findByRole('list', { name: 'Activity' });
    expect(lines()).toEqual([
      'Olga Owner banned Bo Banned: “Spam in every thread”.',
      'Olga Owner approved Ari Asker’s request to join.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show older activity' }));
    expect(await screen.findByText('Olga Owner took Hal Host off the team.')).toBeInTheDocument();
    expect(lines()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older activity' })).not.toBeInTheDocument();

    // Someone was removed (the live event changed the member count): the newest entries are asked
    // for again, and the older ones already shown stay below them.
    await change(2);
    expect(await screen.findByText('Olga Owner removed Mo Member from the group.')).toBeInTheDocument();
    expect(lines()).toEqual([
      'Olga Owner removed Mo Member from the group.',
      'Olga Owner banned Bo Banned: “Spam in every thread”.',
      'Olga Owner approved Ari Asker’s request to join.',
      'Olga Owner took Hal Host off the team.',
    ]);
    expect(screen.queryByRole('button', { name: 'Show older activity' })).not.toBeInTheDocument();
  });

  it('says so when nothing has happened yet', async () => {
    renderActivity([answer(undefined, [], null)]);
    expect(await screen.findByText('Nothing has happened in this group yet.')).toBeInTheDocument();
  });

  it('shows nothing when the server says the viewer may not read it', async () => {
    renderActivity([answer(undefined, null, null)]);
    await waitForElementToBeRemoved(() => screen.queryByRole('heading', { name: 'Activity' }));
  });

  it('offers to try again when the log could not be loaded', async () => {
    const { user } = renderActivity([
      { request: { query: GroupActivityDocument, variables: { id: 'g1' } }, error: new Error('offline') },
      answer(undefined, [entry('e1', 'JOIN_POLICY', null, 'APPROVAL')], null),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The activity could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Olga Owner set who may join to approval (people ask, organizers decide).'),
    ).toBeInTheDocument();
  });
});

describe('the activity’s sentences', () => {
  const line = (action: AuditAction, targetName: string | null = null, detail: string | null = null) =>
    auditSentence({ action, actorName: 'Cora', targetName, detail });

  it('names the role, the note and the person for each kind of step', () => {
    expect(line('INVITED', 'Hal', 'HOST')).toBe('Cora invited Hal to the team as a host.');
    expect(line('JOINED_TEAM', null, 'CO_ORGANIZER')).toBe('Cora joined the team as a co-organizer.');
    expect(line('ROLE_CHANGED', 'Hal', 'CO_ORGANIZER')).toBe('Cora made Hal a co-organizer.');
    expect(line('LEFT_TEAM', null, 'HOST')).toBe('Cora stepped down from the team.');
    expect(line('TRANSFERRED', 'Hal')).toBe('Cora handed the group over to Hal.');
    expect(line('DECLINED', 'Ari', 'Full this season')).toBe(
      'Cora declined Ari’s request to join: “Full this season”.',
    );
    expect(line('EDITED', null, 'description, maxMembers')).toBe('Cora edited the group (description, maxMembers).');
    expect(line('HID_POST', 'Thread Cheap watches', 'REPLY')).toBe('Cora hid a reply: Thread Cheap watches.');
    expect(line('UNBANNED')).toBe('Cora lifted the ban on someone.');
  });
});
