import type { Page } from 'playwright-core';
import { createTestUser, type TestUser } from '../support/users';
import { audit, type Violation } from './axe';
import { trackRequests, type RequestsInFlight } from './flows';
import { useE2E } from './harness';

const e2e = useE2E();

const noLoader = () => document.querySelector('.page-loader') === null;

/** Opens a route and waits until its data has arrived (no loader left, nothing in flight). */
async function visit(page: Page, requests: RequestsInFlight, path: string): Promise<void> {
  await page.goto(`${e2e.app.baseUrl}${path}`);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(noLoader);
  await requests.settled();
  await page.waitForFunction(noLoader);
}

let owner: TestUser;
let groupId: string;
let fullGroupId: string;
const groupName = 'Zz Accessible Reading Circle';
const fullGroupName = 'Zz Accessible Full Choir';

const { api } = e2e;

beforeAll(async () => {
  const [auditor, other, member] = await Promise.all([
    createTestUser('Ada Auditor'),
    createTestUser('Otis Other'),
    createTestUser('Mina Member'),
  ]);
  owner = auditor;
  groupId = await e2e.createGroup(owner, {
    groupName,
    description: 'One book a month, talked over on Tuesday evenings.',
    location: 'Wool Street',
    maxMembers: 8,
  });
  // The auditor waits for a place in a full group (the waitlist's own states get audited)…
  fullGroupId = await e2e.createGroup(other, { groupName: fullGroupName, maxMembers: 1 });
  await api(member, 'POST', `/groups/${fullGroupId}/join`);
  await api(owner, 'POST', `/groups/${fullGroupId}/waitlist`);
  // …and has an unread notification: a group they joined moved.
  const movedId = await e2e.createGroup(other, { groupName: 'Zz Accessible Moving Band' });
  await api(owner, 'POST', `/groups/${movedId}/join`);
  await api(other, 'PUT', `/groups/${movedId}`, { location: 'The Bandstand' });
});

/** Every route with the title its tab shows. */
const signedOutRoutes = [
  { path: '/', title: 'HobbyHub' },
  { path: '/all-groups', title: 'All Groups · HobbyHub' },
  { path: '/about-us', title: 'About Us · HobbyHub' },
  { path: '/coming-soon', title: 'Coming Soon · HobbyHub' },
  { path: '/login', title: 'Login · HobbyHub' },
  { path: '/signup', title: 'Sign Up · HobbyHub' },
  { path: '/forgot-password', title: 'Reset your password · HobbyHub' },
  { path: '/no/such/page', title: 'Page not found · HobbyHub' },
];
const signedInRoutes = () => [
  { path: '/', title: 'HobbyHub' },
  { path: '/all-groups', title: 'All Groups · HobbyHub' },
  { path: `/groups/${groupId}`, title: `${groupName} · HobbyHub` },
  { path: `/groups/${fullGroupId}`, title: `${fullGroupName} · HobbyHub` },
  { path: `/groups/${groupId}/reports`, title: `Reports · ${groupName} · HobbyHub` },
  { path: '/create-group', title: 'Create a Group · HobbyHub' },
  { path: `/update-group/${groupId}`, title: 'Update Group · HobbyHub' },
  { path: '/my-groups', title: 'My Groups · HobbyHub' },
  { path: '/joined-groups', title: 'Joined Groups · HobbyHub' },
  { path: '/profile', title: 'Your Profile · HobbyHub' },
  { path: '/notifications', title: 'Notifications · HobbyHub' },
  { path: '/my-reports', title: 'My Reports · HobbyHub' },
  { path: '/admin', title: 'Admin · HobbyHub' },
  { path: '/dashboard', title: 'Dashboard · HobbyHub' },
  { path: '/dashboard/all-groups', title: 'All Groups · HobbyHub' },
  { path: '/dashboard/create-group', title: 'Create a Group · HobbyHub' },
  { path: '/dashboard/my-groups', title: 'My Groups · HobbyHub' },
  { path: '/dashboard/joined-groups', title: 'Joined Groups · HobbyHub' },
];

describe.each(['light', 'dark'] as const)('every route in the %s theme, audited by axe-core in Chromium', (theme) => {
  async function auditAll(page: Page, routes: { path: string; title: string }[]) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    const requests = trackRequests(page);
    const found: Record<string, Violation[]> = {};
    const titles: Record<string, string> = {};
    for (const { path } of routes) {
      await visit(page, requests, path);
      expect(await page.evaluate(() => document.body.dataset.theme ?? 'light')).toBe(theme);
      titles[path] = await page.title();
      const violations = await audit(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
    expect(titles).toEqual(Object.fromEntries(routes.map(({ path, title }) => [path, title])));
  }

  it('has no violations and a title of its own on every page, signed out', async () => {
    const page = await e2e.open('/', { bypassCSP: true });
    await auditAll(page, signedOutRoutes);
  }, 180_000);

  it('has no violations and a title of its own on every page, signed in', async () => {
    const page = await e2e.signedIn(owner, { bypassCSP: true });
    await auditAll(page, signedInRoutes());
  }, 300_000);
});

describe('the keyboard path in Chromium', () => {
  it('reaches the skip link first and shows where the focus is', async () => {
    const page = await e2e.open('/all-groups');
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return { text: element.textContent, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(focused.text).toMatch(/skip/i);
    expect(focused.outline).not.toBe('none');
    expect(focused.width).toBeGreaterThan(0);
  });
});
