import type { ExpressContextFunctionArgument } from '@as-integrations/express5';
import type { TokenVerifier } from '@/auth/verifier';
import type { Viewer } from '@/auth/viewer';
import { DomainError } from '@/errors';
import type { Features } from '@/features';
import { asGraphQLError } from '@/graphql/errors';

/** What graphql/answerCache.ts's plugin tells its middleware about an answer it may keep. */
export interface AnswerOutcome {
  keepable: boolean;
  /** The answer is the same whoever asks: signed-in askers may be answered with it too. */
  shared: boolean;
  /** Apollo's response headers (read when the answer is sent: plugins after this one still add theirs). */
  headers: Iterable<[string, string]>;
}

/**
 * Built once per request: every feature (a new one in features.ts reaches the resolvers with no
 * change here) and the viewer, which comes from the verified token, never from arguments.
 */
export interface GraphQLContext extends Features {
  viewer: Viewer | null;
  requestId: string;
  /** Set when the answer may be kept for other anonymous askers (graphql/answerCache.ts). */
  answerOutcome?: AnswerOutcome;
}

export interface ContextDependencies {
  verifier: TokenVerifier;
  features: Features;
}

/** Apollo's context function: the viewer from the Authorization header; a bad token is a GraphQL error. */
export function graphqlContext({ verifier, features }: ContextDependencies) {
  return async ({ req, res }: ExpressContextFunctionArgument): Promise<GraphQLContext> => {
    try {
      const viewer = await verifier.viewerFrom(req.get('authorization'));
      res.locals.viewer = viewer; // for the access log's user id
      const answerOutcome = res.locals.answerOutcome as AnswerOutcome | undefined;
      return {
        ...features,
        viewer,
        requestId: res.locals.requestId as string,
        ...(answerOutcome ? { answerOutcome } : {}),
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      throw asGraphQLError(error);
    }
  };
}
