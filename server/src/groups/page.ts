import { ValidationError } from '@/errors';
import { encodeCursor } from '@/groups/cursor';
import type { ListingPage } from '@/groups/listing';
import { cursorOf, type BrowseOrder, type ListingCursor, type ListingEntry } from '@/groups/listingOrder';
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

/**
 * A group in a page, and in a near-me list its distance from the list's point (else null). The
 * distance is the list's, not the group's: the node is the shared document itself (never a copy,
 * which would also miss every per-document cache, such as the next session's).
 */
export interface GroupPageEdge {
  cursor: string;
  node: GroupRecord;
  distanceKm: number | null;
}

/** A page of groups in the Relay connection shape; both adapters render it. */
export interface GroupPage {
  edges: GroupPageEdge[];
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
export function toPage(page: ListingPage, found: (GroupRecord | null)[], order: BrowseOrder): GroupPage {
  const edges = page.entries.flatMap((entry, index): GroupPageEdge[] => {
    const node = found[index];
    if (!node) return [];
    return [new PageEdge(entry, order, node, page.distances?.get(entry.id) ?? null)];
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

/**
 * An edge whose cursor is encoded when read: most answers show none but the page's last (REST's
 * `Link`, `pageInfo.endCursor`), and encoding one for every group cost a browse ~0.1 ms of CPU.
 */
class PageEdge implements GroupPageEdge {
  private encoded: string | null = null;

  constructor(
    private readonly entry: ListingEntry,
    private readonly order: BrowseOrder,
    readonly node: GroupRecord,
    readonly distanceKm: number | null,
  ) {}

  get cursor(): string {
    this.encoded ??= encodeCursor(positionOf(this.entry, this.order, this.distanceKm ?? undefined));
    return this.encoded;
  }
}

/** Where an entry stands in the order: a distance order's key is the entry's distance from the point. */
function positionOf(entry: ListingEntry, order: BrowseOrder, distanceKm: number | undefined): ListingCursor {
  return order === 'DISTANCE' ? { order, key: distanceKm ?? 0, id: entry.id } : cursorOf(entry, order);
}
