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
import type { EmailContent, QueueExtras } from '@/mail/template';
import type { MailKind } from '@/mail/kinds';
import type { NewDigestItem } from '@/mail/digests';
import type { MailPreferences } from '@/mail/preferences';

/** What reminders need of the mail service (a type of their own: the service builds them). */
export interface ReminderMailer {
  readonly publicUrl: string;
  readonly preferences: PreferencesStore;
  readonly signer: LinkSigner;
  /** For those who chose their reminders in the daily digest. */
  readonly digests: { add(item: NewDigestItem): Promise<void> };
  queue(
    id: string,
    uid: string,
    kind: MailKind,
    content: Omit<EmailContent, 'footer'>,
    extras?: QueueExtras,
  ): Promise<boolean>;
}
import type { ReminderChoice, ReminderSettings } from '@/mail/reminderSettings';
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

  nudgeOf(groupId: string): boolean {
    return this.settings.nudgeOf(groupId);
  }

  async send(group: GroupRecord, session: SessionRecord, leadHours: number): Promise<void> {
    await this.remindGoing(group, session, leadHours);
    if (this.settings.nudgeOf(session.groupId)) await this.nudgeUnanswered(group, session, leadHours);
  }

  /**
   * The group's optional nudge: members who have given no answer for the session (neither Going,
   * on the waitlist, nor Not going) are asked whether they come, at the reminders' time. Their
   * reminder preference decides whether they get it.
   */
  private async nudgeUnanswered(group: GroupRecord, session: SessionRecord, leadHours: number): Promise<void> {
    const groupUrl = `${this.mail.publicUrl}/groups/${encodeURIComponent(session.groupId)}`;
    for (const uid of await this.groups.membership.memberUids(session.groupId)) {
      if ((await this.sessions.viewerRsvp({ uid, email: null, displayName: null }, session)) !== null) continue;
      const preferences = await this.mail.preferences.forMail(uid);
      const id = `nudge:${session.id}:${uid}:${leadHours}`;
      if (await this.notByEmail(id, uid, preferences, group, session, `Are you coming? ${group.groupName}`)) continue;
      await this.mail.queue(
        id,
        uid,
        'REMINDER',
        {
          heading: `Are you coming? ${group.groupName}`,
          paragraphs: [
            `${group.groupName} meets soon and you have not said whether you are coming.`,
            'Answer in the app, so the organizer knows and places go to those who come.',
          ],
          details: [
            ['Group', group.groupName],
            ['When', whenText(session.startsAt, session.timeZone, preferences.timeZone)],
            ['Where', session.location],
          ],
          actions: [{ label: 'Answer in the app', href: groupUrl }],
        },
        { group: { id: session.groupId, name: group.groupName } },
      );
    }
  }

  private async remindGoing(group: GroupRecord, session: SessionRecord, leadHours: number): Promise<void> {
    const uids = await this.sessions.goingUids(session);
    if (uids.length === 0) return;
    const ics = this.calendar.sessionCalendar(group, session);
    const groupUrl = `${this.mail.publicUrl}/groups/${encodeURIComponent(session.groupId)}`;
    for (const uid of uids) {
      const preferences = await this.mail.preferences.forMail(uid);
      const id = `reminder:${session.id}:${uid}:${leadHours}`;
      if (await this.notByEmail(id, uid, preferences, group, session, `Reminder: ${group.groupName}`)) continue;
      const token = await this.mail.signer.sign({ a: 'cant', s: session.id, u: uid, e: session.startsAt.getTime() });
      await this.mail.queue(
        id,
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
        {
          attachments: [
            { filename: 'session.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
          ],
          group: { id: session.groupId, name: group.groupName },
        },
      );
    }
  }

  /**
   * True when this person gets no reminder email now: none at all (Off, In-app only, or this
   * group unsubscribed), or a line in their daily digest instead. A digest line that would come
   * after the session starts is dropped there (`until`).
   */
  private async notByEmail(
    id: string,
    uid: string,
    preferences: MailPreferences,
    group: GroupRecord,
    session: SessionRecord,
    summary: string,
  ): Promise<boolean> {
    const delivery = preferences.deliveries.REMINDER;
    if (delivery === 'EMAIL' && !preferences.mutedFor(session.groupId, 'REMINDER')) return false;
    if (delivery === 'DIGEST' && !preferences.mutedFor(session.groupId, 'REMINDER')) {
      await this.mail.digests.add({
        _id: id,
        uid,
        kind: 'REMINDER',
        summary,
        detail: `${whenText(session.startsAt, session.timeZone, preferences.timeZone)}, ${session.location}`,
        href: `${this.mail.publicUrl}/groups/${encodeURIComponent(group._id.toString())}`,
        zone: session.timeZone,
        until: session.startsAt,
      });
    }
    return true;
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
    return (await this.setReminders(viewer, groupId, { reminderLeadHours: leadHours })).group;
  }

  /** The organizer's reminder settings: the lead time, and whether members who have not answered are nudged. */
  async setReminders(
    viewer: Viewer | null,
    groupId: string,
    input: unknown,
  ): Promise<{ group: GroupRecord; settings: ReminderChoice }> {
    const me = requireViewer(viewer);
    const { reminderLeadHours: leadHours, nudgeUnanswered: nudge } = (input ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    if (
      leadHours !== undefined &&
      (typeof leadHours !== 'number' || !(reminderLeadHours as readonly number[]).includes(leadHours))
    ) {
      fields.reminderLeadHours = `Reminder lead time must be one of ${leadsText} hours.`;
    }
    if (nudge !== undefined && typeof nudge !== 'boolean') fields.nudgeUnanswered = 'Nudge must be true or false.';
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);
    const group = await this.groups.get(groupId);
    this.groups.permissions.assert(me, group, 'MANAGE_SESSIONS', 'Only the organizer can change the reminders.');
    const settings = await this.settings.set(group._id.toString(), {
      leadHours: leadHours as ReminderLead | undefined,
      nudge: nudge as boolean | undefined,
    });
    // Every process re-reads the settings and re-files the group's reminders on a change of the group.
    await this.groups.announceChange(group._id.toString());
    return { group, settings };
  }
}
