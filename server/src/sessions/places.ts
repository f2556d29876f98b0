import DataLoader from 'dataloader';
import { trusted, Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKey } from '@/db/errors';

/**
 * A limited number of places with a first-come, first-served waitlist, for any "thing with
 * places" named by a `key` (a session here; a group's waitlist can reuse it with its own
 * collections). It holds on MongoDB and on FerretDB — which loses concurrent read-modify-writes
 * of one document and has no transactions — because every step is an insert or a delete keyed
 * by a natural `_id`, and only unique-index inserts decide who gets in:
 *
 * - a **place** `<key>#<n>` (n in 1..capacity): one insert per place wins, so no more holders
 *   than places ever exist;
 * - a **holder** `<key>#<uid>`: one per person, so nobody holds two places, however many
 *   promotions race for them;
 * - a **waiting** entry `<key>#<uid>` with the time it joined the queue (FIFO order).
 *
 * Invariants, after any crash and a sweep: every holder has exactly one place; a person is a
 * holder or waiting, never both; a freed place goes to the longest-waiting person, once.
 * Steps run place → holder → drop waiting (taking) and holder → place (releasing), so a crash
 * in between leaves at worst a place without a holder, which `repair` frees later, or a waiting
 * entry of a holder, which the next `promote` drops. One narrow window remains: leaving the
 * queue at the very moment a promotion of that person is in flight can end with them holding
 * the place (they see it, and can give it back).
 */

export interface PlaceRecord {
  _id: string;
  key: string;
  uid: string;
  claimedAt: Date;
}

export interface HolderRecord {
  _id: string;
  key: string;
  uid: string;
  place: number;
  since: Date;
}

export interface WaitingRecord {
  _id: string;
  key: string;
  uid: string;
  queuedAt: Date;
}

export interface PlaceModels {
  places: Model<PlaceRecord>;
  holders: Model<HolderRecord>;
  waiting: Model<WaitingRecord>;
}

