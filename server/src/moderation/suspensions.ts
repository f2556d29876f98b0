import { displayNameOf, requireViewer } from '@/auth/guards';
import type { IdentityAccounts } from '@/auth/accounts';
import type { TokenVerifier } from '@/auth/verifier';
import { isAdmin, type Viewer } from '@/auth/viewer';
import { pageBounds } from '@/bounds';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/errors';
import type { AuditAction, AuditLog, AuditRecord } from '@/groups/audit';
import type { GroupRecord, GroupSuspension } from '@/groups/model';
import type { GroupsService } from '@/groups/service';
import type { AccountSuspensionRecord, ModerationModels } from '@/moderation/reportModel';
import { accountSchema, suspendAccountSchema, suspendGroupSchema } from '@/moderation/validation';
import { parseFields } from '@/schemas';

/** The audit log's name for what admins do to accounts (no group of its own). */
export const siteLog = 'site';

const adminsOnly = () => new ForbiddenError('Only the site’s admins can do this.');

function requireAdmin(viewer: Viewer | null): Viewer {
  const me = requireViewer(viewer);
  if (!isAdmin(me)) throw adminsOnly();
  return me;
}

/**
 * What only the site's admins do: suspend a group (gone for everyone but its organizers and the
 * admins, with the reason shown to them, until lifted) and suspend an account (the identity
 * provider disables it and ends its sign-ins; the groups it owns are suspended with it, and come
 * back when it is lifted). Every step is in the audit log.
 */
export class Suspensions {
  constructor(
    private readonly models: ModerationModels,
    private readonly groups: GroupsService,
    private readonly accounts: IdentityAccounts,
    private readonly signIns: Pick<TokenVerifier, 'revoked'>,
    private readonly audit: AuditLog,
  ) {}

  async suspendGroup(viewer: Viewer | null, groupId: string, input: unknown): Promise<GroupRecord> {
    const me = requireAdmin(viewer);
    const { reason } = parseFields(suspendGroupSchema, input);
    const group = await this.groups.get(groupId, me);
    if (group.suspension) throw new ConflictError('This group is suspended already.');
    const suspended = await this.groups.setSuspension(groupId, { reason, at: new Date(), cause: 'GROUP' });
    await this.record(me, suspended._id.toString(), 'SUSPENDED', null, reason);
    return suspended;
  }

  async liftGroup(viewer: Viewer | null, groupId: string): Promise<GroupRecord> {
    const me = requireAdmin(viewer);
    const group = await this.groups.get(groupId, me);
    if (!group.suspension) throw new ConflictError('This group is not suspended.');
    const lifted = await this.groups.setSuspension(groupId, null);
    await this.record(me, lifted._id.toString(), 'UNSUSPENDED', null, null);
    return lifted;
  }

  /** Disables the account, ends its sign-ins on every process, and suspends the groups it owns. */
  async suspendAccount(viewer: Viewer | null, input: unknown): Promise<AccountSuspensionRecord> {
    const me = requireAdmin(viewer);
    const { uid, reason } = parseFields(suspendAccountSchema, input);
    if (uid === me.uid) throw new ValidationError({ uid: 'You cannot suspend your own account.' });
    const profile = await this.accounts.get(uid);
    const record: AccountSuspensionRecord = {
      _id: uid,
      displayName: profile.displayName ?? profile.email?.split('@')[0] ?? 'An account',
      reason,
      at: new Date(),
    };
    // Stored first: a retry after a failure below finds it and finishes the job.
    await this.models.accountSuspensions.updateOne({ _id: uid }, { $set: record }, { upsert: true });
    await this.accounts.setDisabled(uid, true);
    await this.accounts.revokeTokens(uid);
    this.signIns.revoked(uid, 'disabled');
    const suspension: GroupSuspension = {
      reason: `The organizer’s account is suspended: ${reason}`,
      at: record.at,
      cause: 'ACCOUNT',
    };
    for (const group of await this.groups.ownedBy(uid)) {
      if (group.suspension) continue;
      await this.groups.setSuspension(group._id.toString(), suspension);
      await this.record(me, group._id.toString(), 'SUSPENDED', null, suspension.reason);
    }
    await this.record(me, siteLog, 'ACCOUNT_SUSPENDED', { uid, name: record.displayName }, reason);
    return record;
  }

  /** Enables the account again; the groups suspended with it come back (those an admin suspended themselves stay). */
  async liftAccount(viewer: Viewer | null, input: unknown): Promise<AccountSuspensionRecord> {
    const me = requireAdmin(viewer);
    const { uid } = parseFields(accountSchema, input);
    const record = await this.models.accountSuspensions.findById(uid).lean<AccountSuspensionRecord>();
    if (!record) throw new NotFoundError('This account is not suspended.');
    await this.accounts.setDisabled(uid, false);
    this.signIns.revoked(uid, null);
    for (const group of await this.groups.ownedBy(uid)) {
      if (group.suspension?.cause !== 'ACCOUNT') continue;
      await this.groups.setSuspension(group._id.toString(), null);
      await this.record(me, group._id.toString(), 'UNSUSPENDED', null, null);
    }
    await this.models.accountSuspensions.deleteOne({ _id: uid });
    await this.record(me, siteLog, 'ACCOUNT_UNSUSPENDED', { uid, name: record.displayName }, null);
    return record;
  }

  /** The suspended accounts, newest first (admins only). */
  suspendedAccounts(viewer: Viewer | null): Promise<AccountSuspensionRecord[]> {
    requireAdmin(viewer);
    return this.models.accountSuspensions
      .find({})
      .sort({ at: -1 })
      .limit(pageBounds.max)
      .lean<AccountSuspensionRecord[]>();
  }

  /** What admins did to accounts, newest first (admins only). */
  siteLog(viewer: Viewer | null, first?: number | null): Promise<AuditRecord[]> {
    requireAdmin(viewer);
    return this.audit.list(siteLog, first ?? undefined);
  }

  /** A deleted account is no longer suspended (there is nothing left to suspend). */
  async removePerson(uid: string): Promise<void> {
    await this.models.accountSuspensions.deleteOne({ _id: uid });
  }

  private record(
    actor: Viewer,
    groupId: string,
    action: AuditAction,
    target: { uid: string; name: string } | null,
    detail: string | null,
  ): Promise<void> {
    return this.audit.record({
      groupId,
      action,
      actorUid: actor.uid,
      actorName: displayNameOf(actor),
      targetUid: target?.uid ?? null,
      targetName: target?.name ?? null,
      detail,
    });
  }
}
