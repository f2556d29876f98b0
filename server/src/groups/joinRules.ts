import { MembershipError } from '@/errors';
import type { JoinPolicy } from '@/groups/joinModel';
import type { GroupRecord } from '@/groups/model';

/** Who may join a group and how; groups stored before policies existed are open. */
export function policyOf(group: GroupRecord): JoinPolicy {
  return group.joinPolicy ?? 'OPEN';
}

/** The refusal a banned person gets everywhere in the group, with the reason they were given. */
export function bannedError(reason: string): MembershipError {
  return new MembershipError('BANNED', `An organizer banned you from this group: ${reason}`);
}

/** The refusal of a join (or a request) that the group's policy does not allow, or null. */
export function policyRefusal(group: GroupRecord): MembershipError | null {
  const policy = policyOf(group);
  if (policy === 'APPROVAL') {
    return new MembershipError('APPROVAL_REQUIRED', 'This group takes new members by approval: ask to join.');
  }
  return policy === 'INVITE_ONLY' ? inviteOnly() : null;
}

export function inviteOnly(): MembershipError {
  return new MembershipError('INVITE_ONLY', 'This group takes new members by invitation only.');
}
