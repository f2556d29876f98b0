import type { Logger } from '@/logger';
import { LocalTopicBus, RedisTopicBus, type TopicBus } from '@/sync/topicBus';

/**
 * A report was filed or resolved, as it travels between processes: only ids. Each subscriber's
 * process reads the report itself and asks whether that subscriber may handle it.
 */
export interface ReportEvent {
  reportId: string;
  groupId: string;
  at: number;
}

export type ReportBus = TopicBus<ReportEvent>;

/** Every event on one topic: the admins' queue hears them all, a group's organizers filter by group. */
const topicOf = () => 'reports';

export class LocalReportBus extends LocalTopicBus<ReportEvent> {
  constructor() {
    super(topicOf);
  }
}

/** Every process's queue subscribers, through Redis pub/sub (REDIS_URL). */
export function connectRedisReportBus(
  redisUrl: string,
  logger: Logger,
  prefix = 'hobbyhub:reports:',
): Promise<ReportBus> {
  return RedisTopicBus.connect<ReportEvent>({
    redisUrl,
    logger,
    prefix,
    topicOf,
    name: 'report event',
    decode: (json) => json as ReportEvent,
  });
}

/** Redis when it is configured, else this process's subscribers only. */
export async function connectReportBus(redisUrl: string | null | undefined, logger: Logger): Promise<ReportBus> {
  return redisUrl ? connectRedisReportBus(redisUrl, logger) : new LocalReportBus();
}
