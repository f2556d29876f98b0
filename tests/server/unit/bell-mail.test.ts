import { bellMailContent } from '@/mail/bellMail';
import { defaultDeliveries, isMailKind, kindLabels, mailKinds } from '@/mail/kinds';
import { notificationKinds } from '@/notifications/model';
import type { NewNotification } from '@/notifications/service';

const context = { publicUrl: 'https://hobbyhub.test', groupZone: 'Europe/Berlin', readerZone: null };
const base: Omit<NewNotification, 'kind'> = {
  id: 'n1',
  uid: 'u1',
  groupId: 'g1',
  groupName: 'Harbour Sketchers',
  session: { id: 's1', startsAt: new Date('2030-03-05T18:00:00Z'), location: 'Room 4' },
  report: { summary: 'Cheap watches', outcome: 'The reported post was hidden.' },
};

describe('the email of each kind of notification', () => {
  it('exists for every kind of the bell, each a mail kind with a label and a default', () => {
    expect(mailKinds.filter((kind) => kind !== 'REMINDER')).toEqual(expect.arrayContaining([...notificationKinds]));
    for (const kind of notificationKinds) {
      expect(isMailKind(kind)).toBe(true);
      expect(kindLabels[kind as keyof typeof kindLabels]).toEqual(expect.any(String));
      expect(defaultDeliveries[kind as keyof typeof defaultDeliveries]).toEqual(expect.any(String));
    }
  });

  it.each(notificationKinds)('%s names the group, and every link is absolute', (kind) => {
    const content = bellMailContent({ ...base, kind }, context);
    expect(content).not.toBeNull();
    expect(content!.heading).toContain('Harbour Sketchers');
    for (const { href } of content!.actions ?? []) expect(href).toMatch(/^https:\/\/hobbyhub\.test\//);
  });

  it('is in the app only by default for everything but what needs acting on soon', () => {
    const byEmail = mailKinds.filter((kind) => defaultDeliveries[kind] === 'EMAIL');
    expect(byEmail).toEqual(['REMINDER', 'PROMOTED', 'SESSION_CANCELLED', 'SESSION_MOVED', 'ANNOUNCEMENT']);
    expect(
      mailKinds
        .filter((kind) => defaultDeliveries[kind] !== 'EMAIL')
        .every((kind) => defaultDeliveries[kind] === 'IN_APP'),
    ).toBe(true);
  });

  it('quotes a ban’s reason and a decline’s note to the person, and says which role an invitation offers', () => {
    const ban = bellMailContent({ ...base, kind: 'BANNED', note: 'Rude to members.' }, context);
    expect(ban!.paragraphs).toEqual(expect.arrayContaining(['The reason they gave:', 'Rude to members.']));
    const decline = bellMailContent({ ...base, kind: 'JOIN_DECLINED', note: 'We are full.' }, context);
    expect(decline!.paragraphs).toEqual(expect.arrayContaining(['Their note to you:', 'We are full.']));
    const silent = bellMailContent({ ...base, kind: 'JOIN_DECLINED', note: null }, context);
    expect(silent!.paragraphs.join(' ')).not.toContain('note');
    const invitation = bellMailContent({ ...base, kind: 'TEAM_INVITATION', role: 'HOST' }, context);
    expect(invitation!.paragraphs[0]).toContain('as a host');
    const owner = bellMailContent({ ...base, kind: 'ROLE_CHANGED', role: 'OWNER' }, context);
    expect(owner!.paragraphs[0]).toBe('You are now the owner of Harbour Sketchers.');
    const resolved = bellMailContent({ ...base, kind: 'REPORT_RESOLVED', path: '/my-reports' }, context);
    expect(resolved!.actions).toEqual([{ label: 'See your reports', href: 'https://hobbyhub.test/my-reports' }]);
  });
});
