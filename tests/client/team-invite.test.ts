import { inviteErrors } from '@/groups/teamValidation';

describe('the invite-to-the-team form', () => {
  it('names the member field when nobody is chosen', () => {
    expect(inviteErrors({ uid: '', role: 'HOST' })).toEqual({ uid: 'Choose a member to invite.' });
    expect(inviteErrors({ uid: '   ', role: 'CO_ORGANIZER' })).toEqual({ uid: 'Choose a member to invite.' });
  });

  it('takes only the team roles', () => {
    expect(inviteErrors({ uid: 'u1', role: 'OWNER' })).toEqual({ role: 'Choose a role: co-organizer or host.' });
    expect(inviteErrors({ uid: 'u1', role: 'MEMBER' })).toEqual({ role: 'Choose a role: co-organizer or host.' });
  });

  it('lets a chosen member with a team role through', () => {
    expect(inviteErrors({ uid: 'u1', role: 'CO_ORGANIZER' })).toEqual({});
    expect(inviteErrors({ uid: 'u1', role: 'HOST' })).toEqual({});
  });
});
