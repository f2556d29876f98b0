import type { Connection } from 'mongoose';
import type { IdentityAccounts } from '@/auth/accounts';
import type { Viewer } from '@/auth/viewer';
import { requireViewer } from '@/auth/guards';
import { NotFoundError } from '@/errors';
import type { GroupsService } from '@/groups/service';
import type { Logger } from '@/logger';
import type { NewNotification, Notifications } from '@/notifications/service';
import { zoneAt } from '@/schedule/schedule';
import { actionHref, bellMailContent } from '@/mail/bellMail';
import { isMailKind, kindLabels, mailKinds, type MailKind } from '@/mail/kinds';
import { Outbox, type OutboxOptions } from '@/mail/outbox';
import { outboxModels } from '@/mail/outboxModel';
import { PreferencesStore, preferencesModel, type GroupUnsubscribe, type Preferences } from '@/mail/preferences';
import { resubscribeSchema, validatePreferences } from '@/mail/validation';
import { parseFields } from '@/schemas';
import { LinkSigner, loadSigningKey } from '@/mail/signing';
import type { LinkOutcome } from '@/mail/page';
import { renderEmail, type EmailContent, type QueueExtras, type RenderedEmail } from '@/mail/template';
import type { MailTransport } from '@/mail/transport';
import type { CalendarService } from '@/calendar/service';
import type { SessionsService } from '@/sessions/service';
import { Reminders } from '@/mail/reminders';
import { ReminderScheduler } from '@/mail/reminderScheduler';
import { ReminderSettings } from '@/mail/reminderSettings';
import { Digests } from '@/mail/digests';
import { whenText } from '@/mail/when';

export interface MailDependencies {
  connection: Connection;
  groups: GroupsService;
  notifications: Notifications;
  sessions: SessionsService;
  calendar: CalendarService;
  accounts: IdentityAccounts;
  publicUrl: string;
  logger: Logger;
  /** Where mail goes; null: it is queued and waits (production without SMTP_URL). */
  transport: MailTransport | null;
  outbox?: Partial<OutboxOptions>;
  /** The reminders' clock (tests move it); default: the real one. */
  now?: () => Date;
}

/**
 * Email: what people hear of by email and how (preferences), each message queued in the outbox
 * with the links that let them act on it or hear less, and the answers to those links.
 */
export class MailService {
  readonly signer: LinkSigner;
  readonly reminders: Reminders;
  readonly scheduler: ReminderScheduler;
  readonly digests: Digests;

  constructor(
    readonly outbox: Outbox,
    readonly preferences: PreferencesStore,
    private readonly groups: GroupsService,
    readonly publicUrl: string,
    signingKey: () => Promise<Buffer>,
    private readonly reminderSettings: ReminderSettings,
    parts: {
      connection: Connection;
      sessions: SessionsService;
      calendar: CalendarService;
      logger: Logger;
      now?: () => Date;
    },
  ) {
    this.signer = new LinkSigner(signingKey);
    this.reminders = new Reminders(parts.connection, this, reminderSettings, groups, parts.sessions, parts.calendar);
    this.scheduler = new ReminderScheduler(groups, this.reminders, parts.logger, parts.now);
    this.digests = new Digests(parts.connection, this, parts.logger, parts.now);
  }

  /** After the groups are loaded: reminders are filed, and the outbox worker sends. */
  async start(): Promise<void> {
    await this.reminderSettings.load();
    await this.scheduler.start();
    this.digests.start();
    this.outbox.start();
  }

  async stop(): Promise<void> {
    await this.scheduler.stop();
    await this.digests.stop();
    await this.outbox.stop();
  }

