import type { TeamRole } from '@/gql/graphql';

export const teamRoles: readonly TeamRole[] = ['CO_ORGANIZER', 'HOST'];

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
