import { gql } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCache } from '@/apollo/cache';
import { CreateInviteLinkDocument, RevokeInviteLinksDocument } from '@/gql/graphql';
import { InviteLinks } from '@/groups/InviteLinks';
import { fakeAuth, Providers, testUser } from './support';

const token = 'eyJnIjoiZzEiLCJlIjoxfQ.c2lnbmF0dXJl';
const path = `/groups/g1/invite/${token}`;

async function renderLinks() {
  const mocks = [
    {
      request: { query: CreateInviteLinkDocument, variables: { input: { groupId: 'g1' } } },
      result: {
        data: {
          createInviteLink: {
            __typename: 'CreateInviteLinkPayload',
            link: { __typename: 'InviteLink', token, path, expiresAt: '2030-01-08T10:00:00.000Z' },
          },
        },
      },
    },
    {
      request: { query: RevokeInviteLinksDocument, variables: { input: { id: 'g1' } } },
      result: { data: { revokeInviteLinks: { __typename: 'TeamPayload', group: { __typename: 'Group', id: 'g1' } } } },
    },
  ];
  await act(async () => {
    render(
      <MockedProvider cache={createCache()} mocks={mocks}>
        <Providers auth={fakeAuth(testUser).client}>
          <InviteLinks groupId="g1" />
        </Providers>
      </MockedProvider>,
    );
  });
  return userEvent.setup();
}

describe('InviteLinks', () => {
  it('makes a link and shows it whole (copied when the browser lets the page), then revokes every link', async () => {
    const user = await renderLinks();
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    const box = await screen.findByRole('textbox', { name: 'Invite link' });
    expect(box).toHaveValue(`${window.location.origin}${path}`);
    expect(box).toHaveAttribute('readonly');
    // userEvent provides a clipboard: the link is on it.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${path}`);
    expect(screen.getByText(/^Copied\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke links' }));
    expect(await screen.findByText('Every invite link made so far stopped working.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invite link' })).not.toBeInTheDocument();
  });
});

const BansQuery = gql`
  query Bans($after: String) {
    group(id: "g1") {
      id
      bannedPeople(after: $after) {
        nodes {
          id
          displayName
        }
        nextCursor
        totalCount
      }
    }
  }
`;

describe('the cached bans', () => {
  it('appends a page asked with a cursor, and starts again from an answer without one', () => {
    const cache = createCache();
    const ban = (id: string) => ({ __typename: 'Ban', id, displayName: id.toUpperCase() });
    const page = (ids: string[], nextCursor: string | null) => ({
      group: {
        __typename: 'Group',
        id: 'g1',
        bannedPeople: { __typename: 'BanConnection', nodes: ids.map(ban), nextCursor, totalCount: 3 },
      },
    });
    const read = () =>
      cache
        .readQuery<{ group: { bannedPeople: { nodes: { id: string }[] } } }>({ query: BansQuery, variables: {} })
        ?.group.bannedPeople.nodes.map(({ id }) => id);
    cache.writeQuery({ query: BansQuery, variables: {}, data: page(['c', 'b'], 'cursor-b') });
    cache.writeQuery({ query: BansQuery, variables: { after: 'cursor-b' }, data: page(['a'], null) });
    expect(read()).toEqual(['c', 'b', 'a']);
    cache.writeQuery({ query: BansQuery, variables: {}, data: page(['b', 'a'], null) });
    expect(read()).toEqual(['b', 'a']);
  });
});
