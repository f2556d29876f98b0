import { ValidationError } from '@/errors';
import { encodeCursor } from '@/groups/cursor';
import type { ListingPage } from '@/groups/listing';
import { cursorOf, type ListingOrder } from '@/groups/listingOrder';
import type { GroupRecord } from '@/groups/model';

/**
 * Page sizes when the caller gives none: all groups by 20; a person's own lists (organized,
 * joined, by their email) by 50, as schema.graphql's defaults say, since one page holds most.
 */
export const pageSize = { default: 20, ownDefault: 50, max: 100 } as const;

export interface PageRequest {
  first?: number | null;
  after?: string | null;
}

/** A page of groups in the Relay connection shape; both adapters render it. */
export interface GroupPage {
  edges: { cursor: string; node: GroupRecord }[];
  nodes: GroupRecord[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** The page size asked for, else the list's default; VALIDATION outside 1 to `pageSize.max`. */
export function pageLimit(first: number | null | undefined, fallback: number): number {
  const limit = first ?? fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > pageSize.max) {
    throw new ValidationError({ first: `Page size must be a whole number from 1 to ${pageSize.max}.` });
  }
  return limit;
}

/**
 * Builds the connection. A group deleted between the listing read and its fetch by id is
 * left out (the count may be one high for that instant, never a missing page).
 */
export function toPage(page: ListingPage, found: (GroupRecord | null)[], order: ListingOrder): GroupPage {
  const edges = page.entries.flatMap((entry, index) => {
    const node = found[index];
    return node ? [{ cursor: encodeCursor(cursorOf(entry, order)), node }] : [];
  });
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: page.totalCount,
  };
}
