import type { Page } from 'playwright-core';
import { createTestUser } from '../support/users';
import { documentKept, markDocument } from './flows';
import { logRequests, useE2E } from './harness';

const e2e = useE2E();

const cards = (page: Page) => page.locator('.group-card');

// The demo data has 16 groups; 10 more make All Groups' first page (20) a page with more after it.
beforeAll(async () => {
  const organizer = await createTestUser('Fay Filler');
  for (let n = 1; n <= 10; n += 1) {
    await e2e.createGroup(organizer, {
      groupName: `Zz E2E Filler Group ${String(n).padStart(2, '0')}`,
      hobbyCategory: 'Writing',
      description: 'A group that fills the list past its first page.',
    });
  }
});
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('group lists kept up to date from the cache, in Chromium', () => {
  it('shows a full page on All Groups after the home page fetched only the featured 6', async () => {
    const page = await e2e.open('/');
    await cards(page).nth(5).waitFor();
    expect(await cards(page).count()).toBe(6);
    const requests = logRequests(page, e2e.app.baseUrl);

    await nav(page).getByRole('link', { name: 'All Groups' }).click();
    await page.getByRole('heading', { name: 'All Groups', level: 1 }).waitFor();
    const total = Number((await page.getByText(/^Total available groups: \d+$/).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(20);
    await page.getByText(`Showing 20 of ${total}`).waitFor();
    expect(await cards(page).count()).toBe(20);
    // The page and, beside it, the category counts of the filter chips.
    expect(requests.operations().sort()).toEqual(['AllGroupsCounts', 'AllGroupsPage']);

    // Back home: the longer list answers the home page's 6 without asking again.
    requests.clear();
    await page.goBack();
    await page.getByRole('heading', { name: 'Featured Groups' }).waitFor();
    await cards(page).nth(5).waitFor();
    expect(await cards(page).count()).toBe(6);
    expect(requests.operations()).toEqual([]);
  });

  it('creates, updates and deletes a group, every list following without asking the server again', async () => {
    const user = await createTestUser('Lee Lister');
    const page = await e2e.signedIn(user);
    await markDocument(page);
    const requests = logRequests(page, e2e.app.baseUrl);
    // Sorts before every demo group, so it heads the loaded page of All Groups.
    const name = 'Aaa E2E Cache Keepers';
    const dashboardTab = (tab: string) =>
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: tab, exact: true });
    const cardOf = () => page.locator('.group-card', { hasText: name });

    // Each list loaded once before the changes, so what they show later comes from the cache.
    await nav(page).getByRole('link', { name: 'My Groups' }).click();
    await page.getByRole('heading', { name: 'Your Groups (0)' }).waitFor();
    await nav(page).getByRole('link', { name: 'All Groups' }).click();
    await page.getByText(/^Showing 20 of \d+$/).waitFor();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await dashboardTab('All Groups').click();
    await page.getByText(/^Showing 20 of \d+$/).waitFor();

    await nav(page).getByRole('link', { name: 'Create Groups' }).click();
    await page.getByLabel('Group Name').fill(name);
    await page.getByLabel('Hobby Category').selectOption('FISHING');
    await page.getByLabel('Meeting Location').fill('Mill Pond');
    await page.getByLabel('Max Members').fill('9');
    await page.getByLabel('Start Date').fill('2031-05-01');
    await page.getByRole('button', { name: 'Use the HobbyHub cover for this category' }).click();
    await page.getByLabel('Description').fill('Quiet mornings by the water, catch and release.');
    requests.clear();
    await page.getByRole('button', { name: 'Create Group' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/my-groups`);
    await page.getByRole('heading', { name: 'Your Groups (1)' }).waitFor();
    await page.getByRole('row', { name: new RegExp(name) }).waitFor();
    await nav(page).getByRole('link', { name: 'All Groups' }).click();
    await page.getByText(/^Showing 21 of \d+$/).waitFor();
    expect(await page.locator('.group-card__title').first().textContent()).toBe(name);
    // The group, then its schedule (the form's time and time zone).
    expect(requests.operations()).toEqual(['CreateGroup', 'SetSchedule']);

    await nav(page).getByRole('link', { name: 'My Groups' }).click();
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByLabel('Meeting Location').fill('Willow Bank');
    await page.getByLabel('Hobby Category').selectOption('RUNNING');
    requests.clear();
    await page.getByRole('button', { name: 'Update Group' }).click();
    await page.getByRole('dialog', { name: 'Success!' }).getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/my-groups`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Willow Bank').waitFor();
    expect(await row.textContent()).toContain('Running');
    await nav(page).getByRole('link', { name: 'All Groups' }).click();
    await cardOf().getByText('Willow Bank').waitFor();
    expect(await cardOf().locator('.badge').textContent()).toBe('Running');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await dashboardTab('All Groups').click();
    await cardOf().getByText('Willow Bank').waitFor();
    expect(requests.operations()).toEqual(['UpdateGroup']);

    await dashboardTab('My Groups').click();
    requests.clear();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes, delete it!' })
      .click();
    await page.getByRole('dialog', { name: 'Deleted!' }).getByRole('button', { name: 'OK' }).click();
    await page.getByRole('heading', { name: 'Your Groups (0)' }).waitFor();
    await nav(page).getByRole('link', { name: 'All Groups' }).click();
    await page.getByText(/^Showing 20 of \d+$/).waitFor();
    expect(await cardOf().count()).toBe(0);
    expect(requests.operations()).toEqual(['DeleteGroup']);
    expect(await documentKept(page)).toBe(true);
  });
});

describe('cover images in Chromium', () => {
  it("shows the category's artwork when a group's cover cannot load", async () => {
    const user = await createTestUser('Dee Deadlink');
    const name = 'Zz E2E Dead Cover Anglers';
    const groupId = await e2e.createGroup(user, {
      groupName: name,
      hobbyCategory: 'Fishing',
      description: 'Our cover image lives on a server that does not answer.',
      // Port 9 (discard) refuses connections here: the image can never load.
      imageURL: 'http://127.0.0.1:9/covers/anglers.jpg',
    });
    const fallback = `${e2e.app.baseUrl}/images/groups/fishing.svg`;
    const loaded = (image: ReturnType<Page['locator']>) =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

    const page = await e2e.open(`/all-groups?q=${encodeURIComponent(name)}`);
    const cardImage = page.locator('.group-card', { hasText: name }).getByRole('img', { name: `Cover of ${name}` });
    await page.waitForFunction(
      (expected) => document.querySelector<HTMLImageElement>('.group-card__image')?.src === expected,
      fallback,
    );
    expect(await cardImage.getAttribute('src')).toBe(fallback);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.group-card__image')?.complete);
    expect(await loaded(cardImage)).toBe(true);

    const signedIn = await e2e.signedIn(user);
    await signedIn.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    const cover = signedIn.getByRole('img', { name: `Cover of ${name}` });
    await signedIn.waitForFunction(
      (expected) => document.querySelector<HTMLImageElement>('.group-details__image')?.src === expected,
      fallback,
    );
    await signedIn.waitForFunction(() => document.querySelector<HTMLImageElement>('.group-details__image')?.complete);
    expect(await loaded(cover)).toBe(true);
  });
});
