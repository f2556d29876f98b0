import { displayNameOf, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { joinBounds } from '@/bounds';
import { isDuplicateKey } from '@/db/errors';
import { ConflictError, MembershipError, NotFoundError, ValidationError } from '@/errors';
import {
  decisionId,
  personInGroupId,
  type JoinDecisionRecord,
  type JoinModels,
  type JoinRequestRecord,
} from '@/groups/joinModel';
import { decisionSchema, joinPolicySchema, joinRequestSchema } from '@/groups/joinValidation';
import type { MembershipService } from '@/groups/membership';
import type { Memberships } from '@/groups/memberships';
import type { GroupRecord } from '@/groups/model';
import type { GroupNotices } from '@/groups/notices';
import type { Permissions } from '@/groups/permissions';
import { isActive } from '@/groups/rules';
import type { Standing } from '@/groups/standing';
import type { GroupStore } from '@/groups/store';
import type { TeamService } from '@/groups/teamService';
import type { Waitlist } from '@/groups/waitlist';
import { bannedError, inviteOnly, policyOf } from '@/groups/joinRules';
import { parseFields } from '@/schemas';

const decidedAlready = () => new ConflictError('This request was decided already.');

/**
 * Joining by approval: the group's policy and questions, people asking (with their answers), and
 * organizers approving or declining. An approved person enters the waitlist at the instant they
 * asked and is promoted from it by the capacity engine (exactly once, in order), so the order in
 * which organizers approve never lets anyone past someone who asked earlier.
 */
export class JoinService {
  constructor(
    private readonly store: GroupStore,
    private readonly models: JoinModels,
    private readonly standing: Standing,
    private readonly memberships: Memberships,
    private readonly waitlist: Waitlist,
    private readonly membership: MembershipService,
    private readonly permissions: Permissions,
    private readonly notices: GroupNotices,
    private readonly team: TeamService,
  ) {}

  async createIndexes(): Promise<void> {
    await this.models.decisions.createIndexes();
  }

  /** Sets who may join and how (organizers). Questions are kept for APPROVAL only. */
  async setPolicy(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    this.permissions.assert(me, group, 'EDIT_GROUP', 'Only the group’s organizers can change who may join.');
    const { policy, questions } = parseFields(joinPolicySchema, input);
    const joinQuestions = policy === 'APPROVAL' ? questions : [];
    const same = (group.joinQuestions ?? []).join('\u0000') === joinQuestions.join('\u0000');
    if (policyOf(group) === policy && same) return group;
    const stored = await this.store.setOwned(group._id, group.ownerUid, { joinPolicy: policy, joinQuestions });
    if (!stored) throw new NotFoundError('Group not found!');
    await this.team.record(me, stored, 'JOIN_POLICY', null, policy);
    return stored;
  }

  /** Asks to join a group that takes members by approval, answering its questions. */
  async request(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    const groupId = group._id.toString();
    this.assertMayTakePart(me, group);
    const role = this.permissions.roleOf(me, group);
    if (role === 'OWNER' || role === 'CO_ORGANIZER' || role === 'HOST' || role === 'MEMBER') {
      throw new ConflictError('You are part of this group already.');
    }
    if (!isActive(group)) throw new MembershipError('GROUP_NOT_ACTIVE', 'This group is no longer active.');
    const policy = policyOf(group);
    if (policy === 'INVITE_ONLY') throw inviteOnly();
    if (policy === 'OPEN') throw new ConflictError('This group is open to everyone: join it directly.');
    const { answers } = parseFields(joinRequestSchema, input);
    const questions = group.joinQuestions ?? [];
    if (answers.length !== questions.length) {
      throw new ValidationError({ answers: `Answer each of the group’s ${questions.length} questions.` });
    }
    if (await this.waitlist.entryOf(groupId, me.uid))
      throw new ConflictError('You are on this group’s waitlist already.');
    if (this.standing.pendingCount(groupId) >= joinBounds.pendingPerGroup.max) {
      throw new ValidationError({ groupId: 'This group has too many open requests; try again later.' });
    }
    const request: JoinRequestRecord = {
      _id: personInGroupId(groupId, me.uid),
      groupId,
      uid: me.uid,
      displayName: displayNameOf(me),
      answers: questions.map((question, i) => ({ question, answer: answers[i] ?? '' })),
      requestedAt: new Date(),
    };
    await this.store.write({ kind: 'team', groupId }, async () => {
      try {
        await this.models.requests.create(request);
      } catch (error) {
        if (isDuplicateKey(error)) {
          throw new ConflictError('You asked to join this group already; the organizers have not decided yet.');
        }
        throw error;
      }
      this.standing.rememberRequest(groupId, me.uid);
    });
    return group;
  }

  /** Withdraws the viewer's own request. */
  async cancel(viewer: Viewer | null, id: string): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    const groupId = group._id.toString();
    const removed = await this.dropRequest(groupId, me.uid);
    if (!removed) throw new NotFoundError('You have not asked to join this group.');
    return group;
  }

  /**
   * Approves or declines one request (organizers). The decision's unique insert decides: deciding
   * twice, at once or later, in any process, is CONFLICT and changes nothing. Approved, the person
   * queues at the instant they asked; the promotion then fills free places from the queue's head.
   */
  async decide(viewer: Viewer | null, id: string, input: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    const group = await this.store.getStored(id);
    this.permissions.assert(me, group, 'DECIDE_REQUESTS', 'Only the group’s organizers can decide on requests.');
    const { uid, approve, message } = parseFields(decisionSchema, input);
    const groupId = group._id.toString();
    const request = await this.models.requests.findById(personInGroupId(groupId, uid)).lean<JoinRequestRecord>();
    if (!request) {
      if (await this.models.decisions.exists({ groupId, uid })) throw decidedAlready();
      throw new ValidationError({ uid: 'No request from this person is waiting.' });
    }
    const decision: JoinDecisionRecord = {
      _id: decisionId(request),
      groupId,
      uid,
      decision: approve ? 'APPROVED' : 'DECLINED',
      message,
      decidedBy: me.uid,
      decidedAt: new Date(),
      requestedAt: request.requestedAt,
    };
    try {
      await this.models.decisions.create(decision);
    } catch (error) {
      if (isDuplicateKey(error)) throw decidedAlready();
      throw error;
    }
    if (approve) {
      // Queued before the request goes: a crash between the two leaves a request whose decision
      // exists (shown as decided), never an approved person in no queue.
      await this.store.write({ kind: 'group', groupId }, () =>
        this.waitlist.enqueue(groupId, uid, request.displayName, request.requestedAt),
      );
    }
    await this.dropRequest(groupId, uid);
    // Full as far as this process knows: the queue keeps them in line without a promotion round
    // per approval (a crowd approved at once costs one each); should a place be free after all
    // (freed in another process a moment ago), the sweep promotes within seconds.
    if (approve && this.memberships.count(groupId) < group.maxMembers) await this.membership.promote(groupId);
    await this.team.record(me, group, approve ? 'APPROVED' : 'DECLINED', { uid, name: request.displayName }, message);
    await this.notices.emit('personTold', {
      kind: approve ? 'JOIN_APPROVED' : 'JOIN_DECLINED',
      groupId,
      groupName: group.groupName,
      uid,
      event: String(request.requestedAt.getTime()),
    });
    return group;
  }

  /** The pending queue with the answers, oldest first, for organizers (null for anyone else). */
  async pendingOf(viewer: Viewer | null, group: GroupRecord): Promise<JoinRequestRecord[] | null> {
    if (!this.permissions.can(viewer, group, 'DECIDE_REQUESTS')) return null;
    const groupId = group._id.toString();
    const [requests, decided] = await Promise.all([
      this.models.requests.find({ groupId }).sort({ requestedAt: 1, _id: 1 }).lean<JoinRequestRecord[]>(),
      this.models.decisions.find({ groupId }, { _id: 1 }).lean<Pick<JoinDecisionRecord, '_id'>[]>(),
    ]);
    const decidedIds = new Set(decided.map((d) => d._id));
    return requests.filter((request) => !decidedIds.has(decisionId(request)));
  }

  /** The viewer's own open request, or null. */
  viewerRequest(viewer: Viewer | null, group: GroupRecord): Promise<JoinRequestRecord | null> {
    if (!viewer) return Promise.resolve(null);
    const _id = personInGroupId(group._id.toString(), viewer.uid);
    return this.models.requests.findById(_id).lean<JoinRequestRecord>().exec();
  }

  /** The latest decision on the viewer's requests (with the organizer's message), or null. */
  viewerDecision(viewer: Viewer | null, group: GroupRecord): Promise<JoinDecisionRecord | null> {
    if (!viewer) return Promise.resolve(null);
    return this.models.decisions
      .findOne({ groupId: group._id.toString(), uid: viewer.uid })
      .sort({ decidedAt: -1 })
      .lean<JoinDecisionRecord>()
      .exec();
  }

  /** BANNED (with the reason) unless the viewer may take part in the group. */
  assertMayTakePart(viewer: Viewer, group: GroupRecord): void {
    const ban = this.standing.banOf(group._id.toString(), viewer.uid);
    if (ban && !this.permissions.can(viewer, group, 'TAKE_PART')) throw bannedError(ban.reason);
  }

  /** Deletes a person's open request in a group; false when there was none. */
  async dropRequest(groupId: string, uid: string): Promise<boolean> {
    return this.store.write({ kind: 'team', groupId }, async () => {
      const { deletedCount } = await this.models.requests.deleteOne({ _id: personInGroupId(groupId, uid) });
      this.standing.forgetRequest(groupId, uid);
      return deletedCount > 0;
    });
  }

  /** A deleted group's requests and decisions go with it. */
  async removeGroup(groupId: string): Promise<void> {
    await Promise.all([this.models.requests.deleteMany({ groupId }), this.models.decisions.deleteMany({ groupId })]);
  }

  /** A deleted account's requests and the decisions about them go. */
  async removePerson(uid: string): Promise<void> {
    await Promise.all([this.models.requests.deleteMany({ uid }), this.models.decisions.deleteMany({ uid })]);
  }

  /** Whether the person may be named by an organizer's ban: they joined, asked or waited here. */
  async knows(groupId: string, uid: string): Promise<{ known: boolean; name: string | null }> {
    const member = await this.memberships.nameOf(groupId, uid);
    if (member) return { known: true, name: member };
    const request = await this.models.requests.findById(personInGroupId(groupId, uid)).lean<JoinRequestRecord>();
    if (request) return { known: true, name: request.displayName };
    const waiting = await this.waitlist.entryOf(groupId, uid);
    if (waiting) return { known: true, name: waiting.displayName };
    const decided = await this.models.decisions.exists({ groupId, uid });
    return { known: decided !== null, name: null };
  }
}
