/**
 * A post's body as HTML: the one place the app hands React markup. `html` is only ever a
 * `bodyHtml` field, which the server renders from Markdown with HTML off and passes through an
 * allow-list sanitizer (server/src/discussion/markdown.ts) before storing; titles, names and
 * everything else a person typed are rendered as text.
 */
export function PostBody({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`post-body ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
