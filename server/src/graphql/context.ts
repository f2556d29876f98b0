import type { ExpressContextFunctionArgument } from '@as-integrations/express5';
import type { AccountService } from '@/account/service';
import type { TokenVerifier } from '@/auth/verifier';
import type { Viewer } from '@/auth/viewer';
import type { CalendarService } from '@/calendar/service';
import type { Announcements } from '@/discussion/announcements';
import type { DiscussionService } from '@/discussion/service';
import { DomainError } from '@/errors';
import { asGraphQLError } from '@/graphql/errors';
import type { GroupsService } from '@/groups/service';
import type { Notifications } from '@/notifications/service';
import type { SessionsService } from '@/sessions/service';

/** What graphql/answerCache.ts's plugin tells its middleware about an answer it may keep. */
export interface AnswerOutcome {
  keepable: boolean;
  /** Apollo's response headers (read when the answer is sent: plugins after this one still add theirs). */
  headers: Iterable<[string, string]>;
}

/** Built once per request. The viewer comes from the verified token, never from arguments. */
export interface GraphQLContext {
  viewer: Viewer | null;
  groups: GroupsService;
  sessions: SessionsService;
  account: AccountService;
  calendar: CalendarService;
  notifications: Notifications;
  discussion: DiscussionService;
  announcements: Announcements;
  requestId: string;
  /** Set when the answer may be kept for other anonymous askers (graphql/answerCache.ts). */
  answerOutcome?: AnswerOutcome;
}

export interface ContextDependencies {
  verifier: TokenVerifier;
  groups: GroupsService;
  sessions: SessionsService;
  account: AccountService;
  calendar: CalendarService;
  notifications: Notifications;
  discussion: DiscussionService;
  announcements: Announcements;
}

/** Apollo's context function: the viewer from the Authorization header; a bad token is a GraphQL error. */
export function graphqlContext({
  verifier,
  groups,
  sessions,
  account,
  calendar,
  notifications,
  discussion,
  announcements,
}: ContextDependencies) {
  return async ({ req, res }: ExpressContextFunctionArgument): Promise<GraphQLContext> => {
    try {
      const viewer = await verifier.viewerFrom(req.get('authorization'));
      res.locals.viewer = viewer; // for the access log's user id
      const answerOutcome = res.locals.answerOutcome as AnswerOutcome | undefined;
      return {
        viewer,
        groups,
        sessions,
        account,
        calendar,
        notifications,
        discussion,
        announcements,
        requestId: res.locals.requestId as string,
        ...(answerOutcome ? { answerOutcome } : {}),
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      throw asGraphQLError(error);
    }
  };
}
