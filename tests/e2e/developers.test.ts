import type { BrowserContext, Page, Request } from 'playwright-core';
import { startE2EApp, type E2EApp } from '../support/e2eApp';
import { createTestUser } from '../support/users';
import { launchBrowser, type Browser } from './browser';
import { logIn } from './flows';

let app: E2EApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2EApp(), launchBrowser()]);
}, 300_000);
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

/**
 * A page with no internet: every request leaving this machine (the app, the Auth Emulator) is
 * aborted and remembered; Content-Security-Policy refusals are remembered too.
 */
async function offlinePage(): Promise<{ page: Page; blocked: string[]; refused: string[] }> {
  const page = await browser.newPage();
  contexts.push(page.context());
  const blocked: string[] = [];
  const refused: string[] = [];
  await page.context().route('**/*', async (route) => {
    const { hostname, protocol } = new URL(route.request().url());
    if (['127.0.0.1', 'localhost'].includes(hostname) || protocol === 'data:' || protocol === 'blob:') {
      await route.continue();
    } else {
      blocked.push(route.request().url());
      await route.abort('internetdisconnected');
    }
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return { page, blocked, refused };
}

const isGraphQL = (request: Request) => new URL(request.url()).pathname === '/graphql';
const isGroupsQuery = (request: Request) => isGraphQL(request) && /groups/.test(request.postData() ?? '');

/**
 * Presses ▶ until the IDE sends its `groups` query: its editors load after the page (workers), and
 * a press before the query editor holds the default query sends nothing.
 */
async function runDefaultQuery(page: Page): Promise<Request> {
  for (let attempt = 1; ; attempt += 1) {
    const sent = page.waitForRequest(isGroupsQuery, { timeout: 3_000 });
    await page.getByRole('button', { name: /execute query/i }).click();
    try {
      return await sent;
    } catch (error) {
      if (attempt === 10) throw error;
    }
  }
}

describe('the GraphQL IDE at /graphiql, offline', () => {
  it('runs `groups` with no internet and shows the data', async () => {
    const { page, blocked, refused } = await offlinePage();
    await page.goto(`${app.baseUrl}/graphiql`);
    await page.getByRole('status').filter({ hasText: 'Not signed in' }).waitFor();
    const response = (await (await runDefaultQuery(page)).response())!;
    const body = (await response.json()) as {
      data: { groups: { totalCount: number; nodes: { groupName: string }[] } };
    };
    expect(body.data.groups.totalCount).toBeGreaterThan(0);
    const firstName = body.data.groups.nodes[0]!.groupName;
    await page.locator('.graphiql-response').getByText(firstName, { exact: false }).first().waitFor();
    // The schema arrived too (introspection), for the docs and the explorer.
    await page.getByRole('button', { name: /show documentation explorer/i }).click();
    await page.getByText('Query', { exact: true }).first().waitFor();
    expect(blocked).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('sends the signed-in person’s ID token with each request, never in the URL', async () => {
    const person = await createTestUser('Dev Eloper');
    const { page, refused } = await offlinePage();
    await page.goto(`${app.baseUrl}/login`);
    await logIn(page, person);
    await page.goto(`${app.baseUrl}/dashboard`);
    await page.getByRole('navigation', { name: 'For developers' }).getByRole('link', { name: 'GraphQL IDE' }).click();
    await page.waitForURL(`${app.baseUrl}/graphiql`);
    await page
      .getByRole('status')
      .filter({ hasText: `Signed in as ${person.email}` })
      .waitFor();
    const request = await runDefaultQuery(page);
    expect(request.headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]*\.[\w-]*$/);
    expect(request.url()).toBe(`${app.baseUrl}/graphql`);
    expect(page.url()).not.toContain(person.token);
    expect(refused).toEqual([]);
  });
});

describe('the REST reference at /docs/api, offline', () => {
  it('renders the OpenAPI document with no internet', async () => {
    const { page, blocked, refused } = await offlinePage();
    await page.goto(`${app.baseUrl}/docs/api`);
    await page.getByRole('heading', { name: /HobbyHub REST API/ }).waitFor();
    await page.getByText('/groups/{id}/join').first().waitFor();
    expect(blocked).toEqual([]);
    expect(refused).toEqual([]);
  });
});

describe('the app reads through persisted queries', () => {
  it('sends an anonymous read as a GET with the query’s hash only', async () => {
    const { page } = await offlinePage();
    const reads: Request[] = [];
    page.on('request', (request) => {
      if (isGraphQL(request)) reads.push(request);
    });
    // "Upcoming only" is a view the server does not prerender (the day is the browser's): a
    // prerendered page comes with its data and asks for nothing.
    await page.goto(`${app.baseUrl}/all-groups?upcoming=1`);
    await page.getByRole('heading', { name: 'All Groups' }).waitFor();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/graphql?')),
    );
    const hashed = reads.filter((request) => {
      const params = new URL(request.url()).searchParams;
      return request.method() === 'GET' && params.has('extensions') && !params.has('query');
    });
    expect(hashed.length).toBeGreaterThan(0);
    expect(new URL(hashed[0]!.url()).searchParams.get('extensions')).toMatch(/"sha256Hash":"[0-9a-f]{64}"/);
  });
});

describe('where the developer pages are found, and what they may do', () => {
  const csp = async (path: string, accept = 'text/html') =>
    (await fetch(`${app.baseUrl}${path}`, { headers: { accept } })).headers.get('content-security-policy') ?? '';

  it('links them from the /graphql landing page', async () => {
    const landing = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    const html = await landing.text();
    expect(html).toContain('href="/graphiql"');
    expect(html).toContain('href="/docs/api"');
  });

  it('gives only the developer pages inline styles and workers; the app’s pages keep the strict policy', async () => {
    for (const path of ['/graphiql', '/docs/api']) {
      expect(await csp(path)).toContain("style-src 'self' 'unsafe-inline'");
      expect(await csp(path)).toContain("worker-src 'self' blob:");
    }
    for (const path of ['/', '/all-groups', '/dashboard']) {
      expect(await csp(path)).toContain("style-src 'self';");
      expect(await csp(path)).not.toContain('unsafe-inline');
    }
  });
});
