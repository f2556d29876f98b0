import { z } from 'zod';
import { inviteBounds, joinBounds, teamBounds } from '@/bounds';
import { joinPolicies } from '@/groups/joinModel';
import { fieldMessage, text } from '@/schemas';

/**
 * The inputs of joining by approval and of bans. Each schema validates REST bodies and GraphQL
 * inputs alike and describes them in the OpenAPI document.
 */

const uid = text('uid', teamBounds.uid, { description: 'The person’s id (their uid).' });

export const joinPolicySchema = z.object({
  policy: z
    .enum(joinPolicies, { error: fieldMessage('policy', `policy must be one of ${joinPolicies.join(', ')}.`) })
    .meta({
      description:
        'OPEN: anyone joins. APPROVAL: people ask, organizers decide. INVITE_ONLY: only by an organizer’s invite link.',
    }),
  questions: z
    .array(text('question', joinBounds.question), { error: 'questions must be a list of texts.' })
    .max(joinBounds.questions.max, `A group asks at most ${joinBounds.questions.max} questions.`)
    .default([])
    .meta({ description: `APPROVAL only: up to ${joinBounds.questions.max} questions people answer when asking.` }),
});

export const joinRequestSchema = z.object({
  answers: z
    .array(text('answer', joinBounds.answer), { error: 'answers must be a list of texts.' })
    .max(joinBounds.questions.max, `At most ${joinBounds.questions.max} answers.`)
    .default([])
    .meta({ description: 'One answer per question of the group, in its order.' }),
});

export const decisionSchema = z.object({
  uid,
  approve: z.boolean({ error: fieldMessage('approve', 'approve must be true or false.') }).meta({
    description: 'True to let them in (they queue from when they asked), false to decline.',
  }),
  message: text('message', joinBounds.message, { description: 'An optional note to the person.' })
    .nullish()
    .transform((value) => value ?? null),
});

export const banSchema = z.object({
  uid,
  reason: text('reason', joinBounds.reason, { description: 'Why: shown to the banned person.' }),
});

export const unbanSchema = z.object({ uid });

const { expiresInHours } = inviteBounds;

export const inviteLinkSchema = z.object({
  expiresInHours: z
    .int({ error: `expiresInHours must be a whole number from ${expiresInHours.min} to ${expiresInHours.max}.` })
    .min(expiresInHours.min, `expiresInHours must be ${expiresInHours.min} to ${expiresInHours.max}.`)
    .max(expiresInHours.max, `expiresInHours must be ${expiresInHours.min} to ${expiresInHours.max}.`)
    .nullish()
    .transform((value) => value ?? expiresInHours.default)
    .meta({
      description: `How long the link works, ${expiresInHours.min} to ${expiresInHours.max} hours (default ${expiresInHours.default}: a week).`,
    }),
});

export const inviteTokenSchema = z.object({
  token: z
    .string({ error: fieldMessage('token', 'token must be text.') })
    .min(1, 'token is required.')
    .max(inviteBounds.token.max, 'This is not an invite link of this site.')
    .meta({ description: 'The token of the invite link (the part after `/invite/`).' }),
});
