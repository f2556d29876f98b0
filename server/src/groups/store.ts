import { isValidObjectId, trusted, type Types } from 'mongoose';
import { NotFoundError, ValidationError } from '@/errors';
import { SharedCalls } from '@/db/sharedCalls';
import type { GroupEvents } from '@/groups/groupEvents';
import type { GroupListing } from '@/groups/listing';
import type { Memberships } from '@/groups/memberships';
import type { Team } from '@/groups/team';
import type { GroupModel, GroupRecord } from '@/groups/model';
import { GroupsReadModel, type Reconciliation } from '@/groups/readModel';
import type { Change, ChangeFeed } from '@/sync/changeFeed';
import type { ReadModelSnapshot } from '@/sync/snapshot';

export type { Reconciliation } from '@/groups/readModel';

/** The one answer for a group that does not exist (or no longer does). */
export function groupNotFound(): NotFoundError {
  return new NotFoundError('Group not found!');
}

/** Checks an id's shape before it reaches the database: a malformed id is bad input, not a 500. */
export function assertGroupId(id: unknown, field = 'id'): string {
  if (typeof id !== 'string' || !/^[0-9a-f]{24}$/i.test(id) || !isValidObjectId(id)) {
    throw new ValidationError({ [field]: 'Group id must be a 24-character hexadecimal id.' });
  }
  return id.toLowerCase();
}

/**
 * The groups as stored and as read: the only groups file that talks to Mongoose's group model
 * and to the read models (readModel.ts). Reads come from the read model, else the database;
 * writes decide on the stored document and go through `write`, so every process's read model
 * learns of them (the change feed).
 */
export class GroupStore {
  private readonly readModel: GroupsReadModel;
  readonly listing: GroupListing<GroupRecord>;
  /** A crowd joining one group at once shares fresh reads of its capacity (see SharedCalls). */
  private readonly sharedCapacities: SharedCalls<string, number | null>;

  constructor(
    private readonly groups: GroupModel,
    memberships: Memberships,
    team: Team,
    /** Keeps the read models of several app processes on one database consistent. */
    feed: ChangeFeed,
    /** The read models saved at a clean shutdown (embedded database only), or null. */
    snapshot: ReadModelSnapshot<GroupRecord> | null,
    /** How long a seat without a membership may be a join in flight before it counts as left by a crash. */
    seatRepairAfterMs: number | undefined,
  ) {
    this.readModel = new GroupsReadModel(groups, memberships, team, feed, snapshot, seatRepairAfterMs);
    this.listing = this.readModel.listing;
    this.sharedCapacities = new SharedCalls(
      async (id) =>
        (await this.groups.findById(id, { maxMembers: 1 }).lean<Pick<GroupRecord, 'maxMembers'>>())?.maxMembers ?? null,
    );
  }

  /** Raised after each change this process's read model applies (its own writes and the feed's). */
  get events(): GroupEvents {
    return this.readModel.events;
  }

  get loadedFrom(): 'snapshot' | 'database' | null {
    return this.readModel.loadedFrom;
  }

  get reconciled(): Promise<Reconciliation | null> {
    return this.readModel.reconciled;
  }

  get started(): boolean {
    return this.readModel.started;
  }

  start(options?: { trustSnapshot?: boolean }): Promise<void> {
    return this.readModel.start(options);
  }

  close(): Promise<void> {
    return this.readModel.close();
  }

  reload(): Promise<void> {
    return this.readModel.reload();
  }

  forgetPerson(uid: string): Promise<void> {
    return this.readModel.forgetPerson(uid);
  }

  write<T>(change: Change, write: () => Promise<T>): Promise<T> {
    return this.readModel.write(change, write);
  }

