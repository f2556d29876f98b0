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

export const GroupSessionsChangedSubscription = graphql(`
  subscription GroupSessionsChanged($id: ID!) {
    groupChanged(id: $id) {
      id
      memberCount
      nextSession {
        id
        goingCount
      }
    }
  }
`);
