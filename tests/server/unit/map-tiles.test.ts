import { loadConfig } from '@/config';
import { appContentSecurityPolicy, type SecurityHeadersOptions } from '@/http/securityHeaders';

/** An operator's map tile service: read from MAP_TILE_URL, and allowed for images only when set. */

const options = (tileUrl: string | null): SecurityHeadersOptions => ({
  env: 'production',
  publicUrl: 'https://hobbyhub.example.com',
  firebase: { authDomain: 'hobbyhub-prod.firebaseapp.com' },
  authEmulatorUrl: null,
  clientDist: '/nonexistent',
  map: { tileUrl },
});

describe('MAP_TILE_URL', () => {
  it('is unset by default: the app draws its own base map', () => {
    expect(loadConfig({}).map).toEqual({ tileUrl: null, tileAttribution: null });
  });

  it('takes a {z}/{x}/{y} template and its credit', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
    });
    expect(config.map).toEqual({ tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', tileAttribution: '© Example' });
  });

  it.each([
    ['ftp://tiles.example.com/{z}/{x}/{y}.png', 'must be an http(s) URL'],
    ['https://tiles.example.com/{z}/{x}.png', 'must contain {z}, {x} and {y}'],
  ])('refuses %s', (value, message) => {
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(message);
  });

  it("adds the tile service's origin to img-src only when set", () => {
    const own = appContentSecurityPolicy(options(null))['img-src'];
    expect(own?.some((source) => source.includes('tiles.example.com'))).toBe(false);
    expect(appContentSecurityPolicy(options('http://tiles.example.com:8080/{z}/{x}/{y}.png'))['img-src']).toContain(
      'http://tiles.example.com:8080',
    );
    expect(appContentSecurityPolicy(options('https://{s}.tile.example.org/{z}/{x}/{y}.png'))['img-src']).toContain(
      'https://*.tile.example.org',
    );
  });
});
