import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Below this a body goes out as it is: compressing a small JSON answer costs more time than the
 * bytes it saves, and most single-group answers are smaller.
 */
export const compressAboveBytes = 1024;

/**
 * Compresses API answers (JSON, the GraphQL landing page) for clients that accept it: brotli at
 * quality 4 or gzip, chosen by `Accept-Encoding`. The client's files are compressed at build
 * time instead (http/precompressed.ts); answers that already carry a `Content-Encoding` are left
 * alone.
 */
export function compressResponses(): RequestHandler {
  return compression({ threshold: compressAboveBytes });
}
