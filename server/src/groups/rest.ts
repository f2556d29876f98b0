import { Router, type Request, type Response } from 'express';
import { ValidationError } from '@/errors';
import type { Viewer } from '@/auth/viewer';
import type { GroupRecord } from '@/groups/model';
import { isActive, isOwner, pageSize, type GroupPage, type GroupsService, type GroupSort } from '@/groups/service';
import type { RawGroupInput } from '@/groups/validation';

/**
 * The REST façade the original app's client called (GET/POST /groups, GET /groups/by-email/:email,
 * GET/PUT/DELETE /groups/:id, POST/DELETE /groups/:id/join), with its paths and response fields,
 * served by the same groups service as GraphQL. Handlers only translate; errors go to http/errorHandler.ts.
 */

export interface RestGroup {
  _id: string;
  groupName: string;
  hobbyCategory: string;
  description: string;
  location: string;
  maxMembers: number;
  startDate: string;
  imageURL: string;
  userName: string;
  /** Present only when the organizer asks. */
  userEmail?: string;
  isActive: boolean;
  memberCount: number;
  spotsLeft: number;
  createdAt: string;
  updatedAt: string;
}

export function toRestGroup(group: GroupRecord, viewer: Viewer | null, groups: GroupsService): RestGroup {
  return {
    _id: group._id.toString(),
    groupName: group.groupName,
    hobbyCategory: group.hobbyCategory,
    description: group.description,
    location: group.location,
    maxMembers: group.maxMembers,
    startDate: group.startDate.toISOString().slice(0, 10),
    imageURL: group.imageURL,
    userName: group.userName,
    ...(isOwner(viewer, group) ? { userEmail: group.userEmail } : {}),
    isActive: isActive(group),
    memberCount: groups.memberCount(group),
    spotsLeft: groups.spotsLeft(group),
    createdAt: group.createdAt.toISOString(),
    updatedAt: group.updatedAt.toISOString(),
  };
}

/** A query-string parameter as one string: `?a=1&a=2` or `?a[$gt]=` are bad input, not arrays or objects. */
function stringParam(req: Request, name: string): string | undefined {
  const value: unknown = (req.query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ValidationError({ [name]: `Give ${name} once, as plain text.` });
  return value;
}

function limitParam(req: Request): number | undefined {
  const limit = stringParam(req, 'limit');
  if (limit === undefined) return undefined;
  // Range-checked here too, so the error names the REST parameter (the service calls it `first`).
  if (!/^\d{1,4}$/.test(limit) || Number(limit) < 1 || Number(limit) > pageSize.max) {
    throw new ValidationError({ limit: `limit must be a whole number from 1 to ${pageSize.max}.` });
  }
  return Number(limit);
}

function sortParam(req: Request): GroupSort {
  const sort = (stringParam(req, 'sort') ?? 'asc').toLowerCase();
  if (sort === 'asc' || sort === 'name_asc') return 'NAME_ASC';
  if (sort === 'desc' || sort === 'name_desc') return 'NAME_DESC';
  throw new ValidationError({ sort: 'sort must be asc or desc.' });
}

/**
 * A JSON object body, or bad input: arrays, strings and nulls are not groups, and a key that
 * looks like a MongoDB operator (`$set`, `$where`) is refused rather than silently dropped.
 */
function bodyOf(req: Request): RawGroupInput {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ValidationError({ body: 'Send the group as a JSON object with Content-Type: application/json.' });
  }
  const operators = Object.keys(body).filter((key) => key.startsWith('$'));
  if (operators.length > 0) {
    throw new ValidationError(
      Object.fromEntries(operators.map((key) => [key, 'Field names cannot start with $: send the group’s fields.'])),
    );
  }
  return body as RawGroupInput;
}

/**
 * Express parses `?search[$regex]=.` into a parameter named `search[$regex]`; ignoring it would
 * hide a client's mistake (or an attempt at an operator), so bracket and `$` names are bad input.
 */
