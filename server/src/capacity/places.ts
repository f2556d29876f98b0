import { capacityBounds } from '@/bounds';
import { CapacityIds, type CapacityLayout, type Person, type StoredDocument } from '@/capacity/layout';
import { SeatRepairs, type SeatDocument } from '@/capacity/seatRepairs';
import { SeatRetirements } from '@/capacity/retirements';
import { SeatHints, type KnownSeat, type ScopeHint } from '@/capacity/seatHints';
import type { Batches } from '@/db/batches';
import { insertBatches } from '@/db/insertBatches';
import { SharedCalls } from '@/db/sharedCalls';

/** What asking for a place did: took one now, already held one, or found none free. */
export type TakeOutcome = 'TAKEN' | 'HELD' | 'FULL';

/** Reads the scope's current capacity (it may change while a take is in flight). */
export type CapacityOf = () => Promise<number>;

/** A seat claimed for a person, and when this process sent the claim (null: an earlier try's claim). */
interface Claim {
  seat: number;
  claimedAt: number | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Places and their holders. Capacity rests on unique `_id` inserts, never on a count: a seat
 * `<scope>:<n>` is claimed by inserting it, so exactly one insert per seat wins and a scope can
 * never hold more holders than seats, under any concurrency, across any number of app processes,
 * on MongoDB and FerretDB alike (FerretDB loses concurrent read-modify-writes of one document).
 * One holder `_id` per person makes "one place per person" the same kind of insert.
 *
 * Every write takes the seat before the holder and drops the holder before the seat, so a crash
 * in between leaves a seat without a holder (a place lost until `repair`), never a holder
 * without a seat. A leave marks its seat released first, so such a seat is free at once.
 */
export class Places {
  readonly ids: CapacityIds;
  /** Every seat is deleted through it: once per claim, whoever asks (see SeatRetirements). */
  private readonly retired: SeatRetirements;
  private readonly hints = new SeatHints();
  private readonly seatCounts: SharedCalls<string, number>;
  private readonly holderCounts: SharedCalls<string, number>;
  private readonly abandonedSeatSweeps: SharedCalls<string, number>;
  private readonly repairs: SeatRepairs;
  /** A crowd's seat claims and holders go to the database a few inserts at a time (each still decided by its unique `_id`). */
  private readonly seatInserts: Batches<StoredDocument, boolean>;
  private readonly holderInserts: Batches<StoredDocument, boolean>;
  /**
   * How old an unheld seat must be before a repair may free it, in every process using these
   * seats (SEAT_REPAIR_AFTER_MS); 0 when not told, and then every hold checks its seat.
   */
  repairPatienceMs = 0;

  constructor(private readonly layout: CapacityLayout) {
    this.ids = new CapacityIds(layout);
    this.retired = new SeatRetirements(layout.seats, layout.retirements);
    this.seatCounts = new SharedCalls((scope) => layout.seats.countDocuments(this.scoped(scope)));
    this.holderCounts = new SharedCalls((scope) => layout.holders.countDocuments(this.scoped(scope)));
    this.repairs = new SeatRepairs(layout, this.ids, this.retired, (scope, seat) => this.hints.freed(scope, seat));
    this.abandonedSeatSweeps = new SharedCalls((scope) => this.repairs.freeAbandonedSeats(scope));
    this.seatInserts = insertBatches(layout.seats, capacityBounds.documentsPerInsert);
    this.holderInserts = insertBatches(layout.holders, capacityBounds.documentsPerInsert);
  }

  private scoped(scope: string): Record<string, string> {
    return { [this.layout.scopeField]: scope };
  }

  async isHolder(scope: string, uid: string): Promise<boolean> {
    return (
      (await this.layout.holders.findOne({ _id: this.ids.person(scope, uid) }, { projection: { _id: 1 } })) !== null
    );
  }

