import type { Connection, Model } from 'mongoose';
import { isLocalDateTime, isWithinDateBounds, parseInstant, yearRangeText } from '@/dates';
import { answerModel, notGoingLoader, type AnswerRecord } from '@/sessions/answerModel';
import { checkScheduleBounds, decodeCursor, encodeCursor, startDayOf } from '@/sessions/scheduleRules';
import type { Viewer } from '@/auth/viewer';
import { RsvpStatus } from '@/sessions/rsvpStatus';
import { MembershipError, NotFoundError, ValidationError } from '@/errors';
import type { GroupRecord } from '@/groups/model';
import { requireViewer } from '@/auth/guards';
import { pageSize } from '@/groups/page';
import type { GroupsService } from '@/groups/service';
import { checkText, limits } from '@/groups/validation';
import { PlacesWithWaitlist, placeModels, sweepSessionPlaces } from '@/sessions/places';
import {
  instantOf,
  nextSession,
  parseSessionId,
  currentSeriesView,
  sessionById,
  sessionCountFrom,
  sessionsFrom,
  type ScheduleRecord,
  type SessionExceptionRecord,
  type SeriesView,
  type SessionRecord,
} from '@/schedule/schedule';
import { validateSchedule, type RawScheduleInput } from '@/sessions/validation';
import { scheduleBounds } from '@/bounds';

/** A session with what readers need beside it: its group's place count. */
export interface SessionView extends SessionRecord {
  capacity: number;
}

/** A group's schedule as readers see it (the current series; earlier ones only shape past sessions). */
export interface ScheduleView extends SeriesView {
  capacity: number;
}

export interface SessionPage {
  edges: { cursor: string; node: SessionView }[];
  nodes: SessionView[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** What the page was asked of, for `totalCount`: counted only when a reader asks for it. */
  group: GroupRecord;
  from: Date;
}

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  from?: Date | string | null;
}

/**
 * Schedules, sessions and per-session RSVPs. Groups stay the groups service's: this writes a
 * group only through its `changeOwned`, so ownership, the read model and the change feed work
 * as for any other group change. Places per session hold through PlacesWithWaitlist.
 */
export class SessionsService {
  private indexes: Promise<void> | null = null;
  private readonly notGoing: ReturnType<typeof notGoingLoader>;
  constructor(
    private readonly groups: GroupsService,
    private readonly places: PlacesWithWaitlist,
    private readonly answers: Model<AnswerRecord>,
  ) {
    this.notGoing = notGoingLoader(answers);
  }

  /** Indexes once, before the first write (reads of a fresh database need none). */
  private ready(): Promise<void> {
    this.indexes ??= Promise.all([this.places.createIndexes(), this.answers.createIndexes()]).then(() => undefined);
    return this.indexes;
  }

  capacityOf(group: GroupRecord): number {
    return group.schedule?.capacity ?? group.maxMembers;
  }

  private view(group: GroupRecord, session: SessionRecord): SessionView {
    return { ...session, capacity: this.capacityOf(group) };
  }

  schedule(group: GroupRecord): ScheduleView | null {
    const current = group.schedule && currentSeriesView(group.schedule);
    return current ? { ...current, capacity: this.capacityOf(group) } : null;
  }

  next(group: GroupRecord, now = new Date()): SessionView | null {
    const session = nextSession(group, now);
    return session && this.view(group, session);
  }

