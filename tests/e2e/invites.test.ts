import type { Page } from 'playwright-core';
import { createTestUser } from '../support/users';
import { auditBothThemesInPlace, auditBothThemesReloaded, type Violation } from './axe';
import { useE2E } from './harness';

const e2e = useE2E();
const { api } = e2e;

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

function auditInBothThemes(page: Page): Promise<Record<string, Violation[]>> {
  return auditBothThemesReloaded(page, () => page.locator('main h1').waitFor());
}

describe('Invite links in Chromium', () => {
  it('lets an organizer copy a link that lets a guest join an invite-only group, and revoke it', async () => {
    const [organizer, guest, late] = await Promise.all([
      createTestUser('Ines Inviter'),
      createTestUser('Gus Guest'),
      createTestUser('Lou Late'),
    ]);
    const groupName = 'Zz Invite Only Quartet';
    const groupId = await e2e.createGroup(organizer, { groupName, maxMembers: 4, startDate: inTwoWeeks() });
    await api(organizer, 'PUT', `/groups/${groupId}/admission/policy`, { policy: 'INVITE_ONLY' });

    const organizerPage = await e2e.signedIn(organizer, { bypassCSP: true });
    await organizerPage.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    const links = organizerPage.getByRole('region', { name: 'Invite links' });
    await links.getByRole('button', { name: 'Copy invite link' }).click();
    const box = links.getByRole('textbox', { name: 'Invite link' });
    await box.waitFor();
    const url = await box.inputValue();
    expect(url).toMatch(new RegExp(`/groups/${groupId}/invite/[A-Za-z0-9_.%-]+$`));
    expect(await auditBothThemesInPlace(organizerPage)).toEqual({ light: [], dark: [] });

    const guestPage = await e2e.signedIn(guest, { bypassCSP: true });
    await guestPage.goto(url);
    await guestPage.getByRole('heading', { name: groupName }).waitFor();
    expect(await guestPage.title()).toBe(`Invitation to ${groupName} · HobbyHub`);
    expect(await auditInBothThemes(guestPage)).toEqual({});
    await guestPage.getByRole('button', { name: 'Join', exact: true }).click();
    await guestPage.getByRole('button', { name: 'Leave Group' }).waitFor();
    expect(new URL(guestPage.url()).pathname).toBe(`/groups/${groupId}`);

    await links.getByRole('button', { name: 'Revoke links' }).click();
    await box.waitFor({ state: 'detached' });
    const latePage = await e2e.signedIn(late, { bypassCSP: true });
    await latePage.goto(url);
    await latePage.getByText('This invite link is not valid.').waitFor();
    expect(await latePage.getByRole('button', { name: 'Join', exact: true }).count()).toBe(0);
    expect(await auditInBothThemes(latePage)).toEqual({});
  }, 180_000);
});
