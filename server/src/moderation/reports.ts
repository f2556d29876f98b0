import { trusted } from 'mongoose';
import { displayNameOf, requireViewer } from '@/auth/guards';
import { isAdmin, type Viewer } from '@/auth/viewer';
import { pageBounds } from '@/bounds';
import { isDuplicateKey } from '@/db/errors';
import type { DiscussionPosts } from '@/discussion/posts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/errors';
import type { AuditLog } from '@/groups/audit';
import type { GroupRecord } from '@/groups/model';
import type { GroupsService } from '@/groups/service';
import type { ReportBus } from '@/moderation/live';
import {
  reportIdOf,
  type ModerationModels,
  type ReportAudience,
  type ReportRecord,
  type ReportStatus,
} from '@/moderation/reportModel';
import type { ReportTargets } from '@/moderation/targets';
import { queueSchema, reportSchema, resolveSchema } from '@/moderation/validation';
import { parseFields } from '@/schemas';

export const reportNotFound = () => new NotFoundError('Report not found.');
const alreadyResolved = () => new ConflictError('This report is already resolved.');
const handleMessage = 'Only the group’s organizers or the site’s admins can handle this report.';

function pageOf(first: number | null | undefined): number {
  if (first === undefined || first === null) return pageBounds.default;
  if (!Number.isInteger(first) || first < 1 || first > pageBounds.max) {
    throw new ValidationError({ first: `first must be 1 to ${pageBounds.max}.` });
  }
  return first;
}

function assertReportId(id: unknown): string {
  if (typeof id !== 'string' || !/^[0-9a-f]{24}$/i.test(id)) {
    throw new ValidationError({ id: 'id must be a 24-character hexadecimal id.' });
  }
  return id.toLowerCase();
}

/**
 * Told of each report filed (and again when the same report is filed again while open) and of
 * each report resolved (and again when someone tries to resolve it twice), so that a step that
 * stopped half-way is finished by its retry: listeners must be idempotent per report.
 */
export type ReportListener = (
  event: { kind: 'FILED'; report: ReportRecord; group: GroupRecord } | { kind: 'RESOLVED'; report: ReportRecord },
) => Promise<void>;

/**
 * Reports: anyone signed in reports a group, a post or a member; the group's organizers handle
 * reports of content inside it, the site's admins everything (and alone what concerns a group or
 * its organizers). The reporter sees the status of what they filed, never the handler's identity
 * beyond a name; organizers never see who reported.
 */
export class Reports {
  /** Who hears of reports (notifications/reportNotices.ts tells their handlers and reporters). */
  readonly listeners: ReportListener[] = [];

  constructor(
    private readonly models: ModerationModels,
    private readonly groups: GroupsService,
    private readonly posts: DiscussionPosts,
    private readonly targets: ReportTargets,
    private readonly audit: AuditLog,
    private readonly bus: ReportBus,
  ) {}

  async createIndexes(): Promise<void> {
    await Promise.all([this.models.reports.createIndexes(), this.models.accountSuspensions.createIndexes()]);
  }

  /** Files a report; filing the same thing again answers the first report, unchanged. */
  async file(viewer: Viewer | null, input: unknown): Promise<ReportRecord> {
    const me = requireViewer(viewer);
    const { subject, targetId, groupId, reason, note } = parseFields(reportSchema, input);
    if (subject === 'MEMBER' && !groupId)
      throw new ValidationError({ groupId: 'groupId is required to report a member.' });
    const target = await this.targets.locate(me, subject, targetId, groupId);
    if (target.ownerUid === me.uid) {
      throw new ValidationError({ targetId: 'You cannot report yourself, your own posts or your own group.' });
    }
    const id = reportIdOf(me.uid, subject, targetId);
    const record: ReportRecord = {
      _id: id,
      uid: me.uid,
      reporterName: displayNameOf(me),
      subject,
      targetId,
      threadId: target.threadId ?? null,
      groupId: target.group._id.toString(),
      groupName: target.group.groupName,
      summary: target.summary,
      audience: target.audience,
      reason,
      note: note ?? null,
      status: 'OPEN',
      createdAt: new Date(),
      resolvedAt: null,
      resolverName: null,
      resolution: null,
      hidden: false,
    };
    try {
      await this.models.reports.create(record);
    } catch (error) {
      // The first report of this thing by this person stands.
      if (!isDuplicateKey(error)) throw error;
      const first = await this.models.reports.findById(id).lean<ReportRecord>();
      if (!first) throw error;
      if (first.status === 'OPEN') await this.tell({ kind: 'FILED', report: first, group: target.group });
      return first;
    }
    this.publish(record);
    await this.tell({ kind: 'FILED', report: record, group: target.group });
    return record;
  }

