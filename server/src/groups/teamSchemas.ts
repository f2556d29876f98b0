import { z } from 'zod';
import { auditActions } from '@/groups/audit';
import { groupRoles } from '@/groups/permissions';
import { teamRoles } from '@/groups/teamModel';

/** The REST answer about a group's team, as the OpenAPI document describes it. */
export const teamAnswer = z
  .strictObject({
    groupId: z.string().regex(/^[0-9a-f]{24}$/),
    viewerRole: z.enum(groupRoles).meta({ description: 'Where the caller stands in the group.' }),
    team: z
      .array(z.strictObject({ id: z.string(), displayName: z.string(), role: z.enum(groupRoles) }))
      .meta({ description: 'Owner first, then co-organizers and hosts: display names only.' }),
    invitations: z
      .array(
        z.strictObject({
          inviteeId: z.string(),
          role: z.enum(teamRoles),
          invitedAt: z.string().meta({ format: 'date-time' }),
        }),
      )
      .optional()
      .meta({ description: 'Organizers only: invitations nobody has answered yet.' }),
  })
  .meta({ description: 'A group’s organizing team and where the caller stands.' });

export type TeamAnswer = z.output<typeof teamAnswer>;

/** The REST answer of a group's audit log (organizers only). */
export const auditAnswer = z
  .strictObject({
    entries: z.array(
      z.strictObject({
        action: z.enum(auditActions),
        actorName: z.string(),
        targetName: z.string().nullable(),
        detail: z.string().nullable(),
        at: z.string().meta({ format: 'date-time' }),
      }),
    ),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `after` for the next (older) entries; null on the last page.' }),
  })
  .meta({ description: 'Who did what to whom in the group, and when; newest first, a page at a time.' });
