import { NotFoundError } from '@/errors';
import { requireViewer } from '@/auth/guards';
import type { GroupsService } from '@/groups/service';
import type { GroupRecord } from '@/groups/model';
import type { Viewer } from '@/auth/viewer';
import { calendarBounds } from '@/bounds';
import { icsCalendar, icsCalendarInSteps, type CalendarEvent, type TimedEvent } from '@/calendar/ics';
import type { SessionRecord } from '@/schedule/schedule';
import { groupEvents } from '@/calendar/events';
import { FeedTokens } from '@/calendar/feedTokens';
import type { Connection } from 'mongoose';

/** How often subscribed calendar apps are asked to fetch a personal feed again. */
const feedRefresh = 'PT6H';

/**
 * Calendars of groups: one group's .ics and each person's secret feed of the groups they
 * joined. The groups service decides which groups a person's feed holds; events.ts turns a group
 * into events (a recurring group into its series) and ics.ts writes them as iCalendar text.
 */
/** True when the series `event` stands for may contain the session (its run started by then). */
function seriesStarts(event: TimedEvent, session: SessionRecord): boolean {
  return event.start.getTime() <= session.original.getTime();
}

export class CalendarService {
  private readonly host: string;

  constructor(
    private readonly groups: GroupsService,
    private readonly tokens: FeedTokens,
    /** The app's public address: event URLs and feed URLs are absolute. */
    private readonly publicUrl: string,
  ) {
    this.host = new URL(publicUrl).hostname;
  }

  /** The group's page in the app. */
  groupUrl(group: GroupRecord): string {
    return `${this.publicUrl}/groups/${group._id.toString()}`;
  }

  /** The group's events (events.ts); `waiting`: the person waits for a place, so they are tentative. */
  eventsOf(group: GroupRecord, waiting = false): CalendarEvent[] {
    return groupEvents(group, { host: this.host, url: this.groupUrl(group), waiting });
  }

  /**
   * One session as a calendar file of its own (an email's attachment): the event has the UID the
   * feeds give its series, and RECURRENCE-ID = the session's original start when it belongs to a
   * series, so a calendar app that follows the feed treats it as the same session, not another.
   */
  sessionCalendar(group: GroupRecord, session: SessionRecord): string {
    const events = this.eventsOf(group);
    const series = events.filter((event): event is TimedEvent => 'start' in event);
    // The run the session belongs to: the latest that had started by the session's original start.
    const master = series
      .filter((event) => event.rule && !event.recurrenceId && seriesStarts(event, session))
      .sort((a, b) => b.start.getTime() - a.start.getTime())[0];
    const single = series.find((event) => !event.rule && !event.recurrenceId);
    const base = master ?? single ?? series[0];
    if (!base) return icsCalendar({ name: group.groupName, events });
    const event: TimedEvent = {
      ...base,
      rule: null,
      exdates: [],
      start: session.startsAt,
      end: session.endsAt,
      timeZone: session.timeZone,
      location: session.location,
      geo: session.location === group.location ? base.geo : null,
      cancelled: session.cancelled,
      recurrenceId: master ? session.original : null,
    };
    return icsCalendar({ name: group.groupName, events: [event] });
  }

  /** One group's calendar file (public, as the group itself is). */
  async groupCalendar(id: string): Promise<{ group: GroupRecord; ics: string }> {
    const group = await this.groups.get(id);
    return { group, ics: icsCalendar({ name: group.groupName, events: this.eventsOf(group) }) };
  }

  /** The secret address of the viewer's feed (made on first use). */
  async feedUrl(viewer: Viewer | null): Promise<string> {
    return this.urlOf(await this.tokens.tokenFor(requireViewer(viewer).uid));
  }

  /** A new secret address for the viewer's feed; the old one stops working at once. */
  async resetFeed(viewer: Viewer | null): Promise<{ calendarFeedUrl: string; viewer: Viewer }> {
    const me = requireViewer(viewer);
    return { calendarFeedUrl: this.urlOf(await this.tokens.reset(me.uid)), viewer: me };
  }

  /**
   * The feed a token opens: the groups its owner joined or waits for, soonest first, at most
   * calendarBounds.groupsPerFeed of them (each group's schedule is bounded; the feed bounds how
   * many schedules one request writes).
   */
  async feed(token: string): Promise<string> {
    const uid = await this.tokens.ownerOf(token);
    if (!uid) throw new NotFoundError('There is no calendar at this address (it may have been reset).');
    const groups = (await this.groups.membership.calendarGroupsOf(uid))
      .sort(
        (a, b) =>
          a.group.startDate.getTime() - b.group.startDate.getTime() ||
          a.group.groupName.localeCompare(b.group.groupName),
      )
      .slice(0, calendarBounds.groupsPerFeed);
    return icsCalendarInSteps(
      { name: 'HobbyHub: my groups', refreshEvery: feedRefresh },
      groups.map(
        ({ group, waiting }) =>
          () =>
            this.eventsOf(group, waiting),
      ),
    );
  }

  private urlOf(token: string): string {
    return `${this.publicUrl}/calendar/${token}.ics`;
  }
}

/** The calendar service on a database connection (its feed secrets live there). */
export function createCalendarService(
  groups: GroupsService,
  connection: Connection,
  publicUrl: string,
): CalendarService {
  const tokens = new FeedTokens(connection);
  // A deleted account's feed address must stop working at once, like a reset one.
  groups.personRemovers.push((uid) => tokens.remove(uid));
  return new CalendarService(groups, tokens, publicUrl);
}
