import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { apolloSandboxOrigins, firebaseApiOrigins, inlineScriptHashes, securityHeaders } from '@/http/securityHeaders';
import { testServices } from '../../support/env';
import { rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';

/** The Content-Security-Policy header as directive → sources. */
function csp(headers: Headers): Map<string, string[]> {
  const header = headers.get('content-security-policy');
  if (!header) throw new Error('no Content-Security-Policy header');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

let app: TestApp;
let corsApp: TestApp;
const emulatorOrigin = () => `http://${testServices().authEmulatorHost}`;

beforeAll(async () => {
  [app, corsApp] = await Promise.all([
    startTestApp(),
    startTestApp({ env: { CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' } }),
  ]);
});
afterAll(() => Promise.all([app.stop(), corsApp.stop()]));

describe('security headers (default, emulator config)', () => {
  it('sends a strict CSP for app pages: own origin, the Auth Emulator, the Google popup loader, nothing inline', async () => {
    const res = await fetch(`${app.url}/all-groups`, { headers: { accept: 'text/html' } });
    const policy = csp(res.headers);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", emulatorOrigin()]);
    expect(policy.get('frame-src')).toEqual([emulatorOrigin()]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    const everySource = [...policy.values()].flat();
    expect(everySource).not.toContain("'unsafe-inline'");
    expect(everySource).not.toContain("'unsafe-eval'");
    expect(everySource.filter((source) => source.includes('apollographql'))).toEqual([]);
  });

  it('sends the other helmet headers, no HSTS outside production, and lets the sign-in popup report back', async () => {
    const res = await rest(app.url, 'GET', '/groups');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(csp(res.headers).get('default-src')).toEqual(["'self'"]);
  });

  it('gives the Apollo Sandbox landing page its own CSP that allows exactly the CDN hosts the page loads', async () => {
    const res = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const policy = csp(res.headers);
    const scripts = policy.get('script-src') ?? [];
    const loaded = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(
      (match) => new URL(match[1] as string).origin,
    );
    expect(loaded).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    for (const origin of loaded) expect(scripts).toContain(origin);
    // The embed opens Apollo's Sandbox frame; Apollo's own meta CSP (nonce) also applies to the page.
    expect(html).toContain('sandbox.embed.apollographql.com');
    expect(policy.get('frame-src')).toEqual(apolloSandboxOrigins.frames);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-/);
  });
});

describe('security headers (production config)', () => {
  const servers: Server[] = [];
  /** A production app at `publicUrl`, optionally behind a proxy it trusts (TRUST_PROXY). */
  async function productionApp(publicUrl: string, trustProxy = false): Promise<string> {
    const prod = express();
    prod.set('trust proxy', trustProxy);
    prod.use(
      securityHeaders({
        env: 'production',
        publicUrl,
        firebase: { authDomain: 'hobbyhub-prod.firebaseapp.com' },
        authEmulatorUrl: null,
        clientDist: '/nonexistent',
      }),
    );
    prod.get('/', (_req, res) => {
      res.send('ok');
    });
    const server: Server = await new Promise((resolve) => {
      const listening = prod.listen(0, '127.0.0.1', () => resolve(listening));
    });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it('allows Firebase Auth endpoints and the auth domain frame instead of the emulator, with HSTS and https upgrades behind TLS', async () => {
    const res = await fetch(`${await productionApp('https://hobbyhub.example.com')}/`);
    const policy = csp(res.headers);
    expect(policy.get('connect-src')).toEqual(["'self'", ...firebaseApiOrigins]);
    expect(firebaseApiOrigins).toEqual([
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://hobbyhub-prod.firebaseapp.com']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(policy.get('img-src')).not.toContain('http:');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect([...policy.values()].flat().some((source) => source.startsWith('http://'))).toBe(false);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HTTPS-only headers when served over plain http (docker-compose on a LAN address)', async () => {
    const res = await fetch(`${await productionApp('http://192.168.1.20:4000')}/`);
    expect(csp(res.headers).has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends them for requests a trusted proxy says arrived over https, and ignores that claim from anyone else', async () => {
    const behindProxy = await productionApp('http://hobbyhub.internal:4000', true);
    const viaTls = await fetch(`${behindProxy}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(csp(viaTls.headers).has('upgrade-insecure-requests')).toBe(true);
    expect(viaTls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await fetch(`${behindProxy}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    const direct = await productionApp('http://hobbyhub.internal:4000', false);
    const spoofed = await fetch(`${direct}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    expect(csp(spoofed.headers).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('inline script of the client page', () => {
  it("allows the client's inline scripts (the theme script, the prerendered page's loader) by their hashes, and only them", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hobbyhub-csp-'));
    try {
      const html = readFileSync(path.resolve(__dirname, '../../../client/index.html'), 'utf8');
      writeFileSync(path.join(dir, 'index.html'), html);
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      expect(inline).toHaveLength(2);
      expect(inline[0]).toContain('hobbyhub-theme');
      expect(inline[1]).toContain('deferred-scripts');
      const expected = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      expect(inlineScriptHashes(dir)).toEqual(expected);
      // A changed script no longer matches: the hash is read from the build, not hard-coded.
      writeFileSync(path.join(dir, 'index.html'), html.replace('hobbyhub-theme', 'other-key'));
      expect(inlineScriptHashes(dir)).not.toContain(expected[0]);
      expect(inlineScriptHashes(dir)).toContain(expected[1]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CORS', () => {
  it('is same-origin only by default: no CORS headers for another origin, and its preflight is refused', async () => {
    const simple = await rest(app.url, 'GET', '/groups', { headers: { origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await preflight.json()) as { error: string }).error).toBe('FORBIDDEN');
  });

  it('answers listed origins (CORS_ORIGINS) with their own origin, and nobody else', async () => {
    const preflight = await fetch(`${corsApp.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const listed = await rest(corsApp.url, 'GET', '/groups', { headers: { origin: 'http://localhost:5173' } });
    expect(listed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(listed.headers.get('vary')).toMatch(/Origin/);
    expect(listed.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);

    const other = await rest(corsApp.url, 'GET', '/groups', {
      headers: { origin: 'https://app.example.com.evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
