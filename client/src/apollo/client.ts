import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { createCache } from '@/apollo/cache';
import { createLiveLink } from '@/apollo/liveLink';
import { persistedQueryLink } from '@/apollo/persistedQueries';
import { serverBusyLinks } from '@/apollo/serverBusy';

/** The app's Apollo Client, and a way to reopen its live connection as another account. */
export interface AppApollo {
  client: ApolloClient;
  /** Closes the subscriptions' socket; it reopens at once with the current account's token. */
  restartLive(): void;
}

/**
 * The app's Apollo Client. Every request carries `Authorization: Bearer <ID token>` when someone
 * is signed in; `getIdToken` waits for the first auth state, so a restored session is used from
 * the first request on. Subscriptions go over one WebSocket (graphql-ws) on `/graphql`, opened
 * with the first subscription (apollo/liveLink.ts).
 */
export function createApolloClient(getIdToken: () => Promise<string | null>): AppApollo {
  const authLink = new SetContextLink(async (prevContext) => {
    const token = await getIdToken();
    return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
  });
  const live = createLiveLink(getIdToken);
  const http = ApolloLink.from([
    ...serverBusyLinks(),
    authLink,
    persistedQueryLink(),
    new HttpLink({ uri: '/graphql' }),
  ]);
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
  };
  return {
    client: new ApolloClient({
      link: ApolloLink.split(isSubscription, live.link, http),
      cache: createCache(),
      dataMasking: true,
    }),
    restartLive: () => live.restart(),
  };
}
