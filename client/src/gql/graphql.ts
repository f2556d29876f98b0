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

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { viewer: { id: string, displayName: string | null, photoURL: string | null } } };

export type DeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteAccountMutation = { deleteAccount: { deletedUserId: string, deletedGroupIds: Array<string>, leftGroupIds: Array<string> } };

export type AnnouncementItem_AnnouncementFragment = { id: string, bodyHtml: string, authorName: string, audience: AnnouncementAudience, sessionId: string | null, recipientCount: number | null, createdAt: string, hidden: boolean } & { ' $fragmentName'?: 'AnnouncementItem_AnnouncementFragment' };

export type ReplyItem_ReplyFragment = { id: string, threadId: string, body: string, bodyHtml: string, authorName: string, hidden: boolean, createdAt: string, editedAt: string | null } & { ' $fragmentName'?: 'ReplyItem_ReplyFragment' };

export type ReplyItem_ViewerFragment = { id: string, isMine: boolean } & { ' $fragmentName'?: 'ReplyItem_ViewerFragment' };

export type SessionCommentsQueryVariables = Exact<{
  sessionId: string | number;
  after?: string | null | undefined;
}>;


export type SessionCommentsQuery = { sessionComments: { thread: { id: string } | null, comments: { nextCursor: string | null, nodes: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'ReplyItem_ReplyFragment': ReplyItem_ReplyFragment;'ReplyItem_ViewerFragment': ReplyItem_ViewerFragment } }
      )> } } };

export type ThreadSummary_ThreadFragment = { id: string, groupId: string, title: string, authorName: string, hidden: boolean, isQuestion: boolean, answered: boolean, replyCount: number, lastActivityAt: string } & { ' $fragmentName'?: 'ThreadSummary_ThreadFragment' };

export type DiscussionLiveSubscriptionVariables = Exact<{
  groupId: string | number;
}>;


export type DiscussionLiveSubscription = { discussionUpdated: { kind: DiscussionUpdateKind, threadId: string, removedId: string | null, thread: (
      { id: string, sessionId: string | null }
      & { ' $fragmentRefs'?: { 'ThreadFields_ThreadFragment': ThreadFields_ThreadFragment;'ThreadViewer_ThreadFragment': ThreadViewer_ThreadFragment;'ThreadSummary_ThreadFragment': ThreadSummary_ThreadFragment } }
    ) | null, reply: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ReplyItem_ReplyFragment': ReplyItem_ReplyFragment;'ReplyItem_ViewerFragment': ReplyItem_ViewerFragment } }
    ) | null, announcement: (
      { id: string }
      & { ' $fragmentRefs'?: { 'AnnouncementItem_AnnouncementFragment': AnnouncementItem_AnnouncementFragment } }
    ) | null } };

export type ThreadFields_ThreadFragment = { id: string, groupId: string, sessionId: string | null, title: string, body: string, bodyHtml: string, authorName: string, hidden: boolean, isQuestion: boolean, answered: boolean, answerReplyId: string | null, isPublic: boolean, replyCount: number, createdAt: string, editedAt: string | null, lastActivityAt: string } & { ' $fragmentName'?: 'ThreadFields_ThreadFragment' };

export type ThreadViewer_ThreadFragment = { id: string, isMine: boolean, viewerFollows: boolean } & { ' $fragmentName'?: 'ThreadViewer_ThreadFragment' };

export type StartThreadMutationVariables = Exact<{
  input: StartThreadInput;
}>;


export type StartThreadMutation = { startThread: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ThreadFields_ThreadFragment': ThreadFields_ThreadFragment;'ThreadViewer_ThreadFragment': ThreadViewer_ThreadFragment } }
  ) };

export type UpdateThreadMutationVariables = Exact<{
  input: UpdateThreadInput;
}>;


export type UpdateThreadMutation = { updateThread: { ' $fragmentRefs'?: { 'ThreadFields_ThreadFragment': ThreadFields_ThreadFragment;'ThreadViewer_ThreadFragment': ThreadViewer_ThreadFragment } } };

export type DeleteThreadMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteThreadMutation = { deleteThread: { deletedId: string } };

export type ReplyToThreadMutationVariables = Exact<{
  input: ReplyInput;
}>;


export type ReplyToThreadMutation = { replyToThread: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ReplyItem_ReplyFragment': ReplyItem_ReplyFragment;'ReplyItem_ViewerFragment': ReplyItem_ViewerFragment } }
  ) };

export type UpdateReplyMutationVariables = Exact<{
  input: ReplyInput;
}>;


export type UpdateReplyMutation = { updateReply: { ' $fragmentRefs'?: { 'ReplyItem_ReplyFragment': ReplyItem_ReplyFragment;'ReplyItem_ViewerFragment': ReplyItem_ViewerFragment } } };

export type DeleteReplyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteReplyMutation = { deleteReply: { deletedId: string } };

export type CommentOnSessionMutationVariables = Exact<{
  input: SessionCommentInput;
}>;


export type CommentOnSessionMutation = { commentOnSession: (
    { id: string, threadId: string, isMine: boolean }
    & { ' $fragmentRefs'?: { 'ReplyItem_ReplyFragment': ReplyItem_ReplyFragment } }
  ) };

export type HideThreadMutationVariables = Exact<{
  input: HidePostInput;
}>;


export type HideThreadMutation = { hideThread: { ' $fragmentRefs'?: { 'ThreadFields_ThreadFragment': ThreadFields_ThreadFragment;'ThreadViewer_ThreadFragment': ThreadViewer_ThreadFragment } } };

export type HideReplyMutationVariables = Exact<{
  input: HidePostInput;
}>;


export type HideReplyMutation = { hideReply: { ' $fragmentRefs'?: { 'ReplyItem_ReplyFragment': ReplyItem_ReplyFragment;'ReplyItem_ViewerFragment': ReplyItem_ViewerFragment } } };

export type HideAnnouncementMutationVariables = Exact<{
  input: HidePostInput;
}>;


export type HideAnnouncementMutation = { hideAnnouncement: { ' $fragmentRefs'?: { 'AnnouncementItem_AnnouncementFragment': AnnouncementItem_AnnouncementFragment } } };

export type MarkAnswerMutationVariables = Exact<{
  input: MarkAnswerInput;
}>;


export type MarkAnswerMutation = { markAnswer: { ' $fragmentRefs'?: { 'ThreadFields_ThreadFragment': ThreadFields_ThreadFragment;'ThreadViewer_ThreadFragment': ThreadViewer_ThreadFragment } } };

export type SetThreadPublicMutationVariables = Exact<{
  input: SetThreadPublicInput;
}>;


export type SetThreadPublicMutation = { setThreadPublic: { ' $fragmentRefs'?: { 'ThreadFields_ThreadFragment': ThreadFields_ThreadFragment;'ThreadViewer_ThreadFragment': ThreadViewer_ThreadFragment } } };

export type FollowThreadMutationVariables = Exact<{
  id: string | number;
  following: boolean;
}>;


export type FollowThreadMutation = { followThread: boolean };

export type AnnounceMutationVariables = Exact<{
  input: AnnounceInput;
}>;


export type AnnounceMutation = { announce: (
    { id: string, recipientCount: number | null }
    & { ' $fragmentRefs'?: { 'AnnouncementItem_AnnouncementFragment': AnnouncementItem_AnnouncementFragment } }
  ) };

export type GroupActivityQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type GroupActivityQuery = { group: { id: string, auditEntries: { nextCursor: string | null, nodes: Array<{ id: string, action: AuditAction, actorName: string, targetName: string | null, detail: string | null, at: string }> } | null } | null };

