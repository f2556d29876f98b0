import { mailBounds } from '@/bounds';
import type { NewNotification } from '@/notifications/service';
import type { EmailContent } from '@/mail/template';
import { whenText } from '@/mail/when';

export interface BellMailContext {
  publicUrl: string;
  /** The group's zone (its schedule's), or UTC for a group without one or gone. */
  groupZone: string;
  readerZone: string | null;
}

/** What an email about a bell notification says; null for kinds that are not emailed at once. */
export function bellMailContent(
  notification: NewNotification,
  { publicUrl, groupZone, readerZone }: BellMailContext,
): Omit<EmailContent, 'footer'> | null {
  const group = notification.groupName;
  const groupLink = {
    label: 'Open the group',
    href: `${publicUrl}/groups/${encodeURIComponent(notification.groupId)}`,
  };
  const session = notification.session;
  const sessionDetails = (): [string, string][] =>
    session
      ? [
          ['Group', group],
          ['When', whenText(session.startsAt, groupZone, readerZone)],
          ['Where', session.location],
        ]
      : [['Group', group]];
  switch (notification.kind) {
    case 'PROMOTED':
      return {
        heading: `You're in: ${group}`,
        paragraphs: [
          `A place opened in ${group} and you were next on the waitlist, so it is yours: you are now a member.`,
        ],
        actions: [groupLink],
      };
    case 'SESSION_CANCELLED':
      return {
        heading: `Session cancelled: ${group}`,
        paragraphs: [`The organizer cancelled a session you said you were going to.`],
        details: sessionDetails(),
        actions: [groupLink],
      };
    case 'SESSION_MOVED':
      return {
        heading: `Session moved: ${group}`,
        paragraphs: [`A session you said you were going to has a new time or place. Here is where it is now.`],
        details: sessionDetails(),
        actions: [groupLink],
      };
    case 'GROUP_CHANGED':
      return {
        heading: `${group} changed`,
        paragraphs: [`The organizer changed the date or place of ${group}.`],
        actions: [groupLink],
      };
    case 'GROUP_DELETED':
      return { heading: `${group} was deleted`, paragraphs: [`The organizer deleted ${group}.`] };
    case 'ANNOUNCEMENT':
      return {
        heading: `Announcement from ${group}`,
        paragraphs: [`The organizer of ${group} sent you an announcement:`, ...quoteOf(notification.text ?? '')],
        actions: [{ label: 'Read it in HobbyHub', href: groupLink.href }],
      };
    case 'WAITLIST_ENDED':
      return {
        heading: `The waitlist of ${group} ended`,
        paragraphs: [`${group} has started, so its waitlist ended before a place opened for you.`],
      };
    default:
      return null;
  }
}

/**
 * An announcement's Markdown as plain paragraphs (one per line: list items stay apart in HTML),
 * quoted up to `mailBounds.announcementQuote` characters, cut at a word, then "…": the template
 * escapes it, and the group page shows the whole text rendered.
 */
export function quoteOf(text: string): string[] {
  const max = mailBounds.announcementQuote;
  let quoted = text.trim();
  if (quoted.length > max) {
    const cut = quoted.slice(0, max);
    const space = cut.search(/\s\S*$/);
    quoted = `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()} …`;
  }
  return quoted
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
