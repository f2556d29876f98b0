import { Schema, trusted, Types, type Connection, type Model, type QueryFilter } from 'mongoose';
import { pageBounds, teamBounds } from '@/bounds';
import { modelOn } from '@/db/models';
import { ValidationError } from '@/errors';

/** What an organizer (or the person themself, for answers and stepping down) did in a group. */
export const auditActions = [
  'EDITED',
  'INVITED',
  'JOINED_TEAM',
  'DECLINED_TEAM',
  'ROLE_CHANGED',
  'LEFT_TEAM',
  'TRANSFERRED',
  'REMOVED',
  'REPORT_RESOLVED',
  'HID_POST',
  'SUSPENDED',
  'UNSUSPENDED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_UNSUSPENDED',
  'APPROVED',
  'DECLINED',
  'BANNED',
  'UNBANNED',
  'JOIN_POLICY',
  'INVITE_LINK_CREATED',
  'INVITE_LINKS_REVOKED',
  'JOINED_BY_INVITE',
  'SHOWED_POST',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One line of a group's audit log: who did what to whom, and when. Written after the step it records. */
export interface AuditRecord {
  _id: Types.ObjectId;
  groupId: string;
  at: Date;
  action: AuditAction;
  actorUid: string;
  actorName: string;
  targetUid: string | null;
  targetName: string | null;
  /** The role given, or the fields edited. */
  detail: string | null;
}

const auditSchema = new Schema<AuditRecord>(
  {
    groupId: { type: String, required: true },
    at: { type: Date, required: true },
    action: { type: String, required: true, enum: auditActions },
    actorUid: { type: String, required: true },
    actorName: { type: String, required: true },
    targetUid: { type: String, default: null },
    targetName: { type: String, default: null },
    detail: { type: String, default: null },
  },
  { collection: 'groupAudit', strictQuery: 'throw', versionKey: false },
);
auditSchema.index({ groupId: 1, at: -1 });

export type NewAuditEntry = Omit<AuditRecord, '_id' | 'at'>;

/** A page of a log, newest first; `nextCursor` is null on the last page. */
export interface AuditPage {
  nodes: AuditRecord[];
  nextCursor: string | null;
}

const invalidCursor = () => new ValidationError({ after: 'The cursor is not valid: pass a cursor this API returned.' });

/** Opaque to clients: base64url of the last entry's `[at ms, _id]`, the log's order. */
function encodeCursor(entry: AuditRecord): string {
  return Buffer.from(JSON.stringify([entry.at.getTime(), entry._id.toHexString()])).toString('base64url');
}

function decodeCursor(value: string): { at: Date; id: Types.ObjectId } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'number' || !Number.isFinite(at) || typeof id !== 'string' || !/^[0-9a-f]{24}$/.test(id)) {
    throw invalidCursor();
  }
  return { at: new Date(at), id: new Types.ObjectId(id) };
}

/** The page size asked for, else the default; VALIDATION outside 1 to the bound. */
function auditPageSize(first: number | null | undefined, field: string): number {
  const size = first ?? teamBounds.auditPage.default;
  if (!Number.isInteger(size) || size < 1 || size > teamBounds.auditPage.max) {
    throw new ValidationError({ [field]: `${field} must be a whole number from 1 to ${teamBounds.auditPage.max}.` });
  }
  return size;
}

/** A group's audit log; who may read it is the permission table's SEE_AUDIT. */
export class AuditLog {
  constructor(private readonly entries: Model<AuditRecord>) {}

  createIndexes(): Promise<void> {
    return this.entries.createIndexes().then(() => undefined);
  }

  async record(entry: NewAuditEntry): Promise<void> {
    await this.entries.create({ ...entry, at: new Date() });
  }

  /** The newest entries first, at most a page. */
  list(groupId: string, first: number = pageBounds.default): Promise<AuditRecord[]> {
    const size = Math.min(Math.max(1, Math.trunc(first)), pageBounds.max);
    return this.entries.find({ groupId }).sort({ at: -1, _id: -1 }).limit(size).lean<AuditRecord[]>();
  }

  /** A page of the log, newest first (ties by id), after `after` (a `nextCursor` this gave). */
  async page(
    groupId: string,
    { first, after, field = 'first' }: { first?: number | null; after?: string | null; field?: string },
  ): Promise<AuditPage> {
    const size = auditPageSize(first, field);
    const filter: QueryFilter<AuditRecord> = { groupId };
    if (after) {
      const { at, id } = decodeCursor(after);
      filter.$or = [{ at: trusted({ $lt: at }) }, { at, _id: trusted({ $lt: id }) }];
    }
    const read = await this.entries
      .find(filter)
      .sort({ at: -1, _id: -1 })
      .limit(size + 1)
      .lean<AuditRecord[]>();
    const nodes = read.slice(0, size);
    const last = nodes.at(-1);
    return { nodes, nextCursor: read.length > size && last ? encodeCursor(last) : null };
  }

  /** A deleted account is no longer named in any log; what was done stays. */
  async forgetPerson(uid: string): Promise<void> {
    const gone = 'A deleted account';
    await this.entries.updateMany({ actorUid: uid }, { $set: { actorUid: '', actorName: gone } });
    await this.entries.updateMany({ targetUid: uid }, { $set: { targetUid: '', targetName: gone } });
  }

  /** A deleted group's log goes with it. */
  async removeGroup(groupId: string): Promise<void> {
    await this.entries.deleteMany({ groupId });
  }
}

export function auditLogOn(connection: Connection): AuditLog {
  return new AuditLog(modelOn(connection, 'GroupAudit', auditSchema));
}