  /** The second step of a write whose first is stored: if it fails, the repair finishes it later. */
  async afterWrite(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.readModel.scheduleRepair();
      throw error;
    }
  }

  /**
   * A group for reading: from the read model (see listing.ts), else the database. A suspended
   * group is not found, unless `suspended` says the reader may see it (its organizers, admins).
   */
  async get(id: string, suspended: (group: GroupRecord) => boolean = () => false): Promise<GroupRecord> {
    const groupId = assertGroupId(id);
    const group = this.listing.document(groupId) ?? (await this.groups.findById(groupId).lean<GroupRecord>());
    if (!group || (group.suspension && !suspended(group))) throw groupNotFound();
    return group;
  }

  /** Groups for reading by id, in order; null for one deleted (or suspended) meanwhile. */
  async documents(ids: string[]): Promise<(GroupRecord | null)[]> {
    const found = await Promise.all(
      ids.map((id) => this.listing.document(id) ?? this.groups.findById(id).lean<GroupRecord>().exec()),
    );
    return found.map((group) => (group?.suspension ? null : group));
  }

  /** Suspends a group (a site admin's decision) or lifts its suspension (null); null when it is gone. */
  setSuspension(groupId: string, suspension: GroupRecord['suspension']): Promise<GroupRecord | null> {
    return this.write({ kind: 'group', groupId }, async () => {
      const stored = await this.groups
        .findOneAndUpdate({ _id: groupId }, { $set: { suspension } }, { returnDocument: 'after', timestamps: false })
        .lean<GroupRecord>();
      if (stored) this.listing.upsert(stored);
      return stored;
    });
  }

  /** A group as stored: writes (update, delete, join, leave) decide on the database, never on a copy. */
  async getStored(id: string): Promise<GroupRecord> {
    const group = await this.findStored(assertGroupId(id));
    if (!group) throw groupNotFound();
    return group;
  }

  findStored(groupId: string): Promise<GroupRecord | null> {
    return this.groups.findById(groupId).lean<GroupRecord>().exec();
  }

  /**
   * `getStored` for a crowd: the group as read by a read that started after the call, shared with
   * everyone asking meanwhile. The answer is shared: read it, never change it.
   */
  async getStoredShared(id: string): Promise<GroupRecord> {
    const group = await this.readModel.storedGroups.get(assertGroupId(id));
    if (!group) throw groupNotFound();
    return group;
  }

  /** The stored capacity, read after the call (shared with everyone asking meanwhile). */
  async currentMaxMembers(id: string): Promise<number> {
    const maxMembers = await this.sharedCapacities.get(id);
    if (maxMembers === null) throw groupNotFound();
    return maxMembers;
  }

  /** The groups a person organizes, as stored (their export, their account deletion). */
  ownedBy(uid: string): Promise<GroupRecord[]> {
    return this.groups.find({ ownerUid: uid }).sort({ _id: 1 }).lean<GroupRecord[]>();
  }

  /** Stores a new group. */
  create(fields: Partial<GroupRecord> & Pick<GroupRecord, '_id'>): Promise<GroupRecord> {
    return this.write({ kind: 'group', groupId: fields._id.toString() }, async () => {
      const created = await this.groups.create(fields);
      const group = created.toObject<GroupRecord>();
      this.listing.upsert(group);
      return group;
    });
  }

  /** Sets fields of a group its owner still owns; null when it is gone (or no longer theirs). */
  setOwned(groupId: Types.ObjectId, ownerUid: string, changed: Partial<GroupRecord>): Promise<GroupRecord | null> {
    return this.write({ kind: 'group', groupId: groupId.toString() }, async () => {
      const stored = await this.groups
        .findOneAndUpdate({ _id: groupId, ownerUid }, { $set: changed }, { returnDocument: 'after' })
        .lean<GroupRecord>();
      if (stored) this.listing.upsert(stored);
      return stored;
    });
  }

  /** Deletes a group its owner still owns; NOT_FOUND when it is gone. */
  deleteOwned(groupId: Types.ObjectId, ownerUid: string): Promise<void> {
    const id = groupId.toString();
    return this.write({ kind: 'group', groupId: id }, async () => {
      const { deletedCount } = await this.groups.deleteOne({ _id: groupId, ownerUid });
      if (deletedCount === 0) throw groupNotFound();
      this.listing.remove(id);
    });
  }

  /**
   * Stores the place a free-text location names (groups/placeMigration.ts), only on a document that
   * still has no place and is unchanged since it was read; false when it changed meanwhile.
   */
  geocode(group: GroupRecord, place: NonNullable<GroupRecord['place']>): Promise<boolean> {
    // trusted(): sanitizeFilter (db/connection.ts) neutralizes operators; this one is our own.
    return this.setIfUnchanged(group, { place: trusted({ $exists: false }) }, { place });
  }

  /**
   * Stores a group's next "soonest start" key, only on the document it was computed from (same
   * `updatedAt`, which this write leaves alone, and the same stale key); false when it changed
   * meanwhile (that change, via the feed, brings the document to re-key). See nextSessions.ts.
   */
  rekey(group: GroupRecord, nextSessionAt: Date | null): Promise<boolean> {
    return this.setIfUnchanged(group, { nextSessionAt: group.nextSessionAt ?? null }, { nextSessionAt });
  }

  /** Sets fields the app derives, on the document as read (same `updatedAt`, left alone) that still meets `guard`. */
  private setIfUnchanged(group: GroupRecord, guard: object, fields: Partial<GroupRecord>): Promise<boolean> {
    return this.write({ kind: 'group', groupId: group._id.toString() }, async () => {
      const stored = await this.groups
        .findOneAndUpdate(
          { _id: group._id, updatedAt: group.updatedAt, ...guard },
          { $set: fields },
          { returnDocument: 'after', timestamps: false },
        )
        .lean<GroupRecord>();
      if (!stored) return false;
      this.listing.upsert(stored);
      return true;
    });
  }
}
