import { profileLimits } from '@/account/validation';
import { hobbyCategoryNames } from '@/groups/categories';
import { restSortNames } from '@/groups/rest';
import { pageSize } from '@/groups/page';
import { searchMaxLength } from '@/groups/service';
import { limits } from '@/groups/validation';

/**
 * The REST façade's OpenAPI 3.1 description, served at GET /openapi.json and rendered at
 * /docs/api. Every bound comes from the modules the service validates with (groups/validation.ts,
 * account/validation.ts, the page size and search limits), so the two cannot drift apart; the
 * API tests check every REST answer they receive against this document (tests/support/http.ts).
 */

/** A JSON Schema (2020-12, which OpenAPI 3.1 uses) or any other part of the document. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string): JsonObject => ({ $ref: `#/components/responses/${name}` });
const json = (schema: JsonObject, example?: Json): JsonObject => ({
  'application/json': { schema, ...(example === undefined ? {} : { example }) },
});

const exampleGroupId = '6650f1c2a9b8c7d6e5f40312';
const exampleGroup = {
  _id: exampleGroupId,
  groupName: 'Sunday Sketchers',
  hobbyCategory: 'Drawing & Painting',
  description: 'Urban sketching around the old town, all levels welcome.',
  location: 'Old Town Square',
  maxMembers: 12,
  startDate: '2026-12-06',
  imageURL: 'https://images.example.com/sketchers.jpg',
  userName: 'Olivia Owner',
  isActive: true,
  memberCount: 3,
  spotsLeft: 9,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-21T17:05:12.000Z',
};

const text = (bounds: { min?: number; max: number }, description: string): JsonObject => ({
  type: 'string',
  minLength: bounds.min ?? 1,
  maxLength: bounds.max,
  description: `${description} ${bounds.min ?? 1} to ${bounds.max} characters after trimming.`,
});

const httpUrl = (description: string): JsonObject => ({
  type: 'string',
  format: 'uri',
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
  maxLength: limits.imageURL.max,
  description: `${description} An absolute http or https URL of at most ${limits.imageURL.max} characters.`,
});

/** The group fields a person edits, with the service's bounds. */
function groupFieldSchemas(): Record<string, JsonObject> {
  return {
    groupName: text(limits.groupName, 'The group’s name, unique among groups (case-insensitive).'),
    hobbyCategory: { type: 'string', enum: [...hobbyCategoryNames], description: 'One of the eight hobby categories.' },
    description: text(limits.description, 'What the group does.'),
    location: text(limits.location, 'Where the group meets.'),
    maxMembers: {
      description: `How many members the group takes: a whole number from ${limits.maxMembers.min} to ${limits.maxMembers.max} (digits as text are accepted, as forms send them).`,
      oneOf: [
        { type: 'integer', minimum: limits.maxMembers.min, maximum: limits.maxMembers.max },
        { type: 'string', pattern: '^\\s*\\d+\\s*$' },
      ],
    },
    startDate: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}(T[\\d:.]+(Z|[+-]\\d{2}:\\d{2})?)?$',
      description: `The first meeting day, YYYY-MM-DD (an ISO date-time is cut to its UTC day), in the years ${limits.startYear.min} to ${limits.startYear.max}.`,
    },
    imageURL: httpUrl('The cover image.'),
  };
}

const headers = {
  etag: {
    description: 'Validator of this answer: send it back in If-None-Match to get a 304.',
    schema: { type: 'string' },
  },
  cacheControl: {
    description:
      '`public, no-cache` for anonymous reads (any cache may store them, revalidating each time); `private, no-store` when the request carries a token; `no-store` for writes and errors.',
    schema: { type: 'string' },
  },
  rateLimitLimit: { description: 'Requests allowed per window.', schema: { type: 'integer' } },
  rateLimitRemaining: { description: 'Requests left in this window.', schema: { type: 'integer' } },
  rateLimitReset: { description: 'Seconds until the window starts again.', schema: { type: 'integer' } },
  rateLimitPolicy: { description: '`<limit>;w=<window seconds>`.', schema: { type: 'string' } },
};

