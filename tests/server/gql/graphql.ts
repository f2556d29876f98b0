/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An invite link to follow. */
export type AcceptInviteLinkInput = {
  /** The group. */
  groupId: string | number;
  /** The link's token (the part after `/invite/`). */
  token: string;
};

/** An announcement. */
export type AnnounceInput = {
  /** Who receives it. */
  audience: AnnouncementAudience;
  /** Markdown, 1 to 5,000 characters. */
  body: string;
  /** The group. */
  groupId: string | number;
  /** The session, for GOING, UNANSWERED, and WAITING for a session. */
  sessionId?: string | number | null | undefined;
};

/** Who an announcement goes to, computed when it is sent. */
export type AnnouncementAudience =
  /** Every member of the group. */
  | 'ALL_MEMBERS'
  /** Everyone holding a place for the session. */
  | 'GOING'
  /** Members who have not answered Going or Not going for the session. */
  | 'UNANSWERED'
  /** Everyone waiting for a place in the session (or, without a session, for a place in the group). */
  | 'WAITING';

/** The invited person's answer. */
export type AnswerTeamInvitationInput = {
  /** True to take the role, false to decline. */
  accept: boolean;
  /** The group whose team the viewer is invited to. */
  groupId: string | number;
};

/** A role `setTeamRole` can give: a team role, or MEMBER (off the team). */
export type AssignableRole =
  /** Everything the owner does but deleting and transferring the group. */
  | 'CO_ORGANIZER'
  /** Manages sessions, sends announcements, sees who comes. */
  | 'HOST'
  /** Off the team; stays a member of the group. */
  | 'MEMBER';

/** What was done in a group. */
export type AuditAction =
  /** A site admin suspended an account (the site's log; `detail`: the reason). */
  | 'ACCOUNT_SUSPENDED'
  /** A site admin lifted an account's suspension (the site's log). */
  | 'ACCOUNT_UNSUSPENDED'
  /** An organizer approved a request to join (`detail`: their note). */
  | 'APPROVED'
  /** Someone was banned (`detail`: the reason). */
  | 'BANNED'
  /** An organizer declined a request to join (`detail`: their note). */
  | 'DECLINED'
  /** The invited person declined. */
  | 'DECLINED_TEAM'
  /** The group's fields were edited (`detail` names them). */
  | 'EDITED'
  /** A post was hidden (`detail`: THREAD, REPLY or ANNOUNCEMENT). */
  | 'HID_POST'
  /** Someone was invited into the team (`detail`: the role). */
  | 'INVITED'
  /** An organizer revoked every invite link made so far. */
  | 'INVITE_LINKS_REVOKED'
  /** An organizer made an invite link (`detail`: when it expires). */
  | 'INVITE_LINK_CREATED'
  /** Someone came in by an invite link (a member, or waiting when the group was full). */
  | 'JOINED_BY_INVITE'
  /** The invited person accepted (`detail`: the role). */
  | 'JOINED_TEAM'
  /** The join policy changed (`detail`: the new one). */
  | 'JOIN_POLICY'
  /** Someone stepped down from the team. */
  | 'LEFT_TEAM'
  /** A member was removed from the group. */
  | 'REMOVED'
  /** A report about something in the group was resolved (`targetName`: what was reported; `detail`: the reason given). */
  | 'REPORT_RESOLVED'
  /** A team member's role changed (`detail`: the new role; MEMBER: off the team). */
  | 'ROLE_CHANGED'
  /** A hidden post was shown again (`detail`: ANNOUNCEMENT). */
  | 'SHOWED_POST'
  /** A site admin suspended the group (`detail`: the reason). */
  | 'SUSPENDED'
  /** The owner handed the group over to `targetName`. */
  | 'TRANSFERRED'
  /** A ban was lifted. */
  | 'UNBANNED'
  /** A site admin lifted the group's suspension. */
  | 'UNSUSPENDED';

/** Whom to ban, and why. */
export type BanMemberInput = {
  /** The group. */
  groupId: string | number;
  /** Why, 3 to 500 characters: shown to them. */
  reason: string;
  /** The person (a member, someone waiting or asking, or who asked before). */
  uid: string | number;
};

/** Which session to cancel. Only the organizer may. */
export type CancelSessionInput = {
  /** The session's id. */
  sessionId: string | number;
};

/** The fields of a new group. The organizer (userName, userEmail) is taken from the ID token, never from the input. */
export type CreateGroupInput = {
  /** What the group does, 10 to 2000 characters. */
  description: string;
  /** The group's name, 3 to 100 characters. Cannot be changed later. */
  groupName: string;
  /** The hobby the group is about. */
  hobbyCategory: HobbyCategory;
  /** An absolute http(s) URL of the cover image, at most 2048 characters. */
  imageURL: string;
  /** Where the group meets, 2 to 200 characters. */
  location: string;
  /** The largest number of members, a whole number from 1 to 10000. */
  maxMembers: number;
  /** The place the group meets at: an `id` from `places` (a city, or `online`). Optional. */
  placeId?: string | number | null | undefined;
  /** The day the group starts, `YYYY-MM-DD`. */
  startDate: string;
  /** A street address or venue within the place, at most 200 characters. Optional. */
  venue?: string | null | undefined;
};

/** The group and how long its new link works. */
export type CreateInviteLinkInput = {
  /** How long the link works, 1 to 720 hours (default 168: a week). */
  expiresInHours?: number | null | undefined;
  /** The group. */
  groupId: string | number;
};

/** An organizer's decision on one request. */
export type DecideJoinRequestInput = {
  /** True to let them in, false to decline. */
  approve: boolean;
  /** The group. */
  groupId: string | number;
  /** An optional note to the person, 1 to 500 characters. */
  message?: string | null | undefined;
  /** The person who asked (`JoinRequest.id`). */
  uid: string | number;
};

/** Confirms the deletion of the signed-in user's account. */
export type DeleteAccountInput = {
  /** Must be true: deleting an account cannot be undone. */
  confirm: boolean;
};

/** Which group to delete. Only the organizer may delete it. */
export type DeleteGroupInput = {
  /** The id of the group to delete. */
  id: string | number;
};

/** What happened in a discussion. */
export type DiscussionUpdateKind =
  /** An announcement the user may read was shown again or changed: `announcement` is as it now is (`threadId` is its id). */
  | 'ANNOUNCEMENT_CHANGED'
  /** An announcement addressed to the user was hidden from them: `removedId` names it. */
  | 'ANNOUNCEMENT_REMOVED'
  /** A reply was marked as the answer. */
  | 'ANSWER_MARKED'
  /** A new reply (or session comment). */
  | 'REPLY_ADDED'
  /** A reply the user may read was edited, hidden or shown again: `reply` is as it now is. */
  | 'REPLY_CHANGED'
  /** A reply the user could read was deleted or hidden from them: `removedId` names it, `thread` is its thread as it now is. */
  | 'REPLY_REMOVED'
  /** A new thread. */
  | 'THREAD_ADDED'
  /** A thread the user may read was edited, hidden or shown again, or its answer or visibility changed: `thread` is as it now is. */
  | 'THREAD_CHANGED'
  /** A thread the user could read was deleted or hidden from them: only its id (`removedId`) is sent. */
  | 'THREAD_REMOVED';

/**
 * Narrows a list of groups. Every field given must hold (they combine with AND); a missing or null
 * field narrows nothing.
 */
export type GroupFilter = {
  /** Only groups in one of these categories. Empty or missing: every category. */
  categories?: Array<HobbyCategory> | null | undefined;
  /** True: only groups with at least one place left (`spotsLeft` above 0). False or missing: every group. */
  hasOpenSpots?: boolean | null | undefined;
  /** Only groups whose location contains this text (case-insensitive), at most 200 characters. */
  location?: string | null | undefined;
  /** Only groups whose place lies within the radius of the point (groups without coordinates are left out); each edge's `distanceKm` is then set. */
  near?: NearInput | null | undefined;
  /** Only groups organized by the user with this email. Signed-in users only, and only for their own email: any other email is FORBIDDEN. */
  organizerEmail?: string | null | undefined;
  /** Case-insensitive text to find in the group name or the category name, at most 100 characters. The same as the `search` argument of `groups`: give one of the two. */
  search?: string | null | undefined;
  /**
   * Only groups starting on this day or later, by the day `START_DATE` orders by (a recurring
   * group's next session's day); today's date gives the upcoming groups, recurring ones included
   * while they have sessions ahead.
   */
  startsOnOrAfter?: string | null | undefined;
  /**
   * Only groups starting on this day or earlier, by the same day as `startsOnOrAfter`. A day before
   * `startsOnOrAfter` matches nothing.
   */
  startsOnOrBefore?: string | null | undefined;
};

/** Which group to join or leave. */
export type GroupMembershipInput = {
  /** The group's id. */
  id: string | number;
};

/**
 * The order of a list of groups, e.g. `{ field: START_DATE }` for the soonest first or
 * `{ field: CREATED_AT, direction: DESC }` for the newest first. Ties are broken by id.
 */
export type GroupOrder = {
  /** Which way; ASC when left out. */
  direction?: OrderDirection | null | undefined;
  /** What to order by. */
  field: GroupOrderField;
};

/** What a list of groups can be ordered by. Ties are broken by id, so every order is stable across pages. */
export type GroupOrderField =
  /** When the group was created: DESC is newest first. */
  | 'CREATED_AT'
  /** The distance from `filter.near`'s point: ASC is nearest first. Needs `filter.near`. */
  | 'DISTANCE'
  /** How many people joined: DESC is most members first. */
  | 'MEMBER_COUNT'
  /** The group name (case-insensitive). */
  | 'NAME'
  /** How many places are left (`spotsLeft`): ASC is fewest places left first. */
  | 'SPOTS_LEFT'
  /**
   * The soonest start day: ASC is soonest first. A one-off group's `startDate`; a recurring group's
   * next session's day (in its time zone) while it has sessions ahead, so a weekly group that began
   * months ago sorts by when it next meets; once its series has ended, its first session's day.
   * Cursors hold the day they were read at, so paging stays consistent while groups move on.
   */
  | 'START_DATE';

