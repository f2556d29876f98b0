import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Viewer } from '@/auth/viewer';
import { cachedEncodingFor, compressAboveBytes, compressedCopy, type Encoding } from '@/http/compress';
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

/** The answer's bytes in `encoding`, compressed on first demand and kept with it. */
export function encodedCopy(answer: Answer, encoding: Encoding): Buffer {
  answer.encoded[encoding] ??= compressedCopy(answer.body, encoding);
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
