import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';

/** The roles a person can be given in a group besides its owner (who is `group.ownerUid`, one). */
export const teamRoles = ['CO_ORGANIZER', 'HOST'] as const;
export type TeamRole = (typeof teamRoles)[number];

/**
 * One person's role in one group's organizing team. `_id` is `<groupId>:<uid>`, so the unique
 * `_id` index makes "one role per person and group" hold on MongoDB and FerretDB alike.
 */
export interface TeamRecord {
  _id: string;
  groupId: string;
  uid: string;
  role: TeamRole;
  displayName: string;
  /** Kept from their token when they accepted: the group's email should ownership pass to them. Never shown. */
  email: string | null;
  since: Date;
}

/**
 * An invitation into a group's team, for one signed-in person: `_id` `<groupId>:<uid>`, so
 * inviting twice is one invitation (the later role wins) and only that uid can answer it.
 */
export interface InvitationRecord {
  _id: string;
  groupId: string;
  uid: string;
  role: TeamRole;
  invitedBy: string;
  invitedAt: Date;
}

export const teamMemberId = (groupId: string, uid: string): string => `${groupId}:${uid}`;

const teamSchema = new Schema<TeamRecord>(
  {
    _id: { type: String, required: true },
    groupId: { type: String, required: true },
    uid: { type: String, required: true },
    role: { type: String, required: true, enum: teamRoles },
    displayName: { type: String, required: true },
    email: { type: String, default: null },
    since: { type: Date, required: true },
  },
  { collection: 'groupRoles', strictQuery: 'throw', versionKey: false },
);
teamSchema.index({ groupId: 1 });
teamSchema.index({ uid: 1 });

const invitationSchema = new Schema<InvitationRecord>(
  {
    _id: { type: String, required: true },
    groupId: { type: String, required: true },
    uid: { type: String, required: true },
    role: { type: String, required: true, enum: teamRoles },
    invitedBy: { type: String, required: true },
    invitedAt: { type: Date, required: true },
  },
  { collection: 'teamInvitations', strictQuery: 'throw', versionKey: false },
);
invitationSchema.index({ uid: 1 });
invitationSchema.index({ groupId: 1 });

export type TeamModel = Model<TeamRecord>;
export type InvitationModel = Model<InvitationRecord>;

export function teamModels(connection: Connection): { roles: TeamModel; invitations: InvitationModel } {
  return {
    roles: modelOn(connection, 'GroupRole', teamSchema),
    invitations: modelOn(connection, 'TeamInvitation', invitationSchema),
  };
}
