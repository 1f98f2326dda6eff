import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';

describe('consent: the cookie choice kept on the server', async () => {
  const t = await createTestApp();
  const call = (method: 'GET' | 'POST' | 'DELETE', headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: '/api/consent', headers, payload: payload as object });

  it('answers null before any choice, then stores, updates and deletes it', async () => {
    const u = await createTestUser(t);
    expect((await call('GET', u.headers)).json()).toEqual({ status: 200, data: null });

    const saved = await call('POST', u.headers, {
      essential: false,
      preferences: true,
      analytics: false,
      marketing: true,
    });
    expect(saved.statusCode).toBe(200);
    const first = saved.json().data;
    expect(first).toEqual({
      essential: true,
      preferences: true,
      analytics: false,
      marketing: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });

    await new Promise((r) => setTimeout(r, 10));
    const updated = (await call('POST', u.headers, { analytics: true })).json().data;
    expect(updated).toMatchObject({
      essential: true,
      preferences: false,
      analytics: true,
      marketing: false,
      createdAt: first.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    expect((await call('GET', u.headers)).json().data).toEqual(updated);

    const removed = await call('DELETE', u.headers);
    expect(removed.json()).toEqual({ status: 200, message: 'Cookie preferences removed.' });
    expect((await call('GET', u.headers)).json().data).toBeNull();
  });

  it('keeps each user to their own record', async () => {
    const a = await createTestUser(t, { company: false });
    const b = await createTestUser(t, { company: false });
    await call('POST', a.headers, { marketing: true });
    expect((await call('GET', b.headers)).json().data).toBeNull();
  });

  it('needs a login and booleans', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await call(method, undefined, {})).statusCode).toBe(401);
    const u = await createTestUser(t);
    const bad = await call('POST', u.headers, { analytics: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Analytics must be true or false.');
  });
});
