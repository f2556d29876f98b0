import { hobbyCategoryNames } from '@/groups/categories';
import { restSortNames } from '@/groups/rest';
import { exampleGroup, exampleGroupId } from '@/groups/schemas';
import { pageSize } from '@/groups/page';
import { searchMaxLength } from '@/groups/service';
import { groupFields } from '@/groups/validation';
import {
  headers,
  rateLimitHeaders,
  readHeaders,
  ref,
  responses,
  schemas,
  type Json,
  type JsonObject,
} from '@/openapi/components';
import { discussionPaths } from '@/openapi/discussionPaths';
import { teamPaths } from '@/openapi/teamPaths';
import { moderationPaths } from '@/openapi/moderationPaths';
import { invitePaths } from '@/openapi/invitePaths';
import { joinPaths } from '@/openapi/joinPaths';
import { operation, query } from '@/openapi/operation';
import { placePaths } from '@/openapi/placePaths';
import { placeBounds } from '@/bounds';

export type { Json };

/**
 * The REST façade's OpenAPI 3.1 description, served at GET /openapi.json and rendered at
 * /docs/api. This file is the table of routes (parameters, which schema each body and answer
 * uses); the schemas are generated from the zod schemas the service validates with
 * (openapi/components.ts), so a field is described once. The API tests check every REST answer
 * they receive against this document (tests/support/contract.ts).
 */

const pageHeaders: JsonObject = {
  ...readHeaders,
  'X-Total-Count': { description: 'How many groups match, over all pages.', schema: { type: 'integer', minimum: 0 } },
  Link: {
    description: 'The next page, when there is one: `</groups?…&after=<cursor>>; rel="next"`.',
    schema: { type: 'string' },
  },
};

const idParameter: JsonObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The group’s id (24 hexadecimal characters).',
  schema: { type: 'string' },
  example: exampleGroupId,
};

const pageParameters = (defaultSize: number): JsonObject[] => [
  query('limit', `Groups per page, 1 to ${pageSize.max}.`, {
    type: 'integer',
    minimum: 1,
    maximum: pageSize.max,
    default: defaultSize,
  }),
  query('after', 'The cursor of the last group of the previous page (from the `Link` header).', { type: 'string' }),
];

const nextSessionNote = '(a recurring group: its next session).';

const listParameters: JsonObject[] = [
  query(
    'search',
    `Text to look for in group names, categories and locations (at most ${searchMaxLength} characters).`,
    { type: 'string', maxLength: searchMaxLength },
  ),
  query(
    'sort',
    'The order: by name `asc` (default) or `desc` (`name_asc`, `name_desc` too); `start` soonest first ' +
      '(a recurring group by its next session), `newest`, `members` (most first), `spots` (fewest places ' +
      'left first), `distance` (nearest first; needs `near`). Any case.',
    { type: 'string', enum: restSortNames, default: 'asc' },
  ),
  {
    ...query('category', 'Only these categories (repeat it for several: `category=Photography&category=Fishing`).', {
      type: 'array',
      items: { type: 'string', enum: [...hobbyCategoryNames] },
    }),
    style: 'form',
    explode: true,
  },
  query('openSpots', '`true`: only groups with places left.', { type: 'boolean' }),
  query('from', `Only groups starting on or after this day ${nextSessionNote}`, { type: 'string', format: 'date' }),
  query('to', `Only groups starting on or before this day ${nextSessionNote}`, { type: 'string', format: 'date' }),
  query('location', 'Only groups whose meeting place contains this text (any case).', { type: 'string' }),
  query('organizer', 'Only the groups of the organizer with this email (the email itself is never shown).', {
    type: 'string',
  }),
  query(
    'near',
    'Only groups whose place lies within `radius` km of this point, `lat,lon` in degrees (e.g. `52.52,13.40`); ' +
      'each group then has `distanceKm`. Groups without coordinates are left out.',
    { type: 'string', pattern: '^-?\\d+(\\.\\d+)?,-?\\d+(\\.\\d+)?$' },
  ),
  query('radius', 'The radius of `near`, in km (required with it).', {
    type: 'integer',
    enum: [...placeBounds.radiiKm],
  }),
  ...pageParameters(pageSize.default),
];

/** The signed-in person's own step in a group (join, leave, queue): answers with the group as it now is. */
const ownStep = (id: string, summary: string, description: string, schema: string): JsonObject =>
  operation({
    tag: 'Groups',
    id,
    summary,
    ok: { description, headers: rateLimitHeaders, schema: ref(schema) },
    errors: [401, 404, 409],
  });

const groupList = { type: 'array', items: ref('Group') };
const anyObject = { type: 'object' };
const exampleNewGroup = Object.fromEntries(groupFields.map((field) => [field, exampleGroup[field]]));

