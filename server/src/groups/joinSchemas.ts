import { z } from 'zod';
import { joinDecisions, joinPolicies } from '@/groups/joinModel';
import { groupRoles } from '@/groups/permissions';

const instant = () => z.string().meta({ format: 'date-time' });
const answers = z.array(z.strictObject({ question: z.string(), answer: z.string() }));
const request = z.strictObject({ id: z.string(), displayName: z.string(), answers, requestedAt: instant() });
const ban = z.strictObject({ id: z.string(), displayName: z.string(), reason: z.string(), bannedAt: instant() });

/** The REST answer about who may join a group, where the caller stands, and (organizers) the queue and bans. */
export const joinStateAnswer = z
  .strictObject({
    groupId: z.string().regex(/^[0-9a-f]{24}$/),
    policy: z.enum(joinPolicies),
    questions: z.array(z.string()).meta({ description: 'APPROVAL: what a person answers when asking.' }),
    viewerRole: z.enum(groupRoles).meta({ description: 'Where the caller stands in the group.' }),
    viewerRequest: request.nullable().meta({ description: 'The caller’s own request waiting for a decision.' }),
    viewerDecision: z
      .strictObject({ decision: z.enum(joinDecisions), message: z.string().nullable(), decidedAt: instant() })
      .nullable()
      .meta({ description: 'The latest decision on the caller’s requests, with the organizer’s note.' }),
    viewerBan: ban.nullable().meta({ description: 'The caller’s ban, with the reason.' }),
    requests: z
      .array(request)
      .optional()
      .meta({ description: 'Organizers only: a page of the requests waiting, oldest first (`limit`, `after`).' }),
    requestsNextCursor: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'Organizers only: pass as `after` for the next page of requests; null on the last.' }),
    requestCount: z.number().int().optional().meta({ description: 'Organizers only: how many requests wait in all.' }),
    bans: z.array(ban).optional().meta({
      description:
        'Organizers only: the first page (50) of who is banned, newest first (`GET /groups/{id}/bans` pages).',
    }),
  })
  .meta({ description: 'Who may join a group and how, and where the caller stands.' });

export type JoinStateAnswer = z.output<typeof joinStateAnswer>;

/** A page of a group's bans (organizers). */
export const banPageAnswer = z
  .strictObject({
    bans: z.array(ban).meta({ description: 'Who is banned, newest first.' }),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `after` for the next page; null on the last.' }),
    totalCount: z.number().int().meta({ description: 'How many people are banned in all.' }),
  })
  .meta({ description: 'A page of the people banned from a group, newest first.' });

export type BanPageAnswer = z.output<typeof banPageAnswer>;

/** A new invite link (organizers). */
export const inviteLinkAnswer = z
  .strictObject({
    groupId: z.string().regex(/^[0-9a-f]{24}$/),
    token: z.string().meta({ description: 'The secret part of the link; signed, so it cannot be changed or made up.' }),
    path: z
      .string()
      .meta({ description: 'The link in the app, `/groups/{id}/invite/{token}`: put the site’s address before it.' }),
    expiresAt: instant().meta({ description: 'When the link stops working.' }),
  })
  .meta({ description: 'An invite link: whoever follows it while it works may join, whatever the join policy.' });

export type InviteLinkAnswer = z.output<typeof inviteLinkAnswer>;

/** What an invite link's token is worth in a group. */
export const inviteCheckAnswer = z
  .strictObject({
    groupId: z.string().regex(/^[0-9a-f]{24}$/),
    status: z.enum(['VALID', 'EXPIRED', 'INVALID']).meta({
      description:
        'VALID: it works. EXPIRED: past its expiry. INVALID: made up, changed, of another group, or revoked.',
    }),
    expiresAt: instant().nullable().meta({ description: 'When it stops (or stopped) working; null when INVALID.' }),
  })
  .meta({ description: 'Whether an invite link works.' });

export type InviteCheckAnswer = z.output<typeof inviteCheckAnswer>;

/** The answer of revoking a group's invite links. */
export const invitesRevokedAnswer = z
  .strictObject({
    groupId: z.string().regex(/^[0-9a-f]{24}$/),
    revoked: z.literal(true).meta({ description: 'Every link made before this no longer works.' }),
  })
  .meta({ description: 'The group’s invite links were revoked.' });

export type InvitesRevokedAnswer = z.output<typeof invitesRevokedAnswer>;
