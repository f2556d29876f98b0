import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { confirmed } from '@/apollo/confirmed';
import { graphql } from '@/gql';
import type {
  BanMemberInput,
  DecideJoinRequestInput,
  GroupMembershipInput,
  RequestToJoinInput,
  SetJoinPolicyInput,
  UnbanMemberInput,
} from '@/gql/graphql';

/**
 * Who may join a group and how, where the viewer stands, and (organizers) the pending queue and
 * bans. Every admission mutation answers the group with these fields, so Apollo's cache updates
 * each view of it by id; the live `groupChanged` subscription of the group page keeps them
 * current when another organizer decides.
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
    joinRequests {
      id
      displayName
      requestedAt
      answers {
        question
        answer
      }
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

export function useDecideJoinRequest() {
  const [mutate] = useMutation(DecideJoinRequestMutation);
  return useCallback(
    async (input: DecideJoinRequestInput) =>
      confirmed((await mutate({ variables: { input } })).data, 'the decision').decideJoinRequest.group,
    [mutate],
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
