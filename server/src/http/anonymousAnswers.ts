import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { compressAboveBytes } from '@/http/compress';

/**
 * The bytes of recent anonymous read answers (a page of groups, a GraphQL browse), so the same
 * question asked again by anyone without a token is answered without building and serializing
 * it again. An anonymous answer is the same for every anonymous caller (who sees what depends
 * only on the viewer, and there is none), so sharing it leaks nothing; signed-in requests never
 * read or fill this cache.
 *
 * An answer is kept while both hold:
 * - the read model's version is the one it was built at: every change of a group, its members
 *   or its waitlist bumps it (GroupsService.version), and a change drops every answer;
 * - it was built less than `maxAgeMs` ago: some fields depend on the clock (`isActive` turns
 *   false when a group's start passes), so an answer is never older than a request that
 *   arrived that much earlier would have got.
 */
export interface Answer {
  body: Buffer;
  contentType: string;
  /** Express's weak ETag of the body, computed once (`res.send` would hash the body every time). */
  etag: string;
  /** Other headers of the answer (paging: `X-Total-Count`, `Link`). */
  headers: readonly (readonly [string, string])[];
  /** Compressed copies, made on first demand. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip';

interface Entry {
  answer: Answer;
  builtAt: number;
}

/** Express's default ETag (the `etag` package, weak): `W/"<length hex>-<sha1 base64, 27 chars>"`. */
export function weakEtagOf(body: Buffer): string {
  if (body.length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  const hash = createHash('sha1').update(body).digest('base64').substring(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

export class AnonymousAnswers {
  private readonly entries = new Map<string, Entry>();
  private version: number;

  constructor(
    /** The read model's version: any change of what an answer shows bumps it. */
    private readonly versionOf: () => number,
    readonly maxAgeMs = 1_000,
    private readonly maxEntries = 500,
  ) {
    this.version = versionOf();
  }

  /** Where a build starts: an answer is stored only if nothing changed while it was built. */
  begin(): { version: number; at: number } {
    return { version: this.versionOf(), at: Date.now() };
  }

  get(key: string): Answer | undefined {
    this.dropIfChanged();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.builtAt >= this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  /** The answer, complete, and kept for `key` unless the read model changed while it was built. */
  keep(key: string, started: { version: number; at: number }, built: Omit<Answer, 'encoded' | 'etag'>): Answer {
    const answer: Answer = { ...built, etag: weakEtagOf(built.body), encoded: {} };
    this.dropIfChanged();
    if (started.version !== this.version) return answer;
    // Oldest first: a full cache forgets the answer stored longest ago.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { answer, builtAt: started.at });
    return answer;
  }

  get size(): number {
    return this.entries.size;
  }

  private dropIfChanged(): void {
    const version = this.versionOf();
    if (version === this.version) return;
    this.version = version;
    this.entries.clear();
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
