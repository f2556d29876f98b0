import type { Places } from '@/capacity/places';
import { MembershipError } from '@/errors';
import { membershipId, type MembershipModel, type MembershipRecord, type SeatModel } from '@/groups/membershipModel';

export type MembershipPair = Pick<MembershipRecord, 'groupId' | 'uid'>;

export interface Joiner {
  uid: string;
  displayName: string;
}

/**
 * Memberships and the seats that bound them. Capacity rests on unique `_id` inserts in the
 * database (the capacity engine's Places), never on these in-memory counts: those only serve reads
 * (member counts, "joined?" flags, joined-groups lists) and are kept current by this process.
 */
export class Memberships {
  private readonly counts = new Map<string, number>();
  private readonly joinedBy = new Map<string, Set<string>>();
  /** Told of every change of a group's member count; null: all of them may have changed. */
  private countChanged: (groupId: string | null) => void = () => undefined;

  constructor(
    private readonly memberships: MembershipModel,
    private readonly seats: SeatModel,
    /** The seats and memberships as the capacity engine keeps them (a group is its scope). */
    readonly places: Places,
  ) {}

  /** Lets the listing read model keep its member orders and "places left" filter current. */
  onCountChange(listener: (groupId: string | null) => void): void {
    this.countChanged = listener;
  }

  async createIndexes(): Promise<void> {
    await Promise.all([this.memberships.createIndexes(), this.seats.createIndexes()]);
  }

  /** Replaces what this process knows of memberships with what is stored. */
  async load(): Promise<void> {
    this.replace(await this.memberships.find({}, { groupId: 1, uid: 1 }).lean<MembershipPair[]>());
  }

  /** Who joined what, as stored. */
  storedPairs(): Promise<MembershipPair[]> {
    return this.memberships.find({}, { _id: 0, groupId: 1, uid: 1 }).lean<MembershipPair[]>();
  }

  /**
   * Brings what this process knows from `saved` (a snapshot) to `stored` (a fresh read), for the
   * pairs `mayApply` allows (those this process did not write or re-read since). Returns how many
   * differed.
   */
  reconcile(saved: MembershipPair[], stored: MembershipPair[], mayApply: (pair: MembershipPair) => boolean): number {
    const key = ({ groupId, uid }: MembershipPair) => `${groupId}\u0000${uid}`;
    const savedKeys = new Set(saved.map(key));
    const storedKeys = new Set(stored.map(key));
    let changed = 0;
    for (const pair of stored) {
      if (savedKeys.has(key(pair)) || !mayApply(pair)) continue;
      this.remember(pair.groupId, pair.uid);
      changed += 1;
    }
    for (const pair of saved) {
      if (storedKeys.has(key(pair)) || !mayApply(pair)) continue;
      this.forget(pair.groupId, pair.uid);
      changed += 1;
    }
    return changed;
  }

  /** Replaces what this process knows of memberships with these (e.g. from a snapshot). */
  replace(pairs: Iterable<MembershipPair>): void {
    const notify = this.countChanged;
    // One notice for the whole replacement, not one per membership.
    this.countChanged = () => undefined;
    try {
      this.counts.clear();
      this.joinedBy.clear();
      for (const { groupId, uid } of pairs) this.remember(groupId, uid);
    } finally {
      this.countChanged = notify;
    }
    notify(null);
  }

  /** Who joined what, as this process knows it. */
  pairs(): MembershipPair[] {
    return [...this.joinedBy].flatMap(([uid, groupIds]) => [...groupIds].map((groupId) => ({ groupId, uid })));
  }

  /** Re-reads one membership (changed by another app process) and returns how to apply it. */
  async reread(groupId: string, uid: string): Promise<() => void> {
    const stored = await this.memberships.exists({ _id: membershipId(groupId, uid) });
    return stored ? () => this.remember(groupId, uid) : () => this.forget(groupId, uid);
  }

  /** Re-reads a group's whole member list (after an account deletion elsewhere) and returns how to apply it. */
  async rereadGroup(groupId: string): Promise<() => void> {
    const stored = await this.memberships.find({ groupId }, { uid: 1 }).lean<Pick<MembershipRecord, 'uid'>[]>();
    const uids = new Set(stored.map((membership) => membership.uid));
    return () => {
      for (const [uid, groupIds] of this.joinedBy)
        if (groupIds.has(groupId) && !uids.has(uid)) this.forget(groupId, uid);
      for (const uid of uids) this.remember(groupId, uid);
    };
  }

