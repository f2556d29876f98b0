import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { act, render } from '@testing-library/react';
import { Kind, OperationTypeNode } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { filter, map, Subject } from 'rxjs';
import { createCache } from '@/apollo/cache';
import type { AuthClient } from '@/auth/types';
import { MyGroupsPageDocument, NotificationBellDocument } from '@/gql/graphql';
import { createRoutes } from '@/router';
import { Providers, testUser } from './support';

/**
 * The live connection in component tests: every subscription stays open and silent until a test
 * pushes an event for it by operation name (`GroupLive`, `NotificationAdded`, …).
 */
export class LiveEvents {
  private readonly events = new Subject<{ operationName: string; data: Record<string, unknown> }>();

  readonly link = new ApolloLink((operation) =>
    this.events.pipe(
      filter((event) => event.operationName === operation.operationName),
      map((event) => ({ data: event.data })),
    ),
  );

  /** Delivers one event to the open subscriptions of that name, as the server would. */
  async push(operationName: string, data: Record<string, unknown>): Promise<void> {
    await act(async () => this.events.next({ operationName, data }));
  }
}

/** The navbar bell's count (and whether the person is a site admin), as the server answers it (any number of times). */
export const bellResponse = (unread: number, isAdmin = false): MockLink.MockedResponse => ({
  request: { query: NotificationBellDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { viewer: { __typename: 'Viewer', id: testUser.uid, unreadNotificationCount: unread, isAdmin } } },
});

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
};

/**
 * The whole app (real routes, cache and providers) on a memory router, with mocked API answers.
 * A signed-in navbar asks for the bell's count: unless the mocks answer it first, it is 0.
 */
export function renderApp(
  auth: AuthClient,
  path: string,
  mocks: MockLink.MockedResponse[] = [],
  live: LiveEvents = new LiveEvents(),
) {
  const link = ApolloLink.split(isSubscription, live.link, new MockLink([...mocks, bellResponse(0)]));
  const apollo = new ApolloClient({ cache: createCache(), link, dataMasking: true });
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