export type GroupActivity_GroupFragment = { id: string, updatedAt: string, memberCount: number, waitlistCount: number, joinPolicy: JoinPolicy, team: Array<{ id: string, role: GroupRole }>, teamInvitations: Array<{ inviteeId: string }> | null, pendingJoinRequests: { totalCount: number } | null, bans: Array<{ id: string }> | null, suspension: { reason: string } | null } & { ' $fragmentName'?: 'GroupActivity_GroupFragment' };

export type GroupCard_GroupFragment = { id: string, groupName: string, hobbyCategory: HobbyCategory, hobbyCategoryName: string, location: string, imageURL: string, isActive: boolean, maxMembers: number, memberCount: number, waitlistCount: number, place: { id: string, kind: PlaceKind, name: string, country: string | null } | null, nextMeeting: { startsAt: string, allDay: boolean, timeZone: string, frequency: RecurrenceFrequency | null, interval: number } | null } & { ' $fragmentName'?: 'GroupCard_GroupFragment' };

export type GroupForm_GroupFragment = { id: string, groupName: string, hobbyCategory: HobbyCategory, description: string, location: string, maxMembers: number, startDate: string, imageURL: string, venue: string | null, place: { id: string, kind: PlaceKind, name: string, country: string | null } | null } & { ' $fragmentName'?: 'GroupForm_GroupFragment' };

export type JoinButton_GroupFragment = { id: string, maxMembers: number, memberCount: number, spotsLeft: number, isActive: boolean, viewerIsMember: boolean, viewerIsOwner: boolean, waitlistCount: number, viewerWaitlistPosition: number | null, joinPolicy: JoinPolicy, viewerBan: { reason: string } | null } & { ' $fragmentName'?: 'JoinButton_GroupFragment' };

export type NextMeetingText_MeetingFragment = { startsAt: string, allDay: boolean, timeZone: string, frequency: RecurrenceFrequency | null, interval: number } & { ' $fragmentName'?: 'NextMeetingText_MeetingFragment' };

export type ReminderSettings_GroupFragment = { id: string, viewerRole: GroupRole, reminderLeadHours: number, nudgeUnanswered: boolean } & { ' $fragmentName'?: 'ReminderSettings_GroupFragment' };

export type SetRemindersMutationVariables = Exact<{
  input: SetRemindersInput;
}>;


export type SetRemindersMutation = { setReminders: { group: { id: string, viewerRole: GroupRole, reminderLeadHours: number, nudgeUnanswered: boolean } } };

export type Admission_GroupFragment = { id: string, isActive: boolean, viewerIsOwner: boolean, viewerIsMember: boolean, viewerRole: GroupRole, joinPolicy: JoinPolicy, joinQuestions: Array<string>, memberCount: number, spotsLeft: number, waitlistCount: number, viewerWaitlistPosition: number | null, viewerJoinRequest: { id: string, requestedAt: string } | null, viewerJoinDecision: { decision: JoinDecisionKind, message: string | null, decidedAt: string } | null, viewerBan: { reason: string } | null, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string, bannedAt: string }> } | null, members: Array<{ id: string, displayName: string }> | null } & { ' $fragmentName'?: 'Admission_GroupFragment' };

export type GroupBansPageQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type GroupBansPageQuery = { group: { id: string, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string, bannedAt: string }> } | null } | null };

export type PendingJoinRequestsPageQueryVariables = Exact<{
  id: string | number;
  after: string;
}>;


export type PendingJoinRequestsPageQuery = { group: { id: string, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null } | null };

export type SetJoinPolicyMutationVariables = Exact<{
  input: SetJoinPolicyInput;
}>;


export type SetJoinPolicyMutation = { setJoinPolicy: { group: { id: string, isActive: boolean, viewerIsOwner: boolean, viewerIsMember: boolean, viewerRole: GroupRole, joinPolicy: JoinPolicy, joinQuestions: Array<string>, memberCount: number, spotsLeft: number, waitlistCount: number, viewerWaitlistPosition: number | null, viewerJoinRequest: { id: string, requestedAt: string } | null, viewerJoinDecision: { decision: JoinDecisionKind, message: string | null, decidedAt: string } | null, viewerBan: { reason: string } | null, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string, bannedAt: string }> } | null, members: Array<{ id: string, displayName: string }> | null } } };

export type RequestToJoinMutationVariables = Exact<{
  input: RequestToJoinInput;
}>;


export type RequestToJoinMutation = { requestToJoin: { group: { id: string, isActive: boolean, viewerIsOwner: boolean, viewerIsMember: boolean, viewerRole: GroupRole, joinPolicy: JoinPolicy, joinQuestions: Array<string>, memberCount: number, spotsLeft: number, waitlistCount: number, viewerWaitlistPosition: number | null, viewerJoinRequest: { id: string, requestedAt: string } | null, viewerJoinDecision: { decision: JoinDecisionKind, message: string | null, decidedAt: string } | null, viewerBan: { reason: string } | null, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string, bannedAt: string }> } | null, members: Array<{ id: string, displayName: string }> | null } } };

export type CancelJoinRequestMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type CancelJoinRequestMutation = { cancelJoinRequest: { group: { id: string, isActive: boolean, viewerIsOwner: boolean, viewerIsMember: boolean, viewerRole: GroupRole, joinPolicy: JoinPolicy, joinQuestions: Array<string>, memberCount: number, spotsLeft: number, waitlistCount: number, viewerWaitlistPosition: number | null, viewerJoinRequest: { id: string, requestedAt: string } | null, viewerJoinDecision: { decision: JoinDecisionKind, message: string | null, decidedAt: string } | null, viewerBan: { reason: string } | null, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string, bannedAt: string }> } | null, members: Array<{ id: string, displayName: string }> | null } } };

export type DecideJoinRequestMutationVariables = Exact<{
  input: DecideJoinRequestInput;
}>;


export type DecideJoinRequestMutation = { decideJoinRequest: { group: { id: string, isActive: boolean, viewerIsOwner: boolean, viewerIsMember: boolean, viewerRole: GroupRole, joinPolicy: JoinPolicy, joinQuestions: Array<string>, memberCount: number, spotsLeft: number, waitlistCount: number, viewerWaitlistPosition: number | null, viewerJoinRequest: { id: string, requestedAt: string } | null, viewerJoinDecision: { decision: JoinDecisionKind, message: string | null, decidedAt: string } | null, viewerBan: { reason: string } | null, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string, bannedAt: string }> } | null, members: Array<{ id: string, displayName: string }> | null } } };

export type BanMemberMutationVariables = Exact<{
  input: BanMemberInput;
}>;


export type BanMemberMutation = { banMember: { group: { id: string, isActive: boolean, viewerIsOwner: boolean, viewerIsMember: boolean, viewerRole: GroupRole, joinPolicy: JoinPolicy, joinQuestions: Array<string>, memberCount: number, spotsLeft: number, waitlistCount: number, viewerWaitlistPosition: number | null, viewerJoinRequest: { id: string, requestedAt: string } | null, viewerJoinDecision: { decision: JoinDecisionKind, message: string | null, decidedAt: string } | null, viewerBan: { reason: string } | null, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string, bannedAt: string }> } | null, members: Array<{ id: string, displayName: string }> | null } } };

export type UnbanMemberMutationVariables = Exact<{
  input: UnbanMemberInput;
}>;


