import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { pageBounds } from '@/bounds';
import { modelOn } from '@/db/models';

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
