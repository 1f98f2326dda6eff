import { describe, expect, it } from 'vitest';
import { defineJob, enqueueJobs } from '../platform/jobs/job-queue';
import { createTestApp } from '../test/test-app';

const TOKEN = 'metrics-token-that-is-long-enough-0123456789';

/** The value of one sample line (`name{labels} value`) of the Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', async () => {
  const t = await createTestApp({ config: { metricsToken: TOKEN, rateLimitAuthPerMinute: 2 } });
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers a direct request from this machine in the Prometheus text format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.body).toContain('# TYPE process_cpu_seconds_total counter');
    for (const name of ['db_pool_total_connections', 'db_pool_idle_connections', 'db_pool_waiting_clients'])
      expect(sample(res.body, name)).toBeGreaterThanOrEqual(0);
  });

  it('refuses a request through a proxy, from elsewhere, or with a wrong token: 403 and no metric', async () => {
    for (const request of [
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}x` } },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 403,
        message:
          'The metrics are only available from this machine, or with the metrics token (Authorization: Bearer <METRICS_TOKEN>).',
      });
    }
    const scraper = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` },
    });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('http_requests_total');
  });

  it('counts requests and their latency by route pattern, never by the requested path', async () => {
    for (const part of ['ABC-123', 'XYZ-987'])
      await t.app.inject({ method: 'GET', url: `/api/guestparts/${part}` });
    const text = await scrape();
    const labels = { method: 'GET', route: '/api/guestparts/:partNumber' };
    expect(sample(text, 'http_requests_total', labels)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(text).not.toContain('ABC-123');
  });

  it('counts the 429 answers of this node per route', async () => {
    const login = {
      method: 'POST' as const,
      url: '/api/login',
      payload: { email: 'a@b.example', password: 'x' },
    };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.app.inject(login)).statusCode);
    expect(statuses).toContain(429);
    const text = await scrape();
    expect(sample(text, 'rate_limit_rejections_total', { route: '/api/login' })).toBe(
      statuses.filter((s) => s === 429).length,
    );
    expect(sample(text, 'http_requests_total', { route: '/api/login', status_code: '429' })).toBeGreaterThan(
      0,
    );
  });

  it('shows the jobs due per kind and the jobs given up', async () => {
    const doomed = defineJob<{ n: number }>('metrics-test-doomed', { maxAttempts: 1 });
    t.app.ctx.jobs.register(doomed, async () => {
      throw new Error('always fails');
    });
    await enqueueJobs(t.db, doomed, [{ n: 1 }, { n: 2 }]);
    expect(sample(await scrape(), 'jobs_queued', { kind: 'metrics-test-doomed' })).toBe(2);
    await t.app.ctx.jobs.drain();
    const text = await scrape();
    expect(sample(text, 'jobs_failed_total', { kind: 'metrics-test-doomed' })).toBe(2);
    expect(sample(text, 'jobs_queued', { kind: 'metrics-test-doomed' })).toBeUndefined();
  });
});
