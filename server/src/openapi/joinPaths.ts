import { joinBounds } from '@/bounds';
import { readHeaders, ref, type JsonObject } from '@/openapi/components';
import { operation, pathId, query } from '@/openapi/operation';
import { groupId, groupWrite } from '@/openapi/teamPaths';

/** Joining by approval and bans: REST paths (openapi/document.ts holds the rest). */

const uid = pathId('uid', 'The person’s id (their uid).');
const write = groupWrite('JoinState', 'The join state after the change.');

export const joinPaths: Record<string, JsonObject> = {
  '/groups/{id}/admission': {
    parameters: [groupId],
    get: operation({
      tag: 'Groups',
      id: 'getJoinState',
      summary:
        'Who may join and how, where the caller stands (their request, decision, ban), and (organizers) requests and bans',
      open: true,
      parameters: [
        query('limit', `Requests per page of the organizers' queue, 1 to ${joinBounds.pendingPage.max}.`, {
          type: 'integer',
          minimum: 1,
          maximum: joinBounds.pendingPage.max,
          default: joinBounds.pendingPage.default,
        }),
        query('after', 'The `requestsNextCursor` of the previous page.', { type: 'string' }),
      ],
      ok: { description: 'The join state.', headers: readHeaders, schema: ref('JoinState') },
      errors: [400, 404],
    }),
  },
  '/groups/{id}/admission/policy': {
    parameters: [groupId],
    put: write('setJoinPolicy', 'Set who may join and the questions asked (organizers only)', 'JoinPolicyChange'),
  },
  '/groups/{id}/admission/requests': {
    parameters: [groupId],
    post: write(
      'requestToJoin',
      'Ask to join a group that needs approval, answering its questions',
      'JoinRequestAnswers',
    ),
  },
  '/groups/{id}/admission/requests/me': {
    parameters: [groupId],
    delete: write('cancelJoinRequest', 'Withdraw the caller’s request'),
  },
  '/groups/{id}/admission/requests/{uid}': {
    parameters: [groupId, uid],
    put: write(
      'decideJoinRequest',
      'Approve or decline a request (organizers only); approved people queue from when they asked',
      'JoinRequestDecision',
    ),
  },
  '/groups/{id}/bans/{uid}': {
    parameters: [groupId, uid],
    put: write('banMember', 'Ban a person with a reason they see (organizers only)', 'BanReason'),
    delete: write('unbanMember', 'Lift a ban (organizers only)'),
  },
};
