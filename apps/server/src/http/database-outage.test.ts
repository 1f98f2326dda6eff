import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres } from '../db/database';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { createTestApp, testConfig } from '../test/test-app';

const UNAVAILABLE = { status: 503, message: 'The database is not reachable. Please try again in a moment.' };
const login = {
  method: 'POST' as const,
  url: '/api/login',
  payload: { email: 'x@example.com', password: 'wrong-password' },
};

describe('a database that goes away', () => {
  it('recognises the drivers\u2019 ways of saying the database is not there, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });

  it('answers 503 with a sentence, never 500, while live still answers', async () => {
    const t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject(login);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await t.app.close();
  });
});

/**
 * PostgreSQL behind a TCP relay of this test's own: closing the relay cuts every connection as a
 * stopped server does, without touching the machine's PostgreSQL that other tests use.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('PostgreSQL stops and comes back', () => {
  const sockets = new Set<Socket>();
  let relay: Server | undefined;
  afterAll(() => closeRelay());

  function openRelay(port: number, target: URL): Promise<number> {
    relay = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) =>
      relay!.listen(port, '127.0.0.1', () => resolve((relay!.address() as { port: number }).port)),
    );
  }
  function closeRelay(): Promise<void> {
    for (const s of sockets) s.destroy();
    return new Promise((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
  }

  it('answers 503 while it is gone and recovers by itself within 5 s of its return', async () => {
    const t = await createTestApp();
    const target = new URL(t.database.pool!.options.connectionString!);
    const port = await openRelay(0, target);
    const viaRelay = new URL(target);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    const database = openPostgres(viaRelay.toString(), { max: 3 });
    const app = await buildApp({
      config: testConfig({ storage: { kind: 'local', dir: t.filesDir } }),
      database,
    });
    try {
      expect((await app.inject(login)).statusCode).toBe(401);

      await closeRelay();
      for (let i = 0; i < 3; i++) {
        const res = await app.inject(login);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(UNAVAILABLE);
      }
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        message: 'The database is not reachable.',
        data: { database: 'down' },
      });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

      await openRelay(port, target);
      const back = Date.now();
      let status = 503;
      while (status === 503 && Date.now() - back < 5000) {
        status = (await app.inject(login)).statusCode;
        if (status === 503) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await closeRelay();
      await t.close();
    }
  });
});
