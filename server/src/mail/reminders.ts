import { Schema, type Connection, type Model } from 'mongoose';
import type { CalendarService } from '@/calendar/service';
import { isDuplicateKey } from '@/db/errors';
import { MembershipError, NotFoundError, ValidationError } from '@/errors';
import type { GroupRecord } from '@/groups/model';
import { requireViewer } from '@/auth/guards';
import type { Viewer } from '@/auth/viewer';
import type { GroupsService } from '@/groups/service';
import { modelOn } from '@/db/models';
import type { SessionsService } from '@/sessions/service';
import type { SessionRecord } from '@/schedule/schedule';
import type { LinkOutcome } from '@/mail/page';
import type { PreferencesStore } from '@/mail/preferences';
import type { LinkSigner } from '@/mail/signing';
import type { EmailContent } from '@/mail/template';
import type { MailKind } from '@/mail/kinds';

/** What reminders need of the mail service (a type of their own: the service builds them). */
export interface ReminderMailer {
  readonly publicUrl: string;
  readonly preferences: PreferencesStore;
  readonly signer: LinkSigner;
  queue(
    id: string,
    uid: string,
    kind: MailKind,
    content: Omit<EmailContent, 'footer'>,
    attachments?: { filename: string; contentType: string; content: string }[],
  ): Promise<boolean>;
}
import type { ReminderSettings } from '@/mail/reminderSettings';
import type { ReminderTarget } from '@/mail/reminderScheduler';
import { reminderLeadHours, type ReminderLead } from '@/mail/reminderTimes';
import { whenText } from '@/mail/when';

/** A "can't make it" link that was used: its `_id` names the session and person, so it works once. */
interface UsedLinkRecord {
  _id: string;
  uid: string;
  usedAt: Date;
}

const usedLinkSchema = new Schema<UsedLinkRecord>(
  {
    _id: { type: String, required: true },
    uid: { type: String, required: true },
    usedAt: { type: Date, required: true },
  },
  { collection: 'mail_used_links', versionKey: false },
);

const leadsText = reminderLeadHours.join(', ');

/**
 * Session reminders: the email each member who holds a place gets before a session (with the
 * session as an .ics and a signed "I can't make it" link), the organizer's lead time, and what
 * the link does — Not going through the sessions service, so the place goes to the first in
 * line exactly as if they had answered in the app.
 */
export class Reminders implements ReminderTarget {
  private readonly used: Model<UsedLinkRecord>;

  constructor(
    connection: Connection,
    private readonly mail: ReminderMailer,
    private readonly settings: ReminderSettings,
    private readonly groups: GroupsService,
    private readonly sessions: SessionsService,
    private readonly calendar: CalendarService,
  ) {
    this.used = modelOn(connection, 'MailUsedLink', usedLinkSchema);
  }

  leadOf(groupId: string): number {
    return this.settings.leadOf(groupId);
  }

  async send(group: GroupRecord, session: SessionRecord, leadHours: number): Promise<void> {
    const uids = await this.sessions.goingUids(session);
    if (uids.length === 0) return;
    const ics = this.calendar.sessionCalendar(group, session);
    const groupUrl = `${this.mail.publicUrl}/groups/${encodeURIComponent(session.groupId)}`;
    for (const uid of uids) {
      const preferences = await this.mail.preferences.get(uid);
      if (preferences.deliveries.REMINDER !== 'EMAIL') continue;
      const token = await this.mail.signer.sign({ a: 'cant', s: session.id, u: uid, e: session.startsAt.getTime() });
      await this.mail.queue(
        `reminder:${session.id}:${uid}:${leadHours}`,
        uid,
        'REMINDER',
        {
          heading: `Reminder: ${group.groupName}`,
          paragraphs: [
            `You said you are going to the next session of ${group.groupName}. See you there!`,
            `If you can no longer come, tell us: your place goes to the first person on the waitlist.`,
          ],
          details: [
            ['Group', group.groupName],
            ['When', whenText(session.startsAt, session.timeZone, preferences.timeZone)],
            ['Where', session.location],
          ],
          actions: [
            { label: "I can't make it", href: `${this.mail.publicUrl}/mail/cant-make-it?token=${token}` },
            { label: 'Open the group', href: groupUrl },
          ],
        },
        [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
      );
    }
  }

  /** What a "can't make it" token is about, or why it cannot be used. */
  async checkCantMakeIt(token: string): Promise<LinkOutcome & { sessionId?: string; uid?: string }> {
    const payload = await this.mail.signer.verify(token);
    if (
      payload?.a !== 'cant' ||
      typeof payload.s !== 'string' ||
      typeof payload.u !== 'string' ||
      typeof payload.e !== 'number'
    ) {
      return {
        ok: false,
        title: 'This link is not valid',
        message: 'The link is damaged or was not made by HobbyHub.',
      };
    }
    if (Date.now() >= payload.e) {
      return {
        ok: false,
        title: 'This link has expired',
        message: 'The session has started, so answers are closed.',
      };
    }
    if (await this.used.exists({ _id: `cant:${payload.s}:${payload.u}` })) {
      return { ok: false, title: 'Already done', message: 'You already said you can’t make it to this session.' };
    }
    return { ok: true, title: "Can't make it?", message: '', sessionId: payload.s, uid: payload.u };
  }

  /** Answers Not going for the person the token names, once; the first on the waitlist gets the place. */
  async cantMakeIt(token: string): Promise<LinkOutcome> {
    const checked = await this.checkCantMakeIt(token);
    if (!checked.ok || !checked.sessionId || !checked.uid) return checked;
    const member: Viewer = { uid: checked.uid, email: null, displayName: null };
    try {
      await this.sessions.rsvp(member, checked.sessionId, false);
    } catch (error) {
      if (error instanceof MembershipError || error instanceof NotFoundError) {
        return { ok: false, title: 'Nothing to change', message: error.message };
      }
      throw error;
    }
    try {
      await this.used.create({ _id: `cant:${checked.sessionId}:${checked.uid}`, uid: checked.uid, usedAt: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    return {
      ok: true,
      title: 'Thanks for telling us',
      message: 'You are down as not going, and your place went to the next person in line (if anyone was waiting).',
    };
  }

  /** The organizer picks the group's reminder lead time (2, 24 or 48 hours). */
  async setLead(viewer: Viewer | null, groupId: string, leadHours: unknown): Promise<GroupRecord> {
    const me = requireViewer(viewer);
    if (typeof leadHours !== 'number' || !(reminderLeadHours as readonly number[]).includes(leadHours)) {
      throw new ValidationError({ reminderLeadHours: `Reminder lead time must be one of ${leadsText} hours.` });
    }
    const group = await this.groups.get(groupId);
    this.groups.permissions.assert(me, group, 'MANAGE_SESSIONS', 'Only the organizer can change the reminders.');
    await this.settings.set(group._id.toString(), leadHours as ReminderLead);
    // Every process re-reads the lead and re-files the group's reminders on a change of the group.
    await this.groups.announceChange(group._id.toString());
    return group;
  }
}
