import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Logger } from '@/logger';
import { PublicAnswerCache } from '@/sync/publicAnswerCache';

/** A GraphQL answer as the prerender's Apollo link hands it to Apollo Client. */
export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string }[];
}

/** Runs one GraphQL operation as a guest (no viewer) in this process. */
export type ExecuteOperation = (
  query: string,
  variables: Record<string, unknown> | undefined,
) => Promise<OperationResult>;

/** What client/src/prerender.tsx exports (built by `vite build --ssr` into client/dist-ssr). */
interface PrerenderModule {
  prerender(
    url: string,
    execute: ExecuteOperation,
  ): Promise<{ html: string; state: unknown; title: string; module: string } | null>;
}

/** The part of Vite's manifest (client/dist/.vite/manifest.json) that links a chunk's code and CSS. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface PrerenderOptions {
  clientDist: string;
  execute: ExecuteOperation;
  /** Rendered pages by URL (see prerenderedPageCache): dropped when the groups change. */
  cache: PrerenderCache;
  /**
   * Whether `req`'s client may have a page rendered for it (a render runs API queries, so it
   * counts against the same per-IP limit); when not, it gets the plain shell.
   */
  mayRender: (req: Request) => Promise<boolean>;
  logger: Logger;
}

/** Pages being rendered or rendered, by URL: a second asker of a page in flight waits for the same render. */
export type PrerenderCache = PublicAnswerCache<Promise<string | null>>;

/**
 * The public-answer cache (sync/publicAnswerCache.ts) with the policy of pages: a page is used
 * at most 10 s, for what changes with time alone ("upcoming", next sessions); 200 URLs (All
 * Groups' searches and filters are URLs).
 */
export function prerenderedPageCache(version: () => number): PrerenderCache {
  return new PublicAnswerCache(version, { maxAgeMs: 10_000, maxEntries: 200, complete: (html) => html });
}

/**
 * `<` `>` `&` and the two JavaScript line separators as JSON escapes: the embedded state then
 * cannot end its `<script>` element (a group named `</script>…`) nor open a comment, and parses
 * back to the very same value.
 */
export function escapeJsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const escapeHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The public pages' HTML with their content already in it: the guest's view rendered by React
 * on the server (client/src/prerender.tsx) from this process's read model, with the Apollo
 * cache it came from embedded as JSON data (not script: the CSP stays as strict) for the
 * browser to hydrate from, the page's CSS linked, and its code listed for index.html's loader to
 * add after the first paint (not in the head, where it competes with the CSS and images on a slow
 * connection). Rendered pages are kept per URL in `cache` (until the groups change or
 * its age passes). Null when the build has no prerender, the page is not one it renders, or
 * rendering fails: the caller sends the shell.
 */
export function prerenderedPages(options: PrerenderOptions): ((req: Request) => Promise<string | null>) | null {
  const ssrEntry = path.resolve(options.clientDist, '..', 'dist-ssr', 'prerender.js');
  const manifestFile = path.join(options.clientDist, '.vite', 'manifest.json');
  const indexFile = path.join(options.clientDist, 'index.html');
  if (!existsSync(ssrEntry) || !existsSync(manifestFile) || !existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  let loaded: Promise<PrerenderModule> | null = null;
  const { cache } = options;

  const render = async (url: string): Promise<string | null> => {
    loaded ??= import(pathToFileURL(ssrEntry).href) as Promise<PrerenderModule>;
    const page = await (await loaded).prerender(url, options.execute);
    return page && fillTemplate(template, page, pageLinks(manifest, page.module));
  };

  return async (req) => {
    const url = new URL(req.originalUrl, 'http://prerender.invalid');
    const key = url.pathname + url.search;
    const cached = cache.get(key);
    if (cached) return cached;
    const started = cache.begin();
    if (!(await options.mayRender(req))) return null;
    const html = render(url.href).catch((error: unknown) => {
      options.logger.error('prerender failed; sending the plain page', { url: key, error });
      cache.forget(key);
      return null;
    });
    cache.keep(key, started, html);
    return html;
  };
}

/** The `<link>`s a page's route module needs beyond the entry's: its CSS, and its code (modulepreload). */
function pageLinks(manifest: Record<string, ManifestChunk>, module: string): string {
  const entryFiles = new Set<string>();
  const entryCss = new Set<string>();
  const collect = (key: string, into: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) collect(imported, into, css);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey) collect(entryKey, entryFiles, entryCss);
  const files = new Set<string>();
  const css = new Set<string>();
  collect(module, files, css);
  const links = [
    ...[...css]
      .filter((file) => !entryCss.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return links.join('');
}

function fillTemplate(template: string, page: { html: string; state: unknown; title: string }, links: string): string {
  const state = escapeJsonForScript(JSON.stringify(page.state));
  // React puts its resource hints (preloads of the page's images) first when it renders into
  // an element rather than a whole document: they belong in the head, not among the nodes that
  // hydration adopts.
  const hints = /^(?:<link [^>]*>)*/.exec(page.html)?.[0] ?? '';
  const html = page.html.slice(hints.length);
  // The app's code leaves the head: index.html's last script loads it after the first paint.
  const scripts: string[] = [];
  const withoutScripts = template.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_tag, entry: string | undefined, preload: string | undefined) => {
      if (entry) scripts.unshift(entry);
      else if (preload) scripts.push(preload);
      return '';
    },
  );
  const moduleLinks = [...links.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const styleLinks = links.replace(/<link rel="modulepreload"[^>]*>/g, '');
  const deferred = escapeJsonForScript(JSON.stringify([...scripts, ...moduleLinks]));
  return withoutScripts
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtmlText(page.title)}</title>`)
    .replace('</head>', () => `${hints}${styleLinks}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered>${html}</div>` +
        `<script type="application/json" id="prerendered-state">${state}</script>` +
        `<script type="application/json" id="deferred-scripts">${deferred}</script>`,
    );
}
