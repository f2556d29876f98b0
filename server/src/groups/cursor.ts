import { ValidationError } from '@/errors';
import { listingOrders, type BrowseOrder, type ListingCursor } from '@/groups/listingOrder';

const cursorOrders: readonly BrowseOrder[] = [...listingOrders, 'DISTANCE'];

/**
 * Cursors are opaque to clients: base64url of the position's order, sort key and id. A name
 * cursor is `[nameKey, id]`, as it always was, so cursors handed out before the other orders
 * existed still work; the other orders add their name: `[order, key, id]`.
 */
export function encodeCursor(cursor: ListingCursor): string {
  const position = cursor.order === 'NAME' ? [cursor.key, cursor.id] : [cursor.order, cursor.key, cursor.id];
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

function parse(value: string): ListingCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed)) return null;
    if (parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      return { order: 'NAME', key: parsed[0], id: parsed[1] };
    }
    const [order, key, id] = parsed as unknown[];
    if (
      parsed.length === 3 &&
      cursorOrders.includes(order as BrowseOrder) &&
      order !== 'NAME' &&
      typeof key === 'number' &&
      Number.isFinite(key) &&
      typeof id === 'string'
    ) {
      return { order: order as BrowseOrder, key, id };
    }
  } catch {
    // not JSON: refused below
  }
  return null;
}

/** The position a cursor marks; it must come from a list in `order` (a cursor of another order is refused). */
export function decodeCursor(value: string, order: BrowseOrder = 'NAME', field = 'after'): ListingCursor {
  const cursor = parse(value);
  if (!cursor) throw new ValidationError({ [field]: 'The cursor is not valid: pass a cursor this API returned.' });
  if (cursor.order !== order) {
    throw new ValidationError({ [field]: 'The cursor belongs to another sort order: start again without it.' });
  }
  return cursor;
}
