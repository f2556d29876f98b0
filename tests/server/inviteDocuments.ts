import { graphql } from './gql';

/** The operations the invite-link and paged-ban tests send; codegen types them from schema.graphql. */

export const CreateInviteLinkMutation = graphql(`
  mutation TestCreateInviteLink($input: CreateInviteLinkInput!) {
    createInviteLink(input: $input) {
      link {
        token
        path
        expiresAt
      }
      group {
        id
      }
    }
  }
`);

export const RevokeInviteLinksMutation = graphql(`
  mutation TestRevokeInviteLinks($input: GroupMembershipInput!) {
    revokeInviteLinks(input: $input) {
      group {
        id
      }
    }
  }
`);

export const AcceptInviteLinkMutation = graphql(`
  mutation TestAcceptInviteLink($input: AcceptInviteLinkInput!) {
    acceptInviteLink(input: $input) {
      group {
        id
        memberCount
        waitlistCount
        viewerIsMember
        viewerWaitlistPosition
        viewerRole
      }
    }
  }
`);

export const InviteLinkCheckQuery = graphql(`
  query TestInviteLinkCheck($id: ID!, $token: String!) {
    group(id: $id) {
      id
      joinPolicy
      inviteLink(token: $token) {
        status
        expiresAt
      }
    }
  }
`);

export const BannedPeopleQuery = graphql(`
  query TestBannedPeople($id: ID!, $first: Int, $after: String) {
    group(id: $id) {
      id
      bannedPeople(first: $first, after: $after) {
        nodes {
          id
          displayName
          reason
        }
        nextCursor
        totalCount
      }
    }
  }
`);