  /** What the viewer reported, newest first, with its status. */
  mine(viewer: Viewer | null, first?: number | null): Promise<ReportRecord[]> {
    const me = requireViewer(viewer);
    return this.models.reports
      .find({ uid: me.uid })
      .sort({ createdAt: -1, _id: -1 })
      .limit(pageOf(first))
      .lean<ReportRecord[]>();
  }

  /** The site's queue (admins only): every report, or one audience's. */
  async queue(viewer: Viewer | null, input: unknown, first?: number | null): Promise<ReportRecord[]> {
    requireViewer(viewer);
    if (!isAdmin(viewer)) throw new ForbiddenError('Only the site’s admins can read the report queue.');
    const { status, audience } = parseFields(queueSchema, input);
    return this.models.reports
      .find(audience ? { status, audience } : { status })
      .sort({ createdAt: -1, _id: -1 })
      .limit(pageOf(first))
      .lean<ReportRecord[]>();
  }

  /** A group's queue: reports of content inside it, for its organizers (and admins); null for anyone else. */
  async ofGroup(
    viewer: Viewer | null,
    group: GroupRecord,
    status: ReportStatus = 'OPEN',
    first?: number | null,
  ): Promise<ReportRecord[] | null> {
    if (!this.mayHandle(viewer, group, 'ORGANIZERS')) return null;
    const audience: ReportAudience = 'ORGANIZERS';
    return this.models.reports
      .find({ groupId: group._id.toString(), audience, status })
      .sort({ createdAt: -1, _id: -1 })
      .limit(pageOf(first))
      .lean<ReportRecord[]>();
  }

  /**
   * Resolves a report (and every other open report of the same thing), optionally hiding the
   * reported thread or reply. The status decides once: resolving twice is a CONFLICT.
   */
  async resolve(viewer: Viewer | null, id: unknown, input: unknown): Promise<ReportRecord> {
    const me = requireViewer(viewer);
    const report = await this.models.reports.findById(assertReportId(id)).lean<ReportRecord>();
    if (!report) throw reportNotFound();
    const group = await this.groups.get(report.groupId, me).catch(() => null);
    if (!(isAdmin(me) || (group && this.mayHandle(me, group, report.audience))))
      throw new ForbiddenError(handleMessage);
    const { resolution, hide } = parseFields(resolveSchema, input);
    if (hide && report.subject !== 'THREAD' && report.subject !== 'REPLY' && report.subject !== 'ANNOUNCEMENT') {
      throw new ValidationError({ hide: 'Only a thread, a reply or an announcement can be hidden.' });
    }
    if (report.status === 'RESOLVED') {
      await this.tell({ kind: 'RESOLVED', report });
      throw alreadyResolved();
    }
    const resolved = {
      status: 'RESOLVED' as const,
      resolvedAt: new Date(),
      resolverName: displayNameOf(me),
      resolution: resolution ?? null,
      hidden: hide === true,
    };
    // Hidden first: a post deleted meanwhile leaves the report open (resolve it without hiding).
    if (hide) await this.hide(report);
    // The claim decides: of two handlers at once, one resolves and the other is told it is done.
    if (!(await this.claim(report._id, resolved.resolvedAt))) throw alreadyResolved();
    await this.models.reports.updateOne({ _id: report._id }, { $set: resolved });
    // Other people's open reports of the same thing are settled by the same decision.
    const others = await this.models.reports
      .find({ subject: report.subject, targetId: report.targetId, status: 'OPEN' }, { _id: 1, uid: 1 })
      .lean<{ _id: string; uid: string }[]>();
    const settled: { _id: string; uid: string }[] = [];
    for (const { _id, uid } of others) {
      if (await this.claim(_id, resolved.resolvedAt)) {
        await this.models.reports.updateOne({ _id }, { $set: resolved });
        settled.push({ _id, uid });
      }
    }
    const entry = { groupId: report.groupId, actorUid: me.uid, actorName: displayNameOf(me), targetUid: null };
    await this.audit.record({ ...entry, action: 'REPORT_RESOLVED', targetName: report.summary, detail: report.reason });
    if (hide)
      await this.audit.record({ ...entry, action: 'HID_POST', targetName: report.summary, detail: report.subject });
    const after = { ...report, ...resolved };
    this.publish(after);
    await this.tell({ kind: 'RESOLVED', report: after });
    for (const other of settled) await this.tell({ kind: 'RESOLVED', report: { ...after, ...other } });
    return after;
  }