export type UnbanMemberMutation = { unbanMember: { group: { id: string, isActive: boolean, viewerIsOwner: boolean, viewerIsMember: boolean, viewerRole: GroupRole, joinPolicy: JoinPolicy, joinQuestions: Array<string>, memberCount: number, spotsLeft: number, waitlistCount: number, viewerWaitlistPosition: number | null, viewerJoinRequest: { id: string, requestedAt: string } | null, viewerJoinDecision: { decision: JoinDecisionKind, message: string | null, decidedAt: string } | null, viewerBan: { reason: string } | null, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string, bannedAt: string }> } | null, members: Array<{ id: string, displayName: string }> | null } } };

export type CreateGroupMutationVariables = Exact<{
  input: CreateGroupInput;
}>;


export type CreateGroupMutation = { createGroup: { group: (
      { hobbyCategoryName: string, isActive: boolean, userName: string, userEmail: string | null, viewerIsOwner: boolean, id: string, groupName: string, hobbyCategory: HobbyCategory, description: string, location: string, maxMembers: number, startDate: string, imageURL: string, venue: string | null, place: { id: string, kind: PlaceKind, name: string, country: string | null } | null }
      & { ' $fragmentRefs'?: { 'GroupCard_GroupFragment': GroupCard_GroupFragment;'GroupRow_GroupFragment': GroupRow_GroupFragment } }
    ) } };

export type UpdateGroupMutationVariables = Exact<{
  input: UpdateGroupInput;
}>;


export type UpdateGroupMutation = { updateGroup: { group: { hobbyCategoryName: string, isActive: boolean, updatedAt: string, id: string, groupName: string, hobbyCategory: HobbyCategory, description: string, location: string, maxMembers: number, startDate: string, imageURL: string, venue: string | null, place: { id: string, kind: PlaceKind, name: string, country: string | null } | null } } };

export type DeleteGroupMutationVariables = Exact<{
  input: DeleteGroupInput;
}>;


export type DeleteGroupMutation = { deleteGroup: { deletedGroupId: string } };

export type JoinGroupMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type JoinGroupMutation = { joinGroup: { group: (
      { id: string, groupName: string, maxMembers: number, memberCount: number, spotsLeft: number, viewerIsMember: boolean }
      & { ' $fragmentRefs'?: { 'GroupCard_GroupFragment': GroupCard_GroupFragment } }
    ) } };

export type LeaveGroupMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type LeaveGroupMutation = { leaveGroup: { group: { id: string, memberCount: number, spotsLeft: number, viewerIsMember: boolean, waitlistCount: number } } };

export type JoinWaitlistMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type JoinWaitlistMutation = { joinWaitlist: { group: (
      { id: string, spotsLeft: number, viewerIsMember: boolean, waitlistCount: number, viewerWaitlistPosition: number | null }
      & { ' $fragmentRefs'?: { 'GroupCard_GroupFragment': GroupCard_GroupFragment } }
    ) } };

export type LeaveWaitlistMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type LeaveWaitlistMutation = { leaveWaitlist: { group: { id: string, waitlistCount: number, viewerWaitlistPosition: number | null } } };

export type MembershipState_GroupFragment = { id: string, viewerIsMember: boolean } & { ' $fragmentName'?: 'MembershipState_GroupFragment' };

export type CreateInviteLinkMutationVariables = Exact<{
  input: CreateInviteLinkInput;
}>;


export type CreateInviteLinkMutation = { createInviteLink: { link: { token: string, path: string, expiresAt: string } } };

export type RevokeInviteLinksMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type RevokeInviteLinksMutation = { revokeInviteLinks: { group: { id: string } } };

export type AcceptInviteLinkMutationVariables = Exact<{
  input: AcceptInviteLinkInput;
}>;


export type AcceptInviteLinkMutation = { acceptInviteLink: { group: { id: string, isActive: boolean, viewerIsOwner: boolean, viewerIsMember: boolean, viewerRole: GroupRole, joinPolicy: JoinPolicy, joinQuestions: Array<string>, memberCount: number, spotsLeft: number, waitlistCount: number, viewerWaitlistPosition: number | null, viewerJoinRequest: { id: string, requestedAt: string } | null, viewerJoinDecision: { decision: JoinDecisionKind, message: string | null, decidedAt: string } | null, viewerBan: { reason: string } | null, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string, bannedAt: string }> } | null, members: Array<{ id: string, displayName: string }> | null } } };

export type GroupLiveSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type GroupLiveSubscription = { groupChanged: (
    { id: string, description: string, startDate: string, spotsLeft: number, viewerIsMember: boolean }
    & { ' $fragmentRefs'?: { 'GroupCard_GroupFragment': GroupCard_GroupFragment } }
  ) };

export type Team_GroupFragment = { id: string, viewerRole: GroupRole, team: Array<{ id: string, displayName: string, role: GroupRole }>, teamInvitations: Array<{ inviteeId: string, role: TeamRole, invitedAt: string }> | null, members: Array<{ id: string, displayName: string }> | null } & { ' $fragmentName'?: 'Team_GroupFragment' };

export type ViewerTeamInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerTeamInvitationsQuery = { viewer: { id: string, teamInvitations: Array<{ role: TeamRole, invitedAt: string, group: { id: string } }> } | null };

export type InviteToTeamMutationVariables = Exact<{
  input: InviteToTeamInput;
}>;


export type InviteToTeamMutation = { inviteToTeam: { group: { id: string, viewerRole: GroupRole, team: Array<{ id: string, displayName: string, role: GroupRole }>, teamInvitations: Array<{ inviteeId: string, role: TeamRole, invitedAt: string }> | null, members: Array<{ id: string, displayName: string }> | null } } };

export type AnswerTeamInvitationMutationVariables = Exact<{
  input: AnswerTeamInvitationInput;
}>;


export type AnswerTeamInvitationMutation = { answerTeamInvitation: { group: { viewerIsOwner: boolean, viewerIsMember: boolean, id: string, viewerRole: GroupRole, team: Array<{ id: string, displayName: string, role: GroupRole }>, teamInvitations: Array<{ inviteeId: string, role: TeamRole, invitedAt: string }> | null, members: Array<{ id: string, displayName: string }> | null } } };

export type SetTeamRoleMutationVariables = Exact<{
  input: SetTeamRoleInput;
}>;


export type SetTeamRoleMutation = { setTeamRole: { group: { id: string, viewerRole: GroupRole, team: Array<{ id: string, displayName: string, role: GroupRole }>, teamInvitations: Array<{ inviteeId: string, role: TeamRole, invitedAt: string }> | null, members: Array<{ id: string, displayName: string }> | null } } };

export type LeaveTeamMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type LeaveTeamMutation = { leaveTeam: { group: { viewerIsOwner: boolean, viewerIsMember: boolean, id: string, viewerRole: GroupRole, isActive: boolean, joinPolicy: JoinPolicy, joinQuestions: Array<string>, memberCount: number, spotsLeft: number, waitlistCount: number, viewerWaitlistPosition: number | null, team: Array<{ id: string, displayName: string, role: GroupRole }>, teamInvitations: Array<{ inviteeId: string, role: TeamRole, invitedAt: string }> | null, members: Array<{ id: string, displayName: string }> | null, viewerJoinRequest: { id: string, requestedAt: string } | null, viewerJoinDecision: { decision: JoinDecisionKind, message: string | null, decidedAt: string } | null, viewerBan: { reason: string } | null, pendingJoinRequests: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, requestedAt: string, answers: Array<{ question: string, answer: string }> }> } | null, bannedPeople: { nextCursor: string | null, totalCount: number, nodes: Array<{ id: string, displayName: string, reason: string, bannedAt: string }> } | null } } };

export type TransferGroupMutationVariables = Exact<{
  input: TransferGroupInput;
}>;


