import { Types } from 'mongoose';
import { displayNameOf, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '@/errors';
import { listingFilterOf, listingOrderOf, type BrowseRequest, type GroupFilter } from '@/groups/browse';
import { hobbyCategoryNames, type HobbyCategory } from '@/groups/categories';
import { decodeCursor } from '@/groups/cursor';
import type { GroupEvents } from '@/groups/groupEvents';
import type { GroupListing, ListingQuery } from '@/groups/listing';
import type { MembershipService } from '@/groups/membership';
import type { GroupAction, Permissions } from '@/groups/permissions';
import type { TeamService } from '@/groups/teamService';
import type { BanService } from '@/groups/bans';
import type { InviteService } from '@/groups/invites';
import type { JoinService } from '@/groups/join';
import { nameKeyOf, type GroupRecord } from '@/groups/model';
import { pageLimit, pageSize, toPage, type GroupPage, type PageRequest } from '@/groups/page';
import type { NextSessionKeys } from '@/groups/nextSessions';
import type { GroupNotices } from '@/groups/notices';
import { assertGroupId, groupNotFound, type GroupStore, type Reconciliation } from '@/groups/store';
import { changedFields, validateGroupChanges, validateNewGroup, type RawGroupInput } from '@/groups/validation';
import type { PlacesService } from '@/geo/places';
import { watchGroup } from '@/groups/watch';
import { placeFreeTextGroups } from '@/groups/placeMigration';
import { isRecurring, nextSessionAtOf } from '@/schedule/schedule';

export type { Reconciliation } from '@/groups/store';
export { searchMaxLength, type GroupSort } from '@/groups/browse';

export interface ListRequest extends PageRequest, BrowseRequest {}

/** How many groups a filter matches in one category. */
export interface CategoryCount {
  category: HobbyCategory;
  count: number;
}

export interface UpdateResult {
  group: GroupRecord;
  /** False when every given value equalled the stored one, so nothing was written. */
  modified: boolean;
}

/**
 * The rules about groups themselves, once: creating, changing and deleting them (ownership,
 * validation), and who sees which lists. Who is in a group lives in `membership`, the group's
 * storage and read models in the store, the next-session keys in `nextSessions`. GraphQL
 * resolvers and REST handlers only translate to and from these.
 */
export class GroupsService {
  private readonly listing: GroupListing<GroupRecord>;
  /** This process's copy of the groups, read without the database (e.g. by the reminder scheduler). */
  readonly inMemory: Pick<GroupListing<GroupRecord>, 'allDocuments' | 'document'>;
  /** Settles with how many free-text locations the start-up migration placed (placeMigration.ts). */
  placesMigrated: Promise<number> = Promise.resolve(0);
  /** Steps of other features that remove a person's records when their account is deleted. */
  readonly personRemovers: ((uid: string) => Promise<void>)[] = [];
  /** Steps of other features that remove a deleted group's records (e.g. its sessions' RSVPs). */
  readonly groupRemovers: ((groupId: string) => Promise<void>)[] = [];

  constructor(
    private readonly store: GroupStore,
    /** Joining, leaving, the waitlist and promotion (membership.ts). */
    readonly membership: MembershipService,
    /** The timer that keeps recurring groups' next-session keys current (nextSessions.ts). */
    readonly nextSessions: NextSessionKeys,
    /** What people in a group should hear of; other features listen (notifications). */
    readonly notices: GroupNotices,
    /** Who may do what in a group: the one role × action table (permissions.ts). */
    readonly permissions: Permissions,
    /** The organizing team: invitations, roles, transfers (teamService.ts). */
    readonly team: TeamService,
    /** The place search (geo/places.ts), where a group's place is chosen; loaded by start(). */
    readonly places: PlacesService,
    /** Join policies, requests and decisions (join.ts). */
    readonly join: JoinService,
    /** Bans (bans.ts). */
    readonly bans: BanService,
    readonly invites: InviteService, // invite links (invites.ts)
  ) {
    this.listing = this.inMemory = store.listing;
  }

  /** Raised after each change this process's read model applies (its own writes and the feed's). */
  get events(): GroupEvents {
    return this.store.events;
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
    return this.store.loadedFrom;
  }

  /** After a start from the snapshot, settles once the read models were checked against the database. */
  get reconciled(): Promise<Reconciliation | null> {
    return this.store.reconciled;
  }

  /** True once start() has loaded the read models: only then can the service answer. */
  get started(): boolean {
    return this.store.started;
  }

  /** Loads the gazetteer (in slices, once per process) and the read models, and follows the other processes. */
  async start(options?: { trustSnapshot?: boolean }): Promise<void> {
    await Promise.all([
      this.membership.createIndexes(),
      this.team.createIndexes(),
      this.join.createIndexes(),
      this.notices.emit('starting', {}),
      this.places.start(),
    ]);
    await this.store.start(options);
    this.placesMigrated = placeFreeTextGroups(this.store, this.places);
    this.membership.start();
    this.nextSessions.start();
  }

  /** Stops following other processes and saves the read models for a quick restart (if configured). */
  close(): Promise<void> {
    this.membership.close();
    this.nextSessions.close();
    return this.store.close();
  }

  /** Rebuilds the read models from the database, keeping what this process wrote meanwhile. */
  reload(): Promise<void> {
    return this.store.reload();
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

  /**
   * A group for reading: from the read model (see listing.ts), else the database. A suspended
   * group exists only for its organizers and the site's admins (the viewer given here).
   */
  get(id: string, viewer: Viewer | null = null): Promise<GroupRecord> {
    return this.store.get(id, (group) => this.permissions.maySeeSuspended(viewer, group));
  }

  /** A site admin's suspension of a group, or its lifting (null): moderation/ decides who may. */
  async setSuspension(groupId: string, suspension: GroupRecord['suspension']): Promise<GroupRecord> {
    const stored = await this.store.setSuspension(assertGroupId(groupId, 'groupId'), suspension);
    if (!stored) throw groupNotFound();
    return stored;
  }

  /**
   * The group after each of its changes, until it is deleted (then the iteration ends) or the
   * caller returns. Fails at once, not at the first change, for a bad id or a missing group.
   */
  watch(id: string): Promise<AsyncIterableIterator<GroupRecord>> {
    return watchGroup(id, this.events, (groupId) => this.get(groupId));
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
    return this.membership.joinedGroupIds(viewer.uid).size;
  }

  listJoinedBy(viewer: Viewer, request: PageRequest): Promise<GroupPage> {
    return this.page(request, pageSize.ownDefault, {
      ids: this.membership.joinedGroupIds(viewer.uid),
      descending: false,
    });
  }

  async create(viewer: Viewer | null, input: RawGroupInput): Promise<GroupRecord> {
    const owner = requireViewer(viewer);
    const email = owner.email;
    if (!email) throw new UnauthenticatedError('Your account has no email address; sign in with one to create groups.');
    const fields = validateNewGroup(input, this.places);
    return this.store.create({
      ...fields,
      _id: new Types.ObjectId(),
      nameKey: nameKeyOf(fields.groupName),
      userName: displayNameOf(owner),
      userEmail: email,
      ownerUid: owner.uid,
    });
  }

  async update(viewer: Viewer | null, id: string, input: RawGroupInput): Promise<UpdateResult> {
    const editor = requireViewer(viewer);
    const group = await this.getOwned(editor, id, 'EDIT_GROUP');
    const changes = validateGroupChanges(input, group, this.places);
    const changed = changedFields(group, changes);
    if (Object.keys(changed).length === 0) return { group, modified: false };
    const lowered = changed.maxMembers !== undefined && changed.maxMembers < group.maxMembers;
    if (lowered) await assertRoomFor(this.membership, group, changed.maxMembers as number);

    const updated = await this.store.setOwned(group._id, group.ownerUid, changed);
    if (!updated) throw groupNotFound();
    const groupId = updated._id.toString();
    await this.team.record(editor, updated, 'EDITED', null, Object.keys(changed).join(', '));
    if (lowered) await this.membership.fitSeats(groupId, updated.maxMembers);
    if (changed.maxMembers !== undefined && !lowered) await this.membership.promote(groupId);
    if (changed.startDate !== undefined || changed.location !== undefined) {
      await this.tellMembers(updated, 'GROUP_CHANGED', `${updated.location}|${String(updated.startDate)}`);
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
    const group = await this.getOwned(requireViewer(viewer), id, 'MANAGE_SESSIONS');
    const changed = change(group);
    const after = { ...group, ...changed };
    // The discovery key moves with the schedule and its exceptions, in the same write.
    changed.nextSessionAt = isRecurring(after.schedule) ? nextSessionAtOf(after) : null;
    const stored = await this.store.setOwned(group._id, group.ownerUid, changed);
    if (!stored) throw groupNotFound();
    return stored;
  }

  /**
   * Raises `groupChanged` in every app process for a change outside the group's document (its
   * sessions' RSVP counts): one change-feed entry, and other processes re-read the document by id.
   */
  async announceChange(groupId: string): Promise<void> {
    await this.store.write({ kind: 'group', groupId }, async () => undefined);
  }

  async delete(viewer: Viewer | null, id: string): Promise<string> {
    const group = await this.getOwned(requireViewer(viewer), id, 'DELETE_GROUP');
    const deletedId = group._id.toString();
    await this.tellMembers(group, 'GROUP_DELETED', 'deleted');
    await this.store.deleteOwned(group._id, group.ownerUid);
    await this.membership.endGroup(deletedId, group.groupName);
    for (const remove of this.groupRemovers) await remove(deletedId);
    return deletedId;
  }

  /** The groups a person organizes, as stored (their export, their account deletion). */
  ownedBy(uid: string): Promise<GroupRecord[]> {
    return this.store.ownedBy(uid);
  }

  /**
   * Shows the organizer's new name on every group they organize and in the member lists of the
   * groups they joined. Stored, not resolved per read: listings stay as fast as they are.
   */
  async renameOrganizer(viewer: Viewer, displayName: string): Promise<void> {
    for (const group of await this.ownedBy(viewer.uid)) {
      if (group.userName === displayName) continue;
      await this.store.setOwned(group._id, viewer.uid, { userName: displayName });
    }
    await this.membership.rename(viewer.uid, displayName);
    await this.team.rename(viewer.uid, displayName);
  }

  /**
   * Removes a person from the groups before their account is deleted: the groups they organize
   * are deleted (with their members' places) and they leave every group they joined, started or
   * not. Each step is idempotent, so a retry after a failure finishes the job. The change
   * entries that named them are deleted.
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
    const leftGroupIds = await this.membership.removePerson(viewer.uid, () =>
      this.notices.emit('personRemoved', { uid: viewer.uid }),
    );
    for (const remove of this.personRemovers) await remove(viewer.uid);
    await this.store.forgetPerson(viewer.uid);
    return { deletedGroupIds, leftGroupIds };
  }

  /** Tells each member of the group what happened to it (once per event: `event` names it). */
  private async tellMembers(group: GroupRecord, kind: 'GROUP_CHANGED' | 'GROUP_DELETED', event: string) {
    const groupId = group._id.toString();
    const uids = await this.membership.memberUids(groupId);
    await this.notices.emit('membersTold', { kind, groupId, groupName: group.groupName, uids, event });
  }

  /** The stored group, when the viewer may `action` it (the write then filters by its stored owner). */
  private async getOwned(viewer: Viewer, id: string, action: GroupAction): Promise<GroupRecord> {
    const group = await this.store.getStored(id);
    this.permissions.assert(viewer, group, action, 'Only the group’s organizer can change or delete it.');
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
    const found = await this.store.documents(page.entries.map((entry) => entry.id));
    return toPage(page, found, order);
  }
}

/** Refuses a capacity below the members who already joined (counted as stored). */
async function assertRoomFor(membership: MembershipService, group: GroupRecord, maxMembers: number): Promise<void> {
  const members = await membership.countStored(group._id.toString());
  if (maxMembers < members) {
    throw new ValidationError({
      maxMembers: `Max members cannot be lower than the ${members} people who already joined.`,
    });
  }
}
