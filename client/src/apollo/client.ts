import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { createCache } from '@/apollo/cache';
import { persistedQueryLink } from '@/apollo/persistedQueries';
import { serverBusyLinks } from '@/apollo/serverBusy';

/**
 * The app's Apollo Client. Every request carries `Authorization: Bearer <ID token>` when someone
 * is signed in; `getIdToken` waits for the first auth state, so a restored session is used from
 * the first request on.
 */
export function createApolloClient(getIdToken: () => Promise<string | null>): ApolloClient {
  const authLink = new SetContextLink(async (prevContext) => {
    const token = await getIdToken();
    return token ? { headers: { ...prevContext.headers, authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({
    link: ApolloLink.from([...serverBusyLinks(), authLink, persistedQueryLink(), new HttpLink({ uri: '/graphql' })]),
    cache: createCache(),
    dataMasking: true,
  });
}
