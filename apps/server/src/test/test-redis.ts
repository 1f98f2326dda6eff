import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis of the tests: TEST_REDIS_URL, else the machine's `redis-server` on 127.0.0.1:6379 in a
 * database index of the tests' own (11). Undefined when none answers: the tests that need it skip,
 * and say so. Each caller gets a key prefix of its own, so parallel test files never share counts.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11';

export async function testRedisAvailable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    console.warn(`No Redis answers at ${TEST_REDIS_URL}: the tests that need it are skipped.`);
    return false;
  } finally {
    probe.disconnect();
  }
}

export function testRedisPrefix(): string {
  return `ironmatch-test:${randomBytes(4).toString('hex')}:`;
}
