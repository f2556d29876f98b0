import { inviteBounds, joinBounds } from '@/bounds';
import { rateLimitHeaders, readHeaders, ref, type JsonObject } from '@/openapi/components';
import { operation, pathId, query } from '@/openapi/operation';
import { groupId } from '@/openapi/teamPaths';

/** Invite links and the paged bans: REST paths (openapi/document.ts holds the rest). */

const token = {
  ...pathId('token', 'The invite link’s token (the part of the link after `/invite/`).'),
  schema: { type: 'string', maxLength: inviteBounds.token.max },
};

export const invitePaths: Record<string, JsonObject> = {
  '/groups/{id}/invites': {
    parameters: [groupId],
    post: operation({
      tag: 'Groups',
      id: 'createInviteLink',
      summary: 'Make a signed invite link that works until it expires or is revoked (organizers only)',
      body: { schema: 'InviteLinkRequest', example: { expiresInHours: inviteBounds.expiresInHours.default } },
      ok: { status: '201', description: 'The new link.', headers: rateLimitHeaders, schema: ref('InviteLink') },
      errors: [400, 401, 403, 404],
    }),
    delete: operation({
      tag: 'Groups',
      id: 'revokeInviteLinks',
      summary: 'Revoke every invite link made so far; links made afterwards work (organizers only)',
      ok: { description: 'Revoked.', headers: rateLimitHeaders, schema: ref('InvitesRevoked') },
      errors: [400, 401, 403, 404],
    }),
  },
  '/groups/{id}/invites/{token}': {
    parameters: [groupId, token],
    get: operation({
      tag: 'Groups',
      id: 'checkInviteLink',
      summary: 'Whether an invite link works: VALID, EXPIRED, or INVALID (made up, of another group, or revoked)',
      open: true,
      ok: { description: 'The link’s standing.', headers: readHeaders, schema: ref('InviteLinkCheck') },
      errors: [400, 404],
    }),
  },
  '/groups/{id}/invites/{token}/join': {
    parameters: [groupId, token],
    post: operation({
      tag: 'Groups',
      id: 'acceptInviteLink',
      summary:
        'Follow an invite link: join, or wait for a place when the group is full, whatever its join policy (409 INVITE_INVALID, INVITE_EXPIRED, BANNED…; nothing changes then)',
      ok: {
        description: 'The group, its waitlist and the caller’s place in it.',
        headers: rateLimitHeaders,
        schema: ref('WaitlistGroup'),
      },
      errors: [400, 401, 404, 409],
    }),
  },
  '/groups/{id}/bans': {
    parameters: [groupId],
    get: operation({
      tag: 'Groups',
      id: 'listBans',
      summary: 'Who is banned from the group, newest first, a page at a time (organizers only)',
      parameters: [
        query('limit', `Bans per page, 1 to ${joinBounds.bansPage.max}.`, {
          type: 'integer',
          minimum: 1,
          maximum: joinBounds.bansPage.max,
          default: joinBounds.bansPage.default,
        }),
        query('after', 'The `nextCursor` of the previous page.', { type: 'string' }),
      ],
      ok: { description: 'A page of bans.', headers: readHeaders, schema: ref('BanPage') },
      errors: [400, 401, 403, 404],
    }),
  },
};
