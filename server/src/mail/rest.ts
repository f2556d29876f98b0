import { Router, type Response } from 'express';
import type { Viewer } from '@/auth/viewer';
import { mailBounds } from '@/bounds';
import type { MailService } from '@/mail/service';
import type { LinkOutcome } from '@/mail/page';
import { linkPage, pageStylesheet } from '@/mail/page';

const settingsPath = '/settings/notifications';

function tokenOf(query: unknown): string {
  const token = (query as { token?: unknown }).token;
  return typeof token === 'string' && token.length <= mailBounds.linkToken.max ? token : '';
}

function answer(res: Response, outcome: LinkOutcome): void {
  res
    .status(outcome.ok ? 200 : 400)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(linkPage({ title: outcome.title, message: outcome.message, settingsHref: settingsPath }));
}

/**
 * The pages email links open, signed in or not (the link's signed token says who and what):
 * `/mail/unsubscribe?token=…` — GET shows a button, POST (the button, or a mail client's
 * RFC 8058 one-click `List-Unsubscribe=One-Click`) unsubscribes; `/mail/cant-make-it?token=…`
 * likewise asks, then answers Not going. A GET never changes anything: mail scanners open links.
 */
export function mailLinksRouter(mail: MailService): Router {
  const router = Router();
  router.get('/page.css', (_req, res) => {
    res.type('css').setHeader('Cache-Control', 'public, max-age=3600').send(pageStylesheet);
  });
  router.get('/unsubscribe', async (req, res) => {
    const token = tokenOf(req.query);
    const checked = await mail.signer.verify(token);
    if (!checked) {
      answer(res, {
        ok: false,
        title: 'This link is not valid',
        message: 'The link is damaged or was not made by HobbyHub.',
      });
      return;
    }
    res
      .setHeader('Cache-Control', 'no-store')
      .type('html')
      .send(
        linkPage({
          title: 'Unsubscribe',
          message: 'Stop getting these emails? You will still see them in the app.',
          form: { action: `/mail/unsubscribe?token=${encodeURIComponent(token)}`, button: 'Unsubscribe' },
          settingsHref: settingsPath,
        }),
      );
  });
  router.post('/unsubscribe', async (req, res) => {
    answer(res, await mail.unsubscribe(tokenOf(req.query)));
  });
  // "I can't make it" from a reminder: GET asks, POST answers Not going (once, until the session starts).
  router.get('/cant-make-it', async (req, res) => {
    const token = tokenOf(req.query);
    const checked = await mail.reminders.checkCantMakeIt(token);
    if (!checked.ok) {
      answer(res, checked);
      return;
    }
    res
      .setHeader('Cache-Control', 'no-store')
      .type('html')
      .send(
        linkPage({
          title: "Can't make it?",
          message: 'Confirm and you are down as not going: your place goes to the first person on the waitlist.',
          form: { action: `/mail/cant-make-it?token=${encodeURIComponent(token)}`, button: "I can't make it" },
          settingsHref: settingsPath,
        }),
      );
  });
  router.post('/cant-make-it', async (req, res) => {
    answer(res, await mail.reminders.cantMakeIt(tokenOf(req.query)));
  });
  return router;
}

/** GET and PATCH /me/notification-preferences: the viewer's email preferences (behind the REST chain). */
export function preferencesRouter(mail: MailService): Router {
  const router = Router();
  const viewerOf = (res: Response) => res.locals.viewer as Viewer | null;
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  });
  router.get('/', async (_req, res) => {
    res.json(await mail.preferencesOf(viewerOf(res)));
  });
  router.patch('/', async (req, res) => {
    res.json(await mail.updatePreferences(viewerOf(res), req.body));
  });
  return router;
}

/**
 * `PUT /groups/:id/reminders` (organizer only): how long before each session the reminders go,
 * and whether members who have not answered are nudged (behind the REST chain).
 */
export function remindersRouter(mail: MailService): Router {
  const router = Router();
  router.put('/:id/reminders', async (req, res) => {
    const viewer = res.locals.viewer as Viewer | null;
    const { group, settings } = await mail.reminders.setReminders(viewer, req.params.id, req.body);
    res.setHeader('Cache-Control', 'no-store').json({
      groupId: group._id.toString(),
      reminderLeadHours: settings.leadHours,
      nudgeUnanswered: settings.nudge,
    });
  });
  return router;
}
