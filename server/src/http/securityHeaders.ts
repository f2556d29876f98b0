import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '@/config';
import { isDeveloperPage } from '@/http/developerPages';

export interface SecurityHeadersOptions {
  env: Config['env'];
  /** Where browsers reach the app: an https URL means it is served over TLS (e.g. by a proxy). */
  publicUrl: string;
  firebase: Pick<Config['firebase'], 'authDomain'>;
  /** The browser-facing Auth Emulator URL, or null with real Firebase. */
  authEmulatorUrl: string | null;
  clientDist: string;
  /** An operator's map tile service: its origin may serve images, and only then. */
  map?: Pick<Config['map'], 'tileUrl'>;
}

type Directives = Record<string, string[]>;

/** Firebase Auth's REST endpoints the web SDK calls with real Firebase (sign-in, token refresh, account lookup). */
export const firebaseApiOrigins = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];

/**
 * The Google sign-in popup: the Firebase SDK's popup/redirect resolver loads Google's API loader
 * (gapi) from here before it opens the auth iframe, with the emulator too.
 */
export const googleApiScriptOrigin = 'https://apis.google.com';

/** Apollo Sandbox (GET /graphql) loads its embed script and frame from Apollo's CDN. */
export const apolloSandboxOrigins = {
  scripts: [
    'https://embeddable-sandbox.cdn.apollographql.com',
    'https://embeddable-explorer.cdn.apollographql.com',
    'https://apollo-server-landing-page.cdn.apollographql.com',
  ],
  frames: ['https://sandbox.embed.apollographql.com', 'https://explorer.embed.apollographql.com'],
  styles: ['https://fonts.googleapis.com'],
  fonts: ['https://fonts.gstatic.com'],
  images: ['https://apollo-server-landing-page.cdn.apollographql.com'],
};

/**
 * `'sha256-…'` sources for the inline scripts of the built index.html (the theme script that runs
 * before first paint), so no `'unsafe-inline'` is needed. Read once at start; a missing build
 * has no inline scripts to allow.
 */
export function inlineScriptHashes(clientDist: string): string[] {
  const indexHtml = path.join(clientDist, 'index.html');
  if (!existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The map tile service's origin (its URL template with the placeholders filled in), when one is set. */
function tileOrigins(options: SecurityHeadersOptions): string[] {
  const template = options.map?.tileUrl;
  if (!template) return [];
  const { protocol, host } = new URL(template.replace(/\{s\}/g, 'a').replace(/\{[a-z]+\}/g, '0'));
  // `{s}` is a subdomain the tile layer picks (a, b, c): allow them all.
  return [template.includes('{s}.') ? `${protocol}//*.${host.split('.').slice(1).join('.')}` : `${protocol}//${host}`];
}

/** The app's pages: its own origin, the identity provider (emulator or Firebase) and the Google popup. */
export function appContentSecurityPolicy(options: SecurityHeadersOptions, overTls = false): Directives {
  const production = options.env === 'production';
  const identity = options.authEmulatorUrl ? [new URL(options.authEmulatorUrl).origin] : firebaseApiOrigins;
  // The auth iframe: the emulator serves it itself; real Firebase serves it from the auth domain.
  const authFrames = options.authEmulatorUrl
    ? [new URL(options.authEmulatorUrl).origin]
    : [`https://${options.firebase.authDomain}`];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(options.clientDist), googleApiScriptOrigin],
    'style-src': ["'self'"],
    // Cover images and profile photos are URLs people enter: any https host (and http outside production).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(production ? [] : ['http:']), ...tileOrigins(options)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...identity],
    'frame-src': authFrames,
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only over TLS: on a plain-http deployment (docker-compose on a LAN address) it would send
    // every asset to https and show a blank page.
    ...(production && overTls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The developer pages (/graphiql, /docs/api), bundled and served from this origin: the app's
 * policy, plus what their editors need — Monaco (GraphiQL) and Swagger UI set inline styles, and
 * Monaco runs its language services in workers. The app's own pages keep the stricter policy.
 */
export function developerToolsContentSecurityPolicy(options: SecurityHeadersOptions, overTls = false): Directives {
  const app = appContentSecurityPolicy(options, overTls);
  return {
    ...app,
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    // GraphiQL's subscriptions run over graphql-ws on this origin's /graphql.
    'connect-src': [...(app['connect-src'] ?? []), ...sameOriginWebSockets(options.publicUrl)],
  };
}

/** ws(s):// of the public URL: CSP's 'self' covers WebSockets only in newer browsers. */
function sameOriginWebSockets(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
}

/**
 * Apollo Sandbox's landing page. Apollo adds its own nonce-based CSP in a meta tag, and a page
 * must satisfy both policies, so `'unsafe-inline'` here still means "only Apollo's nonce".
 * Its operations are sent by this page (the frame relays them), so connect-src stays 'self'.
 */
export function sandboxContentSecurityPolicy(): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...apolloSandboxOrigins.scripts],
    'style-src': ["'self'", "'unsafe-inline'", ...apolloSandboxOrigins.scripts, ...apolloSandboxOrigins.styles],
    'img-src': ["'self'", 'data:', ...apolloSandboxOrigins.images],
    'font-src': ["'self'", ...apolloSandboxOrigins.fonts],
    'manifest-src': apolloSandboxOrigins.images,
    'connect-src': ["'self'"],
    'frame-src': apolloSandboxOrigins.frames,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** A response's headers as a list of names and values, in the order they are set. */
export type HeaderList = readonly (readonly [string, string])[];

/**
 * The headers a helmet middleware sets, recorded once. Ours are the same for every request (no
 * nonces, no directives computed per request), so applying the recorded list gives the very
 * headers helmet would, without running its dozen middlewares again on every request.
 */
function recordHeaders(middleware: RequestHandler): HeaderList {
  const headers = new Map<string, [string, string]>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return headers.get(name.toLowerCase())?.[1];
    },
  };
  let done = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  // helmet calls next() before it returns; anything else would mean headers set later, per request.
  if (!done) throw new Error('security headers: helmet did not finish synchronously');
  return [...headers.values()];
}

