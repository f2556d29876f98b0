import { randomUUID } from 'node:crypto';
import { createLogger } from '@/logger';
import type { NotificationRecord } from '@/notifications/model';
import { connectRedisNotificationBus } from '@/notifications/bus';
import { startTestApp, type TestApp } from '../../support/testApp';

const redisUrl = 'redis://127.0.0.1:6379';
const logger = createLogger('silent');

/** The next value of `watch`, or a timeout error naming what was awaited. */
async function next(watch: AsyncIterableIterator<[NotificationRecord]>, what: string): Promise<NotificationRecord> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no notification for ${what} within 5 s`)), 5_000);
  });
  try {
    const { value } = await Promise.race([watch.next(), timeout]);
    return (value as [NotificationRecord])[0];
  } finally {
    clearTimeout(timer);
  }
}

describe('notifications across app processes through Redis (REDIS_URL)', () => {
  it('reaches a subscriber on another process once, with its dates intact', async () => {
    const prefix = `test:${randomUUID()}:notification:`;
    const [busA, busB] = await Promise.all([
      connectRedisNotificationBus(redisUrl, logger, prefix),
      connectRedisNotificationBus(redisUrl, logger, prefix),
    ]);
    const apps: TestApp[] = [];
    try {
      apps.push(await startTestApp({ notificationBus: busA }));
      apps.push(await startTestApp({ notificationBus: busB, databaseName: apps[0]!.database.connection.name }));
      const [writer, reader] = apps as [TestApp, TestApp];
      const uid = `uid-${randomUUID()}`;
      const onOther = reader.notifications.watch(uid);
      const onWriter = writer.notifications.watch(uid);

      const stored = await writer.notifications.add({
        id: `promoted:${uid}:1`,
        uid,
        kind: 'PROMOTED',
        groupId: '6b05ac73b4c6fbc14cbf4b77',
        groupName: 'Across Processes',
      });
      expect(stored).toBe(true);
      const heard = await next(onOther, 'the other process');
      expect(heard).toMatchObject({ _id: `promoted:${uid}:1`, uid, kind: 'PROMOTED', groupName: 'Across Processes' });
      expect(heard.createdAt).toBeInstanceOf(Date);
      expect(heard.readAt).toBeNull();
      // The writer's own subscribers hear it through Redis too, exactly once.
      expect((await next(onWriter, 'the writing process'))._id).toBe(heard._id);
      const again = onWriter.next();
      const quiet = await Promise.race([
        again.then(() => 'heard twice'),
        new Promise((r) => setTimeout(r, 500, 'quiet')),
      ]);
      expect(quiet).toBe('quiet');

      // Stored once: reporting the same event again neither stores nor announces it.
      expect(
        await reader.notifications.add({
          id: `promoted:${uid}:1`,
          uid,
          kind: 'PROMOTED',
          groupId: '6b05ac73b4c6fbc14cbf4b77',
          groupName: 'Across Processes',
        }),
      ).toBe(false);
      expect(await reader.notifications.unreadCount(uid)).toBe(1);
      await Promise.all([onOther.return?.(), onWriter.return?.()]);
    } finally {
      for (const app of apps.reverse()) await app.stop();
      await Promise.all([busA.close(), busB.close()]);
    }
  });
});
