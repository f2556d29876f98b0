/**
 * The cache key of one `Query.groups` list: the arguments that pick the list (search, sort), not
 * the page (`first`, `after`), so every page of one list lands in one entry. Written by the field
 * policy in apollo/cache.ts, read back by the cache edits of the group mutations.
 */
export interface GroupListArgs {
  /** Trimmed and lower-cased: searches differing only in case or surrounding spaces are the same list on the server. */
  search: string;
  sort: string;
}

const defaultSort = 'NAME_ASC';

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);

/** The key for a field's arguments: `{"search":"…","sort":"…"}`. */
export function groupListKey(args: Record<string, unknown> | null): string {
  const search = typeof args?.search === 'string' ? args.search.trim().toLowerCase() : '';
  const sort = typeof args?.sort === 'string' ? args.sort : defaultSort;
  // Filters and orders (All Groups) pick the list too; without them (an empty filter is none) the
  // key stays as it was, so the unfiltered All Groups list is the one the cache edits keep current.
  const filter = isEmpty(args?.filter) ? null : args?.filter;
  const orderBy = args?.orderBy ?? null;
  const narrowed = filter || orderBy ? { filter, orderBy } : {};
  return JSON.stringify({ search, sort, ...narrowed });
}

/**
 * The list arguments back from a store field name (`groups:{"search":"…","sort":"…"}`, as Apollo
 * prefixes the key with the field's name); null for anything that is not such a key.
 */
export function parseGroupListKey(storeFieldName: string): GroupListArgs | null {
  const start = storeFieldName.indexOf(':');
  if (start === -1) return null;
  try {
    const parsed: unknown = JSON.parse(storeFieldName.slice(start + 1));
    // A filtered list is not one the cache edits can place a group in: they leave it alone.
    if (typeof parsed === 'object' && parsed && ('filter' in parsed || 'orderBy' in parsed)) return null;
    if (typeof parsed === 'object' && parsed && 'search' in parsed && 'sort' in parsed) {
      const { search, sort } = parsed;
      if (typeof search === 'string' && typeof sort === 'string') return { search, sort };
    }
  } catch {
    // Not a list key of ours.
  }
  return null;
}
