import { rateLimitHeaders, readHeaders, ref, type JsonObject } from '@/openapi/components';
import { operation, pathId } from '@/openapi/operation';

/** The organizing team's REST paths (openapi/document.ts holds the rest). */

export const groupId = pathId('id', 'The group’s id (24 hexadecimal characters).');
const uid = pathId('uid', 'The team member’s id (`team[].id`).');

/** A change of a group's people (its team, who may join), answered with `answer` as it is after it. */
export const groupWrite = (answer: string, description: string) => (id: string, summary: string, body?: string) =>
  operation({
    tag: 'Groups',
    id,
    summary,
    ...(body && { body: { schema: body } }),
    ok: { description, headers: rateLimitHeaders, schema: ref(answer) },
    errors: [400, 401, 403, 404, 409],
  });

const write = groupWrite('Team', 'The team after the change.');

export const teamPaths: Record<string, JsonObject> = {
  '/groups/{id}/team': {
    parameters: [groupId],
    get: operation({
      tag: 'Groups',
      id: 'getTeam',
      summary:
        'The organizing team (display names and roles), where the caller stands, and (organizers) open invitations',
      open: true,
      ok: { description: 'The team.', headers: readHeaders, schema: ref('Team') },
      errors: [400, 404],
    }),
  },
  '/groups/{id}/team/invitations': {
    parameters: [groupId],
    post: write('inviteToTeam', 'Invite a member into the team (organizers only)', 'TeamInvite'),
  },
  '/groups/{id}/team/invitation': {
    parameters: [groupId],
    put: write(
      'answerTeamInvitation',
      'Accept or decline the invitation addressed to the caller',
      'TeamInvitationAnswer',
    ),
  },
  '/groups/{id}/team/me': {
    parameters: [groupId],
    delete: write('leaveTeam', 'Step down from the team (co-organizers and hosts; the owner transfers first)'),
  },
  '/groups/{id}/team/{uid}': {
    parameters: [groupId, uid],
    put: write(
      'setTeamRole',
      'Change a team member’s role, or MEMBER to take them off the team (organizers only)',
      'TeamRoleChange',
    ),
  },
  '/groups/{id}/members/{uid}': {
    parameters: [groupId, pathId('uid', 'The member’s id.')],
    delete: write('removeMember', 'End a member’s membership (organizers only); their places go to who waits'),
  },
  '/groups/{id}/audit': {
    parameters: [groupId],
    get: operation({
      tag: 'Groups',
      id: 'getAuditLog',
      summary: 'Who did what to whom in the group, newest first (organizers only)',
      parameters: [
        {
          name: 'limit',
          in: 'query',
          description: 'Entries, 1 to 100.',
          schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        },
        {
          name: 'after',
          in: 'query',
          description: 'The `nextCursor` of the previous page: the entries older than it.',
          schema: { type: 'string' },
        },
      ],
      ok: { description: 'The audit log.', headers: readHeaders, schema: ref('AuditLog') },
      errors: [400, 401, 403, 404],
    }),
  },
  '/groups/{id}/transfer': {
    parameters: [groupId],
    post: write(
      'transferGroup',
      'Hand the group to a co-organizer (owner only); the owner stays on as co-organizer',
      'Transfer',
    ),
  },
};
