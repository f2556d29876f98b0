import { z } from 'zod';
import { accountDeletionAnswer, accountExportAnswer, profileAnswer } from '@/account/schemas';
import { deleteAccountSchema, profileChangesRequest } from '@/account/validation';
import {
  deleteResult,
  exampleGroup,
  groupAnswer,
  insertResult,
  updateResult,
  waitlistGroupAnswer,
} from '@/groups/schemas';
import { groupChangesSchema, groupFieldsSchema, limits } from '@/groups/validation';
import { auditAnswer, teamAnswer } from '@/groups/teamSchemas';
import {
  banPageAnswer,
  inviteCheckAnswer,
  inviteLinkAnswer,
  invitesRevokedAnswer,
  joinStateAnswer,
} from '@/groups/joinSchemas';
import {
  banSchema,
  decisionSchema,
  inviteLinkSchema,
  joinPolicySchema,
  joinRequestSchema,
} from '@/groups/joinValidation';
import {
  answerSchema as teamInvitationAnswerSchema,
  inviteSchema,
  setRoleSchema,
  transferSchema,
} from '@/groups/teamValidation';
import { groupPlaceInputSchema } from '@/groups/placeFields';
import {
  accountSuspensionAnswer,
  accountSuspensionListAnswer,
  groupSuspensionAnswer,
  reportAnswer,
  reportListAnswer,
} from '@/moderation/schemas';
import { reportSchema, resolveSchema, suspendGroupSchema } from '@/moderation/validation';
import { placeAnswer } from '@/geo/placeAnswer';
import { rsvpSchema, scheduleSchema } from '@/sessions/validation';
import { preferencesAnswer, reminderSettingsAnswer } from '@/mail/schemas';
import { preferencesChangesSchema, reminderSettingsSchema } from '@/mail/validation';
import {
  announcementAnswer,
  announcementPageAnswer,
  deletedPostAnswer,
  followingAnswer,
  replyAnswer,
  replyPageAnswer,
  sessionCommentsAnswer,
  threadAnswer,
  threadPageAnswer,
} from '@/discussion/schemas';
import {
  announcementSchema,
  answerSchema,
  hiddenSchema,
  newThreadSchema,
  publicSchema,
  replySchema,
  threadChangesSchema,
} from '@/discussion/validation';

/**
 * The reusable parts of the OpenAPI document: its schemas, generated from the zod schemas that
 * validate the requests (io "input": what a client may send) and describe the answers (io
 * "output"), plus the shared headers and error responses.
 */

/** A JSON Schema (2020-12, which OpenAPI 3.1 uses) or any other part of the document. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: JsonObject, example?: Json): JsonObject => ({
  'application/json': { schema, ...(example === undefined ? {} : { example }) },
});

const errorSchema = z.looseObject({
  error: z.string().meta({ description: 'A stable code: BAD_USER_INPUT, UNAUTHENTICATED, NOT_FOUND, …' }),
  message: z.string().meta({ description: 'What went wrong, for people.' }),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: 'BAD_USER_INPUT: a message per field, to show beside its input.' }),
  retryAfterSeconds: z.int().min(1).optional().meta({ description: 'RATE_LIMITED: when to try again.' }),
  requestId: z.string().optional().meta({ description: 'Quote it when reporting a problem.' }),
});

const requests = {
  NewGroup: groupFieldsSchema.extend(groupPlaceInputSchema.shape),
  GroupChanges: groupChangesSchema.extend(groupPlaceInputSchema.shape),
  ScheduleInput: scheduleSchema
    .extend({
      fromSessionId: z.string().nullish().meta({
        description:
          'Change only this session and all after it ("this and all following"); leave out to replace the whole schedule.',
      }),
    })
    .meta({ description: 'When and how often the group meets (the GraphQL ScheduleInput, plus `fromSessionId`).' }),
  Rsvp: rsvpSchema,
  ProfileChanges: profileChangesRequest,
  DeleteAccountInput: deleteAccountSchema,
  NotificationPreferencesChanges: preferencesChangesSchema,
  ReminderSettingsChanges: reminderSettingsSchema,
  NewThread: newThreadSchema,
  ThreadChanges: threadChangesSchema,
  NewReply: replySchema,
  Hidden: hiddenSchema,
  Public: publicSchema,
  Answer: answerSchema,
  Following: followingAnswer,
  NewAnnouncement: announcementSchema,
  TeamInvite: inviteSchema,
  TeamInvitationAnswer: teamInvitationAnswerSchema,
  TeamRoleChange: setRoleSchema.omit({ uid: true }),
  Transfer: transferSchema,
  ReportInput: reportSchema,
  ReportResolution: resolveSchema,
  SuspensionReason: suspendGroupSchema,
  JoinPolicyChange: joinPolicySchema,
  JoinRequestAnswers: joinRequestSchema,
  JoinRequestDecision: decisionSchema.omit({ uid: true }),
  BanReason: banSchema.omit({ uid: true }),
  InviteLinkRequest: inviteLinkSchema,
};

const answers = {
  Group: groupAnswer.meta({ example: exampleGroup }),
  WaitlistGroup: waitlistGroupAnswer,
  Place: placeAnswer,
  InsertResult: insertResult,
  UpdateResult: updateResult,
  DeleteResult: deleteResult,
  Profile: profileAnswer,
  AccountDeletion: accountDeletionAnswer,
  AccountExport: accountExportAnswer,
  NotificationPreferences: preferencesAnswer,
  ReminderSettings: reminderSettingsAnswer,
  Thread: threadAnswer,
  Reply: replyAnswer,
  ThreadPage: threadPageAnswer,
  ReplyPage: replyPageAnswer,
  SessionComments: sessionCommentsAnswer,
  Announcement: announcementAnswer,
  AnnouncementPage: announcementPageAnswer,
  DeletedPost: deletedPostAnswer,
  Team: teamAnswer,
  AuditLog: auditAnswer,
  Report: reportAnswer,
  ReportList: reportListAnswer,
  GroupSuspension: groupSuspensionAnswer,
  AccountSuspension: accountSuspensionAnswer,
  AccountSuspensionList: accountSuspensionListAnswer,
  JoinState: joinStateAnswer,
  BanPage: banPageAnswer,
  InviteLink: inviteLinkAnswer,
  InviteLinkCheck: inviteCheckAnswer,
  InvitesRevoked: invitesRevokedAnswer,
  Error: errorSchema,
};

/** The named schemas of `schemas`, each `$ref`-able as `#/components/schemas/<name>`. */
function generate(schemas: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, JsonObject> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const generated = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    // zod bounds every integer by the safe range; the document names only the bounds we set.
    override: ({ jsonSchema }) => {
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    },
  });
  return Object.fromEntries(
    Object.entries(generated.schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [
      id,
      schema as JsonObject,
    ]),
  );
}

