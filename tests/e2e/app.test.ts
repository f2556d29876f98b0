import type { Page } from 'playwright-core';
import { createTestUser } from '../support/users';
import { phone, screenshot } from './browser';
import { documentKept, logIn, markDocument, newPerson, trackRequests, waitForHydration } from './flows';
import { serveGapiShim } from './gapiShim';
import { useE2E } from './harness';

const e2e = useE2E();
const open = (path: string, viewport?: { width: number; height: number }) => e2e.open(path, { viewport });

const cardTitles = (page: Page) => page.locator('.group-card__title').allTextContents();

describe('HobbyHub in Chromium', () => {
  it('signs up, creates a group, sees it in My Groups, updates and deletes it without a reload', async () => {
    const page = await open('/');
    await markDocument(page);
    const person = newPerson('Casey Creator');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('Photo URL').fill(`${e2e.app.baseUrl}/images/logo.svg`);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Signup Success').waitFor();
    await page.getByRole('link', { name: 'My Groups' }).first().waitFor();

    // The avatar's tooltip names the new user.
    await page.locator('.avatar').hover();
    await page.getByRole('tooltip', { name: person.name }).waitFor();

    await page.getByRole('link', { name: 'Create Groups' }).click();
    await page.getByLabel('Group Name').fill('Zz E2E Night Photographers');
    await page.getByLabel('Hobby Category').selectOption('PHOTOGRAPHY');
    await page.getByLabel('Meeting Location').fill('Old Harbour');
    await page.getByLabel('Max Members').fill('12');
    await page.getByLabel('Start Date').fill('2031-06-15');
    await page.getByRole('button', { name: 'Use the HobbyHub cover for this category' }).click();
    await page.getByLabel('Description').fill('Long exposures of the harbour lights, every Friday night.');
    expect(await page.getByLabel('User Name').inputValue()).toBe(person.name);
    expect(await page.getByLabel('User Email').inputValue()).toBe(person.email);
    await page.getByRole('button', { name: 'Create Group' }).click();

    await page.getByText('Group Created Successfully!').waitFor();
    await page.waitForURL(`${e2e.app.baseUrl}/my-groups`);
    await page.getByRole('heading', { name: 'Your Groups (1)' }).waitFor();
    const row = page.getByRole('row', { name: /Zz E2E Night Photographers/ });
    expect(await row.textContent()).toContain('Members: 12');
    expect(await row.textContent()).toContain('Old Harbour');
    expect(await row.textContent()).toContain('Photography');

    await row.getByRole('link', { name: 'Edit Zz E2E Night Photographers' }).click();
    await page.getByRole('heading', { name: 'Update Group' }).waitFor();
    expect(await page.getByLabel('Group Name').inputValue()).toBe('Zz E2E Night Photographers');
    expect(await page.getByLabel('Group Name').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Meeting Location').inputValue()).toBe('Old Harbour');
    await page.getByLabel('Meeting Location').fill('New Lighthouse');
    await page.getByLabel('Max Members').fill('20');
    await page.getByRole('button', { name: 'Update Group' }).click();
    const updated = page.getByRole('dialog', { name: 'Success!' });
    await updated.getByText('Group updated successfully!').waitFor();
    await updated.getByRole('button', { name: 'OK' }).click();

    await page.waitForURL(`${e2e.app.baseUrl}/my-groups`);
    await page.getByRole('row', { name: /New Lighthouse/ }).waitFor();
    expect(await page.getByRole('row', { name: /Zz E2E Night Photographers/ }).textContent()).toContain('Members: 20');

    await page.getByRole('button', { name: 'Delete Zz E2E Night Photographers' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByText("You won't be able to revert this!").waitFor();
    await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
    const deleted = page.getByRole('dialog', { name: 'Deleted!' });
    await deleted.getByText('Group has been deleted.').waitFor();
    await deleted.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { name: 'Your Groups (0)' }).waitFor();
    await page.getByText('No groups found!').waitFor();
    expect(await documentKept(page)).toBe(true);
  });

  it('sends a signed-out visitor to Login and back to where they were going', async () => {
    const user = await createTestUser('Riley Return');
    const page = await open('/dashboard');
    await page.waitForURL(`${e2e.app.baseUrl}/login?from=%2Fdashboard`);
    await logIn(page, user);
    await page.waitForURL(`${e2e.app.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.locator('.stat-card', { hasText: 'Logged-in User' }).getByText('Riley Return').waitFor();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByText('Logout Success').waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();
  });

  it('sends a password reset email for the address typed on the login page', async () => {
    const user = await createTestUser('Pat Forgetful');
    const page = await open('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password\?email=/);
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('A password reset link has been sent to your email').waitFor();

    const response = await fetch(
      `http://${e2e.app.authEmulatorHost}/emulator/v1/projects/${e2e.app.projectId}/oobCodes`,
    );
    const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string }[] };
    expect(oobCodes).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: user.email, requestType: 'PASSWORD_RESET' })]),
    );
  });

  it('signs in with Google through the Auth Emulator popup', async () => {
    const page = await e2e.page();
    await serveGapiShim(page.context());
    await page.goto(`${e2e.app.baseUrl}/login`);
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Login with Google' }).click(),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    await screenshot(popup, 'google-popup');
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(newPerson().email);
    await popup.locator('#display-name-input').fill('Gale Google');
    await popup.locator('#sign-in').click();

    await page.getByText('Login Success').waitFor();
    await page.waitForURL(`${e2e.app.baseUrl}/`);
    await page.locator('.avatar').hover();
    await page.getByRole('tooltip', { name: 'Gale Google' }).waitFor();
  });

  it('searches and sorts all groups on the server', async () => {
    const page = await open('/all-groups');
    const count = page.getByText(/^Total available groups: \d+$/);
    await count.waitFor();
    const total = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(6);
    const ascending = await cardTitles(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    await page.getByLabel('Sort by').selectOption('desc');
    await page.waitForURL(/sort=desc/);
    await page.waitForFunction(
      (first) => document.querySelector('.group-card__title')?.textContent !== first,
      ascending[0],
    );
    const descending = await cardTitles(page);
    expect(descending).toEqual([...descending].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));

    await page.getByPlaceholder('Search by group name or category').fill('PHOTO');
    await page.waitForURL(/q=PHOTO/);
    await page.waitForFunction((all) => !document.body.textContent?.includes(`Total available groups: ${all}`), total);
    const found = Number((await count.textContent())?.match(/\d+/)?.[0]);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(total);
    const categories = await page.locator('.group-card .badge').allTextContents();
    const titles = await cardTitles(page);
    titles.forEach((title, i) => expect(`${title} ${categories[i]}`.toLowerCase()).toContain('photo'));

    await page.getByPlaceholder('Search by group name or category').fill('no such hobby anywhere');
    await page.getByText('No groups found.').waitFor();
    await page.getByText('Total available groups: 0').waitFor();
  });

  it('remembers the dark theme across visits', async () => {
    const page = await open('/');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    expect(await page.evaluate(() => document.body.dataset.theme ?? null)).toBeNull();
    // The page comes prerendered: the toggle works once React has it (a press before is replayed
    // then, tests/e2e/prerender.test.ts).
    await waitForHydration(page, 'Show All');
    await toggle.click();
    expect(await page.evaluate(() => document.body.dataset.theme)).toBe('dark');
    expect(await toggle.locator('[data-icon="sun"]').count()).toBe(1);
    await page.reload();
    await page.getByRole('heading', { name: 'Featured Groups' }).waitFor();
    expect(await page.evaluate(() => document.body.dataset.theme)).toBe('dark');
    await screenshot(page, 'home-dark');
    await waitForHydration(page, 'Show All');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => document.body.dataset.theme ?? null)).toBeNull();
  });

  it('opens the mobile menu on a phone and closes it when a link is chosen', async () => {
    const page = await open('/', phone);
    const menu = page.getByRole('button', { name: 'Menu' });
    const allGroups = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Groups' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await allGroups.isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await allGroups.waitFor({ state: 'visible' });
    await screenshot(page, 'menu-open');
    await allGroups.click();
    await page.waitForURL(`${e2e.app.baseUrl}/all-groups`);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await allGroups.isVisible()).toBe(false);
  });

  it('renders every page on desktop and phone (saved to test-results/screenshots with SCREENSHOTS=1)', async () => {
    const user = await createTestUser('Sam Screens');
    const created = await fetch(`${e2e.app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({
        query: 'mutation ($input: CreateGroupInput!) { createGroup(input: $input) { group { id } } }',
        variables: {
          input: {
            groupName: 'Screenshot Sketchers',
            hobbyCategory: 'DRAWING_AND_PAINTING',
            description: 'Drawing together in the park, pencils provided.',
            location: 'Rose Garden',
            maxMembers: 15,
            startDate: '2032-04-01',
            imageURL: `${e2e.app.baseUrl}/images/groups/drawing-and-painting.svg`,
          },
        },
      }),
    });
    const { data } = (await created.json()) as { data: { createGroup: { group: { id: string } } } };
    const id = data.createGroup.group.id;

    const publicPages: [string, string, string][] = [
      ['home', '/', 'Featured Groups'],
      ['all-groups', '/all-groups', 'All Groups'],
      ['about-us', '/about-us', 'About Us'],
      ['coming-soon', '/coming-soon', 'Coming Soon'],
      ['login', '/login', 'Login'],
      ['signup', '/signup', 'Create an account'],
      ['forgot-password', '/forgot-password', 'Reset your password'],
      ['not-found', '/nope', "Sorry, we couldn't find this page."],
    ];
    const signedInPages: [string, string, string][] = [
      ['group-details', `/groups/${id}`, 'Screenshot Sketchers'],
      ['create-group', '/create-group', 'Create a Group'],
      ['update-group', `/update-group/${id}`, 'Update Group'],
      ['my-groups', '/my-groups', 'Your Groups (1)'],
      ['dashboard', '/dashboard', 'Dashboard'],
      ['dashboard-my-groups', '/dashboard/my-groups', 'Your Groups (1)'],
    ];
    for (const viewport of [undefined, phone]) {
      const page = await open('/', viewport);
      const requests = trackRequests(page);
      for (const [name, path, heading] of publicPages) {
        await page.goto(`${e2e.app.baseUrl}${path}`);
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        await requests.settled();
        await screenshot(page, name);
      }
      await page.goto(`${e2e.app.baseUrl}/login`);
      await logIn(page, user);
      for (const [name, path, heading] of signedInPages) {
        await page.goto(`${e2e.app.baseUrl}${path}`);
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        await requests.settled();
        await screenshot(page, name);
      }
    }
  }, 240_000);

  it('shows the 404 page for unknown paths', async () => {
    const page = await open('/no/such/page');
    await page.getByRole('heading', { name: "Sorry, we couldn't find this page." }).waitFor();
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/`);
  });
});
