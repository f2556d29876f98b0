import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Viewer } from '@/auth/viewer';
import { cachedEncodingFor, compressAboveBytes, compressedCopy, ownedBytes, type Encoding } from '@/http/compress';
import { PublicAnswerCache, type BuildStart } from '@/sync/publicAnswerCache';
import { makeRoomFor } from '@/boundedCollections';

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

/**
 * An answer on its way out: a kept one, or one sent once as its text. A text goes to the socket
 * as it is (Node writes a string straight from it) and leaves no buffer behind for the collector;
 * an answer of ~15 KB a request (near me) otherwise left megabytes of them between collections.
 */
export type SentAnswer = Omit<Answer, 'body'> & { body: Buffer | string };

/** An answer as its builder hands it over, with its text: the ETag and the compressed copies are added here. */
export type BuiltAnswer = Omit<Answer, 'encoded' | 'etag' | 'body'> & { body: string };

/** Express's default ETag (the `etag` package, weak): `W/"<length hex>-<sha1 base64, 27 chars>"`. */
export function weakEtagOf(body: Buffer | string): string {
  const length = Buffer.byteLength(body);
  if (length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  const hash = createHash('sha1').update(body).digest('base64').substring(0, 27);
  return `W/"${length.toString(16)}-${hash}"`;
}

/**
 * What an anonymous API answer keeps: its bytes (in memory of their own: a kept slice of a
 * shared pool would hold the whole pool, http/compress.ts), with the ETag Express would give them.
 */
export function answerOf(built: BuiltAnswer): Answer {
  return answerWith(built, textBytes(built.body));
}

/** The answer with its ETag, sending `body` (the bytes kept, or the text sent once). */
function answerWith<Body extends Buffer | string>(built: BuiltAnswer, body: Body): SentAnswer & { body: Body } {
  return { ...built, body, etag: weakEtagOf(body), encoded: {} };
}

/** `text`'s UTF-8 bytes in memory of their own, exactly their length (`Buffer.from` slices a shared pool below 4 KB). */
function textBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** A 32-bit FNV-1a hash of a request key: what the admission below remembers of a question. */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The bytes of recent anonymous read answers (a page of groups, a GraphQL browse): the
 * public-answer cache (sync/publicAnswerCache.ts) with the policy of API answers — kept a second
 * at most, 500 questions, each with its ETag computed once and its compressed copies made on
 * first demand.
 *
 * `admit` keeps an answer from the second time its question is asked among the last `maxEntries × 4`
 * questions, not the first: most near-me questions name a point of their own and are never asked
 * again, and keeping each of them evicted the popular pages' answers and held ~15 KB of bytes
 * each, outside the heap, until a full collection (docs/PERFORMANCE.md). What is remembered of a
 * question asked once is a hash; two questions sharing one only get kept a request earlier.
 */
export class AnonymousAnswers extends PublicAnswerCache<Answer, BuiltAnswer> {
  private readonly askedOnce = new Set<number>();
  private readonly remembered: number;

  constructor(versionOf: () => number, maxAgeMs = 1_000, maxEntries = 500) {
    super(versionOf, { maxAgeMs, maxEntries, complete: answerOf });
    this.remembered = maxEntries * 4;
  }

  /** The answer to send for `key`: kept from its question's second ask, sent as built the first time. */
  admit(key: string, started: BuildStart, built: BuiltAnswer): SentAnswer {
    const hash = keyHash(key);
    if (this.askedOnce.has(hash)) return this.keep(key, started, built);
    makeRoomFor(this.askedOnce, hash, this.remembered);
    this.askedOnce.add(hash);
    return answerWith(built, built.body);
  }
}

/** The answer's bytes in `encoding`, compressed on first demand and kept with it. */
export function encodedCopy(answer: SentAnswer, encoding: Encoding): Buffer {
  // Only a kept answer's copy is kept: one sent once goes with its answer.
  answer.encoded[encoding] ??=
    typeof answer.body === 'string'
      ? compressedCopy(answer.body, encoding)
      : ownedBytes(compressedCopy(answer.body, encoding));
  return answer.encoded[encoding];
}

/**
 * Sends a kept answer through Express as a freshly built one would go: status 200 with its
 * headers, `304` when the caller's `If-None-Match` matches, a compressed copy when the caller
 * accepts one (with `Vary: Accept-Encoding`, which `compression` adds to every answer).
 */
export function sendAnswer(req: Request, res: Response, answer: SentAnswer): void {
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.setHeader('Content-Type', answer.contentType);
  res.setHeader('ETag', answer.etag);
  const encoding =
    Buffer.byteLength(answer.body) >= compressAboveBytes && req.method !== 'HEAD'
      ? cachedEncodingFor(req.get('accept-encoding'))
      : null;
  if (encoding && !req.fresh) {
    res.setHeader('Content-Encoding', encoding);
    res.send(encodedCopy(answer, encoding));
    return;
  }
  res.send(answer.body);
}
