import { HeaderMap, type GraphQLRequestListener, type GraphQLResponse } from '@apollo/server';
import type { Request, Response } from 'express';
import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql';
import type { AnswerOutcome, GraphQLContext } from '@/graphql/context';
import { discussionBounds } from '@/bounds';
import { answerOf, sendAnswer, type Answer } from '@/http/anonymousAnswers';

/**
 * A thread's page over GraphQL answered from kept bytes, as REST's first page is
 * (discussion/rest.ts): a long thread's page is read by many members who wrote none of it, and
 * executing it, serializing its ~30 KB and compressing them again for each cost 3–4 times what
 * REST's kept copy costs (docs/PERFORMANCE.md).
 *
 * An answer is kept with the thread as this process keeps it (discussion/threadCache.ts), by the
 * reader's role and the question (query text, operation name, variables, Accept), and only when
 * nothing in it depends on who asks beyond that role:
 * - the operation is a query of `discussionThread` alone (with `__typename`), every field it
 *   selects is one of `threadPageFields` (not `viewerFollows`), and `replies` is asked without
 *   `after` (a first page);
 * - the domain says the reader's view is their role's (`Replies.sharedView`): the kept replies
 *   tell the largest first page asked, and the reader wrote neither the thread nor a kept reply,
 *   or the question leaves out `isMine` (the client's thread page asks it apart, with the other
 *   fields of the viewer's own) and the author is shown the replies their role is shown; a
 *   reader for whom it is not (an author asked `isMine`, or one of whose replies is hidden) is
 *   answered by Apollo as always;
 * - it was answered without errors, and the kept thread is still the one it was read from.
 * A change of the thread, its replies or their visibility builds the kept thread again (a new
 * object), so answers kept with the old one are never sent again; the role is read per request,
 * so a reader who lost their membership or gained the organizer's rights gets their new role's.
 *
 * Everything Apollo does in front of execution still runs for every request (the token check,
 * CSRF prevention, parsing, validation and its limits, the rate limit); only execution and
 * serializing are skipped: the plugin answers an empty placeholder, which the answer cache's
 * `res.send` (graphql/answerCache.ts) replaces with the kept bytes, compressed once.
 */

/** Fields whose value is the same for every reader of one role (`isMine` too, for those who wrote none of the thread). */
const threadPageFields = new Set([
  '__typename',
  // Query
  'discussionThread',
  // DiscussionThread
  'id',
  'groupId',
  'sessionId',
  'title',
  'body',
  'bodyHtml',
  'authorName',
  'isMine',
  'hidden',
  'isQuestion',
  'answered',
  'answerReplyId',
  'isPublic',
  'replyCount',
  'createdAt',
  'editedAt',
  'lastActivityAt',
  'replies',
  // DiscussionReplyConnection
  'nodes',
  'nextCursor',
  // DiscussionReply
  'threadId',
  'isAnswer',
]);

const replyPageBounds = discussionBounds.replies;

/** Answers kept per kept thread (roles × the few documents clients send), and their bytes at most. */
const maxAnswersPerThread = 6;
const maxBytesPerThread = 2_000_000;

type Fragments = ReadonlyMap<string, SelectionSetNode>;

/**
 * A thread page's arguments that answers depend on: the thread's id, each `replies` field's
 * `first` (null: left out), and whether it asks `isMine` anywhere.
 */
interface ThreadPage {
  id: ValueNode;
  pageSizes: (ValueNode | null)[];
  asksMine: boolean;
}

/** True when every field selected is one of `threadPageFields` and `replies` asks a first page; collects the page sizes. */
function selectsOnlyThreadPage(
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  seen: ReadonlySet<string>,
  page: Omit<ThreadPage, 'id'>,
): boolean {
  return selectionSet.selections.every((selection) => {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      return selectsOnlyThreadPage(selection.selectionSet, fragments, seen, page);
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return false;
      return selectsOnlyThreadPage(fragment, fragments, new Set([...seen, name]), page);
    }
    const name = selection.name.value;
    if (!threadPageFields.has(name)) return false;
    if (name === 'isMine') page.asksMine = true;
    if (name === 'replies') {
      // A first page only: a later one may be read from the database, where the reader's own replies count.
      if (selection.arguments?.some((argument) => argument.name.value !== 'first')) return false;
      page.pageSizes.push(selection.arguments?.find((argument) => argument.name.value === 'first')?.value ?? null);
    }
    return !selection.selectionSet || selectsOnlyThreadPage(selection.selectionSet, fragments, seen, page);
  });
}

/** The operation's thread page (per operation, once); null when it is not one. */
const threadPages = new WeakMap<OperationDefinitionNode, ThreadPage | null>();

function threadPageOf(document: DocumentNode, operation: OperationDefinitionNode): ThreadPage | null {
  const known = threadPages.get(operation);
  if (known !== undefined) return known;
  let page: ThreadPage | null = null;
  const roots = operation.selectionSet.selections;
  const threadFields = roots.filter(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === 'discussionThread',
  );
  const onlyThread =
    operation.operation === 'query' &&
    threadFields.length === 1 &&
    roots.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        (selection.name.value === 'discussionThread' || selection.name.value === '__typename'),
    );
  const [field] = threadFields;
  if (onlyThread && field?.kind === Kind.FIELD) {
    const fragments = new Map<string, SelectionSetNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
    }
    const id = field.arguments?.find((argument) => argument.name.value === 'id')?.value;
    const asked: Omit<ThreadPage, 'id'> = { pageSizes: [], asksMine: false };
    if (id && selectsOnlyThreadPage(operation.selectionSet, fragments, new Set(), asked)) page = { id, ...asked };
  }
  threadPages.set(operation, page);
  return page;
}

