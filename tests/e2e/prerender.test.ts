import type { Page, Route } from 'playwright-core';
import { createTestUser } from '../support/users';
import { phone } from './browser';
import { waitForHydration } from './flows';
import { useE2E } from './harness';

const e2e = useE2E();

/** The page as a browser first receives it, before any of its JavaScript has run. */
async function pageHtml(path: string): Promise<string> {
  const response = await fetch(`${e2e.app.baseUrl}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}

/** The Apollo cache embedded in a prerendered page, as the browser's JSON.parse reads it. */
function embeddedState(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="prerendered-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('the page has no prerendered state');
  return JSON.parse(json) as Record<string, unknown>;
}

/** Console errors and uncaught exceptions of the page (hydration mismatches are reported there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds back every script of the app until `release()`: what shows meanwhile came with the HTML. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Hydration is done once React answers a click: "Show All" brings in more than the 6 featured groups. */
async function showAllOnHome(page: Page): Promise<void> {
  await waitForHydration(page, 'Show All');
  await page.getByRole('button', { name: 'Show All' }).click();
  await page.locator('.group-card').nth(6).waitFor();
}

/**
 * The public pages come as HTML with their content, rendered by the server from its read model
 * (server/src/http/prerender.ts), and React hydrates them (docs/PERFORMANCE.md, issue 15).
 */
describe('prerendered public pages, in Chromium', () => {
  it('sends the groups in the HTML of / and /all-groups, with their data as JSON the page reads', async () => {
    // Other pages come as the plain shell.
    const shell = await pageHtml('/about-us');
    expect(shell).toContain('<div id="root"></div>');
    const inlineScripts = (html: string) => html.match(/<script>[\s\S]*?<\/script>/g);
    for (const path of ['/', '/all-groups', '/all-groups?sort=desc']) {
      const html = await pageHtml(path);
      const names = Object.values(embeddedState(html))
        .filter((entry): entry is { __typename: string; groupName: string } => {
          const value = entry as { __typename?: unknown };
          return value.__typename === 'Group';
        })
        .map((group) => group.groupName);
      expect(names.length).toBeGreaterThanOrEqual(6);
      const root = /<div id="root" data-prerendered>([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1];
      for (const name of names.slice(0, 6)) expect(root).toContain(name.replace(/&/g, '&amp;'));
      // The only inline scripts that run are index.html's own (their hashes are in the CSP).
      expect(inlineScripts(html)).toEqual(inlineScripts(shell));
    }
    expect(await pageHtml('/all-groups')).toContain('<title>All Groups · HobbyHub</title>');
  });

  it('hydrates the page without errors and it works as before', async () => {
    const page = await e2e.page();
    const errors = collectErrors(page);
    await page.goto(`${e2e.app.baseUrl}/`);
    await showAllOnHome(page);
    await page.getByRole('link', { name: 'All Groups', exact: true }).first().click();
    await page.getByRole('heading', { name: 'All Groups', level: 1 }).waitFor();

    await page.goto(`${e2e.app.baseUrl}/all-groups`);
    await waitForHydration(page, 'Filters');
    await page.getByRole('button', { name: /^Photography/ }).click();
    await page.waitForURL(/category=photography/);
    await page.getByText(/groups? match(es)? these filters/).waitFor();
    expect(errors).toEqual([]);
  });

  it('paints the groups before any script has run, and a dark theme hydrates without errors', async () => {
    const page = await e2e.page({ viewport: phone });
    await page.addInitScript(() => localStorage.setItem('hobbyhub-theme', 'dark'));
    const errors = collectErrors(page);
    const release = await holdScripts(page);
    await page.goto(`${e2e.app.baseUrl}/`, { waitUntil: 'commit' });
    await page.locator('.group-card').nth(5).waitFor();
    expect(await page.locator('body').getAttribute('data-theme')).toBe('dark');
    release();
    await showAllOnHome(page);
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });

  it('keeps a button pressed before hydration and presses it once the app has the page', async () => {
    const page = await e2e.page({ viewport: phone });
    const errors = collectErrors(page);
    const release = await holdScripts(page);
    await page.goto(`${e2e.app.baseUrl}/all-groups`, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    release();
    await page.waitForFunction(
      () => document.querySelector('button[aria-label="Menu"]')?.getAttribute('aria-expanded') === 'true',
    );
    expect(errors).toEqual([]);
  });

  it('shows someone signed in their own view, never the guest one', async () => {
    const person = await createTestUser('Prerender Person');
    const page = await e2e.signedIn(person);
    const errors = collectErrors(page);
    const release = await holdScripts(page);
    await page.goto(`${e2e.app.baseUrl}/`, { waitUntil: 'commit' });
    await page.locator('.group-card').first().waitFor({ state: 'attached' });
    // The guest's markup is there, hidden, until the app replaces it.
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden');
    release();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');
    await showAllOnHome(page);
    expect(errors).toEqual([]);
  });

  it("sends a guest's group page as the Login page it leads to, which works once hydrated", async () => {
    const owner = await createTestUser('Group Page Owner');
    const id = await e2e.createGroup(owner, {
      groupName: 'Prerendered Login Detour',
      description: 'Only for members.',
    });
    const html = await pageHtml(`/groups/${id}`);
    expect(html).toContain('<h1>Login</h1>');
    expect(html).not.toContain('Only for members.');
    // The form cannot be sent natively (its fields in the URL) before the app has taken it over.
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Login<\/button>/);

    const page = await e2e.page();
    const errors = collectErrors(page);
    await page.goto(`${e2e.app.baseUrl}/groups/${id}`);
    await page.waitForURL(`${e2e.app.baseUrl}/login?from=${encodeURIComponent(`/groups/${id}`)}`);
    await page.getByRole('button', { name: 'Login', exact: true, disabled: false }).waitFor();
    const person = await createTestUser('Group Page Guest');
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/groups/${id}`);
    await page.getByRole('heading', { name: 'Prerendered Login Detour' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('escapes a group name that tries to end the embedded data or run a script', async () => {
    const owner = await createTestUser('Escaping Owner');
    const name = '</script><script>alert(1)</script> <!-- Aaa';
    await e2e.createGroup(owner, { groupName: name });
    const path = `/all-groups?q=${encodeURIComponent('alert(1)')}`;
    const html = await pageHtml(path);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- Aaa');
    expect(html).not.toContain(owner.email);
    const group = Object.values(embeddedState(html)).find(
      (entry) => (entry as { groupName?: unknown }).groupName === name,
    );
    expect(group).toBeDefined();

    const page = await e2e.page();
    const errors = collectErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${e2e.app.baseUrl}${path}`);
    await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search groups' }).fill('alert(1) ');
    await page.getByRole('heading', { name, exact: true }).waitFor();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is fresh: a group created a moment ago is in the next page', async () => {
    const owner = await createTestUser('Fresh Owner');
    const unique = `Fresh ${Date.now().toString(36)}`;
    const path = `/all-groups?q=${encodeURIComponent(unique)}`;
    expect(await pageHtml(path)).toContain('No groups found.');
    await e2e.createGroup(owner, { groupName: `${unique} Readers` });
    expect(await pageHtml(path)).toContain(`${unique} Readers`);
  });
});
