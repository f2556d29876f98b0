/**
 * The small pages links in emails open (unsubscribe, "I can't make it"): plain HTML from the
 * server, readable without the app's code, styled by one stylesheet (the CSP allows no inline
 * styles) in the light and dark themes.
 */
export const pageStylesheet = `
:root { color-scheme: light dark; --ink: #1f2328; --muted: #57606a; --page: #f6f8fa; --card: #ffffff; --line: #d0d7de; --brand: #0b5cad; }
@media (prefers-color-scheme: dark) {
  :root { --ink: #e6edf3; --muted: #9da7b1; --page: #0d1117; --card: #161b22; --line: #30363d; --brand: #7cb7ff; }
}
body { margin: 0; padding: 24px; background: var(--page); color: var(--ink); font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; }
main { max-width: 560px; margin: 0 auto; padding: 24px; background: var(--card); border: 1px solid var(--line); border-radius: 8px; }
.brand { margin: 0 0 16px; color: var(--brand); font-weight: 700; }
h1 { margin: 0 0 16px; font-size: 1.4rem; }
a { color: var(--brand); }
button { padding: 10px 16px; border: 0; border-radius: 6px; background: var(--brand); color: var(--page); font: inherit; font-weight: 600; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid var(--ink); outline-offset: 2px; }
.muted { color: var(--muted); }
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface PageContent {
  title: string;
  message: string;
  /** A form posting to `action` with one button (the step a link only proposes). */
  form?: { action: string; button: string };
  settingsHref: string;
}

export function linkPage({ title, message, form, settingsHref }: PageContent): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · HobbyHub</title>` +
    `<link rel="stylesheet" href="/mail/page.css"></head><body><main>` +
    `<p class="brand">HobbyHub</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
    (form
      ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit">${escapeHtml(form.button)}</button></form>`
      : '') +
    `<p class="muted"><a href="${escapeHtml(settingsHref)}">Notification settings</a> · <a href="/">HobbyHub</a></p>` +
    `</main></body></html>`
  );
}

/** What a page opened from an email link says (unsubscribe, "I can't make it"). */
export interface LinkOutcome {
  ok: boolean;
  title: string;
  message: string;
}