/** Where a person stands in one group. What each role may do is one table on the server (docs/ARCHITECTURE.md). */
export type GroupRole =
  /** Banned from the group by an organizer (see `viewerBan`). */
  | 'BANNED'
  /** Runs the group with its owner: everything but deleting and transferring it. */
  | 'CO_ORGANIZER'
  /** Runs sessions and announcements. */
  | 'HOST'
  /** Has joined the group. */
  | 'MEMBER'
  /** Owns the group (one per group; transferable with `transferGroup`). */
  | 'OWNER'
  /** Asked to join; waits for an organizer's decision. */
  | 'PENDING'
  /** Signed in, neither a member nor on the team. */
  | 'SIGNED_IN'
  /** Not signed in. */
  | 'VISITOR'
  /** Waits for a place in the full group. */
  | 'WAITING';

/** The order of a list of groups. Ties are broken by id, so the order is stable across pages. */
export type GroupSort =
  /** By group name, A to Z (case-insensitive). */
  | 'NAME_ASC'
  /** By group name, Z to A (case-insensitive). */
  | 'NAME_DESC';

/** Hide a post (organizer only), or show it again. */
export type HidePostInput = {
  /** True to hide. */
  hidden: boolean;
  /** The thread, reply or announcement. */
  id: string | number;
};

/** The eight hobby categories a group can belong to. The description of each value is its display name. */
export type HobbyCategory =
  /** Cooking */
  | 'COOKING'
  /** Drawing & Painting */
  | 'DRAWING_AND_PAINTING'
  /** Fishing */
  | 'FISHING'
  /** Photography */
  | 'PHOTOGRAPHY'
  /** Reading */
  | 'READING'
  /** Running */
  | 'RUNNING'
  /** Video Gaming */
  | 'VIDEO_GAMING'
  /** Writing */
  | 'WRITING';

/** What an invite link's token is worth. */
export type InviteLinkStatus =
  /** Signed for this group and not revoked, but past its expiry. */
  | 'EXPIRED'
  /** Not a link of this group: made up, changed, of another group, or revoked by the organizers. */
  | 'INVALID'
  /** Signed for this group, not revoked, not expired: following it lets the signed-in person join (or wait when full). */
  | 'VALID';

/** Who to invite into a group's team, and as what. */
export type InviteToTeamInput = {
  /** The group. */
  groupId: string | number;
  /** The role offered. */
  role: TeamRole;
  /** The person's id, as the member list shows it (`Member.id`). They must be a member of the group. */
  uid: string | number;
};

/** What an organizer decided on a request. */
export type JoinDecisionKind =
  /** Let in: the person became a member, or waits for a place from when they asked. */
  | 'APPROVED'
  /** Not let in: the person may ask again. */
  | 'DECLINED';

/** Who may join a group and how. */
export type JoinPolicy =
  /** People ask (answering the group's questions); organizers approve or decline. Approved people queue from when they asked. */
  | 'APPROVAL'
  /** Nobody can ask: people join by an organizer's invite link (`createInviteLink`, `acceptInviteLink`). */
  | 'INVITE_ONLY'
  /** Anyone signed in joins (or waits when it is full). */
  | 'OPEN';

/** Lift an account's suspension. */
export type LiftAccountSuspensionInput = {
  /** The account's id. */
  uid: string | number;
};

/** Lift a group's suspension. */
export type LiftGroupSuspensionInput = {
  /** The group. */
  groupId: string | number;
};

/** The answer of a question. */
export type MarkAnswerInput = {
  /** The reply that answers it, or null to unmark. */
  replyId?: string | number | null | undefined;
  /** The question. */
  threadId: string | number;
};

/** The notification to mark read. */
export type MarkNotificationReadInput = {
  /** The notification's id. */
  id: string | number;
};

/** Moves one session in time and/or place. Only the organizer may. Give at least one of startsAt and location. */
export type MoveSessionInput = {
  /** Where this session takes place instead, 2 to 200 characters. */
  location?: string | null | undefined;
  /** The session's id. */
  sessionId: string | number;
  /** The new start as wall-clock time in the group's time zone, `YYYY-MM-DDTHH:mm`. */
  startsAt?: string | null | undefined;
};

/** A point and a radius: only groups whose place lies within `radiusKm` of the point. */
export type NearInput = {
  /** Latitude of the point in degrees, -90 to 90. */
  lat: number;
  /** Longitude of the point in degrees, -180 to 180. */
  lon: number;
  /** The radius in km: one of 5, 10, 25, 50, 100. */
  radiusKm: number;
};

/** How a person hears of one kind of news. */
export type NotificationDelivery =
  /** In the app, and in one daily email with everything since the last one, at the digest hour. */
  | 'DIGEST'
  /** In the app, and by email at once. */
  | 'EMAIL'
  /** In the app (the bell) only. */
  | 'IN_APP'
  /** Not at all. */
  | 'OFF';

/** What a notification reports. */
export type NotificationKind =
  /** The organizer of a group sent the user an announcement (listed on the group page). */
  | 'ANNOUNCEMENT'
  /** An organizer banned the user from the group (`viewerBan` has the reason). */
  | 'BANNED'
  /** The organizer changed the date or place of a group the user joined. */
  | 'GROUP_CHANGED'
  /** A group the user joined or waited for was deleted. */
  | 'GROUP_DELETED'
  /** An organizer approved the user's request to join (they are a member, or wait for a place from when they asked). */
  | 'JOIN_APPROVED'
  /** An organizer declined the user's request to join (`viewerJoinDecision` has their note). */
  | 'JOIN_DECLINED'
  /** A place freed and the user, who was waiting, is now a member. */
  | 'PROMOTED'
  /** An organizer removed the user from the group (they may join again). */
  | 'REMOVED'
  /** Something the user handles was reported (group organizers: content inside the group; site admins: a group or its organizers). `reportSummary` says what; who reported it is never said. */
  | 'REPORT_FILED'
  /** A report the user filed was resolved. `reportSummary` says what it was about, `reportOutcome` what was done. */
  | 'REPORT_RESOLVED'
  /** The user's role in the group changed (or they now own it). */
  | 'ROLE_CHANGED'
  /** The organizer cancelled a session the user said Going to (holding a place or waiting for one). `sessionId` names it. */
  | 'SESSION_CANCELLED'
  /** The organizer moved a session the user said Going to, in time or place. `sessionStartsAt` and `sessionLocation` are the new ones. */
  | 'SESSION_MOVED'
  /** An organizer invited the user into the group's team; they answer with `answerTeamInvitation`. */
  | 'TEAM_INVITATION'
  /** Someone replied in a thread the user follows. */
  | 'THREAD_REPLY'
  /** An organizer lifted the user's ban. */
  | 'UNBANNED'
  /** A group the user waited for started before a place freed; the waitlist ended. */
  | 'WAITLIST_ENDED';

/** One kind's new delivery. */
export type NotificationKindPreferenceInput = {
  /** How it should reach you. */
  delivery: NotificationDelivery;
  /** The kind of news. */
  kind: NotificationPreferenceKind;
};

/** The kinds of news a person can choose how to hear of. */
export type NotificationPreferenceKind =
  /** An organizer's announcement to a group you are in. */
  | 'ANNOUNCEMENT'
  /** An organizer banned you from a group (with the reason). */
  | 'BANNED'
  /** A group you are in changed its date or place. */
  | 'GROUP_CHANGED'
  /** A group you are in was deleted. */
  | 'GROUP_DELETED'
  /** An organizer approved your request to join a group. */
  | 'JOIN_APPROVED'
  /** An organizer declined your request to join a group (with their note, if any). */
  | 'JOIN_DECLINED'
  /** You got a place from a waitlist. */
  | 'PROMOTED'
  /** A reminder before each session you said you are going to. */
  | 'REMINDER'
  /** An organizer removed you from a group. */
  | 'REMOVED'
  /** Something you handle was reported (organizers: inside your group; admins: a group or its organizers). */
  | 'REPORT_FILED'
  /** A report you filed was resolved. */
  | 'REPORT_RESOLVED'
  /** Your role in a group's team changed. */
  | 'ROLE_CHANGED'
  /** A session you are going to was cancelled. */
  | 'SESSION_CANCELLED'
  /** A session you are going to has a new time or place. */
  | 'SESSION_MOVED'
  /** An organizer invited you to a group's team. */
  | 'TEAM_INVITATION'
  /** Someone replied in a discussion you follow. */
  | 'THREAD_REPLY'
  /** An organizer lifted your ban from a group. */
  | 'UNBANNED'
  /** A group you waited for started before a place opened. */
  | 'WAITLIST_ENDED';

/** The direction of an order. */
export type OrderDirection =
  /** Smallest (or A, or earliest) first. */
  | 'ASC'
  /** Largest (or Z, or latest) first. */
  | 'DESC';

/** What kind of place a group meets at. */
export type PlaceKind =
  /** A city or town (GeoNames, at least 1,000 inhabitants), with coordinates. */
  | 'CITY'
  /** Online: no coordinates, never in a near-me list. */
  | 'ONLINE';

/** How often a schedule repeats. */
export type RecurrenceFrequency =
  /** Every `interval` months, on a day of the month or on the first/second/third/fourth/last weekday. */
  | 'MONTHLY'
  /** Every `interval` weeks, on the chosen weekdays. */
  | 'WEEKLY';

/** How a schedule repeats. */
export type RecurrenceInput = {
  /** How many sessions in all, 1 to 1000. */
  count?: number | null | undefined;
  /** Weekly or monthly. */
  frequency: RecurrenceFrequency;
  /** Every how many weeks or months, 1 to 52. Default 1. */
  interval?: number | null | undefined;
  /** MONTHLY: the day of the month, 1 to 31. Give this or `weekOfMonth`. */
  monthDay?: number | null | undefined;
  /** The last day a session may fall on, `YYYY-MM-DD` in the group's time zone. Give this, `count` or neither. */
  until?: string | null | undefined;
  /** MONTHLY: 1 to 4 for the first to fourth weekday of the month, -1 for the last. Give this or `monthDay`. */
  weekOfMonth?: number | null | undefined;
  /** WEEKLY: the days of the week (default: the first session's weekday). MONTHLY with `weekOfMonth`: one weekday. */
  weekdays?: Array<Weekday> | null | undefined;
};

