import type { Connection } from 'mongoose';
import { decisionId, joinModels, personInGroupId, type JoinDecisionRecord } from '@/groups/joinModel';
import { membershipModels, membershipId } from '@/groups/membershipModel';
import type { QueueEntry } from '@/groups/notices';
import type { NewNotification, Notifications } from '@/notifications/service';

/**
 * One event, one notice. An approval queues the person at the instant they asked, and when the
 * group has room the promotion that follows seats them at once: that is the approval's news, told
 * by its JOIN_APPROVED notice alone (which then says they are a member), with no PROMOTED beside
 * it, so the bell holds one item and at most one email goes. An approved person who waits and gets
 * a place later hears of both: those are two events.
 *
 * "At once" is decided by order, on stored facts, so any process's promotion (the approval's own,
 * or a sweep's) agrees: a promotion of an approval's queue entry made before the approval's notice
 * is stored is told by that notice. The approval tells after its promotion (groups/join.ts), reads
 * membership for the notice's words, and reads it again once the notice is stored: a promotion
 * that slipped between the two (and so was not told) is told then, under the promotion's own id,
 * so the two tellers store it once. A race can add a redundant notice; none is lost.
 */
export class ApprovalNews {
  private readonly decisions;
  private readonly memberships;

  constructor(
    connection: Connection,
    private readonly notifications: Notifications,
  ) {
    this.decisions = joinModels(connection).decisions;
    this.memberships = membershipModels(connection).memberships;
  }

  /** The notice for a promotion from the queue, or null when the approval's notice tells it. */
  async promoted(groupId: string, groupName: string, entry: QueueEntry): Promise<NewNotification | null> {
    const approval = await this.decisions
      .findById(decisionId({ groupId, uid: entry.uid, requestedAt: entry.queuedAt }), { decision: 1 })
      .lean<Pick<JoinDecisionRecord, 'decision'>>();
    if (approval?.decision === 'APPROVED') {
      const told = await this.notifications.has(approvedId(groupId, entry.uid, entry.queuedAt));
      if (!told) return null;
    }
    return promotedNotice(groupId, groupName, entry);
  }

  /** Tells the person their request was approved, saying whether they have a place (see above). */
  async approved(groupId: string, groupName: string, uid: string, requestedAt: Date): Promise<void> {
    const seated = await this.isMember(groupId, uid);
    await this.notifications.add({
      id: approvedId(groupId, uid, requestedAt),
      uid,
      kind: 'JOIN_APPROVED',
      groupId,
      groupName,
      seated,
    });
    if (seated || !(await this.isMember(groupId, uid))) return;
    // The group waitlist's entry `_id` is `<groupId>:<uid>`, as the promotion's notice names it.
    const entry = { _id: personInGroupId(groupId, uid), uid, queuedAt: requestedAt };
    await this.notifications.add(promotedNotice(groupId, groupName, entry));
  }

  private async isMember(groupId: string, uid: string): Promise<boolean> {
    return (await this.memberships.exists({ _id: membershipId(groupId, uid) })) !== null;
  }
}

/** The approval's notice: named by the request (its time), as every personTold notice is. */
const approvedId = (groupId: string, uid: string, requestedAt: Date) =>
  `JOIN_APPROVED:${groupId}:${uid}:${requestedAt.getTime()}`;

/** A promotion's notice: named by the queue entry and when it was queued, so a retried promotion stores it once. */
function promotedNotice(groupId: string, groupName: string, entry: QueueEntry): NewNotification {
  return {
    id: `promoted:${entry._id}:${entry.queuedAt.getTime()}`,
    uid: entry.uid,
    kind: 'PROMOTED',
    groupId,
    groupName,
  };
}
