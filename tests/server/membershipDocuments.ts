import { graphql } from './gql';

/** The operations the membership tests send; codegen types them from schema.graphql. */

export const JoinGroupMutation = graphql(`
  mutation TestJoinGroup($input: GroupMembershipInput!) {
    joinGroup(input: $input) {
      group {
        id
        memberCount
        spotsLeft
        viewerIsMember
      }
    }
  }
`);

export const LeaveGroupMutation = graphql(`
  mutation TestLeaveGroup($input: GroupMembershipInput!) {
    leaveGroup(input: $input) {
      group {
        id
        memberCount
        spotsLeft
        viewerIsMember
      }
    }
  }
`);

export const GroupMembersQuery = graphql(`
  query TestGroupMembers($id: ID!) {
    group(id: $id) {
      id
      maxMembers
      memberCount
      spotsLeft
      viewerIsMember
      members {
        displayName
        joinedAt
      }
    }
  }
`);

export const JoinedGroupsQuery = graphql(`
  query TestJoinedGroups {
    viewer {
      joinedGroupCount
      joinedGroups {
        totalCount
        nodes {
          id
          groupName
          viewerIsMember
        }
      }
    }
  }
`);
