import { gql } from '@apollo/client';
import { createCache } from '@/apollo/cache';

const TeamsQuery = gql`
  query Teams {
    a: group(id: "a") {
      id
      team {
        id
        displayName
        role
      }
    }
    b: group(id: "b") {
      id
      team {
        id
        displayName
        role
      }
    }
  }
`;

describe('the cached organizing team', () => {
  it('keeps a person’s role per group: an owner in one group stays a host in another', () => {
    const cache = createCache();
    const person = (role: string) => ({ __typename: 'TeamMember', id: 'uid-1', displayName: 'Cora', role });
    cache.writeQuery({
      query: TeamsQuery,
      data: {
        a: { __typename: 'Group', id: 'a', team: [person('OWNER')] },
        b: { __typename: 'Group', id: 'b', team: [person('HOST')] },
      },
    });
    const read = cache.readQuery<{ a: { team: { role: string }[] }; b: { team: { role: string }[] } }>({
      query: TeamsQuery,
    });
    expect(read?.a.team.map((member) => member.role)).toEqual(['OWNER']);
    expect(read?.b.team.map((member) => member.role)).toEqual(['HOST']);
  });
});
