import type { ApolloServerPlugin, BaseContext } from '@apollo/server';

/**
 * Links shown on top of the /graphql landing page: Apollo Sandbox there loads from Apollo's
 * servers, so without internet the page would be a blank frame; the bundled IDE works offline.
 */
export const developerLinks = `<nav aria-label="Developer tools">
  <p>Offline, or prefer GraphiQL? Open the <a href="/graphiql">bundled GraphQL IDE</a>.
  REST: <a href="/docs/api">API reference</a> (<a href="/openapi.json">OpenAPI 3.1</a>).</p>
</nav>`;

/** Wraps a landing-page plugin so its page starts with `developerLinks`. */
export function withDeveloperLinks<C extends BaseContext>(plugin: ApolloServerPlugin<C>): ApolloServerPlugin<C> {
  return {
    async serverWillStart(service) {
      const listener = await plugin.serverWillStart?.(service);
      const render = listener?.renderLandingPage;
      if (!listener || !render) return listener;
      return {
        ...listener,
        async renderLandingPage() {
          const page = await render.call(listener);
          const html = typeof page.html === 'string' ? page.html : await page.html();
          return { html: html.replace(/<body([^>]*)>/i, (body) => `${body}\n${developerLinks}`) };
        },
      };
    },
  };
}
