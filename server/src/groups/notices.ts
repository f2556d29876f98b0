/**
 * What happened to a group that the people in it should hear of, for other features to act on
 * (notifications/ stores a notification per person). Unlike groupEvents.ts ("this group's
 * document or members changed", for live subscriptions), these are raised by the process that
 * made the change, once per change, and awaited: a listener's failure fails the step that raised
 * it, and a step that is retried (a promotion finished by the sweep) raises it again — so each
 * listener must be idempotent per event (`event` and the entries' ids and times name it).
 */
export interface GroupNoticeMap {
  /** The group's indexes are being created at start (listeners create theirs). */
  starting: Record<string, never>;
  /** The group's date or place changed (`event` names the new values), or it was deleted (`deleted`). */
  membersTold: {
    kind: 'GROUP_CHANGED' | 'GROUP_DELETED';
    groupId: string;
    groupName: string;
    uids: string[];
    event: string;
  };
  /** The head of the waitlist became a member. */
  promoted: { groupId: string; groupName: string; entry: QueueEntry };
  /** The queue ended: the group started (WAITLIST_ENDED) or was deleted (GROUP_DELETED). */
  waitlistEnded: {
    kind: 'WAITLIST_ENDED' | 'GROUP_DELETED';
    groupId: string;
    groupName: string;
    waited: QueueEntry[];
  };
  /** One session of the group was cancelled or moved; `uids` said Going to it. */
  sessionChanged: {
    kind: 'SESSION_CANCELLED' | 'SESSION_MOVED';
    groupId: string;
    groupName: string;
    session: { id: string; startsAt: Date; location: string };
    uids: string[];
    event: string;
  };
  /** One person should hear of a change of their place in the group (`event` names it, once). */
  personTold: {
    kind: 'TEAM_INVITATION' | 'ROLE_CHANGED' | 'REMOVED' | 'JOIN_APPROVED' | 'JOIN_DECLINED' | 'BANNED' | 'UNBANNED';
    groupId: string;
    groupName: string;
    uid: string;
    event: string;
  };
  /** A member left the group (their place is free already): what they held in it goes too. */
  memberLeft: { groupId: string; uid: string };
  /** A person's account is being deleted: records about them go. */
  personRemoved: { uid: string };
}

/** A place in a queue, as far as a notice needs it: its id and when it was taken name the event. */
export interface QueueEntry {
  _id: string;
  uid: string;
  queuedAt: Date;
}

type Listener<K extends keyof GroupNoticeMap> = (notice: GroupNoticeMap[K]) => Promise<void> | void;

/** A small typed emitter whose listeners run one after the other and are awaited. */
export class GroupNotices {
  private readonly listeners = new Map<keyof GroupNoticeMap, Listener<never>[]>();

  on<K extends keyof GroupNoticeMap>(name: K, listener: Listener<K>): void {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  async emit<K extends keyof GroupNoticeMap>(name: K, notice: GroupNoticeMap[K]): Promise<void> {
    for (const listener of (this.listeners.get(name) ?? []) as Listener<K>[]) await listener(notice);
  }
}
