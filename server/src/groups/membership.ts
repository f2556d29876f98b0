import type { CapacityEngine } from '@/capacity/engine';
import { calendarGroupsOf } from '@/groups/calendarGroups';
import { displayNameOf, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { MembershipError } from '@/errors';
import type { MembershipRecord } from '@/groups/membershipModel';
import type { Memberships } from '@/groups/memberships';
import type { GroupRecord } from '@/groups/model';
import type { GroupNotices } from '@/groups/notices';
import { ownerMustTransfer, type Permissions } from '@/groups/permissions';
import { bannedError, policyRefusal } from '@/groups/joinRules';
import { isActive } from '@/groups/rules';
import { groupNotFound, type GroupStore } from '@/groups/store';
import type { Waitlist, WaitingRecord } from '@/groups/waitlist';

/** How a person comes in: `invited` by a valid invite link (checked by the caller, invites.ts). */
export interface JoinHow {
  invited?: boolean;
}

/**
 * Who is in a group and who waits for it: joining, leaving, the FIFO waitlist, promotion into
 * freed places (exactly once, in order) and the sweep that finishes what a crash left. The group
 * itself is read and written through the store; what people should hear of is raised as notices.
 */
export class MembershipService {
  private sweepTimer: NodeJS.Timeout | null = null;
  /** Run after each sweep of the groups' queues: other places kept by the capacity engine (sessions). */
  readonly sweepers: (() => Promise<void>)[] = [];

  constructor(
    private readonly store: GroupStore,
    private readonly memberships: Memberships,
    private readonly waitlist: Waitlist,
    private readonly notices: GroupNotices,
    /** Places, queues and promotion of every group (a group is the engine's scope). */
    private readonly capacity: CapacityEngine<WaitingRecord>,
    private readonly permissions: Permissions,
    /** How often each process promotes into places nobody took (e.g. freed by a process that then died). */
    private readonly waitlistSweepMs = 2_000,
  ) {
    store.events.beforeListeners((groupId) => this.waitlist.forget(groupId));
  }

  createIndexes(): Promise<void> {
    return this.capacity.createIndexes();
  }

  /** Starts the sweep (see sweepWaitlists). */
  start(): void {
    this.sweepWaitlistsSoon();
  }

  close(): void {
    clearTimeout(this.sweepTimer ?? undefined);
    this.sweepTimer = null;
  }

  /** The groups on a person's calendar feed (see calendarGroups.ts). */
  calendarGroupsOf(uid: string): Promise<{ group: GroupRecord; waiting: boolean }[]> {
    return calendarGroupsOf(uid, {
      memberships: this.memberships,
      waitlist: this.waitlist,
      listing: this.store.listing,
    });
  }

  joinedGroupIds(uid: string): ReadonlySet<string> {
    return this.memberships.joinedGroupIds(uid);
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

  /** `isMember`, with a no confirmed in the database (for decisions, not for display). */
  async isStoredMember(viewer: Viewer, group: GroupRecord): Promise<boolean> {
    return this.memberships.isStoredMember(viewer.uid, group._id.toString());
  }

  /** The member list, for those who run the group only (null for anyone else). */
  async members(viewer: Viewer | null, group: GroupRecord): Promise<MembershipRecord[] | null> {
    return this.permissions.can(viewer, group, 'SEE_MEMBERS') ? this.memberships.list(group._id.toString()) : null;
  }

  /** A member's name as the group knows it, or null when they are not a member. */
  nameOf(groupId: string, uid: string): Promise<string | null> {
    return this.memberships.nameOf(groupId, uid);
  }

  /** The uids of a group's members, as stored (whom a notice about the group is for). */
  async memberUids(groupId: string): Promise<string[]> {
    return (await this.memberships.list(groupId)).map((member) => member.uid);
  }

  /** A person's memberships, as stored, oldest first. */
  membershipsOf(uid: string): Promise<MembershipRecord[]> {
    return this.memberships.ofPerson(uid);
  }

  /** How many members are stored (not as this process counts them): the check before lowering capacity. */
  countStored(groupId: string): Promise<number> {
    return this.memberships.countStored(groupId);
  }

  /** After a capacity was lowered: gives back the seats above it. */
  fitSeats(groupId: string, maxMembers: number): Promise<void> {
    return this.store.afterWrite(() => this.memberships.fitSeats(groupId, maxMembers));
  }

  /** Shows the person's new name in the member lists of the groups they joined. */
  rename(uid: string, displayName: string): Promise<void> {
    return this.memberships.rename(uid, displayName);
  }

  /** The viewer and the stored group, when they may join it or queue for it: not its organizer, while it is active. */
  private async joinable(
    viewer: Viewer | null,
    id: string,
    { invited = false }: JoinHow,
  ): Promise<{ person: Viewer; group: GroupRecord; groupId: string }> {
    const person = requireViewer(viewer);
    const group = await this.store.getStoredShared(id);
    if (group.suspension) throw groupNotFound();
    if (this.permissions.roleOf(person, group) === 'OWNER') {
      throw new MembershipError('ORGANIZER_CANNOT_JOIN', 'You organize this group, so you are already part of it.');
    }
    const ban = this.permissions.banOf(person, group);
    if (ban) throw bannedError(ban.reason);
    if (!isActive(group)) throw new MembershipError('GROUP_NOT_ACTIVE', 'This group is no longer active.');
    const groupId = group._id.toString();
    // Only an open group takes people who just ask; others let them in by approval (join.ts) or
    // by an organizer's invite link (invites.ts), which stands for the organizer's consent.
    const refusal = invited || this.memberships.isMember(person.uid, groupId) ? null : policyRefusal(group);
    if (refusal) throw refusal;
    return { person, group, groupId };
  }

  /** Joins an active group with a place free (twice changes nothing); its organizer takes no place. */
  async join(viewer: Viewer | null, id: string, how: JoinHow = {}): Promise<GroupRecord> {
    const { person: member, group, groupId } = await this.joinable(viewer, id, how);
    // A place freed while people wait is theirs, in turn: nobody may join past the queue.
    if (!this.memberships.isMember(member.uid, groupId) && !(await this.waitlist.isEmpty(groupId))) {
      throw new MembershipError('GROUP_FULL', 'This group is full.');
    }
    // The capacity just read serves the first check; the re-check after claiming a seat reads it
    // again (it may be lowered while the join is in flight).
    let checks = 0;
    const capacity = () =>
      (checks += 1) === 1 ? Promise.resolve(group.maxMembers) : this.store.currentMaxMembers(groupId);
    await this.store.write({ kind: 'membership', groupId, uid: member.uid }, () =>
      this.memberships.join(groupId, { uid: member.uid, displayName: displayNameOf(member) }, capacity),
    );
    return group;
  }

  /**
   * Queues the viewer for a full, active group; when a place is free (and nobody waits) they
   * become a member at once. Queueing twice, or as a member, changes nothing.
   */
  async joinWaitlist(viewer: Viewer | null, id: string, how: JoinHow = {}): Promise<GroupRecord> {
    const { person, group, groupId } = await this.joinable(viewer, id, how);
    if (this.memberships.isMember(person.uid, groupId)) return group;
    // Full as far as this process knows: queue without trying (a crowd at a full group costs two
    // reads each). Should a place be free after all (freed elsewhere a moment ago), the sweep
    // promotes within `waitlistSweepMs`.
    const hasRoom = () => this.memberships.count(groupId) < group.maxMembers;
    if (hasRoom()) {
      try {
        return await this.join(person, groupId, how);
      } catch (error) {
        if (!(error instanceof MembershipError && error.code === 'GROUP_FULL')) throw error;
      }
    }
    await this.store.write({ kind: 'group', groupId }, () =>
      this.waitlist.enqueue(groupId, person.uid, displayNameOf(person)),
    );
    // A place may have freed between the refused join and the queueing: fill it now.
    if (hasRoom()) await this.promote(groupId);
    return group;
  }

  /** Takes the viewer out of the group's queue; NOT_WAITING when they were not in it. */
  async leaveWaitlist(viewer: Viewer | null, id: string): Promise<GroupRecord> {
    const person = requireViewer(viewer);
    const group = await this.store.getStored(id);
    const groupId = group._id.toString();
    const removed = await this.store.write({ kind: 'group', groupId }, () => this.waitlist.remove(groupId, person.uid));
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

  /** The queue in order, for those who run the group only (null for anyone else). */
  async waitingList(viewer: Viewer | null, group: GroupRecord): Promise<WaitingRecord[] | null> {
    return this.permissions.can(viewer, group, 'SEE_WAITLIST') ? this.waitlist.list(group._id.toString()) : null;
  }

  /**
   * Fills the group's free places from the head of its queue, exactly once and in order (the
   * capacity engine's promotion), through the store so every process sees each new member.
   */
  promote(groupId: string): Promise<number> {
    const maxMembers = () => this.store.currentMaxMembers(groupId);
    return this.capacity.promote(groupId, maxMembers, {
      take: async (head) => {
        try {
          await this.store.write({ kind: 'membership', groupId, uid: head.uid }, () =>
            this.memberships.join(groupId, { uid: head.uid, displayName: head.displayName }, maxMembers),
          );
          return 'TAKEN';
        } catch (error) {
          if (error instanceof MembershipError && error.code === 'GROUP_FULL') return 'FULL';
          throw error;
        }
      },
      promoted: async (head) => {
        const group = await this.store.get(groupId);
        await this.notices.emit('promoted', { groupId, groupName: group.groupName, entry: head });
      },
      dequeue: async (head) => {
        await this.store.write({ kind: 'group', groupId }, () => this.waitlist.remove(groupId, head.uid));
      },
    });
  }

  /** Every few seconds, in every process, the sweep below (idempotent: overlaps are harmless). */
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

  /**
   * Promotes into places nobody took, ends the queues of groups that started, and those of
   * groups deleted meanwhile (each step idempotent: every process runs it).
   */
  async sweepWaitlists(): Promise<void> {
    for (const groupId of await this.waitlist.groupIds()) {
      const group = await this.store.findStored(groupId);
      if (group && isActive(group)) await this.promote(groupId);
      else if (group) await this.endWaitlist(groupId, group.groupName, 'WAITLIST_ENDED');
      else await this.endWaitlist(groupId, 'A deleted group', 'GROUP_DELETED');
    }
    for (const sweep of this.sweepers) await sweep();
  }

  /** Ends a group's queue (deleted, or started) and tells each person who waited, once. */
  private async endWaitlist(
    groupId: string,
    groupName: string,
    kind: 'WAITLIST_ENDED' | 'GROUP_DELETED',
  ): Promise<void> {
    const waited = await this.store.write({ kind: 'group', groupId }, () => this.waitlist.end(groupId));
    await this.notices.emit('waitlistEnded', { kind, groupId, groupName, waited });
  }

  /** Leaves a group before it starts, freeing the place. */
  async leave(viewer: Viewer | null, id: string): Promise<GroupRecord> {
    const member = requireViewer(viewer);
    const group = await this.store.getStored(id);
    if (this.permissions.roleOf(member, group) === 'OWNER') throw ownerMustTransfer();
    if (!isActive(group)) {
      throw new MembershipError('GROUP_NOT_ACTIVE', 'This group has already started, so its members are settled.');
    }
    await this.endMembership(group._id.toString(), member.uid);
    return group;
  }

  /** Ends a membership (left or removed): the place goes to the head of the queue once, and their session places too. */
  async endMembership(groupId: string, uid: string): Promise<void> {
    await this.store.write({ kind: 'membership', groupId, uid }, () => this.memberships.leave(groupId, uid));
    await this.promote(groupId);
    await this.notices.emit('memberLeft', { groupId, uid });
  }

  /**
   * A deleted group's members and queue go (the group's document is deleted already: if a step
   * fails, the repair finishes it), and who waited hears of it once.
   */
  async endGroup(groupId: string, groupName: string): Promise<void> {
    await this.store.afterWrite(() => this.memberships.removeGroup(groupId));
    await this.store.afterWrite(() => this.endWaitlist(groupId, groupName, 'GROUP_DELETED'));
  }

  /**
   * Before a person's account is deleted: they leave every group they joined (started or not),
   * and every queue; the places they free go to who waits, after `between` ran. Other processes
   * learn of the releases through `members` changes, which do not name the person. Idempotent.
   */
  async removePerson(uid: string, between: () => Promise<void>): Promise<string[]> {
    const leftGroupIds: string[] = [];
    for (const { groupId } of await this.memberships.ofPerson(uid)) {
      await this.store.write({ kind: 'members', groupId }, () => this.memberships.release(groupId, uid));
      leftGroupIds.push(groupId);
    }
    for (const groupId of await this.waitlist.removePerson(uid)) this.store.events.changed(groupId);
    await between();
    for (const groupId of leftGroupIds) await this.promote(groupId);
    return leftGroupIds;
  }
}
