import type { Page } from 'playwright-core';
import { createTestUser, type TestUser } from '../support/users';
import { screenshot } from './browser';
import { documentKept, markDocument } from './flows';
import { useE2E } from './harness';

const e2e = useE2E();

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/** A group of `maxMembers` places, organized by `organizer`, that starts in two weeks. */
const createGroup = (organizer: TestUser, groupName: string, maxMembers: number) =>
  e2e.createGroup(organizer, { groupName, maxMembers, startDate: inTwoWeeks() });

const { api } = e2e;

/**
 * The group's figures line, exactly ("8 joined · 0 spots left · 3 waiting"): the screen-reader
 * sentence holds the same figures, so a loose text match could find either.
 */
const counts = (page: Page, text: string) =>
  page.locator('.members-count', { hasText: new RegExp(`^\\s*${text}\\s*$`) });

const bell = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ });

// A promotion happens in the same request as the leave that frees the place; the events that
// report it cross a WebSocket. Seconds are plenty on a loaded two-core machine.
const live = { timeout: 5_000 };

describe('Waitlist and notifications in Chromium', () => {
  it('queues for a full group, is promoted when a member leaves, and reads and clears the notification', async () => {
    const [organizer, member, waiter] = await Promise.all([
      createTestUser('Wanda Organizer'),
      createTestUser('Mo Member'),
      createTestUser('Wes Waiter'),
    ]);
    const groupName = 'Zz One Seat Pottery';
    const groupId = await createGroup(organizer, groupName, 1);
    const groupPath = `${e2e.app.baseUrl}/groups/${groupId}`;

    // The member takes the only place, on their own device.
    const memberPage = await e2e.signedIn(member);
    await memberPage.goto(groupPath);
    await memberPage.getByRole('button', { name: 'Join Group' }).click();
    await memberPage.getByRole('status').getByText('You joined the group!').waitFor();

    // The second person finds it full, and is offered the waitlist where Join Group was.
    const page = await e2e.signedIn(waiter);
    await bell(page)
      .and(page.getByRole('link', { name: 'Notifications, 0 unread' }))
      .waitFor();
    await page.goto(groupPath);
    await counts(page, '1 joined · 0 spots left').waitFor();
    expect(await page.getByRole('button', { name: 'Join Group' }).count()).toBe(0);
    const joinWaitlist = page.getByRole('button', { name: 'Join waitlist' });
    expect(await joinWaitlist.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('This group is full.').waitFor();
    await joinWaitlist.click();
    await page.getByRole('status').getByText('You joined the waitlist.').waitFor();
    await page.getByText('You are #1 on the waitlist').waitFor();
    await counts(page, '1 joined · 0 spots left · 1 waiting').waitFor();
    await page.getByRole('button', { name: 'Leave waitlist' }).waitFor();
    await screenshot(page, 'group-details-waiting');
    await markDocument(page);

    // The member sees the queue grow live, then leaves: the place goes to who waited.
    await counts(memberPage, '1 joined · 0 spots left · 1 waiting').waitFor(live);
    await memberPage.getByRole('button', { name: 'Leave Group' }).click();
    await memberPage.getByRole('status').getByText('You left the group.').waitFor();

    // Promoted, without a reload: a member now, out of the queue, and the bell has the news.
    await page.getByRole('button', { name: 'Leave Group' }).waitFor(live);
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor(live);
    // The queue entry goes last (after the membership and the notification): nobody waits now.
    await counts(page, '1 joined · 0 spots left').waitFor(live);
    expect(await page.getByText('You are #1 on the waitlist').count()).toBe(0);
    expect(await documentKept(page)).toBe(true);
    // Screen readers hear it once the figures settle.
    await page.locator('[aria-live="polite"]', { hasText: 'You have 1 unread notification' }).waitFor();
    await page.locator('[aria-live="polite"]', { hasText: '1 joined, 0 spots left. You are a member' }).waitFor();

    // The group is among their joined groups now (the promotion refreshed that list).
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Joined Groups' }).click();
    await page.getByRole('heading', { name: 'Joined Groups (1)' }).waitFor();
    await page.locator('.group-card', { hasText: groupName }).waitFor();

    // The bell leads to the list; marking the notification read clears the count.
    await bell(page).click();
    await page.waitForURL(`${e2e.app.baseUrl}/notifications`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    expect(await page.title()).toBe('Notifications · HobbyHub');
    const list = page.getByRole('list', { name: 'Your notifications' });
    const item = list
      .getByRole('listitem')
      .filter({ hasText: `A place freed up in ${groupName}: you are now a member.` });
    await item.getByText('New').waitFor();
    await page.getByText('1 unread', { exact: true }).waitFor();
    await screenshot(page, 'notifications');
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();
    await page.getByText('Nothing unread.').waitFor();
    expect(await item.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
    expect(await documentKept(page)).toBe(true);

    // Read stays read on the server: a fresh load shows the same.
    await page.reload();
    await list.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();
  });

  it('shows notifications stored while the person was away on their next visit, newest first, and marks all read', async () => {
    const [organizer, member] = await Promise.all([createTestUser('Otto Organizer'), createTestUser('Ada Away')]);
    const [first, second] = await Promise.all([
      createGroup(organizer, 'Zz Away Chess Club', 5),
      createGroup(organizer, 'Zz Away Film Club', 5),
    ]);
    await api(member, 'POST', `/groups/${first}/join`);
    await api(member, 'POST', `/groups/${second}/join`);
    // While the member is not in the app at all, the organizer moves both groups, one after the other.
    await api(organizer, 'PUT', `/groups/${first}`, { location: 'The Old Library' });
    await api(organizer, 'PUT', `/groups/${second}`, { location: 'The New Cinema' });

    const page = await e2e.signedIn(member);
    await page.getByRole('link', { name: 'Notifications, 2 unread' }).waitFor();
    await bell(page).click();
    const items = page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem');
    await items.nth(1).waitFor();
    expect(await items.allTextContents()).toEqual([
      expect.stringContaining('The organizer changed the date or place of Zz Away Film Club.'),
      expect.stringContaining('The organizer changed the date or place of Zz Away Chess Club.'),
    ]);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('status').getByText('All notifications marked as read.').waitFor();
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
  });

  it('shows the organizer who waits, first in line first, and follows the queue live', async () => {
    const [organizer, member, ...waiters] = await Promise.all([
      createTestUser('Orla Organizer'),
      createTestUser('Mae Member'),
      createTestUser('First Waiter'),
      createTestUser('Second Waiter'),
      createTestUser('Third Waiter'),
    ]);
    const groupId = await createGroup(organizer, 'Zz Queue Knitting', 1);
    await api(member, 'POST', `/groups/${groupId}/join`);
    // One after the other: the queue's order is the order of queueing.
    await api(waiters[0]!, 'POST', `/groups/${groupId}/waitlist`);
    await api(waiters[1]!, 'POST', `/groups/${groupId}/waitlist`);

    const page = await e2e.signedIn(organizer);
    await page.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    await page.getByText('You organize this group').waitFor();
    await counts(page, '1 joined · 0 spots left · 2 waiting').waitFor();
    const queue = page.getByRole('region', { name: 'Waitlist (2)' });
    await queue.waitFor();
    expect(await queue.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^First Waiter waiting since /),
      expect.stringMatching(/^Second Waiter waiting since /),
    ]);

    await api(waiters[2]!, 'POST', `/groups/${groupId}/waitlist`);
    const longer = page.getByRole('region', { name: 'Waitlist (3)' });
    await longer.waitFor(live);
    expect(await longer.getByRole('listitem').last().textContent()).toMatch(/^Third Waiter/);
    await counts(page, '1 joined · 0 spots left · 3 waiting').waitFor();

    // The member leaves: the first in line becomes a member, the rest move up.
    await api(member, 'DELETE', `/groups/${groupId}/join`);
    const after = page.getByRole('region', { name: 'Waitlist (2)' });
    await after.waitFor(live);
    expect(await after.getByRole('listitem').first().textContent()).toMatch(/^Second Waiter/);
    await page.getByRole('region', { name: 'Members (1)' }).getByText('First Waiter').waitFor(live);
  });
});
