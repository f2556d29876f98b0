import { z } from 'zod';
import type { SameKeys } from '@/schemas';
import type { AnnouncementView } from '@/discussion/announcements';
import { audiences } from '@/discussion/validation';
import type { ReplyView, ThreadView } from '@/discussion/visibility';

/** The REST answers of the discussion and the announcements (the inputs are in validation.ts). */

const instant = z.string().meta({ format: 'date-time' });
const id = z.string().regex(/^[0-9a-f]{24}$/);

const post = {
  id,
  body: z.string().meta({ description: 'As written (Markdown).' }),
  bodyHtml: z.string().meta({ description: 'Safe HTML: bold, italic, links (rel="nofollow ugc noopener"), lists.' }),
  authorName: z.string().meta({ description: 'The author’s display name, or `Former member`.' }),
  isMine: z.boolean(),
  hidden: z.boolean().meta({ description: 'Hidden by an organizer: only its author and the organizer see it.' }),
  createdAt: instant,
  editedAt: instant.nullable(),
};

export const threadAnswer = z.strictObject({
  ...post,
  groupId: id,
  sessionId: z.string().nullable(),
  title: z.string(),
  isQuestion: z.boolean(),
  answered: z.boolean(),
  answerReplyId: id.nullable(),
  isPublic: z.boolean(),
  lastActivityAt: instant,
  replyCount: z.int().min(0),
});

export const replyAnswer = z.strictObject({ ...post, threadId: id, isAnswer: z.boolean() });

export const announcementAnswer = z.strictObject({
  id,
  groupId: id,
  body: z.string(),
  bodyHtml: z.string(),
  authorName: z.string(),
  audience: z.enum(audiences),
  sessionId: z.string().nullable(),
  recipientCount: z.int().min(0).nullable().meta({ description: 'For the organizer: how many it reached.' }),
  createdAt: instant,
  hidden: z
    .boolean()
    .meta({ description: 'Hidden by an organizer: only the group’s organizers and its author still see it.' }),
});

const page = <T extends z.ZodType>(node: T) =>
  z.strictObject({
    nodes: z.array(node),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `after` for the next page; null on the last.' }),
  });

export const threadPageAnswer = page(threadAnswer);
export const replyPageAnswer = page(replyAnswer);
export const announcementPageAnswer = page(announcementAnswer);
export const sessionCommentsAnswer = z.strictObject({ thread: threadAnswer.nullable(), comments: replyPageAnswer });
export const deletedPostAnswer = z.strictObject({ deletedId: id });
export const followingAnswer = z.strictObject({ following: z.boolean() });

export const answersMatchTheService: [
  SameKeys<z.output<typeof threadAnswer>, ThreadView>,
  SameKeys<z.output<typeof replyAnswer>, ReplyView>,
  SameKeys<z.output<typeof announcementAnswer>, AnnouncementView>,
] = [true, true, true];
