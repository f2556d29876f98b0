import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';
import { isDuplicateKey } from '@/db/errors';
import { membershipId } from '@/groups/membershipModel';

/**
 * One person waiting for a place in a full group. `_id` is `<groupId>:<uid>` (as a membership's),
 * so queueing twice is one unique-index insert that fails: nobody waits twice. The queue's order
 * is `queuedAt`, then `_id` (two people queued in the same millisecond keep one fixed order).
 */
export interface WaitingRecord {
  _id: string;
  groupId: string;
  uid: string;
  displayName: string;
  queuedAt: Date;
}

const waitingSchema = new Schema<WaitingRecord>(
  {
    _id: { type: String, required: true },
    groupId: { type: String, required: true },
    uid: { type: String, required: true },
    displayName: { type: String, required: true },
    queuedAt: { type: Date, required: true },
  },
  { collection: 'waitlist', strictQuery: 'throw', versionKey: false },
);
waitingSchema.index({ groupId: 1, queuedAt: 1, _id: 1 }); // a group's queue, in order
waitingSchema.index({ uid: 1 }); // a person's places in queues (export, deletion)

export type WaitingModel = Model<WaitingRecord>;

export function waitingModel(connection: Connection): WaitingModel {
  return modelOn(connection, 'Waiting', waitingSchema);
}

const inQueueOrder = { queuedAt: 1, _id: 1 } as const;

/**
 * The waitlists, as stored. Nothing here is cached: queues are short and read only by the few
 * who look at them, and reading them from the database keeps every app process right without
 * any feed. Promotion (taking the head of a queue into a free place) is the groups service's
 * (service.ts `promote`), built from these idempotent steps.
 */
/** How long a remembered count may be served without a change having been seen (a safety net). */
const countTtlMs = 5_000;

export class Waitlist {
  /**
   * Queue lengths as last counted, per group: every card shows one, and a count per card per
   * request is a database round trip each (10× slower first pages). Forgotten on every change
   * the read model sees for the group (this process's writes and the others', through the feed).
   */
  private readonly counts = new Map<string, { count: number; at: number }>();
  /** Bumped by each forget, so a count read before a change is not remembered after it. */
  private generation = 0;

  constructor(private readonly waiting: WaitingModel) {}

  createIndexes(): Promise<void> {
    return this.waiting.createIndexes();
  }

  /** Queues the person; false when they were waiting already (nothing changes). */
  async enqueue(groupId: string, uid: string, displayName: string): Promise<boolean> {
    try {
      await this.waiting.create({ _id: membershipId(groupId, uid), groupId, uid, displayName, queuedAt: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Takes the person out of the queue; false when they were not in it. */
  async remove(groupId: string, uid: string): Promise<boolean> {
    return (await this.waiting.deleteOne({ _id: membershipId(groupId, uid) })).deletedCount > 0;
  }

  /** Who waits longest, or null when nobody does. */
  head(groupId: string): Promise<WaitingRecord | null> {
    return this.waiting.findOne({ groupId }).sort(inQueueOrder).lean<WaitingRecord>();
  }

  /** The whole queue, in order. */
  list(groupId: string): Promise<WaitingRecord[]> {
    return this.waiting.find({ groupId }).sort(inQueueOrder).lean<WaitingRecord[]>();
  }

  async count(groupId: string): Promise<number> {
    const known = this.counts.get(groupId);
    if (known && performance.now() - known.at < countTtlMs) return known.count;
    const generation = this.generation;
    const count = await this.waiting.countDocuments({ groupId });
    if (generation === this.generation) this.counts.set(groupId, { count, at: performance.now() });
    return count;
  }

  /** The group's queue changed (or may have): its next count is read afresh. */
  forget(groupId: string): void {
    this.generation += 1;
    this.counts.delete(groupId);
  }

  async isEmpty(groupId: string): Promise<boolean> {
    return !(await this.waiting.exists({ groupId }));
  }

  /**
   * 1 for the head of the queue; null when the person is not waiting. Counted from the queue's
   * ids in order: FerretDB cannot count "before (queuedAt, _id)" without reading them anyway.
   */
  async position(groupId: string, uid: string): Promise<number | null> {
    const queue = await this.waiting.find({ groupId }, { _id: 1 }).sort(inQueueOrder).lean<{ _id: string }[]>();
    const index = queue.findIndex((entry) => entry._id === membershipId(groupId, uid));
    return index === -1 ? null : index + 1;
  }

  /** The groups someone waits for (the sweep's work list). */
  async groupIds(): Promise<string[]> {
    return (await this.waiting.distinct('groupId')).map(String);
  }

  /** Ends a group's waitlist; returns who was waiting (to tell them). */
  async end(groupId: string): Promise<WaitingRecord[]> {
    const waiting = await this.list(groupId);
    await this.waiting.deleteMany({ groupId });
    return waiting;
  }

  ofPerson(uid: string): Promise<WaitingRecord[]> {
    return this.waiting.find({ uid }).sort(inQueueOrder).lean<WaitingRecord[]>();
  }

  async removePerson(uid: string): Promise<string[]> {
    const entries = await this.ofPerson(uid);
    await this.waiting.deleteMany({ uid });
    return entries.map((entry) => entry.groupId);
  }
}
