import type { BanRecord, JoinModels, JoinRequestRecord } from '@/groups/joinModel';

/**
 * Who is banned from each group and who asks to join it, as this process knows it: roles are
 * answered on every request, so from memory. Loaded and kept current with the team (team.ts):
 * every write here goes through the store as a `team` change, so the other processes re-read a
 * group's bans and requests with its team. The stored documents decide; this copy serves reads.
 */
export class Standing {
  private readonly bans = new Map<string, Map<string, BanRecord>>();
  private readonly pending = new Map<string, Set<string>>();

  constructor(private readonly models: Pick<JoinModels, 'bans' | 'requests'>) {}

  async createIndexes(): Promise<void> {
    await Promise.all([this.models.bans.createIndexes(), this.models.requests.createIndexes()]);
  }

  async load(): Promise<void> {
    const [bans, requests] = await Promise.all([
      this.models.bans.find({}).lean<BanRecord[]>(),
      this.models.requests.find({}, { groupId: 1, uid: 1 }).lean<Pick<JoinRequestRecord, 'groupId' | 'uid'>[]>(),
    ]);
    this.bans.clear();
    this.pending.clear();
    for (const ban of bans) this.rememberBan(ban);
    for (const { groupId, uid } of requests) this.rememberRequest(groupId, uid);
  }

  async reread(groupId: string): Promise<() => void> {
    const [bans, requests] = await Promise.all([
      this.models.bans.find({ groupId }).lean<BanRecord[]>(),
      this.models.requests.find({ groupId }, { uid: 1 }).lean<Pick<JoinRequestRecord, 'uid'>[]>(),
    ]);
    return () => {
      this.forgetGroup(groupId);
      for (const ban of bans) this.rememberBan(ban);
      for (const { uid } of requests) this.rememberRequest(groupId, uid);
    };
  }

  forgetGroup(groupId: string): void {
    this.bans.delete(groupId);
    this.pending.delete(groupId);
  }

  banOf(groupId: string, uid: string): BanRecord | null {
    return this.bans.get(groupId)?.get(uid) ?? null;
  }

  /** The group's bans as this process knows them, in no order. */
  bansIn(groupId: string): BanRecord[] {
    return [...(this.bans.get(groupId)?.values() ?? [])];
  }

  isPending(groupId: string, uid: string): boolean {
    return this.pending.get(groupId)?.has(uid) ?? false;
  }

  pendingCount(groupId: string): number {
    return this.pending.get(groupId)?.size ?? 0;
  }

  rememberBan(ban: BanRecord): void {
    const group = this.bans.get(ban.groupId) ?? new Map<string, BanRecord>();
    group.set(ban.uid, ban);
    this.bans.set(ban.groupId, group);
  }

  forgetBan(groupId: string, uid: string): void {
    this.bans.get(groupId)?.delete(uid);
  }

  rememberRequest(groupId: string, uid: string): void {
    const group = this.pending.get(groupId) ?? new Set<string>();
    group.add(uid);
    this.pending.set(groupId, group);
  }

  forgetRequest(groupId: string, uid: string): void {
    this.pending.get(groupId)?.delete(uid);
  }

  /** A deleted account is banned from nothing and asks for nothing. */
  forgetPerson(uid: string): void {
    for (const group of this.bans.values()) group.delete(uid);
    for (const group of this.pending.values()) group.delete(uid);
  }
}
