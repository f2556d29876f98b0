/**
 * Every bound on input that drives work, in one table: validation, the date parsers, the
 * GraphQL cost rule and the schedule code read their numbers here, and docs/SECURITY.md lists
 * them with their reasons. Free of imports, so the client's tests can hold their copies against it.
 *
 * The aim behind the numbers: no single request may hold the event loop for more than 100 ms
 * (tests/server/stall-corpus.test.ts replays the worst cases of every bound and measures it).
 */

/**
 * An API answer sent whole is compressed in one synchronous call up to this size (http/compress.ts):
 * gzip's default level takes ~1 ms for 64 KB of JSON; larger answers are compressed as a stream.
 */
export const compressionBounds = { atOnceUpToBytes: 65_536 } as const;

/** A group's own fields. */
export const groupBounds = {
  groupName: { min: 3, max: 100 },
  description: { min: 10, max: 2000 },
  location: { min: 2, max: 200 },
  maxMembers: { min: 1, max: 10_000 },
  imageURL: { max: 2048 },
  startYear: { min: 2000, max: 2100 },
} as const;

/**
 * Every date the API takes (a day, an instant, a local wall-clock time) lies in these years. The
 * calendar's time-zone data and the session walk are sized by them.
 */
export const dateBounds = { year: { min: 2000, max: 2100 } } as const;

/** The first instant after the last allowed year: no session, move or query reaches it. */
export const dateHorizon = new Date(Date.UTC(dateBounds.year.max + 1, 0, 1));

/** Items per page, for every list (groups, sessions, members, notifications). */
export const pageBounds = { default: 20, ownDefault: 50, max: 100 } as const;

/**
 * What the listing remembers of recent browses until the next write: at most `results` questions,
 * holding at most `entries` group references between them (8 bytes each, so 8 MB). A browse that
 * matches every group holds them all (100,000 references at 100,000 groups), so without the second
 * bound a hundred such questions would pin 80 MB, and ten times that at a million groups.
 */
export const listingBounds = { rememberedResults: 100, rememberedEntries: 1_000_000 } as const;

/**
 * A group's schedule. A schedule's sessions are computed, not stored, so what a read costs
 * grows with the sessions it walks: a run with an end holds at most `sessionsPerSeries`
 * sessions, whether it ends by a number or by a date; a count of sessions walks at most that
 * many and then says "more" (null); a page walks only as far as it shows; and runs and changed
 * sessions are bounded because every read visits them.
 */
export const scheduleBounds = {
  durationMinutes: { min: 5, max: 24 * 60, default: 120 },
  interval: { min: 1, max: 52 },
  count: { min: 1, max: 1000 },
  capacity: { min: 1, max: 10_000 },
  /** Sessions of a run with an end date (a number of sessions has `count.max`), and the most a count walks. */
  sessionsPerSeries: 1000,
  /** Runs ("this and all following" changes start a new one). */
  seriesPerSchedule: 20,
  /** Sessions cancelled or moved. */
  exceptionsPerSchedule: 300,
  /** Groups whose session counts a process remembers between views of their pages. */
  rememberedCountGroups: 10_000,
} as const;

/**
 * A personal calendar feed: the groups a person joined or waits for, soonest first. Each group's
 * schedule is bounded above and written a group at a time; this bounds how many one request writes.
 */
export const calendarBounds = { groupsPerFeed: 200 } as const;

/**
 * What one GraphQL field costs, in the units of GRAPHQL_MAX_COST (1 = one field resolved from
 * memory, a few µs), each time it runs. Fields that walk a schedule are dearer: measured here, a
 * computed session costs about 20 µs, so a page of 100 sessions about 2 ms.
 */
export const fieldCosts: Readonly<Record<string, number>> = {
  'Group.sessions': 20,
  'Group.nextSession': 5,
  'Group.nextMeeting': 5,
  'Group.isActive': 5,
  'SessionConnection.nodes': 5,
  'SessionConnection.edges': 5,
  // A page of posts is one indexed query plus one count of replies (about 1 ms on the embedded engine).
  'Group.discussion': 20,
  'Group.announcements': 20,
  'DiscussionThread.replies': 20,
  // One read of the group's invite key by id, and a signature check.
  'Group.inviteLink': 10,
  // A sort of the group's bans in memory (a few thousand at most: about a millisecond).
  'Group.bannedPeople': 20,
};

