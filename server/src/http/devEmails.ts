import { Router } from 'express';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * `/dev/emails`: the emails the Auth Emulator "sent" (password resets, email verification) with
 * their links, since in the default setup no email leaves the machine. Mounted only with an
 * emulator, which production refuses (config.ts), so it never exists there.
 */
export function devEmails(emulatorUrl: string, projectId: string): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const response = await fetch(`${emulatorUrl}/emulator/v1/projects/${projectId}/oobCodes`);
    const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
    const newestFirst = [...oobCodes].reverse();
    res.setHeader('Cache-Control', 'no-store');
    if (req.accepts(['json', 'html']) === 'json') {
      res.json(newestFirst.map(({ email, requestType, oobLink }) => ({ email, requestType, link: oobLink })));
      return;
    }
    const rows = newestFirst
      .map(
        ({ email, requestType, oobLink }) =>
          `<li><strong>${escape(email)}</strong> — ${escape(requestType)}: <a href="${escape(oobLink)}">${escape(oobLink)}</a></li>`,
      )
      .join('');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Emulator emails · HobbyHub</title></head>` +
          `<body><main><h1>Emails the Auth Emulator sent</h1>` +
          `<p>Development only: in this setup no email leaves the machine, so here they are, newest first.</p>` +
          (rows ? `<ul>${rows}</ul>` : '<p>No emails yet.</p>') +
          `</main></body></html>`,
      );
  });
  return router;
}