export function schemas(): Record<string, JsonObject> {
  return { ...generate(answers, 'output'), ...generate(requests, 'input') };
}

const header = (description: string, type: 'string' | 'integer'): JsonObject => ({ description, schema: { type } });

export const headers: Record<string, JsonObject> = {
  ETag: header('Validator of this answer: send it back in If-None-Match to get a 304.', 'string'),
  'Cache-Control': header(
    '`public, no-cache` for anonymous reads (any cache may store them, revalidating each time); `private, no-store` when the request carries a token; `no-store` for writes and errors.',
    'string',
  ),
  'RateLimit-Limit': header('Requests allowed per window.', 'integer'),
  'RateLimit-Remaining': header('Requests left in this window.', 'integer'),
  'RateLimit-Reset': header('Seconds until the window starts again.', 'integer'),
  'RateLimit-Policy': header('`<limit>;w=<window seconds>`.', 'string'),
  'Retry-After': header('Seconds to wait before trying again.', 'integer'),
};

const headerRefs = (...names: string[]): JsonObject =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

export const rateLimitHeaders = headerRefs(
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'RateLimit-Policy',
);
export const readHeaders: JsonObject = { ...headerRefs('ETag', 'Cache-Control'), ...rateLimitHeaders };

const errorResponse = (description: string, example?: JsonObject): JsonObject => ({
  description,
  content: json(ref('Error'), example),
});

export const responses: Record<string, JsonObject> = {
  BadRequest: errorResponse('Bad input: `fields` names each problem.', {
    error: 'BAD_USER_INPUT',
    message: 'Invalid input.',
    fields: { groupName: `Group name must be ${limits.groupName.min} to ${limits.groupName.max} characters.` },
  }),
  Unauthenticated: errorResponse('No valid token.', { error: 'UNAUTHENTICATED', message: 'Please sign in.' }),
  Forbidden: errorResponse('Not yours.', { error: 'FORBIDDEN', message: 'Only the organizer can do that.' }),
  NotFound: errorResponse('No such group.', { error: 'NOT_FOUND', message: 'Group not found!' }),
  Conflict: errorResponse('The group is full, already joined, or the name is taken.', {
    error: 'CONFLICT',
    message: 'That group name is taken.',
  }),
  RateLimited: {
    ...errorResponse('Too many requests: wait `Retry-After` seconds.', {
      error: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 12 s.',
      retryAfterSeconds: 12,
    }),
    headers: { ...headerRefs('Retry-After'), ...rateLimitHeaders },
  },
  Error: errorResponse('Any other error (413 body too large, 415, 503 while starting, 500).'),
};

const errorNames = { 400: 'BadRequest', 401: 'Unauthenticated', 403: 'Forbidden', 404: 'NotFound', 409: 'Conflict' };

/** An operation's error answers: the given statuses, 429 and any other. */
export const errorResponses = (...statuses: (keyof typeof errorNames)[]): JsonObject => ({
  ...Object.fromEntries(
    statuses.map((status) => [String(status), { $ref: `#/components/responses/${errorNames[status]}` }]),
  ),
  '429': { $ref: '#/components/responses/RateLimited' },
  default: { $ref: '#/components/responses/Error' },
});
