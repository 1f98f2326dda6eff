import { describe, expect, it } from 'vitest';
import { createReadiness } from '../platform/health/readiness';
import { createLocalStorage } from '../platform/storage/local-storage';
import { createTestApp } from '../test/test-app';

describe('GET /api/health/live and /api/health/ready', async () => {
  const t = await createTestApp();

  it('live answers without asking anything', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, data: { ok: true } });
  });

  it('ready checks the database and the storage; Redis is off without REDIS_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      data: { ok: true, database: 'ok', redis: 'off', storage: 'ok', draining: false },
    });
  });

  it('a storage folder that cannot be used makes ready 503, naming it', async () => {
    const readiness = createReadiness({ db: t.db, storage: createLocalStorage('/proc/no-files-here') });
    expect(await readiness.check()).toEqual({
      message: 'The file storage is not reachable.',
      data: { ok: false, database: 'ok', redis: 'off', storage: 'down', draining: false },
    });
  });

  it('a database that does not answer: ready and health 503 with a sentence, live 200', async () => {
    const gone = await createTestApp();
    await gone.database.close();
    const ready = await gone.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 503,
      message: 'The database is not reachable.',
      data: { ok: false, database: 'down', storage: 'ok', draining: false },
    });
    expect((await gone.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await gone.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await gone.app.close();
  });

  // Last: the app stays draining.
  it('while draining, ready answers 503 with the sentence and everything else is still served', async () => {
    t.app.ctx.readiness.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 503,
      message: 'The server is shutting down.',
      data: { ok: false, database: 'ok', redis: 'off', storage: 'ok', draining: true },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/site-config' })).statusCode).toBe(200);
  });
});
