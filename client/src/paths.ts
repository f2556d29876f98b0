/**
 * Every route path of the app, with helpers that build links. Components never hard-code URLs.
 * `path` is the pattern for the router; `getHref` builds a concrete link.
 */

const withQuery = (pathname: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
};

/** Only same-origin paths are accepted as a return target, so `?from=` cannot send people elsewhere. */
export function safeReturnPath(from: string | null | undefined): string {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : paths.home.getHref();
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  allGroups: {
    path: '/all-groups',
    getHref: (query: { search?: string; sort?: string } = {}) => withQuery('/all-groups', query),
  },
  aboutUs: { path: '/about-us', getHref: () => '/about-us' },
  comingSoon: { path: '/coming-soon', getHref: () => '/coming-soon' },
  login: {
    path: '/login',
    /** `from` is where to return after signing in. */
    getHref: (from?: string) => withQuery('/login', { from: from === '/' ? undefined : from }),
  },
  signup: {
    path: '/signup',
    getHref: (from?: string) => withQuery('/signup', { from: from === '/' ? undefined : from }),
  },
  forgotPassword: {
    path: '/forgot-password',
    getHref: (email?: string) => withQuery('/forgot-password', { email: email?.trim() }),
  },
  groupDetails: { path: '/groups/:id', getHref: (id: string) => `/groups/${encodeURIComponent(id)}` },
  /** Where an organizer's invite link leads: the group and a "Join" button. */
  groupInvite: {
    path: '/groups/:id/invite/:token',
    getHref: (id: string, token: string) => `/groups/${encodeURIComponent(id)}/invite/${encodeURIComponent(token)}`,
  },
  groupDiscussion: {
    path: '/groups/:id/discussion',
    /** `questions`: only questions, answered first. */
    getHref: (id: string, options: { questions?: boolean } = {}) =>
      withQuery(`/groups/${encodeURIComponent(id)}/discussion`, {
        filter: options.questions ? 'questions' : undefined,
      }),
  },
  thread: {
    path: '/groups/:id/threads/:threadId',
    getHref: (groupId: string, threadId: string) =>
      `/groups/${encodeURIComponent(groupId)}/threads/${encodeURIComponent(threadId)}`,
  },
  /** A group's report queue, for its organizers (`status`: the Resolved tab). */
  groupReports: {
    path: '/groups/:id/reports',
    getHref: (id: string, status?: 'RESOLVED') =>
      withQuery(`/groups/${encodeURIComponent(id)}/reports`, { status: status?.toLowerCase() }),
  },
  createGroup: { path: '/create-group', getHref: () => '/create-group' },
  updateGroup: { path: '/update-group/:id', getHref: (id: string) => `/update-group/${encodeURIComponent(id)}` },
  myGroups: { path: '/my-groups', getHref: () => '/my-groups' },
  joinedGroups: { path: '/joined-groups', getHref: () => '/joined-groups' },
  profile: { path: '/profile', getHref: () => '/profile' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  notificationSettings: { path: '/settings/notifications', getHref: () => '/settings/notifications' },
  /** What the signed-in person reported, and where each report stands. */
  myReports: { path: '/my-reports', getHref: () => '/my-reports' },
  /** The site admins' report queue and suspensions. */
  admin: {
    path: '/admin',
    getHref: (status?: 'RESOLVED') => withQuery('/admin', { status: status?.toLowerCase() }),
  },
  /** Pages the server serves outside the React app (full page loads, not router links). */
  developers: {
    graphiql: { getHref: () => '/graphiql' },
    apiReference: { getHref: () => '/docs/api' },
    openApi: { getHref: () => '/openapi.json' },
  },
  dashboard: {
    path: '/dashboard',
    getHref: () => '/dashboard',
    allGroups: { path: 'all-groups', getHref: () => '/dashboard/all-groups' },
    createGroup: { path: 'create-group', getHref: () => '/dashboard/create-group' },
    myGroups: { path: 'my-groups', getHref: () => '/dashboard/my-groups' },
    joinedGroups: { path: 'joined-groups', getHref: () => '/dashboard/joined-groups' },
  },
} as const;
