import type * as IORedis from 'ioredis';
import { packageOnDemand } from '@/packagesOnDemand';

/** A Redis client for REDIS_URL; ioredis itself loads only when a feature first connects. */
export function redisConnection(url: string, options: IORedis.RedisOptions): IORedis.Redis {
  const { Redis } = packageOnDemand<typeof IORedis>('ioredis');
  return new Redis(url, options);
}
