import type { Connection } from 'mongoose';
import type { IdentityAccounts } from '@/auth/accounts';
import type { TokenVerifier } from '@/auth/verifier';
import { announcementModels } from '@/discussion/announcementModel';
import type { DiscussionPosts } from '@/discussion/posts';
import { auditLogOn } from '@/groups/audit';
import type { GroupsService } from '@/groups/service';
import type { Logger } from '@/logger';
import { ClaimAdmins } from '@/moderation/claimAdmins';
import { LocalReportBus, type ReportBus } from '@/moderation/live';
import { moderationModels } from '@/moderation/reportModel';
import { Reports } from '@/moderation/reports';
import { Suspensions } from '@/moderation/suspensions';
import { ReportTargets } from '@/moderation/targets';

/** Reports and the site admins' actions. */
export interface Moderation {
  reports: Reports;
  suspensions: Suspensions;
  /** The admins by custom claim, as found when they sign in (ADMIN_UIDS names the others). */
  claimAdmins: ClaimAdmins;
}

/**
 * Moderation on one connection, built once at composition. A deleted account's reports go (and
 * reports of it as a member); a deleted group's reports go with it.
 */
export function createModeration(options: {
  connection: Connection;
  groups: GroupsService;
  posts: DiscussionPosts;
  accounts: IdentityAccounts;
  signIns: Pick<TokenVerifier, 'revoked' | 'onAdminClaim'>;
  logger: Logger;
  bus?: ReportBus;
}): Moderation {
  const { connection, groups } = options;
  const models = moderationModels(connection);
  const audit = auditLogOn(connection);
  const targets = new ReportTargets(groups, options.posts, announcementModels(connection));
  const reports = new Reports(models, groups, options.posts, targets, audit, options.bus ?? new LocalReportBus());
  const suspensions = new Suspensions(models, groups, options.accounts, options.signIns, audit);
  const claimAdmins = new ClaimAdmins(connection, options.accounts, options.logger);
  options.signIns.onAdminClaim((uid) => {
    claimAdmins
      .seen(uid)
      .catch((error: unknown) =>
        options.logger.warn('could not remember an admin by claim', { error: (error as Error).message }),
      );
  });
  groups.notices.on('starting', () => reports.createIndexes());
  groups.personRemovers.push(async (uid) => {
    await reports.removePerson(uid);
    await suspensions.removePerson(uid);
    await claimAdmins.removePerson(uid);
  });
  groups.groupRemovers.push((groupId) => reports.removeGroup(groupId));
  return { reports, suspensions, claimAdmins };
}
