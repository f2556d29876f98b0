import { MembershipError } from '@/errors';
import { isDuplicateKey } from '@/db/errors';
import {
  membershipId,
  seatId,
  type MembershipModel,
  type MembershipRecord,
  type SeatModel,
} from '@/groups/membershipModel';
import { SeatRepair } from '@/groups/seatRepair';

export type MembershipPair = Pick<MembershipRecord, 'groupId' | 'uid'>;

export interface Joiner {
  uid: string;
  displayName: string;
}

/**
 * Memberships and the seats that bound them. Capacity rests on unique `_id` inserts in the
 * database (see membershipModel.ts), never on these in-memory counts: those only serve reads
 * (member counts, "joined?" flags, joined-groups lists) and are kept current by this process.
 */
export class Memberships {
  private readonly counts = new Map<string, number>();
  private readonly joinedBy = new Map<string, Set<string>>();
  /** Told of every change of a group's member count; null: all of them may have changed. */
  private countChanged: (groupId: string | null) => void = () => undefined;

  /** Frees the seats a crash left behind (seatRepair.ts). */
  readonly repair: SeatRepair;

  constructor(
    private readonly memberships: MembershipModel,
    private readonly seats: SeatModel,
  ) {
    this.repair = new SeatRepair(memberships, seats);
  }

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
    const id = membershipId(groupId, joiner.uid);
    if (await this.memberships.exists({ _id: id })) {
      this.remember(groupId, joiner.uid);
      return;
    }
    // A seat this person claimed in an earlier try that a crash cut short is theirs again: the
    // retry (the sweep's promotion, a client's retry) takes it instead of a second place.
    const adopted = await this.repair.ownUnheldSeat(groupId, joiner.uid, maxMembers);
    let seat: number;
    try {
      seat = adopted ?? (await this.claimSeat(groupId, joiner.uid, maxMembers));
    } catch (error) {
      // The same person joining several times at once: their other join may hold the last
      // place. Then they are a member (or about to be), not refused.
      if (
        error instanceof MembershipError &&
        error.code === 'GROUP_FULL' &&
        (await this.joinedMeanwhile(groupId, joiner.uid))
      ) {
        this.remember(groupId, joiner.uid);
        return;
      }
      throw error;
    }
    try {
      await this.memberships.create({
        _id: id,
        groupId,
        uid: joiner.uid,
        displayName: joiner.displayName,
        seat,
        joinedAt: new Date(),
      });
    } catch (error) {
      // Give the seat back, unless the membership that won holds it (two tries of one person
      // may share an adopted seat).
      const winner = await this.memberships.findById(id).lean<MembershipRecord>();
      if (winner?.seat !== seat) await this.seats.deleteOne({ _id: seatId(groupId, seat), uid: joiner.uid });
      // The same person joined at the same moment from elsewhere: they are a member, once.
      if (!isDuplicateKey(error)) throw error;
    }
    this.remember(groupId, joiner.uid);
  }

  /** True once another join of the same person has stored its membership (waiting while one holds a seat for it). */
  private async joinedMeanwhile(groupId: string, uid: string): Promise<boolean> {
    const id = membershipId(groupId, uid);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if (await this.memberships.exists({ _id: id })) return true;
      if (!(await this.seats.exists({ groupId, uid }))) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  async leave(groupId: string, uid: string): Promise<void> {
    const id = membershipId(groupId, uid);
    const membership = await this.memberships.findById(id).lean<MembershipRecord>();
    if (membership) await this.markReleasing(groupId, membership);
    // deletedCount tells which of two simultaneous leaves won; only the winner frees the seat.
    const deleted = membership ? (await this.memberships.deleteOne({ _id: id })).deletedCount : 0;
    if (!membership || deleted === 0) {
      throw new MembershipError('NOT_A_MEMBER', 'You are not a member of this group.');
    }
    await this.seats.deleteOne({ _id: seatId(groupId, membership.seat), uid });
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

  /**
   * Removes a membership whatever the group's state (account deletion): the membership first,
   * then its seat, so a crash in between leaves a seat without a member — a place that stays
   * taken — never a member without a seat. Idempotent: a retry finishes the job.
   */
  async release(groupId: string, uid: string): Promise<void> {
    const membership = await this.memberships.findById(membershipId(groupId, uid)).lean<MembershipRecord>();
    if (membership) {
      await this.markReleasing(groupId, membership);
      await this.memberships.deleteOne({ _id: membership._id });
      await this.seats.deleteOne({ _id: seatId(groupId, membership.seat), uid });
    }
    await this.seats.deleteMany({ groupId, uid });
    this.forget(groupId, uid);
  }

  /** Marks the member's seat as being given up (see SeatRecord.releasedAt); only its holder writes it. */
  private async markReleasing(groupId: string, membership: MembershipRecord): Promise<void> {
    await this.seats.updateOne(
      { _id: seatId(groupId, membership.seat), uid: membership.uid },
      { $set: { releasedAt: new Date() } },
    );
  }

  /** The group's members in join order. */
  list(groupId: string): Promise<MembershipRecord[]> {
    return this.memberships.find({ groupId }).sort({ joinedAt: 1, _id: 1 }).lean<MembershipRecord[]>();
  }

  /** Removes every membership and seat of a deleted group. */
  async removeGroup(groupId: string): Promise<void> {
    await Promise.all([this.memberships.deleteMany({ groupId }), this.seats.deleteMany({ groupId })]);
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
  async fitSeats(groupId: string, maxMembers: number): Promise<void> {
    const members = await this.list(groupId);
    for (const member of members.filter((m) => m.seat > maxMembers)) {
      const seat = await this.tryClaim(groupId, member.uid, maxMembers, 0);
      if (seat === null) return;
      await this.memberships.updateOne({ _id: member._id }, { $set: { seat } });
      await this.seats.deleteOne({ _id: seatId(groupId, member.seat), uid: member.uid });
    }
  }

  /** Claims a free seat within the current capacity, or fails with GROUP_FULL. */
  private async claimSeat(groupId: string, uid: string, maxMembers: () => Promise<number>): Promise<number> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const capacity = await maxMembers();
      // Fast path: a full group answers with one count instead of a failed insert per seat.
      if ((await this.seats.countDocuments({ groupId })) >= capacity) break;
      // A random starting seat spreads a crowd of simultaneous joiners over different seats.
      const seat = await this.tryClaim(groupId, uid, capacity, Math.floor(Math.random() * capacity));
      if (seat === null) break;
      if (seat <= (await maxMembers())) return seat;
      await this.seats.deleteOne({ _id: seatId(groupId, seat), uid });
    }
    throw new MembershipError('GROUP_FULL', 'This group is full.');
  }

  private async tryClaim(groupId: string, uid: string, capacity: number, start: number): Promise<number | null> {
    for (let offset = 0; offset < capacity; offset += 1) {
      const seat = ((start + offset) % capacity) + 1;
      try {
        await this.seats.create({ _id: seatId(groupId, seat), groupId, uid, claimedAt: new Date() });
        return seat;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return null;
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
