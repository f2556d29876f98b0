import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createCache } from '@/apollo/cache';
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
 * with the first subscription (lazy), with the token in its connection parameters.
 */
export function createApolloClient(getIdToken: () => Promise<string | null>): AppApollo {
  const authLink = new SetContextLink(async (prevContext) => {
    const token = await getIdToken();
    return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
  });
  const live = createClient({
    url: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    lazy: true,
    connectionParams: async () => {
      const token = await getIdToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    // Live counts are a nicety: keep trying (graphql-ws backs off) rather than give up.
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
  });
  const http = ApolloLink.from([...serverBusyLinks(), authLink, new HttpLink({ uri: '/graphql' })]);
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
  };
  return {
    client: new ApolloClient({
      link: ApolloLink.split(isSubscription, new GraphQLWsLink(live), http),
      cache: createCache(),
      dataMasking: true,
    }),
    restartLive: () => live.terminate(),
  };
}