const rateLimitHeaders: JsonObject = {
  'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
  'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
  'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimit-Policy' },
};

const readHeaders: JsonObject = {
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/Cache-Control' },
  ...rateLimitHeaders,
};

const pageHeaders: JsonObject = {
  ...readHeaders,
  'X-Total-Count': { description: 'How many groups match, over all pages.', schema: { type: 'integer', minimum: 0 } },
  Link: {
    description: 'The next page, when there is one: `</groups?…&after=<cursor>>; rel="next"`.',
    schema: { type: 'string' },
  },
};

const errorResponses = (...statuses: (400 | 401 | 403 | 404 | 409)[]): JsonObject => ({
  ...Object.fromEntries(
    statuses.map((status) => [
      String(status),
      response(
        { 400: 'BadRequest', 401: 'Unauthenticated', 403: 'Forbidden', 404: 'NotFound', 409: 'Conflict' }[status],
      ),
    ]),
  ),
  '429': response('RateLimited'),
  default: response('Error'),
});

const signedIn: Json = [{ bearerAuth: [] }];
const optionallySignedIn: Json = [{}, { bearerAuth: [] }];

const idParameter: JsonObject = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The group’s id (24 hexadecimal characters).',
  schema: { type: 'string' },
  example: exampleGroupId,
};

const limitParameter = (defaultSize: number): JsonObject => ({
  name: 'limit',
  in: 'query',
  description: `Groups per page, 1 to ${pageSize.max}.`,
  schema: { type: 'integer', minimum: 1, maximum: pageSize.max, default: defaultSize },
});

const afterParameter: JsonObject = {
  name: 'after',
  in: 'query',
  description: 'The cursor of the last group of the previous page (from the `Link` header).',
  schema: { type: 'string' },
};

const groupRequired = [
  '_id',
  'groupName',
  'hobbyCategory',
  'description',
  'location',
  'maxMembers',
  'startDate',
  'imageURL',
  'userName',
  'isActive',
  'memberCount',
  'spotsLeft',
  'createdAt',
  'updatedAt',
];