  /**
   * A bell notification, emailed when the person wants that kind by email at once, or kept for
   * their daily digest.
   */
  async onNotification(notification: NewNotification): Promise<void> {
    if (!isMailKind(notification.kind)) return;
    const { deliveries, timeZone, mutedFor } = await this.preferences.forMail(notification.uid);
    const delivery = deliveries[notification.kind];
    if (delivery !== 'EMAIL' && delivery !== 'DIGEST') return;
    if (mutedFor(notification.groupId, notification.kind)) return;
    const session = notification.session;
    const groupZone = await this.groupZone(notification.groupId, session?.startsAt ?? new Date());
    const content = bellMailContent(notification, { publicUrl: this.publicUrl, groupZone, readerZone: timeZone });
    if (delivery === 'DIGEST') {
      await this.digests.add({
        _id: `notification:${notification.id}`,
        uid: notification.uid,
        kind: notification.kind,
        summary: content?.heading ?? `${kindLabels[notification.kind]}: ${notification.groupName}`,
        detail: session
          ? `${whenText(session.startsAt, groupZone, timeZone)}, ${session.location}`
          : (notification.report?.summary ?? notification.note ?? ''),
        href: actionHref(notification, this.publicUrl),
        zone: groupZone,
      });
      return;
    }
    if (!content) return;
    await this.queue(`notification:${notification.id}`, notification.uid, notification.kind, content, {
      group: { id: notification.groupId, name: notification.groupName },
    });
  }

  preferencesOfPerson(uid: string): Promise<Preferences> {
    return this.preferences.get(uid);
  }

  /** The daily digest: its unsubscribe link turns every kind the person digests to in-app only. */
  queueDigest(id: string, uid: string, content: Omit<EmailContent, 'footer'>): Promise<boolean> {
    return this.queue(id, uid, 'DIGEST', content);
  }

  /** Renders the message with its footer and unsubscribe headers, and queues it once by `id`. */
  async queue(
    id: string,
    uid: string,
    kind: MailKind | 'DIGEST',
    content: Omit<EmailContent, 'footer'>,
    { attachments, group }: QueueExtras = {},
  ): Promise<boolean> {
    // About one group: its one-click unsubscribe stops that kind for that group only.
    const scope = group ? { g: group.id, n: group.name } : {};
    const token = await this.signer.sign({ a: 'unsubscribe', u: uid, k: kind, ...scope });
    const unsubscribe = `${this.publicUrl}/mail/unsubscribe?token=${token}`;
    const what = kindLabels[kind].toLowerCase() + (group ? ` from ${group.name}` : '');
    const settings = `${this.publicUrl}/settings/notifications`;
    const rendered: RenderedEmail = renderEmail({
      ...content,
      footer: {
        text:
          kind === 'DIGEST'
            ? 'You get this daily digest because of your HobbyHub notification settings.'
            : `You get this email because of your HobbyHub notification settings (${kindLabels[kind]}: email).`,
        links: [
          { label: 'Notification settings', href: settings },
          { label: `Unsubscribe from ${what}`, href: unsubscribe },
        ],
      },
    });
    return this.outbox.enqueue({
      id,
      uid,
      kind,
      ...rendered,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      attachments,
    });
  }

  /** One-click unsubscribe (RFC 8058): that kind goes to in-app only; replaying it changes nothing. */
  async unsubscribe(token: string): Promise<LinkOutcome> {
    const payload = await this.signer.verify(token);
    const kind = payload?.k;
    if (
      payload?.a !== 'unsubscribe' ||
      typeof payload.u !== 'string' ||
      typeof kind !== 'string' ||
      (!isMailKind(kind) && kind !== 'DIGEST')
    ) {
      return { ok: false, title: 'This link is not valid', message: invalidLink };
    }
    if (kind === 'DIGEST') return this.unsubscribeDigest(payload.u);
    if (typeof payload.g === 'string') {
      const about = `${kindLabels[kind].toLowerCase()} from ${typeof payload.n === 'string' ? payload.n : 'this group'}`;
      const muted = await this.preferences.mute(payload.u, payload.g, kind);
      return muted
        ? {
            ok: true,
            title: 'Unsubscribed',
            message: `You will get no more email about ${about}. You still see them in the app; your notification settings decide for your other groups.`,
          }
        : { ok: true, title: 'Already unsubscribed', message: `You get no email about ${about} already.` };
    }
    const before = await this.preferences.deliveryOf(payload.u, kind);
    if (before !== 'EMAIL' && before !== 'DIGEST') {
      return {
        ok: true,
        title: 'Already unsubscribed',
        message: `You get no email about ${kindLabels[kind].toLowerCase()} already. You still see them in the app.`,
      };
    }
    await this.preferences.update(payload.u, { deliveries: { [kind]: 'IN_APP' } });
    return {
      ok: true,
      title: 'Unsubscribed',
      message: `You will get no more email about ${kindLabels[kind].toLowerCase()}. You still see them in the app, and you can turn email back on in your notification settings.`,
    };
  }

