import { ValidationError } from '@/errors';
import type { ListingCursor } from '@/groups/listing';

/** Cursors are opaque to clients: base64url of the position's sort key and id. */
export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify([cursor.nameKey, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string, field = 'after'): ListingCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string'
    ) {
      return { nameKey: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the validation error below
  }
  throw new ValidationError({ [field]: 'The cursor is not valid: pass a cursor this API returned.' });
}
