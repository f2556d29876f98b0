import { graphql } from './gql';

/** The operations the account tests send; codegen types them from schema.graphql. */

export const ProfileQuery = graphql(`
  query TestProfile {
    viewer {
      id
      email
      displayName
      photoURL
      signInProviders
      createdAt
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation TestUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        id
        displayName
        photoURL
      }
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation TestDeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      deletedUserId
      deletedGroupIds
      leftGroupIds
    }
  }
`);

export const OrganizerQuery = graphql(`
  query TestOrganizer($id: ID!) {
    group(id: $id) {
      id
      userName
      memberCount
      members {
        displayName
      }
    }
  }
`);