/**
 * Fields asked once of a whole list (not per item), and what they cost: counting a schedule's
 * sessions may walk all of them (scheduleBounds.sessionsPerSeries, about 20 ms), once per schedule.
 */
export const listCosts: Readonly<Record<string, number>> = {
  'SessionConnection.totalCount': 1200,
};

/**
 * Accounts whose standing at the identity provider (deleted, disabled, signed out everywhere) a
 * process keeps for the revocation window (auth/standingCache.ts); beyond that the oldest are
 * dropped and looked up again. About 200 bytes each.
 */
export const authBounds = {
  cachedStandings: 100_000,
  /** ID tokens whose signature was checked, kept until they expire (each ~2 KB with its claims: ~20 MB at most). */
  verifiedTokens: 10_000,
} as const;

/**
 * Email settings: the digest's hour of the day, the zone name (IANA names are at most ~32
 * characters), and the reminder lead times an organizer can pick, in hours.
 */
export const mailBounds = {
  digestHour: { min: 0, max: 23 },
  timeZone: { max: 64 },
  reminderLeadHours: [2, 24, 48],
  linkToken: { max: 2000 },
  /**
   * An announcement's email quotes at most this many characters of it (then a link to the rest):
   * each of up to 10,000 recipients' messages is a stored outbox document, so its size must not
   * grow with the announcement's.
   */
  announcementQuote: 1_000,
  /**
   * Digest items' tombstones older than 30 days go at most once an hour per process, by id in
   * batches: on FerretDB a filter on anything but `_id` reads every item, too much every minute,
   * and one large deleteMany can exceed SQLite's variable limit.
   */
  digestCleanup: { everyMs: 3_600_000, batch: 500, batches: 20 },
} as const;

/**
 * Group discussion and announcements. Bodies are Markdown rendered to HTML on the server once,
 * when written: their length bounds what rendering and sanitizing cost. The worst case found, a
 * body of unclosed emphasis runs and brackets, took about 85 ms at 5,000 characters on a 2-core
 * machine under a load of 17 (and twice that at 10,000); the stall corpus then measured 124–141 ms
 * of CPU for one 5,000-character post, over the 100 ms rule, so threads, replies and comments stop
 * at 2,000. Announcements take 5,000 (only organizers write them, rarely, and they are the longer
 * texts): rendering the worst case measured at 5,000 (that same emphasis run, 11 other shapes
 * below it) took 71 ms of CPU cold and 18–34 ms warm on this machine under a load of 11, and the
 * stall corpus's "announcement at its bound" spent 97 ms of CPU in its whole request with no stall
 * of its own.
 */
export const discussionBounds = {
  title: { min: 3, max: 200 },
  body: { min: 1, max: 2_000 },
  announcement: { min: 1, max: 5_000 },
  /** Replies per page of a thread (threads per page use pageBounds). */
  replies: { default: 50, max: 100 },
  /**
   * A thread and its first replies are kept in memory per process (discussion/threadCache.ts):
   * the embedded engine scans every reply of every thread for one page (~0.5 s at 1,000 replies),
   * so a thread's first page is built once, not per request. `threads` bounds the memory (each
   * keeps at most `replies.max + 1` replies of at most ~10 KB: ~100 MB at worst, far less as
   * people write); `maxAgeMs` bounds how long a change made by another process that was not
   * heard (several processes without Redis, where live updates do not cross either) can go
   * unseen. A thread read often is built again after half of it, in the background: two scans
   * of every reply per build on the embedded engine, so not more often than that. `follows`:
   * readers whose "do I follow it" answer a kept thread remembers until it is built again (~100
   * bytes each, so ≤ 10 MB over all kept threads).
   */
  cache: { threads: 100, maxAgeMs: 5_000, revisions: 10_000, follows: 1_000 },
  /** Posts (threads, replies, comments, announcements) one person may write per window. */
  posts: { perWindow: 10, windowSeconds: 600 },
} as const;