export type TransferGroupMutation = { transferGroup: { group: { viewerIsOwner: boolean, id: string, viewerRole: GroupRole, team: Array<{ id: string, displayName: string, role: GroupRole }>, teamInvitations: Array<{ inviteeId: string, role: TeamRole, invitedAt: string }> | null, members: Array<{ id: string, displayName: string }> | null } } };

export type ReportQueueChangedSubscriptionVariables = Exact<{
  groupId?: string | number | null | undefined;
}>;


export type ReportQueueChangedSubscription = { reportQueueChanged: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ReportFields_ReportFragment': ReportFields_ReportFragment } }
  ) };

export type ReportFields_ReportFragment = { id: string, subject: ReportSubject, targetId: string, threadId: string | null, groupId: string, groupName: string, summary: string, reason: ReportReason, note: string | null, audience: ReportAudience, status: ReportStatus, createdAt: string, resolvedAt: string | null, resolverName: string | null, resolution: string | null, hidden: boolean, reporterName: string | null } & { ' $fragmentName'?: 'ReportFields_ReportFragment' };

export type ReportContentMutationVariables = Exact<{
  input: ReportInput;
}>;


export type ReportContentMutation = { reportContent: { report: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ReportFields_ReportFragment': ReportFields_ReportFragment } }
    ) } };

export type ResolveReportMutationVariables = Exact<{
  input: ResolveReportInput;
}>;


export type ResolveReportMutation = { resolveReport: { report: (
      { id: string, groupId: string }
      & { ' $fragmentRefs'?: { 'ReportFields_ReportFragment': ReportFields_ReportFragment } }
    ) } };

export type SuspendGroupMutationVariables = Exact<{
  input: SuspendGroupInput;
}>;


export type SuspendGroupMutation = { suspendGroup: { group: { id: string, suspension: { reason: string, at: string, cause: SuspensionCause } | null } } };

export type LiftGroupSuspensionMutationVariables = Exact<{
  input: LiftGroupSuspensionInput;
}>;


export type LiftGroupSuspensionMutation = { liftGroupSuspension: { group: { id: string, suspension: { reason: string } | null } } };

export type SuspendAccountMutationVariables = Exact<{
  input: SuspendAccountInput;
}>;


export type SuspendAccountMutation = { suspendAccount: { suspension: { uid: string, displayName: string, reason: string, at: string } } };

export type LiftAccountSuspensionMutationVariables = Exact<{
  input: LiftAccountSuspensionInput;
}>;


export type LiftAccountSuspensionMutation = { liftAccountSuspension: { suspension: { uid: string } } };

export type NotificationItem_NotificationFragment = { id: string, kind: NotificationKind, groupId: string, groupName: string, createdAt: string, read: boolean, sessionStartsAt: string | null, sessionLocation: string | null, reportSummary: string | null, reportOutcome: string | null } & { ' $fragmentName'?: 'NotificationItem_NotificationFragment' };

export type NotificationBellQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationBellQuery = { viewer: { id: string, unreadNotificationCount: number, isAdmin: boolean } | null };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: (
    { id: string, kind: NotificationKind, groupId: string }
    & { ' $fragmentRefs'?: { 'NotificationItem_NotificationFragment': NotificationItem_NotificationFragment } }
  ) };

export type MarkNotificationReadMutationVariables = Exact<{
  input: MarkNotificationReadInput;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { unreadNotificationCount: number, notification: { id: string, read: boolean } } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: { markedCount: number, unreadNotificationCount: number } };

export type NotificationPreferences_AllFragment = { digestHour: number, timeZone: string | null, kinds: Array<{ kind: NotificationPreferenceKind, delivery: NotificationDelivery }>, groupUnsubscribes: Array<{ groupId: string, groupName: string | null, kinds: Array<NotificationPreferenceKind> }> } & { ' $fragmentName'?: 'NotificationPreferences_AllFragment' };

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  input: UpdateNotificationPreferencesInput;
}>;


export type UpdateNotificationPreferencesMutation = { updateNotificationPreferences: { notificationPreferences: { digestHour: number, timeZone: string | null, kinds: Array<{ kind: NotificationPreferenceKind, delivery: NotificationDelivery }>, groupUnsubscribes: Array<{ groupId: string, groupName: string | null, kinds: Array<NotificationPreferenceKind> }> } } };

export type ResubscribeGroupEmailMutationVariables = Exact<{
  input: ResubscribeGroupEmailInput;
}>;


export type ResubscribeGroupEmailMutation = { resubscribeGroupEmail: { notificationPreferences: { digestHour: number, timeZone: string | null, kinds: Array<{ kind: NotificationPreferenceKind, delivery: NotificationDelivery }>, groupUnsubscribes: Array<{ groupId: string, groupName: string | null, kinds: Array<NotificationPreferenceKind> }> } } };

export type AdminPageQueryVariables = Exact<{
  status: ReportStatus;
}>;


export type AdminPageQuery = { viewer: { id: string, isAdmin: boolean } | null, reportQueue: Array<(
    { id: string, subject: ReportSubject }
    & { ' $fragmentRefs'?: { 'ReportFields_ReportFragment': ReportFields_ReportFragment } }
  )>, suspendedAccounts: Array<{ uid: string, displayName: string, reason: string, at: string }> };

export type AllGroupsCountsQueryVariables = Exact<{
  filter?: GroupFilter | null | undefined;
}>;


export type AllGroupsCountsQuery = { groupCounts: Array<{ category: HobbyCategory, name: string, count: number }> };

export type NearMeCitiesQueryVariables = Exact<{
  search: string;
}>;


export type NearMeCitiesQuery = { places: Array<{ id: string, kind: PlaceKind, name: string, country: string | null, lat: number | null, lon: number | null }> };

export type AllGroupsPageQueryVariables = Exact<{
  search?: string | null | undefined;
  filter?: GroupFilter | null | undefined;
  orderBy?: GroupOrder | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type AllGroupsPageQuery = { groups: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ distanceKm: number | null, node: { id: string } }>, nodes: Array<(
      { id: string, groupName: string, place: { id: string, name: string, country: string | null, lat: number | null, lon: number | null } | null }
      & { ' $fragmentRefs'?: { 'GroupCard_GroupFragment': GroupCard_GroupFragment } }
    )> } };

export type CreateGroupPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CreateGroupPageQuery = { hobbyCategories: Array<{ value: HobbyCategory, name: string }> };

export type DashboardPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPageQuery = { groups: { totalCount: number }, viewer: { id: string, groupCount: number, joinedGroupCount: number } | null };

export type AddToCalendar_GroupFragment = { id: string, groupName: string, description: string, location: string, startDate: string } & { ' $fragmentName'?: 'AddToCalendar_GroupFragment' };

export type MemberList_GroupFragment = { id: string, members: Array<{ id: string, displayName: string, joinedAt: string }> | null, waitlist: Array<{ displayName: string, queuedAt: string }> | null } & { ' $fragmentName'?: 'MemberList_GroupFragment' };

export type PlaceMap_GroupFragment = { id: string, groupName: string, place: { id: string, name: string, country: string | null, lat: number | null, lon: number | null } | null } & { ' $fragmentName'?: 'PlaceMap_GroupFragment' };

