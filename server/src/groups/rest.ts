import type { z } from 'zod';
import type { groupAnswer } from '@/groups/schemas';
import type { SameKeys } from '@/schemas';
import { Router, type Request, type Response } from 'express';
import { ForbiddenError, ValidationError } from '@/errors';
import type { Viewer } from '@/auth/viewer';
import type { GroupRecord } from '@/groups/model';
import type { BrowseRequest, GroupFilter } from '@/groups/browse';
import { HobbyCategory, hobbyCategoryNames } from '@/groups/categories';
import { restNextMeeting, type RestNextMeeting } from '@/groups/meetingAnswer';
import { pageSize, type GroupPage } from '@/groups/page';
import { checkNear, type NearFilter } from '@/groups/placeFields';
import { restPlace, type RestPlace } from '@/geo/placeAnswer';
import { isActive } from '@/groups/rules';
import type { TeamAnswer } from '@/groups/teamSchemas';
import { mountInviteRoutes } from '@/groups/inviteRest';
import { mountJoinRoutes } from '@/groups/joinRest';
import type { GroupsService } from '@/groups/service';
import type { RawGroupInput } from '@/groups/validation';
import { AnonymousAnswers, sendAnswer } from '@/http/anonymousAnswers';
import { booleanParam, dayParam, limitParam, plainQueryNames, stringParam } from '@/http/params';

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
  /** Where the group meets, when a place was chosen. */
  place?: RestPlace;
  venue?: string;
  /** In a near-me list: km from the point. */
  distanceKm?: number;
  maxMembers: number;
  startDate: string;
  /** When the group meets next and how often (GraphQL's `Group.nextMeeting`), or null. */
  nextMeeting: RestNextMeeting | null;
  imageURL: string;
  userName: string;
  /** Present only when the organizer asks. */
  userEmail?: string;
  isActive: boolean;
  /** Only on a suspended group, which only its organizers and the site's admins can read. */
  suspension?: { reason: string; at: string; cause: 'GROUP' | 'ACCOUNT' };
  memberCount: number;
  spotsLeft: number;
  createdAt: string;
  updatedAt: string;
}

/** `distanceKm`: the group's distance from the point of the near-me list it is shown in. */
export function toRestGroup(
  group: GroupRecord,
  viewer: Viewer | null,
  groups: GroupsService,
  distanceKm: number | null = null,
): RestGroup {
  return {
    _id: group._id.toString(),
    groupName: group.groupName,
    hobbyCategory: group.hobbyCategory,
    description: group.description,
    location: group.location,
    ...(group.place ? { place: restPlace(group.place) } : {}),
    ...(group.venue ? { venue: group.venue } : {}),
    ...(distanceKm !== null ? { distanceKm } : {}),
    maxMembers: group.maxMembers,
    startDate: group.startDate.toISOString().slice(0, 10),
    nextMeeting: restNextMeeting(group),
    imageURL: group.imageURL,
    userName: group.userName,
    ...(groups.permissions.can(viewer, group, 'SEE_EMAIL') ? { userEmail: group.userEmail } : {}),
    isActive: isActive(group),
    ...(group.suspension ? { suspension: { ...group.suspension, at: group.suspension.at.toISOString() } } : {}),
    memberCount: groups.membership.memberCount(group),
    spotsLeft: groups.membership.spotsLeft(group),
    createdAt: group.createdAt.toISOString(),
    updatedAt: group.updatedAt.toISOString(),
  };
}

/** The REST names of the orders: `sort=start` is the soonest first, and so on. */
const restOrders: Record<string, Pick<BrowseRequest, 'sort' | 'orderBy'>> = {
  asc: { sort: 'NAME_ASC' },
  name_asc: { sort: 'NAME_ASC' },
  desc: { sort: 'NAME_DESC' },
  name_desc: { sort: 'NAME_DESC' },
  start: { orderBy: { field: 'START_DATE', direction: 'ASC' } },
  newest: { orderBy: { field: 'CREATED_AT', direction: 'DESC' } },
  members: { orderBy: { field: 'MEMBER_COUNT', direction: 'DESC' } },
  spots: { orderBy: { field: 'SPOTS_LEFT', direction: 'ASC' } },
  distance: { orderBy: { field: 'DISTANCE', direction: 'ASC' } },
};

/** Every `sort` value `GET /groups` takes (the OpenAPI document lists these). */
export const restSortNames = Object.keys(restOrders);

function sortParam(req: Request): Pick<BrowseRequest, 'sort' | 'orderBy'> {
  const sort = (stringParam(req, 'sort') ?? 'asc').toLowerCase();
  const order = Object.hasOwn(restOrders, sort) ? restOrders[sort] : undefined;
  if (!order) throw new ValidationError({ sort: 'sort must be asc, desc, start, newest, members, spots or distance.' });
  return order;
}

