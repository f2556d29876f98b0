import { ApolloLink, Observable } from '@apollo/client';
import type { Client } from 'graphql-ws/client';

/** The subscriptions' link, and a way to reopen its socket as another account. */
export interface LiveLink {
  link: ApolloLink;
  /** Closes the socket, if one is open; it reopens at once with the current account's token. */
  restart(): void;
}

/**
 * Subscriptions over one WebSocket (graphql-ws) on `/graphql`, with the token in its connection
 * parameters. graphql-ws and its Apollo link load with the first subscription, not with the
 * page: the code a prerendered page runs before it can answer a tap is smaller by them.
 */
export function createLiveLink(getIdToken: () => Promise<string | null>): LiveLink {
  let client: Client | null = null;
  let loaded: Promise<ApolloLink> | null = null;
  const load = async () => {
    const [{ createClient }, { GraphQLWsLink }] = await Promise.all([
      import('graphql-ws/client'),
      import('@apollo/client/link/subscriptions'),
    ]);
    client = createClient({
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
    return new GraphQLWsLink(client);
  };
  const link = new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let unsubscribe: (() => void) | null = null;
        let closed = false;
        (loaded ??= load()).then(
          (ws) => {
            if (closed) return;
            const subscription = ws.request(operation, forward).subscribe(observer);
            unsubscribe = () => subscription.unsubscribe();
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          unsubscribe?.();
        };
      }),
  );
  return { link, restart: () => client?.terminate() };
}