export type GroupDetails_GroupFragment = (
  { id: string, groupName: string, hobbyCategory: HobbyCategory, hobbyCategoryName: string, description: string, location: string, startDate: string, imageURL: string, userName: string, viewerIsOwner: boolean, viewerIsMember: boolean, viewerRole: GroupRole, venue: string | null, suspension: { reason: string } | null, place: { id: string, kind: PlaceKind, name: string, country: string | null, lat: number | null, lon: number | null } | null, nextMeeting: { startsAt: string, allDay: boolean, timeZone: string, frequency: RecurrenceFrequency | null, interval: number } | null }
  & { ' $fragmentRefs'?: { 'JoinButton_GroupFragment': JoinButton_GroupFragment;'MemberList_GroupFragment': MemberList_GroupFragment;'AddToCalendar_GroupFragment': AddToCalendar_GroupFragment;'Admission_GroupFragment': Admission_GroupFragment;'Team_GroupFragment': Team_GroupFragment;'GroupActivity_GroupFragment': GroupActivity_GroupFragment;'PlaceMap_GroupFragment': PlaceMap_GroupFragment;'ReminderSettings_GroupFragment': ReminderSettings_GroupFragment } }
) & { ' $fragmentName'?: 'GroupDetails_GroupFragment' };

export type GroupDetailsPageQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupDetailsPageQuery = { group: (
    { id: string, groupName: string, hobbyCategory: HobbyCategory, hobbyCategoryName: string, description: string, location: string, startDate: string, imageURL: string, userName: string, viewerIsOwner: boolean, viewerIsMember: boolean, viewerRole: GroupRole, venue: string | null, suspension: { reason: string } | null, place: { id: string, kind: PlaceKind, name: string, country: string | null, lat: number | null, lon: number | null } | null, nextMeeting: { startsAt: string, allDay: boolean, timeZone: string, frequency: RecurrenceFrequency | null, interval: number } | null }
    & { ' $fragmentRefs'?: { 'SessionList_GroupFragment': SessionList_GroupFragment;'JoinButton_GroupFragment': JoinButton_GroupFragment;'MemberList_GroupFragment': MemberList_GroupFragment;'AddToCalendar_GroupFragment': AddToCalendar_GroupFragment;'Admission_GroupFragment': Admission_GroupFragment;'Team_GroupFragment': Team_GroupFragment;'GroupActivity_GroupFragment': GroupActivity_GroupFragment;'PlaceMap_GroupFragment': PlaceMap_GroupFragment;'ReminderSettings_GroupFragment': ReminderSettings_GroupFragment } }
  ) | null };

export type GroupDetailsLiveSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type GroupDetailsLiveSubscription = { groupChanged: { ' $fragmentRefs'?: { 'GroupDetails_GroupFragment': GroupDetails_GroupFragment } } };

export type GroupDiscussionPageQueryVariables = Exact<{
  id: string | number;
  questions?: boolean | null | undefined;
}>;


export type GroupDiscussionPageQuery = { group: { id: string, groupName: string, viewerIsOwner: boolean, viewerIsMember: boolean, sessions: { nodes: Array<{ id: string, startsAt: string, timeZone: string, cancelled: boolean }> }, announcements: { nextCursor: string | null, nodes: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'AnnouncementItem_AnnouncementFragment': AnnouncementItem_AnnouncementFragment } }
      )> }, discussion: { nextCursor: string | null, nodes: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'ThreadSummary_ThreadFragment': ThreadSummary_ThreadFragment } }
      )> } } | null };

export type GroupDiscussionMoreQueryVariables = Exact<{
  id: string | number;
  questions?: boolean | null | undefined;
  after?: string | null | undefined;
}>;


export type GroupDiscussionMoreQuery = { group: { id: string, discussion: { nextCursor: string | null, nodes: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'ThreadSummary_ThreadFragment': ThreadSummary_ThreadFragment } }
      )> } } | null };

export type GroupAnnouncementsMoreQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type GroupAnnouncementsMoreQuery = { group: { id: string, announcements: { nextCursor: string | null, nodes: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'AnnouncementItem_AnnouncementFragment': AnnouncementItem_AnnouncementFragment } }
      )> } } | null };

export type GroupInvitePageQueryVariables = Exact<{
  id: string | number;
  token: string;
}>;


export type GroupInvitePageQuery = { group: { id: string, groupName: string, hobbyCategoryName: string, description: string, location: string, startDate: string, isActive: boolean, memberCount: number, spotsLeft: number, viewerIsMember: boolean, viewerIsOwner: boolean, viewerRole: GroupRole, viewerWaitlistPosition: number | null, viewerBan: { reason: string } | null, inviteLink: { status: InviteLinkStatus, expiresAt: string | null } } | null };

export type GroupReportsPageQueryVariables = Exact<{
  id: string | number;
  status: ReportStatus;
}>;


export type GroupReportsPageQuery = { group: { id: string, groupName: string, reports: Array<(
      { id: string, subject: ReportSubject }
      & { ' $fragmentRefs'?: { 'ReportFields_ReportFragment': ReportFields_ReportFragment } }
    )> | null } | null };

export type HomePageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type HomePageQuery = { groups: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'GroupCard_GroupFragment': GroupCard_GroupFragment } }
    )> } };

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { viewer: { id: string, calendarFeedUrl: string } | null };

export type ResetCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetCalendarFeedMutation = { resetCalendarFeed: { viewer: { id: string, calendarFeedUrl: string } } };

export type JoinedGroupsPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type JoinedGroupsPageQuery = { viewer: { id: string, joinedGroupCount: number, joinedGroups: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'GroupCard_GroupFragment': GroupCard_GroupFragment } }
      )> } } | null };

export type GroupRow_GroupFragment = { id: string, groupName: string, maxMembers: number, memberCount: number, location: string, startDate: string, hobbyCategoryName: string } & { ' $fragmentName'?: 'GroupRow_GroupFragment' };

export type MyGroupsPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MyGroupsPageQuery = { viewer: { id: string, groupCount: number, groups: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'GroupRow_GroupFragment': GroupRow_GroupFragment } }
      )> } } | null };

export type MyReportsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyReportsPageQuery = { viewer: { id: string, isAdmin: boolean, reports: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ReportFields_ReportFragment': ReportFields_ReportFragment } }
    )> } | null };

export type NotificationSettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsPageQuery = { viewer: { id: string, notificationPreferences: { digestHour: number, timeZone: string | null, kinds: Array<{ kind: NotificationPreferenceKind, delivery: NotificationDelivery }>, groupUnsubscribes: Array<{ groupId: string, groupName: string | null, kinds: Array<NotificationPreferenceKind> }> } } | null };

export type NotificationsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsPageQuery = { viewer: { id: string, unreadNotificationCount: number, notifications: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'NotificationItem_NotificationFragment': NotificationItem_NotificationFragment } }
    )> } | null };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { viewer: { id: string, email: string | null, displayName: string | null, photoURL: string | null, signInProviders: Array<string>, groupCount: number, joinedGroupCount: number } | null };

export type ThreadPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ThreadPageQuery = { discussionThread: { id: string, groupId: string, sessionId: string | null, title: string, body: string, bodyHtml: string, authorName: string, hidden: boolean, isQuestion: boolean, answered: boolean, answerReplyId: string | null, isPublic: boolean, replyCount: number, createdAt: string, editedAt: string | null, lastActivityAt: string, replies: { nextCursor: string | null, nodes: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'ReplyItem_ReplyFragment': ReplyItem_ReplyFragment } }
      )> } } };

export type ThreadViewerQueryVariables = Exact<{
  groupId: string | number;
  id: string | number;
}>;


export type ThreadViewerQuery = { group: { id: string, groupName: string, viewerIsOwner: boolean, viewerIsMember: boolean } | null, discussionThread: { id: string, isMine: boolean, viewerFollows: boolean, viewerReplies: { nodes: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'ReplyItem_ViewerFragment': ReplyItem_ViewerFragment } }
      )> } } };

