import { Redis } from 'ioredis';

/**
 * The one Redis connection of a node (REDIS_URL): what several nodes share (rate-limit counts, live
 * updates, revoked logins). Every key and channel starts with `prefix`, so several deployments (or
 * test runs) can share one Redis. A Redis that goes away never stops a request: commands fail fast
 * (one retry) and their callers fall back (rate limits skip, live updates are lost, revocations
 * still arrive with the next reload from the database).
 */
export interface SharedRedis {
  client: Redis;
  prefix: string;
  /** A second connection for SUBSCRIBE (a subscribed connection runs no other command). */
  duplicate(): Redis;
  ping(): Promise<unknown>;
  close(): Promise<void>;
}

export const DEFAULT_REDIS_PREFIX = 'ironmatch:';

export function openSharedRedis(
  url: string,
  options: { prefix?: string; onError?: (err: Error) => void } = {},
): SharedRedis {
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  const connections: Redis[] = [];
  let lastErrorAt = 0;
  const onError = (err: Error) => {
    // Reconnection retries repeat the same error many times a second: one line per 10 s is enough.
    if (Date.now() - lastErrorAt < 10_000) return;
    lastErrorAt = Date.now();
    options.onError?.(err);
  };
  const connect = () => {
    const connection = new Redis(url, {
      keyPrefix: prefix,
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    connection.on('error', onError);
    connections.push(connection);
    return connection;
  };
  const client = connect();
  return {
    client,
    prefix,
    duplicate: connect,
    ping: () => client.ping(),
    async close() {
      await Promise.all(connections.map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
