import { requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { isDuplicateKey } from '@/db/errors';
import { ConflictError, NotFoundError, ValidationError } from '@/errors';
import { banPageOf, type BanPage, type BanPageRequest } from '@/groups/banPage';
import type { JoinService } from '@/groups/join';
import { personInGroupId, type BanRecord, type JoinModels } from '@/groups/joinModel';
import type { MembershipService } from '@/groups/membership';
import type { Memberships } from '@/groups/memberships';
import type { GroupRecord } from '@/groups/model';
import type { GroupNotices } from '@/groups/notices';
import type { Permissions } from '@/groups/permissions';
import { banSchema, unbanSchema } from '@/groups/joinValidation';
import type { Standing } from '@/groups/standing';
import type { GroupStore } from '@/groups/store';
import type { Team } from '@/groups/team';
import type { TeamService } from '@/groups/teamService';
import type { Waitlist } from '@/groups/waitlist';
import { parseFields } from '@/schemas';

const bannedAlready = () => new ConflictError('This person is banned from the group already.');
const banMessage = 'Only the group’s organizers can ban or unban people.';

/**
 * Bans: an organizer bars a person (with a reason shown to them) from joining, waiting, asking,
 * RSVPs, posting and members-only content until the ban is lifted. A ban ends what the person
 * held: their open request, their place in the queue, and their membership — whose places (the
 * group's and its sessions') go to who waits through the promotion of a leave, exactly once.
 */
export class BanService {
  constructor(
    private readonly store: GroupStore,
    private readonly models: Pick<JoinModels, 'bans'>,
    private readonly standing: Standing,
    private readonly team: Team,
    private readonly memberships: Memberships,
    private readonly waitlist: Waitlist,
    private readonly membership: MembershipService,
    private readonly join: JoinService,
    private readonly permissions: Permissions,
    private readonly notices: GroupNotices,
    private readonly teamService: TeamService,
  ) {}

  async ban(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    this.permissions.assert(me, group, 'BAN', banMessage);
    const { uid, reason } = parseFields(banSchema, input);
    const groupId = group._id.toString();
    if (uid === group.ownerUid || this.team.roleOf(groupId, uid)) {
      throw new ValidationError({
        uid: 'This person organizes or hosts the group: take them off the team (or transfer the group) before banning them.',
      });
    }
    if (await this.models.bans.exists({ _id: personInGroupId(groupId, uid) })) throw bannedAlready();
    const { known, name } = await this.join.knows(groupId, uid);
    if (!known)
      throw new ValidationError({ uid: 'This person has not joined, asked to join or waited for this group.' });
    const ban: BanRecord = {
      _id: personInGroupId(groupId, uid),
      groupId,
      uid,
      displayName: name ?? 'A former member',
      reason,
      bannedBy: me.uid,
      bannedAt: new Date(),
    };
    await this.store.write({ kind: 'team', groupId }, async () => {
      try {
        await this.models.bans.create(ban);
      } catch (error) {
        if (isDuplicateKey(error)) throw bannedAlready();
        throw error;
      }
      this.standing.rememberBan(ban);
    });
    // The ban is stored first: from here on the person cannot come back while what they held goes.
    await this.join.dropRequest(groupId, uid);
    await this.store.write({ kind: 'group', groupId }, () => this.waitlist.remove(groupId, uid));
    if (this.memberships.isMember(uid, groupId) || (await this.memberships.nameOf(groupId, uid))) {
      await this.membership.endMembership(groupId, uid);
    }
    await this.teamService.record(me, group, 'BANNED', { uid, name: ban.displayName }, reason);
    await this.tell(group, uid, 'BANNED', ban.bannedAt);
    return group;
  }

  async unban(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    this.permissions.assert(me, group, 'BAN', banMessage);
    const { uid } = parseFields(unbanSchema, input);
    const groupId = group._id.toString();
    const ban = await this.models.bans.findById(personInGroupId(groupId, uid)).lean<BanRecord>();
    if (!ban) throw new NotFoundError('This person is not banned from this group.');
    const lifted = await this.store.write({ kind: 'team', groupId }, async () => {
      const { deletedCount } = await this.models.bans.deleteOne({ _id: ban._id, bannedAt: ban.bannedAt });
      this.standing.forgetBan(groupId, uid);
      return deletedCount > 0;
    });
    if (!lifted) throw new NotFoundError('This person is not banned from this group.');
    await this.teamService.record(me, group, 'UNBANNED', { uid, name: ban.displayName });
    await this.tell(group, uid, 'UNBANNED', new Date());
    return group;
  }

  /**
   * A page of the group's bans, newest first, for its organizers (null for anyone else). Read from
   * this process's copy (standing.ts), which every role check reads too.
   */
  banPage(viewer: Viewer | null, group: GroupRecord, page: BanPageRequest = {}, field?: string): BanPage | null {
    if (!this.permissions.can(viewer, group, 'BAN')) return null;
    return banPageOf(this.standing.bansIn(group._id.toString()), page, field);
  }

  /** The viewer's own ban in the group (its reason is for them to see), or null. */
  viewerBan(viewer: Viewer | null, group: GroupRecord): BanRecord | null {
    return viewer ? this.standing.banOf(group._id.toString(), viewer.uid) : null;
  }

  async removeGroup(groupId: string): Promise<void> {
    await this.models.bans.deleteMany({ groupId });
  }

  async removePerson(uid: string): Promise<void> {
    await this.models.bans.deleteMany({ uid });
    this.standing.forgetPerson(uid);
  }

  private tell(group: GroupRecord, uid: string, kind: 'BANNED' | 'UNBANNED', at: Date): Promise<void> {
    return this.notices.emit('personTold', {
      kind,
      groupId: group._id.toString(),
      groupName: group.groupName,
      uid,
      event: String(at.getTime()),
    });
  }
}
