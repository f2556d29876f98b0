import { SharedCalls } from '@/db/sharedCalls';
import mongoose from 'mongoose';
import { readAll } from '@/db/readAll';
import { DomainError } from '@/errors';
import { changeKey, OwnWrites, type Change, type ChangeConsumer, type ChangeFeed } from '@/sync/changeFeed';
import { GroupEvents } from '@/groups/groupEvents';
import { GroupListing } from '@/groups/listing';
import { shareDocumentValues } from '@/groups/listingEntry';
import type { Memberships } from '@/groups/memberships';
import type { Team } from '@/groups/team';
import type { ReadModelSnapshot, ReadModelState } from '@/sync/snapshot';
import type { GroupModel, GroupRecord } from '@/groups/model';

const { BSON } = mongoose.mongo;

/** How often a change another process logged is re-read while this process keeps writing the same thing. */
const maxRereads = 5;

/**
 * When a doubtful write (the database failed before answering) is re-read, in ms after the
 * failure. Once is not enough: an operation whose connection timed out (socketTimeoutMS, 10 s)
 * may still be running in the database and be stored after the first re-read, so it is read
 * again until well after the time any such operation can still run.
 */
const doubtRereadsMs = [1_000, 5_000, 15_000, 30_000, 60_000] as const;

/** What a reconciliation found: groups and memberships the database had differently from the snapshot. */
export interface Reconciliation {
  groups: number;
  memberships: number;
  ms: number;
}

/**
 * This process's read models of the groups (listing.ts) and memberships (memberships.ts), and
 * their upkeep: loading them (from the snapshot of the last clean shutdown or the database),
 * applying this process's writes and the other processes' (through the change feed), re-reading
 * what a failed write may have changed, repairing what a crash left half done, and saving them
 * at a clean stop. It holds no rule about groups: GroupsService does.
 */
