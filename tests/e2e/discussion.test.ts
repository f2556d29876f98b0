import type { Page } from 'playwright-core';
import { rest } from '../support/http';
import { startE2EApp } from '../support/e2eApp';
import { createTestUser, type TestUser } from '../support/users';
import { audit, type Violation } from './axe';
import { screenshot } from './browser';
import { documentKept, logIn, markDocument } from './flows';
import { useE2E } from './harness';

// The per-user post limit is raised: the XSS corpus alone is 30+ posts by one person.
const e2e = useE2E(() => startE2EApp({ POST_LIMIT: '1000' }));

/**
 * Stored XSS attempts, each one a thread title and body and a reply. They set a window flag or
 * open a dialog if any runs; pages are opened with the CSP bypassed, so only the server's
 * sanitizing (and React rendering titles as text) stands between them and the page.
 */
const payloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<img src=x onerror=alert(1)>',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>',
  '[click](javascript:window.__xss=1)',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:window.__xss=1 )',
  '[x](&#106;avascript:window.__xss=1)',
  '[x](vbscript:msgbox(1))',
  '[a](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
  '![img](x" onerror="window.__xss=1)',
  '[link](https://example.com "t\\" onmouseover=\\"window.__xss=1")',
  '<a href="javascript:window.__xss=1">a</a>',
  '<a href="&#106;avascript:window.__xss=1">x</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<body onload=window.__xss=1>',
  '"><img src=x onerror=window.__xss=1>',
  "'><script>window.__xss=1</script>",
  '<scr<script>ipt>window.__xss=1</script>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1>',
  '<video><source onerror="window.__xss=1"></video>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<<img src=x onerror=window.__xss=1>>',
  '**bold<img src=x onerror=window.__xss=1>**',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<style>@import "javascript:window.__xss=1";</style>',
  'javascript:window.__xss=1',
];

interface Made {
  groupId: string;
  organizer: TestUser;
  member: TestUser;
}

/** A group with a member, both real accounts; the organizer is the group's creator. */
async function groupWithMember(name: string, fields: { maxMembers?: number } = {}): Promise<Made> {
  const [organizer, member] = await Promise.all([createTestUser('Olga Organizer'), createTestUser('Mo Member')]);
  const groupId = await e2e.createGroup(organizer, { groupName: name, ...fields });
  await e2e.api(member, 'POST', `/groups/${groupId}/join`);
  return { groupId, organizer, member };
}

