import type { Route } from 'playwright-core';
import { createTestUser } from '../support/users';
import { logIn, waitForHydration } from './flows';
import { useE2E } from './harness';

const e2e = useE2E();

/**
 * Firebase is most of the app's JavaScript and a guest needs none of it to browse: it loads in
 * its own chunk beside the page, and a guest's data is asked for at once (docs/PERFORMANCE.md).
 */
describe('what a guest sees before the sign-in code has loaded, in Chromium', () => {
  it('shows the featured groups while the Firebase chunk is still held back, then signs in as usual', async () => {
    const page = await e2e.page();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldBack: string[] = [];
    await page.route(/\/assets\/firebaseAuth-[^/]+\.js$/, async (route: Route) => {
      heldBack.push(route.request().url());
      await held;
      await route.continue();
    });
    const firebaseAsked = page.waitForRequest(/\/assets\/firebaseAuth-[^/]+\.js$/);
    await page.goto(`${e2e.app.baseUrl}/`);
    await page.locator('.group-card').nth(5).waitFor();
    // The page came with its groups (prerendered); the app takes it over without Firebase too.
    await firebaseAsked;
    await waitForHydration(page, 'Show All');
    await page.getByRole('button', { name: 'Show All' }).click();
    await page.locator('.group-card').nth(6).waitFor();
    expect(heldBack).toHaveLength(1);

    // Once it arrives, signing in works as before, and the next visit waits for the session.
    expect(await page.evaluate(() => localStorage.getItem('hobbyhub.signedIn'))).toBeNull();
    release();
    await page.goto(`${e2e.app.baseUrl}/login`);
    await logIn(page, await createTestUser('First Paint'));
    expect(await page.evaluate(() => localStorage.getItem('hobbyhub.signedIn'))).toBe('1');
    await page.goto(`${e2e.app.baseUrl}/my-groups`);
    await page.getByRole('heading', { name: 'Your Groups (0)' }).waitFor();
  });
});
