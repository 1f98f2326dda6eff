import { expect } from 'vitest';
import { TEST_PASSWORD } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';

export const NEW_PASSWORD = 'a-brand-new-password-42';

/**
 * The auth tests' world (auth-*.test.ts): an app of their own, sign-up through the real endpoint with a
 * fresh email each time, and the links the emails carry.
 */
export async function createAuthBed() {
  const t = await createTestApp();
  let n = 0;

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  async function register(overrides: Record<string, unknown> = {}) {
    n++;
    const email = `person${n}-${Date.now()}@example.test`;
    const res = await post('/api/user', {
      email,
      password: TEST_PASSWORD,
      firstName: 'Pat',
      lastName: 'Miller',
      phoneOffice: '555-0101',
      consent: true,
      deviceInfo: 'vitest',
      ...overrides,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { accessToken: string; refreshToken: string };
    const userId = (await t.app.ctx.tokens.verify(data.accessToken))!.userId;
    return { email, userId, ...data, headers: { authorization: `Bearer ${data.accessToken}` } };
  }

  /** Delivers queued mail and returns the newest link of that path sent to `to`. */
  async function linkFromMail(to: string, path: '/verify-email' | '/reset-password') {
    await t.app.ctx.jobs.drain();
    const mail = t.mailbox.list().find((m) => m.to === to && m.text.includes(path));
    expect(mail, `mail with ${path} to ${to}`).toBeDefined();
    const url = new URL(/(https?:\/\/\S+)/.exec(mail!.text.slice(mail!.text.indexOf(path) - 40))![1]!);
    expect(url.pathname).toBe(path);
    return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')!, mail: mail! };
  }

  return { t, post, register, linkFromMail };
}
