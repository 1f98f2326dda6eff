import { afterAll, describe, expect, it } from 'vitest';
import { openSharedRedis } from '../redis/shared-redis';
import { TEST_REDIS_URL, testRedisAvailable, testRedisPrefix } from '../../test/test-redis';
import { createMemoryLiveUpdates, createRedisLiveUpdates, type LiveUpdates } from './live-updates';

/** The next message of `topic` on `bus`, or a failure after 2 s. */
function next(bus: LiveUpdates, topic: string): Promise<unknown> {
  let unsubscribe: (() => void) | undefined;
  return new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nothing on ${topic}`)), 2000);
    const sub = bus.subscribe(topic, (m) => {
      clearTimeout(timer);
      unsubscribe?.();
      resolve(m);
    });
    unsubscribe = sub;
  });
}

describe('live updates in memory (one node)', () => {
  it('delivers a copy of each message to the subscribers of its topic only', async () => {
    const bus = createMemoryLiveUpdates();
    const got: unknown[] = [];
    const other: unknown[] = [];
    const stop = bus.subscribe('user:1', (m) => got.push(m));
    bus.subscribe('user:2', (m) => other.push(m));
    const sent = { unread: 3 };
    await bus.publish('user:1', sent);
    expect(got).toEqual([{ unread: 3 }]);
    expect(got[0]).not.toBe(sent);
    expect(other).toEqual([]);
    stop();
    await bus.publish('user:1', { unread: 4 });
    expect(got).toHaveLength(1);
  });
});

describe.skipIf(!(await testRedisAvailable()))('live updates through Redis (several nodes)', () => {
  const prefix = testRedisPrefix();
  const redisA = openSharedRedis(TEST_REDIS_URL, { prefix });
  const redisB = openSharedRedis(TEST_REDIS_URL, { prefix });
  const nodeA = createRedisLiveUpdates(redisA);
  const nodeB = createRedisLiveUpdates(redisB);
  afterAll(async () => {
    await Promise.all([nodeA.close(), nodeB.close()]);
    await Promise.all([redisA.close(), redisB.close()]);
  });

  it('a message published on one node reaches the subscribers of the other, once', async () => {
    const received: unknown[] = [];
    const sub = nodeB.subscribe('quotes:buyer-7', (m) => received.push(m));
    await sub.ready;
    const wait = next(nodeB, 'quotes:buyer-7');
    await nodeA.publish('quotes:buyer-7', { quoteId: 12 });
    expect(await wait).toEqual({ quoteId: 12 });
    expect(received).toEqual([{ quoteId: 12 }]);
    sub();
  });

  it('another prefix (another deployment on the same Redis) hears nothing', async () => {
    const otherRedis = openSharedRedis(TEST_REDIS_URL, { prefix: testRedisPrefix() });
    const other = createRedisLiveUpdates(otherRedis);
    const heard: unknown[] = [];
    await other.subscribe('quotes:buyer-7', (m) => heard.push(m)).ready;
    const wait = next(nodeB, 'quotes:buyer-7');
    await nodeB.subscribe('quotes:buyer-7', () => undefined).ready;
    await nodeA.publish('quotes:buyer-7', { quoteId: 13 });
    expect(await wait).toEqual({ quoteId: 13 });
    expect(heard).toEqual([]);
    await other.close();
    await otherRedis.close();
  });
});
