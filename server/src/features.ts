import type { Connection } from 'mongoose';
import { AccountService, type SignInChecks } from '@/account/service';
import { createIdentityAccounts, type IdentityAccounts } from '@/auth/accounts';
import { createTokenVerifier, type TokenVerifier, type VerifierOptions } from '@/auth/verifier';
import {
  DatabaseRevocationBus,
  defaultDatabaseBusTiming,
  RedisRevocationBus,
  type RevocationBus,
} from '@/auth/revocations';
import { createCalendarService, type CalendarService } from '@/calendar/service';
import { createDiscussion, type DiscussionOptions } from '@/discussion/compose';
import { connectRedisDiscussionBus, LocalDiscussionBus, type DiscussionBus } from '@/discussion/live';
import type { Announcements } from '@/discussion/announcements';
import type { DiscussionService } from '@/discussion/service';
import { createGroupsService, type GroupsServiceOptions } from '@/groups/compose';
import type { GroupsService } from '@/groups/service';
import type { Logger } from '@/logger';
import type { PlacesService } from '@/geo/places';
import { createModeration, type Moderation } from '@/moderation/compose';
import type { ReportBus } from '@/moderation/live';
import { connectRedisNotificationBus, LocalNotificationBus, type NotificationBus } from '@/notifications/bus';
import { createNotifications } from '@/notifications/groupNotices';
import { notifyOnReports } from '@/notifications/reportNotices';
import type { Notifications } from '@/notifications/service';
import { createSessionsService, type SessionsService } from '@/sessions/service';
import { createMail, type MailService } from '@/mail/service';
import type { OutboxOptions } from '@/mail/outbox';
import type { MailTransport } from '@/mail/transport';

/**
 * The product's features, built once per process and handed as they are to every adapter:
 * GraphQL (context and subscriptions), REST routers and the prerender. A new feature is built
 * here and nowhere else; the boot (index.ts) and the tests (tests/support/testApp.ts) both call
 * createFeatures, so they cannot wire the app differently.
 */
export interface Features {
  groups: GroupsService;
  /** Schedules, sessions and RSVPs of the groups. */
  sessions: SessionsService;
  account: AccountService;
  calendar: CalendarService;
  /** What members hear of: stored notifications, raised by the groups' notices. */
  notifications: Notifications;
  /** Email: preferences, the outbox and its worker, the links emails carry. */
  mail: MailService;
  /** Group discussion: threads, replies, questions and answers, session comments. */
  discussion: DiscussionService;
  /** Organizers' announcements to their members, or to who stands where for a session. */
  announcements: Announcements;
  /** The place search (an offline gazetteer) where groups choose where they meet. */
  places: PlacesService;
  /** Reports, the report queues, and the site admins' suspensions. */
  moderation: Moderation;
}

export interface FeatureDependencies {
  connection: Connection;
  logger: Logger;
  /** Absolute links (calendar feeds) start here. */
  publicUrl: string;
  /** The identity provider's accounts (auth/accounts.ts): account deletion and profile changes. */
  accounts: IdentityAccounts;
  /**
   * The token checks (auth/verifier.ts): sensitive account operations look at the provider now,
   * and tell of revocations; sign-ins with the admin claim are remembered for the admins' notices.
   */
  signIns: SignInChecks & Pick<TokenVerifier, 'onAdminClaim'>;
  /** How the groups follow other processes and when they repair (timers, snapshot). */
  groups?: GroupsServiceOptions;
  /** How notifications reach live subscribers (default: this process's only). */
  notificationBus?: NotificationBus;
  /** Where email goes (null or absent: it waits in the outbox) and how the outbox retries. */
  mail?: { transport: MailTransport | null; outbox?: Partial<OutboxOptions>; now?: () => Date };
  /** The posting limit and the live bus of the discussion. */
  discussion?: DiscussionOptions;
  /** How the report queues hear of new and resolved reports (default: this process's only). */
  reportBus?: ReportBus;
  /** The site's admins by uid (ADMIN_UIDS): with the admins by claim, notified of reports only they handle. */
  adminUids?: readonly string[];
}

/** Every feature on one database connection, each built once, in the order they stand on each other. */
export function createFeatures({
  connection,
  logger,
  publicUrl,
  accounts,
  signIns,
  groups: options,
  notificationBus,
  mail: mailOptions,
  discussion: discussionOptions,
  reportBus,
  adminUids = [],
}: FeatureDependencies): Features {
  const groups = createGroupsService(connection, logger, options);
  const notifications = createNotifications(connection, groups, notificationBus);
  const sessions = createSessionsService(connection, groups);
  const calendar = createCalendarService(groups, connection, publicUrl);
  const mail = createMail({
    connection,
    groups,
    notifications,
    sessions,
    calendar,
    accounts,
    publicUrl,
    logger,
    transport: mailOptions?.transport ?? null,
    outbox: mailOptions?.outbox,
    now: mailOptions?.now,
  });
  const talk = createDiscussion(connection, groups, sessions, notifications, discussionOptions);
  const moderation = createModeration({
    connection,
    groups,
    posts: talk.discussion.posts,
    accounts,
    signIns,
    logger,
    bus: reportBus,
  });
  notifyOnReports(moderation.reports, notifications, groups, async () => [
    ...adminUids,
    ...(await moderation.claimAdmins.current()),
  ]);
  return {
    groups,
    places: groups.places,
    notifications,
    sessions,
    account: new AccountService(accounts, groups, connection, signIns, (uid) => mail.preferencesOfPerson(uid)),
    calendar,
    mail,
    ...talk,
    moderation,
  };
}

/** Who is asking (the token verifier) and the accounts behind them, on Firebase or its emulator. */
export interface Identity {
  verifier: TokenVerifier;
  accounts: IdentityAccounts;
  close(): Promise<void>;
}

export function createIdentity(
  options: {
    projectId: string;
    emulatorHost: string | null;
    logger: Logger;
  } & Pick<VerifierOptions, 'revocationCheckMs' | 'revocations' | 'now' | 'adminUids'>,
): Identity {
  const verifier = createTokenVerifier(options);
  const accounts = createIdentityAccounts(options);
  return {
    verifier,
    accounts,
    async close() {
      await verifier.close();
      await accounts.close();
      await options.revocations?.close();
    },
  };
}

/** Notifications reach subscribers on every process through Redis when it is configured, else this one's. */
export async function connectNotificationBus(
  redisUrl: string | null | undefined,
  logger: Logger,
): Promise<NotificationBus> {
  return redisUrl ? connectRedisNotificationBus(redisUrl, logger) : new LocalNotificationBus();
}

/**
 * Revocations this app causes reach its other processes through Redis when it is configured,
 * else through the shared database (read every `intervalMs`; 0: one process, nobody to tell).
 */
export async function connectRevocationBus(options: {
  redisUrl: string | null | undefined;
  connection: Connection;
  intervalMs: number;
  logger: Logger;
}): Promise<RevocationBus | undefined> {
  if (options.redisUrl) return RedisRevocationBus.connect(options.redisUrl, options.logger);
  if (options.intervalMs <= 0) return undefined;
  return new DatabaseRevocationBus(options.connection, options.logger, {
    ...defaultDatabaseBusTiming,
    intervalMs: options.intervalMs,
  });
}

/** New posts reach discussion subscribers on every process through Redis when it is configured, else this one's. */
export async function connectDiscussionBus(
  redisUrl: string | null | undefined,
  logger: Logger,
): Promise<DiscussionBus> {
  return redisUrl ? connectRedisDiscussionBus(redisUrl, logger) : new LocalDiscussionBus();
}
