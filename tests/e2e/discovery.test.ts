import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { createTestUser } from '../support/users';
import { phone, screenshot } from './browser';
import { documentKept, logIn, markDocument, waitForHydration } from './flows';
import { useE2E } from './harness';

/** Finding groups with filters (the state in the URL) and putting one in a calendar, in Chromium. */

const e2e = useE2E();

const cardTitles = (page: Page) => page.locator('.group-card__title').allTextContents();
const cardBadges = (page: Page) => page.locator('.group-card .badge').allTextContents();
const matchCount = /^(\d+) groups? match(es)? these filters$/;

/** Waits until the list shows the answer for the current URL (the count line says how many). */
async function settledCount(page: Page, pattern: RegExp): Promise<number> {
  const status = page.locator('.result-count');
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.querySelector('.result-count')?.textContent ?? ''),
    pattern.source,
  );
  return Number((await status.textContent())?.match(/\d+/)?.[0]);
}

describe('Filtering all groups in Chromium', () => {
  it('applies filters and a sort, shares the URL, steps back, and clears them, without a reload', async () => {
    const page = await e2e.open('/all-groups');
    const total = await settledCount(page, /^Total available groups: \d+$/);
    await markDocument(page);

    const photography = page.getByRole('button', { name: /^Photography \(\d+\)$/ });
    await photography.click();
    await page.waitForURL(/category=photography/);
    await page.getByRole('button', { name: /^Fishing \(\d+\)$/ }).click();
    await page.waitForURL(/category=fishing/);
    await page.getByLabel('Has places left').check();
    await page.waitForURL(/open=1/);
    await page.getByLabel('Sort by').selectOption('start');
    await page.waitForURL(/sort=start/);
    expect(await photography.getAttribute('aria-pressed')).toBe('true');

    const filtered = await settledCount(page, matchCount);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    await page.waitForFunction((n) => document.querySelectorAll('.group-card').length === n, filtered);
    const titles = await cardTitles(page);
    for (const badge of await cardBadges(page)) expect(['Photography', 'Fishing']).toContain(badge);
    await screenshot(page, 'all-groups-filtered');

    // The same URL in a fresh browser context shows the same list, in the same order.
    const shared = await e2e.open(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await settledCount(shared, matchCount)).toBe(filtered);
    await shared.waitForFunction((n) => document.querySelectorAll('.group-card').length === n, filtered);
    expect(await cardTitles(shared)).toEqual(titles);
    expect(await shared.getByLabel('Has places left').isChecked()).toBe(true);
    expect(await shared.getByLabel('Sort by').inputValue()).toBe('start');

    // Back: the sort goes, the filters stay.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort=start') && url.search.includes('open=1'));
    // The address changes at once; the page follows once the earlier view's list has loaded.
    const sortBy = page.getByLabel('Sort by');
    for (let waited = 0; waited < 5_000 && (await sortBy.inputValue()) !== 'asc'; waited += 100) {
      await page.waitForTimeout(100);
    }
    expect(await sortBy.inputValue()).toBe('asc');

    // A filter that matches nothing, then the empty state's own way out.
    await page.getByLabel('Location').fill('no such place anywhere');
    await page.getByText('No groups match these filters.').waitFor();
    await page.locator('.empty-state').getByRole('button', { name: 'Clear filters' }).click();
    expect(await settledCount(page, /^Total available groups: \d+$/)).toBe(total);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Location').inputValue()).toBe('');
    expect(await documentKept(page)).toBe(true);
  });

  it('folds the filters into a panel on a phone, opened by keyboard', async () => {
    const page = await e2e.open('/all-groups', { viewport: phone });
    await settledCount(page, /^Total available groups: \d+$/);
    // Prerendered: the panel opens once React has the page (a press before is replayed then).
    await waitForHydration(page, 'Filters');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    const chip = page.getByRole('button', { name: /^Running \(\d+\)$/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await chip.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await chip.waitFor({ state: 'visible' });
    await chip.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/category=running/);
    await settledCount(page, matchCount);
    // The panel stays open while the list changes under it.
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.textContent()).toBe('Filters (1)');
    await screenshot(page, 'all-groups-filters-open');
  });
});

describe('Calendars in Chromium', () => {
  it('"Add to calendar" downloads an .ics that ical.js parses; Joined Groups shows the feed address', async () => {
    const user = await createTestUser('Cal Endar');
    const page = await e2e.open('/login');
    await logIn(page, user);
    await page.waitForURL(`${e2e.app.baseUrl}/`);
    // A demo group that meets once: its event is a whole day (a recurring one's has its hour).
    await page.goto(`${e2e.app.baseUrl}/all-groups?q=retro`);
    const card = page.locator('.group-card', { hasText: 'Retro Console Nights' });
    await card.getByRole('link', { name: /See more/ }).click();
    await page.getByRole('heading', { name: 'Retro Console Nights' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('retro-console-nights.ics');
    const text = readFileSync(await download.path(), 'utf8');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Retro Console Nights');
    expect(event.startDate.isDate).toBe(true);
    const date = await page.locator('.facts time').getAttribute('datetime');
    expect(event.startDate.toString()).toBe(date);
    const google = page.getByRole('link', { name: 'Add to Google Calendar' });
    expect(await google.getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Retro/,
    );

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Joined Groups' }).click();
    const address = page.getByLabel('Calendar address');
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/\/calendar\/[A-Za-z0-9_.-]+\.ics$/);
    await page.getByRole('button', { name: 'New address' }).click();
    await page.waitForFunction(
      (old) => (document.querySelector('input[readonly]') as HTMLInputElement | null)?.value !== old,
      url,
    );
  });
});
