import type { Connection } from 'mongoose';
import { AccountService } from '@/account/service';
import { createIdentityAccounts, type IdentityAccounts } from '@/auth/accounts';
import { createTokenVerifier, type TokenVerifier } from '@/auth/verifier';
import { createCalendarService, type CalendarService } from '@/calendar/service';
import { createDiscussion, type DiscussionOptions } from '@/discussion/compose';
import { LocalDiscussionBus, type DiscussionBus } from '@/discussion/live';
import { RedisDiscussionBus } from '@/discussion/redisBus';
import type { Announcements } from '@/discussion/announcements';
import type { DiscussionService } from '@/discussion/service';
import { createGroupsService, type GroupsService, type GroupsServiceOptions } from '@/groups/service';
import type { Logger } from '@/logger';
import { LocalNotificationBus, type NotificationBus } from '@/notifications/bus';
import { createNotifications } from '@/notifications/groupNotices';
import { RedisNotificationBus } from '@/notifications/redisBus';
import type { Notifications } from '@/notifications/service';
import { createSessionsService, type SessionsService } from '@/sessions/service';

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
  /** Group discussion: threads, replies, questions and answers, session comments. */
  discussion: DiscussionService;
  /** Organizers' announcements to their members, or to who stands where for a session. */
  announcements: Announcements;
}

export interface FeatureDependencies {
  connection: Connection;
  logger: Logger;
  /** Absolute links (calendar feeds) start here. */
  publicUrl: string;
  /** The identity provider's accounts (auth/accounts.ts): account deletion and profile changes. */
  accounts: IdentityAccounts;
  /** How the groups follow other processes and when they repair (timers, snapshot). */
  groups?: GroupsServiceOptions;
  /** How notifications reach live subscribers (default: this process's only). */
  notificationBus?: NotificationBus;
  /** The posting limit and the live bus of the discussion. */
  discussion?: DiscussionOptions;
}

/** Every feature on one database connection, each built once, in the order they stand on each other. */
export function createFeatures({
  connection,
  logger,
  publicUrl,
  accounts,
  groups: options,
  notificationBus,
  discussion: discussionOptions,
}: FeatureDependencies): Features {
  const groups = createGroupsService(connection, logger, options);
  const notifications = createNotifications(connection, groups, notificationBus);
  const sessions = createSessionsService(connection, groups);
  return {
    groups,
    notifications,
    sessions,
    ...createDiscussion(connection, groups, sessions, notifications, discussionOptions),
    account: new AccountService(accounts, groups, connection),
    calendar: createCalendarService(groups, connection, publicUrl),
  };
}

/** Who is asking (the token verifier) and the accounts behind them, on Firebase or its emulator. */
export interface Identity {
  verifier: TokenVerifier;
  accounts: IdentityAccounts;
  close(): Promise<void>;
}

export function createIdentity(options: { projectId: string; emulatorHost: string | null; logger: Logger }): Identity {
  const verifier = createTokenVerifier(options);
  const accounts = createIdentityAccounts(options);
  return {
    verifier,
    accounts,
    async close() {
      await verifier.close();
      await accounts.close();
    },
  };
}

/** Notifications reach subscribers on every process through Redis when it is configured, else this one's. */
export async function connectNotificationBus(
  redisUrl: string | null | undefined,
  logger: Logger,
): Promise<NotificationBus> {
  return redisUrl ? RedisNotificationBus.connect(redisUrl, logger) : new LocalNotificationBus();
}

/** New posts reach discussion subscribers on every process through Redis when it is configured, else this one's. */
export async function connectDiscussionBus(
  redisUrl: string | null | undefined,
  logger: Logger,
): Promise<DiscussionBus> {
  return redisUrl ? RedisDiscussionBus.connect(redisUrl, logger) : new LocalDiscussionBus();
}
