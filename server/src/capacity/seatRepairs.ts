import type { CapacityIds, CapacityLayout } from '@/capacity/layout';
import type { SeatRetirements } from '@/capacity/retirements';

/** A seat as stored: who claimed it, when, and whether a leave gave it up. */
export interface SeatDocument {
  _id: string;
  uid: string;
  claimedAt?: Date;
  releasedAt?: Date;
}

/**
 * Repairs what a crash left among a capacity layout's seats: seats without a holder that no
 * request can still be using. Every seat is deleted through SeatRetirements (once per claim).
 */
export class SeatRepairs {
  constructor(
    private readonly layout: CapacityLayout,
    private readonly ids: CapacityIds,
    private readonly retired: SeatRetirements,
    /** Tells the process's seat hints that a seat is free again. */
    private readonly freed: (scope: string, seat: number) => void,
  ) {}

  private scoped(scope: string): Record<string, string> {
    return { [this.layout.scopeField]: scope };
  }

  /** The seat number the person holds, or null. */
  private async seatOf(scope: string, uid: string): Promise<number | null> {
    const holder = await this.layout.holders.findOne({ _id: this.ids.person(scope, uid) });
    const seat: unknown = holder?.[this.layout.seatField];
    return typeof seat === 'number' ? seat : null;
  }

  /** True when the seat's person holds it through a stored holder. */
  private async holdsSeat(scope: string, seat: SeatDocument): Promise<boolean> {
    const held = await this.seatOf(scope, seat.uid);
    return held !== null && this.ids.seat(scope, held) === seat._id;
  }

  /**
   * Frees the scope's seats a crash left behind that no request can still use: a seat a leave gave
   * up (marked released) that no holder holds, and a second seat of someone who holds another one
   * (a concurrent request of theirs lost and its clean-up was cut short). Returns how many.
   */
  async freeAbandonedSeats(scope: string): Promise<number> {
    let freed = 0;
    const seats = await this.layout.seats.find<SeatDocument>(this.scoped(scope)).toArray();
    // The holders, read after the seats (as a read per seat would be), in one query.
    const heldSeats = new Map<string, number>();
    const holders = await this.layout.holders
      .find<Record<string, unknown>>(this.scoped(scope), { projection: { uid: 1, [this.layout.seatField]: 1 } })
      .toArray();
    for (const holder of holders) {
      const seat = holder[this.layout.seatField];
      if (typeof holder.uid === 'string' && typeof seat === 'number') heldSeats.set(holder.uid, seat);
    }
    for (const seat of seats) {
      const held = heldSeats.get(seat.uid) ?? null;
      if ((held !== null && this.ids.seat(scope, held) === seat._id) || (!seat.releasedAt && held === null)) continue;
      freed += await this.retired.drop(seat);
      const number = this.ids.seatNumber(seat._id);
      if (number !== null) this.freed(scope, number);
    }
    return freed;
  }

  /**
   * Frees the seats no holder holds that were claimed more than `olderThanMs` ago (or released
   * by a leave, whatever their age). Younger ones may be a request still in flight in some process:
   * they are counted as `young` for the caller to look again later. Returns the scopes freed in.
   */
  async repair(olderThanMs: number): Promise<{ freed: number; young: number; scopes: Set<string> }> {
    const cutoff = new Date(Date.now() - olderThanMs);
    const scopes = new Set<string>();
    let freed = 0;
    let young = 0;
    await this.retired.prune();
    for (const seat of await this.layout.seats.find<SeatDocument & Record<string, unknown>>({}).toArray()) {
      const scope = String(seat[this.layout.scopeField]);
      if (await this.holdsSeat(scope, seat)) continue;
      if (!seat.releasedAt && seat.claimedAt && seat.claimedAt > cutoff) {
        young += 1;
        continue;
      }
      const deleted = await this.retired.drop(seat);
      freed += deleted;
      if (deleted > 0) scopes.add(scope);
    }
    return { freed, young, scopes };
  }
}
