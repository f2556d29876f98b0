import { isAdmin, type Viewer } from '@/auth/viewer';
import { ForbiddenError, MembershipError } from '@/errors';
import type { BanRecord } from '@/groups/joinModel';
import type { Memberships } from '@/groups/memberships';
import type { GroupRecord } from '@/groups/model';
import type { Standing } from '@/groups/standing';
import type { Team } from '@/groups/team';

/**
 * Where a person stands in one group, strongest last. BANNED: an organizer banned them.
 * PENDING: they asked to join and wait for a decision. WAITING: they wait for a place.
 */
export const groupRoles = [
  'VISITOR',
  'BANNED',
  'SIGNED_IN',
  'PENDING',
  'WAITING',
  'MEMBER',
  'HOST',
  'CO_ORGANIZER',
  'OWNER',
] as const;
export type GroupRole = (typeof groupRoles)[number];

/**
 * Everything that only some people may do to or see of a group. Each feature asks for the action
 * it performs (`can(viewer, group, 'ANNOUNCE')`); nothing compares uids with `ownerUid`.
 */
export const groupActions = [
  'EDIT_GROUP',
  'DELETE_GROUP',
  'TRANSFER',
  'MANAGE_TEAM',
  'MANAGE_SESSIONS',
  'ANNOUNCE',
  'MODERATE_POSTS',
  'SEE_MEMBERS',
  'SEE_WAITLIST',
  'SEE_EMAIL',
  'SEE_TEAM_INVITATIONS',
  'REMOVE_MEMBER',
  'SEE_AUDIT',
  'HANDLE_REPORTS',
  'TAKE_PART',
  'DECIDE_REQUESTS',
  'BAN',
  'INVITE_MEMBERS',
] as const;
export type GroupAction = (typeof groupActions)[number];

const organizers: readonly GroupRole[] = ['CO_ORGANIZER', 'OWNER'];
const runners: readonly GroupRole[] = ['HOST', 'CO_ORGANIZER', 'OWNER'];
/** Everyone signed in who is not banned: they may ask, join, wait, answer RSVPs and post (as members). */
const participants: readonly GroupRole[] = ['SIGNED_IN', 'PENDING', 'WAITING', 'MEMBER', ...runners];

/**
 * The one role × action table. Owner: everything. Co-organizer: everything but deleting and
 * transferring. Host: sessions, announcements and who comes. Members and others: none of these.
 */
const allowed: Record<GroupAction, readonly GroupRole[]> = {
  EDIT_GROUP: organizers,
  DELETE_GROUP: ['OWNER'],
  TRANSFER: ['OWNER'],
  MANAGE_TEAM: organizers,
  MANAGE_SESSIONS: runners,
  ANNOUNCE: runners,
  MODERATE_POSTS: organizers,
  SEE_MEMBERS: runners,
  SEE_WAITLIST: runners,
  SEE_EMAIL: organizers,
  SEE_TEAM_INVITATIONS: organizers,
  REMOVE_MEMBER: organizers,
  SEE_AUDIT: organizers,
  HANDLE_REPORTS: organizers,
  TAKE_PART: participants,
  DECIDE_REQUESTS: organizers,
  BAN: organizers,
  INVITE_MEMBERS: organizers,
};

export function roleCan(role: GroupRole, action: GroupAction): boolean {
  return allowed[action].includes(role);
}

/** True for the roles that organize a group (they see its organizer's email, its audit log). */
export function isOrganizerRole(role: GroupRole): boolean {
  return organizers.includes(role);
}

/** Answers who may do what in a group, from memory (the team and membership read models). */
export class Permissions {
  constructor(
    private readonly team: Team,
    private readonly memberships: Memberships,
    private readonly standing: Standing,
    /** True when the person waits for a place in the group (the queue is stored, not in memory). */
    private readonly isWaiting: (groupId: string, uid: string) => Promise<boolean>,
  ) {}

  /** The viewer's role as this process knows it from memory: never WAITING (see `standingOf`). */
  roleOf(viewer: Viewer | null, group: GroupRecord): GroupRole {
    if (!viewer) return 'VISITOR';
    if (viewer.uid === group.ownerUid) return 'OWNER';
    const groupId = group._id.toString();
    const role = this.team.roleOf(groupId, viewer.uid);
    if (role) return role;
    if (this.standing.banOf(groupId, viewer.uid)) return 'BANNED';
    if (this.memberships.isMember(viewer.uid, groupId)) return 'MEMBER';
    return this.standing.isPending(groupId, viewer.uid) ? 'PENDING' : 'SIGNED_IN';
  }

  /** The viewer's role, WAITING included: what `viewerRole` answers. */
  async standingOf(viewer: Viewer | null, group: GroupRecord): Promise<GroupRole> {
    const role = this.roleOf(viewer, group);
    if (role !== 'SIGNED_IN' || !viewer) return role;
    return (await this.isWaiting(group._id.toString(), viewer.uid)) ? 'WAITING' : role;
  }

  /** The viewer's ban from the group (its reason is theirs to see), or null. */
  banOf(viewer: Viewer | null, group: GroupRecord): BanRecord | null {
    return viewer ? this.standing.banOf(group._id.toString(), viewer.uid) : null;
  }

  /** Who still sees a suspended group, with the reason: its organizers and the site's admins. */
  maySeeSuspended(viewer: Viewer | null, group: GroupRecord): boolean {
    return isAdmin(viewer) || isOrganizerRole(this.roleOf(viewer, group));
  }

  can(viewer: Viewer | null, group: GroupRecord, action: GroupAction): boolean {
    return roleCan(this.roleOf(viewer, group), action);
  }

  /** FORBIDDEN with `message` unless the viewer may. */
  assert(viewer: Viewer | null, group: GroupRecord, action: GroupAction, message: string): void {
    if (!this.can(viewer, group, action)) throw new ForbiddenError(message);
  }
}

/** The one refusal for an owner who tries to leave their own group. */
export function ownerMustTransfer(): MembershipError {
  return new MembershipError(
    'OWNER_MUST_TRANSFER',
    'You own this group: transfer it to a co-organizer or delete it before you leave.',
  );
}