  /** The sessions from `from` (default: now), by start, one page at a time; cancelled ones included. */
  list(group: GroupRecord, { first, after, from }: PageArgs): SessionPage {
    const limit = first ?? 10;
    if (!Number.isInteger(limit) || limit < 1 || limit > pageSize.max) {
      throw new ValidationError({ first: `Page size must be a whole number from 1 to ${pageSize.max}.` });
    }
    const start =
      from == null ? new Date() : from instanceof Date ? (isWithinDateBounds(from) ? from : null) : parseInstant(from);
    if (!start) {
      throw new ValidationError({
        from: `from must be a date-time written in ISO 8601, e.g. 2030-03-01T18:00:00Z, in the years ${yearRangeText}.`,
      });
    }
    const cursor = after ? decodeCursor(after) : null;
    const begin = cursor && cursor.startsAt > start ? cursor.startsAt : start;
    // Sessions at the cursor's own start that come before it (by id) were on earlier pages.
    const isPast = (s: SessionRecord) =>
      cursor !== null && s.startsAt.getTime() === cursor.startsAt.getTime() && s.id <= cursor.id;
    const found = sessionsFrom(group, begin, limit + 1 + (cursor ? limit : 0)).filter((s) => !isPast(s));
    const nodes = found.slice(0, limit).map((session) => this.view(group, session));
    const edges = nodes.map((node) => ({ cursor: encodeCursor(node), node }));
    return {
      edges,
      nodes,
      pageInfo: {
        hasNextPage: found.length > limit,
        hasPreviousPage: cursor !== null,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges.at(-1)?.cursor ?? null,
      },
      group,
      from: start,
    };
  }

  /** How many sessions start from the page's `from` on, or null when the schedule repeats without end. */
  totalCount(page: SessionPage): number | null {
    return sessionCountFrom(page.group, page.from);
  }

  /** A group for reading (the groups service's rules: bad ids are bad input, unknown ones not found). */
  group(id: string): Promise<GroupRecord> {
    return this.groups.get(id);
  }

  /** A session by id, with its group; bad ids are bad input, unknown ones not found. */
  async get(id: string, field = 'sessionId'): Promise<{ group: GroupRecord; session: SessionView }> {
    const parsed = parseSessionId(id);
    if (!parsed)
      throw new ValidationError({ [field]: 'Session id must be a group id and a start, e.g. <id>:20260310T180000Z.' });
    const group = await this.groups.get(parsed.groupId);
    const session = sessionById(group, id);
    if (!session) throw new NotFoundError('Session not found!');
    return { group, session: this.view(group, session) };
  }

  async goingCount(session: SessionRecord): Promise<number> {
    return this.places.holderCount(session.id);
  }

  async waitlistCount(session: SessionRecord): Promise<number> {
    return this.places.waitingCount(session.id);
  }

  async spotsLeft(session: SessionView): Promise<number> {
    return Math.max(0, session.capacity - (await this.goingCount(session)));
  }

  /** Who holds a place at the session (said Going and got one, not waiting): reminders go to them. */
  async goingUids(session: SessionRecord): Promise<string[]> {
    const people = await this.places.peopleAt(session.id);
    const statuses = await Promise.all(people.map((uid) => this.places.status(session.id, uid)));
    return people.filter((_, index) => statuses[index] === 'HOLDER');
  }

  /** The viewer's answer: Going (with a place), Waitlisted (Going, no place yet), Not going, or null. */
  async viewerRsvp(viewer: Viewer | null, session: SessionRecord): Promise<RsvpStatus | null> {
    if (!viewer) return null;
    const status = await this.places.status(session.id, viewer.uid);
    if (status === 'HOLDER') return RsvpStatus.Going;
    if (status === 'WAITING') return RsvpStatus.Waitlisted;
    return (await this.notGoing.load(`${session.id}#${viewer.uid}`)) ? RsvpStatus.NotGoing : null;
  }

  /**
   * Sets the schedule. With `fromSessionId` the change applies to that session and all after it
   * ("this and all following"): earlier sessions keep the old pattern and their changes.
   * `startDate` stays the first session's day, so REST and SPEC clients see what they always did.
   */
  async setSchedule(
    viewer: Viewer | null,
    id: string,
    input: RawScheduleInput,
    fromSessionId?: string | null,
  ): Promise<GroupRecord> {
    const valid = validateSchedule(input);
    const split = fromSessionId ? (await this.get(fromSessionId, 'fromSessionId')).session : null;
    if (split && split.groupId !== id.toLowerCase()) {
      throw new ValidationError({ fromSessionId: 'That session belongs to another group.' });
    }
    return this.groups.changeOwned(viewer, id, (group) => {
      const before = split && group.schedule ? group.schedule : null;
      const splitAt = split?.original;
      const kept = before && splitAt ? before.series.filter((s) => instantOf(s.localStart, s.timeZone) < splitAt) : [];
      const schedule: ScheduleRecord = {
        series: [
          ...kept.map((series) => ({
            ...series,
            endsBefore:
              series.endsBefore && splitAt && series.endsBefore < splitAt ? series.endsBefore : (splitAt ?? null),
          })),
          { ...valid.series, endsBefore: null },
        ],
        capacity: valid.capacity,
        exceptions: before && splitAt ? before.exceptions.filter((e) => e.original < splitAt) : [],
      };
      checkScheduleBounds(schedule);
      return { schedule, startDate: startDayOf(schedule) };
    });
  }

