import type { CapacityLayout, Person, WaitingEntry } from '@/capacity/layout';
import { Places, type CapacityOf, type TakeOutcome } from '@/capacity/places';
import { Queue } from '@/capacity/queue';

/** How a user of the engine wraps the steps of one promotion (its change feed, its notices). */
export interface PromotionSteps<Entry extends WaitingEntry> {
  /** Makes the head of the queue a holder (default: Places.take). */
  take(head: Entry): Promise<TakeOutcome>;
  /** The head holds a place now: tell them (once, by a stored notice) before their entry goes. */
  promoted(head: Entry): Promise<void>;
  /** Drops the head's queue entry (default: Queue.remove). */
  dequeue(head: Entry): Promise<void>;
}

/**
 * A limited number of places with a first-come, first-served waitlist, for any scope: a group's
 * places, a session's places. Groups and sessions keep their own rules (who may ask, messages,
 * events); the places, the holders, the queue, promotion exactly once and crash repair are here.
 *
 * Invariants, after any crash and a sweep: no more holders than places, every holder holds
 * exactly one seat, a person holds or waits (never both once promotion ran), and a freed place
 * goes to the longest-waiting person, once. Promotion runs take → tell → dequeue, each step
 * idempotent, so a crash half-way is finished by the next promotion (the sweep's or a leave's).
 */
export class CapacityEngine<Entry extends WaitingEntry = WaitingEntry> {
  readonly places: Places;
  readonly queue: Queue<Entry>;

  constructor(private readonly layout: CapacityLayout) {
    this.places = new Places(layout);
    this.queue = new Queue<Entry>(layout);
  }

  /** The indexes the engine's reads need (the unique `_id` indexes exist always). */
  async createIndexes(): Promise<void> {
    const { scopeField } = this.layout;
    await Promise.all([
      this.layout.seats.createIndex({ [scopeField]: 1 }),
      this.layout.holders.createIndex({ [scopeField]: 1 }),
      this.layout.holders.createIndex({ uid: 1 }),
      this.layout.waiting.createIndex({ [scopeField]: 1, queuedAt: 1, _id: 1 }),
      this.layout.waiting.createIndex({ uid: 1 }),
    ]);
  }

  /**
   * Fills the scope's free places from the head of its queue, one person at a time, while both
   * last. Exactly once and in order, with any number of processes promoting at once: each takes
   * the current head; a holder `_id` per person lets two promoters of one head make one holder
   * (the loser's extra seat is given back) and the next round moves on. A head who holds a place
   * already (a crash after the take) is told (once: the notice is stored under one key) and dequeued.
   */
  async promote(scope: string, capacity: CapacityOf, steps: Partial<PromotionSteps<Entry>> = {}): Promise<number> {
    const take = steps.take ?? ((head: Entry) => this.places.take(scope, head, capacity));
    const dequeue = steps.dequeue ?? (async (head: Entry) => void (await this.queue.remove(scope, head.uid)));
    let promoted = 0;
    for (;;) {
      const head = await this.queue.head(scope);
      if (!head) return promoted;
      if ((await take(head)) === 'FULL') {
        // Full by the seats but not by the holders: a crash left seats behind. Free them and try
        // again; otherwise it is really full.
        if (!(await this.freedCrashedLeaves(scope, capacity))) return promoted;
        continue;
      }
      await steps.promoted?.(head);
      await dequeue(head);
      promoted += 1;
    }
  }

  private async freedCrashedLeaves(scope: string, capacity: CapacityOf): Promise<boolean> {
    if ((await this.places.holderCount(scope)) >= (await capacity())) return false;
    return (await this.places.freeAbandonedSeats(scope)) > 0;
  }

  /**
   * Asks for a place in the queue's turn: taken at once when one is free and nobody waits, else
   * the person queues (and is promoted straight away should a place free meanwhile).
   */
  async enter(scope: string, person: Person, capacity: CapacityOf): Promise<void> {
    if (await this.places.isHolder(scope, person.uid)) return;
    // An empty queue has nobody in it, this person neither: they may take a free place at once.
    if (await this.queue.isEmpty(scope)) {
      if ((await this.places.take(scope, person, capacity, { holderChecked: true })) !== 'FULL') return;
    }
    await this.queue.enqueue(scope, person);
    // A place may have freed between the attempt and the queueing: hand it out now. One count
    // tells whether any is free (a crowd queueing at a full session need not each promote).
    if ((await this.places.seatCount(scope)) < (await capacity())) await this.promote(scope, capacity);
  }

  /** Gives up a place or a place in the queue; a freed place goes to whoever waited longest. */
  async leave(scope: string, uid: string, capacity: CapacityOf): Promise<void> {
    await this.queue.remove(scope, uid);
    await this.places.release(scope, uid);
    await this.promote(scope, capacity);
  }

  /**
   * Frees seats a crash left behind (see Places.repair) and promotes into them; `capacityOf`
   * is null for a scope that takes nobody any more. Returns how many seats were freed and how
   * many are too young to tell yet.
   */
  async repair(
    olderThanMs: number,
    capacityOf: (scope: string) => Promise<number | null>,
  ): Promise<{ freed: number; young: number }> {
    const { freed, young, scopes } = await this.places.repair(olderThanMs);
    for (const scope of scopes) {
      const capacity = await capacityOf(scope);
      if (capacity !== null) await this.promote(scope, () => Promise.resolve(capacity));
    }
    return { freed, young };
  }

  /** Removes everything stored under the scopes matching `filter` (e.g. the sessions of a deleted group). */
  async removeScopes(filter: string | RegExp): Promise<void> {
    await Promise.all([
      this.places.removeScopes(filter),
      this.layout.waiting.deleteMany({ [this.layout.scopeField]: filter }),
    ]);
  }
}