  /** Each report filed or resolved from now on that the viewer may handle (admins: all; organizers: their group's). */
  async watch(viewer: Viewer | null, groupId: string | null | undefined): Promise<AsyncIterableIterator<ReportRecord>> {
    const me = requireViewer(viewer);
    const group = groupId ? await this.groups.get(groupId, me) : null;
    if (!isAdmin(me) && !(group && this.mayHandle(me, group, 'ORGANIZERS'))) throw new ForbiddenError(handleMessage);
    const events = this.bus.watch('reports');
    const { models, groups } = this;
    const mayHandle = (report: ReportRecord) =>
      group ? report.groupId === group._id.toString() && (isAdmin(me) || report.audience === 'ORGANIZERS') : true;
    async function* reports(): AsyncGenerator<ReportRecord> {
      for await (const [event] of events) {
        if (group && event.groupId !== group._id.toString()) continue;
        const report = await models.reports.findById(event.reportId).lean<ReportRecord>();
        // Standing is checked per event: a co-organizer taken off the team stops hearing at once.
        if (!report || !mayHandle(report)) continue;
        if (group && !isAdmin(me) && !groups.permissions.can(me, group, 'HANDLE_REPORTS')) return;
        yield report;
      }
    }
    const iterator = reports();
    const stop = iterator.return.bind(iterator);
    iterator.return = async (value) => {
      await events.return?.();
      return stop(value);
    };
    return iterator;
  }

  /** The account is deleted: what they filed goes, and so do reports of them as a member. */
  async removePerson(uid: string): Promise<void> {
    await this.remove({ uid });
    await this.remove({ subject: 'MEMBER', targetId: uid });
  }

  /** A deleted group's reports go with it. */
  async removeGroup(groupId: string): Promise<void> {
    await this.remove({ groupId });
  }

  /** True for the one handler whose insert of the report's resolution claim wins. */
  private async claim(reportId: string, at: Date): Promise<boolean> {
    try {
      await this.models.resolutions.create({ _id: reportId, at });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  private async remove(filter: { uid: string } | { subject: 'MEMBER'; targetId: string } | { groupId: string }) {
    const found = await this.models.reports.find(filter, { _id: 1 }).lean<{ _id: string }[]>();
    await this.models.reports.deleteMany(filter);
    await this.models.resolutions.deleteMany({ _id: trusted({ $in: found.map(({ _id }) => _id) }) });
  }

  private mayHandle(viewer: Viewer | null, group: GroupRecord, audience: ReportAudience): boolean {
    if (isAdmin(viewer)) return true;
    return audience === 'ORGANIZERS' && this.groups.permissions.can(viewer, group, 'HANDLE_REPORTS');
  }

  private async hide(report: ReportRecord): Promise<void> {
    if (report.subject === 'ANNOUNCEMENT') return this.targets.hideAnnouncement(report.targetId);
    const { threads, replies } = this.posts.models;
    if (report.subject === 'THREAD') await this.posts.setFields(threads, report.targetId, { hidden: true });
    else await this.posts.setFields(replies, report.targetId, { hidden: true });
  }

  private async tell(event: Parameters<ReportListener>[0]): Promise<void> {
    for (const listener of this.listeners) await listener(event);
  }

  private publish(report: ReportRecord): void {
    this.bus.publish({ reportId: report._id, groupId: report.groupId, at: Date.now() });
  }
}
