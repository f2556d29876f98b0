import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import type { Viewer } from '@/auth/viewer';
import { compressAboveBytes } from '@/http/compress';
import { PublicAnswerCache } from '@/sync/publicAnswerCache';

/** An anonymous API answer as kept: its bytes and headers, sent again as they are. */
export interface Answer {
  body: Buffer;
  contentType: string;
  /** Express's weak ETag of the body, computed once (`res.send` would hash the body every time). */
  etag: string;
  /** Other headers of the answer (paging: `X-Total-Count`, `Link`). */
  headers: readonly (readonly [string, string])[];
  /** Compressed copies, made on first demand. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /**
   * The signed-in people who would get the same bytes (the answer shows nothing that depends on
   * who asks, for them): they are answered from it too. Absent: guests only.
   */
  sharedWith?: (viewer: Viewer) => boolean;
}

export type Encoding = 'br' | 'gzip';

/** An answer as its builder hands it over: the ETag and the compressed copies are added here. */
export type BuiltAnswer = Omit<Answer, 'encoded' | 'etag'>;

/** Express's default ETag (the `etag` package, weak): `W/"<length hex>-<sha1 base64, 27 chars>"`. */
export function weakEtagOf(body: Buffer): string {
  if (body.length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  const hash = createHash('sha1').update(body).digest('base64').substring(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

/** What an anonymous API answer keeps: its bytes, with the ETag Express would give them. */
export function answerOf(built: BuiltAnswer): Answer {
  return { ...built, etag: weakEtagOf(built.body), encoded: {} };
}

/**
 * The bytes of recent anonymous read answers (a page of groups, a GraphQL browse): the
 * public-answer cache (sync/publicAnswerCache.ts) with the policy of API answers — kept a second
 * at most, 500 questions, each with its ETag computed once and its compressed copies made on
 * first demand.
 */
export class AnonymousAnswers extends PublicAnswerCache<Answer, BuiltAnswer> {
  constructor(versionOf: () => number, maxAgeMs = 1_000, maxEntries = 500) {
    super(versionOf, { maxAgeMs, maxEntries, complete: answerOf });
  }
}

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

/** The answer's bytes in `encoding`, compressed on first demand and kept with it. */
export function encodedCopy(answer: Answer, encoding: Encoding): Buffer {
  // The settings `compression` uses for answers made on the fly (brotli quality 4, gzip's default).
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : zlib.gzipSync(answer.body);
  return answer.encoded[encoding];
}

/**
 * Sends a kept answer through Express as a freshly built one would go: status 200 with its
 * headers, `304` when the caller's `If-None-Match` matches, a compressed copy when the caller
 * accepts one (with `Vary: Accept-Encoding`, which `compression` adds to every answer).
 */
export function sendAnswer(req: Request, res: Response, answer: Answer): void {
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('ETag', answer.etag);
  const encoding =
    answer.body.length >= compressAboveBytes && req.method !== 'HEAD'
      ? cachedEncodingFor(req.get('accept-encoding'))
      : null;
  if (encoding && !req.fresh) {
    res.setHeader('Content-Encoding', encoding);
    res.send(encodedCopy(answer, encoding));
    return;
  }
  res.send(answer.body);
}
