import type { NotificationDelivery, NotificationPreferenceKind } from '@/gql/graphql';

/** What each kind of news is called on the settings page (and in its per-group list). */
export const kindLabels: Record<NotificationPreferenceKind, string> = {
  REMINDER: 'Session reminders',
  PROMOTED: 'You got a place from a waitlist',
  SESSION_CANCELLED: 'A session you go to is cancelled',
  SESSION_MOVED: 'A session you go to is moved',
  ANNOUNCEMENT: 'Announcements from organizers',
  GROUP_CHANGED: 'A group you are in changes',
  GROUP_DELETED: 'A group you are in is deleted',
  WAITLIST_ENDED: 'A waitlist you are on ends',
  JOIN_APPROVED: 'Your request to join is approved',
  JOIN_DECLINED: 'Your request to join is declined',
  REMOVED: 'You are removed from a group',
  BANNED: 'You are banned from a group',
  UNBANNED: 'Your ban from a group is lifted',
  TEAM_INVITATION: 'You are invited to a group’s team',
  ROLE_CHANGED: 'Your role in a group’s team changes',
  THREAD_REPLY: 'Someone replies in a discussion you follow',
  REPORT_FILED: 'Something you handle is reported',
  REPORT_RESOLVED: 'A report you filed is resolved',
};

/**
 * The settings page's sections, in order: each kind in one of them (a kind a newer server adds
 * shows under the last, "Everything else").
 */
export const kindSections: { title: string; kinds: NotificationPreferenceKind[] }[] = [
  { title: 'Sessions', kinds: ['REMINDER', 'SESSION_CANCELLED', 'SESSION_MOVED'] },
  {
    title: 'Your groups',
    kinds: ['PROMOTED', 'WAITLIST_ENDED', 'ANNOUNCEMENT', 'GROUP_CHANGED', 'GROUP_DELETED', 'THREAD_REPLY'],
  },
  {
    title: 'Joining, teams and bans',
    kinds: ['JOIN_APPROVED', 'JOIN_DECLINED', 'REMOVED', 'BANNED', 'UNBANNED', 'TEAM_INVITATION', 'ROLE_CHANGED'],
  },
  { title: 'Reports', kinds: ['REPORT_FILED', 'REPORT_RESOLVED'] },
];

export const deliveryLabels: Record<NotificationDelivery, string> = {
  IN_APP: 'In-app only',
  EMAIL: 'Email at once',
  DIGEST: 'Daily digest',
  OFF: 'Off',
};

/**
 * Each kind as a plural noun, for the list of groups unsubscribed from: the same words as the
 * one-click unsubscribe page the person came from ("no more email about session reminders from …");
 * a test compares them with the server's.
 */
export const kindNouns: Record<NotificationPreferenceKind, string> = {
  REMINDER: 'Session reminders',
  PROMOTED: 'Waitlist promotions',
  SESSION_CANCELLED: 'Session cancellations',
  SESSION_MOVED: 'Session moves',
  ANNOUNCEMENT: 'Announcements',
  GROUP_CHANGED: 'Group changes',
  GROUP_DELETED: 'Deleted groups',
  WAITLIST_ENDED: 'Ended waitlists',
  JOIN_APPROVED: 'Approved join requests',
  JOIN_DECLINED: 'Declined join requests',
  REMOVED: 'Removals',
  BANNED: 'Bans',
  UNBANNED: 'Lifted bans',
  TEAM_INVITATION: 'Team invitations',
  ROLE_CHANGED: 'Role changes',
  THREAD_REPLY: 'Discussion replies',
  REPORT_FILED: 'Reports to handle',
  REPORT_RESOLVED: 'Resolved reports',
};
