import {
  membershipId,
  seatId,
  type MembershipModel,
  type MembershipRecord,
  type SeatModel,
  type SeatRecord,
} from '@/groups/membershipModel';

/**
 * Crash repair of group places. Every write path takes the seat before the membership and drops
 * the membership before the seat, so a crash in between can leave a seat without a member (a
 * place lost), never a member without a seat; these free such seats once no join can still use them.
 */
export class SeatRepair {
  constructor(
    private readonly memberships: MembershipModel,
    private readonly seats: SeatModel,
  ) {}

  /** The number of a seat the person holds in the group without being a member (not one a leave gave up), within capacity. */
  async ownUnheldSeat(groupId: string, uid: string, maxMembers: () => Promise<number>): Promise<number | null> {
    const seat = await this.seats.findOne({ groupId, uid, releasedAt: null }).lean<SeatRecord>();
    if (!seat) return null;
    const number = Number(seat._id.slice(seat._id.lastIndexOf(':') + 1));
    return Number.isInteger(number) && number <= (await maxMembers()) ? number : null;
  }

  /**
   * Frees the group's seats that a crash left behind and that no join can still use, so the
   * places can be filled at once: a seat a leave gave up (marked released) that no membership
   * holds, and a second seat of someone who is a member through another one (a concurrent join
   * of theirs lost, and its clean-up was cut short). Returns how many.
   */
  async freeAbandonedSeats(groupId: string): Promise<number> {
    const seats = await this.seats.find({ groupId }).lean<SeatRecord[]>();
    let freed = 0;
    for (const seat of seats) {
      const membership = await this.memberships.findById(membershipId(groupId, seat.uid)).lean<MembershipRecord>();
      const held = membership !== null && seatId(groupId, membership.seat) === seat._id;
      if (held || (!seat.releasedAt && membership === null)) continue;
      freed += (await this.seats.deleteOne({ _id: seat._id, uid: seat.uid })).deletedCount;
    }
    return freed;
  }

  /** True when the seat's person holds it through a stored membership. */
  private async holdsSeat(seat: SeatRecord): Promise<boolean> {
    const membership = await this.memberships.findById(membershipId(seat.groupId, seat.uid)).lean<MembershipRecord>();
    return membership !== null && seatId(seat.groupId, membership.seat) === seat._id;
  }

  /**
   * Frees the seats that no membership holds, claimed more than `olderThanMs` ago (or marked
   * released by a leave, whatever their age). Every write
   * path takes the seat before the membership and drops the membership before the seat, so a
   * crash (or the database going away) in between can leave a seat without a member — a place
   * lost — but never a member without a seat. Seats younger than `olderThanMs` may belong to a
   * join still in flight in some process and are left alone, and counted as `young`: the caller
   * repairs again later, so a crash just before a repair is not left for good.
   */
  async repairSeats(olderThanMs: number): Promise<{ freed: number; young: number }> {
    const cutoff = new Date(Date.now() - olderThanMs);
    const seats = await this.seats.find({}).lean<SeatRecord[]>();
    let freed = 0;
    let young = 0;
    for (const seat of seats) {
      if (await this.holdsSeat(seat)) continue;
      if (!seat.releasedAt && seat.claimedAt && seat.claimedAt > cutoff) {
        young += 1; // perhaps a join in flight: looked at again by the next repair
        continue;
      }
      freed += (await this.seats.deleteOne({ _id: seat._id, uid: seat.uid })).deletedCount;
    }
    return { freed, young };
  }
}
