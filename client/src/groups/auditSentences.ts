import type { AuditAction } from '@/gql/graphql';

/** One line of a group's audit log as the server sends it. */
export interface AuditLine {
  action: AuditAction;
  actorName: string;
  targetName?: string | null;
  detail?: string | null;
}

const roleNames: Record<string, string> = { CO_ORGANIZER: 'a co-organizer', HOST: 'a host', OWNER: 'the owner' };
const policyNames: Record<string, string> = {
  OPEN: 'open (anyone can join)',
  APPROVAL: 'approval (people ask, organizers decide)',
  INVITE_ONLY: 'invite only',
};
const reasonNames: Record<string, string> = {
  SPAM: 'spam',
  HARASSMENT: 'harassment',
  INAPPROPRIATE: 'inappropriate',
  MISLEADING: 'misleading',
  OTHER: 'other',
};

const role = (detail: string | null | undefined) => (detail && roleNames[detail]) || 'a team member';
/** A note or reason an organizer wrote, quoted; nothing when there was none. */
const quoted = (detail: string | null | undefined) => (detail ? `: “${detail}”` : '');

/**
 * What happened, as a sentence ("Olga approved Ari’s request to join: “Welcome!”"). The server
 * sends the action and names; the words are the client's, so they can change without the API.
 */
export function auditSentence({ action, actorName: actor, targetName, detail }: AuditLine): string {
  const target = targetName ?? 'someone';
  switch (action) {
    case 'EDITED':
      return detail ? `${actor} edited the group (${detail}).` : `${actor} edited the group.`;
    case 'INVITED':
      return `${actor} invited ${target} to the team as ${role(detail)}.`;
    case 'JOINED_TEAM':
      return `${actor} joined the team as ${role(detail)}.`;
    case 'DECLINED_TEAM':
      return `${actor} declined the invitation to the team.`;
    case 'ROLE_CHANGED':
      return detail === 'MEMBER' ? `${actor} took ${target} off the team.` : `${actor} made ${target} ${role(detail)}.`;
    case 'LEFT_TEAM':
      return `${actor} stepped down from the team.`;
    case 'TRANSFERRED':
      return `${actor} handed the group over to ${target}.`;
    case 'REMOVED':
      return `${actor} removed ${target} from the group.`;
    case 'REPORT_RESOLVED':
      return `${actor} resolved a report (${(detail && reasonNames[detail]) || 'other'}) about ${target}.`;
    case 'HID_POST':
      return `${actor} hid a ${detail === 'REPLY' ? 'reply' : 'thread'}: ${target}.`;
    case 'SUSPENDED':
      return `${actor} suspended the group${quoted(detail)}.`;
    case 'UNSUSPENDED':
      return `${actor} lifted the group’s suspension.`;
    case 'ACCOUNT_SUSPENDED':
      return `${actor} suspended the account of ${target}${quoted(detail)}.`;
    case 'ACCOUNT_UNSUSPENDED':
      return `${actor} lifted the suspension of ${target}’s account.`;
    case 'APPROVED':
      return `${actor} approved ${target}’s request to join${quoted(detail)}.`;
    case 'DECLINED':
      return `${actor} declined ${target}’s request to join${quoted(detail)}.`;
    case 'BANNED':
      return `${actor} banned ${target}${quoted(detail)}.`;
    case 'UNBANNED':
      return `${actor} lifted the ban on ${target}.`;
    case 'JOIN_POLICY':
      return `${actor} set who may join to ${(detail && policyNames[detail]) || 'another policy'}.`;
    default:
      return `${actor} changed something in the group.`;
  }
}
