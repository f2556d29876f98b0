import { listingBounds } from '@/bounds';
import type { ListingEntry } from '@/groups/listingOrder';

/**
 * The matches of recent browses by their question, kept until the listing next changes: a
 * filtered browse (a category, a search) is computed once for all its pages and askers. Bounded
 * in questions and in the entries they hold together (`listingBounds`), forgetting the oldest
 * question first; a result larger than the whole budget is computed each time and not kept.
 */
export class RememberedMatches {
  private readonly byQuestion = new Map<string, readonly ListingEntry[]>();
  private entries = 0;

  of(question: string, compute: () => readonly ListingEntry[]): readonly ListingEntry[] {
    const known = this.byQuestion.get(question);
    if (known) return known;
    const matches = compute();
    const { rememberedResults, rememberedEntries } = listingBounds;
    if (matches.length > rememberedEntries) return matches;
    for (const [oldest, held] of this.byQuestion) {
      if (this.byQuestion.size < rememberedResults && this.entries + matches.length <= rememberedEntries) break;
      this.byQuestion.delete(oldest);
      this.entries -= held.length;
    }
    this.byQuestion.set(question, matches);
    this.entries += matches.length;
    return matches;
  }

  /** How many group references the remembered results hold together. */
  get heldEntries(): number {
    return this.entries;
  }

  clear(): void {
    this.byQuestion.clear();
    this.entries = 0;
  }
}
