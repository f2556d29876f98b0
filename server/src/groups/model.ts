import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { hobbyCategoryNames } from '@/groups/categories';
import type { GroupFields } from '@/groups/validation';
import { modelOn } from '@/db/models';
import type { ScheduleRecord } from '@/schedule/schedule';
import type { PlaceRecord } from '@/geo/places';
import { joinPolicies, type JoinPolicy } from '@/groups/joinModel';

/**
 * A group as stored (and as read with `.lean()`): the fields its organizer edits, plus what the
 * app keeps beside them.
 */
export interface GroupRecord extends GroupFields {
  _id: Types.ObjectId;
  /** Lower-cased group name: the sort key of every listing. */
  nameKey: string;
  /** Midnight UTC of the start day. */
  startDate: Date;
  userName: string;
  userEmail: string;
  /** The organizer's Firebase uid: ownership is checked against this, never against an email. */
  ownerUid: string;
  /** When and how often the group meets (schedule/schedule.ts); absent: a one-off on startDate. */
  schedule?: ScheduleRecord | null;
  /**
   * A recurring group's discovery key: when its next session that is not cancelled starts, null
   * once none is ahead (schedule/schedule.ts nextSessionAtOf). Written with every schedule change
   * and refreshed by each process as sessions pass (GroupsService.refreshNextSessions), so no
   * start-up expands every schedule. Ignored for one-offs (their key is startDate); absent on
   * documents written before it existed: the refresh computes and stores it after the start.
   */
  nextSessionAt?: Date | null;
  /** Where the group meets, chosen from the place search; absent or null: only the free-text location. */
  place?: PlaceRecord | null;
  /** A street or venue line within the place. */
  venue?: string | null;
  /**
   * Set by a site admin (moderation/): the group is gone for everyone but its organizers and the
   * admins, who see the reason, until it is lifted. ACCOUNT: its owner's account was suspended.
   */
  suspension?: GroupSuspension | null;
  /** Who may join and how; absent: OPEN (as before join policies existed). */
  joinPolicy?: JoinPolicy;
  /** APPROVAL: what a person answers when asking to join (at most joinBounds.questions). */
  joinQuestions?: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface GroupSuspension {
  reason: string;
  at: Date;
  cause: 'GROUP' | 'ACCOUNT';
}

export type GroupModel = Model<GroupRecord>;

const groupSchema = new Schema<GroupRecord>(
  {
    groupName: { type: String, required: true },
    nameKey: { type: String, required: true },
    hobbyCategory: { type: String, required: true, enum: hobbyCategoryNames },
    description: { type: String, required: true },
    location: { type: String, required: true },
    maxMembers: { type: Number, required: true },
    startDate: { type: Date, required: true },
    imageURL: { type: String, required: true },
    userName: { type: String, required: true },
    userEmail: { type: String, required: true },
    ownerUid: { type: String, required: true },
    // Checked by sessions/validation.ts before every write; stored as written.
    schedule: { type: Schema.Types.Mixed },
    nextSessionAt: { type: Date },
    // Checked by groups/placeFields.ts; `place.point` is GeoJSON, for a 2dsphere index on MongoDB.
    place: { type: Schema.Types.Mixed },
    venue: { type: String },
    // Written by moderation/ only: { reason, at, cause }.
    suspension: { type: Schema.Types.Mixed },
    joinPolicy: { type: String, enum: joinPolicies },
    // No default: documents written before join policies existed read as OPEN without questions.
    joinQuestions: { type: [String], default: undefined },
  },
  {
    collection: 'groups',
    timestamps: true,
    // Unknown keys in a filter are an error, not silently dropped: a filter is always ours.
    strictQuery: 'throw',
  },
);

// Every query the app sends to MongoDB has an index. Listing and search are served by the
// in-memory read model (groups/listing.ts); these serve its boot load's successors and the
// owner lookups if the read model is ever bypassed.
groupSchema.index({ nameKey: 1, _id: 1 });
groupSchema.index({ userEmail: 1 });
groupSchema.index({ ownerUid: 1 });

export function groupModel(connection: Connection): GroupModel {
  return modelOn(connection, 'Group', groupSchema);
}

/** The sort key of a group name: case-insensitive, locale-independent. */
export function nameKeyOf(groupName: string): string {
  return groupName.toLowerCase();
}
