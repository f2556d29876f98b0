import type { Page } from 'playwright-core';
import { createTestUser, type TestUser } from '../support/users';
import { documentKept, markDocument } from './flows';
import { useE2E } from './harness';

const e2e = useE2E();
let organizer: TestUser;

beforeAll(async () => {
  organizer = await createTestUser('Live Organizer');
});

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

const createGroup = (groupName: string) =>
  e2e.createGroup(organizer, {
    groupName,
    hobbyCategory: 'Drawing & Painting',
    description: 'Sketching together every week, all levels welcome.',
    location: 'Riverside Library',
    maxMembers: 8,
    startDate: inTwoWeeks(),
  });

/** Someone else, signed in on their own device: a separate browser context (own cookies and storage). */
async function anotherPerson(name: string): Promise<Page> {
  return e2e.signedIn(await createTestUser(name));
}

/** Another person joins on their own device (a second browser context), through the UI. */
async function joinElsewhere(groupId: string): Promise<void> {
  const page = await anotherPerson('Live Member');
  await page.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
  await page.getByRole('button', { name: 'Join Group' }).click();
  await page.getByRole('status').getByText('You joined the group!').waitFor();
}

// The bound: a join in one browser shows in the other within 2 s.
const live = { timeout: 2_000 };

describe('Live seat counts in Chromium', () => {
  it('shows a join made in another browser on the group page within 2 s, without a reload, and announces it once settled', async () => {
    const groupId = await createGroup('Live Sketch Club');
    // The group page is for signed-in people (SPEC: protected), so the watcher signs in first.
    const watcher = await anotherPerson('Live Watcher');
    await watcher.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
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
    const watcher = await e2e.open('/all-groups');
    const card = watcher.locator('.group-card', { hasText: groupName });
    await card.getByText('0 / 8 joined').waitFor();

    await joinElsewhere(groupId);
    await card.getByText('1 / 8 joined').waitFor(live);
  });
});