/** Whom to remove from a group. */
export type RemoveMemberInput = {
  /** The group. */
  groupId: string | number;
  /** The member's id (`Member.id`). */
  uid: string | number;
};

/** A reply, or a change of one's own reply. */
export type ReplyInput = {
  /** Markdown, 1 to 2,000 characters. */
  body: string;
  /** The thread (replyToThread) or the reply (updateReply). */
  id: string | number;
};

/** Who handles a report: content inside a group goes to its organizers; a group, or anything by its organizers, to the site's admins. */
export type ReportAudience =
  /** The site's admins only. */
  | 'ADMINS'
  /** The group's organizers (and the site's admins). */
  | 'ORGANIZERS';

/** Report a group, a post or a member. */
export type ReportInput = {
  /** MEMBER only: the group the member is reported in. */
  groupId?: string | number | null | undefined;
  /** What the handlers should know (at most 1000 characters). */
  note?: string | null | undefined;
  /** Why. */
  reason: ReportReason;
  /** What is reported. */
  subject: ReportSubject;
  /** The group's id, the post's id, or (MEMBER) the member's id. */
  targetId: string | number;
};

/** Why something was reported. */
export type ReportReason =
  /** Harassment or bullying of a person. */
  | 'HARASSMENT'
  /** Content that does not belong on the site. */
  | 'INAPPROPRIATE'
  /** False or misleading information. */
  | 'MISLEADING'
  /** Something else: the note says what. */
  | 'OTHER'
  /** Unwanted advertising or repeated junk. */
  | 'SPAM';

/** Where a report stands. */
export type ReportStatus =
  /** Nobody has handled it yet. */
  | 'OPEN'
  /** An organizer or an admin handled it. */
  | 'RESOLVED';

/** What a report is about. */
export type ReportSubject =
  /** An announcement. */
  | 'ANNOUNCEMENT'
  /** A group (goes to the site's admins). */
  | 'GROUP'
  /** A member of a group. */
  | 'MEMBER'
  /** A reply in a thread or a session comment. */
  | 'REPLY'
  /** A discussion thread. */
  | 'THREAD';

/** A request to join a group that needs approval. */
export type RequestToJoinInput = {
  /** One answer per question of the group, in its order, 1 to 1000 characters each. */
  answers?: Array<string> | null | undefined;
  /** The group. */
  groupId: string | number;
};

/** Resolve a report. */
export type ResolveReportInput = {
  /** Hide the reported thread, reply or announcement from everyone but its author. */
  hide?: boolean | null | undefined;
  /** The report. */
  id: string | number;
  /** What was done, for the reporter and the log (at most 1000 characters). */
  resolution?: string | null | undefined;
};

/** One kind of news from one group to hear of by email again. */
export type ResubscribeGroupEmailInput = {
  /** The group's id. */
  groupId: string | number;
  /** The kind. */
  kind: NotificationPreferenceKind;
};

/** A member's answer for one session. */
export type RsvpInput = {
  /** True: going (a place, or the waitlist when the session is full). False: not going (gives a place up; the first waiting member gets it). */
  going: boolean;
  /** The session's id. */
  sessionId: string | number;
};

/** How the signed-in member answered for a session. */
export type RsvpStatus =
  /** Going, with a place. */
  | 'GOING'
  /** Not going. */
  | 'NOT_GOING'
  /** Going, but the session is full: waiting for a place, first come first served. */
  | 'WAITLISTED';

/** When and how often a group meets. */
export type ScheduleInput = {
  /** Places per session, 1 to 10000. Default: the group's maxMembers. */
  capacity?: number | null | undefined;
  /** How long each session lasts, 5 to 1440 minutes. Default 120. */
  durationMinutes?: number | null | undefined;
  /** How the schedule repeats; leave out for a single session. */
  recurrence?: RecurrenceInput | null | undefined;
  /** The first session's start as wall-clock time in `timeZone`, `YYYY-MM-DDTHH:mm`. */
  startsAt: string;
  /** An IANA time zone name, e.g. `Europe/Lisbon`. */
  timeZone: string;
};

/** A comment on a session. */
export type SessionCommentInput = {
  /** Markdown, 1 to 2,000 characters. */
  body: string;
  /** The session. */
  sessionId: string | number;
};

/** A group's join policy and questions. */
export type SetJoinPolicyInput = {
  /** The group. */
  groupId: string | number;
  /** The new policy. */
  policy: JoinPolicy;
  /** APPROVAL only: up to 3 questions, 3 to 200 characters each. */
  questions?: Array<string> | null | undefined;
};

/** The group and its new reminder lead time. */
export type SetReminderLeadTimeInput = {
  /** The group's id. */
  id: string | number;
  /** Hours before each session: 2, 24 or 48. */
  reminderLeadHours: number;
};

/** A group's reminder settings; what is left out stays. */
export type SetRemindersInput = {
  /** The group's id. */
  id: string | number;
  /** Also ask the members who have not answered, at the same time. */
  nudgeUnanswered?: boolean | null | undefined;
  /** Hours before each session: 2, 24 or 48. */
  reminderLeadHours?: number | null | undefined;
};

/** Sets a group's schedule. Only the organizer may. */
export type SetScheduleInput = {
  /** Change only this session and all after it ("this and all following"); earlier sessions keep the old pattern. Leave out to replace the whole schedule (session changes are dropped). */
  fromSessionId?: string | number | null | undefined;
  /** The group's id. */
  id: string | number;
  /** The new schedule. */
  schedule: ScheduleInput;
};

/** A change of one team member's role. */
export type SetTeamRoleInput = {
  /** The group. */
  groupId: string | number;
  /** The new role; MEMBER takes them off the team. */
  role: AssignableRole;
  /** The team member's id (`TeamMember.id`). */
  uid: string | number;
};

/** Show an answered question to visitors, or stop. */
export type SetThreadPublicInput = {
  /** The question. */
  id: string | number;
  /** True to show it. */
  isPublic: boolean;
};

/** A new thread. */
export type StartThreadInput = {
  /** Markdown, 1 to 2,000 characters. */
  body: string;
  /** The group. */
  groupId: string | number;
  /** A question (a reply can be marked as its answer). */
  isQuestion?: boolean | null | undefined;
  /** 3 to 200 characters. */
  title: string;
};

/** Suspend an account. */
export type SuspendAccountInput = {
  /** Why (3 to 500 characters). */
  reason: string;
  /** The account's id. */
  uid: string | number;
};

/** Suspend a group. */
export type SuspendGroupInput = {
  /** The group. */
  groupId: string | number;
  /** Why: shown to the group's organizers (3 to 500 characters). */
  reason: string;
};

/** Why a group is suspended. */
export type SuspensionCause =
  /** Its owner's account is suspended; it returns when that is lifted. */
  | 'ACCOUNT'
  /** A site admin suspended the group itself. */
  | 'GROUP';

/** A role in a group's team besides its owner's. */
export type TeamRole =
  /** Everything the owner does but deleting and transferring the group. */
  | 'CO_ORGANIZER'
  /** Manages sessions, sends announcements, sees who comes. */
  | 'HOST';

/** Who takes the group over. */
export type TransferGroupInput = {
  /** The group. */
  groupId: string | number;
  /** A co-organizer's id (`TeamMember.id`): they become the owner, and the owner a co-organizer. */
  uid: string | number;
};

/** Whose ban to lift. */
export type UnbanMemberInput = {
  /** The group. */
  groupId: string | number;
  /** The banned person (`Ban.id`). */
  uid: string | number;
};

/** Changes to a group. Only the organizer may update it. Fields left out stay as they are; the group name cannot be changed. */
export type UpdateGroupInput = {
  /** The new description, 10 to 2000 characters. */
  description?: string | null | undefined;
  /** The new hobby category. */
  hobbyCategory?: HobbyCategory | null | undefined;
  /** The id of the group to change. */
  id: string | number;
  /** The new cover image, an absolute http(s) URL of at most 2048 characters. */
  imageURL?: string | null | undefined;
  /** The new location, 2 to 200 characters. */
  location?: string | null | undefined;
  /** The new largest number of members, a whole number from 1 to 10000. */
  maxMembers?: number | null | undefined;
  /** The new place: an `id` from `places`; empty or null removes it. */
  placeId?: string | number | null | undefined;
  /** The new start day, `YYYY-MM-DD`. */
  startDate?: string | null | undefined;
  /** The new street address or venue, at most 200 characters; empty or null removes it. */
  venue?: string | null | undefined;
};

/** What to change; what is left out stays. */
export type UpdateNotificationPreferencesInput = {
  /** The digest's hour of the day, 0 to 23, in your time zone. */
  digestHour?: number | null | undefined;
  /** New deliveries for some kinds. */
  kinds?: Array<NotificationKindPreferenceInput> | null | undefined;
  /** Your IANA time zone, e.g. Europe/Berlin; null: each group's own zone. */
  timeZone?: string | null | undefined;
};

/** The profile fields to change; give at least one. The new display name also shows as the organizer name on every group the user organizes. */
export type UpdateProfileInput = {
  /** The new display name, 1 to 100 characters. */
  displayName?: string | null | undefined;
  /** The new profile photo: an absolute http or https URL of at most 2048 characters. An empty string removes the photo. */
  photoURL?: string | null | undefined;
};

/** Changes to one's own thread (at least one field). */
export type UpdateThreadInput = {
  /** Markdown, 1 to 2,000 characters. */
  body?: string | null | undefined;
  /** The thread. */
  id: string | number;
  /** A question or not. */
  isQuestion?: boolean | null | undefined;
  /** 3 to 200 characters. */
  title?: string | null | undefined;
};