function plainQueryNames(req: Request, _res: Response, next: () => void) {
  for (const key of Object.keys(req.query as Record<string, unknown>)) {
    const bracket = key.indexOf('[');
    if (bracket !== -1 || key.includes(']') || key.startsWith('$')) {
      const name = bracket > 0 ? key.slice(0, bracket) : key;
      throw new ValidationError({ [name]: `Give ${name} once, as plain text.` });
    }
  }
  next();
}

/** Sends a page as a JSON array, with `Link: <…>; rel="next"` and `X-Total-Count` headers. */
function sendPage(req: Request, res: Response, page: GroupPage, groups: GroupsService) {
  res.setHeader('X-Total-Count', String(page.totalCount));
  if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
    const next = new URLSearchParams(req.query as Record<string, string>);
    next.set('after', page.pageInfo.endCursor);
    res.setHeader('Link', `<${req.baseUrl}${req.path === '/' ? '' : req.path}?${next.toString()}>; rel="next"`);
  }
  res.json(page.nodes.map((group) => toRestGroup(group, res.locals.viewer as Viewer | null, groups)));
}

export function groupsRouter(groups: GroupsService): Router {
  const router = Router();
  router.use(plainQueryNames);
  const viewerOf = (res: Response) => res.locals.viewer as Viewer | null;

  router.get('/', async (req, res) => {
    const page = await groups.list({
      search: stringParam(req, 'search'),
      sort: sortParam(req),
      first: limitParam(req),
      after: stringParam(req, 'after'),
    });
    sendPage(req, res, page, groups);
  });

  router.get('/by-email/:email', async (req, res) => {
    const page = await groups.listByOwnerEmail(viewerOf(res), req.params.email, {
      first: limitParam(req) ?? pageSize.max,
      after: stringParam(req, 'after'),
    });
    sendPage(req, res, page, groups);
  });

  router.get('/:id', async (req, res) => {
    res.json(toRestGroup(await groups.get(req.params.id), viewerOf(res), groups));
  });

  router.post('/:id/join', async (req, res) => {
    res.json(toRestGroup(await groups.join(viewerOf(res), req.params.id), viewerOf(res), groups));
  });

  router.delete('/:id/join', async (req, res) => {
    res.json(toRestGroup(await groups.leave(viewerOf(res), req.params.id), viewerOf(res), groups));
  });

  // The waitlist of a full group: its length, the viewer's place, and (organizer only) who waits.
  const sendWaitlist = async (res: Response, group: GroupRecord) => {
    const viewer = viewerOf(res);
    const [waitlistCount, waitlistPosition, waiting] = await Promise.all([
      groups.waitlistCount(group),
      groups.waitlistPosition(viewer, group),
      groups.waitingList(viewer, group),
    ]);
    res.json({
      ...toRestGroup(group, viewer, groups),
      waitlistCount,
      waitlistPosition,
      ...(waiting ? { waitlist: waiting.map(({ displayName, queuedAt }) => ({ displayName, queuedAt })) } : {}),
    });
  };
  router.get('/:id/waitlist', async (req, res) => sendWaitlist(res, await groups.get(req.params.id)));
  router.post('/:id/waitlist', async (req, res) =>
    sendWaitlist(res, await groups.joinWaitlist(viewerOf(res), req.params.id)),
  );
  router.delete('/:id/waitlist', async (req, res) =>
    sendWaitlist(res, await groups.leaveWaitlist(viewerOf(res), req.params.id)),
  );

  router.post('/', async (req, res) => {
    const group = await groups.create(viewerOf(res), bodyOf(req));
    res.status(201).location(`${req.baseUrl}/${group._id.toString()}`);
    res.json({ acknowledged: true, insertedId: group._id.toString() });
  });

  router.put('/:id', async (req, res) => {
    const { modified } = await groups.update(viewerOf(res), req.params.id, bodyOf(req));
    res.json({ acknowledged: true, matchedCount: 1, modifiedCount: modified ? 1 : 0 });
  });

  router.delete('/:id', async (req, res) => {
    await groups.delete(viewerOf(res), req.params.id);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  return router;
}
