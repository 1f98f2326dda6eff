import { expect } from 'vitest';
import type { TestUser } from './fixtures';
import type { TestApp } from './test-app';

/**
 * The API calls feature tests make as a user (or nobody): every answer's envelope status must equal the
 * HTTP status. `ok` also fails unless the call answers `status` (200 unless given). `raw` is the answer's
 * text, for a test that looks for something that must not be anywhere in it.
 */
export function envelopeCalls(t: TestApp) {
  async function call(who: TestUser | null, method: string, url: string, payload?: unknown) {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = res.json() as { status: number; message?: string; errors?: string[]; data?: never };
    expect(body.status, `${method} ${url}: ${res.body}`).toBe(res.statusCode);
    return { status: res.statusCode, body, raw: res.body };
  }
  async function ok<T>(who: TestUser, method: string, url: string, payload?: unknown, status = 200) {
    const res = await call(who, method, url, payload);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(status);
    return res.body as unknown as { message?: string; data: T };
  }
  return { call, ok };
}