type Variables = Record<string, unknown> | undefined;

function threadIdOf(id: ValueNode, variables: Variables): string | null {
  if (id.kind === Kind.STRING) return id.value;
  if (id.kind !== Kind.VARIABLE) return null;
  const value = variables?.[id.name.value];
  return typeof value === 'string' ? value : null;
}

/** The largest first page the operation shows (the largest allowed when one cannot be told here). */
function largestPageOf(pageSizes: (ValueNode | null)[], variables: Variables): number {
  let largest = 1;
  for (const size of pageSizes) {
    const value =
      size === null
        ? replyPageBounds.default
        : size.kind === Kind.INT
          ? Number(size.value)
          : size.kind === Kind.VARIABLE
            ? variables?.[size.name.value]
            : undefined;
    // A variable left out may have a default in the operation: not read here, the largest is assumed.
    largest = Math.max(largest, typeof value === 'number' && Number.isInteger(value) ? value : replyPageBounds.max);
  }
  return largest;
}

/** What this request's answer is: a kept one to send, or one to keep once Apollo has made it. */
interface ThreadAnswerState {
  hit?: Answer;
  building?: {
    kept: object;
    role: string;
    key: string;
    threadId: string;
    largestPage: number;
    asksMine: boolean;
    keep: boolean;
  };
}

const states = new WeakMap<AnswerOutcome, ThreadAnswerState>();
/** The kept answers of each kept thread (dropped with it), by role and question. */
const keptAnswers = new WeakMap<object, Map<string, Answer>>();

/** An empty answer in place of execution: the kept bytes replace it when sent. */
const placeholder = (): GraphQLResponse => ({
  http: { status: 200, headers: new HeaderMap() },
  body: { kind: 'single', singleResult: { data: {} } },
});

/** The Apollo hooks (called by graphql/answerCache.ts's plugin). */
export function threadAnswerHooks(): Required<
  Pick<GraphQLRequestListener<GraphQLContext>, 'responseForOperation' | 'willSendResponse'>
> {
  return {
    responseForOperation: async ({ contextValue, document, operation, request, queryHash, source, operationName }) => {
      const outcome = contextValue.answerOutcome;
      if (!outcome) return null;
      // Typed as always found, but an operationName the document does not define leaves it undefined.
      const found = operation as OperationDefinitionNode | undefined;
      const page = found ? threadPageOf(document, found) : null;
      const threadId = page && threadIdOf(page.id, request.variables);
      if (!page || !threadId) return null;
      const largestPage = largestPageOf(page.pageSizes, request.variables);
      // A thread the reader may not read (or no thread) is refused by the resolvers, as always.
      const shared = await contextValue.discussion.replies
        .sharedView(contextValue.viewer, threadId, largestPage, page.asksMine)
        .catch(() => null);
      if (!shared) return null;
      const accept = request.http?.headers.get('accept') ?? '';
      const key = JSON.stringify([shared.role, queryHash ?? source, operationName, request.variables ?? null, accept]);
      const hit = keptAnswers.get(shared.kept)?.get(key);
      if (hit) {
        states.set(outcome, { hit });
        return placeholder();
      }
      states.set(outcome, {
        building: {
          kept: shared.kept,
          role: shared.role,
          key,
          threadId,
          largestPage,
          asksMine: page.asksMine,
          keep: false,
        },
      });
      return null;
    },

    willSendResponse: async ({ contextValue, response }) => {
      const outcome = contextValue.answerOutcome;
      const building = outcome && states.get(outcome)?.building;
      if (!building) return;
      const failed = response.body.kind !== 'single' || Boolean(response.body.singleResult.errors?.length);
      if (failed || (response.http.status ?? 200) !== 200) return;
      // Kept only if the thread was not built again while the answer was made (it may show a newer one).
      const now = await contextValue.discussion.replies
        .sharedView(contextValue.viewer, building.threadId, building.largestPage, building.asksMine)
        .catch(() => null);
      building.keep = now?.kept === building.kept && now.role === building.role;
    },
  };
}

/**
 * From the answer cache's `res.send`: sends this request's kept thread answer, or keeps the one
 * Apollo made and sends it (compressed once for all); false when neither applies.
 */
export function sendThreadAnswer(req: Request, res: Response, outcome: AnswerOutcome, body: unknown): boolean {
  const state = states.get(outcome);
  if (!state) return false;
  states.delete(outcome);
  // The placeholder is never sent: Apollo answered it with status 200, the kept answer's.
  if (state.hit) {
    sendAnswer(req, res, state.hit);
    return true;
  }
  const { building } = state;
  if (!building?.keep || res.statusCode !== 200 || typeof body !== 'string') return false;
  const contentType = res.getHeader('content-type');
  const answer = answerOf({
    body,
    contentType: typeof contentType === 'string' ? contentType : 'application/json',
    headers: [],
  });
  let answers = keptAnswers.get(building.kept);
  if (!answers) keptAnswers.set(building.kept, (answers = new Map()));
  let bytes = answer.body.length;
  for (const kept of answers.values()) bytes += kept.body.length;
  if (answers.size < maxAnswersPerThread && bytes <= maxBytesPerThread) answers.set(building.key, answer);
  sendAnswer(req, res, answer);
  return true;
}