export type ThreadRepliesMoreQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type ThreadRepliesMoreQuery = { discussionThread: { id: string, replies: { nextCursor: string | null, nodes: Array<(
        { id: string }
        & { ' $fragmentRefs'?: { 'ReplyItem_ReplyFragment': ReplyItem_ReplyFragment;'ReplyItem_ViewerFragment': ReplyItem_ViewerFragment } }
      )> } } };

export type UpdateGroupPageQueryVariables = Exact<{
  id: string | number;
}>;


export type UpdateGroupPageQuery = { group: { userName: string, userEmail: string | null, viewerRole: GroupRole, id: string, groupName: string, hobbyCategory: HobbyCategory, description: string, location: string, maxMembers: number, startDate: string, imageURL: string, venue: string | null, schedule: { localStartsAt: string, timeZone: string, recurrence: { frequency: RecurrenceFrequency, interval: number, weekdays: Array<Weekday>, weekOfMonth: number | null, monthDay: number | null, until: string | null, count: number | null } | null } | null, place: { id: string, kind: PlaceKind, name: string, country: string | null } | null } | null, hobbyCategories: Array<{ value: HobbyCategory, name: string }> };

export type PlaceSearchQueryVariables = Exact<{
  search: string;
  first?: number | null | undefined;
}>;


export type PlaceSearchQuery = { places: Array<{ id: string, kind: PlaceKind, name: string, country: string | null }> };

export type SessionItem_SessionFragment = { id: string, startsAt: string, endsAt: string, timeZone: string, location: string, cancelled: boolean, capacity: number, goingCount: number, waitlistCount: number, spotsLeft: number, viewerRsvp: RsvpStatus | null } & { ' $fragmentName'?: 'SessionItem_SessionFragment' };

export type SessionList_GroupFragment = { id: string, viewerIsOwner: boolean, viewerIsMember: boolean, schedule: { timeZone: string, rrule: string } | null, sessions: { nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'SessionItem_SessionFragment': SessionItem_SessionFragment } }
    )> } } & { ' $fragmentName'?: 'SessionList_GroupFragment' };

export type SetScheduleMutationVariables = Exact<{
  input: SetScheduleInput;
}>;


export type SetScheduleMutation = { setSchedule: { group: (
      { id: string, startDate: string, isActive: boolean }
      & { ' $fragmentRefs'?: { 'SessionList_GroupFragment': SessionList_GroupFragment } }
    ) } };

export type CancelSessionMutationVariables = Exact<{
  input: CancelSessionInput;
}>;


export type CancelSessionMutation = { cancelSession: { session: { ' $fragmentRefs'?: { 'SessionItem_SessionFragment': SessionItem_SessionFragment } }, group: { id: string, isActive: boolean, nextSession: { id: string } | null } } };

export type RsvpMutationVariables = Exact<{
  input: RsvpInput;
}>;


export type RsvpMutation = { rsvp: { session: { ' $fragmentRefs'?: { 'SessionItem_SessionFragment': SessionItem_SessionFragment } } } };

