import { teamMemberId, type TeamModel, type TeamRecord, type TeamRole } from '@/groups/teamModel';

/** What else a process keeps in memory per group and re-reads with its team (bans, join requests). */
export interface TeamCompanion {
  createIndexes(): Promise<void>;
  load(): Promise<void>;
  reread(groupId: string): Promise<() => void>;
  forgetGroup(groupId: string): void;
}

/**
 * Who organizes and hosts each group, as this process knows it: permissions are checked on every
 * request, so they are answered from memory. Loaded with the read models and kept current by this
 * process's writes and, through the change feed (`team` changes), by the other processes'
 * (see readModel.ts). The stored documents decide; this copy only serves reads.
 */
export class Team {
  private readonly byGroup = new Map<string, Map<string, TeamRecord>>();

  constructor(
    private readonly roles: TeamModel,
    /** Loaded, re-read and forgotten with the team (a `team` change names all of them). */
    private readonly companions: readonly TeamCompanion[] = [],
  ) {}

  async createIndexes(): Promise<void> {
    await Promise.all([this.roles.createIndexes(), ...this.companions.map((c) => c.createIndexes())]);
  }

  /** Replaces what this process knows with what is stored (a small collection: organizers and hosts only). */
  async load(): Promise<void> {
    const [stored] = await Promise.all([
      this.roles.find({}).lean<TeamRecord[]>(),
      Promise.all(this.companions.map((companion) => companion.load())),
    ]);
    this.byGroup.clear();
    for (const record of stored) this.remember(record);
  }

  /** Re-reads one group's team (changed by another process) and returns how to apply it. */
  async reread(groupId: string): Promise<() => void> {
    const [stored, companions] = await Promise.all([
      this.roles.find({ groupId }).lean<TeamRecord[]>(),
      Promise.all(this.companions.map((companion) => companion.reread(groupId))),
    ]);
    return () => {
      this.byGroup.delete(groupId);
      for (const record of stored) this.remember(record);
      for (const apply of companions) apply();
    };
  }

  roleOf(groupId: string, uid: string): TeamRole | null {
    return this.byGroup.get(groupId)?.get(uid)?.role ?? null;
  }

  /** The group's team (without its owner), longest-serving first. */
  list(groupId: string): TeamRecord[] {
    return [...(this.byGroup.get(groupId)?.values() ?? [])].sort((a, b) => a.since.getTime() - b.since.getTime());
  }

  /** A person's roles, as stored (their export). */
  ofPerson(uid: string): Promise<TeamRecord[]> {
    return this.roles.find({ uid }).sort({ since: 1 }).lean<TeamRecord[]>();
  }

  /** The stored role of one person in one group (writes decide on it, never on the copy). */
  stored(groupId: string, uid: string): Promise<TeamRecord | null> {
    return this.roles.findById(teamMemberId(groupId, uid)).lean<TeamRecord>().exec();
  }

  /** Gives a person a role (or another one); keeps when they first joined the team. */
  async grant(record: Omit<TeamRecord, '_id' | 'since'>): Promise<TeamRecord> {
    const _id = teamMemberId(record.groupId, record.uid);
    const stored = await this.roles
      .findOneAndUpdate(
        { _id },
        {
          $set: { role: record.role, displayName: record.displayName, email: record.email },
          $setOnInsert: { groupId: record.groupId, uid: record.uid, since: new Date() },
        },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<TeamRecord>();
    if (!stored) throw new Error(`role ${_id} was not stored`);
    this.remember(stored);
    return stored;
  }

  /** Takes a person's role away; false when they had none. */
  async revoke(groupId: string, uid: string): Promise<boolean> {
    const { deletedCount } = await this.roles.deleteOne({ _id: teamMemberId(groupId, uid) });
    this.byGroup.get(groupId)?.delete(uid);
    return deletedCount > 0;
  }

  /** A deleted group's team goes with it. */
  async removeGroup(groupId: string): Promise<void> {
    await this.roles.deleteMany({ groupId });
    this.forgetGroup(groupId);
  }

  forgetGroup(groupId: string): void {
    this.byGroup.delete(groupId);
    for (const companion of this.companions) companion.forgetGroup(groupId);
  }

  /** Every role of a person goes (their account is deleted); returns the groups they were in. */
  async removePerson(uid: string): Promise<string[]> {
    const held = await this.ofPerson(uid);
    await this.roles.deleteMany({ uid });
    for (const { groupId } of held) this.byGroup.get(groupId)?.delete(uid);
    return held.map((record) => record.groupId);
  }

  /** Shows a person's new name in the teams they are on. */
  async rename(uid: string, displayName: string): Promise<void> {
    await this.roles.updateMany({ uid }, { $set: { displayName } });
    for (const team of this.byGroup.values()) {
      const record = team.get(uid);
      if (record) team.set(uid, { ...record, displayName });
    }
  }

  private remember(record: TeamRecord): void {
    const team = this.byGroup.get(record.groupId) ?? new Map<string, TeamRecord>();
    team.set(record.uid, record);
    this.byGroup.set(record.groupId, team);
  }
}
