import { ApolloClient } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createCache } from '@/apollo/cache';
import type { AuthClient } from '@/auth/types';
import { MyGroupsPageDocument } from '@/gql/graphql';
import { createRoutes } from '@/router';
import { Providers, testUser } from './support';

/** The whole app (real routes, cache and providers) on a memory router, with mocked API answers. */
export function renderApp(auth: AuthClient, path: string, mocks: MockLink.MockedResponse[] = []) {
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

/** The My Groups page's query answered as the server would: one group organized by the user. */
export const myGroupsResponse: MockLink.MockedResponse = {
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
              memberCount: 3,
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
