import type { Page } from 'playwright-core';
import { useE2E } from './harness';

const e2e = useE2E();

async function pageWith(colorScheme: 'dark' | 'light'): Promise<Page> {
  const page = await e2e.page();
  await page.emulateMedia({ colorScheme });
  return page;
}

/** The theme of the first paint: the page as the HTML alone renders it, before any of the app's JavaScript runs. */
async function firstPaintTheme(page: Page): Promise<string | null> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${e2e.app.baseUrl}/about-us`);
  const theme = await page.evaluate(() => document.body.dataset.theme ?? null);
  await page.unroute('**/assets/*.js');
  return theme;
}

describe('theme at first paint in Chromium', () => {
  it('follows the system dark preference before the app runs, until the person picks light', async () => {
    const page = await pageWith('dark');
    expect(await firstPaintTheme(page)).toBe('dark');

    await page.goto(`${e2e.app.baseUrl}/about-us`);
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
