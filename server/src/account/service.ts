import type { Connection } from 'mongoose';
import type { AccountProfile, IdentityAccounts } from '@/auth/accounts';
import type { TokenVerifier } from '@/auth/verifier';
import type { Viewer } from '@/auth/viewer';
import { ValidationError } from '@/errors';
import type { GroupRecord } from '@/groups/model';
import { displayNameOf, requireViewer } from '@/auth/guards';
import type { GroupsService } from '@/groups/service';
import type { Preferences } from '@/mail/preferences';
import { validateProfileChanges, type RawProfileInput } from '@/account/validation';

/** Collections the export covers by name (or that hold no personal records of their own). */
// signInRevocations: a note to the other app processes, kept two minutes (auth/revocations.ts).
const coveredCollections = new Set([
  'groups',
  'memberships',
  'seats',
  'changes',
  'processes',
  'readModelSnapshots',
  'signInRevocations',
]);

/** What the account service asks of the token checks: a fresh look for sensitive operations, and telling of revocations. */
export type SignInChecks = Pick<TokenVerifier, 'confirmCurrent' | 'revoked'>;

export interface ExportedGroup extends Omit<GroupRecord, '_id' | 'nameKey' | 'startDate' | 'createdAt' | 'updatedAt'> {
  id: string;
  startDate: string;
  createdAt: string;
  updatedAt: string;
}

/** Everything the service holds about one person, as they download it. */
export interface AccountExport {
  exportedAt: string;
  profile: AccountProfile;
  organizedGroups: ExportedGroup[];
  memberships: { groupId: string; groupName: string | null; displayName: string; joinedAt: string }[];
  /** How the person hears of each kind, defaults included (a stored record holds only what they changed). */
  notificationPreferences: Preferences;
  /** Records in any other collection that name the person (e.g. waitlist places, notifications), by collection. */
  otherRecords: Record<string, unknown[]>;
}

export interface AccountDeletion {
  deletedUserId: string;
  deletedGroupIds: string[];
  leftGroupIds: string[];
}

function exportedGroup({
  _id,
  nameKey: _nameKey,
  startDate,
  createdAt,
  updatedAt,
  ...rest
}: GroupRecord): ExportedGroup {
  return {
    id: _id.toString(),
    ...rest,
    startDate: startDate.toISOString().slice(0, 10),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * The signed-in person's account: their profile (kept by the identity provider), the export of
 * their data and the deletion of their account. What it means for groups (renaming the
 * organizer, releasing places, deleting their groups) is the groups service's rule.
 */
export class AccountService {
  /** Profiles read during one request, so several Viewer fields cost one lookup. */
  private readonly profiles = new WeakMap<Viewer, Promise<AccountProfile>>();

  constructor(
    private readonly accounts: IdentityAccounts,
    private readonly groups: GroupsService,
    private readonly connection: Connection,
    private readonly signIns: SignInChecks,
    private readonly preferencesOf: (uid: string) => Promise<Preferences>,
  ) {}

  profile(viewer: Viewer | null): Promise<AccountProfile> {
    const me = requireViewer(viewer);
    let profile = this.profiles.get(me);
    if (!profile) {
      profile = this.accounts.get(me.uid);
      this.profiles.set(me, profile);
    }
    return profile;
  }

  /**
   * Changes the display name and/or photo; a new name shows on the groups they organize at once.
   * Sensitive, like the export and the deletion: the sign-in is checked at the identity provider
   * now, not as of the revocation window (a stolen, since revoked token changes nothing).
   */
  async updateProfile(viewer: Viewer | null, input: RawProfileInput): Promise<AccountProfile> {
    const me = requireViewer(viewer);
    const changes = validateProfileChanges(input);
    await this.signIns.confirmCurrent(me);
    const profile = await this.accounts.update(me.uid, changes);
    if (changes.displayName !== undefined) {
      await this.groups.renameOrganizer(me, displayNameOf({ ...me, displayName: profile.displayName }));
    }
    return profile;
  }

  async exportData(viewer: Viewer | null): Promise<AccountExport> {
    const me = requireViewer(viewer);
    await this.signIns.confirmCurrent(me);
    const [profile, organized, memberships, notificationPreferences, otherRecords] = await Promise.all([
      this.accounts.get(me.uid),
      this.groups.ownedBy(me.uid),
      this.groups.membership.membershipsOf(me.uid),
      this.preferencesOf(me.uid),
      this.otherRecordsOf(me),
    ]);
    const groupNames = await Promise.all(
      memberships.map((membership) =>
        this.groups.get(membership.groupId).then(
          (group) => group.groupName,
          () => null,
        ),
      ),
    );
    return {
      exportedAt: new Date().toISOString(),
      profile,
      organizedGroups: organized.map(exportedGroup),
      memberships: memberships.map((membership, index) => ({
        groupId: membership.groupId,
        groupName: groupNames[index] ?? null,
        displayName: membership.displayName,
        joinedAt: membership.joinedAt.toISOString(),
      })),
      notificationPreferences,
      otherRecords,
    };
  }

  /**
   * Deletes the account and everything of the person's: their groups (members lose those
   * places), their places in other groups (freed for others), then the identity account. The
   * account is disabled first, so no request of theirs can write while the rest is removed; if
   * a step fails it is enabled again and the person can simply try again. Every app process
   * refuses the account's tokens and closes its sockets from the moment it is disabled.
   */
  async deleteAccount(viewer: Viewer | null, input: { confirm?: unknown }): Promise<AccountDeletion> {
    const me = requireViewer(viewer);
    if (input.confirm !== true) {
      throw new ValidationError({ confirm: 'Confirm with true: deleting an account cannot be undone.' });
    }
    await this.signIns.confirmCurrent(me);
    await this.accounts.setDisabled(me.uid, true);
    this.signIns.revoked(me.uid, 'deleted');
    let removed: Awaited<ReturnType<GroupsService['removePerson']>>;
    try {
      removed = await this.groups.removePerson(me);
    } catch (error) {
      await this.accounts.setDisabled(me.uid, false);
      this.signIns.revoked(me.uid, null);
      throw error;
    }
    await this.accounts.delete(me.uid);
    return { deletedUserId: me.uid, ...removed };
  }

  /**
   * Records in collections the export does not cover by name, that carry the person's uid or
   * email: whatever features store per person appear here without a change to the export.
   */
  private async otherRecordsOf(me: Viewer): Promise<Record<string, unknown[]>> {
    const db = this.connection.db;
    if (!db) return {};
    const names = (await db.listCollections({}, { nameOnly: true }).toArray())
      .map((collection) => collection.name)
      .filter((name) => !coveredCollections.has(name) && !name.startsWith('system.'))
      .sort();
    const personal = [{ uid: me.uid }, { ownerUid: me.uid }, ...(me.email ? [{ userEmail: me.email }] : [])];
    const found = await Promise.all(
      names.map(async (name) => [name, await db.collection(name).find({ $or: personal }).toArray()] as const),
    );
    return Object.fromEntries(found.filter(([, records]) => records.length > 0));
  }
}
