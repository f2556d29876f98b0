import { hobbyCategoryNames } from '@/groups/categories';
import type { ListingEntry } from '@/groups/listingOrder';

/** Searching the listing by text: a name or a category that contains the needle. */

/** Every category's key (its lower-cased name), in display order. */
export const categoryKeys = hobbyCategoryNames.map((name) => name.toLowerCase());

/** The entries whose name or category contains `needle` (all of them for an empty needle). */
export function containing(needle: string, entries: readonly ListingEntry[]): readonly ListingEntry[] {
  if (needle === '') return entries;
  const categories = categoriesContaining(needle);
  return entries.filter((entry) => categories.has(entry.categoryKey) || entry.nameKey.includes(needle));
}

export function categoriesContaining(needle: string): ReadonlySet<string> {
  return new Set(categoryKeys.filter((key) => key.includes(needle)));
}

/**
 * Every name key of a list, in list order, in one string: a search is then one native
 * `indexOf` scan of a few megabytes instead of one `includes` call per group (measured in
 * docs/PERFORMANCE.md).
 */
export class NameText {
  private readonly text: string;
  /** Where each entry's name starts in `text`. */
  private readonly starts: Int32Array;

  constructor(private readonly entries: readonly ListingEntry[]) {
    this.starts = new Int32Array(entries.length);
    let offset = 0;
    entries.forEach((entry, index) => {
      this.starts[index] = offset;
      offset += entry.nameKey.length + 1;
    });
    this.text = entries.map((entry) => entry.nameKey).join('\n');
  }

  /** The entries whose name contains `needle` or whose category is one of `categories`, in order. */
  matching(needle: string, categories: ReadonlySet<string>): ListingEntry[] {
    const named: number[] = [];
    let position = this.text.indexOf(needle);
    while (position !== -1) {
      const index = this.entryAt(position);
      const entry = this.entries[index] as ListingEntry;
      if (position + needle.length <= (this.starts[index] as number) + entry.nameKey.length) {
        named.push(index);
        // One match per name is enough: go on from the next name.
        position = index + 1 < this.entries.length ? this.text.indexOf(needle, this.starts[index + 1]) : -1;
      } else {
        // A match across two names never counts.
        position = this.text.indexOf(needle, position + 1);
      }
    }
    if (categories.size === 0) return named.map((index) => this.entries[index] as ListingEntry);
    const isNamed = new Uint8Array(this.entries.length);
    for (const index of named) isNamed[index] = 1;
    return this.entries.filter((entry, index) => isNamed[index] === 1 || categories.has(entry.categoryKey));
  }

  /** The entry whose name holds the text position (the last start at or before it). */
  private entryAt(position: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if ((this.starts[mid] as number) <= position) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}