const paths: Record<string, JsonObject> = {
  '/groups': {
    get: operation({
      tag: 'Groups',
      id: 'listGroups',
      summary: 'List groups, a page at a time',
      open: true,
      parameters: listParameters,
      ok: { description: 'A page of groups.', headers: pageHeaders, schema: groupList, example: [exampleGroup] },
      errors: [400],
    }),
    post: operation({
      tag: 'Groups',
      id: 'createGroup',
      summary: 'Create a group organized by the signed-in person',
      body: { schema: 'NewGroup', example: exampleNewGroup },
      ok: {
        status: '201',
        description: 'Created.',
        headers: {
          Location: { description: 'The new group’s path.', schema: { type: 'string' } },
          ...rateLimitHeaders,
        },
        schema: ref('InsertResult'),
        example: { acknowledged: true, insertedId: exampleGroupId },
      },
      errors: [400, 401, 409],
    }),
  },
  '/groups/by-email/{email}': {
    get: operation({
      tag: 'Groups',
      id: 'listGroupsByOrganizer',
      summary: 'The groups the signed-in person organizes (their own email only)',
      parameters: [
        {
          name: 'email',
          in: 'path',
          required: true,
          description: 'The signed-in person’s own email.',
          schema: { type: 'string' },
        },
        ...pageParameters(pageSize.max),
      ],
      ok: { description: 'A page of the person’s groups, with `userEmail`.', headers: pageHeaders, schema: groupList },
      errors: [400, 401, 403],
    }),
  },
  '/groups/{id}': {
    parameters: [idParameter],
    get: operation({
      tag: 'Groups',
      id: 'getGroup',
      summary: 'One group',
      open: true,
      ok: { description: 'The group.', headers: readHeaders, schema: ref('Group'), example: exampleGroup },
      errors: [404],
    }),
    put: operation({
      tag: 'Groups',
      id: 'updateGroup',
      summary: 'Change a group (organizer only); the name cannot change',
      body: { schema: 'GroupChanges', example: { description: 'Now meeting every other Sunday.', maxMembers: 15 } },
      ok: {
        description: 'Updated (`modifiedCount` 0 when nothing changed).',
        headers: rateLimitHeaders,
        schema: ref('UpdateResult'),
        example: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
      },
      errors: [400, 401, 403, 404, 409],
    }),
    delete: operation({
      tag: 'Groups',
      id: 'deleteGroup',
      summary: 'Delete a group (organizer only)',
      ok: {
        description: 'Deleted.',
        headers: rateLimitHeaders,
        schema: ref('DeleteResult'),
        example: { acknowledged: true, deletedCount: 1 },
      },
      errors: [401, 403, 404],
    }),
  },
  '/groups/{id}/join': {
    parameters: [idParameter],
    post: ownStep('joinGroup', 'Join a group as the signed-in person', 'The group, with you in it.', 'Group'),
    delete: ownStep('leaveGroup', 'Leave a group', 'The group, without you.', 'Group'),
  },
  '/groups/{id}/waitlist': {
    parameters: [idParameter],
    get: operation({
      tag: 'Groups',
      id: 'getWaitlist',
      summary: 'A group with its waitlist (its length; your place; who waits, for the organizer)',
      open: true,
      ok: { description: 'The group and its waitlist.', headers: readHeaders, schema: ref('WaitlistGroup') },
      errors: [404],
    }),
    post: ownStep(
      'joinWaitlist',
      'Queue for a full group; you are promoted to member, first come first served, when a place frees up',
      'The group, with your place.',
      'WaitlistGroup',
    ),
    delete: ownStep('leaveWaitlist', 'Leave a group’s waitlist', 'The group, without your place.', 'WaitlistGroup'),
  },
  '/groups/{id}/sessions': {
    parameters: [idParameter],
    get: operation({
      tag: 'Sessions',
      id: 'listSessions',
      summary:
        'The group’s next sessions (id, startsAt, endsAt, timeZone, location, cancelled, goingCount, spotsLeft, viewerRsvp)',
      open: true,
      ok: { description: 'Sessions in time order.', headers: readHeaders, schema: { type: 'array', items: anyObject } },
      errors: [400, 404],
    }),
  },
  '/groups/{id}/schedule': {
    parameters: [idParameter],
    put: operation({
      tag: 'Sessions',
      id: 'setSchedule',
      summary: 'Set the group’s schedule (organizer only); the body is the GraphQL ScheduleInput',
      body: { schema: 'ScheduleInput' },
      ok: { description: 'The schedule as stored.', headers: rateLimitHeaders, schema: anyObject },
      errors: [400, 401, 403, 404],
    }),
  },
  '/groups/{id}/reminders': {
    parameters: [idParameter],
    put: operation({
      tag: 'Sessions',
      id: 'setReminders',
      summary:
        'Set how long before each session its members who are going get their reminder email, and whether members who have not answered are nudged (organizer only)',
      body: { schema: 'ReminderSettingsChanges', example: { reminderLeadHours: 48, nudgeUnanswered: true } },
      ok: { description: 'The settings now.', headers: rateLimitHeaders, schema: ref('ReminderSettings') },
      errors: [400, 401, 403, 404],
    }),
  },
  '/groups/{id}/sessions/{sessionId}/rsvp': {
    parameters: [
      idParameter,
      { name: 'sessionId', in: 'path', required: true, description: 'The session’s id.', schema: { type: 'string' } },
    ],
    put: operation({
      tag: 'Sessions',
      id: 'rsvp',
      summary: 'Answer Going or Not going for one session (members only; closes when the session starts)',
      body: { schema: 'Rsvp' },
      ok: { description: 'The session with your answer.', headers: rateLimitHeaders, schema: anyObject },
      errors: [400, 401, 403, 404, 409],
    }),
  },
  '/me': {
    get: operation({
      tag: 'Account',
      id: 'getProfile',
      summary: 'The signed-in person’s profile',
      ok: { description: 'The profile (never cached).', headers: rateLimitHeaders, schema: ref('Profile') },
      errors: [401],
    }),
    patch: operation({
      tag: 'Account',
      id: 'updateProfile',
      summary: 'Change the display name or photo',
      body: { schema: 'ProfileChanges', example: { displayName: 'Olivia O.' } },
      ok: { description: 'The changed profile.', headers: rateLimitHeaders, schema: ref('Profile') },
      errors: [400, 401],
    }),
    delete: operation({
      tag: 'Account',
      id: 'deleteAccount',
      summary: 'Delete the account, its groups and memberships',
      body: { schema: 'DeleteAccountInput', example: { confirm: true } },
      ok: { description: 'What was deleted.', headers: rateLimitHeaders, schema: ref('AccountDeletion') },
      errors: [400, 401],
    }),
  },
  '/me/export': {
    get: operation({
      tag: 'Account',
      id: 'exportAccount',
      summary: 'Download everything HobbyHub holds about you (JSON attachment)',
      ok: { description: 'The export.', headers: rateLimitHeaders, schema: ref('AccountExport') },
      errors: [401],
    }),
  },
  '/me/notification-preferences': {
    get: operation({
      tag: 'Account',
      id: 'getNotificationPreferences',
      summary: 'How you hear of each kind of news: in the app only, email at once, a daily digest, or not at all',
      ok: {
        description: 'Every kind, with the defaults for kinds never chosen (never cached).',
        headers: rateLimitHeaders,
        schema: ref('NotificationPreferences'),
      },
      errors: [401],
    }),
    patch: operation({
      tag: 'Account',
      id: 'updateNotificationPreferences',
      summary: 'Change how you hear of some kinds, the digest hour or your time zone',
      body: {
        schema: 'NotificationPreferencesChanges',
        example: {
          deliveries: { REMINDER: 'EMAIL', GROUP_CHANGED: 'DIGEST' },
          digestHour: 8,
          timeZone: 'Europe/Berlin',
        },
      },
      ok: { description: 'The preferences now.', headers: rateLimitHeaders, schema: ref('NotificationPreferences') },
      errors: [400, 401],
    }),
  },
};