/** A day of the week (RFC 5545 abbreviations). */
export type Weekday =
  /** Friday. */
  | 'FR'
  /** Monday. */
  | 'MO'
  /** Saturday. */
  | 'SA'
  /** Sunday. */
  | 'SU'
  /** Thursday. */
  | 'TH'
  /** Tuesday. */
  | 'TU'
  /** Wednesday. */
  | 'WE';

export type TestProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type TestProfileQuery = { viewer: { id: string, email: string | null, displayName: string | null, photoURL: string | null, signInProviders: Array<string>, createdAt: string | null } | null };

export type TestUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type TestUpdateProfileMutation = { updateProfile: { viewer: { id: string, displayName: string | null, photoURL: string | null } } };

export type TestDeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type TestDeleteAccountMutation = { deleteAccount: { deletedUserId: string, deletedGroupIds: Array<string>, leftGroupIds: Array<string> } };

export type TestOrganizerQueryVariables = Exact<{
  id: string | number;
}>;


export type TestOrganizerQuery = { group: { id: string, userName: string, memberCount: number, members: Array<{ displayName: string }> | null } | null };

export type TestHideAnnouncementMutationVariables = Exact<{
  input: HidePostInput;
}>;


export type TestHideAnnouncementMutation = { hideAnnouncement: { id: string, hidden: boolean } };

export type TestAnnouncementsSeenQueryVariables = Exact<{
  id: string | number;
}>;


export type TestAnnouncementsSeenQuery = { group: { id: string, announcements: { nodes: Array<{ id: string, hidden: boolean, authorName: string }> } } | null };

export type TestAnnouncementLiveSubscriptionVariables = Exact<{
  groupId: string | number;
}>;


export type TestAnnouncementLiveSubscription = { discussionUpdated: { kind: DiscussionUpdateKind, threadId: string, removedId: string | null, announcement: { id: string, hidden: boolean } | null } };

