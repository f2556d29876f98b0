import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { BREAK, Kind, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { AnswerOutcome, GraphQLContext } from '@/graphql/context';
import { sendAnswer, type AnonymousAnswers } from '@/http/anonymousAnswers';
import { rawBodyOf } from '@/http/keptAnswers';
import { sendThreadAnswer, threadAnswerHooks } from '@/graphql/threadAnswers';

/**
 * Anonymous GraphQL reads answered from kept bytes (http/anonymousAnswers.ts): the All Groups
 * and home pages of every visitor without a token ask the same few questions. A POST without an
 * Authorization header whose body (query or persisted-query hash, operation name, variables)
 * and Accept header match an answer built at the current read-model version, less than a second
 * ago, gets that answer's status, headers and bytes. Everything in front of Apollo still runs
 * (security headers, CORS, the per-IP rate limit, the body limit); Apollo's parsing, validation
 * (depth, cost and token limits included) and execution ran for the first asker, and a question
 * that failed them was never kept.
 *
 * Only answers that depend on nothing but the groups' read models and the clock are kept: a
 * query (never a mutation) of the public root fields below, without the sessions of a group
 * (RSVP counts change without a group event), answered without errors, to a context without a
 * viewer — or to a signed-in one when the document is the same for everyone (below).
 *
 * A signed-in person's answer is shared (kept and answered to other signed-in askers, and to
 * guests) only when no part of it depends on who asks: every field it selects is one of
 * `sharedFields` (none of `viewer…`, `userEmail`, `members`, `waitlist`, the team's…) and nothing
 * in it filters by organizer (the one filter that reads the viewer: a guest is refused it, a
 * signed-in person gets their own groups). New fields are not shared until added there.
 */

/** Root fields whose anonymous answer is a function of the groups' read models (and the clock). */
const publicRootFields = new Set(['groups', 'group', 'groupCounts', 'hobbyCategories', '__typename']);
/** Fields read from elsewhere than the groups' read models: the sessions, the discussion and the invite keys of a group. */
const unkeptFields = new Set(['schedule', 'nextSession', 'sessions', 'discussion', 'announcements', 'inviteLink']);

const publicDocuments = new WeakMap<DocumentNode, boolean>();

/** Fields whose value is the same whoever asks (for the public root fields above). */
const sharedFields = new Set([
  '__typename',
  // Query
  'groups',
  'group',
  'groupCounts',
  'hobbyCategories',
  // GroupConnection, GroupEdge, PageInfo
  'totalCount',
  'pageInfo',
  'edges',
  'nodes',
  'cursor',
  'node',
  'hasNextPage',
  'hasPreviousPage',
  'startCursor',
  'endCursor',
  // Group
  'id',
  'groupName',
  'hobbyCategory',
  'hobbyCategoryName',
  'description',
  'location',
  'place',
  'venue',
  'distanceKm',
  'maxMembers',
  'startDate',
  'isActive',
  'imageURL',
  'userName',
  'memberCount',
  'spotsLeft',
  'waitlistCount',
  'createdAt',
  'updatedAt',
  // NextMeeting: a function of the group's schedule and the clock
  'nextMeeting',
  'startsAt',
  'allDay',
  'timeZone',
  'frequency',
  'interval',
  // Place
  'kind',
  'name',
  'country',
  'lat',
  'lon',
  'population',
  // HobbyCategoryCount, HobbyCategoryOption
  'category',
  'count',
  'value',
]);

/** The filter field that makes an answer the asker's own. */
const organizerField = 'organizerEmail';

const sharedDocuments = new WeakMap<DocumentNode, boolean>();

/** True when a public document's answer is the same whoever asks (per document, once; see above). */
export function isSharedDocument(document: DocumentNode): boolean {
  const known = sharedDocuments.get(document);
  if (known !== undefined) return known;
  let shared = isPublicDocument(document);
  if (shared) {
    visit(document, {
      Field(node) {
        if (sharedFields.has(node.name.value)) return undefined;
        shared = false;
        return BREAK;
      },
      ObjectField(node) {
        if (node.name.value !== organizerField) return undefined;
        shared = false;
        return BREAK;
      },
    });
  }
  sharedDocuments.set(document, shared);
  return shared;
}

/** True when the request's variables name the organizer filter anywhere. */
const mentionsOrganizer = (variables: unknown) =>
  variables !== undefined && JSON.stringify(variables).includes(`"${organizerField}"`);

function selectsOnlyKept(selectionSet: SelectionSetNode | undefined): boolean {
  if (!selectionSet) return true;
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.FIELD) {
      return !unkeptFields.has(selection.name.value) && selectsOnlyKept(selection.selectionSet);
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) return selectsOnlyKept(selection.selectionSet);
    return true; // fragment definitions are checked on their own below
  });
}

