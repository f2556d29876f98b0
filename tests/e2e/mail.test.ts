import type { Page } from 'playwright-core';
import { freePort } from '@/embedded/ports';
import { startBuiltApp } from '../support/e2eApp';
import { rest } from '../support/http';
import { createTestUser } from '../support/users';
import { audit } from './axe';
import { useE2E } from './harness';

/**
 * Email end to end in Chromium: the settings page, a reminder in the dev catcher (`/dev/mail`),
 * its "I can't make it" and unsubscribe links. Links in emails are absolute from PUBLIC_URL, so
 * the app runs on a port chosen first and told its own address.
 */
const e2e = useE2E(async () => {
  const port = await freePort();
  const app = await startBuiltApp({ PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
  for (let waited = 0; !(await fetch(`${app.baseUrl}/readyz`)).ok && waited < 60_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return app;
});

interface CaughtMail {
  number: number;
  to: string;
  subject: string;
  headers: Record<string, string>;
}

/** The page, audited by axe in both themes, must have no violations. */
async function auditBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    expect({ colorScheme, violations: await audit(page) }).toEqual({ colorScheme, violations: [] });
  }
}

it('sets preferences, gets a reminder in the dev catcher, and follows "I can’t make it" and unsubscribe', async () => {
  const base = e2e.app.baseUrl;
  const [organizer, member, waiting] = await Promise.all([
    createTestUser('Orla Organizer'),
    createTestUser('Mae Member'),
    createTestUser('Wynn Waiting'),
  ]);

  // Settings → Notifications, in the browser.
  const page = await e2e.signedIn(member, { bypassCSP: true });
  await page.goto(`${base}/settings/notifications`);
  await page.getByRole('heading', { name: 'Notification settings' }).waitFor();
  await page.getByLabel('A group you are in changes').selectOption('DIGEST');
  await page.getByLabel('Your time zone').selectOption('Europe/Berlin');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Notification settings saved.').waitFor();
  const saved = await rest(base, 'GET', '/me/notification-preferences', { token: member.token });
  expect(saved.body).toMatchObject({
    timeZone: 'Europe/Berlin',
    deliveries: { GROUP_CHANGED: 'DIGEST', REMINDER: 'EMAIL' },
  });
  await auditBothThemes(page);

  // One place, a session 90 minutes from now and a 2 h lead: its reminder is due at the next minute.
  const groupName = `Zz Mail Climbers ${Date.now()}`;
  const groupId = await e2e.createGroup(organizer, { groupName, maxMembers: 10 });
  // Joining closes when the group has started: before its first session is set to today.
  await e2e.api(member, 'POST', `/groups/${groupId}/join`);
  await e2e.api(waiting, 'POST', `/groups/${groupId}/join`);
  const startsAt = new Date(Date.now() + 90 * 60_000).toISOString().slice(0, 16);
  await e2e.api(organizer, 'PUT', `/groups/${groupId}/schedule`, {
    startsAt,
    timeZone: 'UTC',
    durationMinutes: 60,
    capacity: 1,
  });
  // The organizer picks the lead time on the group page; the saved choice is there after a reload.
  const organizerPage = await e2e.signedIn(organizer, { bypassCSP: true });
  await organizerPage.goto(`${base}/groups/${groupId}`);
  await organizerPage.getByRole('heading', { name: 'Reminders' }).waitFor();
  await organizerPage.getByLabel('Remind members who are going').selectOption('2');
  await organizerPage.getByRole('button', { name: 'Save reminders' }).click();
  await organizerPage.getByText('Reminders saved.').waitFor();
  await auditBothThemes(organizerPage);
  await organizerPage.reload();
  await organizerPage.getByRole('heading', { name: 'Reminders' }).waitFor();
  expect(await organizerPage.getByLabel('Remind members who are going').inputValue()).toBe('2');
  expect(await organizerPage.getByLabel('Nudge members who have not answered').isChecked()).toBe(false);
  const sessions = await rest<{ id: string }[]>(base, 'GET', `/groups/${groupId}/sessions`);
  const sessionId = sessions.body[0]!.id;
  await e2e.api(member, 'PUT', `/groups/${groupId}/sessions/${sessionId}/rsvp`, { going: true });
  await e2e.api(waiting, 'PUT', `/groups/${groupId}/sessions/${sessionId}/rsvp`, { going: true });

  // The catcher shows it (the scheduler passes once a minute).
  let reminder: CaughtMail | undefined;
  for (let waited = 0; !reminder && waited < 150_000; waited += 1000) {
    const caught = (await (
      await fetch(`${base}/dev/mail`, { headers: { accept: 'application/json' } })
    ).json()) as CaughtMail[];
    reminder = caught.find((mail) => mail.to === member.email && mail.subject === `Reminder: ${groupName} · HobbyHub`);
    if (!reminder) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  expect(reminder).toBeDefined();
  await page.goto(`${base}/dev/mail`);
  await page.getByRole('link', { name: `Reminder: ${groupName} · HobbyHub` }).click();
  await page.getByRole('heading', { name: `Reminder: ${groupName}` }).waitFor();

  // "I can't make it": a page that asks, then the place goes to the one waiting.
  await page.getByRole('link', { name: "I can't make it" }).click();
  await page.getByRole('button', { name: "I can't make it" }).waitFor();
  await auditBothThemes(page);
  await page.getByRole('button', { name: "I can't make it" }).click();
  await page.getByRole('heading', { name: 'Thanks for telling us' }).waitFor();
  await auditBothThemes(page);
  const forWaiting = await rest<{ viewerRsvp: string }[]>(base, 'GET', `/groups/${groupId}/sessions`, {
    token: waiting.token,
  });
  expect(forWaiting.body[0]!.viewerRsvp).toBe('GOING');

  // The unsubscribe link of the same email, opened signed out.
  const unsubscribe = /^<([^>]+)>$/.exec(reminder!.headers['list-unsubscribe'] ?? '')?.[1];
  expect(unsubscribe?.startsWith(`${base}/mail/unsubscribe?token=`)).toBe(true);
  const signedOut = await e2e.page({ bypassCSP: true });
  await signedOut.goto(unsubscribe!);
  await signedOut.getByRole('button', { name: 'Unsubscribe' }).waitFor();
  await auditBothThemes(signedOut);
  await signedOut.getByRole('button', { name: 'Unsubscribe' }).click();
  await signedOut.getByRole('heading', { name: 'Unsubscribed' }).waitFor();
  const after = await rest(base, 'GET', '/me/notification-preferences', { token: member.token });
  // For this group only: the setting for other groups stays.
  expect(after.body).toMatchObject({ deliveries: { REMINDER: 'EMAIL', GROUP_CHANGED: 'DIGEST' } });
  await signedOut.getByText(`no more email about session reminders from ${groupName}`).waitFor();

  // Back in Settings → Notifications, signed in: the group is listed, and one click turns it back on.
  await page.goto(`${base}/settings/notifications`);
  const resubscribe = page.getByRole('button', { name: `Resubscribe to session reminders from ${groupName}` });
  await resubscribe.waitFor();
  await auditBothThemes(page);
  await resubscribe.click();
  await page.getByText(`Email about session reminders from ${groupName} is back on.`).waitFor();
  await page.reload();
  await page.getByText('You have not unsubscribed from any group’s emails.').waitFor();
  await auditBothThemes(page);
}, 300_000);
