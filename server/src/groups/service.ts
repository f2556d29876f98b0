import { isValidObjectId, Types, type Connection } from 'mongoose';
import { ForbiddenError, MembershipError, NotFoundError, UnauthenticatedError, ValidationError } from '@/errors';
import { displayNameOf, isOwner, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import {
  ChangeFeed,
  changeModel,
  processModel,
  defaultTiming,
  type Change,
  type ChangeFeedTiming,
} from '@/sync/changeFeed';
import { listingFilterOf, listingOrderOf, type BrowseRequest, type GroupFilter } from '@/groups/browse';
import { hobbyCategoryNames, type HobbyCategory } from '@/groups/categories';
import { decodeCursor, encodeCursor } from '@/groups/cursor';
import type { GroupEvents } from '@/groups/groupEvents';
import type { GroupListing, ListingPage, ListingQuery } from '@/groups/listing';
import { cursorOf, type ListingOrder } from '@/groups/listingOrder';
import { membershipModels, type MembershipRecord } from '@/groups/membershipModel';
import { Memberships } from '@/groups/memberships';
import { GroupsReadModel, type Reconciliation } from '@/groups/readModel';
import { Waitlist, waitingModel, type WaitingRecord } from '@/groups/waitlist';
import { notificationModel, type NotificationKind } from '@/notifications/model';
import type { NotificationBus } from '@/notifications/bus';
import { Notifications } from '@/notifications/service';
import { markerModel, ReadModelSnapshot } from '@/sync/snapshot';
import { groupModel, nameKeyOf, type GroupModel, type GroupRecord } from '@/groups/model';
import type { Logger } from '@/logger';
import { isRecurring, nextSession, nextSessionAtOf } from '@/schedule/schedule';
import {
  groupFields,
  validateGroupChanges,
  validateNewGroup,
  type GroupFields,
  type RawGroupInput,
} from '@/groups/validation';

export type { Reconciliation } from '@/groups/readModel';

/**
 * Page sizes when the caller gives none: all groups by 20; a person's own lists (organized,
 * joined, by their email) by 50, as schema.graphql's defaults say, since one page holds most.
 */
export const pageSize = { default: 20, ownDefault: 50, max: 100 } as const;
/** How many stale "soonest start" keys one refresh stores (each is a schedule expansion and a write). */
const rekeyBatch = 200;
export { searchMaxLength, type GroupSort } from '@/groups/browse';

export interface PageRequest {
  first?: number | null;
  after?: string | null;
}

export interface ListRequest extends PageRequest, BrowseRequest {}

/** How many groups a filter matches in one category. */
export interface CategoryCount {
  category: HobbyCategory;
  count: number;
}

/** A page of groups in the Relay connection shape; both adapters render it. */
export interface GroupPage {
  edges: { cursor: string; node: GroupRecord }[];
  nodes: GroupRecord[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

export interface UpdateResult {
  group: GroupRecord;
  /** False when every given value equalled the stored one, so nothing was written. */
  modified: boolean;
}

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
 * True while people can join: a one-off group until its start day, a recurring group while it
 * has sessions ahead (schedule/schedule.ts).
 */
export function isActive(
  group: Pick<GroupRecord, '_id' | 'startDate' | 'location' | 'schedule'>,
  now = new Date(),
): boolean {
  if (isRecurring(group.schedule)) return nextSession(group, now) !== null;
  return group.startDate.getTime() > now.getTime();
}

function pageLimit(first: number | null | undefined, fallback: number): number {
  const limit = first ?? fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > pageSize.max) {
    throw new ValidationError({ first: `Page size must be a whole number from 1 to ${pageSize.max}.` });
  }
  return limit;
}

/**
 * Every rule about groups lives here, once: validation, ownership, who sees what. GraphQL
 * resolvers and REST handlers only translate to and from it.
 */
export class GroupsService {
  /** The read models this service answers from and writes through (readModel.ts). */
  private readonly readModel: GroupsReadModel;
  private readonly listing: GroupListing<GroupRecord>;
  /** Steps of other features that remove a person's records when their account is deleted. */
  readonly personRemovers: ((uid: string) => Promise<void>)[] = [];
  /** Steps of other features that remove a deleted group's records (e.g. its sessions' RSVPs). */
  readonly groupRemovers: ((groupId: string) => Promise<void>)[] = [];
  private sweepTimer: NodeJS.Timeout | null = null;
  private rekeyTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly groups: GroupModel,
    private readonly memberships: Memberships,
    /** Keeps the read models of several app processes on one database consistent. */
    feed: ChangeFeed,
    /** The read models saved at a clean shutdown (embedded database only), or null. */
    snapshot: ReadModelSnapshot<GroupRecord> | null = null,
    /** How long a seat without a membership may be a join in flight before it counts as left by a crash. */
    seatRepairAfterMs: number | undefined,
    private readonly waitlist: Waitlist,
    readonly notifications: Notifications,
    /** How often each process promotes into places nobody took (e.g. freed by a process that then died). */
    private readonly waitlistSweepMs = 2_000,
    /** How often each process stores the next "soonest start" key of groups whose session began. */
    private readonly rekeyMs = 60_000,
  ) {
    this.readModel = new GroupsReadModel(groups, memberships, feed, snapshot, seatRepairAfterMs);
    this.listing = this.readModel.listing;
    this.readModel.events.beforeListeners((groupId) => this.waitlist.forget(groupId));
  }

  /** Raised after each change this process's read model applies (its own writes and the feed's). */
  get events(): GroupEvents {
    return this.readModel.events;
  }

  /**
   * Bumped by every change of what the read models hold or the events announce (a group, its
   * members, its waitlist, its sessions): an answer built at one version — a kept anonymous
   * answer, a prerendered page — is current while it stays the same.
   */
  get version(): number {
    return this.listing.version + this.events.version;
  }

  /** Where start() loaded the read models from. */
  get loadedFrom(): 'snapshot' | 'database' | null {
    return this.readModel.loadedFrom;
  }

  /** After a start from the snapshot, settles once the read models were checked against the database. */
  get reconciled(): Promise<Reconciliation | null> {
    return this.readModel.reconciled;
  }

  /** True once start() has loaded the read models: only then can the service answer. */
  get started(): boolean {
    return this.readModel.started;
  }

  /** Loads the read models and starts following the other processes (see GroupsReadModel.start). */
  async start(options?: { trustSnapshot?: boolean }): Promise<void> {
    await Promise.all([this.waitlist.createIndexes(), this.notifications.createIndexes()]);
    await this.readModel.start(options);
    this.sweepWaitlistsSoon();
    // The first refresh right away: keys that passed while no process ran, and older documents' keys.
    this.refreshNextSessionsSoon(0);
  }

  /** Stops following other processes and saves the read models for a quick restart (if configured). */
  close(): Promise<void> {
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    this.sweepTimer = null;
    if (this.rekeyTimer) clearTimeout(this.rekeyTimer);
    this.rekeyTimer = null;
    return this.readModel.close();
  }

  /** Rebuilds the read models from the database, keeping what this process wrote meanwhile. */
  reload(): Promise<void> {
    return this.readModel.reload();
  }

  private write<T>(change: Change, write: () => Promise<T>): Promise<T> {
    return this.readModel.write(change, write);
  }

  /** Browsing all groups: filters, orders and pages (see browse.ts). */
  async list(request: ListRequest, viewer: Viewer | null = null): Promise<GroupPage> {
    const filter = listingFilterOf(request, viewer);
    return this.page(request, pageSize.default, { ...filter, ...listingOrderOf(request) });
  }

  /**
   * How many groups match the filter in each category, every category in display order. The
   * filter's own categories are left out, so each count says what choosing that category gives.
   */
  countByCategory(filter: GroupFilter | null | undefined, viewer: Viewer | null = null): CategoryCount[] {
    const counts = this.listing.countByCategory(listingFilterOf({ filter: { ...filter, categories: null } }, viewer));
    return hobbyCategoryNames.map((category) => ({ category, count: counts.get(category.toLowerCase()) ?? 0 }));
  }

  /** A group for reading: from the read model (see listing.ts), else the database. */
  async get(id: string): Promise<GroupRecord> {
    const groupId = assertGroupId(id);
    const group = this.listing.document(groupId) ?? (await this.groups.findById(groupId).lean<GroupRecord>());
    if (!group) throw groupNotFound();
    return group;
  }

  /**
   * The group after each of its changes, until it is deleted (then the iteration ends) or the
   * caller returns. Fails at once, not at the first change, for a bad id or a missing group.
   */
  async watch(id: string): Promise<AsyncIterableIterator<GroupRecord>> {
    const groupId = assertGroupId(id);
    await this.get(groupId);
    const changes = this.events.watch(groupId);
    const done = async (): Promise<IteratorResult<GroupRecord>> => {
      await changes.return?.();
      return { done: true, value: undefined };
    };
    const updates: AsyncIterableIterator<GroupRecord> = {
      next: async () => {
        if ((await changes.next()).done) return done();
        const group = await this.get(groupId).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        });
        return group ? { done: false, value: group } : done();
      },
      return: done,
      [Symbol.asyncIterator]: () => updates,
    };
    return updates;
  }

  /** A group as stored: writes (update, delete, join, leave) decide on the database, never on a copy. */
  private async getStored(id: string): Promise<GroupRecord> {
    const group = await this.groups.findById(assertGroupId(id)).lean<GroupRecord>();
    if (!group) throw groupNotFound();
    return group;
  }

  /** A user's own groups. Only the user themself may list them by email. */
  async listByOwnerEmail(viewer: Viewer | null, email: string, request: PageRequest = {}): Promise<GroupPage> {
    const me = requireViewer(viewer);
    if (!me.email || me.email.toLowerCase() !== email.trim().toLowerCase()) {
      throw new ForbiddenError('You can only list your own groups.');
    }
    return this.page(request, pageSize.ownDefault, { ownerEmail: me.email, descending: false });
  }

  countOwnedBy(viewer: Viewer): number {
    return viewer.email ? this.listing.countByOwner(viewer.email) : 0;
  }

  listOwnedBy(viewer: Viewer, request: PageRequest): Promise<GroupPage> {
    // An account without an email owns nothing: no group can carry its email.
    return this.page(request, pageSize.ownDefault, { ownerEmail: viewer.email ?? '', descending: false });
  }

  countJoinedBy(viewer: Viewer): number {
    return this.memberships.joinedGroupIds(viewer.uid).size;
  }

  listJoinedBy(viewer: Viewer, request: PageRequest): Promise<GroupPage> {
    return this.page(request, pageSize.ownDefault, {
      ids: this.memberships.joinedGroupIds(viewer.uid),
      descending: false,
    });
  }

  /** The groups on a person's calendar feed: every group they joined, and those they wait for. */
  async calendarGroupsOf(uid: string): Promise<{ group: GroupRecord; waiting: boolean }[]> {
    const joined = [...this.memberships.joinedGroupIds(uid)].map((id) => ({ id, waiting: false }));
    const waiting = (await this.waitlist.ofPerson(uid))
      .filter((entry) => !this.memberships.isMember(uid, entry.groupId))
      .map((entry) => ({ id: entry.groupId, waiting: true }));
    return [...joined, ...waiting].flatMap(({ id, waiting: isWaiting }) => {
      const group = this.listing.document(id);
      return group ? [{ group, waiting: isWaiting }] : [];
    });
  }

  memberCount(group: GroupRecord): number {
    return this.memberships.count(group._id.toString());
  }

  spotsLeft(group: GroupRecord): number {
    return Math.max(0, group.maxMembers - this.memberCount(group));
  }

  isMember(viewer: Viewer | null, group: GroupRecord): boolean {
    return viewer !== null && this.memberships.isMember(viewer.uid, group._id.toString());
  }

  /** The member list, for the organizer only (null for anyone else). */
  async members(viewer: Viewer | null, group: GroupRecord): Promise<MembershipRecord[] | null> {
    return isOwner(viewer, group) ? this.memberships.list(group._id.toString()) : null;
  }

  /**
   * Joins a group: while its start date is ahead and a place is free; joining twice changes
   * nothing. The organizer runs the group and does not take one of its places.
   */
  async join(viewer: Viewer | null, id: string): Promise<GroupRecord> {
    const member = requireViewer(viewer);
    const group = await this.getStored(id);
    if (isOwner(member, group)) {
      throw new MembershipError('ORGANIZER_CANNOT_JOIN', 'You organize this group, so you are already part of it.');
    }
    if (!isActive(group)) throw new MembershipError('GROUP_NOT_ACTIVE', 'This group is no longer active.');
    const groupId = group._id.toString();
    // A place freed while people wait is theirs, in turn: nobody may join past the queue.
    if (!this.memberships.isMember(member.uid, groupId) && !(await this.waitlist.isEmpty(groupId))) {
      throw new MembershipError('GROUP_FULL', 'This group is full.');
    }
    await this.write({ kind: 'membership', groupId, uid: member.uid }, () =>
      this.memberships.join(groupId, { uid: member.uid, displayName: displayNameOf(member) }, () =>
        this.currentMaxMembers(groupId),
      ),
    );
    return group;
  }

  /**
   * Queues the viewer for a full, active group; when a place is free (and nobody waits) they
   * become a member at once. Queueing twice, or as a member, changes nothing.
   */
  async joinWaitlist(viewer: Viewer | null, id: string): Promise<GroupRecord> {
    const person = requireViewer(viewer);
    const group = await this.getStored(id);
    if (isOwner(person, group)) {
      throw new MembershipError('ORGANIZER_CANNOT_JOIN', 'You organize this group, so you are already part of it.');
    }
    if (!isActive(group)) throw new MembershipError('GROUP_NOT_ACTIVE', 'This group is no longer active.');
    const groupId = group._id.toString();
    if (this.memberships.isMember(person.uid, groupId)) return group;
    // Full as far as this process knows: queue without trying (a crowd at a full group costs two
    // reads each). Should a place be free after all (freed elsewhere a moment ago), the sweep
    // promotes within `waitlistSweepMs`.
    const hasRoom = () => this.memberships.count(groupId) < group.maxMembers;
    if (hasRoom()) {
      try {
        return await this.join(person, groupId);
      } catch (error) {
        if (!(error instanceof MembershipError && error.code === 'GROUP_FULL')) throw error;
      }
    }
    await this.write({ kind: 'group', groupId }, () =>
      this.waitlist.enqueue(groupId, person.uid, displayNameOf(person)),
    );
    // A place may have freed between the refused join and the queueing: fill it now.
    if (hasRoom()) await this.promote(groupId);
    return group;
  }

  /** Takes the viewer out of the group's queue; NOT_WAITING when they were not in it. */
  async leaveWaitlist(viewer: Viewer | null, id: string): Promise<GroupRecord> {
    const person = requireViewer(viewer);
    const group = await this.getStored(id);
    const groupId = group._id.toString();
    const removed = await this.write({ kind: 'group', groupId }, () => this.waitlist.remove(groupId, person.uid));
    if (!removed) throw new MembershipError('NOT_WAITING', 'You are not on the waitlist of this group.');
    return group;
  }

  waitlistCount(group: GroupRecord): Promise<number> {
    return this.waitlist.count(group._id.toString());
  }

  /** The viewer's place in the group's queue (1 = next), or null when they are not waiting. */
  waitlistPosition(viewer: Viewer | null, group: GroupRecord): Promise<number | null> {
    return viewer ? this.waitlist.position(group._id.toString(), viewer.uid) : Promise.resolve(null);
  }

  /** The queue in order, for the group's organizer only (null for anyone else). */
  async waitingList(viewer: Viewer | null, group: GroupRecord): Promise<WaitingRecord[] | null> {
    return isOwner(viewer, group) ? this.waitlist.list(group._id.toString()) : null;
  }

  /**
   * Fills the group's free places from the head of its queue, one person at a time, while both
   * last. Exactly once and in order, even with several processes promoting at the same moment:
   * each takes the current head; joining is idempotent per person (one membership `_id`), so two
   * promoters of the same head make one member (the loser's extra seat is given back) and the
   * next round moves on. Each step is idempotent, so a crash half-way is finished by the next
   * promotion or the sweep: a head who is a member already only loses their queue entry and gets
   * their (once-stored) notification.
   */
  async promote(groupId: string): Promise<number> {
    let promoted = 0;
    for (;;) {
      const head = await this.waitlist.head(groupId);
      if (!head) return promoted;
      if (!this.memberships.isMember(head.uid, groupId)) {
        try {
          await this.write({ kind: 'membership', groupId, uid: head.uid }, () =>
            this.memberships.join(groupId, { uid: head.uid, displayName: head.displayName }, () =>
              this.currentMaxMembers(groupId),
            ),
          );
        } catch (error) {
          if (!(error instanceof MembershipError && error.code === 'GROUP_FULL')) throw error;
          // Full by the seats but not by the members: a crash left seats behind (see
          // Memberships.freeAbandonedSeats). Free them and try again; otherwise it is really full.
          if (!(await this.freedCrashedLeaves(groupId))) return promoted;
          continue;
        }
      }
      const group = await this.get(groupId);
      await this.notifications.add({
        id: `promoted:${head._id}:${head.queuedAt.getTime()}`,
        uid: head.uid,
        kind: 'PROMOTED',
        groupId,
        groupName: group.groupName,
      });
      await this.write({ kind: 'group', groupId }, () => this.waitlist.remove(groupId, head.uid));
      promoted += 1;
    }
  }

  /** Frees seats a crash left behind, when the members are fewer than the places; true if any. */
  private async freedCrashedLeaves(groupId: string): Promise<boolean> {
    if ((await this.memberships.countStored(groupId)) >= (await this.currentMaxMembers(groupId))) return false;
    return (await this.memberships.freeAbandonedSeats(groupId)) > 0;
  }

  /**
   * Every few seconds: promotes into places nobody took (their process died between freeing and
   * promoting, or a capacity was raised elsewhere), and ends the queues of groups that started
   * (telling who waited). Runs in every process; the steps are idempotent, so overlaps are harmless.
   */
  private sweepWaitlistsSoon(): void {
    if (this.waitlistSweepMs <= 0) return;
    this.sweepTimer = setTimeout(() => {
      void this.sweepWaitlists()
        .catch(() => undefined) // the database is away: the next sweep tries again
        .finally(() => {
          if (this.sweepTimer) this.sweepWaitlistsSoon();
        });
    }, this.waitlistSweepMs);
    this.sweepTimer.unref();
  }

  private refreshNextSessionsSoon(delayMs = this.rekeyMs): void {
    if (this.rekeyMs <= 0) return;
    this.rekeyTimer = setTimeout(() => {
      void this.refreshNextSessions()
        .catch(() => 0) // the database is away: the next refresh tries again
        .then((stored) => {
          // A full batch means more are due (a start after a long pause): go on at once.
          if (this.rekeyTimer) this.refreshNextSessionsSoon(stored >= rekeyBatch ? 0 : this.rekeyMs);
        });
    }, delayMs);
    this.rekeyTimer.unref();
  }

  /**
   * Stores the next "soonest start" key (`nextSessionAt`) of the recurring groups whose key has
   * passed at `now` (their session began; only those are touched), or was never stored, at most
   * `rekeyBatch` per call; returns how many it stored. Every process runs it every `rekeyMs`:
   * it is idempotent, since each process computes the same key from the same document and the
   * write only lands on the document the key was computed from (same `updatedAt`, which this
   * write leaves alone, and the same stale key), so a second process's write finds nothing. The
   * write goes through the change feed like any other, so every read model re-keys the group.
   * On FerretDB v1, whose updates are read-modify-write of the whole document, a refresh and an
   * organizer's edit of the same group in the same instant can lose one of the two, as two
   * concurrent edits already can; the window is one write per session that starts.
   */
  async refreshNextSessions(now = new Date()): Promise<number> {
    let count = 0;
    for (const group of this.listing.dueForRekey(now.getTime(), rekeyBatch)) {
      const nextSessionAt = nextSessionAtOf(group, now);
      await this.write({ kind: 'group', groupId: group._id.toString() }, async () => {
        const stored = await this.groups
          .findOneAndUpdate(
            { _id: group._id, updatedAt: group.updatedAt, nextSessionAt: group.nextSessionAt ?? null },
            { $set: { nextSessionAt } },
            { returnDocument: 'after', timestamps: false },
          )
          .lean<GroupRecord>();
        if (!stored) return; // changed meanwhile: that change (via the feed) brings the document to re-key
        this.listing.upsert(stored);
        count += 1;
      });
    }
    return count;
  }

  async sweepWaitlists(): Promise<void> {
    for (const groupId of await this.waitlist.groupIds()) {
      const group = await this.groups.findById(groupId).lean<GroupRecord>();
      if (group && isActive(group)) await this.promote(groupId);
      else if (group) await this.endWaitlist(groupId, group.groupName, 'WAITLIST_ENDED');
      else await this.endWaitlist(groupId, 'A deleted group', 'GROUP_DELETED');
    }
  }

  /** Ends a group's queue (deleted, or started) and tells each person who waited, once. */
  private async endWaitlist(groupId: string, groupName: string, kind: NotificationKind): Promise<void> {
    const waited = await this.write({ kind: 'group', groupId }, () => this.waitlist.end(groupId));
    for (const entry of waited) {
      await this.notifications.add({
        id: `${kind}:${entry._id}:${entry.queuedAt.getTime()}`,
        uid: entry.uid,
        kind,
        groupId,
        groupName,
      });
    }
  }

  /** Tells each member of the group what happened to it (once per event: `event` names it). */
  private async notifyMembers(group: GroupRecord, kind: NotificationKind, event: string): Promise<void> {
    const groupId = group._id.toString();
    for (const member of await this.memberships.list(groupId)) {
      await this.notifications.add({
        id: `${kind}:${groupId}:${member.uid}:${event}`,
        uid: member.uid,
        kind,
        groupId,
        groupName: group.groupName,
      });
    }
  }

  /** Leaves a group before it starts, freeing the place. */
  async leave(viewer: Viewer | null, id: string): Promise<GroupRecord> {
    const member = requireViewer(viewer);
    const group = await this.getStored(id);
    if (!isActive(group)) {
      throw new MembershipError('GROUP_NOT_ACTIVE', 'This group has already started, so its members are settled.');
    }
    const groupId = group._id.toString();
    await this.write({ kind: 'membership', groupId, uid: member.uid }, () =>
      this.memberships.leave(groupId, member.uid),
    );
    await this.promote(groupId);
    return group;
  }

  private async currentMaxMembers(id: string): Promise<number> {
    const group = await this.groups.findById(id, { maxMembers: 1 }).lean<Pick<GroupRecord, 'maxMembers'>>();
    if (!group) throw groupNotFound();
    return group.maxMembers;
  }

  async create(viewer: Viewer | null, input: RawGroupInput): Promise<GroupRecord> {
    const owner = requireViewer(viewer);
    const email = owner.email;
    if (!email) throw new UnauthenticatedError('Your account has no email address; sign in with one to create groups.');
    const fields = validateNewGroup(input);
    const _id = new Types.ObjectId();
    return this.write({ kind: 'group', groupId: _id.toString() }, async () => {
      const created = await this.groups.create({
        ...fields,
        _id,
        nameKey: nameKeyOf(fields.groupName),
        userName: displayNameOf(owner),
        userEmail: email,
        ownerUid: owner.uid,
      });
      const group = created.toObject<GroupRecord>();
      this.listing.upsert(group);
      return group;
    });
  }

  async update(viewer: Viewer | null, id: string, input: RawGroupInput): Promise<UpdateResult> {
    const owner = requireViewer(viewer);
    const group = await this.getOwned(owner, id);
    const changes = validateGroupChanges(input, group);
    const changed = changedFields(group, changes);
    if (Object.keys(changed).length === 0) return { group, modified: false };
    const lowered = changed.maxMembers !== undefined && changed.maxMembers < group.maxMembers;
    if (lowered) await this.assertRoomFor(group, changed.maxMembers as number);

    const updated = await this.write({ kind: 'group', groupId: group._id.toString() }, async () => {
      const stored = await this.groups
        .findOneAndUpdate({ _id: group._id, ownerUid: owner.uid }, { $set: changed }, { returnDocument: 'after' })
        .lean<GroupRecord>();
      if (!stored) throw groupNotFound();
      this.listing.upsert(stored);
      return stored;
    });
    if (lowered) await this.afterWrite(() => this.memberships.fitSeats(updated._id.toString(), updated.maxMembers));
    if (changed.maxMembers !== undefined && !lowered) await this.promote(updated._id.toString());
    if (changed.startDate !== undefined || changed.location !== undefined) {
      await this.notifyMembers(updated, 'GROUP_CHANGED', `${updated.location}|${String(updated.startDate)}`);
    }
    return { group: updated, modified: true };
  }

  /**
   * Changes a group its organizer owns by fields computed from the stored group (schedules and
   * session changes, sessions/service.ts): the same ownership check, write path and read-model
   * upkeep as `update`.
   */
  async changeOwned(
    viewer: Viewer | null,
    id: string,
    change: (group: GroupRecord) => Partial<GroupRecord>,
  ): Promise<GroupRecord> {
    const owner = requireViewer(viewer);
    const group = await this.getOwned(owner, id);
    const changed = change(group);
    const after = { ...group, ...changed };
    // The discovery key moves with the schedule and its exceptions, in the same write.
    changed.nextSessionAt = isRecurring(after.schedule) ? nextSessionAtOf(after) : null;
    return this.write({ kind: 'group', groupId: group._id.toString() }, async () => {
      const stored = await this.groups
        .findOneAndUpdate({ _id: group._id, ownerUid: owner.uid }, { $set: changed }, { returnDocument: 'after' })
        .lean<GroupRecord>();
      if (!stored) throw new NotFoundError('Group not found!');
      this.listing.upsert(stored);
      return stored;
    });
  }

  /**
   * Raises `groupChanged` in every app process for a change outside the group's document (its
   * sessions' RSVP counts): one change-feed entry, and other processes re-read the document by id.
   */
  async announceChange(groupId: string): Promise<void> {
    await this.write({ kind: 'group', groupId }, async () => undefined);
  }

  private async assertRoomFor(group: GroupRecord, maxMembers: number): Promise<void> {
    const members = await this.memberships.countStored(group._id.toString());
    if (maxMembers < members) {
      throw new ValidationError({
        maxMembers: `Max members cannot be lower than the ${members} people who already joined.`,
      });
    }
  }

  async delete(viewer: Viewer | null, id: string): Promise<string> {
    const owner = requireViewer(viewer);
    const group = await this.getOwned(owner, id);
    const deletedId = group._id.toString();
    await this.notifyMembers(group, 'GROUP_DELETED', 'deleted');
    await this.write({ kind: 'group', groupId: deletedId }, async () => {
      const { deletedCount } = await this.groups.deleteOne({ _id: group._id, ownerUid: owner.uid });
      if (deletedCount === 0) throw groupNotFound();
      this.listing.remove(deletedId);
    });
    await this.afterWrite(() => this.memberships.removeGroup(deletedId));
    await this.afterWrite(() => this.endWaitlist(deletedId, group.groupName, 'GROUP_DELETED'));
    for (const remove of this.groupRemovers) await remove(deletedId);
    return deletedId;
  }

  /** The groups a person organizes, as stored (their export, their account deletion). */
  ownedBy(uid: string): Promise<GroupRecord[]> {
    return this.groups.find({ ownerUid: uid }).sort({ _id: 1 }).lean<GroupRecord[]>();
  }

  /** A person's memberships, as stored, oldest first. */
  membershipsOf(uid: string): Promise<MembershipRecord[]> {
    return this.memberships.ofPerson(uid);
  }

  /**
   * Shows the organizer's new name on every group they organize and in the member lists of the
   * groups they joined. Stored, not resolved per read: listings stay as fast as they are.
   */
  async renameOrganizer(viewer: Viewer, displayName: string): Promise<void> {
    for (const group of await this.ownedBy(viewer.uid)) {
      if (group.userName === displayName) continue;
      await this.write({ kind: 'group', groupId: group._id.toString() }, async () => {
        const stored = await this.groups
          .findOneAndUpdate(
            { _id: group._id, ownerUid: viewer.uid },
            { $set: { userName: displayName } },
            {
              returnDocument: 'after',
            },
          )
          .lean<GroupRecord>();
        if (stored) this.listing.upsert(stored);
      });
    }
    await this.memberships.rename(viewer.uid, displayName);
  }

  /**
   * Removes a person from the groups before their account is deleted: the groups they organize
   * are deleted (with their members' places) and they leave every group they joined, started or
   * not. Each step is idempotent, so a retry after a failure finishes the job. The other app
   * processes learn of the releases through `members` changes, which do not name the person,
   * and the change entries that did name them are deleted.
   */
  async removePerson(viewer: Viewer): Promise<{ deletedGroupIds: string[]; leftGroupIds: string[] }> {
    const deletedGroupIds: string[] = [];
    for (const group of await this.ownedBy(viewer.uid)) {
      try {
        deletedGroupIds.push(await this.delete(viewer, group._id.toString()));
      } catch (error) {
        // Deleted meanwhile (another tab, another process): gone either way.
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    const leftGroupIds: string[] = [];
    for (const { groupId } of await this.memberships.ofPerson(viewer.uid)) {
      await this.write({ kind: 'members', groupId }, () => this.memberships.release(groupId, viewer.uid));
      leftGroupIds.push(groupId);
    }
    for (const groupId of await this.waitlist.removePerson(viewer.uid)) this.events.changed(groupId);
    await this.notifications.removePerson(viewer.uid);
    for (const groupId of leftGroupIds) await this.promote(groupId);
    for (const remove of this.personRemovers) await remove(viewer.uid);
    await this.readModel.forgetPerson(viewer.uid);
    return { deletedGroupIds, leftGroupIds };
  }

  /** The second step of a write whose first is stored: if it fails, the repair finishes it later. */
  private async afterWrite(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.readModel.scheduleRepair();
      throw error;
    }
  }

  private async getOwned(viewer: Viewer, id: string): Promise<GroupRecord> {
    const group = await this.getStored(id);
    if (!isOwner(viewer, group)) throw new ForbiddenError('Only the group’s organizer can change or delete it.');
    return group;
  }

  private async page(
    request: PageRequest,
    defaultSize: number,
    filter: Omit<ListingQuery, 'first' | 'after'>,
  ): Promise<GroupPage> {
    const first = pageLimit(request.first, defaultSize);
    const order = filter.order ?? 'NAME';
    const after = request.after ? decodeCursor(request.after, order) : undefined;
    const page = this.listing.query({ ...filter, first, after });
    const found = await Promise.all(
      page.entries.map(
        (entry) => this.listing.document(entry.id) ?? this.groups.findById(entry.id).lean<GroupRecord>().exec(),
      ),
    );
    return this.toPage(page, found, order);
  }

  /**
   * Builds the connection. A group deleted between the listing read and its fetch by id is
   * left out (the count may be one high for that instant, never a missing page).
   */
  private toPage(page: ListingPage, found: (GroupRecord | null)[], order: ListingOrder): GroupPage {
    const edges = page.entries.flatMap((entry, index) => {
      const node = found[index];
      return node ? [{ cursor: encodeCursor(cursorOf(entry, order)), node }] : [];
    });
    return {
      edges,
      nodes: edges.map((edge) => edge.node),
      pageInfo: {
        hasNextPage: page.hasNextPage,
        hasPreviousPage: page.hasPreviousPage,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      totalCount: page.totalCount,
    };
  }
}

export interface GroupsServiceOptions {
  /** See GroupsService.seatRepairAfterMs (default 30 s). */
  seatRepairAfterMs?: number;
  timing?: ChangeFeedTiming;
  /** Where to save the read models at a clean shutdown (embedded database only; see snapshot.ts). */
  snapshotFile?: string | null;
  /** See GroupsService.waitlistSweepMs (default 2 s). */
  waitlistSweepMs?: number;
  /** How notifications reach live subscribers (default: this process's only). Its creator closes it. */
  notificationBus?: NotificationBus;
}

/** The groups service on a database connection, with its models, change feed and snapshot. */
export function createGroupsService(
  connection: Connection,
  logger: Logger,
  {
    timing = defaultTiming,
    snapshotFile = null,
    seatRepairAfterMs,
    waitlistSweepMs,
    notificationBus,
  }: GroupsServiceOptions = {},
): GroupsService {
  const { memberships, seats } = membershipModels(connection);
  const feed = new ChangeFeed(changeModel(connection), processModel(connection), timing, logger);
  const snapshot = snapshotFile
    ? new ReadModelSnapshot<GroupRecord>(snapshotFile, markerModel(connection), logger)
    : null;
  return new GroupsService(
    groupModel(connection),
    new Memberships(memberships, seats),
    feed,
    snapshot,
    seatRepairAfterMs,
    new Waitlist(waitingModel(connection)),
    new Notifications(notificationModel(connection), notificationBus),
    waitlistSweepMs,
  );
}

/** The subset of `changes` that differs from what is stored. */
function changedFields(group: GroupRecord, changes: Partial<GroupFields>): Partial<GroupFields> {
  const changed: Partial<Record<keyof GroupFields, unknown>> = {};
  for (const field of groupFields) {
    const value = changes[field];
    if (value === undefined) continue;
    const stored = group[field];
    const same =
      value instanceof Date && stored instanceof Date ? value.getTime() === stored.getTime() : value === stored;
    if (!same) changed[field] = value;
  }
  return changed as Partial<GroupFields>;
}
