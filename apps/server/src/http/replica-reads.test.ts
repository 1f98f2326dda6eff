import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, withReplica, type DatabaseHandle } from '../db/database';
import { readFromReplica } from '../db/read-routing';
import { createTestUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { fastifyPath } from './endpoint-route';
import { createMemoryRecentWriters, REPLICA_READ_ENDPOINTS } from './replica-reads';

/**
 * DATABASE_REPLICA_URL's routing, proven with a second database of different data standing in as the
 * replica (on PGlite, or PostgreSQL with TEST_DB=postgres): a count only the "replica" holds shows
 * where each call read. The cluster test (scripts/cluster/) runs a real streaming replica.
 */
describe('reads from the replica (DATABASE_REPLICA_URL)', () => {
  let t: TestApp;
  let primary: DatabaseHandle;
  let replica: DatabaseHandle;
  let dealer: TestUser;
  const browseCount = async (path: string, user?: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: path, headers: user?.headers ?? {} });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { count: number } }).data.count;
  };

  beforeAll(async () => {
    primary = await openTestDatabase();
    replica = await openTestDatabase();
    // The stand-in replica counts 777 parts in all; the primary 5.
    await replica.db.execute(sql`insert into browse_counts (manufacturer_id, count) values (0, 777)`);
    await primary.db.execute(sql`insert into browse_counts (manufacturer_id, count) values (0, 5)`);
    t = await createTestApp({ database: withReplica(primary, replica) });
    // Only on the primary: a user read from the replica would not exist.
    dealer = await createTestUser(t, { memid: 'M-REPLICA' });
  });
  afterAll(async () => {
    await t.close();
    await primary.close();
    await replica.close();
  });

  it('serves the lag-tolerant lists from the replica, to guests and to logged-in users', async () => {
    expect(await browseCount('/api/guestbrowseparts/')).toBe(777);
    expect(await browseCount('/api/browseparts/', dealer)).toBe(777);
  });

  it("reads a user's own list and everything outside the list from the primary", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/mine', headers: dealer.headers });
    expect(res.statusCode).toBe(200);
    // The login itself (the auth plugin's membership read) found the user: the primary.
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/user/${dealer.userId}`,
      headers: dealer.headers,
    });
    expect(me.statusCode).toBe(200);
  });

  it("reads every list from the primary for a while after that user's write (read-your-writes)", async () => {
    const other = await createTestUser(t, { memid: 'M-REPLICA-2' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: dealer.headers,
      payload: { preferences: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(await browseCount('/api/browseparts/', dealer)).toBe(5);
    // Another user who wrote nothing still reads the replica.
    expect(await browseCount('/api/browseparts/', other)).toBe(777);
  });

  it('sends writes and locking reads to the primary even inside a replica read', async () => {
    await readFromReplica(async () => {
      const rows = await queryRows<{ count: number }>(
        t.db,
        sql`select count from browse_counts where manufacturer_id = 0`,
      );
      expect(rows[0]!.count).toBe(777);
      await t.db.execute(sql`update browse_counts set count = 6 where manufacturer_id = 0`);
      const locked = await queryRows<{ count: number }>(
        t.db,
        sql`select count from browse_counts where manufacturer_id = 0 for update`,
      );
      expect(locked[0]!.count).toBe(6);
      await t.db.transaction(async (tx) => {
        const inTx = await queryRows<{ count: number }>(
          tx,
          sql`select count from browse_counts where manufacturer_id = 0`,
        );
        expect(inTx[0]!.count).toBe(6);
      });
    });
    const onReplica = await queryRows<{ count: number }>(replica.db, sql`select count from browse_counts`);
    expect(onReplica[0]!.count).toBe(777);
  });

  it('lists only GET routes that exist and no list of what a user wrote', () => {
    for (const key of REPLICA_READ_ENDPOINTS) {
      const [method, path] = key.split(' ') as [string, string];
      expect(method).toBe('GET');
      expect(path).not.toMatch(/mine|received|sent|draft|partResults/);
      expect(t.app.hasRoute({ method: 'GET', url: `/api${fastifyPath(path)}`.replace(/\/$/, '') }), key).toBe(
        true,
      );
    }
  });

  it('forgets a writer after the window', async () => {
    let now = 0;
    const writers = createMemoryRecentWriters(10_000, () => now);
    await writers.mark(1);
    expect(await writers.has(1)).toBe(true);
    expect(await writers.has(2)).toBe(false);
    now = 10_001;
    expect(await writers.has(1)).toBe(false);
  });
});
