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

/** The key for a field's arguments: `{"search":"…","sort":"…"}`. */
export function groupListKey(args: Record<string, unknown> | null): string {
  const search = typeof args?.search === 'string' ? args.search.trim().toLowerCase() : '';
  const sort = typeof args?.sort === 'string' ? args.sort : defaultSort;
  return JSON.stringify({ search, sort } satisfies GroupListArgs);
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
    if (typeof parsed === 'object' && parsed && 'search' in parsed && 'sort' in parsed) {
      const { search, sort } = parsed;
      if (typeof search === 'string' && typeof sort === 'string') return { search, sort };
    }
  } catch {
    // Not a list key of ours.
  }
  return null;
}
