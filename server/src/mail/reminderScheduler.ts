import { flatId } from '@/db/ids';
import type { GroupRecord } from '@/groups/model';
import type { GroupsService } from '@/groups/service';
import type { Logger } from '@/logger';
import { isRecurring, sessionsFrom, type SessionRecord } from '@/schedule/schedule';
import { reminderAt } from '@/mail/reminderTimes';
import { MinuteTimer } from '@/mail/minuteTimer';

const minuteMs = 60_000;
/** Sessions looked at per group and pass: a denser schedule is looked at again the next minute. */
const sessionsPerLook = 16;
/** A pass gives the event loop back after this long, so requests are never held up by it. */
const sliceMs = 20;

export interface ReminderTarget {
  /** The group's lead time, in hours. */
  leadOf(groupId: string): number;
  /** Queues the session's reminders (idempotent: each message's `_id` names the session, person and lead). */
  send(group: GroupRecord, session: SessionRecord, leadHours: number): Promise<void>;
}

/**
 * Finds the sessions whose reminder is due, once a minute, without walking every group: each group
 * is filed under the minute its next reminder can first be due, and a pass looks only at the
 * groups filed at or before now.
 * - At start (and whenever a group changes, in any process: its schedule, a move, an RSVP), a
 *   group is filed by a lower bound that needs no schedule expansion: its stored next-session key
 *   minus the lead and a day (a one-off schedule, cheap to expand, is looked at the next minute).
 * - Looking at a group expands its next sessions, queues the reminders now due (of sessions not
 *   started yet) and files the group again at its next reminder's exact minute. So a weekly group
 *   is looked at about twice a week, and a change can only make a reminder early-checked, never late.
 * Every process runs one; the outbox's `_id`s make their reminders one per person and session.
 */
export class ReminderScheduler {
  private readonly buckets = new Map<number, Set<string>>();
  private readonly filedAt = new Map<string, number>();
  private readonly timer: MinuteTimer;

  constructor(
    private readonly groups: GroupsService,
    private readonly target: ReminderTarget,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    groups.events.beforeListeners((groupId) => this.refile(groupId));
    // A second into each minute: a reminder due at hh:mm goes out in that minute.
    this.timer = new MinuteTimer(() => this.pass(), 1000, logger, 'reminder pass');
  }

  /** Files every group this process holds; then a pass every minute. */
  async start(): Promise<void> {
    // In slices: 100,000 groups take over half a second to file, and requests are being served.
    let sliceStart = Date.now();
    for (const group of this.groups.inMemory.allDocuments()) {
      this.file(group);
      if (Date.now() - sliceStart > sliceMs) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = Date.now();
      }
    }
    this.timer.start();
  }

  stop(): Promise<void> {
    return this.timer.stop();
  }

  /** How many groups wait to be looked at (tests, the benchmark). */
  get filed(): number {
    return this.filedAt.size;
  }

  refile(groupId: string): void {
    const group = this.groups.inMemory.document(groupId);
    if (group) this.file(group);
    else this.unfile(groupId);
  }

  /** Files a group at the earliest minute any of its reminders can be due, from what it stores. */
  file(group: GroupRecord): void {
    const id = flatId(group._id);
    const schedule = group.schedule;
    if (!schedule) {
      this.unfile(id);
      return;
    }
    let earliest = 0;
    if (isRecurring(schedule) && group.nextSessionAt !== undefined) {
      if (group.nextSessionAt === null) {
        this.unfile(id); // the series has ended
        return;
      }
      // A day more than the lead: a reminder counted in days on the wall clock may fall 25 h before.
      earliest = group.nextSessionAt.getTime() - (this.target.leadOf(id) + 24) * 3_600_000;
    }
    this.put(id, Math.floor(earliest / minuteMs));
  }

  /** One pass at `now`: every group filed at or before this minute is looked at; returns how many. */
  async pass(now = this.now()): Promise<number> {
    const minute = Math.floor(now.getTime() / minuteMs);
    const due: string[] = [];
    for (const [at, ids] of this.buckets) {
      if (at > minute) continue;
      this.buckets.delete(at);
      for (const id of ids) {
        this.filedAt.delete(id);
        due.push(id);
      }
    }
    let sliceStart = Date.now();
    for (const id of due) {
      if (Date.now() - sliceStart > sliceMs) {
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = Date.now();
      }
      const group = this.groups.inMemory.document(id);
      // A suspended group's members hear nothing of it until the suspension is lifted.
      if (!group?.schedule || group.suspension) continue;
      try {
        await this.look(group, now);
      } catch (error) {
        this.logger.warn('could not queue reminders; trying again next minute', {
          groupId: id,
          error: (error as Error).message,
        });
        this.put(id, minute + 1);
      }
    }
    return due.length;
  }

  /** Queues the group's due reminders and files it at its next one. */
  private async look(group: GroupRecord, now: Date): Promise<void> {
    const id = flatId(group._id);
    const lead = this.target.leadOf(id);
    const sessions = sessionsFrom(group, now, sessionsPerLook);
    let next: number | null = null;
    for (const session of sessions) {
      const at = reminderAt(session.startsAt, session.timeZone, lead).getTime();
      if (at > now.getTime()) {
        next = Math.ceil(at / minuteMs);
        break;
      }
      if (!session.cancelled) await this.target.send(group, session, lead);
    }
    if (next === null && sessions.length === sessionsPerLook) next = Math.floor(now.getTime() / minuteMs) + 1;
    if (next !== null) this.put(id, next);
  }

  private put(id: string, minute: number): void {
    this.unfile(id);
    let bucket = this.buckets.get(minute);
    if (!bucket) this.buckets.set(minute, (bucket = new Set()));
    bucket.add(id);
    this.filedAt.set(id, minute);
  }

  private unfile(id: string): void {
    const minute = this.filedAt.get(id);
    if (minute === undefined) return;
    this.filedAt.delete(id);
    const bucket = this.buckets.get(minute);
    bucket?.delete(id);
    if (bucket?.size === 0) this.buckets.delete(minute);
  }
}
