import { expect } from 'vitest';
import type { PartSearchGroup } from '@ironmatch/contracts/part-matcher';
import type { TestApp } from '../../test/test-app';
import type { TestUser } from '../../test/fixtures';

/** The HTTP helpers the quotes tests share: every answer's envelope status must equal the HTTP status. */
export function quoteCalls(t: TestApp) {
  async function call(who: TestUser | null, method: string, url: string, payload?: unknown) {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = res.json() as { status: number; message?: string; errors?: string[]; data?: never };
    expect(body.status, `${method} ${url}: ${res.body}`).toBe(res.statusCode);
    return { status: res.statusCode, body };
  }
  async function ok<T>(who: TestUser, method: string, url: string, payload?: unknown, status = 200) {
    const res = await call(who, method, url, payload);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(status);
    return res.body as unknown as { message?: string; data: T };
  }
  /** Fails unless the call answers `status` with `message` (when given). */
  async function fails(
    who: TestUser | null,
    method: string,
    url: string,
    payload: unknown,
    status: number,
    message?: string,
  ) {
    const res = await call(who, method, url, payload);
    expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(status);
    if (message) expect(res.body.message).toBe(message);
    return res.body;
  }
  /** The buyer's multi-part search: one request; answers the searches' ids in the order given. */
  async function search(buyer: TestUser, partNumbers: string[]): Promise<number[]> {
    const res = await ok<{ groups: PartSearchGroup[] }>(
      buyer,
      'GET',
      `/api/parts?partNumbers=${encodeURIComponent(partNumbers.join(','))}&approved=yes`,
    );
    return res.data.groups.map((g) => g.searchId);
  }
  return { call, ok, fails, search };
}
