import type { FragmentType } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createCache } from '@/apollo/cache';
import { DecideJoinRequestDocument, PendingJoinRequestsPageDocument } from '@/gql/graphql';
import { AdmissionFragment } from '@/groups/admission';
import { OrganizerAdmission } from '@/groups/OrganizerAdmission';
import { addOrganizerPolicies } from '@/groups/queuePolicies';
import { fakeAuth, Providers, testUser } from './support';

/** Person n asked at 10:0n, so the queue's order is the numbers' order. */
const request = (n: number) => ({
  __typename: 'JoinRequest' as const,
  id: `u${n}`,
  displayName: `Asker ${n}`,
  requestedAt: `2030-01-01T10:${String(n).padStart(2, '0')}:00.000Z`,
  answers: [{ __typename: 'JoinAnswer' as const, question: 'Why?', answer: `Reason ${n}` }],
});

const page = (people: number[], nextCursor: string | null, totalCount: number) => ({
  __typename: 'JoinRequestConnection' as const,
  nodes: people.map(request),
  nextCursor,
  totalCount,
});

type Queue = ReturnType<typeof page>;

/** The group as the page's query, a live event or a decision's answer carries it (the queue's first page). */
const group = (pendingJoinRequests: Queue) => ({
  __typename: 'Group' as const,
  id: 'g1',
  isActive: true,
  viewerIsOwner: true,
  viewerIsMember: false,
  viewerRole: 'OWNER' as const,
  joinPolicy: 'APPROVAL' as const,
  joinQuestions: ['Why?'],
  viewerJoinRequest: null,
  viewerJoinDecision: null,
  viewerBan: null,
  pendingJoinRequests,
  bannedPeople: { __typename: 'BanConnection' as const, nodes: [], nextCursor: null, totalCount: 0 },
  members: [],
  memberCount: 0,
  spotsLeft: 10,
  waitlistCount: 0,
  viewerWaitlistPosition: null,
});

const nextPage = (after: string, queue: Queue): MockLink.MockedResponse => ({
  request: { query: PendingJoinRequestsPageDocument, variables: { id: 'g1', after } },
  result: { data: { group: { __typename: 'Group', id: 'g1', pendingJoinRequests: queue } } },
});

async function renderQueue(first: Queue, mocks: MockLink.MockedResponse[] = []) {
  const cache = createCache();
  addOrganizerPolicies(cache);
  // What Apollo does with each live `groupChanged` event of the group page: write it into the cache
  // (watchers hear of it a moment later).
  const arrive = (queue: Queue) =>
    act(async () => {
      const data = group(queue);
      cache.writeFragment({ fragment: AdmissionFragment, fragmentName: 'Admission_group', id: 'Group:g1', data });
    });
  const data = group(first);
  cache.writeFragment({ fragment: AdmissionFragment, fragmentName: 'Admission_group', id: 'Group:g1', data });
  const ref = {
    __typename: 'Group',
    id: 'g1',
    ' $fragmentRefs': { Admission_GroupFragment: data },
  } as FragmentType<typeof AdmissionFragment>;
  await act(async () => {
    render(
      <MockedProvider cache={cache} mocks={mocks}>
        <Providers auth={fakeAuth(testUser).client}>
          <OrganizerAdmission group={ref} />
        </Providers>
      </MockedProvider>,
    );
  });
  return { user: userEvent.setup(), arrive };
}

