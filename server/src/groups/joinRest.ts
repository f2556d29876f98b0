import type { Viewer } from '@/auth/viewer';
import type { BanRecord, JoinRequestRecord } from '@/groups/joinModel';
import { joinBounds } from '@/bounds';
import { cursorPageOf } from '@/groups/restPages';
import { queuePageSize, type QueuePageRequest } from '@/groups/joinQueue';
import type { JoinStateAnswer } from '@/groups/joinSchemas';
import { policyOf } from '@/groups/joinRules';
import type { GroupRecord } from '@/groups/model';
import type { GroupsService } from '@/groups/service';

const restRequest = ({ uid, displayName, answers, requestedAt }: JoinRequestRecord) => ({
  id: uid,
  displayName,
  answers: answers.map(({ question, answer }) => ({ question, answer })),
  requestedAt: requestedAt.toISOString(),
});
const restBan = ({ uid, displayName, reason, bannedAt }: BanRecord) => ({
  id: uid,
  displayName,
  reason,
  bannedAt: bannedAt.toISOString(),
});

/**
 * The little of an HTTP router this needs, so that only rest.ts (the groups' adapter, which mounts
 * these) knows Express.
 */
interface RouteRequest {
  params: Record<string, string | undefined>;
  query: Record<string, unknown>;
  body: unknown;
}
interface Response {
  json(body: unknown): unknown;
}
type Handler = (req: RouteRequest, res: Response) => Promise<void>;
interface Router {
  get(path: string, handler: Handler): unknown;
  put(path: string, handler: Handler): unknown;
  post(path: string, handler: Handler): unknown;
  delete(path: string, handler: Handler): unknown;
}

const idOf = (req: RouteRequest): string => req.params.id ?? '';

const queuePageOf = (req: RouteRequest): QueuePageRequest =>
  cursorPageOf(req.query, joinBounds.pendingPage.max, queuePageSize);

/** REST → the join and ban services (join.ts, bans.ts): one call each, then the join state after it. */
export function mountJoinRoutes(router: Router, groups: GroupsService, viewerOf: (res: Response) => Viewer | null) {
  const send = async (res: Response, group: GroupRecord, page: QueuePageRequest = {}) => {
    const viewer = viewerOf(res);
    const [viewerRole, viewerRequest, decision, requests, bans] = await Promise.all([
      groups.permissions.standingOf(viewer, group),
      groups.join.viewerRequest(viewer, group),
      groups.join.viewerDecision(viewer, group),
      groups.join.pendingOf(viewer, group, page),
      groups.bans.banPage(viewer, group),
    ]);
    const ban = groups.bans.viewerBan(viewer, group);
    const answer: JoinStateAnswer = {
      groupId: group._id.toString(),
      policy: policyOf(group),
      questions: group.joinQuestions ?? [],
      viewerRole,
      viewerRequest: viewerRequest && restRequest(viewerRequest),
      viewerDecision: decision && {
        decision: decision.decision,
        message: decision.message,
        decidedAt: decision.decidedAt.toISOString(),
      },
      viewerBan: ban && restBan(ban),
      ...(requests && {
        requests: requests.nodes.map(restRequest),
        requestsNextCursor: requests.nextCursor,
        requestCount: requests.totalCount,
      }),
      ...(bans && { bans: bans.nodes.map(restBan) }),
    };
    res.json(answer);
  };

  router.get('/:id/admission', async (req, res) => {
    const page = queuePageOf(req);
    await send(res, await groups.get(idOf(req)), page);
  });
  router.put('/:id/admission/policy', async (req, res) =>
    send(res, await groups.join.setPolicy(viewerOf(res), idOf(req), req.body)),
  );
  router.post('/:id/admission/requests', async (req, res) =>
    send(res, await groups.join.request(viewerOf(res), idOf(req), req.body)),
  );
  router.delete('/:id/admission/requests/me', async (req, res) =>
    send(res, await groups.join.cancel(viewerOf(res), idOf(req))),
  );
  router.put('/:id/admission/requests/:uid', async (req, res) =>
    send(
      res,
      await groups.join.decide(viewerOf(res), idOf(req), { ...(req.body as object | null), uid: req.params.uid ?? '' }),
    ),
  );
  router.put('/:id/bans/:uid', async (req, res) =>
    send(
      res,
      await groups.bans.ban(viewerOf(res), idOf(req), { ...(req.body as object | null), uid: req.params.uid ?? '' }),
    ),
  );
  router.delete('/:id/bans/:uid', async (req, res) =>
    send(res, await groups.bans.unban(viewerOf(res), idOf(req), { uid: req.params.uid ?? '' })),
  );
}
