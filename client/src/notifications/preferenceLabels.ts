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
};

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
};
