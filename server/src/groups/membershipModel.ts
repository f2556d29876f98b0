import { Schema, type Connection, type Model } from 'mongoose';
import { CapacityEngine } from '@/capacity/engine';
import { capacityCollection } from '@/capacity/layout';
import { retirementCollection } from '@/capacity/retirements';
import { modelOn } from '@/db/models';
import { waitingModel, type WaitingRecord } from '@/groups/waitlist';

/**
 * One person's membership of one group. Its `_id` is `<groupId>:<uid>`, so the unique `_id`
 * index makes "one membership per person" atomic on MongoDB and FerretDB alike.
 */
export interface MembershipRecord {
  _id: string;
  groupId: string;
  uid: string;
  displayName: string;
  /** The seat this member holds (see SeatRecord). */
  seat: number;
  joinedAt: Date;
}

/**
 * A claimed place in a group: `_id` is `<groupId>:<seat>` with seat in 1..maxMembers. A join
 * claims a seat by inserting it; the unique `_id` index lets exactly one insert per seat win,
 * so a group can never hold more members than seats — under any concurrency, across any number
 * of app processes, on both engines (FerretDB loses concurrent read-modify-writes of one
 * document, so no counter on the group document could promise that).
 */
export interface SeatRecord {
  _id: string;
  groupId: string;
  uid: string;
  /** When it was claimed: a seat with no membership after a while was left by a crash (see SeatRepair.repairSeats). */
  claimedAt?: Date;
  /**
   * Set by a leave just before it drops the membership: a seat so marked that no membership holds
   * is a place freed by a leave that a crash cut short — free at once, unlike a young seat
   * without a membership, which may be a join in flight.
   */
  releasedAt?: Date;
}

export const membershipId = (groupId: string, uid: string) => `${groupId}:${uid}`;
export const seatId = (groupId: string, seat: number) => `${groupId}:${seat}`;

const membershipSchema = new Schema<MembershipRecord>(
  {
    _id: { type: String, required: true },
    groupId: { type: String, required: true },
    uid: { type: String, required: true },
    displayName: { type: String, required: true },
    seat: { type: Number, required: true },
    joinedAt: { type: Date, required: true },
  },
  { collection: 'memberships', strictQuery: 'throw', versionKey: false },
);
membershipSchema.index({ groupId: 1, joinedAt: 1 }); // a group's member list, in join order
membershipSchema.index({ uid: 1 }); // a person's joined groups (boot load)

const seatSchema = new Schema<SeatRecord>(
  {
    _id: { type: String, required: true },
    groupId: { type: String, required: true },
    uid: { type: String, required: true },
    claimedAt: { type: Date },
    releasedAt: { type: Date },
  },
  { collection: 'seats', strictQuery: 'throw', versionKey: false },
);
seatSchema.index({ groupId: 1 }); // removing a deleted group's seats

export type MembershipModel = Model<MembershipRecord>;
export type SeatModel = Model<SeatRecord>;

export function membershipModels(connection: Connection): { memberships: MembershipModel; seats: SeatModel } {
  return {
    memberships: modelOn(connection, 'Membership', membershipSchema),
    seats: modelOn(connection, 'Seat', seatSchema),
  };
}

/**
 * The capacity engine over the groups' collections, as they were stored before it existed: a
 * group id is the scope, `seats` the seats, `memberships` the holders, `waitlist` the queue.
 */
export function groupCapacity(connection: Connection): CapacityEngine<WaitingRecord> {
  const { memberships, seats } = membershipModels(connection);
  return new CapacityEngine<WaitingRecord>({
    seats: capacityCollection(seats),
    holders: capacityCollection(memberships),
    waiting: capacityCollection(waitingModel(connection)),
    retirements: retirementCollection(connection),
    scopeField: 'groupId',
    seatField: 'seat',
    sinceField: 'joinedAt',
    separator: ':',
  });
}