/** True when every operation asks only public root fields and no field of `unkeptFields` (per document, once). */
export function isPublicDocument(document: DocumentNode): boolean {
  const known = publicDocuments.get(document);
  if (known !== undefined) return known;
  const result = document.definitions.every((definition) => {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) return selectsOnlyKept(definition.selectionSet);
    if (definition.kind !== Kind.OPERATION_DEFINITION) return false;
    return (
      definition.operation === 'query' &&
      definition.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && publicRootFields.has(selection.name.value),
      ) &&
      selectsOnlyKept(definition.selectionSet)
    );
  });
  publicDocuments.set(document, result);
  return result;
}

/**
 * Marks an answer keepable once Apollo has answered it (the headers it set are kept with it);
 * a thread's page is answered from, or kept with, its thread (graphql/threadAnswers.ts).
 */
export function answerCachePlugin(): ApolloServerPlugin<GraphQLContext> {
  const threads = threadAnswerHooks();
  return {
    async requestDidStart() {
      return {
        responseForOperation: threads.responseForOperation,
        async willSendResponse(requestContext) {
          await threads.willSendResponse(requestContext);
          const { request, response, contextValue, document, operation } = requestContext;
          const outcome = contextValue.answerOutcome;
          if (!outcome || !document || operation?.operation !== 'query') return;
          const failed = response.body.kind !== 'single' || Boolean(response.body.singleResult.errors?.length);
          if (failed || (response.http.status ?? 200) !== 200 || !isPublicDocument(document)) return;
          const shared = isSharedDocument(document) && !mentionsOrganizer(request.variables);
          if (contextValue.viewer !== null && !shared) return;
          outcome.keepable = true;
          outcome.shared = shared;
          outcome.headers = response.http.headers;
        },
      };
    },
  };
}

/** The request's identity as a question: the same bytes of these asked again are the same question. */
export function questionOf({ body, headers }: Pick<Request, 'body' | 'headers'>, res: Response): string | null {
  const accept = headers.accept;
  // A plain JSON body the first middleware read as text: the same bytes are the same question.
  const text = rawBodyOf(res);
  if (text !== undefined) return `text\n${accept ?? ''}\n${text}`;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  return JSON.stringify([accept ?? '', query ?? null, operationName ?? null, variables ?? null, extensions ?? null]);
}

/**
 * A GET question, by its URL, when Apollo's CSRF prevention would surely let it through: with
 * a non-empty `apollo-require-preflight` or `x-apollo-operation-name` header (Apollo Client
 * sends one with its persisted-query GETs) and no Content-Type. Anything else goes to Apollo,
 * which decides (a kept answer must never let a cross-site GET past that check).
 */
function getQuestionOf(req: Request): string | null {
  const { headers } = req;
  if (headers['content-type'] !== undefined) return null;
  const preflighted = ['apollo-require-preflight', 'x-apollo-operation-name'].some((name) => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0;
  });
  return preflighted ? `GET\n${headers.accept ?? ''}\n${req.originalUrl}` : null;
}

/**
 * Express middleware between the JSON body parser and Apollo: answers kept questions (POSTed,
 * or GETs as Apollo Client sends its persisted queries), and keeps the answers the plugin marks
 * (it puts `res.locals.answerOutcome` into the context).
 */
export function answerCache(answers: AnonymousAnswers): RequestHandler {
  return (req, res, next) => {
    const anonymous = req.get('authorization') === undefined;
    const key = req.method === 'POST' ? questionOf(req, res) : req.method === 'GET' ? getQuestionOf(req) : null;
    if (key === null) {
      next();
      return;
    }
    // A signed-in asker of a shared answer was answered by the first middleware (http/keptAnswers.ts), which checked their token.
    const kept = anonymous ? answers.get(key) : undefined;
    if (kept) {
      res.status(200);
      sendAnswer(req, res, kept);
      return;
    }
    const started = answers.begin();
    const outcome: AnswerOutcome = { keepable: false, shared: false, headers: [] };
    res.locals.answerOutcome = outcome;
    const send = res.send;
    res.send = function keepAnswer(this: Response, body?: unknown) {
      res.send = send;
      if (sendThreadAnswer(req, res, outcome, body)) return res;
      if (!outcome.keepable || res.statusCode !== 200 || typeof body !== 'string') return send.call(this, body);
      const apollo = [...outcome.headers];
      const headers = apollo.filter(([name]) => name !== 'content-type');
      const contentType = apollo.find(([name]) => name === 'content-type')?.[1] ?? 'application/json';
      const sharedWith = outcome.shared ? () => true : undefined;
      sendAnswer(req, res, answers.admit(key, started, { body, contentType, headers, sharedWith }));
      return res;
    };
    next();
  };
}