export class GroupsReadModel implements ChangeConsumer {
  readonly listing = new GroupListing<GroupRecord>((id) => this.memberships.count(id));
  /** Raised after each change this process's read model applies (its own writes and the feed's). */
  readonly events = new GroupEvents();
  private readonly ownWrites = new OwnWrites();
  /**
   * A group as stored, by a read that started after the call; a crowd writing one group at once
   * (joins, RSVPs) shares these re-reads instead of sending one each. Answers are shared: read-only.
   */
  readonly storedGroups = new SharedCalls<string, GroupRecord | null>((id) =>
    this.groups.findById(id).lean<GroupRecord>().exec(),
  );
  private loaded = false;
  /** Where start() loaded the read models from. */
  loadedFrom: 'snapshot' | 'database' | null = null;
  /**
   * After a start from the snapshot, settles once the read models were checked against the
   * database (see reconcile); null when there was nothing to check.
   */
  reconciled: Promise<Reconciliation | null> = Promise.resolve(null);
  /** While a reconciliation runs: what this process wrote or re-read since the snapshot was loaded. */
  private touched: Set<string> | null = null;
  private repairTimer: NodeJS.Timeout | null = null;
  /**
   * Writes whose outcome is unknown (the database failed before answering), by what they changed:
   * when they were doubted and how many of their re-reads (doubtRereadsMs) succeeded.
   */
  private readonly doubtful = new Map<string, { change: Change; since: number; settled: number }>();
  private settleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly groups: GroupModel,
    private readonly memberships: Memberships,
    /** Who organizes and hosts each group (not in the snapshot: a small collection, read at every start). */
    private readonly team: Team,
    /** Keeps the read models of several app processes on one database consistent. */
    private readonly feed: ChangeFeed,
    /** The read models saved at a clean shutdown (embedded database only), or null. */
    private readonly snapshot: ReadModelSnapshot<GroupRecord> | null = null,
    /** How long a seat without a membership may be a join in flight before it counts as left by a crash. */
    private readonly seatRepairAfterMs = 30_000,
  ) {
    memberships.places.repairPatienceMs = seatRepairAfterMs;
    // Joins and leaves move groups in the member orders and the "places left" filter.
    memberships.onCountChange((groupId) =>
      groupId === null ? this.listing.membersReloaded() : this.listing.membersChanged(groupId),
    );
  }

  /**
   * Finishes what a crash left half done, once it can no longer be in flight: seats no membership
   * holds, and memberships and seats of groups that no longer exist (a delete cut short).
   */
  scheduleRepair(): void {
    if (this.repairTimer) return;
    this.repairTimer = setTimeout(() => {
      this.repairTimer = null;
      this.repair().catch(() => this.scheduleRepair()); // the database is away: later
    }, this.seatRepairAfterMs).unref();
  }

  /** Runs the repair now; returns how many seats and groups' leftovers it removed. */
  async repair(): Promise<{ seats: number; groups: number }> {
    const groupIds = new Set((await this.memberships.storedPairs()).map((pair) => pair.groupId));
    let groups = 0;
    for (const groupId of groupIds) {
      // The read model knows every group; only those it lacks are asked of the database.
      if (this.listing.document(groupId) || (await this.groups.exists({ _id: groupId }))) continue;
      await this.memberships.removeGroup(groupId);
      groups += 1;
    }
    const seats = await this.memberships.places.repair(this.seatRepairAfterMs);
    if (seats.young > 0) this.scheduleRepair();
    return { seats: seats.freed, groups };
  }

  /**
   * Re-reads what each doubtful write changed, here and (through the change feed) in the other
   * processes, so a write that was stored after all shows everywhere: at each of doubtRereadsMs,
   * retried every second while the database is away.
   */
  private settleDoubtfulSoon(): void {
    if (this.settleTimer || this.doubtful.size === 0) return;
    const now = performance.now();
    const due = Math.min(
      ...[...this.doubtful.values()].map((doubt) => doubt.since + (doubtRereadsMs[doubt.settled] ?? 0)),
    );
    this.settleTimer = setTimeout(
      () => {
        this.settleTimer = null;
        void this.settleDoubtful();
      },
      Math.max(1_000, due - now),
    ).unref();
  }

  private async settleDoubtful(): Promise<void> {
    for (const [key, doubt] of this.doubtful) {
      if (performance.now() < doubt.since + (doubtRereadsMs[doubt.settled] ?? 0)) continue;
      try {
        await this.apply(doubt.change);
        await this.feed.publish(doubt.change);
      } catch {
        break; // still away
      }
      doubt.settled += 1;
      if (doubt.settled >= doubtRereadsMs.length) this.doubtful.delete(key);
    }
    this.settleDoubtfulSoon();
  }

  otherProcessDied(): void {
    this.scheduleRepair();
  }

  /** True once start() has loaded the read models: only then can the service answer. */
  get started(): boolean {
    return this.loaded;
  }

  /** Forgets the change entries that name a person (their account is being deleted). */
  forgetPerson(uid: string): Promise<void> {
    return this.feed.forgetPerson(uid);
  }

  /**
   * Creates the indexes and loads the read models: from the snapshot of the last clean shutdown
   * when it is still current, else with one full read of each collection.
   */
  async start({ trustSnapshot = true }: { trustSnapshot?: boolean } = {}): Promise<void> {
    // Changes other processes log from here on are applied, even those the loads below include.
    const from = new Date();
    // Built while the models load, not before: on a database the app has not seen, building the
    // indexes of 100,000 groups took 2.8 s, and the first read does not need them.
    const indexed = Promise.all([
      this.groups.createIndexes(),
      this.feed.createIndexes(),
      this.memberships.createIndexes(),
      this.team.createIndexes(),
    ]);
    indexed.catch(() => undefined); // awaited below; a failed load must not leave it unhandled
    // Taken (used up) even when not trusted, e.g. after the demo data was just written under it.
    const taken = await this.snapshot?.take();
    const saved = trustSnapshot ? taken : null;
    this.loadedFrom = saved ? 'snapshot' : 'database';
    if (saved) {
      this.listing.load(saved.groups);
      this.memberships.replace(saved.memberships);
      await this.team.load();
      this.touched = new Set();
    } else {
      await this.loadFromDatabase();
    }
    await indexed;
    // A real MongoDB also indexes where groups meet, for its own geo queries; the embedded FerretDB
    // has none and refuses the index (near-me is answered by the read model either way).
    this.groups.collection
      .createIndex({ 'place.point': '2dsphere' }, { name: 'place_2dsphere' })
      .catch(() => undefined);
    this.loaded = true;
    this.feed.start(this, from);
    // Not a clean stop last time (no snapshot): it may have been killed halfway through a join or a delete.
    if (!saved) this.scheduleRepair();
    if (saved) {
      this.reconciled = this.reconcile(saved);
      // Handled by whoever awaits it (index.ts logs it); never an unhandled rejection.
      this.reconciled.catch(() => undefined);
    }
  }

  /**
   * Serving from the snapshot makes a restart fast, but the snapshot only knows what the app
   * wrote. Whatever else changed the database (an import, a restore, another tool, another
   * version) is found here, right after the start, by one full read in the background, and
   * applied: lists, search and counts agree with the database within that read's time. What this
   * process wrote or re-read meanwhile is newer than the read and is left alone.
   */
  private async reconcile(saved: ReadModelState<GroupRecord>): Promise<Reconciliation | null> {
    const startedAt = performance.now();
    const [stored, storedPairs] = await Promise.all([
      this.groups.find({}).lean<GroupRecord[]>(),
      this.memberships.storedPairs(),
    ]);
    const touched = this.touched;
    this.touched = null;
    // A full reload (the change feed's, after a gap) replaced everything meanwhile.
    if (!touched) return null;
    const untouchedGroup = (id: string) => !touched.has(changeKey({ kind: 'group', groupId: id }));
    const savedById = new Map(saved.groups.map((group) => [group._id.toString(), group]));
    let groups = 0;
    for (const group of stored) {
      const id = group._id.toString();
      const before = savedById.get(id);
      savedById.delete(id);
      if (untouchedGroup(id) && (!before || !sameDocument(before, group))) {
        this.listing.upsert(group);
        groups += 1;
      }
    }
    for (const id of savedById.keys()) {
      if (!untouchedGroup(id)) continue;
      this.listing.remove(id);
      this.memberships.forgetGroup(id);
      groups += 1;
    }
    const memberships = this.memberships.reconcile(
      saved.memberships,
      storedPairs,
      ({ groupId, uid }) =>
        untouchedGroup(groupId) &&
        !touched.has(changeKey({ kind: 'members', groupId })) &&
        !touched.has(changeKey({ kind: 'membership', groupId, uid })),
    );
    return { groups, memberships, ms: Math.round(performance.now() - startedAt) };
  }

  /** Stops following other processes and saves the read models for a quick restart (if configured). */
  async close(): Promise<void> {
    await this.feed.stop();
    if (this.repairTimer) clearTimeout(this.repairTimer);
    if (this.settleTimer) clearTimeout(this.settleTimer);
    if (!this.snapshot || !this.loaded) return;
    await this.snapshot.save({ groups: this.listing.allDocuments(), memberships: this.memberships.pairs() });
  }

  private async loadFromDatabase(): Promise<void> {
    const [groups] = await Promise.all([
      // Shared as decoded: the copies die young instead of 100,000 documents' worth piling up first.
      readAll(this.groups, shareDocumentValues),
      this.memberships.load(),
      this.team.load(),
    ]);
    this.listing.load(groups);
  }

  /** Applies another process's change: re-reads it, again if a write of this process overlapped. */
  async apply(change: Change): Promise<void> {
    this.touched?.add(changeKey(change));
    for (let attempt = 0; attempt < maxRereads; attempt += 1) {
      const readAt = performance.now();
      const applyState = await this.reread(change);
      if (!this.ownWrites.overlaps(change, readAt)) {
        applyState();
        this.events.changed(change.groupId);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // This process keeps writing the same thing; its own writes keep its read models current.
  }

  private async reread(change: Change): Promise<() => void> {
    if (change.kind === 'membership') return this.memberships.reread(change.groupId, change.uid);
    if (change.kind === 'members') return this.memberships.rereadGroup(change.groupId);
    if (change.kind === 'team') return this.team.reread(change.groupId);
    const group = await this.storedGroups.get(change.groupId);
    if (group) {
      return () => {
        // An unchanged document (e.g. a change announced for its sessions' RSVPs) leaves the
        // listing and its remembered browses alone; the event is raised all the same.
        const before = this.listing.document(change.groupId);
        if (!before || !sameDocument(before, group)) this.listing.upsert(group);
      };
    }
    return () => {
      this.listing.remove(change.groupId);
      this.memberships.forgetGroup(change.groupId);
      this.team.forgetGroup(change.groupId);
    };
  }

  /** Rebuilds the read models from the database, keeping what this process wrote meanwhile. */
  async reload(): Promise<void> {
    this.touched = null;
    const startedAt = performance.now();
    await this.loadFromDatabase();
    for (const change of this.ownWrites.since(startedAt)) await this.apply(change);
  }

  /** Runs a write that applies itself to this process's read models, then logs it for the others. */
  async write<T>(change: Change, write: () => Promise<T>): Promise<T> {
    this.touched?.add(changeKey(change));
    const { result, contended } = await this.ownWrites.run(change, write).catch((error: unknown) => {
      // Not a refusal: the database failed mid-way. The write may still have been stored (the
      // answer was lost), perhaps between a seat and its membership: find out once it is back.
      if (!(error instanceof DomainError)) {
        this.doubtful.set(changeKey(change), { change, since: performance.now(), settled: 0 });
        this.settleDoubtfulSoon();
        this.scheduleRepair();
      }
      throw error;
    });
    if (contended) await this.apply(change);
    else this.events.changed(change.groupId);
    await this.feed.publish(change);
    return result;
  }
}

/** True when two versions of a document hold the same fields and values (in any field order). */
function sameDocument(a: GroupRecord, b: GroupRecord): boolean {
  const fields = Object.keys(a) as (keyof GroupRecord)[];
  if (fields.length !== Object.keys(b).length) return false;
  return fields.every((field) => {
    const [x, y] = [a[field], b[field]];
    return x === y || BSON.EJSON.stringify({ x }) === BSON.EJSON.stringify({ x: y });
  });
}
