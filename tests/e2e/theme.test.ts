import type { Page } from 'playwright-core';
import { startE2EApp, type E2EApp } from '../support/e2eApp';
import { launchBrowser, type Browser } from './browser';

let app: E2EApp;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2EApp(), launchBrowser()]);
}, 300_000);
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});

async function pageWith(colorScheme: 'dark' | 'light'): Promise<Page> {
  const page = await browser.newPage();
  pages.push(page);
  await page.emulateMedia({ colorScheme });
  return page;
}

/** The theme of the first paint: the page as the HTML alone renders it, before any of the app's JavaScript runs. */
async function firstPaintTheme(page: Page): Promise<string | null> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${app.baseUrl}/about-us`);
  const theme = await page.evaluate(() => document.body.dataset.theme ?? null);
  await page.unroute('**/assets/*.js');
  return theme;
}

describe('theme at first paint in Chromium', () => {
  it('follows the system dark preference before the app runs, until the person picks light', async () => {
    const page = await pageWith('dark');
    expect(await firstPaintTheme(page)).toBe('dark');

    await page.goto(`${app.baseUrl}/about-us`);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await page.evaluate(() => document.body.dataset.theme ?? null)).toBeNull();

    // Picked: the system preference no longer decides.
    expect(await firstPaintTheme(page)).toBeNull();
  });

  it('paints light for a light system preference', async () => {
    expect(await firstPaintTheme(await pageWith('light'))).toBeNull();
  });
});