/**
 * The security headers of a request: helmet with the app's Content-Security-Policy everywhere
 * except /graphql, which gets the Sandbox's. The HTTPS-only headers (HSTS,
 * `upgrade-insecure-requests`) go out in production and only when the app knows it is served
 * over TLS: a `PUBLIC_URL` starting with https, or a request that arrived over https (directly,
 * or with `X-Forwarded-Proto: https` from a proxy trusted by `TRUST_PROXY`). The opener policy
 * lets the Google sign-in popup report back.
 */
export function securityHeaderLists(options: SecurityHeadersOptions): (req: Request) => HeaderList {
  const production = options.env === 'production';
  const publicTls = options.publicUrl.startsWith('https://');
  const build = (overTls: boolean) => {
    const common = {
      strictTransportSecurity: production && overTls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
      xFrameOptions: { action: 'deny' as const },
    };
    return {
      app: recordHeaders(
        helmet({
          ...common,
          contentSecurityPolicy: { useDefaults: false, directives: appContentSecurityPolicy(options, overTls) },
        }),
      ),
      sandbox: recordHeaders(
        helmet({
          ...common,
          contentSecurityPolicy: { useDefaults: false, directives: sandboxContentSecurityPolicy() },
        }),
      ),
      developerTools: recordHeaders(
        helmet({
          ...common,
          contentSecurityPolicy: {
            useDefaults: false,
            directives: developerToolsContentSecurityPolicy(options, overTls),
          },
        }),
      ),
    };
  };
  const [plain, tls] = [build(false), build(true)];
  return (req) => {
    const headers = publicTls || req.secure ? tls : plain;
    if (isDeveloperPage(req.path)) return headers.developerTools;
    return req.path === '/graphql' ? headers.sandbox : headers.app;
  };
}

/** Sets the security headers of `securityHeaderLists` on every answer. */
export function securityHeaders(options: SecurityHeadersOptions): RequestHandler {
  return securityHeadersFrom(securityHeaderLists(options));
}

/** Sets these security headers on every answer (the lists of securityHeaderLists, made once). */
export function securityHeadersFrom(headersOf: (req: Request) => HeaderList): RequestHandler {
  return (req, res, next) => {
    // X-Powered-By is off app-wide (app.ts); helmet would remove it too.
    for (const [name, value] of headersOf(req)) res.setHeader(name, value);
    next();
  };
}
