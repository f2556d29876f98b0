import { randomUUID } from 'node:crypto';
import { trusted, Schema, type Connection, type Model, type Types } from 'mongoose';
import type { Logger } from '@/logger';
import { modelOn } from '@/db/models';
import { changeFeedBounds } from '@/bounds';
import { Batches } from '@/db/batches';

/**
 * A write another app process must apply to its read models: which group, whose membership,
 * (`members`) a group's whole member list — logged when a person's account is deleted, so that no
 * change entry keeps their uid — or (`team`) who organizes and hosts a group.
 */
export type Change =
  | { kind: 'group'; groupId: string }
  | { kind: 'membership'; groupId: string; uid: string }
  | { kind: 'members'; groupId: string }
  | { kind: 'team'; groupId: string };

interface ChangeRecord {
  _id: Types.ObjectId;
  /** When the writing process logged it, by its clock. */
  at: Date;
  /** The process that wrote it (ChangeFeed.origin); a process skips its own changes. */
  origin: string;
  /** `reload`: the whole database was replaced (a restore); every process reloads its read models. */
  kind: Change['kind'] | 'reload';
  groupId: string;
  uid?: string;
}

const changeSchema = new Schema<ChangeRecord>(
  {
    at: { type: Date, required: true },
    origin: { type: String, required: true },
    kind: { type: String, required: true, enum: ['group', 'membership', 'members', 'team', 'reload'] },
    groupId: { type: String, required: true },
    uid: { type: String },
  },
  { collection: 'changes', strictQuery: 'throw', versionKey: false },
);
changeSchema.index({ at: 1 }); // the poll (`at` after a point) and the pruning (`at` before one)

export type ChangeModel = Model<ChangeRecord>;

/** A running app process's heartbeat: a process whose heartbeat stops died without a clean stop. */
interface ProcessRecord {
  _id: string;
  seenAt: Date;
}

const processSchema = new Schema<ProcessRecord>(
  { _id: { type: String, required: true }, seenAt: { type: Date, required: true } },
  { collection: 'processes', strictQuery: 'throw', versionKey: false },
);

export type ProcessModel = Model<ProcessRecord>;

export function processModel(connection: Connection): ProcessModel {
  return modelOn(connection, 'AppProcess', processSchema);
}

export function changeModel(connection: Connection): ChangeModel {
  return modelOn(connection, 'Change', changeSchema);
}

export interface ChangeFeedTiming {
  /** How often to look for other processes' changes; 0 turns the feed off (one process only). */
  intervalMs: number;
  /**
   * How far behind the last poll each poll reads again: covers clocks that differ between
   * hosts and a change logged while the previous poll ran. Changes already applied are skipped.
   */
  lookbackMs: number;
  /** How long changes are kept. A process that could not poll for longer reloads everything. */
  retentionMs: number;
}

export const defaultTiming: ChangeFeedTiming = { intervalMs: 1_000, lookbackMs: 5_000, retentionMs: 120_000 };

export interface ChangeConsumer {
  /** Re-reads what changed from the database and applies it to the read models. */
  apply(change: Change): Promise<void>;
  /** Rebuilds the read models from the database: changes were missed. */
  reload(): Promise<void>;
  /** Another app process died without a clean stop: whatever it left half done may need finishing. */
  otherProcessDied(): void;
}

/**
 * Keeps the read models of several app processes on one database consistent. Every process
 * logs its writes here after the database acknowledged them; every process polls the log for
 * the others' writes and re-reads those groups and memberships by `_id` (the one lookup every
 * engine indexes). Change streams would push instead of poll, but need a MongoDB replica set and
 * FerretDB has none.
 *
 * Staleness bound: a write on another process shows here within `intervalMs` plus one poll and
 * its re-reads (about 1 s by default), or, after a longer outage of this process's polling than
 * `retentionMs`, once the full reload it triggers has finished.
 */
export class ChangeFeed {
  /** This process, as named in the changes it logs. */
  readonly origin = randomUUID();
  private since = new Date();
  /** Ids of changes already applied within the lookback window, so a re-read window applies each once. */
  private readonly applied = new Map<string, number>();
  /**
   * True right after the read models were loaded from `since` on: the next poll reads on from
   * there even if the load outlasted the retention (or a long load would reload forever).
   */
  private loadedFromSince = false;
  private lastPrune = 0;
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;
  /** Changes whose logging failed (e.g. the database went away right after the write): logged again at the next poll. */
  private readonly unpublished: Change[] = [];
  /**
   * Silent processes this one has already reloaded for, with the last heartbeat each had then. A
   * database outage silences every heartbeat for a while, so a process taken for dead may be
   * alive: one whose heartbeat moved on since is a new death when it falls silent again, and
   * its last writes must not go unnoticed — whether or not a poll of this process saw it beat.
   */
  private readonly mourned = new Map<string, number>();
  /** When this process's read models were loaded: a process that died well before wrote nothing they lack. */
  private loadedAt = 0;