const shown = () =>
  within(screen.getByRole('list', { name: /^Join requests/ }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

const showMore = () => screen.getByRole('button', { name: 'Show more requests' });

describe('the organizers’ queue of requests to join', () => {
  it('shows the first page and how many wait, and "Show more" adds the next page', async () => {
    const { user } = await renderQueue(page([1, 2], 'c2', 4), [nextPage('c2', page([3, 4], null, 4))]);
    expect(screen.getByRole('heading', { name: 'Join requests (4)' })).toBeInTheDocument();
    expect(shown()).toEqual(['Asker 1', 'Asker 2']);
    expect(screen.getByText('Showing 2 of 4')).toBeInTheDocument();
    expect(screen.getByText('Reason 2')).toBeInTheDocument();
    await user.click(showMore());
    expect(await screen.findByText('Asker 4')).toBeInTheDocument();
    expect(shown()).toEqual(['Asker 1', 'Asker 2', 'Asker 3', 'Asker 4']);
    expect(screen.queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument();
  });

  it('follows live updates in the cache without folding the list back to one page or asking again', async () => {
    const { user, arrive } = await renderQueue(page([1, 2], 'c2', 4), [
      nextPage('c2', page([3, 4], null, 4)),
      nextPage('c3', page([4, 5], null, 4)),
      nextPage('c3', page([5], null, 3)),
    ]);
    await user.click(showMore());
    await screen.findByText('Asker 4');

    // Another organizer decided on Asker 1 and Asker 5 asked: the live first page moves on by one.
    await arrive(page([2, 3], 'c3', 4));
    await waitFor(() => expect(shown()).toEqual(['Asker 2', 'Asker 3', 'Asker 4']));
    expect(screen.getByRole('heading', { name: 'Join requests (4)' })).toBeInTheDocument();
    // One more waits than is shown: "Show more" reads on from the first page, skipping what is shown.
    await user.click(showMore());
    expect(await screen.findByText('Asker 5')).toBeInTheDocument();
    expect(shown()).toEqual(['Asker 2', 'Asker 3', 'Asker 4', 'Asker 5']);

    // Asker 4 was decided elsewhere: more are kept than wait, so the kept tail leaves and is read again.
    await arrive(page([2, 3], 'c3', 3));
    await waitFor(() => expect(shown()).toEqual(['Asker 2', 'Asker 3']));
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    await user.click(showMore());
    expect(await screen.findByText('Asker 5')).toBeInTheDocument();
    expect(shown()).toEqual(['Asker 2', 'Asker 3', 'Asker 5']);
    // Everyone left: the first page is the whole queue.
    await arrive(page([], null, 0));
    expect(await screen.findByText('No one is waiting for a decision.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join requests (0)' })).toBeInTheDocument();
  });

  it('takes a request decided from a later page out of the list, and one someone else decided too', async () => {
    const decide = (uid: string) => ({
      query: DecideJoinRequestDocument,
      variables: { input: { groupId: 'g1', uid, approve: true, message: null } },
    });
    const { user } = await renderQueue(page([1, 2], 'c2', 4), [
      nextPage('c2', page([3, 4], null, 4)),
      {
        request: decide('u3'),
        result: {
          data: {
            decideJoinRequest: { __typename: 'TeamPayload', group: group(page([1, 2], 'c2', 3)) },
          },
        },
      },
      {
        request: decide('u4'),
        result: { errors: [new GraphQLError('Decided', { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await user.click(showMore());
    await screen.findByText('Asker 4');

    await user.click(screen.getByRole('button', { name: 'Approve Asker 3' }));
    expect(await screen.findByText('Asker 3 was approved.')).toBeInTheDocument();
    expect(shown()).toEqual(['Asker 1', 'Asker 2', 'Asker 4']);
    expect(screen.getByRole('heading', { name: 'Join requests (3)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Approve Asker 4' }));
    expect(await screen.findByText('Someone decided this already.')).toBeInTheDocument();
    expect(shown()).toEqual(['Asker 1', 'Asker 2']);
  });

  it('keeps each group’s answers apart for a person asking to join two groups', () => {
    const cache = createCache();
    addOrganizerPolicies(cache);
    const write = (id: string, answer: string) => {
      const data = { ...group(page([1], null, 1)), id };
      data.pendingJoinRequests.nodes[0]!.answers[0]!.answer = answer;
      cache.writeFragment({ fragment: AdmissionFragment, fragmentName: 'Admission_group', id: `Group:${id}`, data });
    };
    write('g1', 'For the chess');
    write('g2', 'For the walks');
    const answerIn = (id: string) =>
      cache.readFragment({ fragment: AdmissionFragment, fragmentName: 'Admission_group', id: `Group:${id}` })
        ?.pendingJoinRequests?.nodes[0]?.answers[0]?.answer;
    expect(answerIn('g1')).toBe('For the chess');
    expect(answerIn('g2')).toBe('For the walks');
  });
});
