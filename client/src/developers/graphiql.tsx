import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import '@graphiql/plugin-explorer/style.css';
import '@/developers/developers.css';
import { explorerPlugin } from '@graphiql/plugin-explorer';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchAppConfig } from '@/auth/appConfig';
import { createFirebaseAuthClient } from '@/auth/firebaseAuth';
import type { AuthClient, AuthUser } from '@/auth/types';
import { withViewerToken } from '@/developers/viewerToken';

/**
 * The GraphQL IDE at /graphiql: GraphiQL 5 with its explorer plugin, bundled by our build so it
 * works with no internet. Opened by someone signed in to the app (same origin, same Firebase
 * session), every request carries that person's current ID token, fetched fresh per request and
 * never put in a URL; an Authorization header typed in the headers editor wins.
 */

const defaultQuery = `# HobbyHub's GraphQL API. Press Ctrl-Enter (or ▶) to run; the explorer (left) builds queries.
query Groups {
  groups(first: 5) {
    totalCount
    nodes {
      id
      groupName
      hobbyCategoryName
      location
      spotsLeft
    }
  }
}
`;

const explorer = explorerPlugin();

function SignedInAs({ auth }: { auth: AuthClient }) {
  const [user, setUser] = useState<AuthUser | null>(auth.currentUser());
  useEffect(() => auth.onUserChanged(setUser), [auth]);
  return (
    <p className="developers-bar__status" role="status">
      {user
        ? `Signed in as ${user.email ?? user.displayName ?? user.uid}: requests carry your ID token.`
        : 'Not signed in: requests are anonymous. Sign in to the app to run mutations here.'}
    </p>
  );
}

function GraphQLIde({ auth }: { auth: AuthClient }) {
  const [fetcher] = useState(() =>
    createGraphiQLFetcher({
      url: '/graphql',
      subscriptionUrl: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      fetch: withViewerToken(fetch, auth.getIdToken),
      wsConnectionParams: async () => {
        const token = await auth.getIdToken();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  );
  return (
    <div className="developers-page">
      <header className="developers-bar">
        <a href="/" className="developers-bar__brand">
          HobbyHub
        </a>
        <span>GraphQL IDE</span>
        <SignedInAs auth={auth} />
        <nav>
          <a href="/docs/api">REST API reference</a>
        </nav>
      </header>
      <div className="developers-page__ide">
        <GraphiQL fetcher={fetcher} plugins={[explorer]} defaultQuery={defaultQuery} />
      </div>
    </div>
  );
}

async function start() {
  const root = createRoot(document.getElementById('graphiql')!);
  try {
    const auth = createFirebaseAuthClient(await fetchAppConfig());
    await auth.ready();
    root.render(
      <StrictMode>
        <GraphQLIde auth={auth} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(<p role="alert">The GraphQL IDE could not start: {String(error)}</p>);
  }
}

void start();
