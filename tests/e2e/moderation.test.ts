import type { Page } from 'playwright-core';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { rest } from '../support/http';
import { testServices } from '../support/env';
import { createTestUser, trySignIn, type TestUser } from '../support/users';
import { auditBothThemesReloaded, type Violation } from './axe';
import { screenshot } from './browser';
import { useE2E } from './harness';

const e2e = useE2E();

/** An account made a site admin by the `admin` custom claim (its next sign-in carries it). */
async function makeAdmin(person: TestUser): Promise<void> {
  const { projectId, authEmulatorHost } = testServices();
  // firebase-admin finds the emulator through the environment only (the app runs in another process).
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  const firebase = initializeApp({ projectId }, `e2e-admin-${person.uid}`);
  try {
    await getAuth(firebase).setCustomUserClaims(person.uid, { admin: true });
  } finally {
    await deleteApp(firebase);
  }
}

async function call<T>(person: TestUser, method: string, path: string, body?: object): Promise<T> {
  const answer = await rest<T>(e2e.app.baseUrl, method, path, { token: person.token, body });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** axe-core's violations on the page, loaded afresh in each theme once `ready` shows (see axe.ts). */
function auditBothThemes(page: Page, ready: string): Promise<Record<string, Violation[]>> {
  return auditBothThemesReloaded(page, () => page.getByText(ready).first().waitFor());
}

/** A group whose organizer, a posting member (`author`) and a reporting member exist, and the author's thread in it. */
async function groupWithThread(
  names: { organizer: string; author: string; reporter: string },
  groupName: string,
  title: string,
) {
  const [organizer, author, reporter] = await Promise.all([
    createTestUser(names.organizer),
    createTestUser(names.author),
    createTestUser(names.reporter),
  ]);
  const groupId = await e2e.createGroup(organizer, { groupName });
  await e2e.api(author, 'POST', `/groups/${groupId}/join`);
  await e2e.api(reporter, 'POST', `/groups/${groupId}/join`);
  const thread = await call<{ id: string }>(author, 'POST', `/groups/${groupId}/threads`, { title, body: 'Cheap.' });
  return { organizer, reporter, groupId, threadId: thread.id };
}

/** The reporter reports the thread as spam from its page, with a note. */
async function reportThread(page: Page, path: string, title: string, note: string): Promise<void> {
  await page.goto(`${e2e.app.baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('button', { name: 'Report' }).click();
  await page.getByRole('group', { name: 'Why are you reporting this thread?' }).getByLabel('Spam').check();
  await page.getByLabel('Note (optional)').fill(note);
  await page.getByRole('button', { name: 'Send report' }).click();
  await page.getByRole('status').getByText('Reported.').waitFor();
}

describe('Reports in Chromium', () => {
  it('a member reports a post, an admin resolves it and hides the post, and the reporter sees the outcome', async () => {
    const { reporter, groupId, threadId } = await groupWithThread(
      { organizer: 'Orin Organizer', author: 'Spammy Sam', reporter: 'Rae Reporter' },
      'Zz Report Club',
      'Cheap watches, click here',
    );
    const admin = await createTestUser('Ada Admin');
    await makeAdmin(admin);

    // The reporter reports the thread from its page.
    const page = await e2e.signedIn(reporter, { bypassCSP: true });
    await reportThread(
      page,
      `/groups/${groupId}/threads/${threadId}`,
      'Cheap watches, click here',
      'Selling fakes to members.',
    );
    await page.getByRole('link', { name: 'My reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Reports' }).waitFor();
    const mine = page.getByRole('listitem', { name: 'Report: Thread Cheap watches, click here' });
    await mine.getByText('Status: Open').waitFor();
    expect(await auditBothThemes(page, 'Status: Open')).toEqual({});

    // The admin resolves it from the queue, hiding the post.
    // The admin reaches the queue from the navbar's Admin link, which fits the desktop row.
    const adminPage = await e2e.signedIn(admin, { bypassCSP: true });
    await adminPage.goto(`${e2e.app.baseUrl}/about-us`);
    const adminLink = adminPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
    await adminLink.waitFor();
    // (The row's scrollWidth is no measure: the avatar's hidden tooltip overhangs it for everyone.)
    const overlaps = await adminPage.locator('.navbar__inner').evaluate((row) => {
      const box = (selector: string) => row.querySelector(selector)?.getBoundingClientRect();
      const [links, actions, end] = [box('.nav-links'), box('.nav-actions'), box('.navbar__end')];
      return !links || !actions || !end || links.right > actions.left || actions.right > end.left;
    });
    expect(overlaps).toBe(false);
    await adminLink.click();
    await adminPage.getByRole('heading', { level: 1, name: 'Admin' }).waitFor();
    const card = adminPage.getByRole('listitem', { name: 'Report: Thread Cheap watches, click here' });
    await card.getByText('“Selling fakes to members.”').waitFor();
    await card.getByText('by Rae Reporter').waitFor();
    expect(await auditBothThemes(adminPage, '“Selling fakes to members.”')).toEqual({});
    await screenshot(adminPage, 'admin-report-queue');
    await card.getByLabel('Resolution (optional)').fill('Removed the spam.');
    await card.getByLabel('Hide the post').check();
    await card.getByRole('button', { name: 'Resolve' }).click();
    await adminPage.getByText('No open reports. All clear.').waitFor();
    await adminPage.getByRole('link', { name: 'Resolved' }).click();
    await adminPage
      .getByRole('listitem', { name: 'Report: Thread Cheap watches, click here' })
      .getByText('Resolution: Removed the spam.')
      .waitFor();

    // The reporter sees the outcome; the post is gone for them.
    await page.reload();
    await mine.getByText('Status: Resolved').waitFor();
    await mine.getByText('the post was hidden', { exact: false }).waitFor();
    const gone = await rest(e2e.app.baseUrl, 'GET', `/threads/${threadId}`, { token: reporter.token });
    expect(gone.status).toBe(404);
  }, 240_000);

  it('a group’s organizer sees a member’s report live on the group’s Reports page and hides the post', async () => {
    const { organizer, reporter, groupId, threadId } = await groupWithThread(
      { organizer: 'Olga Organizer', author: 'Pushy Pete', reporter: 'Remy Reporter' },
      'Zz Queue Club',
      'Buy my followers',
    );

    // The organizer opens the queue from the group page, before anything is reported.
    const queue = await e2e.signedIn(organizer, { bypassCSP: true });
    await queue.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    await queue.getByRole('link', { name: 'Reports', exact: true }).click();
    await queue.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await queue.getByText('No open reports. All clear.').waitFor();

    const page = await e2e.signedIn(reporter, { bypassCSP: true });
    await reportThread(page, `/groups/${groupId}/threads/${threadId}`, 'Buy my followers', 'Spamming every member.');

    // It arrives over the live connection; organizers are not told who reported it.
    const card = queue.getByRole('listitem', { name: 'Report: Thread Buy my followers' });
    await card.getByText('“Spamming every member.”').waitFor();
    expect(await card.getByText('Remy Reporter').count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Buy my followers' }).getAttribute('href')).toBe(
      `/groups/${groupId}/threads/${threadId}`,
    );
    expect(await auditBothThemes(queue, '“Spamming every member.”')).toEqual({});
    await screenshot(queue, 'group-report-queue');
    await card.getByLabel('Resolution (optional)').fill('Removed the spam.');
    await card.getByLabel('Hide the post').check();
    await card.getByRole('button', { name: 'Resolve' }).click();
    await queue.getByText('No open reports. All clear.').waitFor();
    await queue.getByRole('navigation', { name: 'Report queue' }).getByRole('link', { name: 'Resolved' }).click();
    const resolved = queue.getByRole('listitem', { name: 'Report: Thread Buy my followers' });
    await resolved.getByText('Resolution: Removed the spam.').waitFor();
    await resolved.getByText('the post was hidden', { exact: false }).waitFor();

    // The post is gone for the group's other members.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Thread not found!' }).waitFor();
  }, 240_000);

  it('the admin page tells anyone else it is for admins only, without violations', async () => {
    const person = await createTestUser('Nina Notadmin');
    const page = await e2e.signedIn(person, { bypassCSP: true });
    await page.goto(`${e2e.app.baseUrl}/admin`);
    await page.getByText('Only the site’s admins can see this page.').waitFor();
    // The bell's answer says who is an admin: once it is in, no Admin link shows.
    await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    expect(await auditBothThemes(page, 'Only the site’s admins can see this page.')).toEqual({});
  }, 120_000);

  it('a group an admin suspends is gone from the prerendered pages guests get, and back when lifted', async () => {
    const [organizer, admin] = await Promise.all([createTestUser('Sol Suspended'), createTestUser('Ada Suspender')]);
    await makeAdmin(admin);
    // The claim is in the tokens of the next sign-in.
    const signedIn = await trySignIn(admin.email, admin.password);
    if (!('idToken' in signedIn)) throw new Error(`the admin could not sign in: ${signedIn.error}`);
    const asAdmin = { ...admin, token: signedIn.idToken };
    const unique = `Zz Suspended ${Date.now().toString(36)}`;
    // The search box shows the query, so the page is asked about the name's part after it.
    const groupName = `${unique} Circle`;
    const groupId = await e2e.createGroup(organizer, { groupName });
    const html = async (path: string) =>
      (await fetch(`${e2e.app.baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
    const search = `/all-groups?q=${encodeURIComponent(unique)}`;
    expect(await html(search)).toContain(groupName);

    await call(asAdmin, 'PUT', `/moderation/groups/${groupId}/suspension`, { reason: 'Under review.' });
    const gone = await html(search);
    expect(gone).not.toContain(groupName);
    expect(gone).toContain('No groups found.');

    await call(asAdmin, 'DELETE', `/moderation/groups/${groupId}/suspension`);
    expect(await html(search)).toContain(groupName);
  }, 120_000);
});