  /** The seat number the person holds, or null. */
  async seatOf(scope: string, uid: string): Promise<number | null> {
    const holder = await this.layout.holders.findOne({ _id: this.ids.person(scope, uid) });
    const seat: unknown = holder?.[this.layout.seatField];
    return typeof seat === 'number' ? seat : null;
  }

  /**
   * How many seats are claimed, as stored (at least the holders; more while claims are in flight
   * or after a crash). A crowd queueing at once shares fresh counts (see SharedCalls).
   */
  seatCount(scope: string): Promise<number> {
    return this.seatCounts.get(scope);
  }

  /** How many hold a place, as stored (a crowd asking at once shares fresh counts). */
  holderCount(scope: string): Promise<number> {
    return this.holderCounts.get(scope);
  }

  /**
   * Gives the person a place, idempotently: a seat they claimed in an earlier try that a crash
   * cut short is theirs again (a retry takes it instead of a second place); else a free seat
   * within the capacity, re-read after the claim so a seat claimed while it was lowered is given back.
   */
  async take(
    scope: string,
    person: Person,
    capacity: CapacityOf,
    { holderChecked = false }: { holderChecked?: boolean } = {},
  ): Promise<TakeOutcome> {
    // Whether they hold a place already is asked only when no seat is left for them: with a seat
    // free, holding it finds that out by itself (the holder insert is a duplicate: see hold), so
    // a crowd of newcomers saves a read each.
    return this.hints.using(scope, async (hint) => {
      const limit = await capacity();
      if (!hint.known) await hint.refresh(() => storedSeats(this.layout, this.ids, scope));
      let claim =
        (await this.ownUnheldSeat(scope, person.uid, limit, hint)) ??
        (await this.claimSeat(scope, person.uid, limit, hint, capacity));
      // A seat lost before it was held (see hold) is claimed again, once.
      for (let attempt = 1; claim !== null; attempt += 1) {
        const held = await this.hold(scope, person, claim);
        if (held !== 'LOST') return held;
        claim = attempt === 1 ? await this.claimSeat(scope, person.uid, await capacity(), hint, capacity) : null;
      }
      if (!holderChecked && (await this.isHolder(scope, person.uid))) return 'HELD';
      // The same person asking several times at once: their other request may hold the last place.
      return hint.hasSeatOf(person.uid) && (await this.heldMeanwhile(scope, person.uid)) ? 'HELD' : 'FULL';
    });
  }

  /**
   * A seat the person claimed in an earlier try without holding it (not one a leave gave up),
   * within the limit. The hint only says where to look: the seat may have been freed since (a
   * sweep frees a seat nobody held for a while) and claimed by someone else, so it is read again,
   * by its id, before it is used; holding a seat someone else claimed would seat two people on it.
   */
  private async ownUnheldSeat(scope: string, uid: string, limit: number, hint: ScopeHint): Promise<Claim | null> {
    const seat = hint.unreleasedSeatOf(uid, limit);
    if (seat === null) return null;
    const stored = await this.layout.seats.findOne<SeatDocument>({ _id: this.ids.seat(scope, seat) });
    if (stored?.uid === uid && !stored.releasedAt) return { seat, claimedAt: null };
    hint.learn(stored ? { number: seat, uid: stored.uid, released: Boolean(stored.releasedAt) } : null, seat);
    return null;
  }

