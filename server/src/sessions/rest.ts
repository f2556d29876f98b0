import { Router, type Request, type Response } from 'express';
import type { Viewer } from '@/auth/viewer';
import { NotFoundError, ValidationError } from '@/errors';
import { limitParam, plainQueryNames, stringParam } from '@/http/params';
import { assertGroupId } from '@/groups/store';
import { rsvpSchema, type RawScheduleInput } from '@/sessions/validation';
import { parseFields } from '@/schemas';
import type { SessionsService, SessionView } from '@/sessions/service';

/**
 * REST for sessions, beside SPEC's group routes (whose `startDate` stays the first session's day):
 * `GET /groups/:id/sessions`, `PUT /groups/:id/schedule`, `PUT /groups/:id/sessions/:sessionId/rsvp`.
 */

function objectBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError({ body: 'Send a JSON object with Content-Type: application/json.' });
  }
  return body as Record<string, unknown>;
}

export function sessionsRouter(sessions: SessionsService): Router {
  const router = Router();
  router.use(plainQueryNames);
  const viewerOf = (res: Response) => res.locals.viewer as Viewer | null;

  const describe = async (session: SessionView, viewer: Viewer | null) => ({
    id: session.id,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    timeZone: session.timeZone,
    location: session.location,
    cancelled: session.cancelled,
    capacity: session.capacity,
    goingCount: await sessions.goingCount(session),
    waitlistCount: await sessions.waitlistCount(session),
    spotsLeft: await sessions.spotsLeft(session),
    viewerRsvp: await sessions.viewerRsvp(viewer, session),
  });

  /** The session named in the path, which must belong to the group named in it. */
  const sessionIn = async (req: Request) => {
    const groupId = assertGroupId(req.params.id);
    const found = await sessions.get(String(req.params.sessionId));
    if (found.session.groupId !== groupId) throw new NotFoundError('Session not found!');
    return found.session;
  };

  router.get('/:id/sessions', async (req, res) => {
    const group = await sessions.group(String(req.params.id));
    const page = sessions.list(group, {
      first: limitParam(req),
      after: stringParam(req, 'after'),
      from: stringParam(req, 'from'),
    });
    const total = sessions.totalCount(page);
    if (total !== null) res.setHeader('X-Total-Count', String(total));
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
      const next = new URLSearchParams(req.query as Record<string, string>);
      next.set('after', page.pageInfo.endCursor);
      res.setHeader('Link', `<${req.baseUrl}${req.path}?${next.toString()}>; rel="next"`);
    }
    res.json(await Promise.all(page.nodes.map((session) => describe(session, viewerOf(res)))));
  });

  router.put('/:id/schedule', async (req, res) => {
    const { fromSessionId, ...schedule } = objectBody(req);
    const group = await sessions.setSchedule(
      viewerOf(res),
      String(req.params.id),
      schedule as RawScheduleInput,
      typeof fromSessionId === 'string' ? fromSessionId : null,
    );
    res.json(sessions.schedule(group));
  });

  router.put('/:id/sessions/:sessionId/rsvp', async (req, res) => {
    const { going } = parseFields(rsvpSchema, objectBody(req));
    const session = await sessionIn(req);
    res.json(await describe(await sessions.rsvp(viewerOf(res), session.id, going), viewerOf(res)));
  });

  return router;
}
