import { EventEmitter, on } from 'node:events';
import type { NotificationRecord } from '@/notifications/model';

/**
 * How a stored notification reaches its person's live subscribers (`notificationAdded`). Stored
 * notifications are never lost either way: this only decides who hears of them at once.
 */
export interface NotificationBus {
  /** Tells every subscriber of `record.uid` that reaches this bus. */
  publish(record: NotificationRecord): void;
  /** Each notification published for the person from now on, until `return()`. */
  watch(uid: string): AsyncIterableIterator<[NotificationRecord]>;
  close(): Promise<void>;
}

/**
 * This process's subscribers only (the default, one process). With several processes and no
 * Redis, a person subscribed to another process sees the notification at their next load.
 */
export class LocalNotificationBus implements NotificationBus {
  // One listener per open subscription.
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(record: NotificationRecord): void {
    this.emitter.emit(record.uid, record);
  }

  watch(uid: string): AsyncIterableIterator<[NotificationRecord]> {
    // Node's on() removes its listener on return(), even while a next() is pending.
    return on(this.emitter, uid) as AsyncIterableIterator<[NotificationRecord]>;
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
