import { rest } from '../support/http';
import { createTestUser } from '../support/users';
import { screenshot } from './browser';
import { documentKept, logIn, markDocument } from './flows';
import { useE2E } from './harness';

const e2e = useE2E();
const { open } = e2e;

/** A demo group that starts in 14 days and meets weekly, with 20 places and nobody in it yet. */
const demoGroup = 'Golden Hour Photo Walks';

describe('Joining groups in Chromium', () => {
  it('joins a group, sees the count go up and the group in Joined Groups, leaves, and sees it restored, without a reload', async () => {
    const user = await createTestUser('Jo Joiner');
    const page = await e2e.signedIn(user);
    await markDocument(page);
    const nav = page.getByRole('navigation', { name: 'Main' });

    // Loaded once while empty, so the cache edits of join and leave are what change it later.
    await nav.getByRole('link', { name: 'Joined Groups' }).click();
    await page.getByRole('heading', { name: 'Joined Groups (0)' }).waitFor();
    await page.getByText('No joined groups yet.').waitFor();

    await nav.getByRole('link', { name: 'All Groups' }).click();
    const card = page.locator('.group-card', { hasText: demoGroup });
    expect(await card.textContent()).toContain('0 / 20 joined');
    await card.getByRole('link', { name: `See more about ${demoGroup}` }).click();
    await page.getByRole('heading', { name: demoGroup }).waitFor();
    await page.getByText('Members: 20').waitFor();
    await page.locator('.membership').getByText('0 joined').waitFor();
    await page.locator('.membership').getByText('20 spots left').waitFor();

    await page.getByRole('button', { name: 'Join Group' }).click();
    await page.getByRole('status').getByText('You joined the group!').waitFor();
    await page.getByText('1 joined').waitFor();
    await page.getByText('19 spots left').waitFor();
    await page.getByRole('button', { name: 'Leave Group' }).waitFor();
    await screenshot(page, 'group-details-joined');

    await nav.getByRole('link', { name: 'Joined Groups' }).click();
    await page.getByRole('heading', { name: 'Joined Groups (1)' }).waitFor();
    const joinedCard = page.locator('.group-card', { hasText: demoGroup });
    expect(await joinedCard.textContent()).toContain('1 / 20 joined');
    await screenshot(page, 'joined-groups');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const dashboardCard = page.locator('.stat-card', { hasText: 'Joined Groups' });
    expect(await dashboardCard.locator('.stat-card__value').textContent()).toBe('1');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Joined Groups' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/dashboard/joined-groups`);
    await page
      .locator('.dashboard__content .group-card', { hasText: demoGroup })
      .getByRole('link', { name: `See more about ${demoGroup}` })
      .click();
    await page.getByRole('button', { name: 'Leave Group' }).click();
    await page.getByRole('status').getByText('You left the group.').waitFor();
    await page.locator('.membership').getByText('0 joined').waitFor();
    await page.locator('.membership').getByText('20 spots left').waitFor();
    await page.getByRole('button', { name: 'Join Group' }).waitFor();

    await nav.getByRole('link', { name: 'Joined Groups' }).click();
    await page.getByRole('heading', { name: 'Joined Groups (0)' }).waitFor();
    await page.getByText('No joined groups yet.').waitFor();
    await nav.getByRole('link', { name: 'All Groups' }).click();
    expect(await page.locator('.group-card', { hasText: demoGroup }).textContent()).toContain('0 / 20 joined');
    expect(await documentKept(page)).toBe(true);
  });

  it('shows the organizer "You organize this group" and who joined, with join dates', async () => {
    const [organizer, member] = await Promise.all([createTestUser('Olive Organizer'), createTestUser('Max Member')]);
    const created = await rest<{ insertedId: string }>(e2e.app.baseUrl, 'POST', '/groups', {
      token: organizer.token,
      body: {
        groupName: 'Zz E2E Sketch Walks',
        hobbyCategory: 'Drawing & Painting',
        description: 'Sketching the old town on Saturday mornings, all levels welcome.',
        location: 'Town Square',
        maxMembers: 5,
        startDate: '2031-06-15',
        imageURL: `${e2e.app.baseUrl}/images/logo.svg`,
        userName: organizer.displayName,
        userEmail: organizer.email,
      },
    });
    expect(created.status).toBe(201);
    const groupId = created.body.insertedId;
    expect((await rest(e2e.app.baseUrl, 'POST', `/groups/${groupId}/join`, { token: member.token })).status).toBe(200);

    const page = await open(`/groups/${groupId}`);
    await page.waitForURL(/\/login\?from=/);
    await logIn(page, organizer);
    await page.getByRole('heading', { name: 'Zz E2E Sketch Walks' }).waitFor();
    await page.getByText('You organize this group').waitFor();
    expect(await page.getByRole('button', { name: 'Join Group' }).count()).toBe(0);
    await page.getByText('1 joined').waitFor();
    const members = page.getByRole('region', { name: 'Members (1)' });
    await members.getByText('Max Member').waitFor();
    expect(await members.locator('time').count()).toBe(1);
  });
});
