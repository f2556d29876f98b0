import { variableErrorFields } from '@/graphql/errors';

describe('naming the field behind a GraphQL variable type error', () => {
  it.each([
    [
      'Variable "$input" got invalid value 1.5 at "input.maxMembers"; Int cannot represent non-integer value: 1.5',
      { maxMembers: 'Int cannot represent non-integer value: 1.5.' },
    ],
    [
      'Variable "$input" got invalid value { groupName: "x" }; Field "location" of required type "String!" was not provided.',
      { location: 'Field "location" of required type "String!" was not provided.' },
    ],
    [
      'Variable "$input" got invalid value { userEmail: "a@b.c" }; Field "userEmail" is not defined by type "CreateGroupInput".',
      { userEmail: 'Field "userEmail" is not defined by type "CreateGroupInput".' },
    ],
    [
      'Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
      { first: 'Int cannot represent non-integer value: "ten".' },
    ],
    [
      'Variable "$id" of required type "ID!" was not provided.',
      { id: 'Variable "$id" of required type "ID!" was not provided.' },
    ],
  ])('%s', (message, fields) => {
    expect(variableErrorFields(message)).toEqual(fields);
  });

  it('leaves other messages alone', () => {
    expect(variableErrorFields('Syntax Error: Unexpected Name "mutaton".')).toBeUndefined();
  });
});
