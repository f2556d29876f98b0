import { graphql } from '@/gql';

// The group form's fields come from one fragment (GroupForm_group in groups/GroupForm.tsx), unmasked
// where the code reads them, so create, update and the update page stay in step with the form.
// A created group is put straight into the cached lists (groups/mutations.ts), so it carries
// every field a card and a My Groups row show: their fragments, so a field added there comes too.

export const CreateGroupMutation = graphql(`
  mutation CreateGroup($input: CreateGroupInput!) {
    createGroup(input: $input) {
      group {
        ...GroupForm_group @unmask
        ...GroupCard_group
        ...GroupRow_group
        hobbyCategoryName
        isActive
        userName
        userEmail
        viewerIsOwner
      }
    }
  }
`);

export const UpdateGroupMutation = graphql(`
  mutation UpdateGroup($input: UpdateGroupInput!) {
    updateGroup(input: $input) {
      group {
        ...GroupForm_group @unmask
        hobbyCategoryName
        isActive
        updatedAt
      }
    }
  }
`);

export const DeleteGroupMutation = graphql(`
  mutation DeleteGroup($input: DeleteGroupInput!) {
    deleteGroup(input: $input) {
      deletedGroupId
    }
  }
`);

// The payload carries everything a group card shows, so the group can enter the Joined Groups list.
export const JoinGroupMutation = graphql(`
  mutation JoinGroup($input: GroupMembershipInput!) {
    joinGroup(input: $input) {
      group {
        id
        groupName
        maxMembers
        memberCount
        spotsLeft
        viewerIsMember
        ...GroupCard_group
      }
    }
  }
`);

// A leave can promote the first person waiting, so the waitlist's length comes back too.
export const LeaveGroupMutation = graphql(`
  mutation LeaveGroup($input: GroupMembershipInput!) {
    leaveGroup(input: $input) {
      group {
        id
        memberCount
        spotsLeft
        viewerIsMember
        waitlistCount
      }
    }
  }
`);

// Queueing can make the viewer a member at once (a place was free), so it carries what joining does.
export const JoinWaitlistMutation = graphql(`
  mutation JoinWaitlist($input: GroupMembershipInput!) {
    joinWaitlist(input: $input) {
      group {
        id
        spotsLeft
        viewerIsMember
        waitlistCount
        viewerWaitlistPosition
        ...GroupCard_group
      }
    }
  }
`);

export const LeaveWaitlistMutation = graphql(`
  mutation LeaveWaitlist($input: GroupMembershipInput!) {
    leaveWaitlist(input: $input) {
      group {
        id
        waitlistCount
        viewerWaitlistPosition
      }
    }
  }
`);

/** What the cache knows about the viewer's membership before a join or leave. */
export const MembershipStateFragment = graphql(`
  fragment MembershipState_group on Group {
    id
    viewerIsMember
  }
`);
