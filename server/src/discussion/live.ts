import { EventEmitter, on } from 'node:events';

/**
 * What happened in a group's discussion, as it travels between processes: only ids. Each
 * subscriber's process reads the post itself and asks visibility.ts whether that subscriber may
 * read it, so nothing unreadable is ever sent, and a hide or a removal counts at once.
 */
export interface DiscussionEvent {
  kind: 'THREAD_ADDED' | 'REPLY_ADDED' | 'ANSWER_MARKED';
  groupId: string;
  threadId: string;
  replyId: string | null;
  /** When it happened (ms): with the ids, names the event. */
  at: number;
}

export interface DiscussionBus {
  publish(event: DiscussionEvent): void;
  /** Each event of the group from now on, until `return()`. */
  watch(groupId: string): AsyncIterableIterator<[DiscussionEvent]>;
  close(): Promise<void>;
}

/** This process's subscribers only. */
export class LocalDiscussionBus implements DiscussionBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: DiscussionEvent): void {
    this.emitter.emit(event.groupId, event);
  }

  watch(groupId: string): AsyncIterableIterator<[DiscussionEvent]> {
    return on(this.emitter, groupId) as AsyncIterableIterator<[DiscussionEvent]>;
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
