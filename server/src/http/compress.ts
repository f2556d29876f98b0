import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import { compressionBounds } from '@/bounds';

/**
 * Below this a body goes out as it is: compressing a small JSON answer costs more time than the
 * bytes it saves, and most single-group answers are smaller.
 */
export const compressAboveBytes = 1024;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding the `compression` middleware would choose for this `Accept-Encoding` among the
 * copies kept here: the highest q, brotli before gzip on a tie (its preference). Anything else
 * the client prefers (identity, deflate) answers null, and the plain bytes go through
 * `compression` as every other answer does.
 */
export function cachedEncodingFor(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q[name] = Number.isFinite(value) ? value : 0;
  }
  const of = (name: string) => q[name] ?? q['*'] ?? (name === 'identity' ? 0.001 : 0);
  const [br, gzip] = [of('br'), of('gzip')];
  const best = Math.max(br, gzip);
  if (best <= 0 || best < of('deflate') || best < of('identity')) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * `bytes` in memory of their own, exactly their length, for bytes that are kept (a cached
 * answer). Node hands out a small buffer as a slice of a shared 8 KB pool, and zlib's one-call
 * functions return a slice of their output chunk: a kept slice holds the whole block for as long
 * as it is kept. Measured at 100,000 groups in the near-me scenarios: ~30 MB of such blocks at
 * the peak, most of them 16 KB chunks behind answers of ~1 KB (docs/PERFORMANCE.md).
 */
export function ownedBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const owned = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(owned);
  return owned;
}

/**
 * zlib's output chunk for `body`: half its size, about what a JSON answer compresses to with room
 * to spare, instead of zlib's 16 KB whatever the answer (a 2 KB answer compresses to ~600 bytes).
 * Every chunk is memory outside the heap that lives until the collector frees its buffer, and
 * V8 collects by the heap's own allocation, so 16 KB a request piled up to tens of MB under load
 * (docs/PERFORMANCE.md). A larger result takes a second chunk.
 */
function outputChunkBytes(body: Buffer | string): number {
  return Math.min(zlib.constants.Z_DEFAULT_CHUNK, Math.max(1024, body.length >> 1));
}

/**
 * `body` compressed as `compression` compresses answers made on the fly (brotli quality 4, gzip's
 * default). A slice of zlib's output: pass it through `ownedBytes` to keep it.
 */
export function compressedCopy(body: Buffer | string, encoding: Encoding): Buffer {
  const chunkSize = outputChunkBytes(body);
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { chunkSize, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.gzipSync(body, { chunkSize });
}

const compressibleType = /^(application\/(json|graphql-response\+json)|text\/)/i;

/** The encoding a whole body of `length` bytes is compressed with here, at once, or null to leave it to `compression`. */
function atOnceEncoding(req: Request, res: Response, length: number): Encoding | null {
  if (length < compressAboveBytes || length > compressionBounds.atOnceUpToBytes) return null;
  if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return null;
  if (res.getHeader('Content-Encoding') !== undefined) return null;
  if (/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) return null;
  if (!compressibleType.test(String(res.getHeader('Content-Type') ?? ''))) return null;
  return cachedEncodingFor(req.get('accept-encoding'));
}

/**
 * Compresses API answers (JSON, the GraphQL landing page) for clients that accept it: brotli at
 * quality 4 or gzip, chosen by `Accept-Encoding`. The client's files are compressed at build
 * time instead (http/precompressed.ts); answers that already carry a `Content-Encoding` are left
 * alone.
 *
 * An answer sent whole (`res.send`, so `res.json` and Apollo's answers too) of at most
 * `compressionBounds.atOnceUpToBytes` is compressed here in one call: `compression` runs a zlib
 * stream per answer, which for a 1.9 KB GraphQL answer cost 0.17–0.27 ms against 0.02–0.03 ms
 * for the same bytes in one call (docs/PERFORMANCE.md), a tenth of such a request's CPU. Larger
 * and streamed answers go through `compression`, which leaves the encoded ones alone.
 */
export function compressResponses(): RequestHandler {
  const streamed = compression({ threshold: compressAboveBytes });
  return (req, res, next) => {
    const send = res.send;
    res.send = function sendCompressed(this: Response, body?: unknown) {
      // A text goes out as it is unless it is compressed: Node writes a string straight to the socket.
      const whole = typeof body === 'string' || Buffer.isBuffer(body) ? body : null;
      const encoding = whole !== null && atOnceEncoding(req, this, Buffer.byteLength(whole));
      if (whole === null || !encoding) return send.call(this, body);
      // As Express labels a text body it encodes itself (it does not label bytes).
      const type = String(this.getHeader('Content-Type'));
      if (typeof body === 'string' && !/charset=/i.test(type)) this.setHeader('Content-Type', `${type}; charset=utf-8`);
      this.setHeader('Content-Encoding', encoding);
      this.vary('Accept-Encoding');
      return send.call(this, compressedCopy(whole, encoding));
    };
    void streamed(req, res, next);
  };
}
