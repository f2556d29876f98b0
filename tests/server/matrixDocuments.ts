import { graphql } from './gql';

/**
 * The role × action matrix (api/role-matrix.test.ts): every field of a group that only some
 * roles may read, asked at once, over HTTP and live.
 */

export const MatrixGatedFragment = graphql(`
  fragment TestMatrixGated on Group {
    id
    viewerRole
    userEmail
    members {
      id
    }
    waitlist {
      displayName
    }
    teamInvitations {
      inviteeId
    }
    auditEntries(first: 1) {
      nodes {
        action
      }
    }
    reports(first: 1) {
      id
    }
    pendingJoinRequests(first: 1) {
      totalCount
    }
    bannedPeople(first: 1) {
      totalCount
    }
  }
`);

export const MatrixGroupQuery = graphql(`
  query TestMatrixGroup($id: ID!) {
    group(id: $id) {
      ...TestMatrixGated
    }
  }
`);

export const MatrixGroupLive = graphql(`
  subscription TestMatrixGroupLive($id: ID!) {
    groupChanged(id: $id) {
      location
      ...TestMatrixGated
    }
  }
`);

export const MatrixSuspendedAccountsQuery = graphql(`
  query TestMatrixSuspendedAccounts {
    suspendedAccounts {
      uid
    }
  }
`);
