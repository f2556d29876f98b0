import type { GroupRecord } from '@/groups/model';
import { roleCan } from '@/groups/permissions';
import type { GroupsService } from '@/groups/service';
import type { ReportRecord } from '@/moderation/reportModel';
import type { ReportListener } from '@/moderation/reports';
import type { NewNotification, Notifications } from '@/notifications/service';

/**
 * The people who handle a report: the group's organizers who may handle reports (content inside
 * the group), or the site's admins (the group itself, its organizers): ADMIN_UIDS and the admins
 * by custom claim (moderation/claimAdmins.ts). Neither the reporter nor the reported member is
 * told of their own report.
 */
export function handlersOf(
  report: ReportRecord,
  group: GroupRecord,
  groups: Pick<GroupsService, 'team'>,
  adminUids: readonly string[],
): string[] {
  const candidates =
    report.audience === 'ADMINS'
      ? adminUids
      : groups.team
          .list(group)
          .filter(({ role }) => roleCan(role, 'HANDLE_REPORTS'))
          .map(({ uid }) => uid);
  const reported = report.subject === 'MEMBER' ? report.targetId : null;
  return [...new Set(candidates)].filter((uid) => uid !== report.uid && uid !== reported);
}

/** What the reporter is told was done: the post hidden or not, and the handler's note. */
export function outcomeOf(report: Pick<ReportRecord, 'hidden' | 'resolution'>): string | null {
  const parts = [
    report.hidden ? 'The reported post was hidden.' : null,
    report.resolution ? `The note from whoever handled it: “${report.resolution}”` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}

/**
 * Reports in the bell (and by email, as each person chose): each handler hears of a new report,
 * never who filed it; the reporter hears when it is resolved, and how. Each id names the report
 * (and the handler), so the same report filed or resolved twice, by any process, is one
 * notification per person; new ones reach live subscribers through the notification bus.
 */
export function notifyOnReports(
  reports: { listeners: ReportListener[] },
  notifications: Pick<Notifications, 'add' | 'addMany'>,
  groups: Pick<GroupsService, 'team'>,
  /** The site's admins now (asks the identity provider about the admins by claim). */
  admins: () => Promise<readonly string[]>,
): void {
  reports.listeners.push(async (event) => {
    const { report } = event;
    const about = { groupId: report.groupId, groupName: report.groupName };
    if (event.kind === 'FILED') {
      // Only a report the admins handle asks who they are.
      const adminUids = report.audience === 'ADMINS' ? await admins() : [];
      const handlers = handlersOf(report, event.group, groups, adminUids);
      const told: NewNotification[] = handlers.map((uid) => ({
        ...about,
        id: `REPORT_FILED:${report._id}:${uid}`,
        uid,
        kind: 'REPORT_FILED',
        report: { summary: report.summary },
        // Admins handle reports in their queue; organizers in their group's.
        path: report.audience === 'ADMINS' ? '/admin' : `/groups/${report.groupId}/reports`,
      }));
      if (told.length > 0) await notifications.addMany(told);
      return;
    }
    await notifications.add({
      ...about,
      id: `REPORT_RESOLVED:${report._id}`,
      uid: report.uid,
      kind: 'REPORT_RESOLVED',
      report: { summary: report.summary, outcome: outcomeOf(report) },
      path: '/my-reports',
    });
  });
}
