import zlib from 'node:zlib';
import { compressedCopy, ownedBytes } from '@/http/compress';
import { answerOf, encodedCopy } from '@/http/anonymousAnswers';

/**
 * Bytes kept beyond a request own exactly their memory (server/src/http/compress.ts): a slice
 * of Node's shared pool or of zlib's output chunk would hold the whole block while it is kept.
 */

const ownsExactly = (bytes: Buffer) => bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length;

const text = JSON.stringify({ groups: Array.from({ length: 30 }, (_, i) => ({ id: i, name: `Group ${i}` })) });
const json = Buffer.from(text);

it('copies a slice of a shared block into memory of its own, byte for byte', () => {
  const pooled = Buffer.from('{"a":1}');
  expect(ownsExactly(pooled)).toBe(false);
  const owned = ownedBytes(pooled);
  expect(ownsExactly(owned)).toBe(true);
  expect(owned.equals(pooled)).toBe(true);
});

it('hands back bytes that already own their memory as they are', () => {
  const alone = Buffer.allocUnsafeSlow(16).fill(7);
  expect(ownedBytes(alone)).toBe(alone);
});

it('keeps the compressed copies and bodies of kept answers in memory of their own, decoding to the same bytes', () => {
  const answer = answerOf({ body: text, contentType: 'application/json', headers: [] });
  expect(ownsExactly(answer.body) && answer.body.equals(json)).toBe(true);
  const [br, gzip] = [encodedCopy(answer, 'br'), encodedCopy(answer, 'gzip')];
  expect(ownsExactly(br) && ownsExactly(gzip)).toBe(true);
  expect(zlib.brotliDecompressSync(br).equals(json)).toBe(true);
  expect(zlib.gunzipSync(gzip).equals(json)).toBe(true);
  const small = answerOf({ body: '[1,2,"ü"]', contentType: 'application/json', headers: [] });
  expect(ownsExactly(small.body)).toBe(true);
  expect(small.body.toString()).toBe('[1,2,"ü"]');
});

it('compresses into a chunk about the answer’s size, not zlib’s 16 KB', () => {
  // What zlib's one-call functions return by default: a slice of a 16 KB output chunk.
  expect(zlib.gzipSync(json).buffer.byteLength).toBe(16 * 1024);
  for (const encoding of ['br', 'gzip'] as const) {
    const copy = compressedCopy(json, encoding);
    expect(copy.buffer.byteLength).toBeLessThanOrEqual(Math.max(8 * 1024, json.length));
  }
  expect(zlib.brotliDecompressSync(compressedCopy(json, 'br')).equals(json)).toBe(true);
  // An answer that does not shrink still comes out whole (over more than one chunk).
  const noise = Buffer.from(Array.from({ length: 6000 }, (_, i) => (i * 7919) % 251));
  expect(zlib.gunzipSync(compressedCopy(noise, 'gzip')).equals(noise)).toBe(true);
});