/** The three collections of one use of PlacesWithWaitlist, e.g. `session` → sessionPlaces, sessionHolders, sessionWaitlist. */
export function placeModels(connection: Connection, prefix: string): PlaceModels {
  const model = <T>(name: string, schema: Schema<T>): Model<T> =>
    (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
  const options = { strictQuery: 'throw' as const, versionKey: false as const };
  const places = new Schema<PlaceRecord>(
    {
      _id: { type: String, required: true },
      key: { type: String, required: true },
      uid: { type: String, required: true },
      claimedAt: { type: Date, required: true },
    },
    { ...options, collection: `${prefix}Places` },
  );
  places.index({ key: 1 });
  const holders = new Schema<HolderRecord>(
    {
      _id: { type: String, required: true },
      key: { type: String, required: true },
      uid: { type: String, required: true },
      place: { type: Number, required: true },
      since: { type: Date, required: true },
    },
    { ...options, collection: `${prefix}Holders` },
  );
  holders.index({ key: 1 });
  holders.index({ uid: 1 });
  const waiting = new Schema<WaitingRecord>(
    {
      _id: { type: String, required: true },
      key: { type: String, required: true },
      uid: { type: String, required: true },
      queuedAt: { type: Date, required: true },
    },
    { ...options, collection: `${prefix}Waitlist` },
  );
  waiting.index({ key: 1, queuedAt: 1, _id: 1 });
  waiting.index({ uid: 1 });
  const name = prefix.charAt(0).toUpperCase() + prefix.slice(1);
  return {
    places: model(`${name}Place`, places),
    holders: model(`${name}Holder`, holders),
    waiting: model(`${name}Waiting`, waiting),
  };
}

export type PlaceStatus = 'HOLDER' | 'WAITING' | 'NONE';

const entryId = (key: string, part: string | number) => `${key}#${part}`;

/**
 * Counts per key, for every key asked for in one turn of the event loop at once: a page of 100
 * sessions asks for 100 counts of each kind, and 100 queries sent in one turn held the loop for
 * tens of ms (each is built and serialized before the first answer comes back). One grouped
 * query each is sent instead. Nothing is cached: every answer is read fresh.
 */
function countLoader<T extends { key: string }>(model: Model<T>): DataLoader<string, number> {
  return new DataLoader<string, number>(
    async (keys) => {
      const counted = await model.aggregate<{ _id: string; count: number }>([
        { $match: { key: { $in: [...keys] } } },
        { $group: { _id: '$key', count: { $sum: 1 } } },
      ]);
      const byKey = new Map(counted.map(({ _id, count }) => [_id, count]));
      return keys.map((key) => byKey.get(key) ?? 0);
    },
    { cache: false, maxBatchSize: 200 },
  );
}

/** Whether each id exists, batched as countLoader is. */
function existsLoader<T extends { _id: string }>(model: Model<T>): DataLoader<string, boolean> {
  return new DataLoader<string, boolean>(
    async (ids) => {
      const found = await model.find({ _id: trusted({ $in: [...ids] }) }, { _id: 1 }).lean<{ _id: string }[]>();
      const existing = new Set(found.map(({ _id }) => _id));
      return ids.map((id) => existing.has(id));
    },
    { cache: false, maxBatchSize: 200 },
  );
}

export class PlacesWithWaitlist {
  private readonly holderCounts: DataLoader<string, number>;
  private readonly waitingCounts: DataLoader<string, number>;
  private readonly isHolder: DataLoader<string, boolean>;
  private readonly isWaiting: DataLoader<string, boolean>;

  constructor(private readonly models: PlaceModels) {
    this.holderCounts = countLoader(models.holders);
    this.waitingCounts = countLoader(models.waiting);
    this.isHolder = existsLoader(models.holders);
    this.isWaiting = existsLoader(models.waiting);
  }

  async createIndexes(): Promise<void> {
    await Promise.all(Object.values(this.models).map((model: Model<unknown>) => model.createIndexes()));
  }

  async status(key: string, uid: string): Promise<PlaceStatus> {
    const [holder, waiting] = await Promise.all([
      this.isHolder.load(entryId(key, uid)),
      this.isWaiting.load(entryId(key, uid)),
    ]);
    return holder ? 'HOLDER' : waiting ? 'WAITING' : 'NONE';
  }

  holderCount(key: string): Promise<number> {
    return this.holderCounts.load(key);
  }

  waitingCount(key: string): Promise<number> {
    return this.waitingCounts.load(key);
  }

  /**
   * Asks for a place: taken at once when one is free and nobody waits, else the person queues
   * (and gets a place straight away if one frees meanwhile). Asking again changes nothing.
   */
  async enter(key: string, uid: string, capacity: number): Promise<PlaceStatus> {
    const current = await this.status(key, uid);
    if (current === 'HOLDER') return current;
    if (current === 'NONE' && (await this.models.waiting.countDocuments({ key })) === 0) {
      const place = await this.claimPlace(key, uid, capacity);
      // hold() is false only when a parallel request of theirs made them a holder first.
      if (place !== null) {
        await this.hold(key, uid, place);
        return 'HOLDER';
      }
    }
    try {
      await this.models.waiting.create({ _id: entryId(key, uid), key, uid, queuedAt: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error; // already queued (a parallel request of theirs)
    }
    // A place may have freed between the attempt above and the queueing: hand it out now.
    await this.promote(key, capacity);
    return this.status(key, uid);
  }

  /** Gives up a place or a place in the queue; a freed place goes to whoever waited longest. */
  async leave(key: string, uid: string, capacity: number): Promise<void> {
    await this.models.waiting.deleteOne({ _id: entryId(key, uid) });
    const holder = await this.models.holders.findById(entryId(key, uid)).lean<HolderRecord>();
    // deletedCount tells which of two simultaneous leaves won; only the winner frees the place.
    if (holder && (await this.models.holders.deleteOne({ _id: holder._id })).deletedCount === 1) {
      await this.models.places.deleteOne({ _id: entryId(key, holder.place), uid });
    }
    await this.promote(key, capacity);
  }

  /**
   * Fills free places from the front of the queue. Safe to run anywhere, any number of times at
   * once (a sweep after a crash runs it too): the unique place and holder `_id`s let each free
   * place go to one person and each person get one place.
   */
  async promote(key: string, capacity: number): Promise<number> {
    let promoted = 0;
    for (;;) {
      if ((await this.models.places.countDocuments({ key })) >= capacity) return promoted;
      const [first] = await this.models.waiting
        .find({ key })
        .sort({ queuedAt: 1, _id: 1 })
        .limit(1)
        .lean<WaitingRecord[]>();
      if (!first) return promoted;
      if (await this.models.holders.exists({ _id: entryId(key, first.uid) })) {
        await this.models.waiting.deleteOne({ _id: first._id }); // promoted by a racing run
        continue;
      }
      const place = await this.claimPlace(key, first.uid, capacity);
      if (place === null) return promoted;
      // Not held: a racing run gave them a place first; either way they wait no more.
      if (await this.hold(key, first.uid, place)) promoted += 1;
      await this.models.waiting.deleteOne({ _id: first._id });
    }
  }

  /**
   * Frees places no holder holds, claimed more than `olderThanMs` ago (a crash between the two
   * inserts), then promotes into them. Returns how many places were freed.
   */
  async repair(olderThanMs: number, capacityOf: (key: string) => Promise<number | null>): Promise<number> {
    const cutoff = new Date(Date.now() - olderThanMs);
    let freed = 0;
    const keys = new Set<string>();
    for (const place of await this.models.places.find({ claimedAt: { $lt: cutoff } }).lean<PlaceRecord[]>()) {
      const holder = await this.models.holders.findById(entryId(place.key, place.uid)).lean<HolderRecord>();
      if (holder && entryId(place.key, holder.place) === place._id) continue;
      freed += (await this.models.places.deleteOne({ _id: place._id, uid: place.uid })).deletedCount;
      keys.add(place.key);
    }
    for (const key of keys) {
      const capacity = await capacityOf(key);
      if (capacity !== null) await this.promote(key, capacity);
    }
    return freed;
  }

  /** Everyone who holds a place or waits for one under the key. */
  async peopleAt(key: string): Promise<string[]> {
    const [held, waiting] = await Promise.all([
      this.models.holders.find({ key }, { uid: 1 }).lean<Pick<HolderRecord, 'uid'>[]>(),
      this.models.waiting.find({ key }, { uid: 1 }).lean<Pick<WaitingRecord, 'uid'>[]>(),
    ]);
    return [...new Set([...held, ...waiting].map((entry) => entry.uid))];
  }

  /** The keys where a person holds a place or waits for one. */
  async keysOf(uid: string): Promise<string[]> {
    const [held, waiting] = await Promise.all([
      this.models.holders.find({ uid }, { key: 1 }).lean<Pick<HolderRecord, 'key'>[]>(),
      this.models.waiting.find({ uid }, { key: 1 }).lean<Pick<WaitingRecord, 'key'>[]>(),
    ]);
    return [...new Set([...held, ...waiting].map((entry) => entry.key))];
  }

  /** Removes everything stored under these keys (e.g. the sessions of a deleted group). */
  async removeKeysStartingWith(prefix: string): Promise<void> {
    // A RegExp, not `$regex`: the connection sanitizes filters, so operators in values are refused.
    const filter = { key: new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) };
    await Promise.all([
      this.models.holders.deleteMany(filter),
      this.models.waiting.deleteMany(filter),
      this.models.places.deleteMany(filter),
    ]);
  }

  /** Records the holder of a claimed place; false (and the place given back) when they already hold one. */
  private async hold(key: string, uid: string, place: number): Promise<boolean> {
    try {
      await this.models.holders.create({ _id: entryId(key, uid), key, uid, place, since: new Date() });
      return true;
    } catch (error) {
      await this.models.places.deleteOne({ _id: entryId(key, place), uid });
      if (!isDuplicateKey(error)) throw error;
      return false;
    }
  }

  /** Inserts a free place for `uid`; a random starting place spreads a crowd over different ones. */
  private async claimPlace(key: string, uid: string, capacity: number): Promise<number | null> {
    if ((await this.models.places.countDocuments({ key })) >= capacity) return null;
    const start = Math.floor(Math.random() * capacity);
    for (let offset = 0; offset < capacity; offset += 1) {
      const place = ((start + offset) % capacity) + 1;
      try {
        await this.models.places.create({ _id: entryId(key, place), key, uid, claimedAt: new Date() });
        return place;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return null;
  }
}
