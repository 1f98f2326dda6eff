import {
  createMemoryLiveUpdates,
  createRedisLiveUpdates,
  type LiveUpdates,
} from './live-updates/live-updates';
import { openSharedRedis, type SharedRedis } from './redis/shared-redis';

/**
 * What the nodes of one deployment share at run time: Redis when REDIS_URL is set (rate-limit counts,
 * live updates, revoked logins), else this node's memory, as a single server needs.
 */
export interface SharedState {
  redis: SharedRedis | undefined;
  liveUpdates: LiveUpdates;
  /** Options for @fastify/rate-limit: its Redis store when there is Redis. */
  rateLimitStore: { redis?: SharedRedis['client']; nameSpace?: string; skipOnError?: boolean };
  close(): Promise<void>;
}

export function openSharedState(
  redisUrl: string | undefined,
  options: { prefix?: string; log: { warn(obj: object, msg: string): void } },
): SharedState {
  if (!redisUrl) {
    const liveUpdates = createMemoryLiveUpdates();
    return { redis: undefined, liveUpdates, rateLimitStore: {}, close: () => liveUpdates.close() };
  }
  const redis = openSharedRedis(redisUrl, {
    prefix: options.prefix,
    onError: (err) => options.log.warn({ err }, 'Redis is not reachable'),
  });
  const liveUpdates = createRedisLiveUpdates(redis, {
    onError: (err, topic) => options.log.warn({ err, topic }, 'a live update could not be handled'),
  });
  return {
    redis,
    liveUpdates,
    // A Redis that does not answer lets requests through rather than refusing everyone (logged above).
    rateLimitStore: { redis: redis.client, nameSpace: 'rate-limit:', skipOnError: true },
    async close() {
      await liveUpdates.close();
      await redis.close();
    },
  };
}
