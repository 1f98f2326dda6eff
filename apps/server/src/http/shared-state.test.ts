import { describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import { TEST_REDIS_URL, testRedisAvailable, testRedisPrefix } from '../test/test-redis';

/**
 * Two nodes on one database and one REDIS_URL: what one node learns, the other knows. (The cluster
 * test runs real processes behind a proxy; this is the same promise through app.inject, in seconds.)
 */
describe.skipIf(!(await testRedisAvailable()))('two nodes sharing Redis', async () => {
  const prefix = testRedisPrefix();
  const config = { redisUrl: TEST_REDIS_URL, rateLimitAuthPerMinute: 3 };
  const a = await createTestApp({ config, redisPrefix: prefix });
  // B reloads the revoked logins from the database only every 10 minutes: a revocation it hears of
  // at once came through Redis.
  const b = await createTestApp({
    config,
    redisPrefix: prefix,
    database: a.database,
    revokedLoginsRefreshMs: 600_000,
  });

  it('ready says Redis answers', async () => {
    const res = await b.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.json()).toMatchObject({ status: 200, data: { redis: 'ok' } });
  });

  it('a logout on node A stops the access token on node B at once', async () => {
    const user = await createTestUser(a);
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { accessToken, refreshToken } = login.json().data as { accessToken: string; refreshToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    expect((await b.app.inject({ method: 'GET', url: `/api/user/${user.userId}`, headers })).statusCode).toBe(
      200,
    );

    await a.app.inject({ method: 'POST', url: '/api/logout', payload: { refreshToken } });
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i++) {
      status = (await b.app.inject({ method: 'GET', url: `/api/user/${user.userId}`, headers })).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe(401);
  });

  it('wrong logins spread over both nodes are limited as one client', async () => {
    const attempt = (node: typeof a, i: number) =>
      node.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '198.51.100.20',
        payload: { email: `nobody-${i}@example.test`, password: 'wrong-password' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(i % 2 === 0 ? a : b, i)).statusCode);
    // Three a minute for the address on all nodes together: the fourth, on B, is refused.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await attempt(a, 5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait/);
  });
});