const groupSchema = {
  type: 'object',
  additionalProperties: false,
  required: groupRequired,
  properties: {
    _id: { type: 'string', pattern: '^[0-9a-f]{24}$' },
    groupName: { type: 'string' },
    hobbyCategory: { type: 'string', enum: [...hobbyCategoryNames] },
    description: { type: 'string' },
    location: { type: 'string' },
    maxMembers: { type: 'integer', minimum: limits.maxMembers.min, maximum: limits.maxMembers.max },
    startDate: { type: 'string', format: 'date' },
    imageURL: { type: 'string' },
    userName: { type: 'string', description: 'The organizer’s display name.' },
    userEmail: { type: 'string', description: 'The organizer’s email: only in answers to the organizer.' },
    isActive: { type: 'boolean', description: 'False once the start date has passed.' },
    memberCount: { type: 'integer', minimum: 0 },
    spotsLeft: { type: 'integer', minimum: 0 },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} satisfies JsonObject;

export function openApiDocument(serverUrl: string): JsonObject {
  const fields = groupFieldSchemas();
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
      { name: 'Account', description: 'The signed-in person’s own account.' },
    ],
    paths: {
      '/groups': {
        get: {
          tags: ['Groups'],
          operationId: 'listGroups',
          summary: 'List groups, a page at a time',
          security: optionallySignedIn,
          parameters: [
            {
              name: 'search',
              in: 'query',
              description: `Text to look for in group names, categories and locations (at most ${searchMaxLength} characters).`,
              schema: { type: 'string', maxLength: searchMaxLength },
            },
            {
              name: 'sort',
              in: 'query',
              description:
                'The order: by name `asc` (default) or `desc` (`name_asc`, `name_desc` too); `start` soonest first ' +
                '(a recurring group by its next session), `newest`, `members` (most first), `spots` (fewest places ' +
                'left first). Any case.',
              schema: { type: 'string', enum: restSortNames, default: 'asc' },
            },
            {
              name: 'category',
              in: 'query',
              description: 'Only these categories (repeat it for several: `category=Photography&category=Fishing`).',
              style: 'form',
              explode: true,
              schema: { type: 'array', items: { type: 'string', enum: [...hobbyCategoryNames] } },
            },
            {
              name: 'openSpots',
              in: 'query',
              description: '`true`: only groups with places left.',
              schema: { type: 'boolean' },
            },
            {
              name: 'from',
              in: 'query',
              description: 'Only groups starting on or after this day (a recurring group: its next session).',
              schema: { type: 'string', format: 'date' },
            },
            {
              name: 'to',
              in: 'query',
              description: 'Only groups starting on or before this day (a recurring group: its next session).',
              schema: { type: 'string', format: 'date' },
            },
            {
              name: 'location',
              in: 'query',
              description: 'Only groups whose meeting place contains this text (any case).',
              schema: { type: 'string' },
            },
            {
              name: 'organizer',
              in: 'query',
              description: 'Only the groups of the organizer with this email (the email itself is never shown).',
              schema: { type: 'string' },
            },
            limitParameter(pageSize.default),
            afterParameter,
          ],
          responses: {
            '200': {
              description: 'A page of groups.',
              headers: pageHeaders,
              content: json({ type: 'array', items: ref('Group') }, [exampleGroup]),
            },
            ...errorResponses(400),
          },
        },
        post: {
          tags: ['Groups'],
          operationId: 'createGroup',
          summary: 'Create a group organized by the signed-in person',
          security: signedIn,
          requestBody: {
            required: true,
            content: json(ref('NewGroup'), {
              groupName: exampleGroup.groupName,
              hobbyCategory: exampleGroup.hobbyCategory,
              description: exampleGroup.description,
              location: exampleGroup.location,
              maxMembers: exampleGroup.maxMembers,
              startDate: exampleGroup.startDate,
              imageURL: exampleGroup.imageURL,
            }),
          },
          responses: {
            '201': {
              description: 'Created.',
              headers: {
                Location: { description: 'The new group’s path.', schema: { type: 'string' } },
                ...rateLimitHeaders,
              },
              content: json(ref('InsertResult'), { acknowledged: true, insertedId: exampleGroupId }),
            },
            ...errorResponses(400, 401, 409),
          },
        },
      },
      '/groups/by-email/{email}': {
        get: {
          tags: ['Groups'],
          operationId: 'listGroupsByOrganizer',
          summary: 'The groups the signed-in person organizes (their own email only)',
          security: signedIn,
          parameters: [
            {
              name: 'email',
              in: 'path',
              required: true,
              description: 'The signed-in person’s own email.',
              schema: { type: 'string' },
            },
            limitParameter(pageSize.max),
            afterParameter,
          ],
          responses: {
            '200': {
              description: 'A page of the person’s groups, with `userEmail`.',
              headers: pageHeaders,
              content: json({ type: 'array', items: ref('Group') }),
            },
            ...errorResponses(400, 401, 403),
          },
        },
      },
      '/groups/{id}': {
        parameters: [idParameter],
        get: {
          tags: ['Groups'],
          operationId: 'getGroup',
          summary: 'One group',
          security: optionallySignedIn,
          responses: {
            '200': { description: 'The group.', headers: readHeaders, content: json(ref('Group'), exampleGroup) },
            ...errorResponses(404),
          },
        },
        put: {
          tags: ['Groups'],
          operationId: 'updateGroup',
          summary: 'Change a group (organizer only); the name cannot change',
          security: signedIn,
          requestBody: {
            required: true,
            content: json(ref('GroupChanges'), { description: 'Now meeting every other Sunday.', maxMembers: 15 }),
          },
          responses: {
            '200': {
              description: 'Updated (`modifiedCount` 0 when nothing changed).',
              headers: rateLimitHeaders,
              content: json(ref('UpdateResult'), { acknowledged: true, matchedCount: 1, modifiedCount: 1 }),
            },
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
        delete: {
          tags: ['Groups'],
          operationId: 'deleteGroup',
          summary: 'Delete a group (organizer only)',
          security: signedIn,
          responses: {
            '200': {
              description: 'Deleted.',
              headers: rateLimitHeaders,
              content: json(ref('DeleteResult'), { acknowledged: true, deletedCount: 1 }),
            },
            ...errorResponses(401, 403, 404),
          },
        },
      },
      '/groups/{id}/join': {
        parameters: [idParameter],
        post: {
          tags: ['Groups'],
          operationId: 'joinGroup',
          summary: 'Join a group as the signed-in person',
          security: signedIn,
          responses: {
            '200': {
              description: 'The group, with you in it.',
              headers: rateLimitHeaders,
              content: json(ref('Group')),
            },
            ...errorResponses(401, 404, 409),
          },
        },
        delete: {
          tags: ['Groups'],
          operationId: 'leaveGroup',
          summary: 'Leave a group',
          security: signedIn,
          responses: {
            '200': { description: 'The group, without you.', headers: rateLimitHeaders, content: json(ref('Group')) },
            ...errorResponses(401, 404, 409),
          },
        },
      },
      '/groups/{id}/waitlist': {
        parameters: [idParameter],
        get: {
          tags: ['Groups'],
          operationId: 'getWaitlist',
          summary: 'A group with its waitlist (its length; your place; who waits, for the organizer)',
          security: optionallySignedIn,
          responses: {
            '200': {
              description: 'The group and its waitlist.',
              headers: readHeaders,
              content: json(ref('WaitlistGroup')),
            },
            ...errorResponses(404),
          },
        },
        post: {
          tags: ['Groups'],
          operationId: 'joinWaitlist',
          summary: 'Queue for a full group; you are promoted to member, first come first served, when a place frees up',
          security: signedIn,
          responses: {
            '200': {
              description: 'The group, with your place.',
              headers: rateLimitHeaders,
              content: json(ref('WaitlistGroup')),
            },
            ...errorResponses(401, 404, 409),
          },
        },
        delete: {
          tags: ['Groups'],
          operationId: 'leaveWaitlist',
          summary: 'Leave a group’s waitlist',
          security: signedIn,
          responses: {
            '200': {
              description: 'The group, without your place.',
              headers: rateLimitHeaders,
              content: json(ref('WaitlistGroup')),
            },
            ...errorResponses(401, 404, 409),
          },
        },
      },
      '/groups/{id}/sessions': {
        parameters: [idParameter],
        get: {
          tags: ['Sessions'],
          operationId: 'listSessions',
          summary:
            'The group’s next sessions (id, startsAt, endsAt, timeZone, location, cancelled, goingCount, spotsLeft, viewerRsvp)',
          security: optionallySignedIn,
          responses: {
            '200': {
              description: 'Sessions in time order.',
              headers: readHeaders,
              content: json({ type: 'array', items: { type: 'object' } }),
            },
            ...errorResponses(400, 404),
          },
        },
      },
      '/groups/{id}/schedule': {
        parameters: [idParameter],
        put: {
          tags: ['Sessions'],
          operationId: 'setSchedule',
          summary: 'Set the group’s schedule (organizer only); the body is the GraphQL ScheduleInput',
          security: signedIn,
          requestBody: { required: true, content: json({ type: 'object' }) },
          responses: {
            '200': {
              description: 'The schedule as stored.',
              headers: rateLimitHeaders,
              content: json({ type: 'object' }),
            },
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      '/groups/{id}/sessions/{sessionId}/rsvp': {
        parameters: [
          idParameter,
          {
            name: 'sessionId',
            in: 'path',
            required: true,
            description: 'The session’s id.',
            schema: { type: 'string' },
          },
        ],
        put: {
          tags: ['Sessions'],
          operationId: 'rsvp',
          summary: 'Answer Going or Not going for one session (members only; closes when the session starts)',
          security: signedIn,
          requestBody: { required: true, content: json({ type: 'object' }) },
          responses: {
            '200': {
              description: 'The session with your answer.',
              headers: rateLimitHeaders,
              content: json({ type: 'object' }),
            },
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      '/me': {
        get: {
          tags: ['Account'],
          operationId: 'getProfile',
          summary: 'The signed-in person’s profile',
          security: signedIn,
          responses: {
            '200': {
              description: 'The profile (never cached).',
              headers: rateLimitHeaders,
              content: json(ref('Profile')),
            },
            ...errorResponses(401),
          },
        },
        patch: {
          tags: ['Account'],
          operationId: 'updateProfile',
          summary: 'Change the display name or photo',
          security: signedIn,
          requestBody: { required: true, content: json(ref('ProfileChanges'), { displayName: 'Olivia O.' }) },
          responses: {
            '200': { description: 'The changed profile.', headers: rateLimitHeaders, content: json(ref('Profile')) },
            ...errorResponses(400, 401),
          },
        },
        delete: {
          tags: ['Account'],
          operationId: 'deleteAccount',
          summary: 'Delete the account, its groups and memberships',
          security: signedIn,
          requestBody: { required: true, content: json(ref('DeleteAccountInput'), { confirm: true }) },
          responses: {
            '200': {
              description: 'What was deleted.',
              headers: rateLimitHeaders,
              content: json(ref('AccountDeletion')),
            },
            ...errorResponses(400, 401),
          },
        },
      },
      '/me/export': {
        get: {
          tags: ['Account'],
          operationId: 'exportAccount',
          summary: 'Download everything HobbyHub holds about you (JSON attachment)',
          security: signedIn,
          responses: {
            '200': { description: 'The export.', headers: rateLimitHeaders, content: json(ref('AccountExport')) },
            ...errorResponses(401),
          },
        },
      },
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
      headers: {
        ETag: headers.etag,
        'Cache-Control': headers.cacheControl,
        'RateLimit-Limit': headers.rateLimitLimit,
        'RateLimit-Remaining': headers.rateLimitRemaining,
        'RateLimit-Reset': headers.rateLimitReset,
        'RateLimit-Policy': headers.rateLimitPolicy,
        'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
      },
      schemas: {
        Group: { ...groupSchema, example: exampleGroup },
        WaitlistGroup: {
          ...groupSchema,
          description: 'A group with its waitlist: its length, your place, and (organizer only) who waits.',
          required: [...groupRequired, 'waitlistCount', 'waitlistPosition'],
          properties: {
            ...groupSchema.properties,
            waitlistCount: { type: 'integer', minimum: 0 },
            waitlistPosition: {
              type: ['integer', 'null'],
              minimum: 1,
              description: 'Your place in the queue (1 is next), or null.',
            },
            waitlist: {
              type: 'array',
              description: 'Organizer only: who waits, in order.',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['displayName', 'queuedAt'],
                properties: { displayName: { type: 'string' }, queuedAt: { type: 'string', format: 'date-time' } },
              },
            },
          },
        },
        NewGroup: {
          type: 'object',
          required: Object.keys(fields),
          properties: fields,
        },
        GroupChanges: {
          type: 'object',
          description: 'Any of the fields; `groupName` may be sent only unchanged.',
          properties: fields,
        },
        InsertResult: {
          type: 'object',
          additionalProperties: false,
          required: ['acknowledged', 'insertedId'],
          properties: { acknowledged: { const: true }, insertedId: { type: 'string', pattern: '^[0-9a-f]{24}$' } },
        },
        UpdateResult: {
          type: 'object',
          additionalProperties: false,
          required: ['acknowledged', 'matchedCount', 'modifiedCount'],
          properties: {
            acknowledged: { const: true },
            matchedCount: { type: 'integer', minimum: 0, maximum: 1 },
            modifiedCount: { type: 'integer', minimum: 0, maximum: 1 },
          },
        },
        DeleteResult: {
          type: 'object',
          additionalProperties: false,
          required: ['acknowledged', 'deletedCount'],
          properties: { acknowledged: { const: true }, deletedCount: { type: 'integer', minimum: 0, maximum: 1 } },
        },
        Profile: {
          type: 'object',
          additionalProperties: false,
          required: ['uid', 'email', 'displayName', 'photoURL', 'signInProviders', 'createdAt', 'lastSignInAt'],
          properties: {
            uid: { type: 'string' },
            email: { type: ['string', 'null'] },
            displayName: { type: ['string', 'null'] },
            photoURL: { type: ['string', 'null'] },
            signInProviders: { type: 'array', items: { type: 'string' }, examples: [['password']] },
            createdAt: { type: ['string', 'null'], format: 'date-time' },
            lastSignInAt: { type: ['string', 'null'], format: 'date-time' },
          },
        },
        ProfileChanges: {
          type: 'object',
          description: 'At least one of the two.',
          properties: {
            displayName: text(profileLimits.displayName, 'The name shown to others.'),
            photoURL: {
              description: 'The profile photo, or an empty string to remove it.',
              anyOf: [httpUrl('The profile photo.'), { const: '' }],
            },
          },
        },
        DeleteAccountInput: {
          type: 'object',
          required: ['confirm'],
          properties: { confirm: { const: true, description: 'Deleting an account cannot be undone.' } },
        },
        AccountDeletion: {
          type: 'object',
          additionalProperties: false,
          required: ['deletedUserId', 'deletedGroupIds', 'leftGroupIds'],
          properties: {
            deletedUserId: { type: 'string' },
            deletedGroupIds: { type: 'array', items: { type: 'string' } },
            leftGroupIds: { type: 'array', items: { type: 'string' } },
          },
        },
        AccountExport: {
          type: 'object',
          additionalProperties: false,
          required: ['exportedAt', 'profile', 'organizedGroups', 'memberships', 'otherRecords'],
          properties: {
            exportedAt: { type: 'string', format: 'date-time' },
            profile: ref('Profile'),
            organizedGroups: { type: 'array', items: { type: 'object' } },
            memberships: {
              type: 'array',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['groupId', 'groupName', 'displayName', 'joinedAt'],
                properties: {
                  groupId: { type: 'string' },
                  groupName: { type: ['string', 'null'] },
                  displayName: { type: 'string' },
                  joinedAt: { type: 'string', format: 'date-time' },
                },
              },
            },
            otherRecords: { type: 'object', additionalProperties: { type: 'array' } },
          },
        },
        Error: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string', description: 'A stable code: BAD_USER_INPUT, UNAUTHENTICATED, NOT_FOUND, …' },
            message: { type: 'string', description: 'What went wrong, for people.' },
            fields: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'BAD_USER_INPUT: a message per field, to show beside its input.',
            },
            retryAfterSeconds: { type: 'integer', minimum: 1, description: 'RATE_LIMITED: when to try again.' },
            requestId: { type: 'string', description: 'Quote it when reporting a problem.' },
          },
        },
      },
      responses: {
        BadRequest: {
          description: 'Bad input: `fields` names each problem.',
          content: json(ref('Error'), {
            error: 'BAD_USER_INPUT',
            message: 'Invalid input.',
            fields: { groupName: `Group name must be ${limits.groupName.min} to ${limits.groupName.max} characters.` },
          }),
        },
        Unauthenticated: {
          description: 'No valid token.',
          content: json(ref('Error'), { error: 'UNAUTHENTICATED', message: 'Please sign in.' }),
        },
        Forbidden: {
          description: 'Not yours.',
          content: json(ref('Error'), { error: 'FORBIDDEN', message: 'Only the organizer can do that.' }),
        },
        NotFound: {
          description: 'No such group.',
          content: json(ref('Error'), { error: 'NOT_FOUND', message: 'Group not found!' }),
        },
        Conflict: {
          description: 'The group is full, already joined, or the name is taken.',
          content: json(ref('Error'), { error: 'CONFLICT', message: 'That group name is taken.' }),
        },
        RateLimited: {
          description: 'Too many requests: wait `Retry-After` seconds.',
          headers: { 'Retry-After': { $ref: '#/components/headers/Retry-After' }, ...rateLimitHeaders },
          content: json(ref('Error'), {
            error: 'RATE_LIMITED',
            message: 'Too many requests. Please try again in 12 s.',
            retryAfterSeconds: 12,
          }),
        },
        Error: {
          description: 'Any other error (413 body too large, 415, 503 while starting, 500).',
          content: json(ref('Error')),
        },
      },
    },
  };
}
