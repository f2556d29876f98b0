import { z } from 'zod';
import { moderationBounds, teamBounds } from '@/bounds';
import { fieldMessage, text } from '@/schemas';
import { reportAudiences, reportReasons, reportStatuses, reportSubjects } from '@/moderation/reportModel';

/**
 * The inputs of reports and of the admins' actions. Each schema validates REST bodies and
 * GraphQL inputs alike and describes them in the OpenAPI document.
 */

const optionalNote = (label: string, max: number, description: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .meta({ description: `${description} At most ${max} characters.` });

const id = (field: string, description: string) => text(field, moderationBounds.targetId, { description });

export const reportSchema = z.object({
  subject: z
    .enum(reportSubjects, { error: fieldMessage('subject', `subject must be one of ${reportSubjects.join(', ')}.`) })
    .meta({ description: 'What is reported.' }),
  targetId: id('targetId', 'The group’s id, the post’s id, or (MEMBER) the member’s id.'),
  groupId: id('groupId', 'MEMBER only: the group the member is reported in.').nullish(),
  reason: z
    .enum(reportReasons, { error: fieldMessage('reason', `reason must be one of ${reportReasons.join(', ')}.`) })
    .meta({ description: 'Why.' }),
  note: optionalNote('note', moderationBounds.note.max, 'What the handlers should know.'),
});

export const resolveSchema = z.object({
  resolution: optionalNote(
    'resolution',
    moderationBounds.resolution.max,
    'What was done, for the reporter and the log.',
  ),
  hide: z
    .boolean({ error: 'hide must be true or false.' })
    .optional()
    .meta({ description: 'Hide the reported thread, reply or announcement from everyone but its author.' }),
});

export const queueSchema = z.object({
  status: z
    .enum(reportStatuses, { error: fieldMessage('status', `status must be one of ${reportStatuses.join(', ')}.`) })
    .default('OPEN'),
  audience: z
    .enum(reportAudiences, {
      error: fieldMessage('audience', `audience must be one of ${reportAudiences.join(', ')}.`),
    })
    .nullish(),
});

const reason = text('reason', moderationBounds.reason, {
  blankIsMissing: true,
  description: 'Why: shown to the group’s organizers (or the account’s owner is told).',
});

export const suspendGroupSchema = z.object({ reason });
export const suspendAccountSchema = z.object({
  uid: text('uid', teamBounds.uid, { description: 'The account’s id.' }),
  reason,
});
export const accountSchema = z.object({ uid: text('uid', teamBounds.uid, { description: 'The account’s id.' }) });