/**
 * Notifications stored for many people at once (an announcement to a whole group, up to
 * groupBounds.maxMembers): one insert per `insertChunk`, the event loop free between two, and
 * their listeners (email) run `listenerConcurrency` at a time. A chunk's insert and live
 * delivery run in one turn: 500 held the loop 123–189 ms on a slow 2-core machine (28 Nov), 200
 * keep it within the 100 ms bound with room.
 */
export const notificationBounds = { insertChunk: 200, listenerConcurrency: 10 } as const;

/**
 * A group's organizing team: who can be named (a Firebase uid is at most 128 characters), and how
 * many co-organizers and hosts, and open invitations, one group may have (each is read on every
 * permission check and listed on the group page).
 */
export const teamBounds = {
  uid: { max: 128 },
  team: { max: 20 },
  invitations: { max: 20 },
  /**
   * Entries per page of a group's audit log (`Group.auditEntries`): the log only grows, so it is
   * read a page at a time from a cursor (newest first), never whole.
   */
  auditPage: { default: 20, max: 100 },
} as const;

/**
 * Reports and admin actions: a report's note and a resolution's note are read by people in a
 * queue; a suspension's reason is shown on every page of the suspended group to its organizers.
 * A reported thing is named by an id (a post's 24 hex characters, a member's uid).
 */
export const moderationBounds = {
  note: { max: 1000 },
  resolution: { max: 1000 },
  reason: { min: 3, max: 500 },
  targetId: { max: 128 },
  adminUids: { max: 100 },
  /** Accounts remembered as admins by custom claim (moderation/claimAdmins.ts), each checked at the provider per notice. */
  claimAdmins: { max: 100 },
} as const;

/**
 * Seats, holders and queue entries (a group's places and waitlist, a session's) inserted
 * together while an insert of their kind runs (db/batches.ts): a crowd at one group costs a
 * few inserts; each carries at most this many documents (~200 bytes each).
 */
export const capacityBounds = { documentsPerInsert: 500 } as const;

/**
 * Change-feed entries logged together while an insert of entries runs (sync/changeFeed.ts): a
 * crowd's notices to the other app processes go out in a few inserts of at most this many.
 */
export const changeFeedBounds = { changesPerInsert: 500 } as const;

/**
 * Who may join a group and how: the questions an organizer asks (at most 3), the answers and
 * messages people send, the reason of a ban, and how many requests may wait per group (the
 * pending queue is kept in memory by every process, so it must stay small).
 */
export const joinBounds = {
  questions: { max: 3 },
  question: { min: 3, max: 200 },
  answer: { min: 1, max: 1000 },
  message: { min: 1, max: 500 },
  reason: { min: 3, max: 500 },
  pendingPerGroup: { max: 1000 },
  /**
   * Requests per page of the organizers' queue: a full queue at its longest answers is about 3 MB,
   * so it is read and sent a page at a time (50 × 3 answers × 1,000 characters ≈ 150 KB).
   */
  pendingPage: { default: 50, max: 50 },
  /**
   * Bans per page of the organizers' list: each is a name and a reason of at most 500 characters
   * (50 × ~700 bytes ≈ 35 KB), and the list has no bound of its own, so it is read a page at a time.
   */
  bansPage: { default: 50, max: 50 },
} as const;

/**
 * Invite links into a group: how long one works (an hour to 30 days, a week unless asked), and
 * the longest token the API reads (a signed link is about 120 characters: anything far longer is
 * not one of ours and is refused before any work).
 */
export const inviteBounds = {
  expiresInHours: { min: 1, max: 720, default: 168 },
  token: { max: 300 },
} as const;

/**
 * Places and "near me". A place search reads the cities whose name starts with the text (a
 * one-letter prefix: ~10,000 of them, about a millisecond), and answers at most `results`.
 * A distance search takes one of the radii the app offers, and latitudes and longitudes in degrees.
 */
export const placeBounds = {
  search: { min: 1, max: 100 },
  results: { default: 10, max: 50 },
  placeId: { max: 20 },
  venue: { max: 200 },
  radiiKm: [5, 10, 25, 50, 100],
  lat: { min: -90, max: 90 },
  lon: { min: -180, max: 180 },
} as const;
