import { z } from 'zod';
import { teamBounds } from '@/bounds';
import { teamRoles } from '@/groups/teamModel';
import { fieldMessage, text } from '@/schemas';

/**
 * The inputs of the team's actions. Each schema validates REST bodies and GraphQL inputs alike
 * and describes them in the OpenAPI document.
 */

const uid = text('uid', teamBounds.uid, {
  description: 'The person’s id, as the group’s member list shows it (`Member.id`).',
});
const teamRole = z
  .enum(teamRoles, { error: fieldMessage('role', `role must be one of ${teamRoles.join(', ')}.`) })
  .meta({ description: 'CO_ORGANIZER: everything but deleting and transferring. HOST: sessions, announcements.' });

/** A role a person can be set to: a team role, or MEMBER (off the team). */
export const assignableRoles = [...teamRoles, 'MEMBER'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

export const inviteSchema = z.object({ uid, role: teamRole });
export const setRoleSchema = z.object({
  uid,
  role: z
    .enum(assignableRoles, { error: fieldMessage('role', `role must be one of ${assignableRoles.join(', ')}.`) })
    .meta({ description: 'The new role; MEMBER takes the person off the team.' }),
});
export const transferSchema = z.object({ uid });
export const answerSchema = z.object({
  accept: z.boolean({ error: fieldMessage('accept', 'accept must be true or false.') }).meta({
    description: 'True to join the team in the invited role, false to decline.',
  }),
});
