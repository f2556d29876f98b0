/** What a person can choose, per kind of message (Settings → Notifications). */
export const deliveries = ['IN_APP', 'EMAIL', 'DIGEST', 'OFF'] as const;
export type Delivery = (typeof deliveries)[number];

/**
 * The kinds of message a person hears of: the bell's (notifications/model.ts), session reminders,
 * and group announcements (announced by the talk feature). The settings page lists them in this order.
 */
export const mailKinds = [
  'REMINDER',
  'PROMOTED',
  'SESSION_CANCELLED',
  'SESSION_MOVED',
  'ANNOUNCEMENT',
  'GROUP_CHANGED',
  'GROUP_DELETED',
  'WAITLIST_ENDED',
  'JOIN_APPROVED',
  'JOIN_DECLINED',
  'REMOVED',
  'BANNED',
  'UNBANNED',
  'TEAM_INVITATION',
  'ROLE_CHANGED',
  'THREAD_REPLY',
  'REPORT_FILED',
  'REPORT_RESOLVED',
] as const;
export type MailKind = (typeof mailKinds)[number];

/** For a new or existing account: what needs acting on soon by email at once, the rest in the app. */
export const defaultDeliveries: Record<MailKind, Delivery> = {
  REMINDER: 'EMAIL',
  PROMOTED: 'EMAIL',
  SESSION_CANCELLED: 'EMAIL',
  SESSION_MOVED: 'EMAIL',
  ANNOUNCEMENT: 'EMAIL',
  GROUP_CHANGED: 'IN_APP',
  GROUP_DELETED: 'IN_APP',
  WAITLIST_ENDED: 'IN_APP',
  JOIN_APPROVED: 'IN_APP',
  JOIN_DECLINED: 'IN_APP',
  REMOVED: 'IN_APP',
  BANNED: 'IN_APP',
  UNBANNED: 'IN_APP',
  TEAM_INVITATION: 'IN_APP',
  ROLE_CHANGED: 'IN_APP',
  THREAD_REPLY: 'IN_APP',
  REPORT_FILED: 'IN_APP',
  REPORT_RESOLVED: 'IN_APP',
};

export const isMailKind = (kind: string): kind is MailKind => (mailKinds as readonly string[]).includes(kind);

/** One kind's delivery, as GraphQL lists them. */
export interface KindPreference {
  kind: MailKind;
  delivery: Delivery;
}

/**
 * Each kind as a plural noun, in emails and on the unsubscribe pages (the web client's list of
 * groups unsubscribed from uses the same words; a client test compares them).
 */
export const kindLabels: Record<MailKind | 'DIGEST', string> = {
  DIGEST: 'The daily digest',
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
