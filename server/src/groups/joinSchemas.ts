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
    bans: z.array(ban).optional().meta({ description: 'Organizers only: who is banned, newest first.' }),
  })
  .meta({ description: 'Who may join a group and how, and where the caller stands.' });

export type JoinStateAnswer = z.output<typeof joinStateAnswer>;