  /** Changes published while an insert of entries is running go together in the next one. */
  private readonly batches = new Batches<Change, void>(async (changes) => {
    await this.logForOthers(changes);
    return changes.map(() => ({ value: undefined }));
  }, changeFeedBounds.changesPerInsert);

  constructor(
    private readonly changes: ChangeModel,
    private readonly processes: ProcessModel,
    private readonly timing: ChangeFeedTiming,
    private readonly logger: Logger,
  ) {}

  /**
   * A process that dies (SIGKILL, power loss) between a write and its log entry leaves the others
   * without that change. Its heartbeat stops, so after this long the others reload once.
   */
  get deadAfterMs(): number {
    return this.timing.intervalMs * 10;
  }

  get enabled(): boolean {
    return this.timing.intervalMs > 0;
  }

  async createIndexes(): Promise<void> {
    if (this.enabled) await Promise.all([this.changes.createIndexes(), this.processes.createIndexes()]);
  }

  /**
   * Logs this process's write for the others. The write itself is already stored, so a failure
   * here does not fail the request: the entry is kept and logged at the next poll (and if this
   * process dies first, its stopped heartbeat makes the others reload).
   */
  publish(change: Change): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    return this.batches.add(change);
  }

  /** Logs a batch of changes in one insert (see Batches); a failed or slow one is kept for the next poll, so it never fails its publishers. */
  private async logForOthers(changes: Change[]): Promise<void> {
    try {
      // A slow insert is logged again at once (a stall is mostly over by then), else at each poll.
      if (!(await this.log(changes)) && !(await this.log(changes))) this.unpublished.push(...changes);
    } catch (error) {
      this.unpublished.push(...changes);
      this.logger.warn('could not log changes for the other app processes; retrying', {
        changes: changes.length,
        error: (error as Error).message,
      });
    }
  }

  /**
   * Inserts the entries, stamped with this process's clock; false when the insert was slow, and
   * the changes must be logged again. Readers window on the stamp (each poll reads `lookbackMs`
   * behind the start of the last one), so an entry must be visible within the lookback of its
   * stamp, or a reader that polled meanwhile has moved past it for good. An insert can take
   * longer: the database restarted or stalled under load, or this process was starved of CPU
   * between the stamp and the send. Quick means within half the lookback; the other half is
   * left for clocks that differ between hosts. A repeated entry costs a reader one re-read.
   */
  private async log(changes: Change[]): Promise<boolean> {
    const at = new Date();
    await this.changes.insertMany(changes.map((change) => ({ ...change, at, origin: this.origin })));
    const ms = Date.now() - at.getTime();
    if (ms <= this.timing.lookbackMs / 2) return true;
    this.logger.warn('changes took long to log; logging them again so no other app process misses them', {
      changes: changes.length,
      ms,
    });
    return false;
  }

  /** Starts polling for changes logged from `from` on (the moment before the read models were loaded). */
  start(consumer: ChangeConsumer, from: Date): void {
    if (!this.enabled) return;
    this.since = from;
    this.loadedAt = from.getTime();
    this.loadedFromSince = true;
    this.stopped = false;
    const loop = async () => {
      await this.poll(consumer).catch((error: unknown) => {
        this.logger.warn('could not read the changes of other app processes; retrying', {
          error: (error as Error).message,
        });
      });
      if (!this.stopped) this.timer = setTimeout(loop, this.timing.intervalMs).unref();
    };
    this.timer = setTimeout(loop, this.timing.intervalMs).unref();
    // Its own timer, so a long reload or poll never makes this process look dead.
    const beat = () => {
      this.processes
        .updateOne({ _id: this.origin }, { $set: { seenAt: new Date() } }, { upsert: true })
        .catch(() => undefined); // the database is away; the poll says so
    };
    beat();
    this.heartbeat = setInterval(beat, this.timing.intervalMs).unref();
  }

  /** Stops polling; a clean stop also says goodbye, so the others do not take this process for dead. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.enabled) await this.processes.deleteOne({ _id: this.origin }).catch(() => undefined);
  }

  /** One round: applies the others' changes since the last round (or reloads after a gap). */
  async poll(consumer: ChangeConsumer): Promise<void> {
    const startedAt = Date.now();
    if (this.unpublished.length > 0) {
      const kept = this.unpublished.slice(0, changeFeedBounds.changesPerInsert);
      if (await this.log(kept)) this.unpublished.splice(0, kept.length); // else still slow: next round
    }
    await this.reloadForDeadProcesses(consumer, startedAt);
    // Changes logged since the last poll may already be pruned.
    const gap = startedAt - this.since.getTime() > this.timing.retentionMs - this.timing.lookbackMs;
    if (gap && !this.loadedFromSince) {
      this.logger.warn('missed changes of other app processes; reloading the read models');
      await consumer.reload();
      this.since = new Date(startedAt);
      this.loadedFromSince = true;
      return;
    }
    if (gap) this.logger.warn('loading the read models outlasted the change retention; some changes may show late');
    const from = new Date(this.since.getTime() - this.timing.lookbackMs);
    // trusted(): sanitizeFilter (db/connection.ts) neutralizes operators; these two are our own.
    const changes = await this.changes
      .find({ at: trusted({ $gte: from }) })
      .sort({ at: 1, _id: 1 })
      .lean<ChangeRecord[]>();
    for (const change of changes) {
      const id = change._id.toString();
      if (change.origin === this.origin || this.applied.has(id)) continue;
      if (change.kind === 'reload') {
        this.logger.info('the database was restored; reloading the read models');
        await consumer.reload();
      } else {
        await consumer.apply(
          change.kind === 'membership'
            ? { kind: 'membership', groupId: change.groupId, uid: change.uid ?? '' }
            : { kind: change.kind, groupId: change.groupId },
        );
      }
      this.applied.set(id, change.at.getTime());
    }
    this.since = new Date(startedAt);
    this.loadedFromSince = false;
    for (const [id, at] of this.applied) if (at < from.getTime()) this.applied.delete(id);
    await this.prune(startedAt);
  }

  /**
   * Deletes the entries that name this person (their account is being deleted), first logging
   * a `members` change for each group they named, so no process misses what those entries said.
   */
  async forgetPerson(uid: string): Promise<void> {
    if (!this.enabled) return;
    const named = await this.changes.find({ uid }, { groupId: 1 }).lean<Pick<ChangeRecord, 'groupId'>[]>();
    for (const groupId of new Set(named.map((change) => change.groupId))) {
      await this.publish({ kind: 'members', groupId });
    }
    await this.changes.deleteMany({ uid });
  }

  private async reloadForDeadProcesses(consumer: ChangeConsumer, now: number): Promise<void> {
    const silent = await this.processes
      .find({ seenAt: trusted({ $lt: new Date(now - this.deadAfterMs) }) })
      .lean<ProcessRecord[]>();
    const silentIds = new Set(silent.map((process) => process._id));
    for (const id of this.mourned.keys()) if (!silentIds.has(id)) this.mourned.delete(id);
    const dead = silent.filter(
      (process) =>
        process._id !== this.origin &&
        this.mourned.get(process._id) !== process.seenAt.getTime() &&
        process.seenAt.getTime() + this.timing.intervalMs >= this.loadedAt,
    );
    if (dead.length === 0) return;
    this.logger.warn('another app process stopped without a clean shutdown; reloading the read models', {
      processes: dead.length,
    });
    await consumer.reload();
    for (const process of dead) this.mourned.set(process._id, process.seenAt.getTime());
    consumer.otherProcessDied();
  }

  /** Drops changes older than the retention, at most every few seconds (any process may). */
  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune < Math.min(30_000, this.timing.retentionMs / 4)) return;
    this.lastPrune = now;
    await this.changes.deleteMany({ at: trusted({ $lt: new Date(now - this.timing.retentionMs) }) });
    await this.processes.deleteMany({ seenAt: trusted({ $lt: new Date(now - this.timing.retentionMs) }) });
  }
}

