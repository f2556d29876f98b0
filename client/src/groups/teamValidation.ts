import type { GroupRole, TeamRole } from '@/gql/graphql';

export const teamRoles: readonly TeamRole[] = ['CO_ORGANIZER', 'HOST'];

/**
 * The organizers: the owner and co-organizers, who edit the group and handle its reports (the
 * server's EDIT_GROUP and HANDLE_REPORTS; it checks them again on every request).
 */
export const organizes = (role: GroupRole | null | undefined): boolean => role === 'OWNER' || role === 'CO_ORGANIZER';

export interface InviteChoice {
  uid: string;
  role: string;
}

/**
 * What the invite form lacks before it goes to the server, per field (empty when it may be sent).
 * The server checks the same and more (a member, not on the team yet), naming the field too.
 */
export function inviteErrors({ uid, role }: InviteChoice): Record<string, string> {
  const errors: Record<string, string> = {};
  if (uid.trim() === '') errors.uid = 'Choose a member to invite.';
  if (!(teamRoles as readonly string[]).includes(role)) errors.role = 'Choose a role: co-organizer or host.';
  return errors;
}
