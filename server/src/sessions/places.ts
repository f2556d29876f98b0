import DataLoader from 'dataloader';
import { groupOfSession, RememberedCounts } from '@/sessions/rememberedCounts';
import { trusted, Schema, type Connection, type Model } from 'mongoose';
import { CapacityEngine } from '@/capacity/engine';
import { capacityCollection, type CapacityCollection, type CapacityLayout } from '@/capacity/layout';
import { retirementCollection } from '@/capacity/retirements';

/**
 * The places of sessions: the capacity engine (capacity/) with a session id as its scope, in the
 * session's own collections (`sessionPlaces`, `sessionHolders`, `sessionWaitlist`, ids
 * `<sessionId>#<n>` and `<sessionId>#<uid>`), plus the batched counts a page of sessions reads.
 */

export interface PlaceRecord {
  _id: string;
  key: string;
  uid: string;
  claimedAt: Date;
  /** Set by a leave just before it drops the holder (see capacity/places.ts). */
  releasedAt?: Date;
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
  /** The capacity engine's seat retirements (capacity/retirements.ts), shared with the groups. */
  retirements: CapacityCollection;
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
      releasedAt: { type: Date },
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
    retirements: retirementCollection(connection),
  };
}

/** How the capacity engine finds its documents in PlaceModels' collections. */
export function placesLayout(models: PlaceModels): CapacityLayout {
  return {
    seats: capacityCollection(models.places),
    holders: capacityCollection(models.holders),
    waiting: capacityCollection(models.waiting),
    retirements: models.retirements,
    scopeField: 'key',
    seatField: 'place',
    sinceField: 'since',
    separator: '#',
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

/** Whether each id exists (and matches `where`), batched as countLoader is. */
export function existsLoader<T extends { _id: string }>(
  model: Model<T>,
  where: object = {},
): DataLoader<string, boolean> {
  return new DataLoader<string, boolean>(
    async (ids) => {
      const found = await model
        .find({ ...where, _id: trusted({ $in: [...ids] }) }, { _id: 1 })
        .lean<{ _id: string }[]>();
      const existing = new Set(found.map(({ _id }) => _id));
      return ids.map((id) => existing.has(id));
    },
    { cache: false, maxBatchSize: 200 },
  );
}

export class PlacesWithWaitlist {
  private readonly holderCounts: DataLoader<string, number>;
  private readonly waitingCounts: DataLoader<string, number>;
  private readonly rememberedHolders: RememberedCounts;
  private readonly rememberedWaiting: RememberedCounts;
  private readonly isHolder: DataLoader<string, boolean>;
  private readonly isWaiting: DataLoader<string, boolean>;
  private readonly engine: CapacityEngine;

  constructor(private readonly models: PlaceModels) {
    this.holderCounts = countLoader(models.holders);
    this.waitingCounts = countLoader(models.waiting);
    this.rememberedHolders = new RememberedCounts((key) => this.holderCounts.load(key));
    this.rememberedWaiting = new RememberedCounts((key) => this.waitingCounts.load(key));
    this.isHolder = existsLoader(models.holders);
    this.isWaiting = existsLoader(models.waiting);
    this.engine = new CapacityEngine(placesLayout(models));
    this.engine.places.repairPatienceMs = placeRepairAfterMs;
  }

  async createIndexes(): Promise<void> {
    const { places, holders, waiting } = this.models;
    await Promise.all([places.createIndexes(), holders.createIndexes(), waiting.createIndexes()]);
  }

  async status(key: string, uid: string): Promise<PlaceStatus> {
    const [holder, waiting] = await Promise.all([
      this.isHolder.load(entryId(key, uid)),
      this.isWaiting.load(entryId(key, uid)),
    ]);
    return holder ? 'HOLDER' : waiting ? 'WAITING' : 'NONE';
  }

  holderCount(key: string): Promise<number> {
    return this.rememberedHolders.get(key);
  }

  waitingCount(key: string): Promise<number> {
    return this.rememberedWaiting.get(key);
  }

  /** The group changed (an RSVP, a leave, a cancellation…): its sessions' counts are read afresh. */
  forgetCounts(groupId: string): void {
    this.rememberedHolders.forget(groupId);
    this.rememberedWaiting.forget(groupId);
  }

  /** Places under the key changed here (other processes hear of it through the group's change). */
  private changed(key: string): void {
    this.forgetCounts(groupOfSession(key));
  }

  /**
   * Asks for a place: taken at once when one is free and nobody waits, else the person queues
   * (and gets a place straight away if one frees meanwhile). Asking again changes nothing.
   */
  enter(key: string, uid: string, capacity: number): Promise<void> {
    return this.engine.enter(key, { uid }, () => Promise.resolve(capacity)).finally(() => this.changed(key));
  }

  /** Gives up a place or a place in the queue; a freed place goes to whoever waited longest. */
  leave(key: string, uid: string, capacity: number): Promise<void> {
    return this.engine.leave(key, uid, () => Promise.resolve(capacity)).finally(() => this.changed(key));
  }

  /** Fills free places from the front of the queue (see CapacityEngine.promote). */
  promote(key: string, capacity: number): Promise<number> {
    return this.engine.promote(key, () => Promise.resolve(capacity)).finally(() => this.changed(key));
  }

  /** The sessions someone waits for (the sweep's work list). */
  waitedFor(): Promise<string[]> {
    return this.engine.queue.scopes();
  }

  /**
   * Frees places a crash left without a holder, claimed more than `olderThanMs` ago, then
   * promotes into them (`capacityOf` null: the session takes nobody any more).
   */
  repair(
    olderThanMs: number,
    capacityOf: (key: string) => Promise<number | null>,
  ): Promise<{ freed: number; young: number }> {
    return this.engine.repair(olderThanMs, capacityOf).finally(() => {
      this.rememberedHolders.forgetAll();
      this.rememberedWaiting.forgetAll();
    });
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
  removeKeysStartingWith(prefix: string): Promise<void> {
    return this.engine.removeScopes(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  }
}

/** How long a place without a holder may be an answer in flight before it counts as left by a crash. */
const placeRepairAfterMs = 30_000;

/** What the sweep needs of a session: whether it still takes answers, and its places. */
interface SessionTaking {
  cancelled: boolean;
  startsAt: Date;
  capacity: number;
}

/**
 * Run with the groups' sweep: promotes into session places nobody took (their process died
 * between freeing and promoting) and, now and then, frees places a crash left without a holder.
 */
export function sweepSessionPlaces(
  places: PlacesWithWaitlist,
  sessionOf: (key: string) => Promise<SessionTaking>,
): () => Promise<void> {
  let repairedAt = 0;
  const capacityOf = async (key: string): Promise<number | null> => {
    const session = await sessionOf(key).catch(() => null); // the group or the session is gone
    if (!session || session.cancelled || session.startsAt.getTime() <= Date.now()) return null;
    return session.capacity;
  };
  return async () => {
    for (const key of await places.waitedFor()) {
      const capacity = await capacityOf(key);
      if (capacity !== null) await places.promote(key, capacity);
    }
    if (Date.now() - repairedAt < placeRepairAfterMs) return;
    repairedAt = Date.now();
    await places.repair(placeRepairAfterMs, capacityOf);
  };
}
