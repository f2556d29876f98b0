import { z } from 'zod';
import { discussionBounds } from '@/bounds';
import { ValidationError } from '@/errors';
import { text } from '@/schemas';

/**
 * The inputs of the discussion and the announcements. Each schema validates REST bodies and
 * GraphQL inputs alike and describes them in the OpenAPI document.
 */

const title = text('Title', discussionBounds.title, { blankIsMissing: true, description: 'The thread’s title.' });
const body = text('Body', discussionBounds.body, {
  blankIsMissing: true,
  description: 'Markdown: **bold**, *italic*, links, lists.',
});
const flag = (label: string, description: string) =>
  z.boolean({ error: `${label} must be true or false.` }).meta({ description });

export const newThreadSchema = z.object({
  title,
  body,
  isQuestion: flag('isQuestion', 'A question: a reply can be marked as its answer.').optional(),
});

export const threadChangesSchema = z
  .object({
    title: title.optional(),
    body: body.optional(),
    isQuestion: flag('isQuestion', 'A question: a reply can be marked as its answer.').optional(),
  })
  .meta({ description: 'At least one field.' });

export const replySchema = z.object({ body });

export const hiddenSchema = z.object({ hidden: flag('hidden', 'Hide the post from everyone but its author.') });

export const publicSchema = z.object({
  isPublic: flag('isPublic', 'Show this answered question to visitors (the group’s FAQ).'),
});

export const answerSchema = z.object({
  replyId: z
    .string({ error: 'replyId must be a reply id or null.' })
    .nullable()
    .meta({ description: 'The reply that answers the question, or null to unmark it.' }),
});

export const audiences = ['ALL_MEMBERS', 'GOING', 'WAITING', 'UNANSWERED'] as const;
export type Audience = (typeof audiences)[number];

export const announcementSchema = z.object({
  body: text('Body', discussionBounds.announcement, {
    blankIsMissing: true,
    description: 'Markdown: **bold**, *italic*, links, lists.',
  }),
  audience: z.enum(audiences, { error: `audience must be one of ${audiences.join(', ')}.` }).meta({
    description:
      'ALL_MEMBERS; GOING: who holds a place for `sessionId`; WAITING: who waits for `sessionId` (or for the group without one); UNANSWERED: members who have not answered for `sessionId`.',
  }),
  sessionId: z.string({ error: 'sessionId must be a session id.' }).nullish().meta({ description: 'The session.' }),
});

/** A post's id (thread or reply), checked before it reaches the database: malformed is bad input. */
export function assertPostId(id: unknown, field: string): string {
  if (typeof id !== 'string' || !/^[0-9a-f]{24}$/i.test(id)) {
    throw new ValidationError({ [field]: `${field} must be a 24-character hexadecimal id.` });
  }
  return id.toLowerCase();
}