/** `category=Photography&category=Fishing`: display names (any case) or the GraphQL enum names. */
function categoriesParam(req: Request): HobbyCategory[] | undefined {
  const value: unknown = (req.query as Record<string, unknown>).category;
  if (value === undefined) return undefined;
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return values.map((item) => {
    const category =
      typeof item === 'string'
        ? (hobbyCategoryNames.find((name) => name.toLowerCase() === item.trim().toLowerCase()) ??
          (Object.hasOwn(HobbyCategory, item) ? HobbyCategory[item as keyof typeof HobbyCategory] : undefined))
        : undefined;
    if (!category) {
      throw new ValidationError({ category: `category must be one of: ${hobbyCategoryNames.join(', ')}.` });
    }
    return category;
  });
}

/** `near=52.52,13.40&radius=25`: a point (latitude, longitude in degrees) and a radius in km. */
function nearParam(req: Request): NearFilter | undefined {
  const near = stringParam(req, 'near');
  const radius = stringParam(req, 'radius');
  if (near === undefined) {
    if (radius !== undefined) throw new ValidationError({ near: 'Give near=lat,lon with radius.' });
    return undefined;
  }
  const point = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(near);
  if (!point) throw new ValidationError({ near: 'near must be lat,lon in degrees, e.g. near=52.52,13.40.' });
  const radiusKm = radius !== undefined && /^\s*\d{1,6}\s*$/.test(radius) ? Number(radius) : NaN;
  return checkNear(
    { lat: Number(point[1]), lon: Number(point[2]), radiusKm },
    { lat: 'near', lon: 'near', radiusKm: 'radius' },
  );
}

/** The browse filter of `GET /groups` (see browse.ts for what each field means). */
function filterParams(req: Request): GroupFilter {
  return {
    near: nearParam(req),
    categories: categoriesParam(req),
    hasOpenSpots: booleanParam(req, 'openSpots'),
    startsOnOrAfter: dayParam(req, 'from'),
    startsOnOrBefore: dayParam(req, 'to'),
    location: stringParam(req, 'location'),
    organizerEmail: stringParam(req, 'organizer'),
  };
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

/** The paging headers of a page: `Link: <…>; rel="next"` and `X-Total-Count`. */
function pageHeaders(req: Request, page: GroupPage): [string, string][] {
  const headers: [string, string][] = [['X-Total-Count', String(page.totalCount)]];
  if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
    // From the raw query string: repeated parameters (category=…&category=…) stay repeated.
    const next = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');
    next.set('after', page.pageInfo.endCursor);
    headers.push(['Link', `<${req.baseUrl}${req.path === '/' ? '' : req.path}?${next.toString()}>; rel="next"`]);
  }
  return headers;
}

/** A page's groups as the viewer sees them: the body of a page answer, a JSON array. */
function pageBody(page: GroupPage, viewer: Viewer | null, groups: GroupsService): RestGroup[] {
  return page.edges.map((edge) => toRestGroup(edge.node, viewer, groups, edge.distanceKm));
}

/** Sends a page as a JSON array, with `Link: <…>; rel="next"` and `X-Total-Count` headers. */
function sendPage(req: Request, res: Response, page: GroupPage, groups: GroupsService) {
  for (const [name, value] of pageHeaders(req, page)) res.setHeader(name, value);
  res.json(pageBody(page, res.locals.viewer as Viewer | null, groups));
}

/**
 * `answers`: where browses keep their bytes (http/anonymousAnswers.ts), as a guest sees them and
 * shared with the signed-in people who see the same; the app's first middleware answers them
 * from there too (http/keptAnswers.ts).
 */
