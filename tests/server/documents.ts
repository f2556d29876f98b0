import { graphql } from './gql';

/** The operations the API tests send; codegen types them from schema.graphql. */

export const GroupFieldsFragment = graphql(`
  fragment TestGroupFields on Group {
    id
    groupName
    hobbyCategory
    hobbyCategoryName
    description
    location
    maxMembers
    startDate
    isActive
    imageURL
    userName
    userEmail
    viewerIsOwner
    createdAt
    updatedAt
  }
`);

export const GroupsQuery = graphql(`
  query TestGroups($search: String, $sort: GroupSort, $first: Int, $after: String) {
    groups(search: $search, sort: $sort, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          groupName
        }
      }
      nodes {
        ...TestGroupFields
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
`);

export const GroupQuery = graphql(`
  query TestGroup($id: ID!) {
    group(id: $id) {
      ...TestGroupFields
    }
  }
`);

export const GroupsByEmailQuery = graphql(`
  query TestGroupsByEmail($email: String!, $first: Int, $after: String) {
    groupsByEmail(email: $email, first: $first, after: $after) {
      totalCount
      nodes {
        ...TestGroupFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ViewerQuery = graphql(`
  query TestViewer {
    viewer {
      id
      email
      displayName
      groupCount
      groups {
        totalCount
        nodes {
          id
          groupName
        }
      }
    }
  }
`);

export const HobbyCategoriesQuery = graphql(`
  query TestHobbyCategories {
    hobbyCategories {
      value
      name
    }
  }
`);

export const CreateGroupMutation = graphql(`
  mutation TestCreateGroup($input: CreateGroupInput!) {
    createGroup(input: $input) {
      group {
        ...TestGroupFields
      }
    }
  }
`);

export const UpdateGroupMutation = graphql(`
  mutation TestUpdateGroup($input: UpdateGroupInput!) {
    updateGroup(input: $input) {
      group {
        ...TestGroupFields
      }
    }
  }
`);

export const DeleteGroupMutation = graphql(`
  mutation TestDeleteGroup($input: DeleteGroupInput!) {
    deleteGroup(input: $input) {
      deletedGroupId
    }
  }
`);
