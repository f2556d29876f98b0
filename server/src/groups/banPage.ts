import { joinBounds } from '@/bounds';
import { ValidationError } from '@/errors';
import type { BanRecord } from '@/groups/joinModel';

/** What a caller asks of a group's bans: a page size and where the last page ended. */
export interface BanPageRequest {
  first?: number | null;
  after?: string | null;
}

/** One page of bans, newest first; `nextCursor` is null on the last page. */
export interface BanPage {
  nodes: BanRecord[];
  nextCursor: string | null;
  totalCount: number;
}

const invalidCursor = () => new ValidationError({ after: 'The cursor is not valid: pass a cursor this API returned.' });

/** The page size asked for, else the default; VALIDATION outside 1 to the bound. */
export function banPageSize(first: number | null | undefined, field = 'first'): number {
  const size = first ?? joinBounds.bansPage.default;
  if (!Number.isInteger(size) || size < 1 || size > joinBounds.bansPage.max) {
    throw new ValidationError({ [field]: `${field} must be a whole number from 1 to ${joinBounds.bansPage.max}.` });
  }
  return size;
}

/** Opaque to clients: base64url of the last ban's `[bannedAt ms, _id]`, the list's order. */
const encodeCursor = (ban: BanRecord) =>
  Buffer.from(JSON.stringify([ban.bannedAt.getTime(), ban._id])).toString('base64url');

function decodeCursor(value: string): { at: number; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'number' || !Number.isFinite(at) || typeof id !== 'string') throw invalidCursor();
  return { at, id };
}

/** Newest first; bans of the same instant by id, so the order is total and a cursor exact. */
const newestFirst = (a: BanRecord, b: BanRecord) =>
  b.bannedAt.getTime() - a.bannedAt.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/**
 * One page of a group's bans (all of them, as this process holds them in memory: a few thousand at
 * most, sorted in well under a millisecond). The cursor names the last ban shown, not a position,
 * so a ban lifted or added between two pages neither repeats nor skips one that stays.
 */
export function banPageOf(bans: readonly BanRecord[], request: BanPageRequest = {}, field = 'first'): BanPage {
  const size = banPageSize(request.first, field);
  const sorted = [...bans].sort(newestFirst);
  let rest = sorted;
  if (request.after) {
    const { at, id } = decodeCursor(request.after);
    rest = sorted.filter((ban) => ban.bannedAt.getTime() < at || (ban.bannedAt.getTime() === at && ban._id > id));
  }
  const nodes = rest.slice(0, size);
  const last = nodes.at(-1);
  return { nodes, nextCursor: rest.length > size && last ? encodeCursor(last) : null, totalCount: bans.length };
}
