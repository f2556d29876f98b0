import type { IdentityAccounts } from '@/auth/accounts';
import type { Viewer } from '@/auth/viewer';
import type { Features } from '@/features';
import { demoTurnouts } from '@/groups/seed';
import type { GroupModel } from '@/groups/model';
import { nextSession } from '@/schedule/schedule';

/** The demo's members: people in the Auth Emulator whom nobody can sign in as (disabled, no password). */
const demoPeople = [
  'Lena Hoffmann',
  'Samir Haddad',
  'Chloé Martin',
  'Jonas Becker',
  'Priya Raman',
  'Oskar Nilsson',
  'Amara Okafor',
  'Luca Bianchi',
  'Hana Novak',
  'Mateo Silva',
  'Ingrid Berg',
  'Yusuf Demir',
  'Emily Carter',
  'Kenji Mori',
].map((displayName): Viewer => {
  const handle = displayName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
  return { uid: `demo-${handle.replace(/\./g, '-')}`, email: `${handle}@demo.hobbyhub.test`, displayName };
});

export interface DemoTurnout {
  members: number;
  waiting: number;
  going: number;
}

/**
 * Fills the freshly seeded demo groups with demo people, through the same services a person's
 * join, queueing and RSVP go through (so places, the waitlist and the counts hold as always):
 * members in most groups, one group full with people waiting, and Going answers for the next
 * session of several. With the Auth Emulator, each person is also a locked account there (the
 * emulator only: real Firebase projects get no demo accounts). Each group's people start at a
 * different place in the list, so the member lists differ.
 */
export async function seedDemoPeople(
  features: Pick<Features, 'groups' | 'sessions'>,
  model: GroupModel,
  emulatorAccounts: IdentityAccounts | null,
): Promise<DemoTurnout> {
  if (emulatorAccounts) {
    for (const person of demoPeople) {
      await emulatorAccounts.createLocked({
        uid: person.uid,
        email: person.email ?? '',
        displayName: person.displayName ?? '',
      });
    }
  }
  const total: DemoTurnout = { members: 0, waiting: 0, going: 0 };
  for (const [index, turnout] of demoTurnouts().entries()) {
    const stored = await model.findOne({ groupName: turnout.groupName }, { _id: 1 }).lean();
    if (!stored) continue;
    const id = stored._id.toString();
    const people = demoPeople.map((_, n) => demoPeople[(n + index * 3) % demoPeople.length]!);
    const members = people.slice(0, turnout.members);
    for (const person of members) await features.groups.membership.join(person, id);
    for (const person of people.slice(turnout.members, turnout.members + turnout.waiting)) {
      await features.groups.membership.joinWaitlist(person, id);
    }
    const session = nextSession(await features.groups.get(id));
    if (session) {
      for (const person of members.slice(0, turnout.going)) await features.sessions.rsvp(person, session.id, true);
    }
    total.members += turnout.members;
    total.waiting += turnout.waiting;
    total.going += session ? turnout.going : 0;
  }
  return total;
}
