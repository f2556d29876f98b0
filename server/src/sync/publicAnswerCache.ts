import { makeRoomFor } from '@/boundedCollections';

/**
 * Answers that are the same for every guest, kept so the next guest asking the same question is
 * answered without building it again: the anonymous REST browses and GraphQL questions (their
 * bytes, http/anonymousAnswers.ts) and the prerendered pages (their HTML, http/prerender.ts).
 * A guest's answer depends only on the read models and the clock, never on who asks, so sharing
 * it leaks nothing; a signed-in request reads or fills them only where its answer is provably the
 * same as a guest's (http/anonymousAnswers.ts, `sharedWith`).
 * (discussion/threadCache.ts keeps records instead, the same for every reader, and filters
 * them per reader; its version and keys follow the discussion's writes.) It lives in sync/, a
 * shared leaf, so that domain code may use it too.
 *
 * One rule for all of them: an answer is kept, under its request key, while both hold:
 * - the read model's version is the one it was built at (GroupsService.version: every change of a
 *   group, its members or its waitlist bumps it, and a change drops every answer at once);
 * - it was built less than `maxAgeMs` ago: some fields depend on the clock (`isActive` turns
 *   false when a group's start passes, "upcoming" sessions), so an answer is never older than a
 *   request that arrived that much earlier would have got.
 * A full cache forgets the answer stored longest ago.
 */
export interface AnswerPolicy<Built, Kept> {
  /** How long an answer is used, for what changes with time alone. */
  maxAgeMs: number;
  /** Distinct request keys kept (searches and filters are keys of their own). */
  maxEntries: number;
  /** What is kept of an answer as built (e.g. its bytes with their ETag, computed once). */
  complete: (built: Built) => Kept;
}

/** Where a build started: its answer is kept only if nothing changed while it was built. */
export interface BuildStart {
  version: number;
  at: number;
}

interface Entry<Kept> {
  kept: Kept;
  builtAt: number;
}

export class PublicAnswerCache<Kept, Built = Kept> {
  private readonly entries = new Map<string, Entry<Kept>>();
  private version: number;

  constructor(
    /** The read model's version: any change of what an answer shows bumps it. */
    private readonly versionOf: () => number,
    private readonly policy: AnswerPolicy<Built, Kept>,
  ) {
    this.version = versionOf();
  }

  get maxAgeMs(): number {
    return this.policy.maxAgeMs;
  }

  begin(): BuildStart {
    return { version: this.versionOf(), at: Date.now() };
  }

  get(key: string): Kept | undefined {
    this.dropIfChanged();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.builtAt >= this.policy.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.kept;
  }

  /** The answer, complete, and kept for `key` unless the read model changed since `started`. */
  keep(key: string, started: BuildStart, built: Built): Kept {
    const kept = this.policy.complete(built);
    this.dropIfChanged();
    if (started.version !== this.version) return kept;
    this.entries.delete(key);
    makeRoomFor(this.entries, key, this.policy.maxEntries);
    this.entries.set(key, { kept, builtAt: started.at });
    return kept;
  }

  /**
   * How long ago `key`'s answer (as `get` would return it) was built, in ms; undefined when none
   * is kept. A cache whose answers are costly to build rebuilds a hot one before it expires.
   */
  ageOf(key: string): number | undefined {
    const entry = this.get(key) === undefined ? undefined : this.entries.get(key);
    return entry && Date.now() - entry.builtAt;
  }

  /** Drops `key`'s answer (e.g. a build that failed after it was kept as a promise). */
  forget(key: string): void {
    this.entries.delete(key);
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
