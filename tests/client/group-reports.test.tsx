import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { GroupReportsPageDocument, ResolveReportDocument } from '@/gql/graphql';
import { LiveEvents, renderApp } from './app-harness';
import { fakeAuth, testUser } from './support';

const report = (status: 'OPEN' | 'RESOLVED') => ({
  __typename: 'Report',
  id: 'r1',
  subject: 'REPLY',
  targetId: 'p1',
  threadId: 't1',
  groupId: 'g1',
  groupName: 'Sunrise Shooters',
  summary: 'Buy my followers',
  reason: 'SPAM',
  note: 'Spamming every member.',
  audience: 'ORGANIZERS',
  status,
  createdAt: '2030-05-01T10:00:00.000Z',
  resolvedAt: status === 'RESOLVED' ? '2030-05-01T11:00:00.000Z' : null,
  resolverName: status === 'RESOLVED' ? 'Test User' : null,
  resolution: status === 'RESOLVED' ? 'Removed the spam.' : null,
  hidden: status === 'RESOLVED',
  reporterName: null,
});

const queue = (status: 'OPEN' | 'RESOLVED', reports: ReturnType<typeof report>[] | null) => ({
  request: { query: GroupReportsPageDocument, variables: { id: 'g1', status } },
  result: { data: { group: { __typename: 'Group', id: 'g1', groupName: 'Sunrise Shooters', reports } } },
});

describe('a group’s Reports page', () => {
  it('shows a report that arrives live, links what was reported, and resolves it from the keyboard', async () => {
    const user = userEvent.setup();
    const live = new LiveEvents();
    const resolve = {
      request: {
        query: ResolveReportDocument,
        variables: { input: { id: 'r1', resolution: 'Removed the spam.', hide: true } },
      },
      result: { data: { resolveReport: { __typename: 'ReportPayload', report: report('RESOLVED') } } },
    };
    const mocks = [queue('OPEN', []), queue('OPEN', [report('OPEN')]), resolve, queue('OPEN', [])];
    renderApp(fakeAuth(testUser).client, '/groups/g1/reports', mocks, live);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(await screen.findByText('No open reports. All clear.')).toBeInTheDocument();

    await live.push('ReportQueueChanged', { reportQueueChanged: report('OPEN') });
    const card = await screen.findByRole('listitem', { name: 'Report: Reply Buy my followers' });
    expect(within(card).getByRole('link', { name: 'Buy my followers' })).toHaveAttribute(
      'href',
      '/groups/g1/threads/t1',
    );
    expect(within(card).getByText('“Spamming every member.”')).toBeInTheDocument();
    // Organizers are not told who reported it (the API answers null): no "by …".
    expect(within(card).queryByText(/ by /)).not.toBeInTheDocument();

    within(card).getByRole('link', { name: 'Buy my followers' }).focus();
    await user.keyboard('{Tab}');
    expect(within(card).getByLabelText('Resolution (optional)')).toHaveFocus();
    await user.keyboard('Removed the spam.{Tab} {Tab}{Enter}');
    expect(await screen.findByText('No open reports. All clear.')).toBeInTheDocument();
    // The button that had the focus left with the report: the focus is on the queue's heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Open reports' })).toHaveFocus();
  });

  it('tells anyone but the organizers that it is theirs', async () => {
    renderApp(fakeAuth(testUser).client, '/groups/g1/reports', [queue('OPEN', null)]);
    expect(await screen.findByText('Only the group’s organizers can see its reports.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Report queue' })).not.toBeInTheDocument();
  });

  it('says a missing group is not found', async () => {
    const missing = {
      request: { query: GroupReportsPageDocument, variables: { id: 'nope', status: 'RESOLVED' } },
      result: { errors: [new GraphQLError('Group not found!', { extensions: { code: 'NOT_FOUND' } })] },
    };
    renderApp(fakeAuth(testUser).client, '/groups/nope/reports?status=resolved', [missing]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Group not found!' })).toBeInTheDocument();
  });
});
