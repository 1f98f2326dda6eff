import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessClaims } from '@ironmatch/contracts/access';
import { AppError } from './http/app-error';
import type { RecordKind } from './http/record-access';
import { addParts, seedMakes } from './modules/part-matcher/part-matcher.fixtures';
import { createTestUser, type TestUser } from './test/fixtures';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The record kinds that replaced hand-written ownership checks (issue 22), each against the real
 * database: its owner passes, another company's record is 404 with the kind's sentence.
 */
describe('record kinds: owner passes, another company is 404', () => {
  let t: TestApp;
  let dealer: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  let partId: number;
  let resultId: number;

  const claimsOf = (u: TestUser): AccessClaims => ({
    userId: u.userId,
    companyId: u.companyId,
    memid: u.memid,
    emailVerified: true,
    loginId: '00000000-0000-4000-8000-000000000000',
  });

  async function refusal(who: TestUser, kind: RecordKind, id: number, role: string) {
    try {
      await t.app.ctx.access.require(claimsOf(who), kind, id, role as never);
    } catch (err) {
      if (err instanceof AppError) return { status: err.statusCode, message: err.message };
      throw err;
    }
    throw new Error(`${kind} ${id} was let through`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedMakes(t);
    dealer = await createTestUser(t, { memid: 'NC-KINDS' });
    buyer = await createTestUser(t);
    other = await createTestUser(t, { memid: 'NC-KINDS-2' });
    partId = (await addParts(t, dealer.companyId!, [{ partnum: 'KIND-100' }]))[0]!;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/parts/KIND-100?approved=yes',
      headers: buyer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    resultId = (res.json().data.parts as Array<{ id: number }>)[0]!.id;
  });
  afterAll(() => t.close());

  it('inventory-part: the dealer owns its part', async () => {
    await expect(
      t.app.ctx.access.require(claimsOf(dealer), 'inventory-part', partId, 'owner'),
    ).resolves.toBeTruthy();
    expect(await refusal(other, 'inventory-part', partId, 'owner')).toEqual({
      status: 404,
      message: 'Part not found.',
    });
    expect(await refusal(dealer, 'inventory-part', 2_000_000_000, 'owner')).toMatchObject({ status: 404 });
  });

  it('part-search-result: only the company whose search found the row', async () => {
    await expect(
      t.app.ctx.access.require(claimsOf(buyer), 'part-search-result', resultId, 'searcher'),
    ).resolves.toBeTruthy();
    for (const who of [other, dealer])
      expect(await refusal(who, 'part-search-result', resultId, 'searcher')).toEqual({
        status: 404,
        message: 'Part search result not found.',
      });
  });

  it("company-general-requests: a company's own list only", async () => {
    await expect(
      t.app.ctx.access.require(claimsOf(buyer), 'company-general-requests', buyer.companyId!, 'owner'),
    ).resolves.toBeTruthy();
    expect(await refusal(other, 'company-general-requests', buyer.companyId!, 'owner')).toEqual({
      status: 404,
      message: 'Company not found.',
    });
  });

  it('company (membership): its users hold it; another company sees its details only', async () => {
    await expect(
      t.app.ctx.access.require(claimsOf(buyer), 'company', buyer.companyId!, 'member'),
    ).resolves.toBeTruthy();
    expect(await refusal(other, 'company', buyer.companyId!, 'member')).toMatchObject({ status: 404 });
    expect(await t.app.ctx.access.holds(claimsOf(other), 'company', buyer.companyId!, 'member')).toBe(
      'not-held',
    );
    expect(await t.app.ctx.access.holds(claimsOf(buyer), 'company', buyer.companyId!, 'member')).toBe('held');
    expect(await t.app.ctx.access.holds(claimsOf(buyer), 'company', 2_000_000_000, 'member')).toBe('missing');
  });

  it('the routes answer 404 through these kinds', async () => {
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/inventory/parts/${partId}`,
      headers: other.headers,
    });
    expect(removal.statusCode).toBe(404);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: other.headers,
      payload: { vendorCompanyId: dealer.companyId, searchId: resultId },
    });
    expect(order.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/generalRequest/${buyer.companyId}`,
      headers: other.headers,
    });
    expect(list.statusCode).toBe(404);
  });
});
