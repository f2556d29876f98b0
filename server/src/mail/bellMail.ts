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
  const standing = standingMailContent(notification, groupLink, publicUrl);
  if (standing) return standing;
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

const roleNames: Record<string, string> = { CO_ORGANIZER: 'a co-organizer', HOST: 'a host', OWNER: 'the owner' };

/** Where the email's action leads: the notification's own page, else the group's. */
export function actionHref(notification: NewNotification, publicUrl: string): string {
  return notification.path
    ? `${publicUrl}${notification.path}`
    : `${publicUrl}/groups/${encodeURIComponent(notification.groupId)}`;
}

/**
 * The kinds about a person's own place in a group (admission, team, bans), their discussions and
 * their reports; null for the others. Notes written by organizers are quoted as given (the
 * template escapes them) and are for this person only: a ban's reason, a decline's note.
 */
function standingMailContent(
  notification: NewNotification,
  groupLink: { label: string; href: string },
  publicUrl: string,
): Omit<EmailContent, 'footer'> | null {
  const group = notification.groupName;
  const note = notification.note?.trim() ? quoteOf(notification.note) : [];
  const role = notification.role ? roleNames[notification.role] : undefined;
  switch (notification.kind) {
    case 'JOIN_APPROVED':
      // One email for one event: an approval that seats the person is not also a promotion
      // (notifications/approvalNews.ts), so this one says which it is.
      return {
        heading: notification.seated === false ? `Your request to join ${group} is approved` : `Welcome to ${group}`,
        paragraphs: [
          notification.seated === true
            ? `An organizer approved your request to join ${group}, and a place was free: you are a member.`
            : notification.seated === false
              ? `An organizer approved your request to join ${group}. The group is full, so you are on its waitlist, in line from the moment you asked, until a place opens for you.`
              : `An organizer approved your request to join ${group}. You are a member, or, if the group is full, on its waitlist from the moment you asked.`,
        ],
        actions: [groupLink],
      };
    case 'JOIN_DECLINED':
      return {
        heading: `Your request to join ${group} was declined`,
        paragraphs: [
          `An organizer of ${group} declined your request to join.`,
          ...(note.length > 0 ? ['Their note to you:', ...note] : []),
        ],
        actions: [groupLink],
      };
    case 'REMOVED':
      return {
        heading: `You were removed from ${group}`,
        paragraphs: [`An organizer removed you from ${group}. You may ask to join again.`],
        actions: [groupLink],
      };
    case 'BANNED':
      return {
        heading: `You were banned from ${group}`,
        paragraphs: [
          `An organizer banned you from ${group}: until the ban is lifted you cannot join, wait for a place, answer its sessions or post there.`,
          ...(note.length > 0 ? ['The reason they gave:', ...note] : []),
        ],
        actions: [groupLink],
      };
    case 'UNBANNED':
      return {
        heading: `Your ban from ${group} was lifted`,
        paragraphs: [`An organizer lifted your ban from ${group}: you may ask to join again.`],
        actions: [groupLink],
      };
    case 'TEAM_INVITATION':
      return {
        heading: `You're invited to help run ${group}`,
        paragraphs: [
          `An organizer of ${group} invited you to its team${role ? ` as ${role}` : ''}. Only you can accept or decline, on the group's page.`,
        ],
        actions: [{ label: 'Answer the invitation', href: groupLink.href }],
      };
    case 'ROLE_CHANGED':
      return {
        heading:
          notification.role === 'MEMBER'
            ? `You are no longer on the team of ${group}`
            : `Your role in ${group} changed`,
        paragraphs: [
          notification.role === 'MEMBER'
            ? `An organizer took you off the team of ${group}; you stay a member.`
            : role
              ? `You are now ${role} of ${group}.`
              : `Your role in ${group} changed.`,
        ],
        actions: [groupLink],
      };
    case 'THREAD_REPLY':
      return {
        heading: `New reply in ${group}`,
        paragraphs: [`Someone replied in a discussion you follow in ${group}.`],
        actions: [{ label: 'Read the discussion', href: `${groupLink.href}/discussion` }],
      };
    case 'REPORT_FILED':
      return {
        heading: `New report to handle: ${group}`,
        paragraphs: [`Something in ${group} was reported, and you are one of the people who handle it.`],
        details: [
          ['Group', group],
          ...(notification.report ? ([['Reported', notification.report.summary]] as [string, string][]) : []),
        ],
        // Admins handle it in the site's queue, organizers in their group's (the notification's page).
        actions: [
          notification.path ? { label: 'Open the report queue', href: actionHref(notification, publicUrl) } : groupLink,
        ],
      };
    case 'REPORT_RESOLVED':
      return {
        heading: `Your report was resolved: ${group}`,
        paragraphs: [
          `Thank you for your report. It has been handled.`,
          ...(notification.report?.outcome ? [notification.report.outcome] : []),
        ],
        details: [
          ['Group', group],
          ...(notification.report ? ([['Reported', notification.report.summary]] as [string, string][]) : []),
        ],
        actions: [{ label: 'See your reports', href: actionHref(notification, publicUrl) }],
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
