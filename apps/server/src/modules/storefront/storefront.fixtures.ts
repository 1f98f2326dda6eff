import type { PartRow } from '@ironmatch/contracts/part-matcher';
import type { TestUser } from '../../test/fixtures';
import { envelopeCalls } from '../../test/envelope-calls';
import type { TestApp } from '../../test/test-app';

/**
 * The calls the storefront tests make (storefront.test.ts, orders' order-terms.test.ts): each answer
 * with its raw text, so a test can look for a price that must not leak anywhere in it.
 */
export function storefrontCalls(t: TestApp) {
  const envelope = envelopeCalls(t);
  async function call(who: TestUser | null, method: string, url: string, payload?: unknown) {
    const res = await envelope.call(who, method, url, payload);
    // Untyped as the tests read each call's own data shape (envelopeCalls checked the envelope).
    return { status: res.status, body: JSON.parse(res.raw), raw: res.raw };
  }
  async function ok<T>(who: TestUser, method: string, url: string, payload?: unknown, status = 200) {
    return (await envelope.ok<T>(who, method, url, payload, status)).data;
  }
  /** A fresh order of `buyer` for `seller`'s part `partNumber`, sent and approved (order_confirmed). */
  async function approvedOrder(
    buyer: TestUser,
    seller: TestUser,
    partNumber: string,
    taxAmount = '0',
  ): Promise<number> {
    const parts = (await ok<{ parts: PartRow[] }>(buyer, 'GET', `/api/parts/${partNumber}`)).parts;
    const row = parts.find((p) => p.companyId === seller.companyId)!;
    const { orderId } = await ok<{ orderId: number }>(
      buyer,
      'POST',
      '/api/orders',
      { vendorCompanyId: seller.companyId, searchId: row.id },
      201,
    );
    await ok(buyer, 'POST', `/api/orders/${orderId}/submit-order`, {});
    await ok(seller, 'PUT', `/api/orders/${orderId}/respond-order`, { shippingAmount: '10', taxAmount });
    return orderId;
  }
  return { call, ok, approvedOrder };
}
