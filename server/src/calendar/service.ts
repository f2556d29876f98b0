import { NotFoundError } from '@/errors';
import { requireViewer, type GroupsService } from '@/groups/service';
import type { GroupRecord } from '@/groups/model';
import type { Viewer } from '@/auth/viewer';
import { icsCalendar, type AllDayEvent } from '@/calendar/ics';
import { FeedTokens } from '@/calendar/feedTokens';
import type { Connection } from 'mongoose';

/** How often subscribed calendar apps are asked to fetch a personal feed again. */
const feedRefresh = 'PT6H';

/**
 * Calendars of groups: one group's .ics and each person's secret feed of the groups they
 * joined. The groups service decides which groups a person's feed holds; this module only
 * turns groups into iCalendar text (when groups recur, this is where a VEVENT becomes a series).
 */
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

  /** `waiting`: the person is on the waitlist, so the event is tentative until a place is theirs. */
  eventOf(group: GroupRecord, waiting = false): AllDayEvent {
    return {
      // The id never changes and is unique, so calendar apps update the event instead of adding another.
      uid: `group-${group._id.toString()}@${this.host}`,
      stamp: group.updatedAt,
      day: group.startDate,
      summary: waiting ? `${group.groupName} (waitlist)` : group.groupName,
      tentative: waiting,
      location: group.location,
      description: `${group.description}\n\n${group.hobbyCategory} · organized by ${group.userName}\n${this.groupUrl(group)}`,
      url: this.groupUrl(group),
    };
  }

  /** One group's calendar file (public, as the group itself is). */
  async groupCalendar(id: string): Promise<{ group: GroupRecord; ics: string }> {
    const group = await this.groups.get(id);
    return { group, ics: icsCalendar({ name: group.groupName, events: [this.eventOf(group)] }) };
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

  /** The feed a token opens: every group its owner joined, soonest first. */
  async feed(token: string): Promise<string> {
    const uid = await this.tokens.ownerOf(token);
    if (!uid) throw new NotFoundError('There is no calendar at this address (it may have been reset).');
    const groups = (await this.groups.calendarGroupsOf(uid)).sort(
      (a, b) =>
        a.group.startDate.getTime() - b.group.startDate.getTime() || a.group.groupName.localeCompare(b.group.groupName),
    );
    return icsCalendar({
      name: 'HobbyHub: my groups',
      events: groups.map(({ group, waiting }) => this.eventOf(group, waiting)),
      refreshEvery: feedRefresh,
    });
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
  return new CalendarService(groups, new FeedTokens(connection), publicUrl);
}
