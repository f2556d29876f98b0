import type { Page } from 'playwright-core';
import { rest } from '../support/http';
import { createTestUser } from '../support/users';
import { audit } from './axe';
import { screenshot } from './browser';
import { waitForReact } from './flows';
import { useE2E } from './harness';

/** Near me and the map of All Groups in Chromium: offline, keyboard-reachable, the same groups as the list. */

const e2e = useE2E();

/** Groups of this suite only: the search narrows All Groups to them (and the demo data never matches). */
const search = 'zz map';
const groups = {
  berlinBooks: 'Zz Map Berlin Books',
  berlinRunners: 'Zz Map Berlin Runners',
  potsdam: 'Zz Map Potsdam Painters',
  hamburg: 'Zz Map Hamburg Anglers',
  munich: 'Zz Map Munich Cooks',
  nowhere: 'Zz Map Nowhere Writers',
};
const placed = 5;
const ids = new Map<string, string>();

/** The most populous place the offline search finds for `name` in `country`. */
async function placeId(name: string, country: string): Promise<string> {
  const answer = await rest<{ id: string; name: string; country: string | null }[]>(
    e2e.app.baseUrl,
    'GET',
    `/places?search=${encodeURIComponent(name)}&limit=10`,
  );
  const place = answer.body.find((candidate) => candidate.name === name && candidate.country === country);
  if (!place) throw new Error(`No place ${name}, ${country} in ${JSON.stringify(answer.body)}`);
  return place.id;
}

beforeAll(async () => {
  const owner = await createTestUser('Mara Mapper');
  const [berlin, potsdam, hamburg, munich] = await Promise.all([
    placeId('Berlin', 'DE'),
    placeId('Potsdam', 'DE'),
    placeId('Hamburg', 'DE'),
    placeId('Munich', 'DE'),
  ]);
  const fields: [string, string | undefined][] = [
    [groups.berlinBooks, berlin],
    [groups.berlinRunners, berlin],
    [groups.potsdam, potsdam],
    [groups.hamburg, hamburg],
    [groups.munich, munich],
    [groups.nowhere, undefined],
  ];
  for (const [groupName, place] of fields) {
    ids.set(groupName, await e2e.createGroup(owner, { groupName, ...(place ? { placeId: place } : {}) }));
  }
}, 120_000);

const cardTitles = (page: Page) => page.locator('.group-card__title').allTextContents();
const seeMoreHref = (page: Page, name: string) =>
  page
    .locator('.group-card', { hasText: name })
    .getByRole('link', { name: /See more/ })
    .getAttribute('href');

/** Waits for the map's markers and base map; how many groups its markers stand for. */
async function drawnMap(page: Page): Promise<number> {
  await page.locator('.map-land').first().waitFor({ state: 'attached' });
  await page.locator('.map-pin__link, .map-cluster__button').first().waitFor();
  const pins = await page.locator('.map-pin__link').count();
  const clustered = await page
    .locator('.map-cluster__button')
    .evaluateAll((buttons) => buttons.reduce((sum, button) => sum + Number.parseInt(button.textContent ?? '0', 10), 0));
  return pins + clustered;
}

describe('The map of All Groups in Chromium', () => {
  it('draws a marker for each shown group with a place, offline, and a marker and its card open the same group', async () => {
    // Signed in: a group's page is for members of the site.
    const page = await e2e.signedIn(await createTestUser('Vic Viewer'));
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The map runs under the app's strict Content-Security-Policy (no inline styles or scripts).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${e2e.app.baseUrl}/all-groups?q=${encodeURIComponent(search)}`);
    await page.getByText('Total available groups: 6').waitFor();
    await waitForReact(page);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    const before = requested.length;
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.waitForURL(/view=map/);
    expect(await drawnMap(page)).toBe(placed);
    // The map's own code arrived only now, in its own chunk.
    expect(requested.slice(before).some((url) => /\/assets\/LeafletMap-[\w-]+\.js$/.test(url))).toBe(true);
    expect(requested.slice(0, before).some((url) => url.includes('LeafletMap'))).toBe(false);
    await page.getByText('1 of the 6 groups shown has no place on the map.').waitFor();
    await screenshot(page, 'all-groups-map');

    // Munich is far from the rest: a marker of its own, a link named for screen readers.
    const munich = page.getByRole('link', { name: `${groups.munich}, Munich, DE` });
    expect(await munich.getAttribute('href')).toBe(await seeMoreHref(page, groups.munich));

    // Zoomed in on Berlin, the two Berlin groups stay one cluster (one place): it lists them.
    const berlin = page.getByRole('button', { name: /^2 groups in Berlin, DE: list them$/ });
    for (let tries = 0; tries < 6 && (await berlin.count()) === 0; tries++) {
      await page
        .getByRole('button', { name: /groups close together: zoom in/ })
        .first()
        .click();
      await page.waitForTimeout(400);
    }
    await berlin.click();
    const listed = page.locator('.leaflet-popup .map-popup__link');
    await listed.first().waitFor();
    expect(await listed.first().evaluate((link) => link === document.activeElement)).toBe(true);
    const names = await listed.allTextContents();
    expect(names.sort()).toEqual([groups.berlinBooks, groups.berlinRunners]);
    for (const name of names) {
      expect(await listed.filter({ hasText: name }).getAttribute('href')).toBe(await seeMoreHref(page, name));
    }

    // The keyboard opens a group from the map inside the app.
    await listed.filter({ hasText: groups.berlinBooks }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${e2e.app.baseUrl}/groups/${ids.get(groups.berlinBooks)}`);
    await page.getByRole('heading', { level: 1, name: groups.berlinBooks }).waitFor();

    const outside = requested.filter((url) => !url.startsWith('data:') && new URL(url).hostname !== '127.0.0.1');
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('has no axe violations with the map open, %s theme', async (colorScheme) => {
    const page = await e2e.page({ bypassCSP: true });
    await page.emulateMedia({ colorScheme });
    await page.goto(`${e2e.app.baseUrl}/all-groups?q=${encodeURIComponent(search)}&view=map`);
    await drawnMap(page);
    await page
      .getByRole('button', { name: /^2 groups|^\d+ groups/ })
      .first()
      .waitFor();
    expect(await audit(page)).toEqual([]);
  });

  it('shows a small map on the group page, with no request leaving 127.0.0.1', async () => {
    const viewer = await createTestUser('Gus Grouppage');
    const page = await e2e.signedIn(viewer);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${e2e.app.baseUrl}/groups/${ids.get(groups.hamburg)}`);
    await page.getByRole('heading', { level: 1, name: groups.hamburg }).waitFor();
    await page.locator('.group-map .map-land').first().waitFor({ state: 'attached' });
    await page.getByRole('region', { name: `Map: ${groups.hamburg} meets in Hamburg, DE` }).waitFor();
    expect(await page.locator('.map-pin__link').count()).toBe(1);
    expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).hostname !== '127.0.0.1')).toEqual([]);
  });
});

