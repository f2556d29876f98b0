import { createHash } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey } from '@/db/errors';
import { modelOn } from '@/db/models';
import { capacityCollection, type CapacityCollection } from '@/capacity/layout';

/** One seat as stored, as far as deleting it needs. */
export interface StoredSeat {
  _id: string;
  uid: string;
  claimedAt?: Date;
}

interface RetirementRecord {
  _id: string;
  at: Date;
}

/**
 * After this long, a retirement whose request never deleted its seat (its process died) may be
 * taken over. Short, so a kill delays freeing the seat by seconds only; long enough that the first
 * request's delete, a few milliseconds inside the database, is over (a later claim of the seat id
 * does not match its filter, so only a delete already under way could remove it).
 */
const takeOverAfterMs = 5_000;
/** Retirements are kept this long (a seat id's older incarnations are long gone by then). */
const keepMs = 60 * 60_000;

/** The collection of seat retirements: one per deleted seat incarnation, shared by every use of the engine. */
export function retirementCollection(connection: Connection): CapacityCollection {
  const schema = new Schema<RetirementRecord>(
    { _id: { type: String, required: true }, at: { type: Date, required: true } },
    { collection: 'capacityRetirements', versionKey: false },
  );
  return capacityCollection(modelOn(connection, 'CapacityRetirement', schema));
}

/**
 * Deletes seats so that each incarnation of a seat (its id, its holder's uid, when it was claimed)
 * is deleted by one request only. On FerretDB a delete with a filter reads the matching documents
 * and then deletes them by `_id` in a second step: had two requests deleted one seat (a leave and
 * a sweep, or the sweeps of two processes), the later one could delete the *next* claim of that
 * seat id, made in between, and its holder would share the seat number with the one after,
 * one member too many. A unique retirement insert per incarnation lets one request through; as
 * no other request deletes that incarnation, the seat id cannot be claimed again before it is.
 * Attempts `#n` let a later request take over from one that died before deleting (the outbox's
 * claims work the same way).
 */
export class SeatRetirements {
  constructor(
    private readonly seats: CapacityCollection,
    private readonly retirements: CapacityCollection,
  ) {}

  /** Deletes this incarnation of the seat unless another request does; returns how many this one deleted. */
  async drop(seat: StoredSeat): Promise<number> {
    // The claim is named by a digest: a retirement outlives an account deletion and names nobody.
    const claim = createHash('sha256')
      .update(`${seat.uid}|${seat.claimedAt?.getTime() ?? 'unclaimed'}`)
      .digest('base64url');
    const incarnation = `${seat._id}|${claim}`;
    let id = '';
    for (let attempt = 0; ; attempt += 1) {
      id = `${incarnation}#${attempt}`;
      try {
        await this.retirements.insertOne({ _id: id, at: new Date() });
        break;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const earlier = await this.retirements.findOne({ _id: id });
        const at: unknown = earlier?.at;
        if (!(at instanceof Date) || Date.now() - at.getTime() < takeOverAfterMs) return 0;
      }
    }
    const filter = { _id: seat._id, uid: seat.uid, ...(seat.claimedAt ? { claimedAt: seat.claimedAt } : {}) };
    try {
      return (await this.seats.deleteOne(filter)).deletedCount;
    } catch (error) {
      // The database failed the delete: give the retirement back, so the next request (a retry,
      // the sweep) need not wait for the takeover.
      await this.retirements.deleteOne({ _id: id }).catch(() => undefined);
      throw error;
    }
  }

  /** Deletes the seat with this id if `uid` holds the claim, as `drop` does. */
  async dropClaim(seatId: string, uid: string): Promise<number> {
    const seat = await this.seats.findOne<StoredSeat>({ _id: seatId, uid });
    return seat ? this.drop(seat) : 0;
  }

  /** Forgets retirements old enough that no request can still be deleting their seat. */
  async prune(): Promise<void> {
    await this.retirements.deleteMany({ at: { $lt: new Date(Date.now() - keepMs) } });
  }
}
