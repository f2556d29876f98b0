import { compressionBounds } from '@/bounds';
import { startE2EApp, type E2EApp } from '../support/e2eApp';
import { decode, rawRequest, type RawResponse } from '../support/http';

let app: E2EApp;

beforeAll(async () => {
  app = await startE2EApp();
}, 300_000);
afterAll(async () => {
  await app?.stop();
});

/** Fetches `path` as it is and with each encoding; checks each compressed body decodes to the same bytes. */
async function expectCompressedCopies(fetchAs: (acceptEncoding?: string) => Promise<RawResponse>) {
  const plain = await fetchAs();
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  for (const encoding of ['br', 'gzip']) {
    const compressed = await fetchAs(encoding);
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toBe(plain.headers['content-type']);
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    expect(decode(compressed).equals(plain.body)).toBe(true);
  }
  return plain;
}

describe('compression of what the built app sends', () => {
  const get = (path: string) => (acceptEncoding?: string) =>
    rawRequest(`${app.baseUrl}${path}`, {
      accept: 'text/html',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    });

  it('sends the page and its scripts and styles precompressed (brotli preferred), decoding to the same bytes', async () => {
    const page = await expectCompressedCopies(get('/'));
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await get('/')('gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await get('/')('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');

    const html = page.body.toString('utf8');
    // Links and scripts in the head, and a prerendered page's scripts listed for after its first paint.
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      // Files under 1 KiB are sent as they are: a compressed copy would save less than its headers.
      if ((await get(asset)()).body.length < 1024) continue;
      const plain = await expectCompressedCopies(get(asset));
      expect(plain.headers['content-type']).toMatch(asset.endsWith('.js') ? /javascript/ : /^text\/css/);
      const compressed = await get(asset)('br');
      expect(compressed.headers['cache-control']).toMatch(/immutable/);
    }
  });

  it('compresses API answers above the threshold and leaves small ones as they are', async () => {
    const query = JSON.stringify({ query: '{ groups(first: 20) { nodes { id groupName description location } } }' });
    await expectCompressedCopies((acceptEncoding) =>
      rawRequest(
        `${app.baseUrl}/graphql`,
        {
          'content-type': 'application/json',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        query,
      ),
    );
    await expectCompressedCopies((acceptEncoding) =>
      rawRequest(`${app.baseUrl}/groups?limit=20`, {
        accept: 'application/json',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      }),
    );
    const probe = await rawRequest(`${app.baseUrl}/healthz`, { 'accept-encoding': 'br, gzip' });
    expect(probe.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(probe.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('sends an answer it compresses whole with its length, and a larger one as a stream', async () => {
    // A question asked for the first time is executed (later ones would be answered from kept bytes).
    const query = `{ fresh${Date.now()}: groups(first: 20) { nodes { id groupName description location } } }`;
    const answer = await rawRequest(
      `${app.baseUrl}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      JSON.stringify({ query }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json; charset=utf-8$/);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(JSON.parse(decode(answer).toString('utf8'))).toEqual({ data: expect.any(Object) });

    const large = await rawRequest(`${app.baseUrl}/openapi.json`, { 'accept-encoding': 'gzip' });
    expect(decode(large).length).toBeGreaterThan(compressionBounds.atOnceUpToBytes);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(decode(large).toString('utf8'))).toEqual(expect.objectContaining({ openapi: '3.1.0' }));
  });

  it('never serves a file from outside the build through an encoded path', async () => {
    for (const path of ['/assets/..%2f..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      const response = await get(path)('br, gzip');
      expect(response.body.toString('utf8')).not.toContain('"workspaces"');
    }
  });
});