export function openApiDocument(serverUrl: string): JsonObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'HobbyHub REST API',
      version: '1.0.0',
      description:
        'Browse, create and join hobby groups. The same service answers the GraphQL API at `/graphql` ' +
        '(explore it at `/graphiql`). Reads are open to everyone; writes need a Firebase ID token as ' +
        '`Authorization: Bearer <token>`. Anonymous reads carry an `ETag` (send `If-None-Match` for a 304); ' +
        'every answer carries the standard `RateLimit-*` headers. Errors are JSON: `{ error, message, fields? }`.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'Groups', description: 'Hobby groups and their members.' },
      { name: 'Places', description: 'Where groups meet: the offline place search.' },
      { name: 'Account', description: 'The signed-in person’s own account.' },
      { name: 'Discussion', description: 'Group discussion, questions and answers, session comments, announcements.' },
      { name: 'Moderation', description: 'Reports, the report queues, and the site admins’ suspensions.' },
    ],
    paths: {
      ...placePaths,
      ...paths,
      ...teamPaths,
      ...joinPaths,
      ...invitePaths,
      ...discussionPaths,
      ...moderationPaths,
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A Firebase ID token of the signed-in person (from the Firebase Auth SDK or REST API).',
        },
      },
      headers,
      schemas: schemas(),
      responses,
    },
  };
}
