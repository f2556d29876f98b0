import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';

/**
 * A message waiting to be sent: one document per message, its `_id` naming what it is about
 * (`notification:<id>`, `reminder:<sessionId>:<uid>:<lead>`), so the same message is queued once
 * however often it is asked for. The recipient is a person (`uid`): their address is looked up
 * when it is sent, so it is never stored here and a deleted account gets nothing.
 */
export interface OutboxRecord {
  _id: string;
  uid: string;
  /** The preference kind it belongs to (mail/kinds.ts). */
  kind: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: string }[];
  /** Attempts made so far; the next attempt's claim is `<_id>#<attempts>`. */
  attempts: number;
  /**
   * Attempts that failed (refused, SMTP down): the backoff and the give-up count go by these, not
   * by attempts handed back unsent or taken over after a crash. Absent on messages queued before.
   */
  failures?: number;
  /** Not before this instant (backoff after a failure). */
  dueAt: Date;
  createdAt: Date;
  lastError: string | null;
}

/**
 * The claim on one attempt of one message: inserted with a unique `_id` (`<outboxId>#<attempt>`),
 * so exactly one worker, in any process, makes that attempt. It lapses at `expiresAt` (the
 * worker died or hung), and then the next attempt may be claimed.
 */
export interface ClaimRecord {
  _id: string;
  outboxId: string;
  owner: string;
  expiresAt: Date;
}

/** The claim on attempt `attempt` of a message. */
export function claimIdOf(outboxId: string, attempt: number): string {
  return `${outboxId}#${attempt}`;
}

/** What became of a message that left the outbox: sent, refused for good, or dropped (account gone). */
export interface OutcomeRecord {
  _id: string;
  uid: string;
  outcome: 'sent' | 'failed' | 'dropped';
  at: Date;
  attempts: number;
}

const outboxSchema = new Schema<OutboxRecord>(
  {
    _id: { type: String, required: true },
    uid: { type: String, required: true },
    kind: { type: String, required: true },
    subject: { type: String, required: true },
    html: { type: String, required: true },
    text: { type: String, required: true },
    headers: { type: Schema.Types.Mixed, default: {} },
    attachments: { type: [{ _id: false, filename: String, contentType: String, content: String }], default: [] },
    attempts: { type: Number, required: true },
    failures: { type: Number, default: 0 },
    dueAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    lastError: { type: String, default: null },
  },
  { collection: 'mail_outbox', strictQuery: 'throw', versionKey: false, minimize: false },
);
outboxSchema.index({ dueAt: 1 });
outboxSchema.index({ uid: 1 });

const claimSchema = new Schema<ClaimRecord>(
  {
    _id: { type: String, required: true },
    outboxId: { type: String, required: true },
    owner: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'mail_claims', strictQuery: 'throw', versionKey: false },
);
claimSchema.index({ outboxId: 1 });

const outcomeSchema = new Schema<OutcomeRecord>(
  {
    _id: { type: String, required: true },
    uid: { type: String, required: true },
    outcome: { type: String, required: true, enum: ['sent', 'failed', 'dropped'] },
    at: { type: Date, required: true },
    attempts: { type: Number, required: true },
  },
  { collection: 'mail_outcomes', strictQuery: 'throw', versionKey: false },
);
outcomeSchema.index({ uid: 1 });

export interface OutboxModels {
  outbox: Model<OutboxRecord>;
  claims: Model<ClaimRecord>;
  outcomes: Model<OutcomeRecord>;
}

export function outboxModels(connection: Connection): OutboxModels {
  return {
    outbox: modelOn(connection, 'MailOutbox', outboxSchema),
    claims: modelOn(connection, 'MailClaim', claimSchema),
    outcomes: modelOn(connection, 'MailOutcome', outcomeSchema),
  };
}
