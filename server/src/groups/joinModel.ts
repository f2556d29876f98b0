import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';

/** OPEN: anyone joins (or waits). APPROVAL: people ask, organizers decide. INVITE_ONLY: nobody asks. */
export const joinPolicies = ['OPEN', 'APPROVAL', 'INVITE_ONLY'] as const;
export type JoinPolicy = (typeof joinPolicies)[number];

export const joinDecisions = ['APPROVED', 'DECLINED'] as const;
export type JoinDecision = (typeof joinDecisions)[number];

/** One answer to one of the group's questions, kept with the question as it was asked. */
export interface JoinAnswer {
  question: string;
  answer: string;
}

/**
 * A person asking to join a group that needs approval. `_id` `<groupId>:<uid>`: one open request
 * per person and group. `requestedAt` is the person's place in line: approved, they enter the
 * waitlist at this instant, so the order organizers approve in never changes who comes first.
 */
export interface JoinRequestRecord {
  _id: string;
  groupId: string;
  uid: string;
  displayName: string;
  answers: JoinAnswer[];
  requestedAt: Date;
}

/**
 * An organizer's decision on one request. `_id` `<groupId>:<uid>:<requestedAt ms>` names the
 * request it decides, so its unique insert is what decides: of two organizers deciding at once
 * (in any processes), exactly one wins; the other is told it was decided already.
 */
export interface JoinDecisionRecord {
  _id: string;
  groupId: string;
  uid: string;
  decision: JoinDecision;
  message: string | null;
  decidedBy: string;
  decidedAt: Date;
  requestedAt: Date;
}

/** A person banned from a group: `_id` `<groupId>:<uid>`. The reason is shown to them. */
export interface BanRecord {
  _id: string;
  groupId: string;
  uid: string;
  displayName: string;
  reason: string;
  bannedBy: string;
  bannedAt: Date;
}

export const personInGroupId = (groupId: string, uid: string): string => `${groupId}:${uid}`;
export const decisionId = (request: Pick<JoinRequestRecord, 'groupId' | 'uid' | 'requestedAt'>): string =>
  `${request.groupId}:${request.uid}:${request.requestedAt.getTime()}`;

const answerSchema = new Schema<JoinAnswer>(
  { question: { type: String, required: true }, answer: { type: String, required: true } },
  { _id: false },
);

const requestSchema = new Schema<JoinRequestRecord>(
  {
    _id: { type: String, required: true },
    groupId: { type: String, required: true },
    uid: { type: String, required: true },
    displayName: { type: String, required: true },
    answers: { type: [answerSchema], default: [] },
    requestedAt: { type: Date, required: true },
  },
  { collection: 'joinRequests', strictQuery: 'throw', versionKey: false },
);
requestSchema.index({ groupId: 1, requestedAt: 1 }); // a group's pending queue, oldest first
requestSchema.index({ uid: 1 }); // a person's requests (export, deletion)

const decisionSchema = new Schema<JoinDecisionRecord>(
  {
    _id: { type: String, required: true },
    groupId: { type: String, required: true },
    uid: { type: String, required: true },
    decision: { type: String, required: true, enum: joinDecisions },
    message: { type: String, default: null },
    decidedBy: { type: String, required: true },
    decidedAt: { type: Date, required: true },
    requestedAt: { type: Date, required: true },
  },
  { collection: 'joinDecisions', strictQuery: 'throw', versionKey: false },
);
decisionSchema.index({ groupId: 1 });
decisionSchema.index({ uid: 1 });

const banSchema = new Schema<BanRecord>(
  {
    _id: { type: String, required: true },
    groupId: { type: String, required: true },
    uid: { type: String, required: true },
    displayName: { type: String, required: true },
    reason: { type: String, required: true },
    bannedBy: { type: String, required: true },
    bannedAt: { type: Date, required: true },
  },
  { collection: 'groupBans', strictQuery: 'throw', versionKey: false },
);
banSchema.index({ groupId: 1 });
banSchema.index({ uid: 1 });

export interface JoinModels {
  requests: Model<JoinRequestRecord>;
  decisions: Model<JoinDecisionRecord>;
  bans: Model<BanRecord>;
}

export function joinModels(connection: Connection): JoinModels {
  return {
    requests: modelOn(connection, 'JoinRequest', requestSchema),
    decisions: modelOn(connection, 'JoinDecision', decisionSchema),
    bans: modelOn(connection, 'GroupBan', banSchema),
  };
}