export type TestBrowseGroupsQueryVariables = Exact<{
  filter?: GroupFilter | null | undefined;
  orderBy?: GroupOrder | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestBrowseGroupsQuery = { groups: { totalCount: number, nodes: Array<{ id: string, memberCount: number, spotsLeft: number }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TestGroupCountsQueryVariables = Exact<{
  filter?: GroupFilter | null | undefined;
}>;


export type TestGroupCountsQuery = { groupCounts: Array<{ category: HobbyCategory, name: string, count: number }> };

export type TestSoonestGroupsQueryVariables = Exact<{
  filter?: GroupFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestSoonestGroupsQuery = { groups: { totalCount: number, nodes: Array<{ id: string, nextSession: { id: string, startsAt: string } | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TestCalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type TestCalendarFeedQuery = { viewer: { calendarFeedUrl: string } | null };

export type TestResetCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type TestResetCalendarFeedMutation = { resetCalendarFeed: { calendarFeedUrl: string, viewer: { id: string } } };

export type DemoGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoGroupsQuery = { groups: { nodes: Array<{ groupName: string, maxMembers: number, memberCount: number, spotsLeft: number, waitlistCount: number, isActive: boolean, place: { name: string } | null, nextMeeting: { startsAt: string, allDay: boolean, frequency: RecurrenceFrequency | null, interval: number } | null, nextSession: { goingCount: number } | null }> } };

export type TestCreateAtPlaceMutationVariables = Exact<{
  input: CreateGroupInput;
}>;


export type TestCreateAtPlaceMutation = { createGroup: { group: { id: string, place: { lat: number | null, lon: number | null } | null } } };

export type TestNextMeetingQueryVariables = Exact<{
  id: string | number;
}>;


export type TestNextMeetingQuery = { group: { id: string, nextMeeting: { startsAt: string, allDay: boolean, timeZone: string, frequency: RecurrenceFrequency | null, interval: number } | null } | null };

export type TestNearEdgesQueryVariables = Exact<{
  near: NearInput;
}>;


export type TestNearEdgesQuery = { groups: { edges: Array<{ distanceKm: number | null, node: { id: string, distanceKm: number | null, nextMeeting: { startsAt: string, allDay: boolean, timeZone: string, frequency: RecurrenceFrequency | null, interval: number } | null } }> } };

export type TestTwoPointsQueryVariables = Exact<{
  a: NearInput;
  b: NearInput;
  id: string | number;
}>;


export type TestTwoPointsQuery = { a: { edges: Array<{ distanceKm: number | null }>, nodes: Array<{ id: string, distanceKm: number | null }> }, b: { edges: Array<{ km: number | null, group: { id: string, km: number | null } }> }, group: { id: string, distanceKm: number | null } | null };

export type TestPlainEdgesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestPlainEdgesQuery = { groups: { edges: Array<{ distanceKm: number | null, node: { id: string } }> } };

export type TestPlacesQueryVariables = Exact<{
  search: string;
  first?: number | null | undefined;
}>;


export type TestPlacesQuery = { places: Array<{ id: string, kind: PlaceKind, name: string, country: string | null, lat: number | null, lon: number | null, population: number | null }> };

export type TestCreatePlacedGroupMutationVariables = Exact<{
  input: CreateGroupInput;
}>;


export type TestCreatePlacedGroupMutation = { createGroup: { group: { id: string, location: string, venue: string | null, distanceKm: number | null, place: { id: string, kind: PlaceKind, name: string, country: string | null, lat: number | null, lon: number | null } | null } } };

export type TestUpdatePlacedGroupMutationVariables = Exact<{
  input: UpdateGroupInput;
}>;


export type TestUpdatePlacedGroupMutation = { updateGroup: { group: { id: string, venue: string | null, place: { id: string, name: string } | null } } };

export type TestNearGroupsQueryVariables = Exact<{
  filter?: GroupFilter | null | undefined;
  orderBy?: GroupOrder | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestNearGroupsQuery = { groups: { totalCount: number, nodes: Array<{ id: string, groupName: string, distanceKm: number | null }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TestNearCountsQueryVariables = Exact<{
  filter?: GroupFilter | null | undefined;
}>;


export type TestNearCountsQuery = { groupCounts: Array<{ category: HobbyCategory, count: number }> };

export type TestGroupDiscussionQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  questions?: boolean | null | undefined;
}>;


export type TestGroupDiscussionQuery = { group: { id: string, discussion: { nextCursor: string | null, nodes: Array<{ id: string, title: string, bodyHtml: string, authorName: string, isMine: boolean, hidden: boolean, isQuestion: boolean, answered: boolean, isPublic: boolean, replyCount: number }> } } | null };

export type TestThreadQueryVariables = Exact<{
  id: string | number;
}>;


export type TestThreadQuery = { discussionThread: { id: string, title: string, bodyHtml: string, hidden: boolean, answered: boolean, answerReplyId: string | null, replies: { nextCursor: string | null, nodes: Array<{ id: string, bodyHtml: string, isAnswer: boolean, hidden: boolean, authorName: string }> } } };

export type TestStartThreadMutationVariables = Exact<{
  input: StartThreadInput;
}>;


export type TestStartThreadMutation = { startThread: { id: string, title: string, bodyHtml: string, isMine: boolean, isQuestion: boolean, authorName: string } };

export type TestUpdateThreadMutationVariables = Exact<{
  input: UpdateThreadInput;
}>;


export type TestUpdateThreadMutation = { updateThread: { id: string, title: string, editedAt: string | null } };

export type TestDeleteThreadMutationVariables = Exact<{
  id: string | number;
}>;


export type TestDeleteThreadMutation = { deleteThread: { deletedId: string } };

export type TestReplyMutationVariables = Exact<{
  input: ReplyInput;
}>;


export type TestReplyMutation = { replyToThread: { id: string, bodyHtml: string, isMine: boolean } };

export type TestHideThreadMutationVariables = Exact<{
  input: HidePostInput;
}>;


export type TestHideThreadMutation = { hideThread: { id: string, hidden: boolean } };

export type TestUpdateReplyMutationVariables = Exact<{
  input: ReplyInput;
}>;


export type TestUpdateReplyMutation = { updateReply: { id: string, bodyHtml: string } };

export type TestHideReplyMutationVariables = Exact<{
  input: HidePostInput;
}>;


export type TestHideReplyMutation = { hideReply: { id: string, hidden: boolean } };

export type TestDeleteReplyMutationVariables = Exact<{
  id: string | number;
}>;


export type TestDeleteReplyMutation = { deleteReply: { deletedId: string } };

export type TestMarkAnswerMutationVariables = Exact<{
  input: MarkAnswerInput;
}>;


export type TestMarkAnswerMutation = { markAnswer: { id: string, answered: boolean, answerReplyId: string | null } };

export type TestSetThreadPublicMutationVariables = Exact<{
  input: SetThreadPublicInput;
}>;


export type TestSetThreadPublicMutation = { setThreadPublic: { id: string, isPublic: boolean } };

export type TestAnnounceMutationVariables = Exact<{
  input: AnnounceInput;
}>;


export type TestAnnounceMutation = { announce: { id: string, bodyHtml: string, audience: AnnouncementAudience, recipientCount: number | null } };

export type TestGroupAnnouncementsQueryVariables = Exact<{
  id: string | number;
}>;


export type TestGroupAnnouncementsQuery = { group: { id: string, announcements: { nodes: Array<{ id: string, bodyHtml: string, audience: AnnouncementAudience, recipientCount: number | null }> } } | null };

export type TestCommentOnSessionMutationVariables = Exact<{
  input: SessionCommentInput;
}>;


export type TestCommentOnSessionMutation = { commentOnSession: { id: string, bodyHtml: string } };

export type TestSessionCommentsQueryVariables = Exact<{
  sessionId: string | number;
}>;


export type TestSessionCommentsQuery = { sessionComments: { thread: { id: string, sessionId: string | null } | null, comments: { nodes: Array<{ id: string, bodyHtml: string }> } } };

export type TestDiscussionUpdatedSubscriptionVariables = Exact<{
  groupId: string | number;
}>;


export type TestDiscussionUpdatedSubscription = { discussionUpdated: { kind: DiscussionUpdateKind, threadId: string, removedId: string | null, thread: { id: string, title: string, hidden: boolean, replyCount: number } | null, reply: { id: string, bodyHtml: string, hidden: boolean } | null } };

export type TestGroupFieldsFragment = { id: string, groupName: string, hobbyCategory: HobbyCategory, hobbyCategoryName: string, description: string, location: string, maxMembers: number, startDate: string, isActive: boolean, imageURL: string, userName: string, userEmail: string | null, viewerIsOwner: boolean, createdAt: string, updatedAt: string };

export type TestGroupsQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: GroupSort | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestGroupsQuery = { groups: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, groupName: string } }>, nodes: Array<{ id: string, groupName: string, hobbyCategory: HobbyCategory, hobbyCategoryName: string, description: string, location: string, maxMembers: number, startDate: string, isActive: boolean, imageURL: string, userName: string, userEmail: string | null, viewerIsOwner: boolean, createdAt: string, updatedAt: string }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type TestGroupQueryVariables = Exact<{
  id: string | number;
}>;


export type TestGroupQuery = { group: { id: string, groupName: string, hobbyCategory: HobbyCategory, hobbyCategoryName: string, description: string, location: string, maxMembers: number, startDate: string, isActive: boolean, imageURL: string, userName: string, userEmail: string | null, viewerIsOwner: boolean, createdAt: string, updatedAt: string } | null };

export type TestGroupsByEmailQueryVariables = Exact<{
  email: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestGroupsByEmailQuery = { groupsByEmail: { totalCount: number, nodes: Array<{ id: string, groupName: string, hobbyCategory: HobbyCategory, hobbyCategoryName: string, description: string, location: string, maxMembers: number, startDate: string, isActive: boolean, imageURL: string, userName: string, userEmail: string | null, viewerIsOwner: boolean, createdAt: string, updatedAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TestViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type TestViewerQuery = { viewer: { id: string, email: string | null, displayName: string | null, groupCount: number, groups: { totalCount: number, nodes: Array<{ id: string, groupName: string }> } } | null };

export type TestHobbyCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestHobbyCategoriesQuery = { hobbyCategories: Array<{ value: HobbyCategory, name: string }> };

export type TestCreateGroupMutationVariables = Exact<{
  input: CreateGroupInput;
}>;


export type TestCreateGroupMutation = { createGroup: { group: { id: string, groupName: string, hobbyCategory: HobbyCategory, hobbyCategoryName: string, description: string, location: string, maxMembers: number, startDate: string, isActive: boolean, imageURL: string, userName: string, userEmail: string | null, viewerIsOwner: boolean, createdAt: string, updatedAt: string } } };

export type TestUpdateGroupMutationVariables = Exact<{
  input: UpdateGroupInput;
}>;


export type TestUpdateGroupMutation = { updateGroup: { group: { id: string, groupName: string, hobbyCategory: HobbyCategory, hobbyCategoryName: string, description: string, location: string, maxMembers: number, startDate: string, isActive: boolean, imageURL: string, userName: string, userEmail: string | null, viewerIsOwner: boolean, createdAt: string, updatedAt: string } } };

export type TestDeleteGroupMutationVariables = Exact<{
  input: DeleteGroupInput;
}>;


export type TestDeleteGroupMutation = { deleteGroup: { deletedGroupId: string } };

export type TestCreateInviteLinkMutationVariables = Exact<{
  input: CreateInviteLinkInput;
}>;


export type TestCreateInviteLinkMutation = { createInviteLink: { link: { token: string, path: string, expiresAt: string }, group: { id: string } } };

export type TestRevokeInviteLinksMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type TestRevokeInviteLinksMutation = { revokeInviteLinks: { group: { id: string } } };

export type TestAcceptInviteLinkMutationVariables = Exact<{
  input: AcceptInviteLinkInput;
}>;


export type TestAcceptInviteLinkMutation = { acceptInviteLink: { group: { id: string, memberCount: number, waitlistCount: number, viewerIsMember: boolean, viewerWaitlistPosition: number | null, viewerRole: GroupRole } } };

export type TestInviteLinkCheckQueryVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type TestInviteLinkCheckQuery = { group: { id: string, joinPolicy: JoinPolicy, inviteLink: { status: InviteLinkStatus, expiresAt: string | null } } | null };

export type TestBannedPeopleQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestBannedPeopleQuery = { group: { id: string, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string }> } | null } | null };

export type TestJoinStateQueryVariables = Exact<{
  id: string | number;
}>;


export type TestJoinStateQuery = { group: { id: string, memberCount: number, waitlistCount: number, viewerIsMember: boolean, viewerWaitlistPosition: number | null, viewerRole: GroupRole, joinPolicy: JoinPolicy, joinQuestions: Array<string>, joinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null, viewerJoinRequest: { id: string, answers: Array<{ answer: string }> } | null, viewerJoinDecision: { decision: JoinDecisionKind, message: string | null } | null, viewerBan: { reason: string } | null, bans: Array<{ id: string, displayName: string, reason: string }> | null } | null };

export type TestSetJoinPolicyMutationVariables = Exact<{
  input: SetJoinPolicyInput;
}>;


export type TestSetJoinPolicyMutation = { setJoinPolicy: { group: { id: string, joinPolicy: JoinPolicy, joinQuestions: Array<string> } } };

export type TestRequestToJoinMutationVariables = Exact<{
  input: RequestToJoinInput;
}>;


export type TestRequestToJoinMutation = { requestToJoin: { group: { id: string, viewerRole: GroupRole } } };

export type TestCancelJoinRequestMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type TestCancelJoinRequestMutation = { cancelJoinRequest: { group: { id: string, viewerRole: GroupRole } } };

export type TestDecideJoinRequestMutationVariables = Exact<{
  input: DecideJoinRequestInput;
}>;


export type TestDecideJoinRequestMutation = { decideJoinRequest: { group: { id: string, memberCount: number, waitlistCount: number } } };

export type TestBanMemberMutationVariables = Exact<{
  input: BanMemberInput;
}>;


export type TestBanMemberMutation = { banMember: { group: { id: string, memberCount: number } } };

export type TestUnbanMemberMutationVariables = Exact<{
  input: UnbanMemberInput;
}>;


export type TestUnbanMemberMutation = { unbanMember: { group: { id: string } } };

export type TestAdmissionLiveSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type TestAdmissionLiveSubscription = { groupChanged: { id: string, pendingJoinRequests: { totalCount: number, nodes: Array<{ id: string }> } | null, bans: Array<{ id: string }> | null, viewerBan: { reason: string } | null } };

export type TestJoinQueueQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestJoinQueueQuery = { group: { id: string, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, answers: Array<{ answer: string }> }> } | null } | null };

export type GroupChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type GroupChangedSubscription = { groupChanged: { id: string, groupName: string, location: string, memberCount: number, spotsLeft: number, viewerIsMember: boolean } };

export type GroupSessionsChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type GroupSessionsChangedSubscription = { groupChanged: { id: string, memberCount: number, nextSession: { id: string, goingCount: number } | null } };

export type TestSetReminderLeadTimeMutationVariables = Exact<{
  input: SetReminderLeadTimeInput;
}>;


export type TestSetReminderLeadTimeMutation = { setReminderLeadTime: { group: { id: string, reminderLeadHours: number } } };

export type TestNotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestNotificationPreferencesQuery = { viewer: { id: string, notificationPreferences: { digestHour: number, timeZone: string | null, kinds: Array<{ kind: NotificationPreferenceKind, delivery: NotificationDelivery }> } } | null };

export type TestUpdateNotificationPreferencesMutationVariables = Exact<{
  input: UpdateNotificationPreferencesInput;
}>;


export type TestUpdateNotificationPreferencesMutation = { updateNotificationPreferences: { notificationPreferences: { digestHour: number, timeZone: string | null, kinds: Array<{ kind: NotificationPreferenceKind, delivery: NotificationDelivery }> } } };

export type TestSetRemindersMutationVariables = Exact<{
  input: SetRemindersInput;
}>;


export type TestSetRemindersMutation = { setReminders: { group: { id: string, reminderLeadHours: number, nudgeUnanswered: boolean } } };

export type TestGroupUnsubscribesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestGroupUnsubscribesQuery = { viewer: { id: string, notificationPreferences: { groupUnsubscribes: Array<{ groupId: string, groupName: string | null, kinds: Array<NotificationPreferenceKind> }> } } | null };

export type TestResubscribeGroupEmailMutationVariables = Exact<{
  input: ResubscribeGroupEmailInput;
}>;


export type TestResubscribeGroupEmailMutation = { resubscribeGroupEmail: { notificationPreferences: { groupUnsubscribes: Array<{ groupId: string, kinds: Array<NotificationPreferenceKind> }> } } };

export type TestMatrixGatedFragment = { id: string, viewerRole: GroupRole, userEmail: string | null, members: Array<{ id: string }> | null, waitlist: Array<{ displayName: string }> | null, teamInvitations: Array<{ inviteeId: string }> | null, auditEntries: { nodes: Array<{ action: AuditAction }> } | null, reports: Array<{ id: string }> | null, pendingJoinRequests: { totalCount: number } | null, bannedPeople: { totalCount: number } | null };

export type TestMatrixGroupQueryVariables = Exact<{
  id: string | number;
}>;


export type TestMatrixGroupQuery = { group: { id: string, viewerRole: GroupRole, userEmail: string | null, members: Array<{ id: string }> | null, waitlist: Array<{ displayName: string }> | null, teamInvitations: Array<{ inviteeId: string }> | null, auditEntries: { nodes: Array<{ action: AuditAction }> } | null, reports: Array<{ id: string }> | null, pendingJoinRequests: { totalCount: number } | null, bannedPeople: { totalCount: number } | null } | null };

export type TestMatrixGroupLiveSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type TestMatrixGroupLiveSubscription = { groupChanged: { location: string, id: string, viewerRole: GroupRole, userEmail: string | null, members: Array<{ id: string }> | null, waitlist: Array<{ displayName: string }> | null, teamInvitations: Array<{ inviteeId: string }> | null, auditEntries: { nodes: Array<{ action: AuditAction }> } | null, reports: Array<{ id: string }> | null, pendingJoinRequests: { totalCount: number } | null, bannedPeople: { totalCount: number } | null } };

export type TestMatrixSuspendedAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMatrixSuspendedAccountsQuery = { suspendedAccounts: Array<{ uid: string }> };

export type TestJoinGroupMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type TestJoinGroupMutation = { joinGroup: { group: { id: string, memberCount: number, spotsLeft: number, viewerIsMember: boolean } } };

export type TestLeaveGroupMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type TestLeaveGroupMutation = { leaveGroup: { group: { id: string, memberCount: number, spotsLeft: number, viewerIsMember: boolean } } };

export type TestGroupMembersQueryVariables = Exact<{
  id: string | number;
}>;


export type TestGroupMembersQuery = { group: { id: string, maxMembers: number, memberCount: number, spotsLeft: number, viewerIsMember: boolean, members: Array<{ displayName: string, joinedAt: string }> | null } | null };

export type TestJoinedGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestJoinedGroupsQuery = { viewer: { joinedGroupCount: number, joinedGroups: { totalCount: number, nodes: Array<{ id: string, groupName: string, viewerIsMember: boolean }> } } | null };

export type TestReportContentMutationVariables = Exact<{
  input: ReportInput;
}>;


export type TestReportContentMutation = { reportContent: { report: { id: string, subject: ReportSubject, targetId: string, threadId: string | null, groupId: string, summary: string, reason: ReportReason, note: string | null, audience: ReportAudience, status: ReportStatus, reporterName: string | null } } };

export type TestResolveReportMutationVariables = Exact<{
  input: ResolveReportInput;
}>;


export type TestResolveReportMutation = { resolveReport: { report: { id: string, status: ReportStatus, resolution: string | null, resolverName: string | null, hidden: boolean } } };

export type TestReportQueueQueryVariables = Exact<{
  status?: ReportStatus | null | undefined;
  audience?: ReportAudience | null | undefined;
}>;


export type TestReportQueueQuery = { reportQueue: Array<{ id: string, audience: ReportAudience, status: ReportStatus, reporterName: string | null }> };

export type TestGroupReportsQueryVariables = Exact<{
  id: string | number;
  status?: ReportStatus | null | undefined;
}>;


export type TestGroupReportsQuery = { group: { id: string, reports: Array<{ id: string, summary: string, audience: ReportAudience, reporterName: string | null }> | null } | null };

export type TestMyReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMyReportsQuery = { viewer: { isAdmin: boolean, reports: Array<{ id: string, status: ReportStatus, resolution: string | null, hidden: boolean }> } | null };

export type TestSuspendedGroupQueryVariables = Exact<{
  id: string | number;
}>;


export type TestSuspendedGroupQuery = { group: { id: string, groupName: string, suspension: { reason: string, cause: SuspensionCause } | null } | null };

export type TestSuspendGroupMutationVariables = Exact<{
  input: SuspendGroupInput;
}>;


export type TestSuspendGroupMutation = { suspendGroup: { group: { id: string, suspension: { reason: string, cause: SuspensionCause } | null } } };

export type TestLiftGroupSuspensionMutationVariables = Exact<{
  input: LiftGroupSuspensionInput;
}>;


export type TestLiftGroupSuspensionMutation = { liftGroupSuspension: { group: { id: string, suspension: { reason: string } | null } } };

export type TestSuspendAccountMutationVariables = Exact<{
  input: SuspendAccountInput;
}>;


export type TestSuspendAccountMutation = { suspendAccount: { suspension: { uid: string, reason: string } } };

export type TestLiftAccountSuspensionMutationVariables = Exact<{
  input: LiftAccountSuspensionInput;
}>;


export type TestLiftAccountSuspensionMutation = { liftAccountSuspension: { suspension: { uid: string } } };

export type TestDiscoveryQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type TestDiscoveryQuery = { groups: { totalCount: number, nodes: Array<{ id: string }> }, groupCounts: Array<{ category: HobbyCategory, count: number }> };

export type TestReportQueueChangedSubscriptionVariables = Exact<{
  groupId?: string | number | null | undefined;
}>;


export type TestReportQueueChangedSubscription = { reportQueueChanged: { id: string, status: ReportStatus, summary: string } };

export type TestModerationCalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type TestModerationCalendarFeedQuery = { viewer: { calendarFeedUrl: string, joinedGroupCount: number, joinedGroups: { totalCount: number, nodes: Array<{ id: string }> } } | null };

export type TestReportNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestReportNotificationsQuery = { viewer: { notifications: Array<{ id: string, kind: NotificationKind, groupId: string, groupName: string, reportSummary: string | null, reportOutcome: string | null, read: boolean }> } | null };

export type TestNotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TestNotificationAddedSubscription = { notificationAdded: { id: string, kind: NotificationKind, groupId: string, reportSummary: string | null, reportOutcome: string | null } };

export type TestSetScheduleMutationVariables = Exact<{
  input: SetScheduleInput;
}>;


export type TestSetScheduleMutation = { setSchedule: { group: { id: string, startDate: string, isActive: boolean, schedule: { startsAt: string, localStartsAt: string, timeZone: string, durationMinutes: number, capacity: number, rrule: string, recurrence: { frequency: RecurrenceFrequency, interval: number, weekdays: Array<Weekday>, weekOfMonth: number | null, monthDay: number | null, until: string | null, count: number | null } | null } | null, nextSession: { id: string, startsAt: string } | null } } };

export type TestGroupSessionsQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
  from?: string | null | undefined;
}>;


export type TestGroupSessionsQuery = { group: { id: string, isActive: boolean, nextSession: { id: string, startsAt: string } | null, sessions: { totalCount: number | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, startsAt: string, endsAt: string, timeZone: string, location: string, cancelled: boolean, capacity: number, goingCount: number, waitlistCount: number, spotsLeft: number, viewerRsvp: RsvpStatus | null }> } } | null };

export type TestCancelSessionMutationVariables = Exact<{
  input: CancelSessionInput;
}>;


export type TestCancelSessionMutation = { cancelSession: { session: { id: string, cancelled: boolean }, group: { id: string, nextSession: { id: string } | null } } };

export type TestMoveSessionMutationVariables = Exact<{
  input: MoveSessionInput;
}>;


export type TestMoveSessionMutation = { moveSession: { session: { id: string, startsAt: string, location: string } } };

export type TestRsvpMutationVariables = Exact<{
  input: RsvpInput;
}>;


export type TestRsvpMutation = { rsvp: { session: { id: string, goingCount: number, waitlistCount: number, spotsLeft: number, viewerRsvp: RsvpStatus | null } } };

export type TestSessionNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestSessionNotificationsQuery = { viewer: { id: string, notifications: Array<{ kind: NotificationKind, groupId: string, groupName: string, sessionId: string | null, sessionStartsAt: string | null, sessionLocation: string | null }> } | null };

export type TestTeamQueryVariables = Exact<{
  id: string | number;
}>;


export type TestTeamQuery = { group: { id: string, userName: string, userEmail: string | null, viewerIsOwner: boolean, viewerRole: GroupRole, team: Array<{ id: string, displayName: string, role: GroupRole }>, teamInvitations: Array<{ inviteeId: string, role: TeamRole }> | null, members: Array<{ id: string, displayName: string }> | null, waitlist: Array<{ displayName: string }> | null } | null };

export type TestViewerTeamInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestViewerTeamInvitationsQuery = { viewer: { teamInvitations: Array<{ role: TeamRole, group: { id: string, groupName: string } }>, notifications: Array<{ kind: NotificationKind, groupId: string }> } | null };

export type TestInviteToTeamMutationVariables = Exact<{
  input: InviteToTeamInput;
}>;


export type TestInviteToTeamMutation = { inviteToTeam: { group: { id: string } } };

export type TestAnswerTeamInvitationMutationVariables = Exact<{
  input: AnswerTeamInvitationInput;
}>;


export type TestAnswerTeamInvitationMutation = { answerTeamInvitation: { group: { id: string, viewerRole: GroupRole } } };

export type TestSetTeamRoleMutationVariables = Exact<{
  input: SetTeamRoleInput;
}>;


export type TestSetTeamRoleMutation = { setTeamRole: { group: { id: string, team: Array<{ id: string, role: GroupRole }> } } };

export type TestLeaveTeamMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type TestLeaveTeamMutation = { leaveTeam: { group: { id: string } } };

export type TestTransferGroupMutationVariables = Exact<{
  input: TransferGroupInput;
}>;


export type TestTransferGroupMutation = { transferGroup: { group: { id: string, userName: string, viewerRole: GroupRole, team: Array<{ displayName: string, role: GroupRole }> } } };

export type TestRemoveMemberMutationVariables = Exact<{
  input: RemoveMemberInput;
}>;


export type TestRemoveMemberMutation = { removeMember: { group: { id: string, memberCount: number, waitlistCount: number } } };

export type TestAuditLogQueryVariables = Exact<{
  id: string | number;
}>;


export type TestAuditLogQuery = { group: { id: string, auditLog: Array<{ action: AuditAction, actorName: string, targetName: string | null, detail: string | null }> | null } | null };

export type TestAuditEntriesQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TestAuditEntriesQuery = { group: { id: string, auditEntries: { nextCursor: string | null, nodes: Array<{ id: string, action: AuditAction, actorName: string, targetName: string | null, detail: string | null }> } | null } | null };

export type TestTeamLiveSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type TestTeamLiveSubscription = { groupChanged: { id: string, team: Array<{ id: string, role: GroupRole }>, teamInvitations: Array<{ inviteeId: string, role: TeamRole }> | null } };

export type TestJoinWaitlistMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type TestJoinWaitlistMutation = { joinWaitlist: { group: { id: string, memberCount: number, spotsLeft: number, viewerIsMember: boolean, waitlistCount: number, viewerWaitlistPosition: number | null } } };

export type TestLeaveWaitlistMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type TestLeaveWaitlistMutation = { leaveWaitlist: { group: { id: string, waitlistCount: number, viewerWaitlistPosition: number | null } } };

export type TestWaitlistQueryVariables = Exact<{
  id: string | number;
}>;


export type TestWaitlistQuery = { group: { id: string, memberCount: number, spotsLeft: number, viewerIsMember: boolean, waitlistCount: number, viewerWaitlistPosition: number | null, waitlist: Array<{ displayName: string, queuedAt: string }> | null } | null };

export type TestNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestNotificationsQuery = { viewer: { unreadNotificationCount: number, notifications: Array<{ id: string, kind: NotificationKind, groupId: string, groupName: string, read: boolean }> } | null };

export type TestMarkNotificationReadMutationVariables = Exact<{
  input: MarkNotificationReadInput;
}>;


export type TestMarkNotificationReadMutation = { markNotificationRead: { unreadNotificationCount: number, notification: { id: string, read: boolean } } };

export type TestMarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type TestMarkAllNotificationsReadMutation = { markAllNotificationsRead: { markedCount: number, unreadNotificationCount: number } };

export const TestGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TestGroupFieldsFragment, unknown>;
export const TestMatrixGatedFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMatrixGated"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<TestMatrixGatedFragment, unknown>;
export const TestProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"signInProviders"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<TestProfileQuery, TestProfileQueryVariables>;
export const TestUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}}]}}]}}]}}]} as unknown as DocumentNode<TestUpdateProfileMutation, TestUpdateProfileMutationVariables>;
export const TestDeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedUserId"}},{"kind":"Field","name":{"kind":"Name","value":"deletedGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"leftGroupIds"}}]}}]}}]} as unknown as DocumentNode<TestDeleteAccountMutation, TestDeleteAccountMutationVariables>;
export const TestOrganizerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestOrganizer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<TestOrganizerQuery, TestOrganizerQueryVariables>;
export const TestHideAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestHideAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HidePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<TestHideAnnouncementMutation, TestHideAnnouncementMutationVariables>;
export const TestAnnouncementsSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestAnnouncementsSeen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestAnnouncementsSeenQuery, TestAnnouncementsSeenQueryVariables>;
export const TestAnnouncementLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestAnnouncementLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"removedId"}},{"kind":"Field","name":{"kind":"Name","value":"announcement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]}}]} as unknown as DocumentNode<TestAnnouncementLiveSubscription, TestAnnouncementLiveSubscriptionVariables>;
export const TestBrowseGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBrowseGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestBrowseGroupsQuery, TestBrowseGroupsQueryVariables>;
export const TestGroupCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestGroupCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<TestGroupCountsQuery, TestGroupCountsQueryVariables>;
export const TestSoonestGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSoonestGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"START_DATE"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestSoonestGroupsQuery, TestSoonestGroupsQueryVariables>;
export const TestCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeedUrl"}}]}}]}}]} as unknown as DocumentNode<TestCalendarFeedQuery, TestCalendarFeedQueryVariables>;
export const TestResetCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestResetCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestResetCalendarFeedMutation, TestResetCalendarFeedMutationVariables>;
export const DemoGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemoGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goingCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DemoGroupsQuery, DemoGroupsQueryVariables>;
export const TestCreateAtPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateAtPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestCreateAtPlaceMutation, TestCreateAtPlaceMutationVariables>;
export const TestNextMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestNextMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}}]}}]}}]} as unknown as DocumentNode<TestNextMeetingQuery, TestNextMeetingQueryVariables>;
export const TestNearEdgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestNearEdges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"near"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NearInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"near"},"value":{"kind":"Variable","name":{"kind":"Name","value":"near"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"DISTANCE"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestNearEdgesQuery, TestNearEdgesQueryVariables>;
export const TestTwoPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestTwoPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"a"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NearInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"b"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NearInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"near"},"value":{"kind":"Variable","name":{"kind":"Name","value":"a"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"DISTANCE"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"near"},"value":{"kind":"Variable","name":{"kind":"Name","value":"b"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"DISTANCE"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"km"},"name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","alias":{"kind":"Name","value":"group"},"name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"km"},"name":{"kind":"Name","value":"distanceKm"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]}}]} as unknown as DocumentNode<TestTwoPointsQuery, TestTwoPointsQueryVariables>;
export const TestPlainEdgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPlainEdges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestPlainEdgesQuery, TestPlainEdgesQueryVariables>;
export const TestPlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestPlaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"places"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}},{"kind":"Field","name":{"kind":"Name","value":"population"}}]}}]}}]} as unknown as DocumentNode<TestPlacesQuery, TestPlacesQueryVariables>;
export const TestCreatePlacedGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreatePlacedGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestCreatePlacedGroupMutation, TestCreatePlacedGroupMutationVariables>;
export const TestUpdatePlacedGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdatePlacedGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestUpdatePlacedGroupMutation, TestUpdatePlacedGroupMutationVariables>;
export const TestNearGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestNearGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestNearGroupsQuery, TestNearGroupsQueryVariables>;
export const TestNearCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestNearCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<TestNearCountsQuery, TestNearCountsQueryVariables>;
export const TestGroupDiscussionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestGroupDiscussion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"discussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"questions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestGroupDiscussionQuery, TestGroupDiscussionQueryVariables>;
export const TestThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussionThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answerReplyId"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"isAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestThreadQuery, TestThreadQueryVariables>;
export const TestStartThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestStartThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartThreadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}}]}}]}}]} as unknown as DocumentNode<TestStartThreadMutation, TestStartThreadMutationVariables>;
export const TestUpdateThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateThreadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]}}]} as unknown as DocumentNode<TestUpdateThreadMutation, TestUpdateThreadMutationVariables>;
export const TestDeleteThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<TestDeleteThreadMutation, TestDeleteThreadMutationVariables>;
export const TestReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}}]}}]} as unknown as DocumentNode<TestReplyMutation, TestReplyMutationVariables>;
export const TestHideThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestHideThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HidePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<TestHideThreadMutation, TestHideThreadMutationVariables>;
export const TestUpdateReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}}]}}]}}]} as unknown as DocumentNode<TestUpdateReplyMutation, TestUpdateReplyMutationVariables>;
export const TestHideReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestHideReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HidePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]} as unknown as DocumentNode<TestHideReplyMutation, TestHideReplyMutationVariables>;
export const TestDeleteReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<TestDeleteReplyMutation, TestDeleteReplyMutationVariables>;
export const TestMarkAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMarkAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answerReplyId"}}]}}]}}]} as unknown as DocumentNode<TestMarkAnswerMutation, TestMarkAnswerMutationVariables>;
export const TestSetThreadPublicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetThreadPublic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetThreadPublicInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setThreadPublic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}}]}}]}}]} as unknown as DocumentNode<TestSetThreadPublicMutation, TestSetThreadPublicMutationVariables>;
export const TestAnnounceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAnnounce"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnounceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announce"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}}]}}]}}]} as unknown as DocumentNode<TestAnnounceMutation, TestAnnounceMutationVariables>;
export const TestGroupAnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestGroupAnnouncements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestGroupAnnouncementsQuery, TestGroupAnnouncementsQueryVariables>;
export const TestCommentOnSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCommentOnSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}}]}}]}}]} as unknown as DocumentNode<TestCommentOnSessionMutation, TestCommentOnSessionMutationVariables>;
export const TestSessionCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSessionComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSessionCommentsQuery, TestSessionCommentsQueryVariables>;
export const TestDiscussionUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestDiscussionUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"removedId"}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]}}]} as unknown as DocumentNode<TestDiscussionUpdatedSubscription, TestDiscussionUpdatedSubscriptionVariables>;
export const TestGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TestGroupsQuery, TestGroupsQueryVariables>;
export const TestGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TestGroupQuery, TestGroupQueryVariables>;
export const TestGroupsByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestGroupsByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupsByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TestGroupsByEmailQuery, TestGroupsByEmailQueryVariables>;
export const TestViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestViewerQuery, TestViewerQueryVariables>;
export const TestHobbyCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestHobbyCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hobbyCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TestHobbyCategoriesQuery, TestHobbyCategoriesQueryVariables>;
export const TestCreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TestCreateGroupMutation, TestCreateGroupMutationVariables>;
export const TestUpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestGroupFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TestUpdateGroupMutation, TestUpdateGroupMutationVariables>;
export const TestDeleteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedGroupId"}}]}}]}}]} as unknown as DocumentNode<TestDeleteGroupMutation, TestDeleteGroupMutationVariables>;
export const TestCreateInviteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCreateInviteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestCreateInviteLinkMutation, TestCreateInviteLinkMutationVariables>;
export const TestRevokeInviteLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRevokeInviteLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInviteLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestRevokeInviteLinksMutation, TestRevokeInviteLinksMutationVariables>;
export const TestAcceptInviteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAcceptInviteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInviteLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]}}]}}]} as unknown as DocumentNode<TestAcceptInviteLinkMutation, TestAcceptInviteLinkMutationVariables>;
export const TestInviteLinkCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestInviteLinkCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"inviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<TestInviteLinkCheckQuery, TestInviteLinkCheckQueryVariables>;
export const TestBannedPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestBannedPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<TestBannedPeopleQuery, TestBannedPeopleQueryVariables>;
export const TestJoinStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestJoinState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","alias":{"kind":"Name","value":"joinRequests"},"name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<TestJoinStateQuery, TestJoinStateQueryVariables>;
export const TestSetJoinPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetJoinPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetJoinPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setJoinPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}}]}}]}}]}}]} as unknown as DocumentNode<TestSetJoinPolicyMutation, TestSetJoinPolicyMutationVariables>;
export const TestRequestToJoinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRequestToJoin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestToJoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestToJoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]}}]}}]} as unknown as DocumentNode<TestRequestToJoinMutation, TestRequestToJoinMutationVariables>;
export const TestCancelJoinRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCancelJoinRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelJoinRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]}}]}}]} as unknown as DocumentNode<TestCancelJoinRequestMutation, TestCancelJoinRequestMutationVariables>;
export const TestDecideJoinRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestDecideJoinRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideJoinRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideJoinRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}}]}}]}}]}}]} as unknown as DocumentNode<TestDecideJoinRequestMutation, TestDecideJoinRequestMutationVariables>;
export const TestBanMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestBanMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BanMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}}]}}]} as unknown as DocumentNode<TestBanMemberMutation, TestBanMemberMutationVariables>;
export const TestUnbanMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUnbanMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnbanMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbanMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestUnbanMemberMutation, TestUnbanMemberMutationVariables>;
export const TestAdmissionLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestAdmissionLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<TestAdmissionLiveSubscription, TestAdmissionLiveSubscriptionVariables>;
export const TestJoinQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestJoinQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<TestJoinQueueQuery, TestJoinQueueQueryVariables>;
export const GroupChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GroupChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}}]}}]}}]} as unknown as DocumentNode<GroupChangedSubscription, GroupChangedSubscriptionVariables>;
export const GroupSessionsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GroupSessionsChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}}]}}]}}]}}]} as unknown as DocumentNode<GroupSessionsChangedSubscription, GroupSessionsChangedSubscriptionVariables>;
export const TestSetReminderLeadTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetReminderLeadTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetReminderLeadTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReminderLeadTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reminderLeadHours"}}]}}]}}]}}]} as unknown as DocumentNode<TestSetReminderLeadTimeMutation, TestSetReminderLeadTimeMutationVariables>;
export const TestNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestNotificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<TestNotificationPreferencesQuery, TestNotificationPreferencesQueryVariables>;
export const TestUpdateNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestUpdateNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]}}]} as unknown as DocumentNode<TestUpdateNotificationPreferencesMutation, TestUpdateNotificationPreferencesMutationVariables>;
export const TestSetRemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetReminders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetRemindersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReminders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reminderLeadHours"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeUnanswered"}}]}}]}}]}}]} as unknown as DocumentNode<TestSetRemindersMutation, TestSetRemindersMutationVariables>;
export const TestGroupUnsubscribesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestGroupUnsubscribes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupUnsubscribes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestGroupUnsubscribesQuery, TestGroupUnsubscribesQueryVariables>;
export const TestResubscribeGroupEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestResubscribeGroupEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResubscribeGroupEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resubscribeGroupEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupUnsubscribes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestResubscribeGroupEmailMutation, TestResubscribeGroupEmailMutationVariables>;
export const TestMatrixGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMatrixGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMatrixGated"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMatrixGated"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<TestMatrixGroupQuery, TestMatrixGroupQueryVariables>;
export const TestMatrixGroupLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestMatrixGroupLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestMatrixGated"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestMatrixGated"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<TestMatrixGroupLiveSubscription, TestMatrixGroupLiveSubscriptionVariables>;
export const TestMatrixSuspendedAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMatrixSuspendedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}}]}}]}}]} as unknown as DocumentNode<TestMatrixSuspendedAccountsQuery, TestMatrixSuspendedAccountsQueryVariables>;
export const TestJoinGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestJoinGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}}]}}]}}]}}]} as unknown as DocumentNode<TestJoinGroupMutation, TestJoinGroupMutationVariables>;
export const TestLeaveGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestLeaveGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}}]}}]}}]}}]} as unknown as DocumentNode<TestLeaveGroupMutation, TestLeaveGroupMutationVariables>;
export const TestGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}}]}}]}}]} as unknown as DocumentNode<TestGroupMembersQuery, TestGroupMembersQueryVariables>;
export const TestJoinedGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestJoinedGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinedGroupCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinedGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestJoinedGroupsQuery, TestJoinedGroupsQueryVariables>;
export const TestReportContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestReportContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]}}]}}]} as unknown as DocumentNode<TestReportContentMutation, TestReportContentMutationVariables>;
export const TestResolveReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestResolveReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"resolverName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]}}]} as unknown as DocumentNode<TestResolveReportMutation, TestResolveReportMutationVariables>;
export const TestReportQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestReportQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audience"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportAudience"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audience"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]}}]} as unknown as DocumentNode<TestReportQueueQuery, TestReportQueueQueryVariables>;
export const TestGroupReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestGroupReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]}}]}}]} as unknown as DocumentNode<TestGroupReportsQuery, TestGroupReportsQueryVariables>;
export const TestMyReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestMyReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]}}]} as unknown as DocumentNode<TestMyReportsQuery, TestMyReportsQueryVariables>;
export const TestSuspendedGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSuspendedGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cause"}}]}}]}}]}}]} as unknown as DocumentNode<TestSuspendedGroupQuery, TestSuspendedGroupQueryVariables>;
export const TestSuspendGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSuspendGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cause"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSuspendGroupMutation, TestSuspendGroupMutationVariables>;
export const TestLiftGroupSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestLiftGroupSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LiftGroupSuspensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liftGroupSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestLiftGroupSuspensionMutation, TestLiftGroupSuspensionMutationVariables>;
export const TestSuspendAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSuspendAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<TestSuspendAccountMutation, TestSuspendAccountMutationVariables>;
export const TestLiftAccountSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestLiftAccountSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LiftAccountSuspensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liftAccountSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}}]}}]}}]}}]} as unknown as DocumentNode<TestLiftAccountSuspensionMutation, TestLiftAccountSuspensionMutationVariables>;
export const TestDiscoveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestDiscovery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"groupCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<TestDiscoveryQuery, TestDiscoveryQueryVariables>;
export const TestReportQueueChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestReportQueueChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportQueueChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<TestReportQueueChangedSubscription, TestReportQueueChangedSubscriptionVariables>;
export const TestModerationCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestModerationCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"joinedGroupCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinedGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestModerationCalendarFeedQuery, TestModerationCalendarFeedQueryVariables>;
export const TestReportNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestReportNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"reportSummary"}},{"kind":"Field","name":{"kind":"Name","value":"reportOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]}}]} as unknown as DocumentNode<TestReportNotificationsQuery, TestReportNotificationsQueryVariables>;
export const TestNotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestNotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"reportSummary"}},{"kind":"Field","name":{"kind":"Name","value":"reportOutcome"}}]}}]}}]} as unknown as DocumentNode<TestNotificationAddedSubscription, TestNotificationAddedSubscriptionVariables>;
export const TestSetScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"localStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"rrule"}},{"kind":"Field","name":{"kind":"Name","value":"recurrence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"weekOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"monthDay"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSetScheduleMutation, TestSetScheduleMutationVariables>;
export const TestGroupSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestGroupSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRsvp"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestGroupSessionsQuery, TestGroupSessionsQueryVariables>;
export const TestCancelSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestCancelSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestCancelSessionMutation, TestCancelSessionMutationVariables>;
export const TestMoveSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMoveSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]} as unknown as DocumentNode<TestMoveSessionMutation, TestMoveSessionMutationVariables>;
export const TestRsvpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRsvp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsvp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRsvp"}}]}}]}}]}}]} as unknown as DocumentNode<TestRsvpMutation, TestRsvpMutationVariables>;
export const TestSessionNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestSessionNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionLocation"}}]}}]}}]}}]} as unknown as DocumentNode<TestSessionNotificationsQuery, TestSessionNotificationsQueryVariables>;
export const TestTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<TestTeamQuery, TestTeamQueryVariables>;
export const TestViewerTeamInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestViewerTeamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]}}]}}]} as unknown as DocumentNode<TestViewerTeamInvitationsQuery, TestViewerTeamInvitationsQueryVariables>;
export const TestInviteToTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestInviteToTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteToTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestInviteToTeamMutation, TestInviteToTeamMutationVariables>;
export const TestAnswerTeamInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestAnswerTeamInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerTeamInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerTeamInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}}]}}]}}]}}]} as unknown as DocumentNode<TestAnswerTeamInvitationMutation, TestAnswerTeamInvitationMutationVariables>;
export const TestSetTeamRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSetTeamRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTeamRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTeamRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestSetTeamRoleMutation, TestSetTeamRoleMutationVariables>;
export const TestLeaveTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestLeaveTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TestLeaveTeamMutation, TestLeaveTeamMutationVariables>;
export const TestTransferGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestTransferGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestTransferGroupMutation, TestTransferGroupMutationVariables>;
export const TestRemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestRemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}}]}}]}}]}}]} as unknown as DocumentNode<TestRemoveMemberMutation, TestRemoveMemberMutationVariables>;
export const TestAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode<TestAuditLogQuery, TestAuditLogQueryVariables>;
export const TestAuditEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestAuditEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TestAuditEntriesQuery, TestAuditEntriesQueryVariables>;
export const TestTeamLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TestTeamLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<TestTeamLiveSubscription, TestTeamLiveSubscriptionVariables>;
export const TestJoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestJoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]}}]}}]} as unknown as DocumentNode<TestJoinWaitlistMutation, TestJoinWaitlistMutationVariables>;
export const TestLeaveWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestLeaveWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]}}]}}]} as unknown as DocumentNode<TestLeaveWaitlistMutation, TestLeaveWaitlistMutationVariables>;
export const TestWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}}]}}]}}]}}]} as unknown as DocumentNode<TestWaitlistQuery, TestWaitlistQueryVariables>;
export const TestNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]}}]} as unknown as DocumentNode<TestNotificationsQuery, TestNotificationsQueryVariables>;
export const TestMarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}}]} as unknown as DocumentNode<TestMarkNotificationReadMutation, TestMarkNotificationReadMutationVariables>;
export const TestMarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}}]} as unknown as DocumentNode<TestMarkAllNotificationsReadMutation, TestMarkAllNotificationsReadMutationVariables>;