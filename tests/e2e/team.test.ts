import type { Page } from 'playwright-core';
import { createTestUser } from '../support/users';
import { auditBothThemesReloaded, type Violation } from './axe';
import { useE2E } from './harness';

const e2e = useE2E();
const { api } = e2e;

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
// The other person's page learns of the change over the live connection.
const live = { timeout: 5_000 };

/** axe in both themes on the group page (see axe.ts). */
function auditInBothThemes(page: Page): Promise<Record<string, Violation[]>> {
  return auditBothThemesReloaded(page, async () => {
    await page.locator('main h1').waitFor();
    await page.getByRole('region', { name: 'Organizing team' }).waitFor();
  });
}

describe('The organizing team in Chromium', () => {
  it('an organizer invites a member as co-organizer, who accepts from the notification; everyone sees the team', async () => {
    const [owner, member, visitor] = await Promise.all([
      createTestUser('Olga Owner'),
      createTestUser('Cora Candidate'),
      createTestUser('Vic Viewer'),
    ]);
    const groupName = 'Zz Team Knitting Circle';
    const groupId = await e2e.createGroup(owner, { groupName, maxMembers: 5, startDate: inTwoWeeks() });
    await api(member, 'POST', `/groups/${groupId}/join`);
    await api(visitor, 'POST', `/groups/${groupId}/join`);

    // The person to be invited already looks at the group page: the invitation appears there live.
    const memberPage = await e2e.signedIn(member, { bypassCSP: true });
    await memberPage.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    await memberPage.getByRole('region', { name: 'Organizing team' }).getByText('Olga Owner').waitFor();
    expect(await memberPage.getByRole('region', { name: 'Your invitation' }).count()).toBe(0);

    const ownerPage = await e2e.signedIn(owner, { bypassCSP: true });
    await ownerPage.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    const team = ownerPage.getByRole('region', { name: 'Organizing team' });
    await team.getByText('Olga Owner').waitFor();

    // Sending without a member is refused in the form, naming the field, and nothing is sent.
    await team.getByRole('button', { name: 'Invite to the team' }).click();
    await team.getByText('Choose a member to invite.').waitFor();
    expect(await team.getByText('Pending invitations (0)').count()).toBe(1);

    await team.getByLabel('Member').selectOption({ label: 'Cora Candidate' });
    await team.getByLabel('Role').selectOption({ label: 'Co-organizer' });
    await team.getByRole('button', { name: 'Invite to the team' }).click();
    await team.getByText('Pending invitations (1)').waitFor();
    await team.getByRole('listitem').filter({ hasText: 'as co-organizer' }).getByText('Cora Candidate').waitFor();
    expect(await auditInBothThemes(ownerPage)).toEqual({});

    // Another member sees the team but neither the invitation nor the organizers' tools.
    const otherPage = await e2e.signedIn(visitor, { bypassCSP: true });
    await otherPage.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    const theirTeam = otherPage.getByRole('region', { name: 'Organizing team' });
    await theirTeam.getByText('Olga Owner').waitFor();
    expect(await theirTeam.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await theirTeam.getByRole('button', { name: 'Invite to the team' }).count()).toBe(0);

    await memberPage.getByRole('region', { name: 'Your invitation' }).waitFor(live);

    // The invited person follows the bell's notification to the group page and accepts there.
    await memberPage.goto(`${e2e.app.baseUrl}/notifications`);
    const notice = memberPage.getByText('You were invited to help organize');
    await notice.waitFor();
    await notice.getByRole('link', { name: groupName }).click();
    const invitation = memberPage.getByRole('region', { name: 'Your invitation' });
    await invitation.getByText('as a co-organizer').waitFor();
    expect(await auditInBothThemes(memberPage)).toEqual({});
    await memberPage.getByRole('region', { name: 'Your invitation' }).getByRole('button', { name: 'Accept' }).click();
    const memberTeam = memberPage.getByRole('region', { name: 'Organizing team' });
    await memberTeam.getByRole('listitem').filter({ hasText: 'Cora Candidate' }).getByText('Co-organizer').waitFor();
    await memberPage.getByRole('region', { name: 'Your invitation' }).waitFor({ state: 'detached' });

    // The owner's page, open all along, shows the new co-organizer live, and the invitation is gone.
    const after = ownerPage.getByRole('region', { name: 'Organizing team' });
    await after.getByText('Pending invitations (0)').waitFor(live);
    await after.getByRole('button', { name: 'Make Cora Candidate the owner' }).waitFor();
    const coraIn = (region: typeof after) => region.getByRole('listitem').filter({ hasText: 'Cora Candidate' });

    // Roles change in place, and the owner hands the group over after confirming.
    await after.getByRole('button', { name: 'Make Cora Candidate a host' }).click();
    await coraIn(after).getByText('Host', { exact: true }).waitFor();
    await after.getByRole('button', { name: 'Make Cora Candidate a co-organizer' }).click();
    await coraIn(after).getByText('Co-organizer', { exact: true }).waitFor();
    await after.getByRole('button', { name: 'Make Cora Candidate the owner' }).click();
    await ownerPage.getByRole('button', { name: 'Yes, hand it over' }).click();
    await coraIn(after).getByText('Owner', { exact: true }).waitFor();
    await after
      .getByRole('listitem')
      .filter({ hasText: 'Olga Owner' })
      .getByText('Co-organizer', { exact: true })
      .first()
      .waitFor();
    expect(await after.getByRole('button', { name: /the owner$/ }).count()).toBe(0);
    // The organizers' activity says what happened, newest first.
    const activity = ownerPage.getByRole('region', { name: 'Activity' });
    await activity.getByText('Olga Owner handed the group over to Cora Candidate.').waitFor();
    await activity.getByText('Cora Candidate joined the team as a co-organizer.').waitFor();

    // Olga, a co-organizer now, steps down after confirming, and stays a member.
    await after.getByRole('button', { name: 'Step down from the team' }).click();
    await ownerPage.getByRole('button', { name: 'Yes, step down' }).click();
    await ownerPage.getByText('You stepped down. You are still a member.').waitFor();
    await after.getByRole('listitem').filter({ hasText: 'Olga Owner' }).first().waitFor({ state: 'detached' });
    await activity.waitFor({ state: 'detached' });
    await otherPage.reload();
    await otherPage
      .getByRole('region', { name: 'Organizing team' })
      .getByRole('listitem')
      .filter({ hasText: 'Cora Candidate' })
      .getByText('Owner', { exact: true })
      .waitFor();
  }, 240_000);
});