  private async unsubscribeDigest(uid: string): Promise<LinkOutcome> {
    const { deliveries } = await this.preferences.get(uid);
    const digested = mailKinds.filter((kind) => deliveries[kind] === 'DIGEST');
    if (digested.length === 0) {
      return { ok: true, title: 'Already unsubscribed', message: 'You get no daily digest already.' };
    }
    await this.preferences.update(uid, {
      deliveries: Object.fromEntries(digested.map((kind) => [kind, 'IN_APP' as const])),
    });
    return {
      ok: true,
      title: 'Unsubscribed',
      message: `You will get no more daily digest. You still see everything in the app, and you can turn email back on in your notification settings.`,
    };
  }

  /** The groups the person unsubscribed from some kinds for, each with its name (null once deleted). */
  async groupUnsubscribesOf(viewer: Viewer | null): Promise<GroupUnsubscribe[]> {
    const muted = await this.preferences.mutedGroupsOf(requireViewer(viewer).uid);
    const entries = Object.entries(muted).filter(([, kinds]) => kinds.length > 0);
    return Promise.all(
      entries.map(async ([groupId, kinds]) => ({
        groupId,
        groupName: (await this.groups.get(groupId).catch(() => null))?.groupName ?? null,
        kinds,
      })),
    );
  }

  /** Email again for one kind from one group; the preferences as they now are. */
  async resubscribe(viewer: Viewer | null, input: unknown): Promise<Preferences> {
    const { uid } = requireViewer(viewer);
    const { groupId, kind } = parseFields(resubscribeSchema, input);
    await this.preferences.unmute(uid, groupId, kind);
    return this.preferences.get(uid);
  }

  preferencesOf(viewer: Viewer | null): Promise<Preferences> {
    return this.preferences.get(requireViewer(viewer).uid);
  }

  async updatePreferences(viewer: Viewer | null, input: unknown): Promise<Preferences> {
    const { uid } = requireViewer(viewer);
    return this.preferences.update(uid, validatePreferences(input));
  }

  private async groupZone(groupId: string, at: Date): Promise<string> {
    const group = await this.groups.get(groupId).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    return group?.schedule ? zoneAt(group.schedule, at) : 'UTC';
  }
}

const invalidLink =
  'The link is damaged or was not made by HobbyHub. Open your notification settings to change what you get by email.';

/**
 * The mail feature on a database connection, listening to stored notifications and to account
 * deletions (a deleted account's queued messages and preferences go).
 */
export function createMail({
  connection,
  groups,
  notifications,
  sessions,
  calendar,
  accounts,
  publicUrl,
  logger,
  transport,
  outbox: options,
  now,
}: MailDependencies): MailService {
  const addressOf = async (uid: string) => {
    try {
      return (await accounts.get(uid)).email;
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };
  const outbox = new Outbox(outboxModels(connection), transport, addressOf, logger, options);
  const preferences = new PreferencesStore(preferencesModel(connection));
  let key: Promise<Buffer> | null = null;
  const signingKey = () => {
    key ??= loadSigningKey(connection).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const settings = new ReminderSettings(connection);
  const mail = new MailService(outbox, preferences, groups, publicUrl, signingKey, settings, {
    connection,
    sessions,
    calendar,
    logger,
    now,
  });
  groups.groupRemovers.push((groupId) => settings.remove(groupId));
  groups.notices.on('starting', async () => {
    await Promise.all([outbox.createIndexes(), mail.digests.createIndexes()]);
  });
  groups.notices.on('personRemoved', async ({ uid }) => {
    await outbox.removePerson(uid);
    await mail.digests.removePerson(uid);
    await preferences.remove(uid);
  });
  notifications.storedListeners.push((notification) => mail.onNotification(notification));
  return mail;
}
