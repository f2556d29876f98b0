import type { Viewer } from '@/auth/viewer';
import { notificationBounds } from '@/bounds';
import { NotFoundError, UnauthenticatedError } from '@/errors';
import { isDuplicateKey } from '@/db/errors';
import { LocalNotificationBus, type NotificationBus } from '@/notifications/bus';
import type { NotificationKind, NotificationModel, NotificationRecord } from '@/notifications/model';

/** How many of a person's newest notifications a list shows. */
export const notificationListSize = 50;

export interface NewNotification {
  /** Names the event reported, so the same event is stored once however often it is reported. */
  id: string;
  uid: string;
  kind: NotificationKind;
  groupId: string;
  groupName: string;
  /** For SESSION_* kinds: the session as it is now. */
  session?: { id: string; startsAt: Date; location: string };
  /** For ANNOUNCEMENT: its text as written, for the email only (not stored with the notification). */
  text?: string;
  /** For REPORT_* kinds: what was reported and (resolved) what was done; stored. */
  report?: { summary: string; outcome?: string | null };
  /**
   * For the email only (not stored; the group page shows them to the person): a ban's reason,
   * a declined request's note from the organizer.
   */
  note?: string | null;
  /** TEAM_INVITATION and ROLE_CHANGED, for the email only: the role offered or now held. */
  role?: string;
  /** JOIN_APPROVED, for the email only: whether the person had a place when told (else they wait). */
  seated?: boolean;
  /** For the email only: the page its action opens, under PUBLIC_URL (default: the group's page). */
  path?: string;
}

/**
 * Notifications stored per person (nothing is lost while they are away: they read them at their
 * next visit), and raised to that person's live subscribers through the bus when stored.
 */
export class Notifications {
  /**
   * Called with each notification once it is stored — also when it had been stored already (the
   * event was raised again: a retried step), so a listener that failed half-way gets another go.
   * Listeners must be idempotent per notification id (mail/ queues one email per id).
   */
  readonly storedListeners: ((notification: NewNotification) => Promise<void>)[] = [];

  constructor(
    private readonly notifications: NotificationModel,
    private readonly bus: NotificationBus = new LocalNotificationBus(),
  ) {}

  createIndexes(): Promise<void> {
    return this.notifications.createIndexes();
  }

  /** Stores the notification once; false when this event was stored already. */
  async add(notification: NewNotification): Promise<boolean> {
    const stored = await this.store(notification);
    for (const listener of this.storedListeners) await listener(notification);
    return stored;
  }

  /**
   * Stores many notifications (an announcement's), each once: bounded inserts with the event loop
   * free between two, each new one published as soon as its insert is acknowledged; then the
   * listeners, a few at a time, for all of them (as `add`, also for those stored before).
   * Returns how many were new.
   */
  async addMany(notifications: NewNotification[]): Promise<number> {
    let stored = 0;
    for (let start = 0; start < notifications.length; start += notificationBounds.insertChunk) {
      const records = notifications.slice(start, start + notificationBounds.insertChunk).map(recordOf);
      const failed = await this.insertNew(records);
      for (const [index, record] of records.entries()) if (!failed.has(index)) this.bus.publish(record);
      stored += records.length - failed.size;
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (let start = 0; start < notifications.length; start += notificationBounds.listenerConcurrency) {
      const some = notifications.slice(start, start + notificationBounds.listenerConcurrency);
      await Promise.all(
        some.map(async (notification) => {
          for (const listener of this.storedListeners) await listener(notification);
        }),
      );
      await new Promise((resolve) => setImmediate(resolve));
    }
    return stored;
  }

  /** Inserts the records, those stored already left as they are: the indexes of those. */
  private async insertNew(records: NotificationRecord[]): Promise<Set<number>> {
    try {
      await this.notifications.insertMany(records, { ordered: false, lean: true });
      return new Set();
    } catch (error) {
      // The driver's bulk write error lists each refused record (by its index in `records`).
      const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
      const failures = (Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : []) as unknown[];
      if (failures.length === 0 || !failures.every(isDuplicateKey)) throw error;
      return new Set(failures.map((failure) => (failure as { index?: number }).index ?? -1));
    }
  }

  /** Whether the event's notification is stored (for the person, or gone with their account). */
  async has(id: string): Promise<boolean> {
    return (await this.notifications.exists({ _id: id })) !== null;
  }

  private async store(notification: NewNotification): Promise<boolean> {
    try {
      const created = await this.notifications.create(recordOf(notification));
      this.bus.publish(created.toObject<NotificationRecord>());
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** The person's newest notifications first. */
  list(uid: string): Promise<NotificationRecord[]> {
    return this.notifications
      .find({ uid })
      .sort({ createdAt: -1, _id: 1 })
      .limit(notificationListSize)
      .lean<NotificationRecord[]>();
  }

  unreadCount(uid: string): Promise<number> {
    return this.notifications.countDocuments({ uid, readAt: null });
  }

  /** Marks one of the person's notifications read; null when they have none with that id. */
  async markRead(uid: string, id: string): Promise<NotificationRecord | null> {
    return this.notifications
      .findOneAndUpdate({ _id: id, uid }, { $set: { readAt: new Date() } }, { returnDocument: 'after' })
      .lean<NotificationRecord>();
  }

  async markAllRead(uid: string): Promise<number> {
    return (await this.notifications.updateMany({ uid, readAt: null }, { $set: { readAt: new Date() } })).modifiedCount;
  }

  /** The viewer's notifications, or UNAUTHENTICATED (notifications are never public). */
  ofViewer(viewer: Viewer | null): Promise<NotificationRecord[]> {
    return this.list(signedIn(viewer).uid);
  }

  unreadOfViewer(viewer: Viewer | null): Promise<number> {
    return this.unreadCount(signedIn(viewer).uid);
  }

  /** Marks one of the viewer's notifications read; NOT_FOUND for one that is not theirs. */
  async markReadFor(viewer: Viewer | null, id: string): Promise<{ notification: NotificationRecord; unread: number }> {
    const { uid } = signedIn(viewer);
    const notification = await this.markRead(uid, id);
    if (!notification) throw new NotFoundError('Notification not found.');
    return { notification, unread: await this.unreadCount(uid) };
  }

  async markAllReadFor(viewer: Viewer | null): Promise<{ marked: number; unread: number }> {
    const { uid } = signedIn(viewer);
    const marked = await this.markAllRead(uid);
    return { marked, unread: await this.unreadCount(uid) };
  }

  /** The viewer's new notifications as they are stored, or UNAUTHENTICATED at once. */
  watchFor(viewer: Viewer | null): AsyncIterableIterator<[NotificationRecord]> {
    return this.watch(signedIn(viewer).uid);
  }

  async removePerson(uid: string): Promise<void> {
    await this.notifications.deleteMany({ uid });
  }

  /** Each notification stored for the person from now on (by any process the bus reaches), until `return()`. */
  watch(uid: string): AsyncIterableIterator<[NotificationRecord]> {
    return this.bus.watch(uid);
  }
}

function recordOf({
  id,
  session,
  report,
  text: _text,
  note: _note,
  role: _role,
  seated: _seated,
  path: _path,
  ...fields
}: NewNotification): NotificationRecord {
  return {
    _id: id,
    ...fields,
    sessionId: session?.id ?? null,
    sessionStartsAt: session?.startsAt ?? null,
    sessionLocation: session?.location ?? null,
    reportSummary: report?.summary ?? null,
    reportOutcome: report?.outcome ?? null,
    createdAt: new Date(),
    readAt: null,
  };
}

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthenticatedError('You must be signed in to see your notifications.');
  return viewer;
}