describe('Near me on All Groups in Chromium', () => {
  const berlinPoint = { latitude: 52.52, longitude: 13.405 };

  it('asks for the position only when "Near me" is pressed, then lists the groups within the radius, nearest first', async () => {
    const page = await e2e.page({ geolocation: berlinPoint, permissions: ['geolocation'] });
    await page.addInitScript(() => {
      const asked = { count: 0 };
      (window as unknown as { positionAsked: typeof asked }).positionAsked = asked;
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      // Plain parameters: the test's compiler may turn a rest parameter into a helper the page lacks.
      navigator.geolocation.getCurrentPosition = (success, failure, options) => {
        asked.count += 1;
        original(success, failure, options);
      };
    });
    await page.goto(`${e2e.app.baseUrl}/all-groups?q=${encodeURIComponent(search)}`);
    await page.getByText('Total available groups: 6').waitFor();
    await waitForReact(page);
    const asked = () =>
      page.evaluate(() => (window as unknown as { positionAsked: { count: number } }).positionAsked.count);
    expect(await asked()).toBe(0);

    await page.getByRole('button', { name: 'Near me', exact: true }).click();
    // The position, rounded to about 100 m, is in the URL like every other filter.
    await page.waitForURL((url) => url.searchParams.get('near') === '52.52,13.405');
    expect(await asked()).toBe(1);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('distance');
    expect(new URL(page.url()).searchParams.get('radius')).toBe('25');
    await page.getByText('2 groups match these filters').waitFor();
    expect((await cardTitles(page)).sort()).toEqual([groups.berlinBooks, groups.berlinRunners]);
    expect(await page.getByText('Near your location, within 25 km').count()).toBe(1);

    await page.getByLabel('Within').selectOption('50');
    await page.waitForURL(/radius=50/);
    await page.getByText('3 groups match these filters').waitFor();
    const titles = await cardTitles(page);
    expect(titles[2]).toBe(groups.potsdam);
    const distances = await page.locator('.group-card__meta', { hasText: / km away$/ }).allTextContents();
    const km = distances.map((text) => Number.parseFloat(text));
    expect(km).toHaveLength(3);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(km[2]).toBeGreaterThan(25);
    expect(km[2]).toBeLessThanOrEqual(50);

    // Combined with another filter and the map: the same three on the map.
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.waitForURL(/view=map/);
    expect(await drawnMap(page)).toBe(3);
    await screenshot(page, 'all-groups-near-me-map');
  });

  it('says so when the position is refused, and a chosen city works instead', async () => {
    const page = await e2e.page();
    await page.goto(`${e2e.app.baseUrl}/all-groups?q=${encodeURIComponent(search)}`);
    await page.getByText('Total available groups: 6').waitFor();
    await waitForReact(page);
    await page.getByRole('button', { name: 'Near me', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Location access was refused|location is not available/ })
      .waitFor();
    expect(new URL(page.url()).searchParams.has('near')).toBe(false);

    await page.getByLabel('Or near a city').fill('Hambu');
    await page.getByRole('button', { name: 'Hamburg, DE' }).click();
    await page.waitForURL(/at=Hamburg/);
    await page.getByText('1 group matches these filters').waitFor();
    expect(await cardTitles(page)).toEqual([groups.hamburg]);
    expect(await page.getByText('Near Hamburg, within 25 km').count()).toBe(1);
    expect(await page.locator('.group-card__meta', { hasText: / km away$/ }).count()).toBe(1);

    // The shared URL shows the same list in a fresh browser.
    const shared = await e2e.open(new URL(page.url()).pathname + new URL(page.url()).search);
    await shared.getByText('1 group matches these filters').waitFor();
    expect(await cardTitles(shared)).toEqual([groups.hamburg]);
    await shared.getByRole('button', { name: 'Stop searching near Hamburg' }).click();
    await shared.getByText('Total available groups: 6').waitFor();
    expect(new URL(shared.url()).searchParams.has('near')).toBe(false);
  });
});
