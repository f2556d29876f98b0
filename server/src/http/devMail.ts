import { Router } from 'express';
import type { MailCatcher } from '@/embedded/mailCatcher';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * `/dev/mail`: every message the embedded mail catcher received (with no SMTP_URL in
 * development nothing leaves the machine), newest first; `/dev/mail/<n>` shows one message's
 * HTML, `/dev/mail/<n>.txt` its text, `/dev/mail/<n>.eml` the raw message. Mounted only when the
 * catcher runs, which config.ts never lets happen in production.
 */
export function devMail(catcher: MailCatcher): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get('/', (req, res) => {
    const messages = catcher.messages();
    if (req.accepts(['json', 'html']) === 'json') {
      res.json(
        messages.map(({ number, receivedAt, to, subject, headers, text, attachments }) => ({
          number,
          receivedAt,
          to,
          subject,
          headers,
          text,
          attachments: attachments.map(({ filename, contentType }) => ({ filename, contentType })),
        })),
      );
      return;
    }
    const rows = messages
      .map(
        ({ number, to, subject, receivedAt }) =>
          `<li><a href="/dev/mail/${number}">${escape(subject || '(no subject)')}</a> — to ${escape(to)}, ` +
          `${escape(receivedAt.toISOString())} (<a href="/dev/mail/${number}.txt">text</a>, <a href="/dev/mail/${number}.eml">raw</a>)</li>`,
      )
      .join('');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail catcher · HobbyHub</title></head>` +
          `<body><main><h1>Email the app sent</h1>` +
          `<p>Development only: with no SMTP_URL every message goes to this catcher (SMTP on 127.0.0.1:${catcher.port}). Newest first.</p>` +
          (rows ? `<ul>${rows}</ul>` : '<p>No email yet.</p>') +
          `</main></body></html>`,
      );
  });
  router.get('/:file', (req, res) => {
    const match = /^(\d{1,9})(\.txt|\.eml)?$/.exec(req.params.file);
    const message = match && catcher.messages().find(({ number }) => number === Number(match[1]));
    if (!match || !message) {
      res.status(404).type('text').send('No such message.');
      return;
    }
    if (match[2] === '.txt') res.type('text').send(message.text);
    else if (match[2] === '.eml') res.type('message/rfc822').send(message.raw);
    // The message's HTML is the app's own template; still, it runs in no context of the app's.
    else
      res
        .setHeader('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'")
        .type('html')
        .send(message.html);
  });
  return router;
}
