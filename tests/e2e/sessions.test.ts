import { rest } from '../support/http';
import { createTestUser } from '../support/users';
import { screenshot } from './browser';
import { logIn } from './flows';
import { useE2E } from './harness';

const e2e = useE2E();

/** The first Tuesday at least 10 days from today, `YYYY-MM-DD`. */
function nextTuesday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 10);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('Recurring sessions in Chromium', () => {
  it('creates a weekly group in New York time, cancels one session, and a member answers Going', async () => {
    const organizer = await createTestUser('Nina Organizer');
    const name = `Zz Tuesday Chess ${Date.now()}`;
    const page = await e2e.open('/login');
    await logIn(page, organizer);
    await page.getByRole('link', { name: 'Create Groups' }).click();
    await page.getByLabel('Group Name').fill(name);
    await page.getByLabel('Hobby Category').selectOption('READING');
    await page.getByLabel('Meeting Location').fill('Corner Café');
    await page.getByLabel('Max Members').fill('10');
    await page.getByLabel('Start Date').fill(nextTuesday());
    await page.getByRole('button', { name: 'Use the HobbyHub cover for this category' }).click();
    await page.getByLabel('Description').fill('Weekly chess and reading evening, all levels welcome.');
    await page.getByLabel('Start Time').fill('19:00');
    await page.getByLabel('Time Zone').selectOption('America/New_York');
    await page.getByLabel('Repeats').selectOption('WEEKLY');
    await page.getByLabel('Ends').selectOption('COUNT');
    await page.getByLabel('Number of Sessions').fill('4');
    await page.getByText('Every Tuesday at 7:00 PM, 4 times').waitFor();
    await screenshot(page, 'create-weekly-group');
    await page.getByRole('button', { name: 'Create Group' }).click();
    await page.getByText('Group Created Successfully!').waitFor();

    const found = await rest<{ _id: string }[]>(e2e.app.baseUrl, 'GET', `/groups?search=${encodeURIComponent(name)}`);
    const id = found.body[0]!._id;
    await page.goto(`${e2e.app.baseUrl}/groups/${id}`);
    const sessions = page.getByRole('region', { name: 'Next sessions' }).getByRole('listitem');
    await sessions.nth(3).waitFor();
    expect(await sessions.count()).toBe(4);
    // The browser runs in UTC here: the viewer's time first, New York's beside it.
    expect(await sessions.first().textContent()).toMatch(/your time · (\w{3} )?7:00 PM in New York/);

    await sessions.first().getByRole('button', { name: 'Cancel session' }).click();
    await sessions.first().getByText('Cancelled').waitFor();
    expect(await sessions.first().getByRole('button', { name: 'Cancel session' }).count()).toBe(0);
    await screenshot(page, 'sessions-organizer');

    const member = await createTestUser('Max Member');
    const joined = await rest(e2e.app.baseUrl, 'POST', `/groups/${id}/join`, { token: member.token });
    expect(joined.status).toBe(200);
    const memberPage = await e2e.open('/login');
    await logIn(memberPage, member);
    await memberPage.goto(`${e2e.app.baseUrl}/groups/${id}`);
    const memberSessions = memberPage.getByRole('region', { name: 'Next sessions' }).getByRole('listitem');
    await memberSessions.nth(3).waitFor();
    // A cancelled session takes no answers.
    expect(await memberSessions.first().getByRole('button', { name: 'Going' }).count()).toBe(0);
    const second = memberSessions.nth(1);
    expect(await second.textContent()).toContain('0 going');
    await second.getByRole('button', { name: 'Going', exact: true }).click();
    await second.getByText('You are going').waitFor();
    await second.getByText('1 going').waitFor();
    await second.getByText('9 spots left').waitFor();
    await second.getByRole('button', { name: 'Not going' }).click();
    await second.getByText('You are not going').waitFor();
    await second.getByText('0 going').waitFor();
    await screenshot(memberPage, 'sessions-member');
  }, 180_000); // two sign-ins and a dozen round trips through the built app
});
