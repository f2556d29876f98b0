import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@/db/models';
import type { Queue } from '@/capacity/queue';

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

/** How long a remembered count may be served without a change having been seen (a safety net). */
const countTtlMs = 5_000;

/**
 * The waitlists of groups: the capacity engine's queues (a group is its scope), with the queue
 * lengths every card shows remembered. Promotion is the membership service's, through the engine.
 */
export class Waitlist {
  /**
   * Queue lengths as last counted, per group: every card shows one, and a count per card per
   * request is a database round trip each (10× slower first pages). Forgotten on every change
   * the read model sees for the group (this process's writes and the others', through the feed).
   */
  private readonly counts = new Map<string, { count: number; at: number }>();
  /** Bumped by each forget, so a count read before a change is not remembered after it. */
  private generation = 0;

  constructor(private readonly queue: Queue<WaitingRecord>) {}

  /** Queues the person (at `queuedAt`: default now); false when they were waiting already (nothing changes). */
  enqueue(groupId: string, uid: string, displayName: string, queuedAt?: Date): Promise<boolean> {
    return this.queue.enqueue(groupId, { uid, displayName }, queuedAt);
  }

  /** The person's place in the queue, as stored, or null when they are not waiting. */
  entryOf(groupId: string, uid: string): Promise<WaitingRecord | null> {
    return this.queue.entryOf(groupId, uid);
  }

  /** Takes the person out of the queue; false when they were not in it. */
  remove(groupId: string, uid: string): Promise<boolean> {
    return this.queue.remove(groupId, uid);
  }

  /** The whole queue, in order. */
  list(groupId: string): Promise<WaitingRecord[]> {
    return this.queue.list(groupId);
  }

  async count(groupId: string): Promise<number> {
    const known = this.counts.get(groupId);
    if (known && performance.now() - known.at < countTtlMs) return known.count;
    const generation = this.generation;
    const count = await this.queue.count(groupId);
    if (generation === this.generation) this.counts.set(groupId, { count, at: performance.now() });
    return count;
  }

  /** The group's queue changed (or may have): its next count is read afresh. */
  forget(groupId: string): void {
    this.generation += 1;
    this.counts.delete(groupId);
  }

  isEmpty(groupId: string): Promise<boolean> {
    return this.queue.isEmpty(groupId);
  }

  /** 1 for the head of the queue; null when the person is not waiting. */
  position(groupId: string, uid: string): Promise<number | null> {
    return this.queue.position(groupId, uid);
  }

  /** The groups someone waits for (the sweep's work list). */
  groupIds(): Promise<string[]> {
    return this.queue.scopes();
  }

  /** Ends a group's waitlist; returns who was waiting (to tell them). */
  end(groupId: string): Promise<WaitingRecord[]> {
    return this.queue.end(groupId);
  }

  ofPerson(uid: string): Promise<WaitingRecord[]> {
    return this.queue.ofPerson(uid);
  }

  removePerson(uid: string): Promise<string[]> {
    return this.queue.removePerson(uid);
  }
}
