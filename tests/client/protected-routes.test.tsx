import { ApolloClient } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createCache } from '@/apollo/cache';
import type { AuthClient } from '@/auth/types';
import { MyGroupsPageDocument } from '@/gql/graphql';
import { createRoutes } from '@/router';
import { fakeAuth, Providers, testUser } from './support';

/** The My Groups page's query answered as the server would: one group organized by the user. */
const myGroupsResponse: MockLink.MockedResponse = {
  request: { query: MyGroupsPageDocument, variables: { first: 100 } },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: testUser.uid,
        groupCount: 1,
        groups: {
          __typename: 'GroupConnection',
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
          nodes: [
            {
              __typename: 'Group',
              id: 'g1',
              groupName: 'Sunrise Shooters',
              maxMembers: 12,
              location: 'Harbour steps',
              startDate: '2030-05-01',
              hobbyCategoryName: 'Photography',
            },
          ],
        },
      },
    },
  },
};

function renderApp(auth: AuthClient, path: string, mocks: MockLink.MockedResponse[] = []) {
  const apollo = new ApolloClient({ cache: createCache(), link: new MockLink(mocks), dataMasking: true });
  const router = createMemoryRouter(createRoutes({ auth, apollo, preloadQuery: createQueryPreloader(apollo) }), {
    initialEntries: [path],
  });
  render(
    <ApolloProvider client={apollo}>
      <Providers auth={auth}>
        <RouterProvider router={router} />
      </Providers>
    </ApolloProvider>,
  );
  return router;
}

describe('protected routes', () => {
  it('send a signed-out visitor to the login page, remembering where they were going', async () => {
    const router = renderApp(fakeAuth(null).client, '/my-groups');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?from=%2Fmy-groups');
  });

  it('show a loader while the auth state is loading', async () => {
    let settle: () => void = () => undefined;
    const auth = fakeAuth(null, new Promise<void>((resolve) => (settle = resolve)));
    const router = renderApp(auth.client, '/dashboard');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(async () => settle());
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=%2Fdashboard');
  });

  it('return to the page they came from after logging in', async () => {
    const user = userEvent.setup();
    const auth = fakeAuth(null);
    const router = renderApp(auth.client, '/about-us', [myGroupsResponse]);
    await screen.findByRole('heading', { name: 'About Us' });
    await act(() => router.navigate('/my-groups'));
    await screen.findByRole('heading', { name: 'Login' });

    await user.type(screen.getByLabelText('Email'), testUser.email ?? '');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login Success')).toBeInTheDocument();
    expect(auth.client.signIn).toHaveBeenCalledWith(testUser.email, 'Secret1');
    expect(await screen.findByRole('heading', { name: 'Your Groups (1)' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-groups');
  });

  it('let a signed-in user in', async () => {
    const router = renderApp(fakeAuth(testUser).client, '/my-groups', [myGroupsResponse]);
    expect(await screen.findByRole('heading', { name: 'Your Groups (1)' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Sunrise Shooters/ });
    expect(row).toHaveTextContent('Members: 12');
    expect(row).toHaveTextContent('Photography');
    expect(router.state.location.pathname).toBe('/my-groups');
  });
});
