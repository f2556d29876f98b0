import type { Viewer } from '@/auth/viewer';
import { ForbiddenError, MembershipError } from '@/errors';
import type { Memberships } from '@/groups/memberships';
import type { GroupRecord } from '@/groups/model';
import type { Team } from '@/groups/team';

/** Where a person stands in one group, strongest last. */
export const groupRoles = ['VISITOR', 'SIGNED_IN', 'MEMBER', 'HOST', 'CO_ORGANIZER', 'OWNER'] as const;
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
] as const;
export type GroupAction = (typeof groupActions)[number];

const organizers: readonly GroupRole[] = ['CO_ORGANIZER', 'OWNER'];
const runners: readonly GroupRole[] = ['HOST', 'CO_ORGANIZER', 'OWNER'];

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
  ) {}

  roleOf(viewer: Viewer | null, group: GroupRecord): GroupRole {
    if (!viewer) return 'VISITOR';
    if (viewer.uid === group.ownerUid) return 'OWNER';
    const groupId = group._id.toString();
    const role = this.team.roleOf(groupId, viewer.uid);
    if (role) return role;
    return this.memberships.isMember(viewer.uid, groupId) ? 'MEMBER' : 'SIGNED_IN';
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