  /** Records the holder of a claimed seat: HELD (the seat given back unless theirs) when they hold a place already, LOST when the seat is no longer theirs. */
  private async hold(scope: string, person: Person, claim: Claim): Promise<'TAKEN' | 'HELD' | 'LOST'> {
    const { seat, claimedAt } = claim;
    const id = this.ids.person(scope, person.uid);
    // No answer is not a refusal (it throws): the insert may still be stored (a connection that
    // timed out while the database worked on). The seat stays claimed: a retry adopts it, and the
    // repair frees it once no holder can still arrive.
    const inserted = await this.holderInserts.add({
      _id: id,
      ...this.scoped(scope),
      uid: person.uid,
      ...(person.displayName === undefined ? {} : { displayName: person.displayName }),
      [this.layout.seatField]: seat,
      [this.layout.sinceField]: new Date(),
    });
    if (!inserted) {
      // Two tries of one person may share an adopted seat: the winner's seat stays.
      if ((await this.seatOf(scope, person.uid)) !== seat) await this.giveBack(scope, seat, person.uid);
      return 'HELD';
    }
    // A request slower than the sweep's patience (SEAT_REPAIR_AFTER_MS) may find its seat freed
    // as abandoned and claimed by someone else: only the seat's claimant keeps a holder on it.
    // Within half the patience of its own claim (the other half for clocks that differ between
    // hosts) no sweep can have freed it, and the read is saved.
    if (claimedAt !== null && performance.now() - claimedAt < this.repairPatienceMs / 2) return 'TAKEN';
    const stored = await this.layout.seats.findOne<SeatDocument>({ _id: this.ids.seat(scope, seat) });
    if (stored?.uid === person.uid) return 'TAKEN';
    await this.layout.holders.deleteOne({ _id: id, [this.layout.seatField]: seat });
    return 'LOST';
  }

