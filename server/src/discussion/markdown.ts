import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Posts are written in a Markdown subset (bold, italic, links, lists, inline code) and rendered
 * to HTML here, once, when written. Two walls, so that neither alone has to be perfect: the
 * renderer takes no HTML and refuses unsafe link schemes, and the sanitizer then keeps only the
 * tags and attributes of the subset. Everything else stays visible as text.
 */
const renderer = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false }).disable([
  'image',
  'table',
  'heading',
  'lheading',
  'code',
  'fence',
  'blockquote',
  'hr',
  'reference',
  'html_block',
  'html_inline',
]);

/** Links leave the site: no ranking credit, marked as user content, no access to this window. */
export const postLinkRel = 'nofollow ugc noopener';

const allowList: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 's', 'code', 'a', 'ul', 'ol', 'li'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: postLinkRel },
    }),
  },
};

/** Safe HTML for a post's Markdown body. */
export function renderPost(markdown: string): string {
  return sanitizeHtml(renderer.render(markdown), allowList).trim();
}
