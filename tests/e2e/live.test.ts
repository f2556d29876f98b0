import type { Page } from 'playwright-core';
import { startE2EApp, type E2EApp } from '../support/e2eApp';
import { rest } from '../support/http';
import { createTestUser, type TestUser } from '../support/users';
import { launchBrowser, type Browser } from './browser';
import { logIn, markDocument, documentKept } from './flows';

let app: E2EApp;
let browser: Browser;
let organizer: TestUser;
const pages: Page[] = [];

beforeAll(async () => {
  [app, browser, organizer] = await Promise.all([startE2EApp(), launchBrowser(), createTestUser('Live Organizer')]);
}, 300_000);
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

/** Each call is a separate browser context: another person on another device. */
async function open(path: string): Promise<Page> {
  const page = await browser.newPage();
  pages.push(page);
  await page.goto(`${app.baseUrl}${path}`);
  return page;
}

async function createGroup(groupName: string): Promise<string> {
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const created = await rest<{ insertedId: string }>(app.baseUrl, 'POST', '/groups', {
    token: organizer.token,
    body: {
      groupName,
      hobbyCategory: 'Drawing & Painting',
      description: 'Sketching together every week, all levels welcome.',
      location: 'Riverside Library',
      maxMembers: 8,
      startDate: inTwoWeeks,
      imageURL: `${app.baseUrl}/images/groups/drawing-and-painting.svg`,
    },
  });
  return created.body.insertedId;
}

/** Another person joins on their own device (a second browser context), through the UI. */
async function joinElsewhere(groupId: string): Promise<void> {
  const member = await createTestUser('Live Member');
  const page = await open('/login');
  await logIn(page, member);
  await page.goto(`${app.baseUrl}/groups/${groupId}`);
  await page.getByRole('button', { name: 'Join Group' }).click();
  await page.getByRole('status').getByText('You joined the group!').waitFor();
}

// The bound: a join in one browser shows in the other within 2 s.
const live = { timeout: 2_000 };

describe('Live seat counts in Chromium', () => {
  it('shows a join made in another browser on the group page within 2 s, without a reload, and announces it once settled', async () => {
    const groupId = await createGroup('Live Sketch Club');
    const watcher = await open(`/groups/${groupId}`);
    await watcher.getByText('0 joined').waitFor();
    await watcher.getByText('8 spots left').waitFor();
    await markDocument(watcher);

    await joinElsewhere(groupId);
    await watcher.getByText('1 joined').waitFor(live);
    await watcher.getByText('7 spots left').waitFor(live);
    expect(await documentKept(watcher)).toBe(true);
    // The polite live region speaks the settled figures (after a short pause), not each tick.
    await watcher.locator('[aria-live="polite"]', { hasText: '1 joined, 7 spots left' }).waitFor();
  });

  it('updates the card on All Groups when someone joins elsewhere', async () => {
    const groupName = 'Live Card Club';
    const groupId = await createGroup(groupName);
    const watcher = await open('/all-groups');
    const card = watcher.locator('.group-card', { hasText: groupName });
    await card.getByText('0 / 8 joined').waitFor();

    await joinElsewhere(groupId);
    await card.getByText('1 / 8 joined').waitFor(live);
  });
});
