/**
 * Email bodies from one description, rendered twice: HTML (inline styles in the app's colours,
 * no remote images, no tracking) and plain text. Every link is absolute (built from PUBLIC_URL by
 * the caller), so both parts work in any mail client.
 */
export interface EmailContent {
  /** Also the subject's text, after the app's name. */
  heading: string;
  paragraphs: string[];
  /** Label → value rows (when, where, group). */
  details?: [string, string][];
  /** Buttons in HTML, "label: url" lines in text. */
  actions?: { label: string; href: string }[];
  /** Why they got it and how to get less; links absolute. */
  footer: { text: string; links: { label: string; href: string }[] };
}

/** What a queued message may carry besides its content. */
export interface QueueExtras {
  attachments?: { filename: string; contentType: string; content: string }[];
  /** The group it is about: its unsubscribe link is for this group only. */
  group?: { id: string; name: string };
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// The app's light theme (client/src/theme): ink on white, the brand's blue for actions.
const colours = { ink: '#1f2328', muted: '#57606a', brand: '#0b5cad', line: '#d0d7de', page: '#f6f8fa' };

export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: `${content.heading} · HobbyHub`, html: htmlOf(content), text: textOf(content) };
}

function htmlOf({ heading, paragraphs, details = [], actions = [], footer }: EmailContent): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;color:${colours.muted};font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const buttons = actions
    .map(
      ({ label, href }) =>
        `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;` +
        `background:${colours.brand};color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`,
    )
    .join('');
  const footerLinks = footer.links
    .map(({ label, href }) => `<a href="${escapeHtml(href)}" style="color:${colours.muted}">${escapeHtml(label)}</a>`)
    .join(' · ');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escapeHtml(heading)}</title></head>` +
    `<body style="margin:0;padding:24px;background:${colours.page};color:${colours.ink};font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.5">` +
    `<main style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border:1px solid ${colours.line};border-radius:8px">` +
    `<p style="margin:0 0 16px;color:${colours.brand};font-weight:700">HobbyHub</p>` +
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>` +
    paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('') +
    (rows ? `<table role="presentation" style="margin:8px 0 16px;border-collapse:collapse">${rows}</table>` : '') +
    (buttons ? `<p style="margin:16px 0">${buttons}</p>` : '') +
    `<hr style="border:0;border-top:1px solid ${colours.line};margin:24px 0 12px">` +
    `<p style="margin:0;font-size:13px;color:${colours.muted}">${escapeHtml(footer.text)}${footerLinks ? `<br>${footerLinks}` : ''}</p>` +
    `</main></body></html>`
  );
}

function textOf({ heading, paragraphs, details = [], actions = [], footer }: EmailContent): string {
  return [
    heading,
    '='.repeat(Math.min(heading.length, 72)),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(details.length > 0 ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(actions.length > 0 ? [...actions.map(({ label, href }) => `${label}: ${href}`), ''] : []),
    '--',
    footer.text,
    ...footer.links.map(({ label, href }) => `${label}: ${href}`),
    '',
  ].join('\n');
}
