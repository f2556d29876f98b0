import { capacityBounds } from '@/bounds';
import {
  CapacityIds,
  type CapacityLayout,
  type Person,
  type StoredDocument,
  type WaitingEntry,
} from '@/capacity/layout';
import type { Batches } from '@/db/batches';
import { insertBatches } from '@/db/insertBatches';
import { SharedCalls } from '@/db/sharedCalls';

const inQueueOrder = { queuedAt: 1, _id: 1 } as const;

/**
 * First-come, first-served queues for places, one per scope. An entry's `_id` is
 * `<scope><sep><uid>`, so queueing twice is one unique-index insert that fails: nobody waits
 * twice. The order is `queuedAt`, then `_id` (two people queued in the same millisecond keep one
 * fixed order). Nothing is cached here: every process reads the same queue.
 */
export class Queue<Entry extends WaitingEntry = WaitingEntry> {
  private readonly ids: CapacityIds;
  /** A crowd asking at once about one queue shares fresh reads (see SharedCalls). */
  private readonly emptiness: SharedCalls<string, boolean>;
  private readonly counts: SharedCalls<string, number>;
  /** The queue's entry ids in order (read-only: shared). */
  private readonly orders: SharedCalls<string, readonly string[]>;
  /** A crowd queueing at once is stored in a few inserts (the unique `_id` still refuses a second entry). */
  private readonly inserts: Batches<StoredDocument, boolean>;

  constructor(private readonly layout: CapacityLayout) {
    this.ids = new CapacityIds(layout);
    this.inserts = insertBatches(layout.waiting, capacityBounds.documentsPerInsert);
    this.counts = new SharedCalls((scope) => layout.waiting.countDocuments(this.scoped(scope)));
    this.orders = new SharedCalls<string, readonly string[]>(async (scope) =>
      (
        await layout.waiting
          .find<{ _id: string }>(this.scoped(scope), { projection: { _id: 1 } })
          .sort(inQueueOrder)
          .toArray()
      ).map((entry) => entry._id),
    );
    this.emptiness = new SharedCalls(
      async (scope) => (await layout.waiting.findOne(this.scoped(scope), { projection: { _id: 1 } })) === null,
    );
  }

  private scoped(scope: string): Record<string, string> {
    return { [this.layout.scopeField]: scope };
  }

  /**
   * Queues the person; false when they were waiting already (nothing changes). `queuedAt` places
   * them in line: now, or earlier for a place asked for earlier (an approved join request).
   */
  enqueue(scope: string, person: Person, queuedAt: Date = new Date()): Promise<boolean> {
    return this.inserts.add({
      _id: this.ids.person(scope, person.uid),
      ...this.scoped(scope),
      uid: person.uid,
      ...(person.displayName === undefined ? {} : { displayName: person.displayName }),
      queuedAt,
    });
  }

  /** Takes the person out of the queue; false when they were not in it. */
  async remove(scope: string, uid: string): Promise<boolean> {
    return (await this.layout.waiting.deleteOne({ _id: this.ids.person(scope, uid) })).deletedCount > 0;
  }

  async isWaiting(scope: string, uid: string): Promise<boolean> {
    return (
      (await this.layout.waiting.findOne({ _id: this.ids.person(scope, uid) }, { projection: { _id: 1 } })) !== null
    );
  }

  /** The person's entry, or null when they are not waiting. */
  entryOf(scope: string, uid: string): Promise<Entry | null> {
    return this.layout.waiting.findOne<Entry>({ _id: this.ids.person(scope, uid) });
  }

  /** Who waits longest, or null when nobody does. */
  head(scope: string): Promise<Entry | null> {
    return this.layout.waiting.findOne<Entry>(this.scoped(scope), { sort: inQueueOrder });
  }

  /** The whole queue, in order. */
  list(scope: string): Promise<Entry[]> {
    return this.layout.waiting.find<Entry>(this.scoped(scope)).sort(inQueueOrder).toArray();
  }

  count(scope: string): Promise<number> {
    return this.counts.get(scope);
  }

  isEmpty(scope: string): Promise<boolean> {
    return this.emptiness.get(scope);
  }

  /**
   * 1 for the head of the queue; null when the person is not waiting. Counted from the queue's
   * ids in order: FerretDB cannot count "before (queuedAt, _id)" without reading them anyway.
   */
  async position(scope: string, uid: string): Promise<number | null> {
    const index = (await this.orders.get(scope)).indexOf(this.ids.person(scope, uid));
    return index === -1 ? null : index + 1;
  }

  /** The scopes someone waits for (a sweep's work list). */
  async scopes(): Promise<string[]> {
    return (await this.layout.waiting.distinct(this.layout.scopeField)).map(String);
  }

  /** Ends a scope's queue; returns who was waiting (to tell them). */
  async end(scope: string): Promise<Entry[]> {
    const waiting = await this.list(scope);
    await this.layout.waiting.deleteMany(this.scoped(scope));
    return waiting;
  }

  /** A person's places in queues, in queue order. */
  ofPerson(uid: string): Promise<Entry[]> {
    return this.layout.waiting.find<Entry>({ uid }).sort(inQueueOrder).toArray();
  }

  /** Takes the person out of every queue; returns the scopes they left. */
  async removePerson(uid: string): Promise<string[]> {
    const entries = await this.layout.waiting.find({ uid }).toArray();
    await this.layout.waiting.deleteMany({ uid });
    return entries.map((entry) => String(entry[this.layout.scopeField]));
  }
}
