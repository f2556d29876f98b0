import { rest } from '../support/http';
import { createTestUser } from '../support/users';
import { auditBothThemesInPlace } from './axe';
import { screenshot } from './browser';
import { useE2E } from './harness';

/** Choosing where a group meets, and cards that say where and when, in Chromium. */

const e2e = useE2E();

describe('The place picker in Chromium', () => {
  it('finds a city from three letters, accents ignored, chosen with the keyboard; the group page shows it', async () => {
    const user = await createTestUser('Pia Picker');
    const page = await e2e.signedIn(user, { bypassCSP: true });
    await page.getByRole('link', { name: 'Create Groups' }).click();
    await page.getByLabel('Group Name').fill('Zz E2E Lake Sketchers');
    await page.getByLabel('Hobby Category').selectOption('DRAWING_AND_PAINTING');
    await page.getByLabel('Meeting Location').fill('By the lake');
    await page.getByLabel('Max Members').fill('12');
    await page.getByLabel('Start Date').fill('2031-06-15');
    await page.getByRole('button', { name: 'Use the HobbyHub cover for this category' }).click();
    await page.getByLabel('Description').fill('Sketching the lake and its boats on Saturday mornings.');

    const picker = page.getByRole('combobox', { name: 'City or Online (optional)' });
    await picker.click();
    await picker.pressSequentially('zur');
    const zurich = page.getByRole('option', { name: 'Zürich, CH' });
    await zurich.waitFor();
    expect(await picker.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('status')
      .filter({ hasText: /\d+ places? found\./ })
      .waitFor();
    // The open list, in both themes.
    expect(await auditBothThemesInPlace(page)).toEqual({ light: [], dark: [] });
    await screenshot(page, 'place-picker-open');

    await page.keyboard.press('ArrowDown');
    expect(await picker.getAttribute('aria-activedescendant')).toBe(await zurich.getAttribute('id'));
    expect(await zurich.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter'); // chooses; does not submit
    expect(await picker.inputValue()).toBe('Zürich, CH');
    expect(await picker.getAttribute('aria-expanded')).toBe('false');
    expect(page.url()).toMatch(/\/create-group$/);
    await page.getByLabel('Street or Venue (optional)').fill('Utoquai 55');
    expect(await auditBothThemesInPlace(page)).toEqual({ light: [], dark: [] });

    await page.getByRole('button', { name: 'Create Group' }).click();
    await page.waitForURL(`${e2e.app.baseUrl}/my-groups`);
    const found = await rest<{ _id: string; place: { name: string } | null; venue: string | null }[]>(
      e2e.app.baseUrl,
      'GET',
      `/groups?search=${encodeURIComponent('Zz E2E Lake Sketchers')}`,
    );
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({ place: { name: 'Zürich' }, venue: 'Utoquai 55' });

    // The update form shows the place; the group page says where, with an outside map as a link only.
    await page.getByRole('link', { name: 'Edit Zz E2E Lake Sketchers' }).click();
    await page.getByRole('heading', { name: 'Update Group' }).waitFor();
    expect(await picker.inputValue()).toBe('Zürich, CH');
    expect(await page.getByLabel('Street or Venue (optional)').inputValue()).toBe('Utoquai 55');
    await page.goto(`${e2e.app.baseUrl}/groups/${found.body[0]!._id}`);
    await page.getByRole('heading', { name: 'Zz E2E Lake Sketchers' }).waitFor();
    const place = page.locator('.facts div', { hasText: 'Place' });
    expect(await place.locator('dd').textContent()).toContain('Utoquai 55, Zürich, CH');
    const map = place.getByRole('link', { name: /Open in OpenStreetMap/ });
    expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=47\.\d+&mlon=8\.\d+/);
    expect(await auditBothThemesInPlace(page)).toEqual({ light: [], dark: [] });
  }, 120_000);
});

describe('Cards that say where and when, in Chromium', () => {
  it('shows the next meeting in the viewer’s zone, the city, and the full group’s waitlist', async () => {
    const zone = 'Asia/Tokyo';
    const answer = await fetch(`${e2e.app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ groups(first: 50) { nodes { groupName nextMeeting { startsAt frequency } place { name } } } }',
      }),
    });
    const { data } = (await answer.json()) as {
      data: {
        groups: {
          nodes: {
            groupName: string;
            nextMeeting: { startsAt: string; frequency: string | null } | null;
            place: { name: string } | null;
          }[];
        };
      };
    };
    const anglers = data.groups.nodes.find((group) => group.groupName === 'Dawn Patrol Anglers')!;
    expect(anglers.nextMeeting?.frequency).toBe('WEEKLY');
    const startsAt = new Date(anglers.nextMeeting!.startsAt);
    const day = startsAt.toLocaleDateString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: zone,
    });
    const time = startsAt.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone });

    const page = await e2e.open('/all-groups', { timezoneId: zone });
    const card = page.locator('.group-card', { hasText: 'Dawn Patrol Anglers' });
    await card.waitFor();
    // After hydration the time is the browser zone's (before it, the prerender's group zone).
    await page
      .waitForFunction(
        (expected) =>
          Array.from(document.querySelectorAll('.group-card')).some(
            (element) =>
              element.textContent?.includes('Dawn Patrol Anglers') &&
              element.querySelector('time')?.textContent?.includes(expected),
          ),
        time,
        { timeout: 10_000 },
      )
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}; the card says: ${await card.textContent()}`);
      });
    const when = await card.locator('time').textContent();
    expect(when).toMatch(new RegExp(`^${day}( \\d{4})? · ${time} · weekly$`));
    expect(await card.locator('time').getAttribute('datetime')).toBe(anglers.nextMeeting!.startsAt);
    const text = await card.textContent();
    expect(text).toContain(anglers.place!.name);
    expect(text).toContain('8 / 8 joined · 3 waiting');
    // Other recurring demo groups show members and their repetition too.
    expect(await page.locator('.group-card__when', { hasText: /· (weekly|monthly)$/ }).count()).toBeGreaterThan(5);
    await screenshot(page, 'all-groups-where-when');
  }, 60_000);
});
