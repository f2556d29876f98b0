import type { Page } from 'playwright-core';
import { createTestUser } from '../support/users';
import { auditBothThemesReloaded, type Violation } from './axe';
import { useE2E } from './harness';

const e2e = useE2E();
const { api } = e2e;

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
// Decisions and bans reach the other person's page over the live connection.
const live = { timeout: 5_000 };

/** axe in both themes on the group page (see axe.ts). */
function auditInBothThemes(page: Page): Promise<Record<string, Violation[]>> {
  return auditBothThemesReloaded(page, () => page.locator('main h1').waitFor());
}

describe('Joining by approval and bans in Chromium', () => {
  it('asks to join with answers, is approved live by an organizer, then banned with a reason the person sees', async () => {
    const [organizer, asker] = await Promise.all([createTestUser('Orin Organizer'), createTestUser('Ash Asker')]);
    const groupName = 'Zz Approval Chess Club';
    const groupId = await e2e.createGroup(organizer, { groupName, maxMembers: 5, startDate: inTwoWeeks() });
    await api(organizer, 'PUT', `/groups/${groupId}/admission/policy`, {
      policy: 'APPROVAL',
      questions: ['What is your rating?'],
    });

    const askerPage = await e2e.signedIn(asker, { bypassCSP: true });
    await askerPage.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    await askerPage.getByRole('heading', { name: groupName }).waitFor();
    expect(await askerPage.getByRole('button', { name: 'Join Group' }).count()).toBe(0);
    const ask = askerPage.getByRole('region', { name: 'Ask to join' });
    expect(await auditInBothThemes(askerPage)).toEqual({});
    await ask.getByLabel('What is your rating?').fill('About 1600');
    await ask.getByRole('button', { name: 'Ask to join' }).click();
    await askerPage.getByRole('region', { name: 'Your request' }).waitFor();

    const organizerPage = await e2e.signedIn(organizer, { bypassCSP: true });
    await organizerPage.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    const panel = organizerPage.getByRole('region', { name: 'Who may join' });
    await panel.getByText('About 1600').waitFor();
    await panel.getByText('What is your rating?').waitFor();
    expect(await auditInBothThemes(organizerPage)).toEqual({});
    await panel.getByRole('button', { name: 'Approve Ash Asker' }).click();
    await panel.getByText('No one is waiting for a decision.').waitFor();

    // The asker's page turns into a member's, live.
    await askerPage.getByRole('button', { name: 'Leave Group' }).waitFor(live);

    await organizerPage.reload();
    const again = organizerPage.getByRole('region', { name: 'Who may join' });
    await again.getByLabel('Member').selectOption({ label: 'Ash Asker' });
    await again.getByLabel('Reason (the person will see it)').fill('Shouting at opponents');
    await again.getByRole('button', { name: 'Ban', exact: true }).click();
    await again.getByText('Shouting at opponents').waitFor();
    await askerPage.getByText('An organizer banned you from this group: Shouting at opponents').waitFor(live);
    expect(await askerPage.getByRole('button', { name: 'Leave Group' }).count()).toBe(0);
    expect(await auditInBothThemes(askerPage)).toEqual({});
  }, 180_000);
});
