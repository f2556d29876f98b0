import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { confirmed } from '@/apollo/confirmed';
import { fieldErrorsOf, graphQLErrorCode } from '@/apollo/errors';
import { dropFromQueue } from '@/groups/queuePolicies';
import { graphql } from '@/gql';
import type {
  Admission_GroupFragment,
  BanMemberInput,
  DecideJoinRequestInput,
  GroupMembershipInput,
  RequestToJoinInput,
  SetJoinPolicyInput,
  UnbanMemberInput,
} from '@/gql/graphql';

/**
 * Who may join a group and how, where the viewer stands, and (organizers) the pending queue's
 * first page (later pages join it in the cache: groups/queuePolicies.ts) and bans. Every admission
 * mutation answers the group with these fields, so Apollo's cache updates each view of it by id;
 * the live `groupChanged` subscription of the group page keeps them current when another
 * organizer decides.
 */
export const AdmissionFragment = graphql(`
  fragment Admission_group on Group {
    id
    isActive
    viewerIsOwner
    viewerIsMember
    viewerRole
    joinPolicy
    joinQuestions
    viewerJoinRequest {
      id
      requestedAt
    }
    viewerJoinDecision {
      decision
      message
      decidedAt
    }
    viewerBan {
      reason
    }
    pendingJoinRequests {
      nodes {
        id
        displayName
        requestedAt
        answers {
          question
          answer
        }
      }
      nextCursor
      totalCount
    }
    bannedPeople {
      nodes {
        id
        displayName
        reason
        bannedAt
      }
      nextCursor
      totalCount
    }
    members {
      id
      displayName
    }
    memberCount
    spotsLeft
    waitlistCount
    viewerWaitlistPosition
  }
`);

/** The next page of a group's bans: the cache appends it to the list the fragment reads. */
export const GroupBansPageQuery = graphql(`
  query GroupBansPage($id: ID!, $after: String) {
    group(id: $id) {
      id
      bannedPeople(after: $after) {
        nodes {
          id
          displayName
          reason
          bannedAt
        }
        nextCursor
        totalCount
      }
    }
  }
`);

/**
 * The queue's next page ("Show more"), each request with the fields of the first page's
 * (Admission_group): the cache policy appends it to the group's stored queue.
 */
const PendingJoinRequestsPageQuery = graphql(`
  query PendingJoinRequestsPage($id: ID!, $after: String!) {
    group(id: $id) {
      id
      pendingJoinRequests(after: $after) {
        nodes {
          id
          displayName
          requestedAt
          answers {
            question
            answer
          }
        }
        nextCursor
        totalCount
      }
    }
  }
`);

const SetJoinPolicyMutation = graphql(`
  mutation SetJoinPolicy($input: SetJoinPolicyInput!) {
    setJoinPolicy(input: $input) {
      group {
        ...Admission_group @unmask
      }
    }
  }
`);

const RequestToJoinMutation = graphql(`
  mutation RequestToJoin($input: RequestToJoinInput!) {
    requestToJoin(input: $input) {
      group {
        ...Admission_group @unmask
      }
    }
  }
`);

const CancelJoinRequestMutation = graphql(`
  mutation CancelJoinRequest($input: GroupMembershipInput!) {
    cancelJoinRequest(input: $input) {
      group {
        ...Admission_group @unmask
      }
    }
  }
`);

const DecideJoinRequestMutation = graphql(`
  mutation DecideJoinRequest($input: DecideJoinRequestInput!) {
    decideJoinRequest(input: $input) {
      group {
        ...Admission_group @unmask
      }
    }
  }
`);

const BanMemberMutation = graphql(`
  mutation BanMember($input: BanMemberInput!) {
    banMember(input: $input) {
      group {
        ...Admission_group @unmask
      }
    }
  }
`);

const UnbanMemberMutation = graphql(`
  mutation UnbanMember($input: UnbanMemberInput!) {
    unbanMember(input: $input) {
      group {
        ...Admission_group @unmask
      }
    }
  }
`);

export function useSetJoinPolicy() {
  const [mutate] = useMutation(SetJoinPolicyMutation);
  return useCallback(
    async (input: SetJoinPolicyInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'the join policy').setJoinPolicy.group,
    [mutate],
  );
}

export function useRequestToJoin() {
  const [mutate] = useMutation(RequestToJoinMutation);
  return useCallback(
    async (input: RequestToJoinInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'the request').requestToJoin.group,
    [mutate],
  );
}

export function useCancelJoinRequest() {
  const [mutate] = useMutation(CancelJoinRequestMutation);
  return useCallback(
    async (input: GroupMembershipInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'withdrawing the request').cancelJoinRequest.group,
    [mutate],
  );
}

/** Fetches the queue's page after `after` into the cache (the group page shows it at once). */
export function useShowMoreRequests() {
  const apollo = useApolloClient();
  return useCallback(
    async (groupId: string, after: string) => {
      await apollo.query({
        query: PendingJoinRequestsPageQuery,
        variables: { id: groupId, after },
        fetchPolicy: 'network-only',
      });
    },
    [apollo],
  );
}

type AdmissionAnswer = Admission_GroupFragment & { __typename?: 'Group' };

/**
 * Writes a decision's answer: the person leaves the stored queue first, then the
 * answer's first page is merged, so the pages loaded past it stay (groups/queuePolicies.ts). Not
 * written by Apollo itself (no-cache): the merge would still see the person in a later page.
 */
function settleQueue(cache: ApolloCache, uid: string, group: AdmissionAnswer): AdmissionAnswer {
  dropFromQueue(cache, group.id, uid);
  const data = { ...group, __typename: 'Group' as const };
  cache.writeFragment({ fragment: AdmissionFragment, fragmentName: 'Admission_group', id: cache.identify(data), data });
  return group;
}

export function useDecideJoinRequest() {
  const [mutate] = useMutation(DecideJoinRequestMutation, { fetchPolicy: 'no-cache' });
  const apollo = useApolloClient();
  return useCallback(
    async (input: DecideJoinRequestInput) => {
      try {
        const { data } = await mutate({ variables: { input } });
        return settleQueue(apollo.cache, String(input.uid), confirmed(data, 'the decision').decideJoinRequest.group);
      } catch (caught) {
        // Decided by another organizer, or withdrawn (a later page is not followed live): it leaves the list.
        const code = graphQLErrorCode(caught);
        if (code === 'CONFLICT' || (code === 'BAD_USER_INPUT' && fieldErrorsOf(caught).uid)) {
          dropFromQueue(apollo.cache, String(input.groupId), String(input.uid));
        }
        throw caught;
      }
    },
    [mutate, apollo],
  );
}

export function useBanMember() {
  const [mutate] = useMutation(BanMemberMutation);
  return useCallback(
    async (input: BanMemberInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'the ban').banMember.group,
    [mutate],
  );
}

export function useUnbanMember() {
  const [mutate] = useMutation(UnbanMemberMutation);
  return useCallback(
    async (input: UnbanMemberInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'lifting the ban').unbanMember.group,
    [mutate],
  );
}