/** One key per thing a change names: a group, a membership, or a group's member list. */
export function changeKey(change: Change): string {
  return change.kind === 'membership' ? `member:${change.groupId}:${change.uid}` : `${change.kind}:${change.groupId}`;
}

/**
 * This process's own writes, in flight or recently finished, per group or membership. A re-read
 * for another process's change that overlapped one of them may hold the state from before it,
 * so it is read again rather than applied over the newer local state.
 */
export class OwnWrites {
  private readonly inFlight = new Map<string, { count: number; contended: boolean }>();
  private readonly finished = new Map<string, { change: Change; at: number }>();

  /**
   * Runs a write that ends by applying itself to the read models. `contended` is true for the
   * last of several overlapping writes to the same thing: their results may have been applied
   * in another order than the database stored them, so the caller re-reads it.
   */
  async run<T>(change: Change, write: () => Promise<T>): Promise<{ result: T; contended: boolean }> {
    const key = changeKey(change);
    const running = this.inFlight.get(key);
    if (running) {
      running.count += 1;
      running.contended = true;
    } else {
      this.inFlight.set(key, { count: 1, contended: false });
    }
    let contended = false;
    let result: T;
    try {
      result = await write();
    } finally {
      const state = this.inFlight.get(key);
      if (state && (state.count -= 1) === 0) {
        this.inFlight.delete(key);
        contended = state.contended;
      }
      this.finished.set(key, { change, at: performance.now() });
      if (this.finished.size > 10_000) this.prune(performance.now() - 60_000);
    }
    return { result, contended };
  }

  /** True when a write of this process to what `change` names ran at any time since `since`. */
  overlaps(change: Change, since: number): boolean {
    const key = changeKey(change);
    return this.inFlight.has(key) || (this.finished.get(key)?.at ?? -Infinity) >= since;
  }

  /** What this process wrote since `since` (or is writing), e.g. during a reload. */
  since(since: number): Change[] {
    return [...this.finished.values()].filter((write) => write.at >= since).map((write) => write.change);
  }

  /** Forgets writes finished before `before`: no re-read in progress can have overlapped them. */
  prune(before: number): void {
    for (const [key, write] of this.finished) if (write.at < before) this.finished.delete(key);
  }
}