export const AnnouncementItem_AnnouncementFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementItem_announcement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<AnnouncementItem_AnnouncementFragment, unknown>;
export const ReplyItem_ReplyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]} as unknown as DocumentNode<ReplyItem_ReplyFragment, unknown>;
export const ReplyItem_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}}]} as unknown as DocumentNode<ReplyItem_ViewerFragment, unknown>;
export const ThreadSummary_ThreadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadSummary_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]} as unknown as DocumentNode<ThreadSummary_ThreadFragment, unknown>;
export const ThreadFields_ThreadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadFields_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answerReplyId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]} as unknown as DocumentNode<ThreadFields_ThreadFragment, unknown>;
export const ThreadViewer_ThreadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadViewer_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerFollows"}}]}}]} as unknown as DocumentNode<ThreadViewer_ThreadFragment, unknown>;
export const NextMeetingText_MeetingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}}]} as unknown as DocumentNode<NextMeetingText_MeetingFragment, unknown>;
export const GroupCard_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}}]} as unknown as DocumentNode<GroupCard_GroupFragment, unknown>;
export const GroupForm_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<GroupForm_GroupFragment, unknown>;
export const MembershipState_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MembershipState_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}}]}}]} as unknown as DocumentNode<MembershipState_GroupFragment, unknown>;
export const ReportFields_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolverName"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]} as unknown as DocumentNode<ReportFields_ReportFragment, unknown>;
export const NotificationItem_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionLocation"}},{"kind":"Field","name":{"kind":"Name","value":"reportSummary"}},{"kind":"Field","name":{"kind":"Name","value":"reportOutcome"}}]}}]} as unknown as DocumentNode<NotificationItem_NotificationFragment, unknown>;
export const NotificationPreferences_AllFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferences_all"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"groupUnsubscribes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}}]}}]}}]} as unknown as DocumentNode<NotificationPreferences_AllFragment, unknown>;
export const JoinButton_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JoinButton_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<JoinButton_GroupFragment, unknown>;
export const MemberList_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberList_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}}]}}]}}]} as unknown as DocumentNode<MemberList_GroupFragment, unknown>;
export const AddToCalendar_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCalendar_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}}]} as unknown as DocumentNode<AddToCalendar_GroupFragment, unknown>;
export const Admission_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]} as unknown as DocumentNode<Admission_GroupFragment, unknown>;
export const Team_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Team_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<Team_GroupFragment, unknown>;
export const GroupActivity_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupActivity_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<GroupActivity_GroupFragment, unknown>;
export const PlaceMap_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceMap_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}}]}}]} as unknown as DocumentNode<PlaceMap_GroupFragment, unknown>;
export const ReminderSettings_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettings_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"reminderLeadHours"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeUnanswered"}}]}}]} as unknown as DocumentNode<ReminderSettings_GroupFragment, unknown>;
export const GroupDetails_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupDetails_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JoinButton_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberList_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddToCalendar_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Team_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupActivity_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaceMap_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettings_group"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JoinButton_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberList_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCalendar_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Team_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupActivity_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceMap_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettings_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"reminderLeadHours"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeUnanswered"}}]}}]} as unknown as DocumentNode<GroupDetails_GroupFragment, unknown>;
export const GroupRow_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRow_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}}]}}]} as unknown as DocumentNode<GroupRow_GroupFragment, unknown>;
export const SessionItem_SessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionItem_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRsvp"}}]}}]} as unknown as DocumentNode<SessionItem_SessionFragment, unknown>;
export const SessionList_GroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionList_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"rrule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionItem_session"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionItem_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRsvp"}}]}}]} as unknown as DocumentNode<SessionList_GroupFragment, unknown>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedUserId"}},{"kind":"Field","name":{"kind":"Name","value":"deletedGroupIds"}},{"kind":"Field","name":{"kind":"Name","value":"leftGroupIds"}}]}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const SessionCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_reply"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}}]} as unknown as DocumentNode<SessionCommentsQuery, SessionCommentsQueryVariables>;
export const DiscussionLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DiscussionLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussionUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"removedId"}},{"kind":"Field","name":{"kind":"Name","value":"thread"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadFields_thread"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadViewer_thread"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadSummary_thread"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_reply"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"announcement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementItem_announcement"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadFields_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answerReplyId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadViewer_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerFollows"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadSummary_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementItem_announcement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<DiscussionLiveSubscription, DiscussionLiveSubscriptionVariables>;
export const StartThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartThreadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadFields_thread"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadViewer_thread"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadFields_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answerReplyId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadViewer_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerFollows"}}]}}]} as unknown as DocumentNode<StartThreadMutation, StartThreadMutationVariables>;
export const UpdateThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateThreadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadFields_thread"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadViewer_thread"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadFields_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answerReplyId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadViewer_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerFollows"}}]}}]} as unknown as DocumentNode<UpdateThreadMutation, UpdateThreadMutationVariables>;
export const DeleteThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteThreadMutation, DeleteThreadMutationVariables>;
export const ReplyToThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_reply"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}}]} as unknown as DocumentNode<ReplyToThreadMutation, ReplyToThreadMutationVariables>;
export const UpdateReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_reply"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}}]} as unknown as DocumentNode<UpdateReplyMutation, UpdateReplyMutationVariables>;
export const DeleteReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteReplyMutation, DeleteReplyMutationVariables>;
export const CommentOnSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommentOnSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SessionCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentOnSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_reply"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]} as unknown as DocumentNode<CommentOnSessionMutation, CommentOnSessionMutationVariables>;
export const HideThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HidePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadFields_thread"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadViewer_thread"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadFields_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answerReplyId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadViewer_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerFollows"}}]}}]} as unknown as DocumentNode<HideThreadMutation, HideThreadMutationVariables>;
export const HideReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HidePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_reply"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}}]} as unknown as DocumentNode<HideReplyMutation, HideReplyMutationVariables>;
export const HideAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HideAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HidePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hideAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementItem_announcement"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementItem_announcement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<HideAnnouncementMutation, HideAnnouncementMutationVariables>;
export const MarkAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadFields_thread"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadViewer_thread"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadFields_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answerReplyId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadViewer_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerFollows"}}]}}]} as unknown as DocumentNode<MarkAnswerMutation, MarkAnswerMutationVariables>;
export const SetThreadPublicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetThreadPublic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetThreadPublicInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setThreadPublic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadFields_thread"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadViewer_thread"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadFields_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answerReplyId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadViewer_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerFollows"}}]}}]} as unknown as DocumentNode<SetThreadPublicMutation, SetThreadPublicMutationVariables>;
export const FollowThreadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowThread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"following"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"following"},"value":{"kind":"Variable","name":{"kind":"Name","value":"following"}}}]}]}}]} as unknown as DocumentNode<FollowThreadMutation, FollowThreadMutationVariables>;
export const AnnounceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Announce"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnounceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announce"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementItem_announcement"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementItem_announcement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<AnnounceMutation, AnnounceMutationVariables>;
export const GroupActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"auditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}}]} as unknown as DocumentNode<GroupActivityQuery, GroupActivityQueryVariables>;
export const SetRemindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetReminders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetRemindersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setReminders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettings_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettings_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"reminderLeadHours"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeUnanswered"}}]}}]} as unknown as DocumentNode<SetRemindersMutation, SetRemindersMutationVariables>;
export const GroupBansPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupBansPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<GroupBansPageQuery, GroupBansPageQueryVariables>;
export const PendingJoinRequestsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingJoinRequestsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<PendingJoinRequestsPageQuery, PendingJoinRequestsPageQueryVariables>;
export const SetJoinPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetJoinPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetJoinPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setJoinPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]} as unknown as DocumentNode<SetJoinPolicyMutation, SetJoinPolicyMutationVariables>;
export const RequestToJoinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestToJoin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestToJoinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestToJoin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]} as unknown as DocumentNode<RequestToJoinMutation, RequestToJoinMutationVariables>;
export const CancelJoinRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelJoinRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelJoinRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]} as unknown as DocumentNode<CancelJoinRequestMutation, CancelJoinRequestMutationVariables>;
export const DecideJoinRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideJoinRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideJoinRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideJoinRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]} as unknown as DocumentNode<DecideJoinRequestMutation, DecideJoinRequestMutationVariables>;
export const BanMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BanMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BanMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]} as unknown as DocumentNode<BanMemberMutation, BanMemberMutationVariables>;
export const UnbanMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbanMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnbanMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbanMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]} as unknown as DocumentNode<UnbanMemberMutation, UnbanMemberMutationVariables>;
export const CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupForm_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupCard_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRow_group"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRow_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}}]}}]} as unknown as DocumentNode<CreateGroupMutation, CreateGroupMutationVariables>;
export const UpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupForm_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const DeleteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedGroupId"}}]}}]}}]} as unknown as DocumentNode<DeleteGroupMutation, DeleteGroupMutationVariables>;
export const JoinGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupCard_group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]} as unknown as DocumentNode<JoinGroupMutation, JoinGroupMutationVariables>;
export const LeaveGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveGroupMutation, LeaveGroupMutationVariables>;
export const JoinWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupCard_group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]} as unknown as DocumentNode<JoinWaitlistMutation, JoinWaitlistMutationVariables>;
export const LeaveWaitlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveWaitlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveWaitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveWaitlistMutation, LeaveWaitlistMutationVariables>;
export const CreateInviteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInviteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<CreateInviteLinkMutation, CreateInviteLinkMutationVariables>;
export const RevokeInviteLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInviteLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInviteLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeInviteLinksMutation, RevokeInviteLinksMutationVariables>;
export const AcceptInviteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInviteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInviteLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]} as unknown as DocumentNode<AcceptInviteLinkMutation, AcceptInviteLinkMutationVariables>;
export const GroupLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GroupLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupCard_group"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]} as unknown as DocumentNode<GroupLiveSubscription, GroupLiveSubscriptionVariables>;
export const ViewerTeamInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerTeamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ViewerTeamInvitationsQuery, ViewerTeamInvitationsQueryVariables>;
export const InviteToTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteToTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteToTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Team_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Team_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<InviteToTeamMutation, InviteToTeamMutationVariables>;
export const AnswerTeamInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerTeamInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerTeamInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerTeamInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Team_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Team_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<AnswerTeamInvitationMutation, AnswerTeamInvitationMutationVariables>;
export const SetTeamRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTeamRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTeamRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTeamRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Team_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Team_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<SetTeamRoleMutation, SetTeamRoleMutationVariables>;
export const LeaveTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Team_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Team_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}}]} as unknown as DocumentNode<LeaveTeamMutation, LeaveTeamMutationVariables>;
export const TransferGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Team_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Team_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<TransferGroupMutation, TransferGroupMutationVariables>;
export const ReportQueueChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReportQueueChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportQueueChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFields_report"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolverName"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]} as unknown as DocumentNode<ReportQueueChangedSubscription, ReportQueueChangedSubscriptionVariables>;
export const ReportContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFields_report"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolverName"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]} as unknown as DocumentNode<ReportContentMutation, ReportContentMutationVariables>;
export const ResolveReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFields_report"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolverName"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]} as unknown as DocumentNode<ResolveReportMutation, ResolveReportMutationVariables>;
export const SuspendGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"cause"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SuspendGroupMutation, SuspendGroupMutationVariables>;
export const LiftGroupSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiftGroupSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LiftGroupSuspensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liftGroupSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LiftGroupSuspensionMutation, LiftGroupSuspensionMutationVariables>;
export const SuspendAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SuspendAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<SuspendAccountMutation, SuspendAccountMutationVariables>;
export const LiftAccountSuspensionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiftAccountSuspension"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LiftAccountSuspensionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liftAccountSuspension"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}}]}}]}}]}}]} as unknown as DocumentNode<LiftAccountSuspensionMutation, LiftAccountSuspensionMutationVariables>;
export const NotificationBellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationBell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]}}]} as unknown as DocumentNode<NotificationBellQuery, NotificationBellQueryVariables>;
export const NotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionLocation"}},{"kind":"Field","name":{"kind":"Name","value":"reportSummary"}},{"kind":"Field","name":{"kind":"Name","value":"reportOutcome"}}]}}]} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markedCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const UpdateNotificationPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferences_all"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferences_all"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"groupUnsubscribes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationPreferencesMutation, UpdateNotificationPreferencesMutationVariables>;
export const ResubscribeGroupEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResubscribeGroupEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResubscribeGroupEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resubscribeGroupEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferences_all"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferences_all"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"groupUnsubscribes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}}]}}]}}]} as unknown as DocumentNode<ResubscribeGroupEmailMutation, ResubscribeGroupEmailMutationVariables>;
export const AdminPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reportQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFields_report"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suspendedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolverName"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]} as unknown as DocumentNode<AdminPageQuery, AdminPageQueryVariables>;
export const AllGroupsCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllGroupsCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AllGroupsCountsQuery, AllGroupsCountsQueryVariables>;
export const NearMeCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NearMeCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"places"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}}]}}]} as unknown as DocumentNode<NearMeCitiesQuery, NearMeCitiesQueryVariables>;
export const AllGroupsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllGroupsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupCard_group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]} as unknown as DocumentNode<AllGroupsPageQuery, AllGroupsPageQueryVariables>;
export const CreateGroupPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreateGroupPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hobbyCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateGroupPageQuery, CreateGroupPageQueryVariables>;
export const DashboardPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinedGroupCount"}}]}}]}}]} as unknown as DocumentNode<DashboardPageQuery, DashboardPageQueryVariables>;
export const GroupDetailsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupDetailsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupDetails_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionList_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JoinButton_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberList_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCalendar_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Team_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupActivity_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceMap_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettings_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"reminderLeadHours"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeUnanswered"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionItem_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRsvp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupDetails_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JoinButton_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberList_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddToCalendar_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Team_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupActivity_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaceMap_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettings_group"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionList_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"rrule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionItem_session"}}]}}]}}]}}]} as unknown as DocumentNode<GroupDetailsPageQuery, GroupDetailsPageQueryVariables>;
export const GroupDetailsLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GroupDetailsLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupDetails_group"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JoinButton_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberList_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"queuedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddToCalendar_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Admission_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"joinQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerJoinDecision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bannedPeople"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"bannedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Team_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupActivity_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingJoinRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceMap_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettings_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"reminderLeadHours"}},{"kind":"Field","name":{"kind":"Name","value":"nudgeUnanswered"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupDetails_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"suspension"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JoinButton_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberList_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddToCalendar_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Admission_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Team_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupActivity_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaceMap_group"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettings_group"}}]}}]} as unknown as DocumentNode<GroupDetailsLiveSubscription, GroupDetailsLiveSubscriptionVariables>;
export const GroupDiscussionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupDiscussionPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"announcements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementItem_announcement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"questions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadSummary_thread"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementItem_announcement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadSummary_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]} as unknown as DocumentNode<GroupDiscussionPageQuery, GroupDiscussionPageQueryVariables>;
export const GroupDiscussionMoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupDiscussionMore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"discussion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"questions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questions"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadSummary_thread"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadSummary_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}}]} as unknown as DocumentNode<GroupDiscussionMoreQuery, GroupDiscussionMoreQueryVariables>;
export const GroupAnnouncementsMoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupAnnouncementsMore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementItem_announcement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementItem_announcement"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Announcement"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]} as unknown as DocumentNode<GroupAnnouncementsMoreQuery, GroupAnnouncementsMoreQueryVariables>;
export const GroupInvitePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupInvitePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"viewerWaitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"viewerBan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inviteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<GroupInvitePageQuery, GroupInvitePageQueryVariables>;
export const GroupReportsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupReportsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFields_report"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolverName"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]} as unknown as DocumentNode<GroupReportsPageQuery, GroupReportsPageQueryVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupCard_group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const CalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedUrl"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const ResetCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeedUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ResetCalendarFeedMutation, ResetCalendarFeedMutationVariables>;
export const JoinedGroupsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JoinedGroupsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"joinedGroupCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinedGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupCard_group"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextMeetingText_meeting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NextMeeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupCard_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextMeeting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextMeetingText_meeting"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]} as unknown as DocumentNode<JoinedGroupsPageQuery, JoinedGroupsPageQueryVariables>;
export const MyGroupsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyGroupsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupRow_group"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupRow_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategoryName"}}]}}]} as unknown as DocumentNode<MyGroupsPageQuery, MyGroupsPageQueryVariables>;
export const MyReportsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReportsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFields_report"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolverName"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"reporterName"}}]}}]} as unknown as DocumentNode<MyReportsPageQuery, MyReportsPageQueryVariables>;
export const NotificationSettingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationPreferences_all"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationPreferences_all"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"digestHour"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"groupUnsubscribes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsPageQuery, NotificationSettingsPageQueryVariables>;
export const NotificationsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionLocation"}},{"kind":"Field","name":{"kind":"Name","value":"reportSummary"}},{"kind":"Field","name":{"kind":"Name","value":"reportOutcome"}}]}}]} as unknown as DocumentNode<NotificationsPageQuery, NotificationsPageQueryVariables>;
export const ProfilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"signInProviders"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"joinedGroupCount"}}]}}]}}]} as unknown as DocumentNode<ProfilePageQuery, ProfilePageQueryVariables>;
export const ThreadPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThreadPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussionThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadFields_thread"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"replies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_reply"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadFields_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"isQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answerReplyId"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActivityAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}}]} as unknown as DocumentNode<ThreadPageQuery, ThreadPageQueryVariables>;
export const ThreadViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThreadViewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discussionThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThreadViewer_thread"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","alias":{"kind":"Name","value":"viewerReplies"},"name":{"kind":"Name","value":"replies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_viewer"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThreadViewer_thread"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionThread"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"viewerFollows"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}}]} as unknown as DocumentNode<ThreadViewerQuery, ThreadViewerQueryVariables>;
export const ThreadRepliesMoreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThreadRepliesMore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discussionThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_reply"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReplyItem_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_reply"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"threadId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReplyItem_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiscussionReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}}]} as unknown as DocumentNode<ThreadRepliesMoreQuery, ThreadRepliesMoreQueryVariables>;
export const UpdateGroupPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpdateGroupPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupForm_group"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"localStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"recurrence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"weekOfMonth"}},{"kind":"Field","name":{"kind":"Name","value":"monthDay"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupForm_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"hobbyCategory"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"imageURL"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<UpdateGroupPageQuery, UpdateGroupPageQueryVariables>;
export const PlaceSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaceSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"places"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<PlaceSearchQuery, PlaceSearchQueryVariables>;
export const SetScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionList_group"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionItem_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRsvp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionList_group"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Group"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsOwner"}},{"kind":"Field","name":{"kind":"Name","value":"viewerIsMember"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"rrule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionItem_session"}}]}}]}}]}}]} as unknown as DocumentNode<SetScheduleMutation, SetScheduleMutationVariables>;
export const CancelSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionItem_session"}}]}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"nextSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionItem_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRsvp"}}]}}]} as unknown as DocumentNode<CancelSessionMutation, CancelSessionMutationVariables>;
export const RsvpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Rsvp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RsvpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rsvp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionItem_session"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionItem_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Session"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"goingCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistCount"}},{"kind":"Field","name":{"kind":"Name","value":"spotsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRsvp"}}]}}]} as unknown as DocumentNode<RsvpMutation, RsvpMutationVariables>;