  /** True once another request of the same person has stored them as holder (waiting while one holds a seat for them). */
  private async heldMeanwhile(scope: string, uid: string): Promise<boolean> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if (await this.isHolder(scope, uid)) return true;
      if (!(await this.layout.seats.findOne({ ...this.scoped(scope), uid }, { projection: { _id: 1 } }))) return false;
      await pause(50);
    }
    return false;
  }

  /**
   * Claims a free seat within the capacity; null when there is none. Seats are picked from what
   * this process knows (see SeatHints), so a crowd here spreads over different seats instead of
   * racing for the same ones; when the hint knows no free one, the stored seats are read once
   * more before giving up. The unique seat `_id` still decides who gets a seat.
   */
  private async claimSeat(
    scope: string,
    uid: string,
    initialLimit: number,
    hint: ScopeHint,
    capacity: CapacityOf,
  ): Promise<Claim | null> {
    let limit = initialLimit;
    let reread = false;
    for (;;) {
      const seat = hint.pick(limit);
      if (seat === null) {
        if (hint.claimingAny) {
          await hint.claimEnded();
        } else if (!reread) {
          reread = true;
          await hint.refresh(() => storedSeats(this.layout, this.ids, scope));
        } else {
          return null;
        }
        continue;
      }
      hint.startClaim(seat, uid);
      const claimedAt = performance.now();
      let claimed: boolean;
      try {
        claimed = await this.insertSeat(scope, seat, uid);
      } catch (error) {
        hint.endClaim(seat, null);
        throw error;
      }
      // Taken (by whom is not known here): the hint learns it, and another seat is tried.
      hint.endClaim(seat, { number: seat, uid: claimed ? uid : '', released: false });
      if (!claimed) {
        // Another process claims seats of this scope too: learn all of its claims with one read
        // (shared by the crowd here) rather than one failed insert each.
        void hint.refresh(() => storedSeats(this.layout, this.ids, scope)).catch(() => undefined);
        continue;
      }
      limit = await capacity();
      if (seat <= limit) return { seat, claimedAt };
      await this.giveBack(scope, seat, uid);
    }
  }

  /** Deletes a seat the person claimed (only their claim), and lets the hints know it is free. */
  private async giveBack(scope: string, seat: number, uid: string): Promise<void> {
    await this.retired.dropClaim(this.ids.seat(scope, seat), uid);
    this.hints.freed(scope, seat);
  }

  /** Claims the seat by inserting it: true when this insert won it, false when it was taken. */
  private insertSeat(scope: string, seat: number, uid: string): Promise<boolean> {
    return this.seatInserts.add({
      _id: this.ids.seat(scope, seat),
      ...this.scoped(scope),
      uid,
      claimedAt: new Date(),
    });
  }

  /** The lowest free seat within the capacity, claimed; null when none is free. */
  private async tryClaim(scope: string, uid: string, capacity: number): Promise<number | null> {
    for (let seat = 1; seat <= capacity; seat += 1) {
      if (await this.insertSeat(scope, seat, uid)) return seat;
    }
    return null;
  }

  /**
   * Gives the person's place up; false when they held none. Of two simultaneous releases only the
   * one that deleted the holder frees the seat.
   */
  async release(scope: string, uid: string): Promise<boolean> {
    const seat = await this.seatOf(scope, uid);
    if (seat === null) return false;
    await this.markReleasing(scope, uid, seat);
    const { deletedCount } = await this.layout.holders.deleteOne({ _id: this.ids.person(scope, uid) });
    if (deletedCount === 0) return false;
    await this.giveBack(scope, seat, uid);
    return true;
  }

  /** Removes the person's place and any seat they claimed, whatever happened before (account deletion). Idempotent. */
  async releaseAll(scope: string, uid: string): Promise<void> {
    await this.release(scope, uid);
    for (const seat of await this.layout.seats.find<SeatDocument>({ ...this.scoped(scope), uid }).toArray()) {
      await this.retired.drop(seat);
    }
  }

  /** Marks the holder's seat as being given up (only its holder writes it): free at once should a crash follow. */
  private async markReleasing(scope: string, uid: string, seat: number): Promise<void> {
    await this.layout.seats.updateOne({ _id: this.ids.seat(scope, seat), uid }, { $set: { releasedAt: new Date() } });
  }

  /**
   * After the capacity was lowered: moves holders whose seat is now above it onto free seats
   * within it, so newcomers cannot take those places a second time.
   */
  async fitSeats(scope: string, capacity: number): Promise<void> {
    const above = await this.layout.holders
      .find({ ...this.scoped(scope), [this.layout.seatField]: { $gt: capacity } })
      .toArray();
    for (const holder of above) {
      const uid = String(holder.uid);
      const seat = await this.tryClaim(scope, uid, capacity);
      if (seat === null) return;
      await this.layout.holders.updateOne({ _id: holder._id }, { $set: { [this.layout.seatField]: seat } });
      await this.retired.dropClaim(this.ids.seat(scope, Number(holder[this.layout.seatField])), uid);
    }
  }

  /** Removes the holders and seats of the scopes matching `filter` (their queues stay: see Queue.end). */
  async removeScopes(filter: string | RegExp): Promise<void> {
    const matching = { [this.layout.scopeField]: filter };
    await Promise.all([this.layout.holders.deleteMany(matching), this.layout.seats.deleteMany(matching)]);
  }

  /**
   * Frees the scope's seats a crash left behind that no request can still use (see SeatRepairs);
   * a crowd finding its scope full shares one sweep, each started after its caller asked.
   */
  freeAbandonedSeats(scope: string): Promise<number> {
    return this.abandonedSeatSweeps.get(scope);
  }

  /** Frees unheld seats claimed more than `olderThanMs` ago (see SeatRepairs.repair). */
  repair(olderThanMs: number): Promise<{ freed: number; young: number; scopes: Set<string> }> {
    return this.repairs.repair(olderThanMs);
  }
}

/** The scope's stored seats, for a hint. */
async function storedSeats(layout: CapacityLayout, ids: CapacityIds, scope: string): Promise<KnownSeat[]> {
  const seats = await layout.seats
    .find<SeatDocument>({ [layout.scopeField]: scope }, { projection: { uid: 1, releasedAt: 1 } })
    .toArray();
  return seats.flatMap((seat) => {
    const number = ids.seatNumber(seat._id);
    return number === null ? [] : [{ number, uid: seat.uid, released: Boolean(seat.releasedAt) }];
  });
}
