import type { Viewer } from '@/auth/viewer';
import { cursorPageOf } from '@/groups/restPages';
import { banPageSize, type BanPageRequest } from '@/groups/banPage';
import { joinBounds } from '@/bounds';
import { ForbiddenError } from '@/errors';
import type { BanPageAnswer, InviteCheckAnswer, InviteLinkAnswer, InvitesRevokedAnswer } from '@/groups/joinSchemas';
import type { GroupRecord } from '@/groups/model';
import type { GroupsService } from '@/groups/service';

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
  status(code: number): Response;
  json(body: unknown): unknown;
}
type Handler = (req: RouteRequest, res: Response) => Promise<void>;
interface Router {
  get(path: string, handler: Handler): unknown;
  post(path: string, handler: Handler): unknown;
  delete(path: string, handler: Handler): unknown;
}

const idOf = (req: RouteRequest): string => req.params.id ?? '';

const banPageOf = (req: RouteRequest): BanPageRequest => cursorPageOf(req.query, joinBounds.bansPage.max, banPageSize);

/**
 * REST → invite links (invites.ts) and the paged bans (bans.ts): one call each. Following a link
 * answers as joining the waitlist does (`sendJoined`: the group, its queue, the caller's place).
 */
export function mountInviteRoutes(
  router: Router,
  groups: GroupsService,
  viewerOf: (res: Response) => Viewer | null,
  sendJoined: (res: Response, group: GroupRecord) => Promise<void>,
) {
  router.post('/:id/invites', async (req, res) => {
    const { group, link } = await groups.invites.create(viewerOf(res), idOf(req), req.body);
    const answer: InviteLinkAnswer = {
      groupId: group._id.toString(),
      token: link.token,
      path: link.path,
      expiresAt: link.expiresAt.toISOString(),
    };
    res.status(201).json(answer);
  });
  router.delete('/:id/invites', async (req, res) => {
    const group = await groups.invites.revoke(viewerOf(res), idOf(req));
    const answer: InvitesRevokedAnswer = { groupId: group._id.toString(), revoked: true };
    res.json(answer);
  });
  router.get('/:id/invites/:token', async (req, res) => {
    const group = await groups.get(idOf(req), viewerOf(res));
    const { status, expiresAt } = await groups.invites.check(group, req.params.token ?? '');
    const answer: InviteCheckAnswer = {
      groupId: group._id.toString(),
      status,
      expiresAt: expiresAt?.toISOString() ?? null,
    };
    res.json(answer);
  });
  router.post('/:id/invites/:token/join', async (req, res) =>
    sendJoined(res, await groups.invites.accept(viewerOf(res), idOf(req), { token: req.params.token ?? '' })),
  );
  router.get('/:id/bans', async (req, res) => {
    const page = banPageOf(req);
    const group = await groups.get(idOf(req), viewerOf(res));
    const bans = groups.bans.banPage(viewerOf(res), group, page, 'limit');
    if (!bans) throw new ForbiddenError('Only the group’s organizers can see who is banned.');
    const answer: BanPageAnswer = {
      bans: bans.nodes.map(({ uid, displayName, reason, bannedAt }) => ({
        id: uid,
        displayName,
        reason,
        bannedAt: bannedAt.toISOString(),
      })),
      nextCursor: bans.nextCursor,
      totalCount: bans.totalCount,
    };
    res.json(answer);
  });
}
