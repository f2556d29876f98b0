import { createHash } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';

export const reportReasons = ['SPAM', 'HARASSMENT', 'INAPPROPRIATE', 'MISLEADING', 'OTHER'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** What a report is about: a group, a post inside it (thread, reply, announcement) or a member. */
export const reportSubjects = ['GROUP', 'THREAD', 'REPLY', 'ANNOUNCEMENT', 'MEMBER'] as const;
export type ReportSubject = (typeof reportSubjects)[number];

export const reportStatuses = ['OPEN', 'RESOLVED'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** Who handles a report: the group's organizers (content inside it), or the site's admins (the group, its organizers). */
export const reportAudiences = ['ORGANIZERS', 'ADMINS'] as const;
export type ReportAudience = (typeof reportAudiences)[number];

/**
 * One person's report of one thing. `_id` is a digest of (reporter, subject, target), so
 * reporting the same thing twice inserts nothing new: the first insert wins, on every engine
 * (FerretDB has no transactions, and its conditional writes are not atomic). The reporter is
 * `uid`, which a person's export searches; who was reported is only `targetId`, which it never
 * does, so an export never says who reported whom.
 */
export interface ReportRecord {
  _id: string;
  uid: string;
  reporterName: string;
  subject: ReportSubject;
  /** The group's id, the post's id, or the member's uid. */
  targetId: string;
  /**
   * A reported thread's own id, or the thread a reported reply is in, so the handlers can be
   * led to it; null for the rest (absent on reports filed before it was kept).
   */
  threadId?: string | null;
  groupId: string;
  groupName: string;
  /** What the handler sees of the thing: a title, a post's first words, a member's name. */
  summary: string;
  audience: ReportAudience;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  createdAt: Date;
  resolvedAt: Date | null;
  resolverName: string | null;
  resolution: string | null;
  /** The post was hidden when the report was resolved. */
  hidden: boolean;
}

const nullableString = { type: String, default: null };

const reportSchema = new Schema<ReportRecord>(
  {
    _id: { type: String, required: true },
    uid: { type: String, required: true },
    reporterName: { type: String, required: true },
    subject: { type: String, required: true, enum: reportSubjects },
    targetId: { type: String, required: true },
    threadId: nullableString,
    groupId: { type: String, required: true },
    groupName: { type: String, required: true },
    summary: { type: String, required: true },
    audience: { type: String, required: true, enum: reportAudiences },
    reason: { type: String, required: true, enum: reportReasons },
    note: nullableString,
    status: { type: String, required: true, enum: reportStatuses },
    createdAt: { type: Date, required: true },
    resolvedAt: { type: Date, default: null },
    resolverName: nullableString,
    resolution: nullableString,
    hidden: { type: Boolean, default: false },
  },
  { collection: 'reports', strictQuery: 'throw', versionKey: false },
);
reportSchema.index({ audience: 1, status: 1, createdAt: -1 }); // the admins' queue
reportSchema.index({ groupId: 1, audience: 1, status: 1, createdAt: -1 }); // a group's queue
reportSchema.index({ uid: 1, createdAt: -1 }); // what a person filed
reportSchema.index({ subject: 1, targetId: 1, status: 1 }); // every open report of one thing

/** An account a site admin suspended: `_id` is its uid (one suspension per account). */
export interface AccountSuspensionRecord {
  _id: string;
  displayName: string;
  reason: string;
  at: Date;
}

const accountSuspensionSchema = new Schema<AccountSuspensionRecord>(
  {
    _id: { type: String, required: true },
    displayName: { type: String, required: true },
    reason: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'accountSuspensions', strictQuery: 'throw', versionKey: false },
);

/**
 * A report's resolution as a claim: `_id` is the report's id, so of two handlers resolving one
 * report at once exactly one inserts it (FerretDB's conditional updates are not atomic; a unique
 * insert is). The report's own fields are then written by that handler alone.
 */
export interface ResolutionClaim {
  _id: string;
  at: Date;
}

const resolutionClaimSchema = new Schema<ResolutionClaim>(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { collection: 'reportResolutions', strictQuery: 'throw', versionKey: false },
);

export interface ModerationModels {
  reports: Model<ReportRecord>;
  resolutions: Model<ResolutionClaim>;
  accountSuspensions: Model<AccountSuspensionRecord>;
}

export function moderationModels(connection: Connection): ModerationModels {
  return {
    reports: modelOn(connection, 'Report', reportSchema),
    resolutions: modelOn(connection, 'ReportResolution', resolutionClaimSchema),
    accountSuspensions: modelOn(connection, 'AccountSuspension', accountSuspensionSchema),
  };
}

/** The one id of a person's report of a thing. */
export function reportIdOf(uid: string, subject: ReportSubject, targetId: string): string {
  return createHash('sha256').update(`${uid}\n${subject}\n${targetId}`).digest('hex').slice(0, 24);
}