/** A REST call that must succeed (200 or 201); its body. */
async function call<T>(person: TestUser, method: string, path: string, body?: object): Promise<T> {
  const answer = await rest<T>(e2e.app.baseUrl, method, path, { token: person.token, body });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

/** A page that records any dialog and lets the test read the XSS flag (CSP bypassed, see above). */
async function watchedPage(person: TestUser): Promise<{ page: Page; dialogs: string[] }> {
  const page = await e2e.signedIn(person, { bypassCSP: true });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/** Nothing a post carried ran or landed in the DOM as markup: no flag, no handler, no script URL. */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  // Give handlers (onerror of a failed image, autofocus, animations) a moment to fire.
  await page.waitForTimeout(500);
  const found = await page.evaluate(() => {
    const posts = Array.from(document.querySelectorAll('.post-body, .thread-summary, .thread-title'));
    const bad: string[] = [];
    for (const post of posts) {
      for (const element of Array.from(post.querySelectorAll('*'))) {
        const tag = element.tagName.toLowerCase();
        if (!['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br', 'h3', 'span', 'time', 'code'].includes(tag)) {
          bad.push(`<${tag}>`);
        }
        for (const { name, value } of Array.from(element.attributes)) {
          if (name.startsWith('on') || name === 'style' || name === 'srcdoc') bad.push(`${tag}[${name}]`);
          if (/^\s*(javascript|vbscript|data):/i.test(value)) bad.push(`${tag}[${name}=${value}]`);
        }
      }
    }
    return { bad, flag: (window as unknown as { __xss?: unknown }).__xss ?? null };
  });
  expect(found).toEqual({ bad: [], flag: null });
  expect(dialogs).toEqual([]);
}

describe('The discussion in Chromium', () => {
  it('shows 30+ XSS payloads in titles and bodies as harmless text on the group discussion, thread and prerendered pages', async () => {
    expect(payloads.length).toBeGreaterThanOrEqual(30);
    const { groupId, organizer, member } = await groupWithMember('Zz Payload Club');
    const threads: { id: string }[] = [];
    for (const [index, payload] of payloads.entries()) {
      threads.push(
        await call<{ id: string }>(member, 'POST', `/groups/${groupId}/threads`, {
          title: `T${index} ${payload}`,
          body: `${payload}\n\nmarker-${index}`,
          isQuestion: index % 2 === 0,
        }),
      );
    }
    const target = threads[0]!.id;
    for (const payload of payloads) await call(organizer, 'POST', `/threads/${target}/replies`, { body: payload });
    await call(organizer, 'POST', `/groups/${groupId}/announcements`, {
      body: payloads.join('\n\n'),
      audience: 'ALL_MEMBERS',
    });

    const { page, dialogs } = await watchedPage(member);
    await page.goto(`${e2e.app.baseUrl}/groups/${groupId}/discussion`);
    await page.getByRole('heading', { name: 'Threads' }).waitFor();
    // Titles are text: the script tag shows as typed.
    await page.getByRole('link', { name: `T0 ${payloads[0]}` }).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    // Newest activity first: the oldest thread without replies comes last.
    await page.getByRole('link', { name: `T1 ${payloads[1]}` }).waitFor();
    expect(await page.locator('.thread-summary').count()).toBe(payloads.length);
    await expectInert(page, dialogs);

    await page.goto(`${e2e.app.baseUrl}/groups/${groupId}/threads/${target}`);
    await page.getByRole('heading', { level: 1, name: `T0 ${payloads[0]}` }).waitFor();
    await page.getByRole('button', { name: 'Load more replies' }).click();
    await page
      .locator('.post--reply')
      .nth(payloads.length - 1)
      .waitFor();
    await expectInert(page, dialogs);
    for (const { id } of threads.slice(1, 8)) {
      await page.goto(`${e2e.app.baseUrl}/groups/${groupId}/threads/${id}`);
      await page.locator('.thread-page .post-body').first().waitFor();
      await expectInert(page, dialogs);
    }

    // Group pages are not prerendered: a guest's HTML of them (and of the public pages) holds no post.
    for (const path of ['/', '/all-groups', `/groups/${groupId}/discussion`, `/groups/${groupId}/threads/${target}`]) {
      const html = await (await fetch(`${e2e.app.baseUrl}${path}`)).text();
      expect({ path, marker: html.includes('marker-0') || html.includes('window.__xss') }).toEqual({
        path,
        marker: false,
      });
    }
  }, 300_000);

  it('a member asks a question, the organizer answers and marks it, and the member sees both live', async () => {
    const { groupId, organizer, member } = await groupWithMember('Zz Question Club');
    const page = await e2e.signedIn(member);
    await page.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    await page.getByRole('navigation', { name: 'Group' }).getByRole('link', { name: 'Discussion' }).click();
    await page.getByText('No threads yet. Start the first one!').waitFor();
    await page.getByLabel('Title').fill('Do I need to bring anything?');
    await page.getByLabel('Message').fill('First time here: **paper**, pencils?');
    await page.getByLabel(/This is a question/).check();
    await page.getByRole('button', { name: 'Post thread' }).click();
    await page.getByText('Your question is posted.').waitFor();
    await page.getByRole('link', { name: 'Do I need to bring anything?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Do I need to bring anything?' }).waitFor();
    expect(await page.locator('.post-body strong').textContent()).toBe('paper');
    await page.getByText('No replies yet.').waitFor();
    const threadId = page.url().split('/').at(-1)!;
    await markDocument(page);

    const reply = await call<{ id: string }>(organizer, 'POST', `/threads/${threadId}/replies`, {
      body: 'Just *yourself*, we have everything.',
    });
    const answer = page.getByRole('listitem', { name: 'reply by Olga Organizer' });
    await answer.getByText('we have everything').waitFor({ timeout: 5_000 });
    await call(organizer, 'PUT', `/threads/${threadId}/answer`, { replyId: reply.id });
    await page.locator('.thread-page').getByText('Answered ✓').waitFor({ timeout: 5_000 });
    await answer.getByText('Answer ✓').waitFor();
    await page.getByRole('heading', { name: '1 reply' }).waitFor();
    expect(await documentKept(page)).toBe(true);
    await screenshot(page, 'discussion-answered');

    // Back on the Questions filter, the answered question is listed with its mark.
    await page.getByRole('link', { name: 'Discussion' }).first().click();
    await page.getByRole('link', { name: 'Questions' }).click();
    await page
      .locator('.thread-summary', { hasText: 'Do I need to bring anything?' })
      .getByText('Answered ✓')
      .waitFor();

    // The asker edits the question (shown as edited); an organizer hides it: the asker is told why.
    await page.getByRole('link', { name: 'Do I need to bring anything?' }).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await page.getByLabel('Title').fill('Do I need to bring anything at all?');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: 'Do I need to bring anything at all?' }).waitFor();
    await page.locator('.post--thread').getByText('edited').waitFor();
    await call(organizer, 'PUT', `/threads/${threadId}/hidden`, { hidden: true });
    await page.reload();
    await page.getByText(/hidden by an organizer/).waitFor();
  }, 180_000);

  it('an organizer announces to those waiting for a session, sees "Sent to 1", and the waiting member’s bell shows it', async () => {
    const { groupId, organizer, member } = await groupWithMember('Zz Waiting Club');
    const waiter = await createTestUser('Wanda Waiting');
    await e2e.api(waiter, 'POST', `/groups/${groupId}/join`);
    const startsAt = `${new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)}T19:00`;
    await e2e.api(organizer, 'PUT', `/groups/${groupId}/schedule`, { startsAt, timeZone: 'UTC', capacity: 1 });
    const sessions = await call<{ id: string }[]>(organizer, 'GET', `/groups/${groupId}/sessions`);
    const sessionId = sessions[0]!.id;
    await e2e.api(member, 'PUT', `/groups/${groupId}/sessions/${sessionId}/rsvp`, { going: true });
    await e2e.api(waiter, 'PUT', `/groups/${groupId}/sessions/${sessionId}/rsvp`, { going: true });

    const waiting = await e2e.signedIn(waiter);
    const bell = waiting.getByRole('link', { name: /^Notifications/ });
    await bell.waitFor();
    await waiting.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();

    const page = await e2e.signedIn(organizer);
    await page.goto(`${e2e.app.baseUrl}/groups/${groupId}/discussion`);
    await page.getByLabel('Audience').selectOption('WAITING');
    await page.getByLabel('Session').selectOption(sessionId);
    await page.getByRole('textbox', { name: 'Announcement' }).fill('A place may free up: **watch this space**.');
    await page.getByRole('button', { name: 'Send announcement' }).click();
    await page.getByText('Announcement sent to 1.').waitFor();
    await page.locator('.post--announcement').getByText('Sent to 1').waitFor();

    await waiting.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 10_000 });
    await bell.click();
    await waiting.getByText(/sent you an announcement/).waitFor();

    // The session's own comment thread, under the session on the group page.
    await waiting.goto(`${e2e.app.baseUrl}/groups/${groupId}`);
    const session = waiting.getByRole('region', { name: 'Next sessions' }).getByRole('listitem').first();
    await session.getByRole('button', { name: 'Comments' }).click();
    await session.getByText('No comments yet.').waitFor();
    await session.getByLabel('Your comment').fill('Running 10 minutes late');
    await session.getByRole('button', { name: 'Comment', exact: true }).click();
    await session
      .getByRole('listitem', { name: 'comment by Wanda Waiting' })
      .getByText('Running 10 minutes late')
      .waitFor();
  }, 180_000);

  it.each(['light', 'dark'] as const)(
    'has no axe violations on the discussion and thread pages in the %s theme',
    async (theme) => {
      const { groupId, organizer, member } = await groupWithMember(`Zz Accessible Talk ${theme}`);
      const thread = await call<{ id: string }>(member, 'POST', `/groups/${groupId}/threads`, {
        title: 'Where do we meet?',
        body: 'Is it the **usual** place? See [the map](https://example.com/map).',
        isQuestion: true,
      });
      const reply = await call<{ id: string }>(organizer, 'POST', `/threads/${thread.id}/replies`, {
        body: 'Yes, the usual place.',
      });
      await call(organizer, 'PUT', `/threads/${thread.id}/answer`, { replyId: reply.id });
      await call(organizer, 'POST', `/groups/${groupId}/announcements`, { body: 'Welcome!', audience: 'ALL_MEMBERS' });
      const found: Record<string, Violation[]> = {};
      for (const person of [organizer, member]) {
        const page = await e2e.signedIn(person, { bypassCSP: true });
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        for (const path of [`/groups/${groupId}/discussion`, `/groups/${groupId}/threads/${thread.id}`]) {
          await page.goto(`${e2e.app.baseUrl}${path}`);
          await page.locator('main h1').first().waitFor();
          await page.locator('.post-body').first().waitFor();
          expect(await page.evaluate(() => document.body.dataset.theme ?? 'light')).toBe(theme);
          const violations = await audit(page);
          if (violations.length > 0) found[`${person.displayName} ${path}`] = violations;
        }
      }
      expect(found).toEqual({});
    },
    240_000,
  );

  it('works with the keyboard alone: start a thread, open it, reply', async () => {
    const { groupId, member } = await groupWithMember('Zz Keyboard Club');
    const page = await e2e.open('/login');
    await logIn(page, member);
    await page.waitForURL(`${e2e.app.baseUrl}/`);
    await page.goto(`${e2e.app.baseUrl}/groups/${groupId}/discussion`);
    await page.getByText('No threads yet. Start the first one!').waitFor();

    /** Presses Tab until the focused element is the one named `name`. */
    const tabTo = async (name: string) => {
      for (let presses = 0; presses < 80; presses++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element) return '';
          const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
          return (label?.textContent ?? element.closest('label')?.textContent ?? element.textContent ?? '').trim();
        });
        if (focused.startsWith(name)) return;
      }
      throw new Error(`Tab never reached ${name}`);
    };
    await tabTo('Title');
    await page.keyboard.type('Parking nearby?');
    await tabTo('Message');
    await page.keyboard.type('Is there parking near the library?');
    await tabTo('This is a question');
    await page.keyboard.press('Space');
    await tabTo('Post thread');
    await page.keyboard.press('Enter');
    await page.getByText('Your question is posted.').waitFor();
    await tabTo('Parking nearby?');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Parking nearby?' }).waitFor();
    await tabTo('Your reply');
    await page.keyboard.type('Found it: behind the library.');
    await tabTo('Reply');
    await page.keyboard.press('Enter');
    await page.getByRole('listitem', { name: 'reply by Mo Member' }).getByText('behind the library').waitFor();
    // Loaded afresh, the page's replies are everyone's; that this one is theirs comes with the viewer's own question.
    await page.reload();
    const own = page.getByRole('listitem', { name: 'reply by Mo Member' });
    await own.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await page.locator('.post--thread').getByRole('button', { name: 'Following' }).waitFor();
  }, 180_000);
});
