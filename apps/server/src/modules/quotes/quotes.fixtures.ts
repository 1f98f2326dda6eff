import { expect } from 'vitest';
import type { PartSearchGroup } from '@ironmatch/contracts/part-matcher';
import type { TestApp } from '../../test/test-app';
import type { TestUser } from '../../test/fixtures';
import { envelopeCalls } from '../../test/envelope-calls';

/** The HTTP helpers the quotes tests share (envelope-calls.ts) and their search. */
export function quoteCalls(t: TestApp) {
  const { call, ok } = envelopeCalls(t);
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
