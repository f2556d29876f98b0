import { discussionBounds, pageBounds } from '@/bounds';
import { rateLimitHeaders, readHeaders, ref, type JsonObject } from '@/openapi/components';
import { operation, pathId } from '@/openapi/operation';

/** The discussion's and the announcements' REST paths (openapi/document.ts holds the rest). */

const groupId = pathId('id', 'The group’s id (24 hexadecimal characters).');
const threadId = pathId('id', 'The thread’s id (24 hexadecimal characters).');
const replyId = pathId('id', 'The reply’s id (24 hexadecimal characters).');
const sessionId = pathId('sessionId', 'The session’s id (`<group id>:<start>`).');

const pageParameters = (what: string, bounds: { default: number; max: number }): JsonObject[] => [
  {
    name: 'limit',
    in: 'query',
    description: `${what} per page, 1 to ${bounds.max}.`,
    schema: { type: 'integer', minimum: 1, maximum: bounds.max, default: bounds.default },
  },
  { name: 'after', in: 'query', description: 'The `nextCursor` of the previous page.', schema: { type: 'string' } },
];
const threadPages = pageParameters('Threads', { default: pageBounds.default, max: pageBounds.max });
const replyPages = pageParameters('Replies', discussionBounds.replies);

const read = (id: string, summary: string, schema: string, parameters: JsonObject[] = []) =>
  operation({
    tag: 'Discussion',
    id,
    summary,
    open: true,
    parameters,
    ok: { description: 'What the caller may read.', headers: readHeaders, schema: ref(schema) },
    errors: [400, 404],
  });

const write = (id: string, summary: string, body: string, schema: string, status: '200' | '201' = '200') =>
  operation({
    tag: 'Discussion',
    id,
    summary,
    body: { schema: body },
    ok: {
      status,
      description: status === '201' ? 'Created.' : 'Done.',
      headers: rateLimitHeaders,
      schema: ref(schema),
    },
    errors: [400, 401, 403, 404],
  });

const remove = (id: string, summary: string) =>
  operation({
    tag: 'Discussion',
    id,
    summary,
    ok: { description: 'Deleted.', headers: rateLimitHeaders, schema: ref('DeletedPost') },
    errors: [400, 401, 403, 404],
  });

export const discussionPaths: Record<string, JsonObject> = {
  '/groups/{id}/threads': {
    parameters: [groupId],
    get: read(
      'listThreads',
      'The group’s threads the caller may read, newest activity first (visitors: public answered questions only)',
      'ThreadPage',
      [
        ...threadPages,
        {
          name: 'questions',
          in: 'query',
          description: '`true`: only questions, answered ones first.',
          schema: { type: 'boolean' },
        },
      ],
    ),
    post: write('startThread', 'Start a thread (members and the organizer)', 'NewThread', 'Thread', '201'),
  },
  '/groups/{id}/announcements': {
    parameters: [groupId],
    get: read(
      'listAnnouncements',
      'The announcements the caller may read, newest first',
      'AnnouncementPage',
      threadPages,
    ),
    post: write(
      'announce',
      'Send an announcement (organizer only); `recipientCount` says how many it reached',
      'NewAnnouncement',
      'Announcement',
      '201',
    ),
  },
  '/groups/{id}/sessions/{sessionId}/comments': {
    parameters: [groupId, sessionId],
    get: read('listSessionComments', 'A session’s comments (members and the organizer)', 'SessionComments', replyPages),
    post: write('commentOnSession', 'Comment on a session (members and the organizer)', 'NewReply', 'Reply', '201'),
  },
  '/threads/{id}': {
    parameters: [threadId],
    get: read('getThread', 'One thread', 'Thread'),
    patch: write('updateThread', 'Change one’s own thread (shown as edited)', 'ThreadChanges', 'Thread'),
    delete: remove('deleteThread', 'Delete one’s own thread and its replies'),
  },
  '/threads/{id}/replies': {
    parameters: [threadId],
    get: read('listReplies', 'A thread’s replies the caller may read, oldest first', 'ReplyPage', replyPages),
    post: write(
      'replyToThread',
      'Reply (members and the organizer); followers are notified',
      'NewReply',
      'Reply',
      '201',
    ),
  },
  '/groups/{id}/announcements/{announcementId}/hidden': {
    parameters: [
      pathId('id', 'The group’s id.'),
      pathId('announcementId', 'The announcement’s id (24 hexadecimal characters).'),
    ],
    put: write(
      'hideAnnouncement',
      'Hide an announcement from its recipients, or show it again (organizers); its author still sees it',
      'Hidden',
      'Announcement',
    ),
  },
  '/threads/{id}/hidden': {
    parameters: [threadId],
    put: write('hideThread', 'Hide a thread, or show it again (organizer only)', 'Hidden', 'Thread'),
  },
  '/threads/{id}/public': {
    parameters: [threadId],
    put: write('setThreadPublic', 'Show an answered question to visitors (organizer only)', 'Public', 'Thread'),
  },
  '/threads/{id}/answer': {
    parameters: [threadId],
    put: write('markAnswer', 'Mark the reply that answers a question (the asker or the organizer)', 'Answer', 'Thread'),
  },
  '/threads/{id}/following': {
    parameters: [threadId],
    put: write('followThread', 'Follow a thread (notified of replies), or stop', 'Following', 'Following'),
  },
  '/replies/{id}': {
    parameters: [replyId],
    patch: write('updateReply', 'Change one’s own reply (shown as edited)', 'NewReply', 'Reply'),
    delete: remove('deleteReply', 'Delete one’s own reply'),
  },
  '/replies/{id}/hidden': {
    parameters: [replyId],
    put: write('hideReply', 'Hide a reply, or show it again (organizer only)', 'Hidden', 'Reply'),
  },
};