export function groupsRouter(groups: GroupsService, answers = new AnonymousAnswers(() => groups.version)): Router {
  const router = Router();
  router.use(plainQueryNames);
  const viewerOf = (res: Response) => res.locals.viewer as Viewer | null;

  router.get('/', async (req, res) => {
    const viewer = viewerOf(res);
    // The URL as sent, parameters in their order: the same browse asked the same way.
    const key = req.originalUrl;
    const kept = answers.get(key);
    if (kept && (viewer === null || kept.sharedWith?.(viewer))) {
      sendAnswer(req, res, kept);
      return;
    }
    const started = answers.begin();
    const filter = filterParams(req);
    const page = await groups.list(
      {
        search: stringParam(req, 'search'),
        ...sortParam(req),
        filter,
        first: limitParam(req),
        after: stringParam(req, 'after'),
      },
      viewer,
    );
    // Filtered by organizer, the page is the asker's own (a guest is refused it): never kept.
    if (viewer !== null && filter.organizerEmail?.trim()) {
      sendPage(req, res, page, groups);
      return;
    }
    const answer = answers.admit(key, started, {
      body: JSON.stringify(pageBody(page, null, groups)),
      contentType: 'application/json; charset=utf-8',
      headers: pageHeaders(req, page),
      // A guest's page, but for the organizer's email: the same for everyone who organizes none of its groups.
      sharedWith: (asker) => page.nodes.every((group) => !groups.permissions.can(asker, group, 'SEE_EMAIL')),
    });
    if (viewer === null || answer.sharedWith?.(viewer)) sendAnswer(req, res, answer);
    else sendPage(req, res, page, groups);
  });

  router.get('/by-email/:email', async (req, res) => {
    const page = await groups.listByOwnerEmail(viewerOf(res), req.params.email, {
      first: limitParam(req) ?? pageSize.max,
      after: stringParam(req, 'after'),
    });
    sendPage(req, res, page, groups);
  });

  router.get('/:id', async (req, res) => {
    res.json(toRestGroup(await groups.get(req.params.id, viewerOf(res)), viewerOf(res), groups));
  });

  router.post('/:id/join', async (req, res) => {
    res.json(toRestGroup(await groups.membership.join(viewerOf(res), req.params.id), viewerOf(res), groups));
  });

  router.delete('/:id/join', async (req, res) => {
    res.json(toRestGroup(await groups.membership.leave(viewerOf(res), req.params.id), viewerOf(res), groups));
  });

  // The waitlist of a full group: its length, the viewer's place, and (organizer only) who waits.
  const sendWaitlist = async (res: Response, group: GroupRecord) => {
    const viewer = viewerOf(res);
    const [waitlistCount, waitlistPosition, waiting] = await Promise.all([
      groups.membership.waitlistCount(group),
      groups.membership.waitlistPosition(viewer, group),
      groups.membership.waitingList(viewer, group),
    ]);
    res.json({
      ...toRestGroup(group, viewer, groups),
      waitlistCount,
      waitlistPosition,
      ...(waiting ? { waitlist: waiting.map(({ displayName, queuedAt }) => ({ displayName, queuedAt })) } : {}),
    });
  };
  router.get('/:id/waitlist', async (req, res) => sendWaitlist(res, await groups.get(req.params.id)));
  mountInviteRoutes(
    router,
    groups,
    (res) => viewerOf(res as Response),
    (res, group) => sendWaitlist(res as Response, group),
  );
  router.post('/:id/waitlist', async (req, res) =>
    sendWaitlist(res, await groups.membership.joinWaitlist(viewerOf(res), req.params.id)),
  );
  router.delete('/:id/waitlist', async (req, res) =>
    sendWaitlist(res, await groups.membership.leaveWaitlist(viewerOf(res), req.params.id)),
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

  mountTeamRoutes(router, groups, viewerOf);
  mountJoinRoutes(router, groups, (res) => viewerOf(res as Response));
  return router;
}

/** REST → the team service (teamService.ts): one call each, then the team as it is after it. */
function mountTeamRoutes(router: Router, groups: GroupsService, viewerOf: (res: Response) => Viewer | null) {
  const sendTeam = async (res: Response, group: GroupRecord) => {
    const viewer = viewerOf(res);
    const invitations = await groups.team.invitationsOf(viewer, group);
    const answer: TeamAnswer = {
      groupId: group._id.toString(),
      viewerRole: await groups.permissions.standingOf(viewer, group),
      team: groups.team.list(group).map(({ uid, displayName, role }) => ({ id: uid, displayName, role })),
      ...(invitations && {
        invitations: invitations.map(({ uid, role, invitedAt }) => ({
          inviteeId: uid,
          role,
          invitedAt: invitedAt.toISOString(),
        })),
      }),
    };
    res.json(answer);
  };

  router.get('/:id/team', async (req, res) => sendTeam(res, await groups.get(req.params.id)));
  router.post('/:id/team/invitations', async (req, res) =>
    sendTeam(res, await groups.team.invite(viewerOf(res), req.params.id, req.body)),
  );
  router.put('/:id/team/invitation', async (req, res) =>
    sendTeam(res, await groups.team.answer(viewerOf(res), req.params.id, req.body)),
  );
  router.delete('/:id/team/me', async (req, res) =>
    sendTeam(res, await groups.team.leave(viewerOf(res), req.params.id)),
  );
  router.put('/:id/team/:uid', async (req, res) =>
    sendTeam(
      res,
      await groups.team.setRole(viewerOf(res), req.params.id, { ...(req.body as object), uid: req.params.uid }),
    ),
  );
  router.delete('/:id/members/:uid', async (req, res) =>
    sendTeam(res, await groups.team.removeMember(viewerOf(res), req.params.id, { uid: req.params.uid })),
  );
  router.get('/:id/audit', async (req, res) => {
    const group = await groups.get(req.params.id);
    const page = await groups.team.auditPageOf(viewerOf(res), group, {
      first: limitParam(req),
      after: stringParam(req, 'after'),
      field: 'limit',
    });
    if (!page) throw new ForbiddenError('Only the group’s organizers can read its audit log.');
    res.json({
      entries: page.nodes.map(({ action, actorName, targetName, detail, at }) => ({
        action,
        actorName,
        targetName,
        detail,
        at: at.toISOString(),
      })),
      nextCursor: page.nextCursor,
    });
  });
  router.post('/:id/transfer', async (req, res) =>
    sendTeam(res, await groups.team.transfer(viewerOf(res), req.params.id, req.body)),
  );
}

/** The answer schema of the OpenAPI document (groups/schemas.ts) has exactly RestGroup's fields. */
export const groupAnswerMatchesRestGroup: SameKeys<z.output<typeof groupAnswer>, RestGroup> = true;
