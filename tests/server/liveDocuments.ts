import { graphql } from './gql';

export const GroupChangedSubscription = graphql(`
  subscription GroupChanged($id: ID!) {
    groupChanged(id: $id) {
      id
      groupName
      location
      memberCount
      spotsLeft
      viewerIsMember
    }
  }
`);
