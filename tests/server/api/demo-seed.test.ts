import { createIdentityAccounts, type IdentityAccounts } from '@/auth/accounts';
import { seedDemoPeople } from '@/demo/people';
import { seedDemoGroups } from '@/groups/seed';
import { graphql } from '../gql';
import { testServices } from '../../support/env';
import { graphqlRequest, rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { trySignIn } from '../../support/users';
import { withoutRateLimits } from '../fixtures';

/**
 * The demo data shows the product: groups in real cities (near-me finds them), most meeting
 * weekly or monthly with their next session ahead, members in most, one group full with people
 * waiting, Going answers for next sessions, and demo people nobody can sign in as.
 */
let app: TestApp;
let accounts: IdentityAccounts;
const now = new Date();

const DemoGroupsQuery = graphql(`
  query DemoGroups {
    groups(first: 50) {
      nodes {
        groupName
        maxMembers
        memberCount
        spotsLeft
        waitlistCount
        isActive
        place {
          name
        }
        nextMeeting {
          startsAt
          allDay
          frequency
          interval
        }
        nextSession {
          goingCount
        }
      }
    }
  }
`);

beforeAll(async () => {
  app = await startTestApp(withoutRateLimits);
  const { authEmulatorHost, projectId } = testServices();
  accounts = createIdentityAccounts({ projectId, emulatorHost: authEmulatorHost });
  const count = await seedDemoGroups(app.model, app.url, now);
  expect(count).toBeGreaterThan(10);
  expect(await seedDemoGroups(app.model, app.url, now)).toBe(0); // once
  await app.groups.reload();
}, 120_000);
afterAll(async () => {
  await accounts.close();
  await app.stop();
});

it('seeds groups in real cities, most recurring with sessions ahead, found by near me', async () => {
  const stored = await app.model.find().lean();
  expect(stored.every((group) => group.place)).toBe(true);
  const recurring = stored.filter((group) => group.schedule);
  expect(recurring.length).toBeGreaterThan(stored.length / 2);
  expect(recurring.every((group) => group.nextSessionAt && group.nextSessionAt > now)).toBe(true);
  const near = await rest<{ groupName: string; distanceKm: number; place: { name: string } }[]>(
    app.url,
    'GET',
    '/groups?near=52.52,13.405&radius=50&sort=distance',
  );
  expect(near.status).toBe(200);
  expect(near.body.length).toBeGreaterThanOrEqual(3);
  expect(near.body.map((group) => group.place.name)).toEqual(expect.arrayContaining(['Berlin', 'Potsdam']));
});

it('fills the groups with demo people: members in most, one full with a waitlist, Going answers', async () => {
  const turnout = await seedDemoPeople(app.features, app.model, accounts);
  expect(turnout).toMatchObject({ waiting: 3 });
  const { data } = await graphqlRequest(app.url, DemoGroupsQuery, {});
  const groups = data!.groups.nodes;

  const full = groups.filter((group) => group.spotsLeft === 0 && group.isActive);
  expect(full.map((group) => group.groupName)).toEqual(['Dawn Patrol Anglers']);
  expect(full[0]).toMatchObject({ memberCount: 8, maxMembers: 8, waitlistCount: 3 });
  expect(full[0]!.nextSession?.goingCount).toBe(6);

  expect(groups.filter((group) => group.memberCount > 0).length).toBeGreaterThanOrEqual(10);
  const answered = groups.filter((group) => (group.nextSession?.goingCount ?? 0) > 0);
  expect(answered.length).toBeGreaterThanOrEqual(5);

  // What the cards say: most groups meet again, weekly or monthly, at a time of day.
  const repeating = groups.filter((group) => group.nextMeeting?.frequency);
  expect(repeating.length).toBeGreaterThan(groups.length / 2);
  expect(repeating.every((group) => !group.nextMeeting!.allDay && new Date(group.nextMeeting!.startsAt) > now)).toBe(
    true,
  );
  expect(new Set(repeating.map((group) => group.nextMeeting!.frequency))).toEqual(new Set(['WEEKLY', 'MONTHLY']));
});

it('makes the demo people accounts in the Auth Emulator that nobody can sign in as', async () => {
  const person = await accounts.get('demo-lena-hoffmann');
  expect(person).toMatchObject({ email: 'lena.hoffmann@demo.hobbyhub.test', displayName: 'Lena Hoffmann' });
  expect(person.signInProviders).toEqual([]); // no password, no Google
  const attempt = await trySignIn('lena.hoffmann@demo.hobbyhub.test', 'Secret123');
  expect(attempt).toHaveProperty('error');
  // Seeding again (another app on the same emulator) leaves the accounts as they are.
  await expect(seedDemoPeople(app.features, app.model, accounts)).resolves.toMatchObject({ waiting: 3 });
});
