import { Router, type Request, type Response } from 'express';
import { isAdmin, type Viewer } from '@/auth/viewer';
import { ForbiddenError } from '@/errors';
import { limitParam, stringParam } from '@/http/params';
import type { Moderation } from '@/moderation/compose';
import type { ReportRecord } from '@/moderation/reportModel';
import { restAccountSuspension, restGroupSuspension, restReport } from '@/moderation/schemas';
import { queueSchema } from '@/moderation/validation';
import { parseFields } from '@/schemas';
import type { GroupsService } from '@/groups/service';

/** REST → moderation: reports, the queues and the admins' suspensions. Handlers only translate. */

const viewerOf = (res: Response) => res.locals.viewer as Viewer | null;

const reportsOf = (res: Response, reports: ReportRecord[]) => {
  const viewer = viewerOf(res);
  res.json({ reports: reports.map((report) => restReport(report, isAdmin(viewer) || viewer?.uid === report.uid)) });
};

const oneReport = (res: Response, report: ReportRecord) => {
  const viewer = viewerOf(res);
  res.json(restReport(report, isAdmin(viewer) || viewer?.uid === report.uid));
};

const statusOf = (req: Request) => parseFields(queueSchema, { status: stringParam(req, 'status') }).status;

/** POST /reports (file one), GET /reports (the caller's). */
export function reportsRouter({ reports }: Moderation): Router {
  const router = Router();
  router.post('/', async (req, res) => oneReport(res, await reports.file(viewerOf(res), req.body)));
  router.get('/', async (req, res) => reportsOf(res, await reports.mine(viewerOf(res), limitParam(req))));
  return router;
}

/** GET /groups/:id/reports: the group's queue, for its organizers. */
export function groupReportsRouter({ reports }: Moderation, groups: GroupsService): Router {
  const router = Router();
  router.get('/:id/reports', async (req, res) => {
    const viewer = viewerOf(res);
    const group = await groups.get(req.params.id, viewer);
    const found = await reports.ofGroup(viewer, group, statusOf(req), limitParam(req));
    if (!found) throw new ForbiddenError('Only the group’s organizers can read its reports.');
    reportsOf(res, found);
  });
  return router;
}

/** /moderation/…: the site's queue and the admins' suspensions. */
export function moderationRouter({ reports, suspensions }: Moderation): Router {
  const router = Router();
  router.get('/reports', async (req, res) => {
    const input = { status: stringParam(req, 'status'), audience: stringParam(req, 'audience') };
    reportsOf(res, await reports.queue(viewerOf(res), input, limitParam(req)));
  });
  router.put('/reports/:id/resolution', async (req, res) =>
    oneReport(res, await reports.resolve(viewerOf(res), req.params.id, req.body)),
  );
  router.put('/groups/:id/suspension', async (req, res) => {
    res.json(restGroupSuspension(await suspensions.suspendGroup(viewerOf(res), req.params.id, req.body)));
  });
  router.delete('/groups/:id/suspension', async (req, res) => {
    res.json(restGroupSuspension(await suspensions.liftGroup(viewerOf(res), req.params.id)));
  });
  router.get('/accounts', async (_req, res) => {
    const accounts = await suspensions.suspendedAccounts(viewerOf(res));
    res.json({ accounts: accounts.map(restAccountSuspension) });
  });
  router.put('/accounts/:uid/suspension', async (req, res) => {
    const input = { ...(req.body as object), uid: req.params.uid };
    res.json(restAccountSuspension(await suspensions.suspendAccount(viewerOf(res), input)));
  });
  router.delete('/accounts/:uid/suspension', async (req, res) => {
    res.json(restAccountSuspension(await suspensions.liftAccount(viewerOf(res), { uid: req.params.uid })));
  });
  return router;
}
