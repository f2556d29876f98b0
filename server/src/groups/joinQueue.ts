import { trusted, type QueryFilter } from 'mongoose';
import { joinBounds } from '@/bounds';
import { ValidationError } from '@/errors';
import { decisionId, type JoinDecisionRecord, type JoinModels, type JoinRequestRecord } from '@/groups/joinModel';

/** What a caller asks of the organizers' queue: a page size and where the last page ended. */
export interface QueuePageRequest {
  first?: number | null;
  after?: string | null;
}

/** One page of requests waiting, in request order; `nextCursor` is null on the last page. */
export interface QueuePage {
  nodes: JoinRequestRecord[];
  nextCursor: string | null;
  totalCount: number;
}

const invalidCursor = () => new ValidationError({ after: 'The cursor is not valid: pass a cursor this API returned.' });

/** Opaque to clients: base64url of the last request's `[requestedAt ms, _id]`, the queue's order. */
function encodeCursor(request: JoinRequestRecord): string {
  return Buffer.from(JSON.stringify([request.requestedAt.getTime(), request._id])).toString('base64url');
}

function decodeCursor(value: string): { at: Date; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'number' || !Number.isFinite(at) || typeof id !== 'string') throw invalidCursor();
  return { at: new Date(at), id };
}

/** The page size asked for, else the default; VALIDATION outside 1 to the bound. */
export function queuePageSize(first: number | null | undefined, field = 'first'): number {
  const size = first ?? joinBounds.pendingPage.default;
  if (!Number.isInteger(size) || size < 1 || size > joinBounds.pendingPage.max) {
    throw new ValidationError({ [field]: `${field} must be a whole number from 1 to ${joinBounds.pendingPage.max}.` });
  }
  return size;
}

/**
 * Reads one page of a group's requests, oldest first (ties by id), and their decisions by id:
 * a request decided already (its process stopped before removing it) is left out of the page
 * and handed to `leftover` to be finished. The page may then hold fewer than `first`.
 */
export async function readQueuePage(
  models: Pick<JoinModels, 'requests' | 'decisions'>,
  groupId: string,
  request: QueuePageRequest,
  totalCount: number,
  leftover: (request: JoinRequestRecord, decision: JoinDecisionRecord) => void,
): Promise<QueuePage> {
  const size = queuePageSize(request.first);
  const filter: QueryFilter<JoinRequestRecord> = { groupId };
  if (request.after) {
    const { at, id } = decodeCursor(request.after);
    filter.$or = [{ requestedAt: trusted({ $gt: at }) }, { requestedAt: at, _id: trusted({ $gt: id }) }];
  }
  const read = await models.requests
    .find(filter)
    .sort({ requestedAt: 1, _id: 1 })
    .limit(size + 1)
    .lean<JoinRequestRecord[]>();
  const page = read.slice(0, size);
  const decided = page.length
    ? await models.decisions.find({ _id: trusted({ $in: page.map(decisionId) }) }).lean<JoinDecisionRecord[]>()
    : [];
  const decisions = new Map(decided.map((decision) => [decision._id, decision]));
  const nodes = page.filter((pending) => {
    const decision = decisions.get(decisionId(pending));
    if (decision) leftover(pending, decision);
    return !decision;
  });
  const last = page.at(-1);
  return { nodes, nextCursor: read.length > size && last ? encodeCursor(last) : null, totalCount };
}