  count(groupId: string): number {
    return this.counts.get(groupId) ?? 0;
  }

  isMember(uid: string, groupId: string): boolean {
    return this.joinedBy.get(uid)?.has(groupId) ?? false;
  }

  /**
   * Whether `uid` is a member as stored: what this process knows answers yes at once; a no is
   * checked with one read, as another process may have stored the join a moment ago and its
   * change has not arrived here yet (a refusal must not rest on a lagging copy).
   */
  async isStoredMember(uid: string, groupId: string): Promise<boolean> {
    return this.isMember(uid, groupId) || (await this.memberships.exists({ _id: membershipId(groupId, uid) })) !== null;
  }

  joinedGroupIds(uid: string): ReadonlySet<string> {
    return this.joinedBy.get(uid) ?? new Set();
  }

  /** The exact member count, from the database (for rules; reads use `count`). */
  countStored(groupId: string): Promise<number> {
    return this.memberships.countDocuments({ groupId });
  }

  /**
   * Joins `groupId`, idempotently. `maxMembers` reads the group's current capacity, so a seat
   * claimed while the organizer lowered it is given back.
   */
  async join(groupId: string, joiner: Joiner, maxMembers: () => Promise<number>): Promise<void> {
    if ((await this.places.take(groupId, joiner, maxMembers)) === 'FULL') {
      throw new MembershipError('GROUP_FULL', 'This group is full.');
    }
    this.remember(groupId, joiner.uid);
  }

  async leave(groupId: string, uid: string): Promise<void> {
    if (!(await this.places.release(groupId, uid))) {
      throw new MembershipError('NOT_A_MEMBER', 'You are not a member of this group.');
    }
    this.forget(groupId, uid);
  }

  /** A person's memberships, as stored (their export, their account deletion). */
  ofPerson(uid: string): Promise<MembershipRecord[]> {
    return this.memberships.find({ uid }).sort({ joinedAt: 1, _id: 1 }).lean<MembershipRecord[]>();
  }

  /** Shows a person's new display name in the member lists of the groups they joined. */
  async rename(uid: string, displayName: string): Promise<void> {
    await this.memberships.updateMany({ uid }, { $set: { displayName } });
  }

  /** Removes a membership whatever the group's state (account deletion). Idempotent: a retry finishes the job. */
  async release(groupId: string, uid: string): Promise<void> {
    await this.places.releaseAll(groupId, uid);
    this.forget(groupId, uid);
  }

  /** A member's name as stored, or null when they are not a member. */
  async nameOf(groupId: string, uid: string): Promise<string | null> {
    const member = await this.memberships.findById(membershipId(groupId, uid), { displayName: 1 }).lean();
    return member?.displayName ?? null;
  }

  /** The group's members in join order. */
  list(groupId: string): Promise<MembershipRecord[]> {
    return this.memberships.find({ groupId }).sort({ joinedAt: 1, _id: 1 }).lean<MembershipRecord[]>();
  }

  /** Removes every membership and seat of a deleted group. */
  async removeGroup(groupId: string): Promise<void> {
    await this.places.removeScopes(groupId);
    this.forgetGroup(groupId);
  }

  /** Forgets every membership of a group that no longer exists (deleted here or elsewhere). */
  forgetGroup(groupId: string): void {
    if (!this.counts.has(groupId)) return;
    for (const groups of this.joinedBy.values()) groups.delete(groupId);
    this.counts.delete(groupId);
    this.countChanged(groupId);
  }

  /**
   * After the organizer lowered the capacity to `maxMembers`, moves members whose seat is now
   * above it onto free seats within it, so new joiners cannot take those places a second time.
   */
  fitSeats(groupId: string, maxMembers: number): Promise<void> {
    return this.places.fitSeats(groupId, maxMembers);
  }

  private remember(groupId: string, uid: string): void {
    const groups = this.joinedBy.get(uid) ?? new Set<string>();
    if (groups.has(groupId)) return;
    groups.add(groupId);
    this.joinedBy.set(uid, groups);
    this.counts.set(groupId, this.count(groupId) + 1);
    this.countChanged(groupId);
  }

  private forget(groupId: string, uid: string): void {
    const groups = this.joinedBy.get(uid);
    if (!groups?.delete(groupId)) return;
    this.counts.set(groupId, Math.max(0, this.count(groupId) - 1));
    this.countChanged(groupId);
  }
}
