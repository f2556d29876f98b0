import { displayNameOf, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { teamBounds } from '@/bounds';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/errors';
import type { AuditAction, AuditLog, AuditPage, AuditRecord } from '@/groups/audit';
import type { MembershipService } from '@/groups/membership';
import type { Memberships } from '@/groups/memberships';
import type { GroupRecord } from '@/groups/model';
import type { GroupNotices } from '@/groups/notices';
import { ownerMustTransfer, type GroupRole, type Permissions } from '@/groups/permissions';
import type { GroupStore } from '@/groups/store';
import type { Team } from '@/groups/team';
import { teamMemberId, type InvitationModel, type InvitationRecord, type TeamRole } from '@/groups/teamModel';
import { answerSchema, inviteSchema, setRoleSchema, transferSchema } from '@/groups/teamValidation';
import { parseFields } from '@/schemas';

/** One person of the organizing team as anyone may see them: a display name and a role, never an email. */
export interface TeamMemberView {
  uid: string;
  displayName: string;
  role: GroupRole;
}

const manageMessage = 'Only the group’s organizers can manage its team.';

/**
 * The organizing team of a group: invitations (only the invited person can answer), role changes,
 * stepping down and transferring ownership. Every step is checked against the permission table
 * and written through the store (`team` changes), so every process's copy of the team follows.
 */
export class TeamService {
  constructor(
    private readonly store: GroupStore,
    private readonly team: Team,
    private readonly invitations: InvitationModel,
    private readonly memberships: Memberships,
    private readonly permissions: Permissions,
    private readonly notices: GroupNotices,
    private readonly membership: MembershipService,
    private readonly audit: AuditLog,
  ) {}

  async createIndexes(): Promise<void> {
    await Promise.all([this.invitations.createIndexes(), this.audit.createIndexes()]);
  }

  /** The group's audit log, newest first, for its organizers (null for anyone else). */
  async auditOf(viewer: Viewer | null, group: GroupRecord, first?: number): Promise<AuditRecord[] | null> {
    if (!this.permissions.can(viewer, group, 'SEE_AUDIT')) return null;
    return this.audit.list(group._id.toString(), first);
  }

  /** A page of the group's audit log, newest first, for its organizers (null for anyone else). */
  async auditPageOf(
    viewer: Viewer | null,
    group: GroupRecord,
    page: { first?: number | null; after?: string | null; field?: string },
  ): Promise<AuditPage | null> {
    if (!this.permissions.can(viewer, group, 'SEE_AUDIT')) return null;
    return this.audit.page(group._id.toString(), page);
  }

  /** Logs what `actor` did in the group, to whom (by uid; their name as the group knows it). */
  async record(
    actor: Viewer,
    group: GroupRecord,
    action: AuditAction,
    target: { uid: string; name?: string | null } | null = null,
    detail: string | null = null,
  ): Promise<void> {
    const groupId = group._id.toString();
    const targetName = target ? (target.name ?? (await this.memberships.nameOf(groupId, target.uid))) : null;
    await this.audit.record({
      groupId,
      action,
      actorUid: actor.uid,
      actorName: displayNameOf(actor),
      targetUid: target?.uid ?? null,
      targetName,
      detail,
    });
  }

  /** The organizing team, owner first: public (display names and roles only). */
  list(group: GroupRecord): TeamMemberView[] {
    const owner: TeamMemberView = { uid: group.ownerUid, displayName: group.userName, role: 'OWNER' };
    // While a transfer runs, the new owner's superseded team role still exists for a moment.
    const others = this.team
      .list(group._id.toString())
      .filter(({ uid }) => uid !== group.ownerUid)
      .map(({ uid, displayName, role }) => ({ uid, displayName, role }));
    return [owner, ...others];
  }

  /** Open invitations of a group, for its organizers (null for anyone else). */
  async invitationsOf(viewer: Viewer | null, group: GroupRecord): Promise<InvitationRecord[] | null> {
    if (!this.permissions.can(viewer, group, 'SEE_TEAM_INVITATIONS')) return null;
    return this.invitations.find({ groupId: group._id.toString() }).sort({ invitedAt: 1 }).lean<InvitationRecord[]>();
  }

  /** Invitations waiting for the viewer's answer, oldest first. */
  invitationsFor(viewer: Viewer): Promise<InvitationRecord[]> {
    return this.invitations.find({ uid: viewer.uid }).sort({ invitedAt: 1 }).lean<InvitationRecord[]>();
  }

  /** Invites a member of the group into its team; inviting again replaces the role offered. */
  async invite(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    this.permissions.assert(me, group, 'MANAGE_TEAM', manageMessage);
    const { uid, role } = parseFields(inviteSchema, input);
    const groupId = group._id.toString();
    if (uid === group.ownerUid) throw new ValidationError({ uid: 'This person owns the group already.' });
    if (!this.memberships.isMember(uid, groupId)) {
      throw new ValidationError({ uid: 'Only a member of the group can be invited to its team.' });
    }
    if (this.team.roleOf(groupId, uid) === role) {
      throw new ConflictError(`This person is already ${roleName(role)} of the group.`);
    }
    const open = await this.invitations.countDocuments({ groupId });
    if (open >= teamBounds.invitations.max) {
      throw new ValidationError({ uid: `A group can have at most ${teamBounds.invitations.max} open invitations.` });
    }
    const invitedAt = new Date();
    await this.store.write({ kind: 'team', groupId }, () =>
      this.invitations.updateOne(
        { _id: teamMemberId(groupId, uid) },
        { $set: { groupId, uid, role, invitedBy: me.uid, invitedAt } },
        { upsert: true },
      ),
    );
    await this.record(me, group, 'INVITED', { uid }, role);
    await this.notices.emit('personTold', {
      kind: 'TEAM_INVITATION',
      groupId,
      groupName: group.groupName,
      uid,
      event: `${role}:${invitedAt.getTime()}`,
    });
    return group;
  }

  /** The invited person accepts (they take the role) or declines; nobody else can answer for them. */
  async answer(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const { accept } = parseFields(answerSchema, input);
    const group = await this.store.getStored(id);
    const groupId = group._id.toString();
    const invitation = await this.invitations.findById(teamMemberId(groupId, me.uid)).lean<InvitationRecord>();
    if (!invitation) throw new NotFoundError('No invitation to this group’s team is waiting for you.');
    if (accept) await this.assertRoomInTeam(groupId, me.uid);
    await this.store.write({ kind: 'team', groupId }, async () => {
      // The delete decides: answering twice at once takes the role once.
      const { deletedCount } = await this.invitations.deleteOne({
        _id: invitation._id,
        invitedAt: invitation.invitedAt,
      });
      if (deletedCount === 0) throw new NotFoundError('No invitation to this group’s team is waiting for you.');
      if (!accept) return;
      await this.team.grant({
        groupId,
        uid: me.uid,
        role: invitation.role,
        displayName: displayNameOf(me),
        email: me.email,
      });
    });
    await this.record(me, group, accept ? 'JOINED_TEAM' : 'DECLINED_TEAM', null, invitation.role);
    return group;
  }

  /** Changes a team member's role, or (MEMBER) takes them off the team. The owner's role changes only by a transfer. */
  async setRole(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    this.permissions.assert(me, group, 'MANAGE_TEAM', manageMessage);
    const { uid, role } = parseFields(setRoleSchema, input);
    if (uid === group.ownerUid) {
      throw new ValidationError({
        uid: 'The owner’s role changes only by transferring ownership: a group always keeps its owner.',
      });
    }
    const groupId = group._id.toString();
    const held = await this.team.stored(groupId, uid);
    if (!held) throw new ValidationError({ uid: 'This person is not on the group’s team: invite them instead.' });
    if (held.role === role) return group;
    await this.store.write({ kind: 'team', groupId }, async () => {
      if (role === 'MEMBER') await this.team.revoke(groupId, uid);
      else await this.team.grant({ ...held, role });
    });
    await this.record(me, group, 'ROLE_CHANGED', { uid, name: held.displayName }, role);
    await this.tellRole(group, uid, role);
    return group;
  }

  /** A co-organizer or host steps down to member. The owner cannot: they transfer or delete first. */
  async leave(viewer: Viewer | null, id: string): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    const role = this.permissions.roleOf(me, group);
    if (role === 'OWNER') throw ownerMustTransfer();
    const groupId = group._id.toString();
    const left = await this.store.write({ kind: 'team', groupId }, () => this.team.revoke(groupId, me.uid));
    if (!left) throw new ValidationError({ groupId: 'You are not on this group’s team.' });
    await this.record(me, group, 'LEFT_TEAM', null, role);
    return group;
  }

  /**
   * Hands the group to a co-organizer; the old owner stays on as co-organizer. Each step leaves a
   * group with exactly one owner: the old owner's role is stored first (unused while they own the
   * group), then the owner is swapped on the group's document (only if still theirs), then the new
   * owner's team role, now superseded, goes.
   */
  async transfer(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    this.permissions.assert(me, group, 'TRANSFER', 'Only the group’s owner can transfer it.');
    const { uid } = parseFields(transferSchema, input);
    if (uid === me.uid) throw new ValidationError({ uid: 'You own this group already.' });
    const groupId = group._id.toString();
    const heir = await this.team.stored(groupId, uid);
    if (heir?.role !== 'CO_ORGANIZER') {
      throw new ValidationError({ uid: 'Ownership can only pass to a co-organizer of the group.' });
    }
    if (!heir.email) throw new ValidationError({ uid: 'This co-organizer’s account has no email address.' });
    const old = {
      groupId,
      uid: me.uid,
      role: 'CO_ORGANIZER' as const,
      displayName: group.userName,
      email: group.userEmail,
    };
    await this.store.write({ kind: 'team', groupId }, () => this.team.grant(old));
    const changed = { ownerUid: heir.uid, userName: heir.displayName, userEmail: heir.email };
    const stored = await this.store.setOwned(group._id, me.uid, changed);
    if (!stored) throw new ForbiddenError('Only the group’s owner can transfer it.');
    await this.store.write({ kind: 'team', groupId }, () => this.team.revoke(groupId, heir.uid));
    await this.record(me, stored, 'TRANSFERRED', { uid: heir.uid, name: heir.displayName });
    await this.tellRole(stored, heir.uid, 'OWNER');
    return stored;
  }

  /**
   * An organizer ends a person's membership (they may join again): their place and their
   * sessions' places go to who waits, once, as when they leave. The team is taken off the team first.
   */
  async removeMember(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    this.permissions.assert(me, group, 'REMOVE_MEMBER', 'Only the group’s organizers can remove its members.');
    const { uid } = parseFields(transferSchema, input);
    const groupId = group._id.toString();
    if (uid === group.ownerUid || this.team.roleOf(groupId, uid)) {
      throw new ValidationError({ uid: 'Take this person off the team (or transfer the group) before removing them.' });
    }
    const name = await this.memberships.nameOf(groupId, uid);
    await this.membership.endMembership(groupId, uid);
    await this.record(me, group, 'REMOVED', { uid, name });
    await this.notices.emit('personTold', {
      kind: 'REMOVED',
      groupId,
      groupName: group.groupName,
      uid,
      event: String(Date.now()),
    });
    return group;
  }

  /** Shows a person's new name in the teams they are on. */
  rename(uid: string, displayName: string): Promise<void> {
    return this.team.rename(uid, displayName);
  }

  /** A deleted group's team and invitations go with it. */
  async removeGroup(groupId: string): Promise<void> {
    await this.invitations.deleteMany({ groupId });
    await this.audit.removeGroup(groupId);
    await this.team.removeGroup(groupId);
  }

  /** Everything of a person's in teams goes (their account is deleted). */
  async removePerson(uid: string): Promise<void> {
    await this.invitations.deleteMany({ uid });
    await this.audit.forgetPerson(uid);
    for (const groupId of await this.team.removePerson(uid)) {
      await this.store.write({ kind: 'team', groupId }, async () => undefined);
    }
  }

  /** What a person's export holds of teams: their roles and the invitations waiting for them. */
  async exportOf(uid: string): Promise<{ roles: unknown[]; invitations: unknown[] }> {
    const [roles, invitations] = await Promise.all([
      this.team.ofPerson(uid),
      this.invitations.find({ uid }).lean<InvitationRecord[]>(),
    ]);
    return {
      roles: roles.map(({ groupId, role, since }) => ({ groupId, role, since })),
      invitations: invitations.map(({ groupId, role, invitedAt }) => ({ groupId, role, invitedAt })),
    };
  }

  private async assertRoomInTeam(groupId: string, uid: string): Promise<void> {
    const others = this.team.list(groupId).filter((record) => record.uid !== uid);
    if (others.length >= teamBounds.team.max) {
      throw new ValidationError({
        accept: `A group’s team has at most ${teamBounds.team.max} people besides its owner.`,
      });
    }
  }

  private tellRole(group: GroupRecord, uid: string, role: GroupRole): Promise<void> {
    return this.notices.emit('personTold', {
      kind: 'ROLE_CHANGED',
      groupId: group._id.toString(),
      groupName: group.groupName,
      uid,
      event: `${role}:${Date.now()}`,
    });
  }
}

function roleName(role: TeamRole): string {
  return role === 'HOST' ? 'a host' : 'a co-organizer';
}
