import { displayNameOf, requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import { trusted } from 'mongoose';
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
import { readQueuePage, type QueuePage, type QueuePageRequest } from '@/groups/joinQueue';
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

/** How often the sweep looks for decisions left half-done (see finishDecided). */
const finishEveryMs = 30_000;

const decidedAlready = () => new ConflictError('This request was decided already.');

/**
 * Joining by approval: the group's policy and questions, people asking (with their answers), and
 * organizers approving or declining. An approved person enters the waitlist at the instant they
 * asked and is promoted from it by the capacity engine (exactly once, in order), so the order in
 * which organizers approve never lets anyone past someone who asked earlier.
 */
export class JoinService {
  private lastFinish = Number.NEGATIVE_INFINITY;

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
      if (!isDuplicateKey(error)) throw error;
      // A retry of a decision whose process stopped half-way: finish that one, change nothing else.
      const earlier = await this.models.decisions.findById(decision._id).lean<JoinDecisionRecord>();
      if (earlier) await this.settle(group, request, earlier);
      throw decidedAlready();
    }
    await this.team.record(me, group, approve ? 'APPROVED' : 'DECLINED', { uid, name: request.displayName }, message);
    await this.settle(group, request, decision);
    return group;
  }

  /**
   * What follows a decision: approved, the person queues at the instant they asked; then free
   * places are filled from the queue's head, the person is told (after the promotion, so an
   * approval that seats them is one notice: notifications/approvalNews.ts) and the request goes.
   * Each step is idempotent, so a decision whose process stopped after its insert is finished by
   * running this again (a retry, a look at the queue, or the sweep): never approved and in no
   * queue, and never untold.
   */
  private async settle(group: GroupRecord, request: JoinRequestRecord, decision: JoinDecisionRecord): Promise<void> {
    const { groupId, uid } = request;
    const approve = decision.decision === 'APPROVED';
    // Queued before the request goes, so the request (with its decision) marks unfinished work.
    // Someone promoted already is a member, not queued again.
    if (approve && !(await this.memberships.nameOf(groupId, uid))) {
      await this.store.write({ kind: 'group', groupId }, () =>
        this.waitlist.enqueue(groupId, uid, request.displayName, request.requestedAt),
      );
    }
    // Full as far as this process knows: the queue keeps them in line without a promotion round
    // per approval (a crowd approved at once costs one each); should a place be free after all
    // (freed in another process a moment ago), the sweep promotes within seconds.
    if (approve && this.memberships.count(groupId) < group.maxMembers) await this.membership.promote(groupId);
    // The notice's id names the request, so telling twice stores one notification; told before
    // the request goes, so a process that stops in between is finished by the sweep.
    await this.notices.emit('personTold', {
      kind: approve ? 'JOIN_APPROVED' : 'JOIN_DECLINED',
      groupId,
      groupName: group.groupName,
      uid,
      event: String(request.requestedAt.getTime()),
    });
    await this.dropRequest(groupId, uid);
  }

  /**
   * The sweep's part: finishes decisions whose process stopped before removing the request.
   * Reads the open requests without their answers (bounded by pendingPerGroup per group) and
   * their decisions by id; at most once per `finishEveryMs`, as the decisions are read in full.
   */
  async finishDecided(force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - this.lastFinish < finishEveryMs) return;
    this.lastFinish = now;
    const open = await this.models.requests.find({}, { answers: 0 }).lean<JoinRequestRecord[]>();
    for (let start = 0; start < open.length; start += joinBounds.pendingPerGroup.max) {
      const some = open.slice(start, start + joinBounds.pendingPerGroup.max);
      const decided = await this.models.decisions
        .find({ _id: trusted({ $in: some.map(decisionId) }) })
        .lean<JoinDecisionRecord[]>();
      const byId = new Map(decided.map((decision) => [decision._id, decision]));
      for (const request of some) {
        const decision = byId.get(decisionId(request));
        const group = decision && (await this.store.findStored(request.groupId));
        if (decision && group) await this.settle(group, request, decision);
      }
    }
  }

  /**
   * A page of the pending queue with the answers, oldest first, for organizers (null for anyone
   * else). A decided request met on the way is finished in the background (see settle).
   */
  async pendingOf(viewer: Viewer | null, group: GroupRecord, page: QueuePageRequest = {}): Promise<QueuePage | null> {
    if (!this.permissions.can(viewer, group, 'DECIDE_REQUESTS')) return null;
    const groupId = group._id.toString();
    return readQueuePage(this.models, groupId, page, this.standing.pendingCount(groupId), (request, decision) => {
      void this.settle(group, request, decision).catch(() => undefined); // the sweep tries again
    });
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