  /**
   * Cancels one session (organizer only); its RSVPs stay, so undoing by moving it back keeps them.
   * Everyone who said Going (with a place or waiting for one) is told, once.
   */
  async cancel(viewer: Viewer | null, sessionId: string): Promise<{ group: GroupRecord; session: SessionView }> {
    const changed = await this.changeSession(viewer, sessionId, (exception) => ({ ...exception, cancelled: true }));
    await this.notifyGoing(changed, 'SESSION_CANCELLED', 'cancelled');
    return changed;
  }

  /** Moves one session in time (`startsAt`, wall clock in the group's zone) and/or place (organizer only). */
  async move(
    viewer: Viewer | null,
    sessionId: string,
    changes: { startsAt?: string | null; location?: string | null },
  ): Promise<{ group: GroupRecord; session: SessionView }> {
    const { session } = await this.get(sessionId);
    const errors: Record<string, string> = {};
    let startsAt: Date | null = null;
    if (changes.startsAt != null) {
      if (isLocalDateTime(changes.startsAt)) startsAt = instantOf(changes.startsAt, session.timeZone);
      else
        errors.startsAt = `New start must be a local date and time, YYYY-MM-DDTHH:mm, in the years ${yearRangeText}.`;
    }
    let location: string | null = null;
    if (changes.location != null) {
      const checked = checkText(limits.location)(changes.location, 'Location');
      if (checked.ok) location = checked.value;
      else errors.location = checked.message;
    }
    if (!errors.startsAt && !errors.location && startsAt === null && location === null) {
      errors.startsAt = 'Give a new start or a new location.';
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const changed = await this.changeSession(viewer, sessionId, (exception) => ({
      ...exception,
      startsAt: startsAt ?? exception.startsAt,
      location: location ?? exception.location,
    }));
    const moved = changed.session;
    const isNews = moved.startsAt.getTime() !== session.startsAt.getTime() || moved.location !== session.location;
    if (isNews && !moved.cancelled) {
      // Each move is its own event (a second move to elsewhere is news again).
      await this.notifyGoing(changed, 'SESSION_MOVED', `${moved.startsAt.toISOString()}|${moved.location}`);
    }
    return changed;
  }

  /**
   * Tells everyone who said Going to a session (holding a place or waiting for one) what happened
   * to it, once per event (`event` names it), unless the session is over.
   */
  private async notifyGoing(
    { group, session }: { group: GroupRecord; session: SessionView },
    kind: 'SESSION_CANCELLED' | 'SESSION_MOVED',
    event: string,
  ): Promise<void> {
    if (session.endsAt.getTime() <= Date.now()) return;
    await this.groups.notices.emit('sessionChanged', {
      kind,
      groupId: session.groupId,
      groupName: group.groupName,
      session: { id: session.id, startsAt: session.startsAt, location: session.location },
      uids: await this.places.peopleAt(session.id),
      event,
    });
  }

  private async changeSession(
    viewer: Viewer | null,
    sessionId: string,
    change: (exception: SessionExceptionRecord) => SessionExceptionRecord,
  ): Promise<{ group: GroupRecord; session: SessionView }> {
    const { session } = await this.get(sessionId);
    const group = await this.groups.changeOwned(viewer, session.groupId, (stored) => {
      const schedule = stored.schedule;
      if (!schedule || !sessionById(stored, sessionId)) throw new NotFoundError('Session not found!');
      const at = session.original.getTime();
      const existing = schedule.exceptions.find((e) => e.original.getTime() === at) ?? {
        original: session.original,
        cancelled: false,
        startsAt: null,
        location: null,
      };
      const others = schedule.exceptions.filter((e) => e.original.getTime() !== at);
      if (others.length >= scheduleBounds.exceptionsPerSchedule) {
        throw new ValidationError({
          sessionId: `At most ${scheduleBounds.exceptionsPerSchedule} sessions of a schedule can be cancelled or moved. Set a new schedule instead.`,
        });
      }
      return { schedule: { ...schedule, exceptions: [...others, change(existing)] } };
    });
    const changed = sessionById(group, sessionId);
    if (!changed) throw new NotFoundError('Session not found!');
    return { group, session: this.view(group, changed) };
  }

  /**
   * Answers for one session as a member: Going takes a place, or queues for one when the session
   * is full; Not going gives the place (or the queue spot) up, and the first in the queue gets
   * it. Answers close when the session starts; cancelled sessions take none.
   */
  async rsvp(viewer: Viewer | null, sessionId: string, going: boolean): Promise<SessionView> {
    const member = requireViewer(viewer);
    const { group, session } = await this.get(sessionId);
    if (this.groups.permissions.roleOf(member, group) === 'OWNER') {
      throw new MembershipError('ORGANIZER_CANNOT_JOIN', 'You organize this group, so you are there anyway.');
    }
    if (!(await this.groups.membership.isStoredMember(member, group))) {
      throw new MembershipError('NOT_A_MEMBER', 'Join the group to answer for its sessions.');
    }
    if (session.cancelled) throw new MembershipError('SESSION_CANCELLED', 'This session was cancelled.');
    if (session.startsAt.getTime() <= Date.now()) {
      throw new MembershipError('SESSION_STARTED', 'This session has started, so answers are closed.');
    }
    await this.ready();
    await this.answers.replaceOne(
      { _id: `${sessionId}#${member.uid}` },
      { sessionId, uid: member.uid, going, answeredAt: new Date() },
      { upsert: true },
    );
    if (going) await this.places.enter(sessionId, member.uid, session.capacity);
    else await this.places.leave(sessionId, member.uid, session.capacity);
    // Live subscribers of the group see the new counts (cancel and move write the group itself).
    await this.groups.announceChange(session.groupId);
    return session;
  }
}

/**
 * Removes a person's answers and places, in every group (account deletion) or in one (they left
 * it): each place they held goes to the first in line; sessions of groups deleted meanwhile just
 * lose the records. Session ids start with their group's id.
 */
async function forgetPerson(
  service: SessionsService,
  places: PlacesWithWaitlist,
  answers: Model<AnswerRecord>,
  uid: string,
  groupId?: string,
) {
  const inScope = (key: string) => groupId === undefined || key.startsWith(`${groupId}:`);
  for (const key of (await places.keysOf(uid)).filter(inScope)) {
    const capacity = await service.get(key).then(
      ({ session }) => session.capacity,
      () => 0,
    );
    await places.leave(key, uid, capacity);
  }
  await answers.deleteMany(groupId === undefined ? { uid } : { uid, sessionId: sessionsOfGroup(groupId) });
}

/** The session ids of one group (they start with its id). */
const sessionsOfGroup = (groupId: string) => new RegExp(`^${groupId}:`);

export function createSessionsService(connection: Connection, groups: GroupsService): SessionsService {
  const places = new PlacesWithWaitlist(placeModels(connection, 'session'));
  const answers = answerModel(connection);
  const service = new SessionsService(groups, places, answers);
  groups.events.beforeListeners((groupId) => places.forgetCounts(groupId));
  groups.membership.sweepers.push(sweepSessionPlaces(places, (key) => service.get(key).then(({ session }) => session)));
  groups.personRemovers.push((uid) => forgetPerson(service, places, answers, uid));
  groups.notices.on('memberLeft', ({ groupId, uid }) => forgetPerson(service, places, answers, uid, groupId));
  // Session ids start with the group id: a deleted group's places, queues and answers go with it.
  groups.groupRemovers.push(async (groupId) => {
    await places.removeKeysStartingWith(`${groupId}:`);
    await answers.deleteMany({ sessionId: sessionsOfGroup(groupId) });
  });
  return service;
}
