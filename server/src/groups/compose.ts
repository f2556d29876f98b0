import { PlacesService } from '@/geo/places';
import type { Connection } from 'mongoose';
import { auditLogOn } from '@/groups/audit';
import { BanService } from '@/groups/bans';
import { InviteService, inviteKeyModel } from '@/groups/invites';
import { JoinService } from '@/groups/join';
import { joinModels } from '@/groups/joinModel';
import { Standing } from '@/groups/standing';
import { groupCapacity, membershipModels } from '@/groups/membershipModel';
import { MembershipService } from '@/groups/membership';
import { Memberships } from '@/groups/memberships';
import { groupModel, type GroupRecord } from '@/groups/model';
import { NextSessionKeys } from '@/groups/nextSessions';
import { GroupNotices } from '@/groups/notices';
import { Permissions } from '@/groups/permissions';
import { GroupsService } from '@/groups/service';
import { GroupStore } from '@/groups/store';
import { Team } from '@/groups/team';
import { teamModels } from '@/groups/teamModel';
import { TeamService } from '@/groups/teamService';
import { Waitlist } from '@/groups/waitlist';
import type { Logger } from '@/logger';
import { ChangeFeed, changeModel, defaultTiming, processModel, type ChangeFeedTiming } from '@/sync/changeFeed';
import { markerModel, ReadModelSnapshot } from '@/sync/snapshot';

export interface GroupsServiceOptions {
  /** See GroupStore's seatRepairAfterMs (default 30 s). */
  seatRepairAfterMs?: number;
  timing?: ChangeFeedTiming;
  /** Where to save the read models at a clean shutdown (embedded database only; see sync/snapshot.ts). */
  snapshotFile?: string | null;
  /** See MembershipService's waitlistSweepMs (default 2 s). */
  waitlistSweepMs?: number;
}

/** The groups service on a database connection, with its models, change feed and snapshot. */
export function createGroupsService(
  connection: Connection,
  logger: Logger,
  { timing = defaultTiming, snapshotFile = null, seatRepairAfterMs, waitlistSweepMs }: GroupsServiceOptions = {},
): GroupsService {
  const { memberships: membershipDocuments, seats } = membershipModels(connection);
  const capacity = groupCapacity(connection);
  const memberships = new Memberships(membershipDocuments, seats, capacity.places);
  const feed = new ChangeFeed(changeModel(connection), processModel(connection), timing, logger);
  const snapshot = snapshotFile
    ? new ReadModelSnapshot<GroupRecord>(snapshotFile, markerModel(connection), logger)
    : null;
  const teamDocuments = teamModels(connection);
  const joinDocuments = joinModels(connection);
  const standing = new Standing(joinDocuments);
  const team = new Team(teamDocuments.roles, [standing]);
  const store = new GroupStore(groupModel(connection), memberships, team, feed, snapshot, seatRepairAfterMs);
  const notices = new GroupNotices();
  const waitlist = new Waitlist(capacity.queue);
  const permissions = new Permissions(
    team,
    memberships,
    standing,
    async (groupId, uid) => (await waitlist.entryOf(groupId, uid)) !== null,
  );
  const membership = new MembershipService(
    store,
    memberships,
    waitlist,
    notices,
    capacity,
    permissions,
    waitlistSweepMs,
  );
  const teamService = new TeamService(
    store,
    team,
    teamDocuments.invitations,
    memberships,
    permissions,
    notices,
    membership,
    auditLogOn(connection),
  );
  const join = new JoinService(
    store,
    joinDocuments,
    standing,
    memberships,
    waitlist,
    membership,
    permissions,
    notices,
    teamService,
  );
  const bans = new BanService(
    store,
    joinDocuments,
    standing,
    team,
    memberships,
    waitlist,
    membership,
    join,
    permissions,
    notices,
    teamService,
  );
  const service = new GroupsService(
    store,
    membership,
    new NextSessionKeys(store),
    notices,
    permissions,
    teamService,
    new PlacesService(),
    join,
    bans,
    new InviteService(store, inviteKeyModel(connection), membership, permissions, teamService),
  );
  membership.sweepers.push(() => join.finishDecided());
  service.groupRemovers.push((groupId) => teamService.removeGroup(groupId));
  service.groupRemovers.push((groupId) => join.removeGroup(groupId));
  service.groupRemovers.push((groupId) => bans.removeGroup(groupId));
  service.groupRemovers.push((groupId) => service.invites.removeGroup(groupId));
  service.personRemovers.push((uid) => teamService.removePerson(uid));
  service.personRemovers.push((uid) => join.removePerson(uid));
  service.personRemovers.push((uid) => bans.removePerson(uid));
  return service;
}
