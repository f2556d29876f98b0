import { Router, type Request, type Response } from 'express';
import type { Viewer } from '@/auth/viewer';
import { NotFoundError, ValidationError } from '@/errors';
import { answerOf, sendAnswer, type Answer } from '@/http/anonymousAnswers';
import { booleanParam, limitParam, plainQueryNames, stringParam } from '@/http/params';
import type { Announcements } from '@/discussion/announcements';
import type { DiscussionService } from '@/discussion/service';
import { fieldsOf } from '@/schemas';

/**
 * REST for integrators, beside GraphQL, on the same services: a group's threads and
 * announcements and a session's comments (under `/groups`), one thread and its replies
 * (`/threads`), one reply (`/replies`). Lists answer `{ nodes, nextCursor }`.
 */

const jsonType = 'application/json; charset=utf-8';
const viewerOf = (res: Response) => res.locals.viewer as Viewer | null;

/** The JSON object sent, or bad input naming `body`. */
function objectBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError({ body: 'Send a JSON object with Content-Type: application/json.' });
  }
  return body as Record<string, unknown>;
}

const pageOf = (req: Request) => ({ first: limitParam(req), after: stringParam(req, 'after') });
const idOf = (req: Request) => String(req.params.id);

/** `/groups/:id/threads`, `/groups/:id/announcements`, `/groups/:id/sessions/:sessionId/comments`. */
export function groupDiscussionRouter(discussion: DiscussionService, announcements: Announcements): Router {
  const router = Router();
  router.use(plainQueryNames);
  router.get('/:id/threads', async (req, res) => {
    const questions = booleanParam(req, 'questions');
    res.json(await discussion.listThreads(viewerOf(res), idOf(req), { ...pageOf(req), questions }));
  });
  router.post('/:id/threads', async (req, res) => {
    const thread = await discussion.createThread(viewerOf(res), idOf(req), objectBody(req));
    res.status(201).location(`/threads/${thread.id}`).json(thread);
  });
  router.get('/:id/announcements', async (req, res) => {
    res.json(await announcements.list(viewerOf(res), idOf(req), pageOf(req)));
  });
  router.post('/:id/announcements', async (req, res) => {
    res.status(201).json(await announcements.announce(viewerOf(res), idOf(req), objectBody(req)));
  });
  router.put('/:id/announcements/:announcementId/hidden', async (req, res) => {
    res.json(await announcements.setHidden(viewerOf(res), req.params.announcementId, objectBody(req), idOf(req)));
  });
  const sessionIn = (req: Request) => {
    const sessionId = String(req.params.sessionId);
    // A session id starts with its group's id: one named under another group does not exist there.
    if (!sessionId.toLowerCase().startsWith(`${idOf(req).toLowerCase()}:`))
      throw new NotFoundError('Session not found!');
    return sessionId;
  };
  router.get('/:id/sessions/:sessionId/comments', async (req, res) => {
    const { thread, replies } = await discussion.replies.ofSession(viewerOf(res), sessionIn(req), pageOf(req));
    res.json({ thread, comments: replies });
  });
  router.post('/:id/sessions/:sessionId/comments', async (req, res) => {
    res.status(201).json(await discussion.replies.addToSession(viewerOf(res), sessionIn(req), objectBody(req)));
  });
  return router;
}

/** `/threads/:id…`: one thread, its replies, its moderation. */
export function threadsRouter(discussion: DiscussionService): Router {
  const router = Router();
  router.use(plainQueryNames);
  router.get('/:id', async (req, res) => {
    res.json(await discussion.thread(viewerOf(res), idOf(req)));
  });
  router.patch('/:id', async (req, res) => {
    res.json(await discussion.updateThread(viewerOf(res), idOf(req), objectBody(req)));
  });
  router.delete('/:id', async (req, res) => {
    res.json(await discussion.deleteThread(viewerOf(res), idOf(req)));
  });
  // A page every reader of its kind shares (replies.listShared): its bytes, made once.
  const sharedAnswers = new WeakMap<object, Answer>();
  router.get('/:id/replies', async (req, res) => {
    const { page, shared } = await discussion.replies.listShared(viewerOf(res), idOf(req), pageOf(req));
    if (!shared) {
      res.json(page);
      return;
    }
    let answer = sharedAnswers.get(page);
    if (!answer) {
      answer = answerOf({ body: JSON.stringify(page), contentType: jsonType, headers: [] });
      sharedAnswers.set(page, answer);
    }
    sendAnswer(req, res, answer);
  });
  router.post('/:id/replies', async (req, res) => {
    res.status(201).json(await discussion.replies.add(viewerOf(res), idOf(req), objectBody(req)));
  });
  router.put('/:id/hidden', async (req, res) => {
    res.json(await discussion.setThreadHidden(viewerOf(res), idOf(req), objectBody(req)));
  });
  router.put('/:id/public', async (req, res) => {
    res.json(await discussion.setThreadPublic(viewerOf(res), idOf(req), objectBody(req)));
  });
  router.put('/:id/answer', async (req, res) => {
    const body = objectBody(req);
    if (!('replyId' in body)) throw new ValidationError({ replyId: 'replyId is required (null to unmark).' });
    res.json(await discussion.markAnswer(viewerOf(res), idOf(req), body.replyId));
  });
  router.put('/:id/following', async (req, res) => {
    const { following } = fieldsOf(objectBody(req));
    if (typeof following !== 'boolean') throw new ValidationError({ following: 'following must be true or false.' });
    res.json({ following: await discussion.replies.setFollowing(viewerOf(res), idOf(req), following) });
  });
  return router;
}

/** `/replies/:id…`: one's own reply, and hiding any (organizer). */
export function repliesRouter(discussion: DiscussionService): Router {
  const router = Router();
  router.use(plainQueryNames);
  router.patch('/:id', async (req, res) => {
    res.json(await discussion.replies.update(viewerOf(res), idOf(req), objectBody(req)));
  });
  router.delete('/:id', async (req, res) => {
    res.json(await discussion.replies.delete(viewerOf(res), idOf(req)));
  });
  router.put('/:id/hidden', async (req, res) => {
    res.json(await discussion.replies.setHidden(viewerOf(res), idOf(req), objectBody(req)));
  });
  return router;
}
