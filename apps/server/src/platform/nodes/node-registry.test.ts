import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createNodeRegistry, isOneOfSeveral } from './node-registry';

describe('the node registry and NODE_ROLE', async () => {
  const t = await createTestApp({ config: { nodeRole: 'worker' } });

  it('a node sees the others renewed within 30 s, not itself, not the dead, not the stopped', async () => {
    const a = createNodeRegistry(t.db, 'api', { id: 'node-a' });
    const b = createNodeRegistry(t.db, 'worker', { id: 'node-b' });
    await a.start();
    expect(await a.otherLiveNodes()).toBe(0);
    await b.start();
    expect(await a.otherLiveNodes()).toBe(1);
    expect(await b.otherLiveNodes()).toBe(1);
    // A missed three renewals: it died.
    await t.db.execute(
      sql`update server_nodes set renewed_at = now() - interval '31 seconds' where id = 'node-a'`,
    );
    expect(await b.otherLiveNodes()).toBe(0);
    await a.start(); // renews at once
    expect(await b.otherLiveNodes()).toBe(1);
    await a.stop();
    await b.stop();
    const rows = await t.db.execute(sql`select id from server_nodes`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('a node is one of several with another role, with Redis, or with another live node', () => {
    expect(isOneOfSeveral({ nodeRole: 'all', redisUrl: undefined }, 0)).toBe(false);
    expect(isOneOfSeveral({ nodeRole: 'all', redisUrl: undefined }, 1)).toBe(true);
    expect(isOneOfSeveral({ nodeRole: 'api', redisUrl: undefined }, 0)).toBe(true);
    expect(isOneOfSeveral({ nodeRole: 'all', redisUrl: 'redis://127.0.0.1' }, 0)).toBe(true);
  });

  it('a worker node answers only the probes and the metrics', async () => {
    for (const url of ['/api/health/live', '/api/health/ready', '/metrics'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    for (const url of ['/api/site-config', '/api/health', '/', '/api/guestparts/ABC']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        status: 404,
        message: 'This node runs background jobs only (NODE_ROLE=worker); it serves no other requests.',
      });
    }
  });
});
