import { seedDemoGroups } from '@/groups/seed';
import { rest } from '../../support/http';
import { startTestApp, type TestApp } from '../../support/testApp';
import { withoutRateLimits } from '../fixtures';

/**
 * The demo data shows the product: groups in real cities (near-me finds them), most meeting
 * weekly or monthly with their next session ahead.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp(withoutRateLimits);
});
afterAll(() => app.stop());

it('seeds groups in real cities, most recurring with sessions ahead, found by near me', async () => {
  const now = new Date();
  const count = await seedDemoGroups(app.model, app.url, now);
  expect(count).toBeGreaterThan(10);
  expect(await seedDemoGroups(app.model, app.url, now)).toBe(0); // once
  await app.groups.reload();
  const stored = await app.model.find().lean();
  expect(stored.every((group) => group.place)).toBe(true);
  const recurring = stored.filter((group) => group.schedule);
  expect(recurring.length).toBeGreaterThan(count / 2);
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
